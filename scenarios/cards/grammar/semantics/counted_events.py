"""The semantic functions of the Nth event each turn and of another player receiving (6.3.b):
"When you make your third Gift each turn" (7.3.22.a, 7.3.29.a), "When you receive your
second Gift each turn" (7.3.29.a), "When you sacrifice a Character for the first time each
turn" / "When a Character you control is sacrificed for the first time each turn" (7.3.36.a),
and "When an opponent / a player receives a Gift / a token" (7.3.29.a, 7.3.30.a, 1.2.2).

"[event] for the [Nth] time each turn" composes with every event: the ones the engine counts
through a turn (4.2.3) take an ``ordinal`` and ``per: turn``; any other is refused, naming
the words. A sacrifice is counted only unnarrowed: the engine counts every Character its
player sacrifices, not those of a description."""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
COUNTED_TRIGGERS = frozenset(
    {
        "you_make_a_gift",
        "you_receive_a_gift",
        "you_sacrifice_a_character",
        "you_roll_a_die",
        "you_create_a_token",
    }
)
"""The events the engine counts through a turn (``engine.pipeline.counted_events``)."""


def _nth(span: str, noun: str) -> int:
    m = re.search(rf"\b(\w+) {noun}\b", span)
    assert m is not None and m[1] in _ORDINALS  # the grammar's ``ordinal`` words
    return _ORDINALS[m[1]]


class CountedEventSemantics(SemanticsBase):
    """The Nth event of a turn; a Gift or a token received by another player."""

    @v_args(meta=True)
    def ev_nth_time_each_turn(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "[event] for the [Nth] time each turn": only the Nth such event of the turn
        (4.2.3). "A Character you control is sacrificed" is "you sacrifice a Character": a
        player sacrifices only what they control (7.3.36.a)."""
        event = dict(items[0])
        if event == {"trigger": "player_sacrifices", "filter": {"controller": "you"}}:
            event = {"trigger": "you_sacrifice_a_character"}
        rule = "ev_nth_time_each_turn"
        if event.get("trigger") not in COUNTED_TRIGGERS:
            # a card played or discarded: counted by period too (semantics/time_past.py)
            from scenarios.cards.grammar.semantics.time_past import nth_time_event

            found = nth_time_event(event, _nth(self._span(meta), "time"), "turn", "each turn")
            if found is not None:
                return found
            from scenarios.cards.grammar.semantics.time_past import nth_time_refused

            raise NotRead("time each turn", nth_time_refused("each turn"), rule)
        if set(event) != {"trigger"}:
            why = "the Nth time each turn is read only for every Character sacrificed"
            raise NotRead("time each turn", why, rule)
        return {**event, "ordinal": _nth(self._span(meta), "time"), "per": "turn"}

    @v_args(meta=True)
    def ev_you_make_nth_gift(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When you make your [Nth] Gift each turn" (7.3.22.a, 7.3.29.a)."""
        nth = _nth(self._span(meta), "gift")
        return {"trigger": "you_make_a_gift", "ordinal": nth, "per": "turn"}

    @v_args(meta=True)
    def ev_you_receive_nth_gift(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When you receive your [Nth] Gift each turn" (7.3.29.a)."""
        nth = _nth(self._span(meta), "gift")
        return {"trigger": "you_receive_a_gift", "ordinal": nth, "per": "turn"}

    def ev_opponent_receives_gift(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_receive_a_gift", "player": "opponent"}  # 7.3.29.a, 1.2.2

    def ev_opponent_receives_token(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_receive_a_token", "player": "opponent"}  # 7.3.30.a

    def ev_player_receives_gift(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_receive_a_gift", "player": "any"}

    def ev_player_receives_token(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_receive_a_token", "player": "any"}
