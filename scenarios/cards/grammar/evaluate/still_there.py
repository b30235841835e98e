"""The engine's reading of "still there" (session 41, a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "it's [still] in your
Reserve / in a Reserve" — the engine's ``IT_IN_ZONE``: the object "it" names (6.3.i; found in
the Reserve by the effect that moved it there, 2.1.f) is still that object (2.1.d) and in a
Reserve, its owner's (3.1.2.c) or, "your", the controller's; "I'm [still] in play",
``I_AM_IN_PLAY``. The reader's words are :mod:`..semantics.still_there`."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind
from engine.state.conditions import Whose
from engine.state.enums import ZoneKind
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.still_there import yours_said


class StillThereEvaluator(SemanticsBase):
    """The engine condition of "it's [still] in [whose] Reserve"."""

    printed: str

    @v_args(meta=True)
    def it_in_zone_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's in your Reserve": the controller's; "it's in a Reserve": its owner's."""
        yours = yours_said(self._span(meta).lower().split())
        return Condition(
            ConditionKind.IT_IN_ZONE,
            zone=ZoneKind.RESERVE,
            whose="" if yours else Whose.ITS_OWNER,
            text=self.printed,
        )

    @v_args(meta=True)
    def i_am_in_play_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I'm still in play": the engine's ``I_AM_IN_PLAY`` — the object "I" is, still that
        object (2.1.d), in play (3.1.4.a)."""
        return Condition(ConditionKind.I_AM_IN_PLAY, text=self.printed)
