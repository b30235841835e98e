"""The semantic functions of the section "players' events" of ``altered.lark``:
players' events reaching Reactions (6.3.f) — "When a player / you / an opponent pass(es)"
(4.2.3.d), "… draw(s) a card / one or more cards" (7.3.9.a), "… discard(s) a [card]" and
"When a [card] is discarded" (7.3.7.a) — and "When a card in your Reserve becomes
exhausted" (any card there, 7.5.4.a, 7.3.13.a).

The reading's ``player`` says whose event (1.2.2): "you", "opponent", or none for any
player. What a filter cannot say about the card discarded is not read (precision first).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.conditions import BECOMING
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Condition, Description

_KINDS = frozenset({"card", "Character", "Permanent", "Spell"})
"""The kinds of cards a discard trigger watches (a token is no card, 1.1.7.b)."""


def _who(span: str) -> dict[str, str]:
    """The ``player`` of a player's event from its first words (1.2.2)."""
    if span.startswith("you "):
        return {"player": "you"}
    if span.startswith(("an opponent ", "your opponent ")):
        return {"player": "opponent"}
    return {}  # "a player": any player


_ONE_PLACES = ("one_of_your_expeditions", "an_expedition", "an_opponents_expedition")
"""The places of a join of one Expedition (7.5.10.a)."""


class PlayerEventSemantics(SemanticsBase):
    """Players' events (6.3.f) and a card in Reserve becoming exhausted."""

    @v_args(meta=True)
    def ev_player_passes(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When a player passes" (4.2.3.d: a turn effect, with its Reactions, 4.2.3.e)."""
        return {"trigger": "player_passes", **_who(self._span(meta))}

    @v_args(meta=True)
    def ev_player_draws(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When you draw a card": once per card (6.3.g); "one or more cards": once per
        step and player (1.2.7.c)."""
        span = self._span(meta)
        trigger = "player_draws_cards" if span.endswith("more cards") else "player_draws_a_card"
        return {"trigger": trigger, **_who(span)}

    @v_args(meta=True)
    def ev_player_resupplies(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When you Resupply": once per Resupply (7.3.31.a), an Exhausted Resupply being
        one (7.3.14.a)."""
        return {"trigger": "player_resupplies", **_who(self._span(meta))}

    @v_args(meta=True)
    def ev_player_discards(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you discard a [card] [from your hand / Reserve]" (7.3.7.a)."""
        who = _who(self._span(meta))
        return {**_discarded(items[-1], "ev_player_discards"), **who}

    @v_args(meta=True)
    def ev_player_sacrifices(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent sacrifices a [Character]" (7.3.36.a; "you": as
        ev_you_sacrifice reads it)."""
        another, d = items[-1]
        if another or d.played or _noun(d) != "Character":  # Characters, as for "you"
            raise NotRead("sacrifices", "this sacrifice is not read yet", "ev_player_sacrifices")
        flt = _filter(d, types=[], where=True)
        fields: dict[str, Any] = {"trigger": "player_sacrifices", **_who(self._span(meta))}
        return {**fields, "filter": flt} if flt else fields

    @v_args(meta=True)
    def ev_card_is_discarded(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a [card] [in your Reserve] is discarded [from your hand]": by any player
        (7.3.7.a)."""
        found = _discarded(items[0], "ev_card_is_discarded")
        words = self._span(meta).split()
        if words[-3:-1] == ["from", "your"]:
            if "discarded_from" in found or found.get("filter", {}).get("in_your_reserve"):
                raise NotRead("from your", "the zone is said twice", "ev_card_is_discarded")
            found["discarded_from"] = words[-1]
        return found

    @v_args(meta=True)
    def distinct_condition(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you control a [[Fleeting]] Character, another [[Anchored]] Character and yet
        another [[Asleep]] Character": distinct objects, one fitting each (7.2.1.a), kept
        as its words, which the engine evaluates (``you_control_distinct``). Only after
        "you control": what another condition ("I'm Boosted and another Character") would
        say of the further objects is not read."""
        words = self._span(meta)
        if not words.lower().startswith("you control "):
            reason = "the objects after this condition are not read"
            raise NotRead(words, reason, "distinct_condition")
        return Condition(words)

    def ev_i_enter_play(self, _: list[Any]) -> dict[str, Any]:
        """ "When I enter play": what the symbol {J} means (7.1.1.a)."""
        return {"trigger": "enters_play"}

    @v_args(meta=True)
    def ev_i_am_played_from(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When I'm played from your hand / Reserve": {H} / {R} (7.1.1.b-c)."""
        hand = self._span(meta).endswith("hand")
        return {"trigger": "played_from_hand" if hand else "played_from_reserve"}

    def ev_i_gain_a_boost(self, _: list[Any]) -> dict[str, Any]:
        """ "When I gain a boost": one or more in one atomic action (2.5.1, 6.3.g)."""
        return {"trigger": "gains_boosts", "amount": 1, "filter": {"only_me": True}}

    def ev_gains_a_boost(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Character you control gains a boost" (6.3.f, 6.3.g)."""
        another, d = items[0]
        if another or d.played or _noun(d) != "Character":
            raise NotRead("gains", "this gain of a boost is not read yet", "ev_gains_a_boost")
        flt = _filter(d, types=[_noun(d)], where=True)
        return {"trigger": "gains_boosts", "amount": 1, "filter": flt}

    # ----------------------------------------------- round 2: joins of one Expedition
    def one_of_your_expeditions_joined(self, _: list[Any]) -> str:
        return "one_of_your_expeditions"

    def an_expedition_joined(self, _: list[Any]) -> str:
        return "an_expedition"

    def an_opponents_expedition_joined(self, _: list[Any]) -> str:
        return "an_opponents_expedition"

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] [Character] joins one of your Expeditions / an Expedition / an
        opponent's Expedition" (7.5.10.a, 7.5.10.c): "another" goes in the filter (not the
        Character bearing the ability, 7.2.1.a), as these triggers have no "another" kind."""
        read = dict(super().ev_joins(items))  # type: ignore[misc]
        trigger = str(read["trigger"])
        if trigger.startswith("another_") and trigger.endswith(_ONE_PLACES):
            return {"trigger": trigger.removeprefix("another_"), "filter": {"another": True}}
        return read

    def ev_i_leave_play(self, _: list[Any]) -> dict[str, Any]:
        """ "When I leave play": from the Expedition or Landmark zone to neither (7.3.20.a)."""
        return {"trigger": "leaves_play"}

    def ev_you_roll_a_die(self, _: list[Any]) -> dict[str, Any]:
        """ "When you roll a die": once per die rolled (6.3.g, 7.3.33.a); "the result" in its
        output is that die's (semantics/conditions.py ``die_result_cond``)."""
        self.rolled = True
        return {"trigger": "you_roll_a_die"}

    # ------------------------------------------------------------- conditions (6.5.d)
    @v_args(meta=True)
    def it_has_counters_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it has 2 or more boosts", "it has counters" (6.3.i, 2.5.1.a)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def any_of_them_counters_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "one / either / any of them has an Omen counter": of the objects the step before
        acted on, at least one (6.5.b, 6.5.d; gram85) — checked in them_objects.py."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def i_have_one_counter_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I have a boost": one or more (2.5.1.a)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def its_player_controls_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "its controller controls 2 or more Characters" (1.2.2, 6.3.i)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def player_has_cards_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "its owner has no cards in their hand" (1.1.7, 3.2)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def there_are_in_zone_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "there are 2 or more Characters in your discard pile" (3.2)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def distinct_values_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you control Characters of 3 or more different factions" (2.2.10, 2.2.4, 2.2.2)."""
        return Condition(self._span(meta))

    def ev_becomes_status(self, items: list[Any]) -> dict[str, Any]:
        """ "When a card in your Reserve becomes exhausted", "When a Permanent you control
        becomes exhausted": objects other than Characters too (7.5.4.a, 7.3.13.a) — "a card"
        only where the zone says which (a Mana Orb is no card to count here, 3.2.9);
        Characters as the rule read them before."""
        (another, d), token = items
        noun = _noun(d)
        if noun == "Character" or another:
            return super().ev_becomes_status(items)  # type: ignore[misc, no-any-return]
        if noun == "card" and not d.in_your_reserve:
            raise NotRead("card", "a card becoming a status is read in your Reserve only")
        if noun not in ("card", "Permanent") or d.played:
            raise NotRead("becomes", "this object becoming a status is not read yet")
        status = lx.STATUSES[str(token).lower()]
        if status not in BECOMING:
            raise NotRead(str(token), f"becoming {status} is not read yet", "ev_becomes_status")
        flt = _filter(d, types=[] if noun == "card" else [noun], where=True)
        return {"trigger": "becomes_status", "filter": flt, "status": status}


def _discarded(joined: tuple[str, Description], rule: str) -> dict[str, Any]:
    """The trigger of a card discarded: its kind and description as the filter, "from your
    hand" as ``discarded_from`` (the Reaction's controller's hand, whoever discards)."""
    another, d = joined
    noun = _noun(d)
    if another or noun not in _KINDS or d.token or d.played:
        raise NotRead("discard", "this kind of object discarded is not read yet", rule)
    fields: dict[str, Any] = {"trigger": "card_discarded"}
    if d.from_your_hand:
        fields["discarded_from"] = "hand"
        d = dataclasses.replace(d, from_your_hand=False)
    flt = _filter(d, types=[] if noun == "card" else [noun], where=True)
    return {**fields, "filter": flt} if flt else fields
