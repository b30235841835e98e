"""The semantic functions of the conditions section (session 3) of ``altered.lark``, as the
reader reads them: a condition is kept as its words (the card structures evaluate condition
texts, 6.5.d); :mod:`.evaluate_conditions` gives the engine's reading of the same words,
rule by rule, when :func:`scenarios.cards.condition_texts.condition_of` asks."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics_base import SemanticsBase
from scenarios.cards.grammar.tree import Condition

EXPEDITION_STATUSES = frozenset({"Ascended"})
"""The statuses an Expedition can have (2.4.1.b: Ascended, 2.4.3)."""


class ConditionSemantics(SemanticsBase):
    """Conditions on Expeditions (7.5.2, 2.4.3, 7.5.8, 7.5.9) and on the controller's zones."""

    @v_args(meta=True)
    def expedition_is_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "my Expedition is behind or tied", "one of your Expeditions is Ascended"."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def i_in_contact_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I'm In Contact": one of my Expeditions is (7.5.9.b)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def you_have_cards_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you have three or more cards in your hand" (3.2)."""
        return Condition(self._span(meta))

    def expedition_positions(self, items: list[Any]) -> str:
        return "position"

    def expedition_status(self, items: list[Token]) -> str:
        status = lx.STATUSES[items[0].lower()]
        if status not in EXPEDITION_STATUSES:  # 2.4.1.b: Boosted and the others are not
            raise NotRead(str(items[0]), f"an Expedition is never {status}", "expedition_status")
        return status

    def expedition_in_contact(self, _: list[Any]) -> str:
        return "in contact"

    def expedition_in_terrain(self, items: list[Token]) -> str:
        return lx.TERRAINS[items[0].lower()]

    def statuses_or_adjective(self, items: list[Token]) -> tuple[str, list[str]]:
        """ "Fleeting, Anchored or Asleep": at least one of these statuses (2.4)."""
        return ("any_statuses", [lx.STATUSES[t.lower()] for t in items])
