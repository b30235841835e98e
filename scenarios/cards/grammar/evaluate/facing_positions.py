"""The engine's reading of two conditions (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "you have a ready Mana
Orb" counts the controller's Mana Orbs (3.2.9.c) ready or exhausted (2.4.3); "[Expedition]
is ahead of / behind / tied with the opposing [Hero] Expedition" is said against the
Expedition facing it (7.5.2.a-c), so the words are the position of the Expedition named —
the reader has refused an opposing Expedition that may not face it
(semantics/mana_orbs_objects.py)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.conditions import ExpeditionScope
from engine.state.enums import Status
from scenarios.cards.grammar.semantics.base import SemanticsBase


class FacingPositionEvaluator(SemanticsBase):
    """Engine conditions for "… is ahead of the opposing Expedition" (7.5.2)."""

    @v_args(meta=True)
    def facing_position_cond(self, meta: Meta, _: list[Any]) -> Condition:
        words = self._span(meta).split()
        # the position word and the Expedition named before "of / with the opposing …"
        place = words[: words.index("is")]
        said = words[: words.index("opposing") - 1]
        said = [w for w in said if w not in ("of", "with")]
        # the place, as every place said of one Expedition reads (evaluate/conditions.py)
        from scenarios.cards.grammar.evaluate.conditions import counted_expedition_scope

        scope = counted_expedition_scope(place) or ExpeditionScope.MY
        found: Condition = self._expedition(said, scope)  # type: ignore[attr-defined]
        return found

    @v_args(meta=True)
    def mana_orbs_status_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you have a ready / two or more exhausted Mana Orbs": the controller's Mana Orbs
        (3.2.9.c) with or without the Exhausted status (2.4.3), counted."""
        from scenarios.cards.grammar.evaluate.conditions import _bounds  # the count's words

        words = self._span(meta).split()
        low, high = _bounds(words[2:])
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
