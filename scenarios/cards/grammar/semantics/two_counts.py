"""Two counts compared (issue 30, 6.5.d): "there are more Characters in the Expedition facing
me than in mine", "your hand has fewer cards than your Reserve", "you have at least as many
cards in hand as in Reserve", "you control as many Characters as Permanents". The condition
keeps its words; :mod:`scenarios.cards.compared_conditions` reads each side as "for each
[...]" counts it and says whether the engine evaluates the comparison."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class TwoCountsSemantics(SemanticsBase):
    """Semantic functions of the "two counts compared (gram68)" section of altered.lark."""

    @v_args(meta=True)
    def two_counts_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """Two counts compared, kept as their words (6.5.d)."""
        return Condition(self._span(meta).lower())

    @v_args(meta=True)
    def expedition_empty_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """An Expedition holding no object (3.2.4.b), kept as its words."""
        return Condition(self._span(meta).lower())
