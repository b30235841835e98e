"""Terrain alternatives (issue 30, 7.5.8.c): "if I'm in {M} or {O}", "if I am in {V} or
{M}". The condition keeps its words; :mod:`scenarios.cards.terrain_alternatives` reads them
as one terrain test on "I" with several terrains, any of which makes it hold."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class TerrainAlternativesSemantics(SemanticsBase):
    """Semantic functions of the "terrain alternatives (gram69)" section of altered.lark."""

    @v_args(meta=True)
    def i_in_terrains_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """In one of several terrains, kept as its words (7.5.8.c)."""
        return Condition(self._span(meta).lower())
