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
