"""The engine's reading of the conditions on moments (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`; issue 30, gram102): the
Day's number, "this is the first Day" (``ConditionKind.DAY_NUMBER``: 4.1.j, the first Day
starts at Noon; each later Day begins with its Morning, 4.1, 4.2.a)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind
from scenarios.cards.grammar.semantics.base import SemanticsBase

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
"""The ordinals the grammar's ``ordinal`` rule says, as Day numbers."""


class PlaceMomentConditionEvaluator(SemanticsBase):
    """Engine conditions for the block "places, moments and players" of ``altered.lark``."""

    if False:  # the evaluator's own attribute (evaluate/conditions.py), for mypy
        printed: str

    @v_args(meta=True)
    def day_number_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "this is the first Day" / "it's not the second Day": the Day the game is in is
        that one (4.1.j, 4.1) — "not": any other."""
        words = self._span(meta).lower().replace("n't", " not").split()
        n = next(_ORDINALS[w] for w in words if w in _ORDINALS)
        return Condition(
            ConditionKind.DAY_NUMBER,
            at_least=n,
            at_most=n,
            negated="not" in words,
            text=self.printed,
        )
