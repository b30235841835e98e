"""ic40 (issue 30, session 40): a condition counting objects in a union of places — "if you
have a Character in play or in your Reserve", "if there are 3 or more Characters in your
Expeditions or your Reserve" (6.5.d): the count of :func:`play_places_count` between the
bounds said ("a": one or more, "no": none). A mixin of the condition evaluator."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition
from scenarios.cards.grammar.evaluate.count_words import count_bounds
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.semantics.place_unions import condition_parts, play_places_count


class Ic40PlaceConditionEvaluator(SemanticsBase):
    """The engine condition of ``ic40_places_cond``."""

    printed: str

    @v_args(meta=True)
    def ic40_places_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "you have a Character in play or in your Reserve" (6.5.d, 3.1.4.a, 3.2.10.a)."""
        words = self._span(meta).split()
        low, high = count_bounds(words[2:])  # after "you have" / "there are"
        d = _describe(condition_parts(self._span(meta), items))
        counted = play_places_count(d, self.printed)
        if counted is None:
            raise NotRead("or", "this count in play or in a Reserve is not read yet")
        return replace(counted, at_least=low, at_most=high)  # type: ignore[no-any-return]
