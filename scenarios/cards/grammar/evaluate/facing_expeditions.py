"""ga (session 33): the engine's reading of the conditions of
:mod:`..semantics.facing_expeditions` (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "it's [not] ahead /
behind / tied" — the Expedition "it" names against the one facing it (7.5.2.a-c; tied in
tiebreakers, 7.5.2.d), the engine's ``EXPEDITION_STATE`` said of "it"; "it's [not] facing
mine" — "it" an Expedition facing the bearer's (1.2.3.c, 7.4.4.g), ``IT_FACES_MINE``."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind
from engine.state.conditions import ExpeditionScope
from scenarios.cards.grammar.semantics.base import SemanticsBase

_POSITIONS = {
    "ahead": ConditionKind.EXPEDITION_AHEAD,
    "behind": ConditionKind.EXPEDITION_BEHIND,
    "tied": ConditionKind.EXPEDITION_TIED,
}


def _negated(span: str) -> bool:
    return "not" in span.replace("isn't", "is not").split()


class FacingExpeditionEvaluator(SemanticsBase):
    """Engine conditions for "it's ahead / behind / tied / facing mine"."""

    printed: str

    @v_args(meta=True)
    def ga_it_position_cond(self, meta: Meta, _: list[Any]) -> Condition:
        span = self._span(meta)
        said = next(w for w in _POSITIONS if w in span.split())
        return Condition(
            ConditionKind.EXPEDITION_STATE,
            scope=ExpeditionScope.IT,
            positions=(_POSITIONS[said],),
            negated=_negated(span),
            text=self.printed,
        )

    @v_args(meta=True)
    def ga_it_facing_mine_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(
            ConditionKind.IT_FACES_MINE, negated=_negated(self._span(meta)), text=self.printed
        )
