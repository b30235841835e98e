""" "If you control more Characters than each opponent", "If you have at least as many Mana
Orbs as each opponent": a count of the controller's compared with the same count of every
opponent (1.2.2). The condition keeps its words; the compiler
(:mod:`scenarios.cards.more_conditions`) says whether the engine evaluates it.
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class ComparedWithEachSemantics(SemanticsBase):
    """Comparisons with each opponent, kept as their words (6.5.d)."""

    @v_args(meta=True)
    def lead_each_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))
