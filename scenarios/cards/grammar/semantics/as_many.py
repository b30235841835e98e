"""Amounts said "as many [things] as the number of / as there are [objects]" (issue 30): the
amount "[things] equal to the number of [objects]" is — the count taken as the step happens
(6.5.i) — for drawing (7.3.9.a), boosts (2.5.1) and counters (2.5), by the controller or
another player."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase

Step = dict[str, Any]


class AsManySemantics(SemanticsBase):
    """ "as many … as …": read as the "equal to the number of" steps are
    (semantics/counted_amounts.py)."""

    def draw_as_many_count(self, items: list[Any]) -> Step:
        return dict(self.draw_equal_count(items))  # type: ignore[attr-defined]

    def player_draws_as_many_count(self, items: list[Any]) -> Step:
        return dict(self.player_draws_equal_count(items))  # type: ignore[attr-defined]

    def gain_boosts_as_many_count(self, items: list[Any]) -> Step:
        return dict(self.gain_boosts_equal_count(items))  # type: ignore[attr-defined]

    def gain_counters_as_many_count(self, items: list[Any]) -> Step:
        return dict(self.gain_counters_equal_count(items))  # type: ignore[attr-defined]
