"""The engine's reading of two conditions (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "you have a ready Mana
Orb" counts the controller's Mana Orbs (3.2.9.c) ready or exhausted (2.4.3). ("[Expedition]
is ahead of the opposing Expedition" is read since gram83 by the Expedition race,
evaluate/expedition_race.py.)"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.enums import Status
from scenarios.cards.grammar.evaluate.count_words import count_bounds
from scenarios.cards.grammar.semantics.base import SemanticsBase


class FacingPositionEvaluator(SemanticsBase):
    """Engine conditions for "… is ahead of the opposing Expedition" (7.5.2)."""

    @v_args(meta=True)
    def mana_orbs_status_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you have a ready / two or more exhausted Mana Orbs": the controller's Mana Orbs
        (3.2.9.c) with or without the Exhausted status (2.4.3), counted."""
        words = self._span(meta).split()
        low, high = count_bounds(words[2:])
        exhausted = frozenset({Status.EXHAUSTED})
        ready = words[-3] == "ready"
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.YOUR_MANA,
            filter=ObjectFilter(without=exhausted) if ready else ObjectFilter(statuses=exhausted),
            at_least=low,
            at_most=high,
            text=self.printed,  # type: ignore[attr-defined]
        )
