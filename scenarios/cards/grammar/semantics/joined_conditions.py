"""The reader's semantics of conditions joined and negated (6.5.d) — the grammar section
"conditions and choices" of ``altered.lark``: "[c1] or [c2]" beside "[c1] and [c2]"
(``all_of_cond``, :mod:`.semantics_leaving_play`). A condition is kept as its words (the
card structures evaluate condition texts, :mod:`scenarios.cards.condition_texts`); the
engine reads the words back with the same rules (:mod:`.evaluate_joined_conditions`)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class JoinedConditionSemantics(SemanticsBase):
    """Conditions joined by "or"; a player's zone said without "their"."""

    @v_args(meta=True)
    def any_of_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[c1] or [c2]": at least one holds (6.5.d); kept as its words, which the engine
        evaluates part by part (``any_of``)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def player_has_cards_in_zone_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "an opponent has 3 or more cards in Reserve": their Reserve (3.2), kept as the
        words "… in their Reserve" the engine reads (``player_has_cards_cond``)."""
        words = self._span(meta).split()
        at = len(words) - 1 - words[::-1].index("in")
        return Condition(" ".join([*words[: at + 1], "their", *words[at + 1 :]]))

    @v_args(meta=True)
    def theres_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "there's a token in my Expedition": kept as "there is …" (6.5.d)."""
        return Condition("there is" + self._span(meta).removeprefix("there's"))

    @v_args(meta=True)
    def no_opponent_controls_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "no opponent controls [X]": "an opponent controls [X]" negated (6.5.d)."""
        rest = self._span(meta).split()[3:]
        return Condition(f"an opponent controls {' '.join(rest)}", True)
