"""The reader's semantics of "I had" (gram106): "me" as it was just before it left play
(2.1.h, 6.3.j) — the grammar block "gram106" of ``altered.lark``. "If I had a Secret
counter", "for each boost I had": kept as their words, which the engine reads as "I have …" /
"[counters] on me" marked past (:mod:`scenarios.cards.i_had`), of a Reaction to my leaving
play only."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class MeAsIWasSemantics(SemanticsBase):
    """ "I had [counters]" as a condition and as a count."""

    @v_args(meta=True)
    def g106_i_had_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "I had a Secret counter", "I had 2 or more boosts": as I was as I left (6.3.j)."""
        return Condition(self._span(meta))

    def g106_counters_i_had(self, items: list[Any]) -> str:
        """ "boost I had" / "Secret counter I had": the count "[name] counter I had" says."""
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        return f"{str(names[0]).lower()} counter i had" if names else "boost i had"
