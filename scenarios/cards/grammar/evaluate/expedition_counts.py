"""he (session 37): the engine's reading of every player's Expeditions counted — "for each
Expedition that's behind", "per Expedition that is ahead or tied" (7.5.2.a-c: each said
against the Expedition facing it; 2.4.3, 7.5.8.b, 7.5.9.a the other states), counted as the
step happens (6.5.i). "Expeditions that are not …" is refused as for the controller's own."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark.tree import Meta
from lark.visitors import v_args

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.conditions import ExpeditionScope
from scenarios.cards.grammar.parser import NotRead


class HeCountsEvaluator:
    """Mixin of the condition evaluator (evaluate/conditions.py)."""

    if TYPE_CHECKING:  # the evaluator's own (conditions.py, semantics/base.py)

        def _expedition(self, words: list[str], scope: str) -> Condition: ...

        def _span(self, meta: Meta) -> str: ...

    @v_args(meta=True)
    def he_expeditions_counted(self, meta: Meta, _: list[Any]) -> Condition:
        """Every player's Expeditions in the state said (7.5.2), counted
        (``Counted.EVERY_EXPEDITION``, 6.5.i)."""
        words = self._span(meta).replace("that's", "that is").split()
        state = self._expedition(words, ExpeditionScope.EACH_YOURS)
        if state.negated:
            raise NotRead("not", "counting Expeditions that are not so is not read")
        return replace(state, kind=ConditionKind.COUNT, counted=Counted.EVERY_EXPEDITION, scope="")
