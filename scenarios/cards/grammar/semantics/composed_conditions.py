"""The reader's semantics of gram84's composed conditions (issue 30; the grammar section
"composed conditions" of ``altered.lark``): a condition on objects or players said as a
subject and a predicate — "a card in your Reserve has an Omen counter", "I have a base
statistic of 0", "each opponent has at least two cards in their Reserve", "you played me
from Reserve". Each is kept as its words, as the card structures evaluate condition texts;
the engine reads them in :mod:`scenarios.cards.composed_conditions` (6.5.d)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.described_conditions import Said
from scenarios.cards.grammar.tree import Condition


class ComposedConditionSemantics(SemanticsBase):
    """Composed conditions on objects, on "I" and on players, kept as words (6.5.d)."""

    @v_args(meta=True)
    def composed_i_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def composed_players_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def target_opponent_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "target opponent has …": a player the step targets (1.2.6.c, 6.5.b; gram88)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def composed_played_me_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    # What is said of described objects: kinds the engine's reader of described conditions
    # (evaluate/described_conditions.py) does not count, so it leaves them to
    # scenarios/cards/composed_conditions.py.
    @v_args(meta=True)
    def said_named_counters(self, meta: Meta, _: list[Any]) -> Said:
        return Said("named_counters", self._span(meta).lower())

    @v_args(meta=True)
    def said_statistic(self, meta: Meta, _: list[Any]) -> Said:
        return Said("statistic", self._span(meta).lower())

    @v_args(meta=True)
    def said_subtype(self, meta: Meta, _: list[Any]) -> Said:
        return Said("subtype", self._span(meta).lower())
