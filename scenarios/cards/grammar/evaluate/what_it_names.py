"""The engine's reading of a condition on what "it" names (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`): "it's a Character with Hand
Cost {3} or less", "it's an opponent's Character", "it is a token", "it's not Exhausted", "it
was Fleeting", "its Hand Cost is {3} or less" — the object the step or the event named
(6.3.i, 6.5.f), as it is now or as it was before the event (6.3.k, 2.1.h)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from engine import Status
from engine.state.cards import Condition, ConditionKind
from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.evaluate.count_words import number_word
from scenarios.cards.grammar.evaluate.described_filters import it_filter
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.tree import Description


class WhatItNamesEvaluator(SemanticsBase):
    """Engine conditions of what "it" names: its type, controller, status or cost fits."""

    printed: str  # the condition's printed words (the evaluator's)

    @v_args(meta=True)
    def its_a_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "it's a Character with Hand Cost {3} or less": what "it" names fits."""
        return self._it_matches(items[-1], negated=False)

    @v_args(meta=True)
    def its_whose_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "it's [not] an opponent's Character", "it's one of your [opponent's]
        Characters": what "it" names fits, controlled by that player (1.1.3.d) — as it is
        now, or just before this effect moved it (2.1.h)."""
        words = self._span(meta).replace("it's", "it is").split()
        d = items[-1]
        if d.controller:
            raise NotRead("control", "two controllers are said of what 'it' names")
        d.controller = "opponent" if "opponent's" in words else "you"
        return self._it_matches(d, negated=words[2] == "not")

    def it_is_type_cond(self, items: list[Any]) -> Condition:
        """ "it is a token" (2.1.e): said with "it is" as "it's a token" is (gram52; the
        types and sub-types are read by condition_texts before the grammar)."""
        return self._it_matches(_describe([items[-1]]), negated=False)

    def it_is_not_a_cond(self, items: list[Any]) -> Condition:
        return self._it_matches(items[-1], negated=True)

    def _it_matches(self, d: Description, negated: bool) -> Condition:
        flt = it_filter(d)
        return Condition(
            ConditionKind.IT_MATCHES, any_of=(flt,), negated=negated, text=self.printed
        )

    def it_not_status_cond(self, items: list[Any]) -> Condition:
        status = Status(lx.STATUSES[str(items[-1]).lower()])
        return Condition(
            ConditionKind.IT_HAS_STATUS, status=status, negated=True, text=self.printed
        )

    def it_was_status_cond(self, items: list[Any]) -> Condition:
        """ "it was Fleeting": before the event (6.3.k)."""
        status = Status(lx.STATUSES[str(items[-1]).lower()])
        return Condition(ConditionKind.IT_HAS_STATUS, status=status, past=True, text=self.printed)

    @v_args(meta=True)
    def its_cost_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "its Hand Cost is {3} or less": its printed cost (2.2.7, 2.2.8)."""
        words = self._span(meta).split()
        kind, n = items[0], number_word(words[4].strip("{}"))
        low = None if words[-1] == "less" else n
        high = None if words[-1] == "more" else n
        d = Description()
        setattr(d, f"{kind}_min", low)
        setattr(d, f"{kind}_max", high)
        return self._it_matches(d, negated=False)
