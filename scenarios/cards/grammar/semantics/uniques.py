"""The semantic functions of the grammar's "Uniques' parts" section (``altered.lark``, issue
30): events the engine has (6.3.b), more atomic actions (7.3) and their wordings — the
triggers and outputs a Unique's "[trigger] [condition]: [output]" is built from. One
function per rule, into the same card structures the sentence patterns give."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from lark import Discard, Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import _ICON_TRIGGERS, Step, _number
from scenarios.cards.grammar.semantics.from_each import removed_from_each
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun, _subject
from scenarios.cards.grammar.semantics.said_zones import zone_said, zone_words
from scenarios.cards.grammar.semantics.steps import StepSemantics
from scenarios.cards.grammar.semantics.triggers import TriggerSemantics
from scenarios.cards.grammar.tree import Condition, Description, Object, Sentence
from scenarios.cards.grammar.verbs import said_pattern

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def _plain_card(joiner: tuple[str, Description], rule: str) -> None:
    """ "a card" and nothing more: the only card these triggers watch here (6.3.b)."""
    another, d = joiner
    # gdef: where=True — "a card in my Expedition" says where it is, words these triggers
    # do not keep: not read (a filter dropped would activate for any card, 6.3.b)
    plain = not _filter(d, where=True)
    if another or d.types != ["card"] or not plain or d.controller or d.played or d.token:
        raise NotRead("card", "this kind of card moving is not read yet", rule)


class UniqueSemantics(TriggerSemantics, StepSemantics):
    """Triggers and steps of the Uniques' parts section."""

    if TYPE_CHECKING:  # the effects' functions, in semantics.Semantics (which extends this)

        def effect(self, items: list[Sentence]) -> list[Step]: ...

        def then_chain(self, items: list[Any]) -> list[Step]: ...

    # ------------------------------------------------------------- triggers (6.3)
    def leave_if_trigger(self, items: list[Any]) -> dict[str, Any]:
        """ "When I leave the Expedition zone, if [c] —" (6.3.b, 6.3.k)."""
        condition: Condition = items[0]
        return {"trigger": "leaves_expedition_zone", "if": condition.card_text()}

    def ordinal(self, items: list[Any]) -> Any:
        return Discard  # read from the event's own words (ev_counter_reaches)

    @v_args(meta=True)
    def ev_counter_reaches(self, meta: Meta, items: list[Token]) -> dict[str, Any]:
        """ "When I gain my third [name] counter" (2.5): when my counters of that name
        reach that number."""
        m = re.search(r"my (\w+) (\w+) counter", self._span(meta))
        assert m is not None
        return {
            "trigger": "counter_reaches",
            "amount": _ORDINALS[m[1]],
            "counter": str(items[0]).capitalize(),
            "filter": {"only_me": True},
        }

    @v_args(meta=True)
    def ev_i_gain_boosts(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When I gain N or more boosts" (6.3.b)."""
        gain = said_pattern("gain")
        m = re.fullmatch(rf"i (?:{gain}) (\w+) or more boosts?(?: at once)?", self._span(meta))
        if m is None:
            raise NotRead("gain", "this gain of boosts is not read yet", "ev_i_gain_boosts")
        return {"trigger": "gains_boosts", "amount": _number(m[1]), "filter": {"only_me": True}}

    def ev_you_exhaust_reserve_card(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_exhaust_a_reserve_card"}

    def ev_you_make_a_gift(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_make_a_gift"}  # 7.3.22.a

    def ev_my_expedition_forward_due_to(self, items: list[Token]) -> dict[str, Any]:
        """ "When my Expedition moves forward due to {V}" (7.5.2, 4.2.4.j)."""
        terrain = lx.TERRAINS[items[0].lower()]
        return {"trigger": "my_expedition_moves_forward", "terrain": terrain}

    def ev_my_expedition_ascends(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "my_expedition_attempts_to_ascend"}  # 7.5.3.a

    def ev_your_expedition_ascends(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "your_expedition_attempts_to_ascend"}

    def ev_joins_discard_pile(self, items: list[Any]) -> dict[str, Any]:
        """ "When a card joins the discard pile": any player's (6.3.b)."""
        _plain_card(items[0], "ev_joins_discard_pile")
        return {"trigger": "card_joins_a_discard_pile"}

    def ev_goes_to_reserve_from_deck_or_hand(self, items: list[Any]) -> dict[str, Any]:
        _plain_card(items[0], "ev_goes_to_reserve_from_deck_or_hand")
        return {"trigger": "card_goes_to_your_reserve_from_deck_or_hand"}

    def ev_permanent_joins(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] Permanent joins your Expeditions or Landmarks" (6.3.b)."""
        another, d = items[0]
        said = _filter(d, where=True)  # gdef: its place words too ("in my Expedition")
        if _noun(d) != "Permanent" or said or d.controller or d.played or d.token:
            raise NotRead("joins", "this kind of object joining is not read yet", "ev_joins")
        fields: dict[str, Any] = {"trigger": "permanent_joins_your_expeditions_or_landmarks"}
        return {**fields, "filter": {"another": True}} if another else fields

    def ev_leaves_my_expedition(self, items: list[Any]) -> dict[str, Any]:
        """ "When a [Character] leaves my Expedition" (6.3.b): 'filter'."""
        fields = self.ev_leaves_your_expeditions(items)
        return {**fields, "trigger": "character_leaves_my_expedition"}

    def ev_you_play(self, items: list[Description]) -> dict[str, Any]:
        """ "When you play [a card] [from Reserve]" (5.1.2.l): where it is played from."""
        return self._played_from(items, another=False)

    def ev_you_play_another(self, items: list[Description]) -> dict[str, Any]:
        return self._played_from(items, another=True)

    def _played_from(self, items: list[Description], *, another: bool) -> dict[str, Any]:
        d = items[0]
        said, d.from_zone = d.from_zone, ""
        zone, whose = zone_said(said)  # "from the Reserve" as "from Reserve" (5.2.a)
        zone = zone if not whose else said  # a possessive: not read here (1.2.2)
        if zone not in ("", "reserve"):
            raise NotRead(
                "from", f"a card played from {zone_words(zone)} is not read yet", "ev_you_play"
            )
        fields = super().ev_you_play_another(items) if another else super().ev_you_play(items)
        if not zone:
            return fields
        if not fields.get("filter"):
            fields.pop("filter", None)
        return {**fields, "played_from": "reserve"}

    # ------------------------------------------------------------- steps (7.3)
    def send_to_reserve_first(self, items: list[Any]) -> Step:
        """ "Send to [its owner's] Reserve [object]" (7.3.27.a)."""
        *owner, obj = items
        return self.send_to_reserve([obj, *owner])

    def sacrifice_count(self, items: list[Any]) -> Step:
        """ "Sacrifice two Characters": that many chosen, all if fewer (7.3.36.a, 6.5.h)."""
        n = _number(items[0])
        if n < 2:
            raise NotRead(str(items[0]), "this number of sacrifices is not read", "sacrifice")
        step = self.sacrifice([Object("chosen", items[1])])
        if step.get("subject") != "a_character_you_control":
            raise NotRead("sacrifice", "sacrificing several of these is not read yet", "sacrifice")
        return {**step, "choose_count": n}

    def sacrifice_one(self, items: list[Description]) -> Step:
        return self.sacrifice([Object("chosen", items[0])])

    def give_boosts_to(self, items: list[Any]) -> Step:
        """ "Give N boosts to [object]" (7.3.16)."""
        amount, obj = items
        return self.give_boosts([obj, amount])

    def activate_icon(self, items: list[Any]) -> Step:
        """ "Activate the {J} abilities of [object]" (7.3.1.b)."""
        icon, obj = items
        if obj.kind not in ("target", "me"):
            raise NotRead("activate", "activating these objects is not read yet", "activate_icon")
        trigger = _ICON_TRIGGERS[str(icon).strip("{}").upper()]
        return {"action": "activate", "trigger": trigger, **_subject(obj)}

    def gain_boosts_and_status(self, items: list[Any]) -> list[Step]:
        """ "[object] gains N boosts and [status]" (7.3.16, 7.3.13)."""
        obj, amount, status = items
        then = {"action": "gain_status", "status": lx.STATUSES[status.lower()]}
        return self._and_then(obj, amount, then)

    def gain_boosts_and_lose(self, items: list[Any]) -> list[Step]:
        """ "[object] gains N boosts and loses [status]"."""
        obj, amount, status = items
        then = {"action": "lose_status", "status": lx.STATUSES[status.lower()]}
        return self._and_then(obj, amount, then)

    def _and_then(self, obj: Object, amount: int, then: Step) -> list[Step]:
        """Two steps of one object (6.1.c): "I" and "it" do both; a target is chosen once,
        the second step is "it", what the first chose (6.5.b)."""
        first = self.gain_boosts([obj, amount])
        if obj.kind in ("me", "it"):
            return [first, {**then, "subject": first["subject"]}]
        if obj.kind != "target" or obj.up_to:
            raise NotRead("and", "two steps of these objects are not read yet", "gain_boosts")
        return [{**first, "then": [{**then, "subject": "it"}]}]

    def lose_boosts(self, items: list[Any]) -> Step:
        """ "[object] loses N boosts": boost counters removed (2.5.g, 7.3.28) — from the
        bearer, a target or each object a description lets through ("Each Character in the
        Expedition facing me loses 1 boost", as "Remove 1 boost from each …" reads): N from
        each of them (``removed_from_each``), "those Characters lose 1 boost" as well."""
        obj, amount = items
        if obj.kind not in ("me", "target", "each", "it") or (obj.up_to and obj.kind != "target"):
            raise NotRead("loses", "these objects losing boosts is not read yet", "lose_boosts")
        step: Step = {
            "action": "remove_counters",
            "counter": "boost",
            "amount": amount,
            **_subject(obj),
        }
        return removed_from_each(obj, step)  # N from each of several (6.1.e)

    def switch_expeditions(self, items: list[Object]) -> Step:
        """ "[object] switches Expeditions" (7.3.39)."""
        return {"action": "switch_expeditions", **_subject(items[0])}

    def switch(self, _: list[Any]) -> Any:
        return Discard

    def up_to_one_target(self, items: list[Description]) -> Object:
        return Object("target", items[0], up_to=1)

    # ------------------------------------------------------------- die results (7.3.33.b)
    def die_outcomes(self, items: list[Step]) -> Sentence:
        """ "On a: • 4+, [X]. • 1-3, [Y]." after "Roll a die" (7.3.33.b)."""
        return Sentence(list(items), "outcome", "die_outcome")

    def die_bullet(self, items: list[Any]) -> Step:
        (low, high), steps = items
        return {"low": low, "high": high, "effect": steps}

    # ------------------------------------------------------------- more steps (7.3)
    def spend_any_counter(self, items: list[Any]) -> Step:
        """ "Spend N counter(s) from a card you control or in your Reserve": counters of any
        name, from a card chosen among those with enough (7.3.38.a, 6.1.g)."""
        amount, source = items
        return {"action": "spend_counters", "amount": amount, "counter": "any", "subject": source}

    def card_you_control_or_in_reserve(self, _: list[Any]) -> str:
        return "a_card_you_control_or_in_your_reserve"

    def card_in_reserve_or_landmarks(self, _: list[Any]) -> str:
        return "a_card_in_your_reserve_or_landmarks"

    def ready_mana_orbs(self, items: list[Any]) -> Step:
        """ "Ready two Mana Orbs": that many of your Mana Orbs, chosen (7.3.28, 6.1.g)."""
        return {"action": "ready", "subject": "mana_orbs_you_choose", "amount": items[0]}

    @v_args(meta=True)
    def return_to_deck(self, meta: Meta, items: list[Any]) -> Step:
        """ "Return [object] to the top / bottom of its owner's deck" (3.2.2.b, 7.3.27.a)."""
        obj, *_ = items
        if "owner's deck" not in self._span(meta):
            raise NotRead("deck", "'your deck' for another's card is not read yet", "return")
        span = self._span(meta)
        position = "top" if " the top of " in span else "bottom"
        verb = span.split()[0].lower()  # return / send: synonyms (7.3.27.a)
        # "its owner's Deck": named by ownership (1.1.3.d)
        return {
            "action": verb,
            "to": "deck",
            "position": position,
            "to_owner": True,
            **_subject(obj),
        }

    def deck_end(self, _: list[Any]) -> Any:
        return Discard  # read from the step's own words (return_to_deck)

    def win_game(self, _: list[Any]) -> Step:
        return {"action": "win_game"}  # 7.3.41

    def discards_hand_then_draws(self, items: list[Any]) -> list[Step]:
        """ "Each player discards their hand, then draws N cards": two steps, each player
        doing both (1.4.7.b, 6.1.c)."""
        player, amount = items
        if player != "each_player":
            raise NotRead("discards", "this player's discarding is not read yet", "player_step")
        return [
            {"action": "discard", "subject": "cards_in_each_players_hand"},
            {"action": "draw", "amount": amount, "subject": "each_player"},
        ]

    def each_of_your_expeditions_behind_or_tied(self, _: list[Any]) -> str:
        return "each_my_expedition_behind_or_tied"  # found as the step happens (7.5.2)

    # ------------------------------------------------------------- more effects (6.1)
    @v_args(meta=True)
    def tap_mode(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "• {T}: [X]": the mode exhausts me (7.1.4.a), the cost of X — written "Cost:
        Effect" (2.2.12.k), a change made in order to do X (1.2.5.a), paid in full or not at
        all (6.4.c; an exhausted object cannot pay it, 2.4.6.a Remark): X only if it is paid
        (``to_pay``, the cost of "[X] to [Y]"; no "if you did", 6.5.f)."""
        text = self._printed(meta).lstrip("\u2022 ").strip()
        effect = self.effect([i for i in items if isinstance(i, Sentence)])
        exhaust = {"action": "exhaust", "subject": "self", "then": effect, "to_pay": True}
        return {"text": text, "effect": [exhaust]}

    def and_chain(self, items: list[Any]) -> list[Step]:
        """ "[X] and [Y]": a step for each verb, in order (6.1.c); "[X target] and [Y it]":
        Y acts on what X chose (6.5.f), as "[X], then [Y]" reads."""
        return self.then_chain(items)

    def may_pay_and_clause(self, items: list[Any]) -> Sentence:
        """ "You may pay {N} and [X] to [Y]": {N} and X are one cost, paid together or not at
        all (6.1.d, 1.2.5.c); Y only if it is (6.5.f)."""
        mana, first, then = items
        if len(first) != 1 or set(first[0]) & {"pay", "then", "may", "if"}:
            raise NotRead("and", "this cost of several parts is not read yet", "may_pay_clause")
        return Sentence([{**first[0], "pay": _number(mana), "may": True, "then": then}])

    def play_for_less(self, items: list[Token]) -> Step:
        """ "[Immediately] play a Character for {N} less": from your hand or Reserve, as
        part of the effect (5.2.b, 5.1.2.f)."""
        return {
            "action": "play",
            "subject": "a_character_from_hand_or_reserve",
            "cost_change": -_number(items[-1]),
        }

    def player_may_put_in_reserve(self, items: list[str]) -> Step:
        """ "Each player may put a card from their hand in Reserve": each decides and
        chooses, in initiative order (6.5.c, 6.1.h)."""
        # gram64: "Target opponent / Each opponent may put …": that player decides and
        # chooses (6.5.c, 1.4.7.b), as "Target opponent may discard a card from their hand"
        whose = _PUTTING_HANDS.get(str(items[0]))
        if whose is None:
            raise NotRead("may", "this player's choice is not read yet", "player_step")
        return {"action": "put", "to": "reserve", "subject": whose, "may": True}

    def sacrifice(self, items: list[Object]) -> Step:
        """ "Sacrifice a Character in my Expedition": one you control there (7.3.36.a)."""
        obj = items[0]
        d = obj.description
        if obj.kind in ("chosen", "another") and d.in_my_expedition:
            if d.in_your_reserve or d.from_your_hand or d.controller == "opponent":
                raise NotRead("in", "this sacrifice is not read yet", "sacrifice")
            d.in_my_expedition = False
            step = super().sacrifice(items)
            if step.get("subject") != "a_character_you_control":
                raise NotRead("in", "this sacrifice is not read yet", "sacrifice")
            return {**step, "filter": {**step.get("filter", {}), "in_my_expedition": True}}
        return super().sacrifice(items)

    def exchange_reserve_with_hand(self, _: list[Any]) -> Step:
        """ "Exchange target card from your Reserve with a card from your hand" (7.3.12.a)."""
        return {
            "action": "exchange",
            "subject": "target_card_in_your_reserve",
            "with": "a_card_from_your_hand",
        }

    def target_step(self, items: list[Object]) -> Step:
        """ "[You may] target [object]. It [X].": the target is chosen, then "it" does X
        (6.5.b) — one step on the target, merged by :func:`merge_targets`."""
        return {"action": "_target", **_subject(items[0])}

    def target_a(self, items: list[Description]) -> Object:
        return Object("target", items[0])

    def target_another(self, items: list[Description]) -> Object:
        return Object("target", items[0], another=True)

    def expeditions_cant_move(self, _: list[Any]) -> Step:
        """ "Expeditions can't move forward this Day": an Emblem-Ongoing (2.2.2.m, 7.5.2)."""
        ongoing = {"duration": "this Day", "cant": "Expeditions can't move forward"}
        return {"action": "ongoing", "ongoing": ongoing}

    def target_expedition_cant_move(self, _: list[Any]) -> Step:
        return {**self.expeditions_cant_move([]), "subject": "target_expedition"}

    def may_target_opponent_draws(self, items: list[Any]) -> Sentence:
        """ "You may target an opponent, they draw N cards": the opponent is targeted
        (1.2.6.c) and draws (7.3.9.a); the effect's controller decides the "may" (6.5.c)."""
        step = {"action": "draw", "amount": items[0], "subject": "target_opponent"}
        return Sentence([{**step, "you_decide": True, "may": True}])

    def player_puts_top_card_in_mana(self, items: list[str]) -> Step:
        """ "Each player puts the top card of their deck in their Mana zone" (1.4.7.b)."""
        doers = {  # each doing it with their own deck and Mana zone (1.4.7.b)
            "target_opponent": "target_opponent",
            "target_player": "target_player",
            "opponent_each": "each_opponent",
            "its_controller": "its_controller",
            "its_owner": "its_owner",
        }
        if items[0] in doers:
            step = {"action": "put", "to": "mana", "subject": "top_cards_of_your_deck"}
            return {**step, "amount": 1, "players_do": doers[str(items[0])]}
        if items[0] != "each_player":
            raise NotRead("puts", "this player's step is not read yet", "player_step")
        subject = "top_cards_of_each_players_deck"
        return {"action": "put", "to": "mana", "subject": subject, "amount": 1}

    def put_card_from_zone(self, items: list[str]) -> Step:
        """ "Put a card from your hand / Reserve in Reserve / in your Mana zone [as a ready
        Mana Orb]" (7.3.27.a; a Mana Orb enters exhausted unless said ready, 3.2.9.b)."""
        zone, place = items
        if place == "reserve":
            if zone != "hand":
                raise NotRead("reserve", "a card put in the zone it is in", "put")
            return {"action": "put", "to": "reserve", "subject": "a_card_from_your_hand"}
        step = {"action": "put", "to": "mana", "subject": f"a_card_from_your_{zone}"}
        return {**step, "ready_orb": True} if place == "ready" else step

    def put_in_reserve_place(self, _: list[Any]) -> str:
        return "reserve"

    def put_in_mana_place(self, _: list[Any]) -> str:
        return "mana"

    def put_in_mana_ready_place(self, _: list[Any]) -> str:
        return "ready"

    @v_args(meta=True)
    def its_a_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's a Spell": kept as its words, evaluated against what "it" is (6.5.d)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def its_whose_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's an opponent's Character", "it's one of your Characters": kept as its
        words, evaluated against what "it" is and who controls it (6.5.d, 2.1.h)."""
        return Condition(self._span(meta))


def merge_targets(steps: list[Step]) -> list[Step]:
    """ "[You may] target [object]. It [X].": one step X on the target (6.5.b), "you may"
    the target's; a target followed by anything else is not read (precision first)."""
    from scenarios.cards.grammar.semantics.effect_phrases import roll_around_target

    out: list[Step] = []
    for step in roll_around_target(steps):  # "Target [X], then roll a die. On a: …"
        if step.get("action") != "_target":
            out.append(step)
            continue
        then = step.get("then") or []
        rest = set(step) - {"action", "subject", "filter", "may", "then"}
        if not then or any(s.get("subject") != "it" or "then" in s for s in then) or rest:
            raise NotRead("target", "'target [object]' not followed by 'it' is not read", "target")
        merged = {**then[0], "subject": step["subject"]}
        if len(then) > 1:  # "it [X] and [Y]": Y acts on the target whatever X did (6.5.b)
            merged.update(it_follows=True, then=then[1:])
        if "filter" in step:
            merged["filter"] = step["filter"]
        if step.get("may"):
            merged["may"] = True
        out.append(merged)
    return out


_PUTTING_HANDS = {
    "each_player": "a_card_from_each_players_hand",
    "opponent_each": "a_card_from_each_opponents_hand",
    "target_opponent": "a_card_from_target_opponents_hand",
}
"""The hand a player putting a card in Reserve chooses from, for each player the subject of
"[player] may put a card from their hand in Reserve" names (6.1.h, 7.5.6.b)."""
