"""The reader's semantics of the section "triggers and conditions" of ``altered.lark``
(issue 30): a trigger's event on one object of either of two descriptions — "When you play
a Character or a Spell", "When an opponent plays a Spell or a Robot", "When you play a
Permanent or a Robot from Reserve", "When you sacrifice a Permanent or a Robot" (6.3.b).

Each description is read as it would be alone (a card type, or a sub-type); the two become
one filter that lets through an object of either — two types (``types``), a sub-type or a
type (``subtypes`` with ``or_types``), two sub-types (``subtypes``, any of them). Anything
a filter cannot say as "either" (a status, a controller, a cost on one side only) is not
read, and the reason names the "or" (precision first).

Two events joined by "or" ("When I go to Reserve or am sacrificed", "When my Expedition
moves backward or fails to move forward") are one printed Reaction activated by either: it
is read as one Reaction per event, the same effect, when no atomic action can be both events
(6.3.g: a Reaction activates once per atomic action its trigger matches — two Reactions on
one atomic action would activate twice) and no daily limit is printed (1.4.6.c counts the
one Reaction's activations)."""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _filter, _played_filter
from scenarios.cards.grammar.semantics.said_zones import zone_said, zone_words
from scenarios.cards.grammar.tree import Condition, Description

_SACRIFICED = ("Character", "Permanent")
"""What is sacrificed: objects in play (7.3.36.a) — Characters and Permanents (2.2.1)."""


_ME_MOVES = frozenset(
    {"me to reserve", "me sacrificed", "me to discard", "me to hand", "me elsewhere"}
)
_WATCHED: dict[str, frozenset[str]] = {
    "goes_to_reserve_from_anywhere": frozenset({"me to reserve"}),
    "goes_to_reserve_from_expedition_zone": frozenset({"me to reserve"}),
    "goes_to_reserve_from_hand": frozenset({"me to reserve"}),
    "sacrificed": frozenset({"me sacrificed"}),
    "discarded": frozenset({"me sacrificed", "me to discard"}),  # 7.3.7.a, 7.3.36.a
    "returned_to_hand": frozenset({"me to hand"}),  # 7.3.32.a
    "card_joins_your_discard_pile": frozenset({"a card to discard"}),  # 3.2.3
    "card_joins_your_reserve": frozenset({"a card to reserve"}),  # 3.2.10
    "object_goes_to_reserve": frozenset({"a card to reserve"}),
    "object_returned_to_your_hand": frozenset({"a card to hand"}),  # 7.3.32.a
    "card_discarded": frozenset({"a card discarded"}),  # 7.3.7.a, a sacrificed card too
    "player_sacrifices": frozenset({"a card discarded", "a token sacrificed"}),  # 7.3.36.a
    "leaves_expedition_zone": _ME_MOVES,
    "leaves_landmark_zone": _ME_MOVES,
    "my_expedition_moves_forward": frozenset({"forward"}),
    "an_expedition_moves_forward": frozenset({"forward"}),
    "my_expedition_moves_backward": frozenset({"backward"}),
    "an_expedition_moves_backward": frozenset({"backward"}),
    "my_expedition_fails_to_move_forward": frozenset({"no move forward"}),
    "you_play_a_card": frozenset({"play"}),
    "opponent_plays_a_card": frozenset({"play"}),
    "you_create_a_token": frozenset({"create"}),
    "you_roll_dice": frozenset({"roll"}),
    "you_roll_a_die": frozenset({"roll"}),
}
"""The atomic actions (7.3) each trigger an "or" joins watches, by kind: a move of the
bearer to Reserve (7.3.27) is never its sacrifice (7.3.36.a, to the discard pile), an
Expedition moving backward (7.3.24) never one moving forward (7.3.25) nor one that fails to
(7.3.25.b); leaving a zone is any of the bearer's moves. Triggers not listed are not joined."""


def disjoint_events(first: dict[str, Any], second: dict[str, Any]) -> None:
    """:class:`NotRead` unless no atomic action can be both events (6.3.g)."""
    a, b = (_watched(t) for t in (first, second))
    if a is None or b is None:
        raise NotRead("or", "these two events joined by 'or' are not read yet", "ev_either_event")
    if a & b:
        raise NotRead(
            "or",
            "one atomic action may be both events joined by 'or': the Reaction would activate "
            "once, not twice (6.3.g) — resolve it by hand",
            "ev_either_event",
        )


def _sacrificed_tokens(
    first: dict[str, Any], second: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """ "When a Character you control is discarded or sacrificed": sacrificing a card is
    discarding it (7.3.36.a, 7.3.7.a), so the discard's Reaction already activates on a
    sacrificed card; what the sacrifice adds is a sacrificed token, which is no card
    discarded (1.2.7.c). The sacrifice's event narrowed to tokens, when the two say the same
    object otherwise (its description; the sacrifice watches Characters unless told)."""
    pair = {str(t.get("trigger")) for t in (first, second)}
    if pair != {"card_discarded", "player_sacrifices"} or first.get("player") != second.get(
        "player"
    ):
        return first, second
    discard, sacrifice = (
        (first, second) if first["trigger"] == "card_discarded" else (second, first)
    )
    flt = dict(sacrifice.get("filter") or {})
    said = dict(discard.get("filter") or {})
    if "tokens" in flt or "tokens" in said or set(sacrifice) - {"trigger", "filter"}:
        return first, second
    if set(discard) - {"trigger", "filter"} or flt.get("types", ["Character"]) != said.get("types"):
        return first, second
    if {k: v for k, v in flt.items() if k != "types"} != {
        k: v for k, v in said.items() if k != "types"
    }:
        return first, second
    narrowed = {**sacrifice, "filter": {**flt, "tokens": True}}
    return (first, narrowed) if sacrifice is second else (narrowed, second)


def _watched(trigger: dict[str, Any]) -> frozenset[str] | None:
    name = str(trigger.get("trigger", ""))
    if name in ("gains_status", "becomes_status") and trigger.get("status"):
        return frozenset({f"status {trigger['status']}"})  # 7.3.16: one status gained
    if name == "loses_status" and trigger.get("status"):
        return frozenset({f"lost status {trigger['status']}"})  # 7.3.26.a: readied, not exhausted
    if name == "player_sacrifices" and (trigger.get("filter") or {}).get("tokens"):
        return frozenset({"a token sacrificed"})  # no card: never a card discarded (7.3.7.a)
    return _WATCHED.get(name)


_EXPEDITION_IT = frozenset(
    {
        "an_opponents_expedition_moves_forward",
        "an_opponents_expedition_moves_backward",
        "an_expedition_moves_forward",
        "an_expedition_moves_backward",
        "my_expedition_moves_forward",
        "my_expedition_moves_backward",
        "my_expedition_fails_to_move_forward",
        "one_of_your_expeditions_moves_forward",
        "one_of_your_expeditions_moves_backward",
    }
)
"""Triggers whose "it", in their condition, is the Expedition of the event (6.3.i, 6.3.k)."""
_VERSUS_YOURS = (" both your expeditions", " each of your expeditions")


def expedition_it_conditions(trigger: dict[str, Any], effect: list[Any]) -> None:
    """ "it is ahead of both your Expeditions" compares Expeditions (7.5.2.a): read only as
    the condition of a trigger whose "it" is an Expedition; in its effect, or after any
    other trigger, "it" names no Expedition the engine binds — :class:`NotRead`."""

    def said(step: Any) -> list[str]:
        if not isinstance(step, dict):
            return []
        found = [str(step.get("if", ""))]
        for key in ("then", "otherwise", "if_cant", "if_not_done", "also"):
            for inner in step.get(key) or ():
                found.extend(said(inner))
        return found

    def compares(words: str) -> bool:
        return words.startswith("it's") and words.endswith(_VERSUS_YOURS)

    in_effect = any(compares(w) for step in effect for w in said(step))
    named = str(trigger.get("trigger", "")) in _EXPEDITION_IT
    if in_effect or (compares(str(trigger.get("if", ""))) and not named):
        raise NotRead(
            "it",
            "'it' compared with your Expeditions names an Expedition only in the condition of "
            "a trigger on an Expedition's event (6.3.i, 7.5.2.a)",
            "it_versus_your_expeditions_cond",
        )


def both_conditions(step: dict[str, Any], condition: str) -> dict[str, Any] | None:
    """A Unique's "[c1]: [output]" over an output that has its own "If [c2], [X]": X happens
    if both hold (6.5.d; one step, both evaluated as it is reached) — ``step`` with the
    condition "[c1] and [c2]", when the engine reads those words as exactly the two
    conditions it reads alone (``all_of``). Neither an "otherwise", an "unless", an "it"
    nor a condition the engine cannot evaluate is joined: ``None`` (not read)."""
    from engine.state.cards import ConditionKind
    from engine.state.records import replace
    from scenarios.cards.condition_texts import condition_of

    inner = str(step.get("if", ""))
    said = [condition, inner]
    if any(k in step for k in ("otherwise", "_otherwise_pending", "also", "then", "if_not_done")):
        return None
    if any(
        c.startswith("unless ") or c.startswith(("you do", "you don't", "you can't")) for c in said
    ):
        return None
    alone = [condition_of(c) for c in said]
    joined = condition_of(f"{condition} and {inner}")
    if joined is None or any(c is None for c in alone) or joined.kind != ConditionKind.ALL_OF:
        return None
    parts = [replace(p, text="") for p in joined.parts]
    if parts != [replace(c, text="") for c in alone if c is not None]:
        return None  # the words "and" joins are read otherwise (precision first)
    return {**step, "if": f"{condition} and {inner}"}


def either_filter(first: dict[str, Any], second: dict[str, Any], rule: str) -> dict[str, Any]:
    """One filter letting through an object that the filter ``first`` or ``second`` lets
    through, each a card type alone or a sub-type alone (2.2.1, 2.2.2); otherwise
    :class:`NotRead` naming the "or"."""
    kinds = [_kind(f) for f in (first, second)]
    if None in kinds:
        raise NotRead(
            "or",
            "after 'or' in a trigger only a card type or a sub-type alone is read (6.3.b)",
            rule,
        )
    (k1, v1), (k2, v2) = kinds  # type: ignore[misc]
    if v1 == v2:
        raise NotRead("or", "the same description is said twice around 'or'", rule)
    if k1 == k2:
        return {k1: [v1, v2]}  # two types, or two sub-types: any one of them
    subtype, card_type = (v1, v2) if k1 == "subtypes" else (v2, v1)
    if card_type == "Hero":
        raise NotRead("or", "a Hero is neither played nor sacrificed (2.2.1)", rule)
    return {"subtypes": [subtype], "or_types": [card_type]}


def _kind(flt: dict[str, Any]) -> tuple[str, str] | None:
    """("types", T) or ("subtypes", S) for a filter that says one type or one sub-type."""
    if set(flt) == {"types"} and len(flt["types"]) == 1:
        return ("types", str(flt["types"][0]))
    if set(flt) == {"subtypes"} and len(flt["subtypes"]) == 1:
        return ("subtypes", str(flt["subtypes"][0]))
    return None


def _descriptions(items: list[Any]) -> list[Description]:
    return [i for i in items if isinstance(i, Description)]


class EitherEventSemantics(SemanticsBase):
    """ "When [player] play(s) / sacrifice(s) a A or a B" (6.3.b)."""

    def ev_either_event(self, items: list[Any]) -> dict[str, Any]:
        """ "When [event] or [event] —": each event as it reads alone (6.3.b), kept for
        :meth:`reaction`, which makes one Reaction of each."""
        first, second = items[0], items[-1]
        for t in (first, second):
            if not isinstance(t, dict) or "_either" in t:
                raise NotRead("or", "three events joined by 'or' are not read", "ev_either_event")
        first, second = _sacrificed_tokens(first, second)
        disjoint_events(first, second)
        return {"trigger": "_either", "_either": [first, second]}

    def either_reaction(self, trigger: dict[str, Any], effect: list[Any]) -> dict[str, Any]:
        """A Reaction per event of "When [event] or [event] —", each with the whole effect
        (and the trigger's condition, 6.3.b); the second as the first's ``_more``."""
        said = {k: v for k, v in trigger.items() if k not in ("trigger", "_either")}
        made = [
            self.reaction([{**t, **said}, copy.deepcopy(effect)])  # type: ignore[attr-defined]
            for t in trigger["_either"]
        ]
        if any("per_day" in m["reaction"] for m in made):
            raise NotRead(
                "per day",
                "a daily limit on a Reaction of two events joined by 'or' is not read (6.3.l)",
                "ev_either_event",
            )
        return {**made[0], "_more": made[1:]}

    @v_args(meta=True)
    def event_during_turn_trigger(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When [event] during your / your opponent's turn —": the event activates the
        Reaction only during that player's turn (4.2.3.b) — the trigger's condition (6.3.b),
        read as "When [event], if it's your turn —". A further condition after a comma is
        not joined to it here."""
        fields = dict(items[0])
        if any(isinstance(i, Condition) for i in items) or "if" in fields or "unless" in fields:
            raise NotRead(
                "during", "a turn and a condition on one trigger are not read yet", "event_during"
            )
        said = self._span(meta).lower()
        whose = "your opponent's" if "opponent's turn" in said else "your"
        return {**fields, "if": f"it's {whose} turn"}

    @v_args(meta=True)
    def ev_joins_from(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a Character joins my Expedition from your Reserve / hand" (7.5.10.a,
        5.1.2.d): the join, and the controller's zone it came from."""
        found: dict[str, Any] = self.ev_joins(items[:2])  # type: ignore[attr-defined]
        zone = self._span(meta).lower().split()[-1]
        if found.get("joined_from") or zone not in ("reserve", "hand"):
            raise NotRead("from", "this zone a Character joins from is not read", "ev_joins_from")
        return {**found, "joined_from": zone}

    @v_args(meta=True)
    def ev_discarded_from_a_reserve(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a card is discarded from an opponent's / a Reserve" (7.3.7.a): the Reserve
        of another player (1.2.2) or of any player (3.2.10), whoever discards."""
        from scenarios.cards.grammar.semantics.player_events import _discarded

        found = _discarded(items[0], "ev_discarded_from_a_reserve")
        if "discarded_from" in found or (found.get("filter") or {}).get("in_your_reserve"):
            raise NotRead("from", "the zone is said twice", "ev_discarded_from_a_reserve")
        theirs = "opponent's" in self._span(meta).lower().split()
        return {**found, "discarded_from": "opponents_reserve" if theirs else "any_reserve"}

    def ev_you_play_either(self, items: list[Any]) -> dict[str, Any]:
        """ "When you play a Character or a Spell [from Reserve]" (5.1.2, 5.1.2.d)."""
        return _played_either(items, "you_play_a_card", "ev_you_play_either")

    def ev_opponent_plays_either(self, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent plays a Spell or a Robot [from Reserve]" (5.1.2, 1.2.2)."""
        return _played_either(items, "opponent_plays_a_card", "ev_opponent_plays_either")

    def ev_you_sacrifice_either(self, items: list[Any]) -> dict[str, Any]:
        """ "When you sacrifice a Permanent or a Robot" (7.3.36.a): one object in play of
        either description the controller sacrifices; the types the trigger watches are
        said outright (a sub-type may be a Character's or a Permanent's, 2.2.2)."""
        rule = "ev_you_sacrifice_either"
        first, second = _descriptions(items)
        flts = []
        for d in (first, second):
            if d.played or d.from_zone or any(t not in _SACRIFICED for t in d.types):
                raise NotRead("sacrifice", "this sacrifice is not read yet", rule)
            flts.append(_filter(d, types=list(d.types), where=True))
        flt = either_filter(flts[0], flts[1], rule)
        if "or_types" in flt or "types" not in flt:
            flt["types"] = list(_SACRIFICED)  # a sub-type: on a Character or a Permanent
        return {"trigger": "you_sacrifice_a_character", "filter": flt}


def _played_either(items: list[Any], trigger: str, rule: str) -> dict[str, Any]:
    """The play trigger on either description; "from Reserve" after the second is where
    the card is played from (5.1.2.d), whichever it is — the first says no zone of its own."""
    first, second = _descriptions(items)
    if first.from_zone:
        raise NotRead("or", "a zone said after the first of two descriptions is not read", rule)
    said, second = second.from_zone, replace(second, from_zone="")
    zone, whose = zone_said(said)  # "from the Reserve" as "from Reserve"; a possessive not
    zone = zone if not whose else said  # read here (whose player: 1.2.2)
    if zone not in ("", "reserve"):
        raise NotRead("from", f"a card played from {zone_words(zone)} is not read yet", rule)
    flt = either_filter(_played_filter(first, False), _played_filter(second, False), rule)
    fields: dict[str, Any] = {"trigger": trigger, "filter": flt}
    return {**fields, "played_from": "reserve"} if zone else fields
