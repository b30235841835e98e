"""What comes before an ability's output, for every object in play (issue 30, gram29;
measured by ``benchmarks/before_output_audit.py``).

- "A Landmark" as the subject of an event only an object in play has ("When a Landmark you
  control leaves play / gains [[Asleep]] / becomes exhausted / is sacrificed / is returned
  to your hand"): a Permanent whose zone type is Landmark, in its controller's Landmarks
  (2.2.3.b-e) — read as "a Landmark Permanent" is. Not for events a card in a hand or a
  Deck has (discarded, put in a Reserve or a Discard pile): a Landmark card there is no
  Permanent in Landmarks, so those keep it unread.
- Statuses, boosts and their loss said of any object in play (2.4.1.a, 7.3.16.a, 7.3.21.a,
  7.3.15.a), not only of Characters: "When a Permanent / token you control gains
  [[Anchored]] / gains a boost / loses [[Asleep]]". The engine's gain triggers watch any
  object (engine.pipeline.gain_triggers.gain_activations); the filter says which.
- "your discard pile is empty": the controller's Discard pile counted (3.2.3), a count the
  engine makes (scenarios/cards/board_conditions.py).

What is never in play (a Spell, "a card") keeps the refusals of the rules these extend.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.landmark_objects import landmark_said_as_permanent
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Condition, Description

_IN_PLAY_CARDS = frozenset({"Character", "Permanent", "Character or Permanent"})
"""The cards in play (3.1.4.a) that can be moved to a Hand (a token cannot, 2.1.e)."""

_OTHER_THAN_CHARACTERS = frozenset({"Permanent", "Character or Permanent", "token"})
"""The objects in play (3.1.4.a) besides Characters, which the older rules read alone."""


def in_play_filter(d: Description, another: bool, word: str, rule: str) -> dict[str, Any]:
    """The trigger filter of a Permanent, a "Character or Permanent" or a token in play:
    its type (tokens: any type, 1.1.7.b), "another" (not the bearer, 7.2.1.a); an object
    said elsewhere than in play is not read."""
    noun = _noun(d)
    if not _ours(d) or d.played or d.in_your_reserve:
        raise NotRead(word, f"this event of a {noun} is not read yet", rule)
    types = {"token": [], "Character or Permanent": ["Character", "Permanent"]}.get(noun, [noun])
    token = d.token
    flt = _filter(replace(d, token=False), types=types, where=True)
    if token:
        flt["tokens"] = True  # "a token": tokens only (2.1.e)
    if another:
        flt["another"] = True
    return flt


def _sacrificed_token_filter(d: Description, another: bool, word: str, rule: str) -> dict[str, Any]:
    """The filter of "a token" sacrificed: a Character or a Permanent token (2.1.e) — a
    sacrifice Reaction with no type named watches Characters only
    (engine.pipeline.player_triggers), so both types are said (gram86)."""
    return {**in_play_filter(d, another, word, rule), "types": ["Character", "Permanent"]}


def _landmark(items: list[Any], at: int = 0) -> list[Any]:
    """``items`` with the event's subject ``(another, description)`` at ``at`` said as a
    Landmark Permanent when it says "a Landmark" (2.2.3.c)."""
    found = list(items)
    pair = found[at]
    if isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[1], Description):
        found[at] = (pair[0], landmark_said_as_permanent(pair[1]))
    return found


def _ours(d: Description) -> bool:
    """Whether these rules read ``d``: an object in play other than a Character card — a
    Character token too, whose "token" the older rules do not keep (2.1.e)."""
    return _noun(d) in _OTHER_THAN_CHARACTERS or (_noun(d) == "Character" and bool(d.token))


def _event_filter(d: Description, another: bool, word: str, rule: str) -> dict[str, Any]:
    """The trigger filter of an object in play: a Character card's as the older rules make
    it, any other object's by :func:`in_play_filter`."""
    if _ours(d):
        return in_play_filter(d, another, word, rule)
    if d.played or _noun(d) != "Character" or d.in_your_reserve:
        raise NotRead(word, f"this event of a {_noun(d)} is not read yet", rule)
    flt = _filter(d, types=["Character"], where=True)
    if another:
        flt["another"] = True
    return flt


def _sacrificed_permanent(d: Description) -> bool:
    """Whether a sacrifice's object is a Permanent (a Landmark too) or "a Character or
    Permanent" — the types a sacrifice Reaction then names (engine.pipeline.player_triggers);
    a token of any type or a Permanent token (gram31: 2.1.e, 7.3.36.a) too; a Character token
    is left to the older rules."""
    if d.played:
        return False
    if d.token:
        return _noun(d) in ("token", "Permanent")
    return _noun(d) in ("Permanent", "Character or Permanent")


class BeforeOutputSemantics(SemanticsBase):
    """Trigger subjects and conditions of every object in play (first in the Semantics
    list: these rules take the Landmark and the other objects in play first, then leave
    Characters to the rules they extend)."""

    # ------------------------------------------------ "a Landmark": events of objects in play
    # Said of an event only an object in play has (the events below), "a Landmark" is a
    # Landmark Permanent (2.2.3.c). Not in the joiner: a Landmark card in a hand or a Deck
    # discarded or put in a Reserve is no Permanent in Landmarks, so those events keep it
    # unread (precision first).
    def ev_object_leaves_play(self, items: list[Any]) -> dict[str, Any]:
        found: dict[str, Any] = super().ev_object_leaves_play(_landmark(items))  # type: ignore[misc]
        return found

    def ev_you_sacrifice(self, items: list[Any]) -> dict[str, Any]:
        items = _landmark(items)
        another, d = items[0]
        if d.token and _noun(d) == "token":  # "a token": of any type (2.1.e; gram86)
            flt = _sacrificed_token_filter(d, bool(another), "sacrifice", "ev_you_sacrifice")
            return {"trigger": "you_sacrifice_a_character", "filter": flt}
        found: dict[str, Any] = super().ev_you_sacrifice(items)  # type: ignore[misc]
        return found

    @v_args(meta=True)
    def ev_take_control(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        said = _landmark(items, -1) if items else items
        found: dict[str, Any] = super().ev_take_control(meta, said)  # type: ignore[misc]
        return found

    # ------------------------------------------------ statuses and boosts of any object
    def ev_gains_status(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Permanent / token / Landmark gains [status]" (7.3.16.a)."""
        items = _landmark(items)
        (another, d), status = items
        if not _ours(d):
            return super().ev_gains_status(items)  # type: ignore[misc,no-any-return]
        flt = in_play_filter(d, bool(another), "gains", "ev_gains_status")
        return {"trigger": "gains_status", "filter": flt, "status": lx.STATUSES[status.lower()]}

    def ev_loses_status(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Permanent / token / Landmark loses [status]" (7.3.21.a, 7.3.28.a)."""
        items = _landmark(items)
        (another, d), status = items
        if not _ours(d):
            return super().ev_loses_status(items)  # type: ignore[misc,no-any-return]
        flt = in_play_filter(d, bool(another), "loses", "ev_loses_status")
        return {"trigger": "loses_status", "filter": flt, "status": lx.STATUSES[status.lower()]}

    def ev_gains_a_status(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Permanent / token / Landmark gains a status" (2.4.1.a, 7.3.16.a)."""
        items = _landmark(items)
        another, d = items[0]
        if not _ours(d):
            return super().ev_gains_a_status(items)  # type: ignore[misc,no-any-return]
        flt = in_play_filter(d, bool(another), "gains", "ev_gains_a_status")
        return {"trigger": "gains_a_status", "filter": flt}

    def ev_gains_a_boost(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Permanent / token / Landmark gains a boost" (7.3.15.a, 2.5.1)."""
        items = _landmark(items)
        another, d = items[0]
        if not _ours(d):
            return super().ev_gains_a_boost(items)  # type: ignore[misc,no-any-return]
        flt = in_play_filter(d, bool(another), "gains", "ev_gains_a_boost")
        return {"trigger": "gains_boosts", "amount": 1, "filter": flt}

    @v_args(meta=True)
    def ev_gains_boosts(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a Permanent / token / Landmark gains N or more boosts" (7.3.15.a): the
        amount as the older rule reads it, the object's filter here."""
        items = _landmark(items)
        (another, d), amount = items
        if not _ours(d):
            return super().ev_gains_boosts(meta, items)  # type: ignore[misc,no-any-return]
        flt = in_play_filter(d, bool(another), "gains", "ev_gains_boosts")
        as_character = replace(d, types=["Character"], permanent_zone="", token=False)
        found: dict[str, Any] = super().ev_gains_boosts(meta, [("", as_character), amount])  # type: ignore[misc]
        return {**found, "filter": flt}

    def ev_becomes_status(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Permanent / token / Landmark becomes exhausted" (7.5.4.a)."""
        items = _landmark(items)
        (another, d), token = items
        if not _ours(d):
            return super().ev_becomes_status(items)  # type: ignore[misc,no-any-return]
        flt = in_play_filter(d, bool(another), "becomes", "ev_becomes_status")
        as_character = replace(d, types=["Character"], permanent_zone="", token=False)
        found: dict[str, Any] = super().ev_becomes_status([("", as_character), token])  # type: ignore[misc]
        return {**found, "filter": flt}

    @v_args(meta=True)
    def ev_object_leaves_zone(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a Landmark leaves the Expedition zone" names a zone it is never in (a
        Landmark Permanent is in Landmarks, 2.2.3.e; an Expedition Permanent in an
        Expedition): not read, rather than a trigger that never activates."""
        items = _landmark(items)
        zone = "landmark" if self._span(meta).lower().endswith("landmark zone") else "expedition"
        said = items[0][1].permanent_zone
        if said and said != zone:
            raise NotRead(
                "leaves",
                f"a {said.capitalize()} Permanent is never in the {zone.capitalize()} zone "
                "(2.2.3.e)",
                "ev_object_leaves_zone",
            )
        found: dict[str, Any] = super().ev_object_leaves_zone(meta, items)  # type: ignore[misc]
        return found

    def ev_object_goes_to_reserve(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Landmark goes to Reserve": a Landmark Permanent from play, or a card of
        that zone type from a hand or a Deck (2.2.3.b-c)? The words do not tell: not read."""
        if items[0][1].permanent_zone:
            raise NotRead(
                "goes to",
                "a Landmark going to Reserve: from play or from another zone is not told (2.2.3.c)",
                "ev_goes_to_reserve",
            )
        found: dict[str, Any] = super().ev_object_goes_to_reserve(items)  # type: ignore[misc]
        return found

    @v_args(meta=True)
    def ev_gains_counters(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a token / Landmark you control gains one or more counters" (7.3.15.a)."""
        items = _landmark(items)
        another, d = items[0]
        if not _ours(d) or _noun(d) == "Permanent":
            return super().ev_gains_counters(meta, items)  # type: ignore[misc,no-any-return]
        flt = in_play_filter(d, bool(another), "gains", "ev_gains_counters")
        as_permanent = ("", replace(d, types=["Permanent"], permanent_zone="", token=False))
        found: dict[str, Any] = super().ev_gains_counters(meta, [as_permanent, *items[1:]])  # type: ignore[misc]
        return {**found, "filter": flt}

    # ------------------------------------------------ an object returned to your hand
    def ev_object_returned_to_your_hand(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] [Character / Permanent / Landmark / token] you control is
        returned to your hand": moved from play to the controller's Hand (7.3.32.a); a
        token ceases to exist instead (2.1.e), so a token is not read."""
        items = _landmark(items)
        another, d = items[0]
        noun = _noun(d)
        if d.played or d.token or d.in_your_reserve or noun not in _IN_PLAY_CARDS:
            raise NotRead(
                "returned", f"a {noun} returned to your hand is not read", "ev_object_returned"
            )
        types = {"Character or Permanent": ["Character", "Permanent"]}.get(noun, [noun])
        flt = _filter(d, types=types, where=True)
        if another:
            flt["another"] = True
        return {"trigger": "object_returned_to_your_hand", "filter": flt}

    # ------------------------------------------------ a Landmark entering play
    def ev_object_enters_play(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] Landmark you control enters play": a Permanent joining your
        Landmarks from outside them — the only way a Landmark enters play under your
        control (5.2.3.a, 7.5.10.a, 3.2.7.b); a narrower one is not read yet."""
        items = _landmark(items)
        another, d = items[0]
        if not isinstance(d, Description) or d.permanent_zone != "landmark":
            return super().ev_object_enters_play(items)  # type: ignore[misc,no-any-return]
        plain = replace(d, controller=None, permanent_zone="")
        if d.controller != "you" or plain != Description(types=["Permanent"]):
            raise NotRead(
                "enters play",
                "only 'a Landmark you control' or 'another Landmark you control' entering "
                "play is read",
                "ev_object_enters_play",
            )
        fields: dict[str, Any] = {"trigger": "permanent_joins_your_landmarks"}
        return {**fields, "filter": {"another": True}} if another else fields

    # ------------------------------------------------ a Permanent or Landmark sacrificed
    @v_args(meta=True)
    def ev_player_sacrifices(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent / a player sacrifices a Permanent / Landmark" (7.3.36.a):
        the older rule's player, the Permanent's filter (its type said, 2.2.1)."""
        items = _landmark(items, -1)
        another, d = items[-1]
        if not _sacrificed_permanent(d):
            return super().ev_player_sacrifices(meta, items)  # type: ignore[misc,no-any-return]
        flt = in_play_filter(d, bool(another), "sacrifices", "ev_player_sacrifices")
        if _noun(d) == "token":
            flt = _sacrificed_token_filter(d, bool(another), "sacrifices", "ev_player_sacrifices")
        character = ("", replace(d, types=["Character"], permanent_zone=""))
        found: dict[str, Any] = super().ev_player_sacrifices(meta, [*items[:-1], character])  # type: ignore[misc]
        return {**found, "filter": flt}

    def ev_object_is_sacrificed(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Permanent / Landmark [you control] is sacrificed": by any player
        (7.3.36.a), the Permanent's filter (its type said, 2.2.1)."""
        items = _landmark(items)
        another, d = items[0]
        if not _sacrificed_permanent(d):
            return super().ev_object_is_sacrificed(items)  # type: ignore[misc,no-any-return]
        flt = in_play_filter(d, bool(another), "sacrificed", "ev_object_is_sacrificed")
        if not flt.get("types"):  # "a token": a Character or a Permanent one (2.1.e, 1.1.7.b)
            flt["types"] = ["Character", "Permanent"]
        return {"trigger": "player_sacrifices", "filter": flt}

    # ------------------------------------------------ a zone's state
    @v_args(meta=True)
    def discard_pile_empty_cond(self, meta: Meta, _: list[Token]) -> Condition:
        """ "your discard pile is empty": none in the controller's Discard pile (3.2.3)."""
        return Condition("your discard pile is empty")

    @v_args(meta=True)
    def you_have_landmarks_cond(self, meta: Meta, _: list[Token]) -> Condition:
        """ "you have two or more Landmarks": the Permanents in the controller's Landmarks
        counted (3.2.7.b), as "you control two or more Landmarks" is."""
        return Condition(self._span(meta))

    # ------------------------------------------------ more events of any object in play
    @v_args(meta=True)
    def ev_gains_a_counter(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When [object] gains a [Charge] counter": at least one in one gain (7.3.15.a), of
        any name — boosts too (2.5.1.a) — or of the one named."""
        items = _landmark(items)
        another, d = items[0]
        flt = _event_filter(d, bool(another), "gains", "ev_gains_a_counter")
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        fields: dict[str, Any] = {"trigger": "gains_counters", "amount": 1, "filter": flt}
        if names:
            fields["counter"] = names[0].value.capitalize()
        return fields

    def ev_becomes_ready(self, items: list[Any]) -> dict[str, Any]:
        """ "When [object] becomes ready / is readied": it loses Exhausted (7.3.28.a)."""
        items = _landmark(items)
        another, d = items[0]
        flt = _event_filter(d, bool(another), "ready", "ev_becomes_ready")
        return {"trigger": "loses_status", "filter": flt, "status": "Exhausted"}

    def ev_moves_to_other_expedition(self, items: list[Any]) -> dict[str, Any]:
        """ "When [a Character] moves to your other Expedition": it switches Expeditions
        (7.3.39.a), read as "switches Expeditions" is."""
        found: dict[str, Any] = self.ev_object_switches_expeditions(items)  # type: ignore[attr-defined]
        return found

    @v_args(meta=True)
    def deck_empty_cond(self, meta: Meta, _: list[Token]) -> Condition:
        """ "your deck is empty": none in the controller's Deck (3.2.2)."""
        return Condition("your deck is empty")
