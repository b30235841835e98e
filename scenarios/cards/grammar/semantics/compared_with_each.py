""" "If you control more Characters than each opponent", "If you have at least as many Mana
Orbs as each opponent": a count of the controller's compared with the same count of every
opponent (1.2.2). The condition keeps its words; the compiler
(:mod:`scenarios.cards.more_conditions`) says whether the engine evaluates it. Also "Activate
this only during your turn", a quick action's condition "it's your turn" (5.1.2.g).
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition, Sentence


class ComparedWithEachSemantics(SemanticsBase):
    """Comparisons with each opponent, kept as their words (6.5.d); a quick action's turn."""

    @v_args(meta=True)
    def lead_each_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    def only_during_your_turn_clause(self, _: list[Any]) -> Sentence:
        """ "Activate this only during your turn": the quick action's condition "it's your
        turn" (5.1.2.g), as "You can only activate this if it's your turn" says it."""
        return Sentence([{"_only_if": "it's your turn"}], "only_if", "only_during_your_turn_clause")

    @v_args(meta=True)
    def die_parity_outcome(self, meta: Meta, items: list[Any]) -> Sentence:
        """ "If the result is even, [X]" after "Roll a die": X on a 2, a 4 or a 6 (odd: 1, 3
        or 5), each result an outcome of its own (7.3.33.b)."""
        steps = items[-1]
        even = self._span(meta).lower().split()[4].startswith("even")
        results = (2, 4, 6) if even else (1, 3, 5)
        outcomes = [{"low": r, "high": r, "effect": steps} for r in results]
        return Sentence(outcomes, "outcome", "die_parity_outcome")
