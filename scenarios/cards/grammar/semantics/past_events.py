"""Conditions on what happened in a period (6.5.d), in every tense and negated (issue 30):
"if you have played a Spell this Afternoon", "if a Character was sacrificed this Day", "if
you sacrificed a Character this turn", "if you haven't played a Spell this turn", "if my
Expedition did not move forward this Day". Kept as their printed words, for the engine to
evaluate with the same rules (:mod:`..evaluate.past_events`): a negated one as its positive
words, negated."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class PastEventSemantics(SemanticsBase):
    """One function per condition on a period's events (4.1, 4.2.3)."""

    @v_args(meta=True)
    def played_this_phase_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you [have] played [count] [cards] this Afternoon" (4.2.3, 5.1.2.k)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def not_played_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you haven't / didn't play [cards] this [period]": kept as printed; the engine
        reads it as "you have played …" negated (evaluate/past_events.py)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def sacrificed_this_period_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[count] [Characters] was / were sacrificed this [period]" (7.3.36.a)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def you_sacrificed_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you [have] sacrificed [count] [Characters] this [period]" (7.3.36.a)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def not_sacrificed_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you haven't / didn't sacrifice [Characters] this [period]": kept as printed,
        read by the engine as "you sacrificed …" negated."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def my_expedition_not_moved_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "my Expedition did not move forward this Day": kept as printed, read by the
        engine as "… moved forward this Day" negated (7.3.25.a, 4.1)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def it_in_my_expedition_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it is [not] in my Expedition": where what "it" names is (6.3.i, 7.5.5.a)."""
        return Condition("it is in my expedition", " not " in f" {self._span(meta)} ")

    @v_args(meta=True)
    def left_play_this_period_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[count] [objects] left play this Day / this Afternoon" (7.3.20.a, 4.1, 4.2.3)."""
        return Condition(self._span(meta))
