"""The reader's semantics of descriptions whose parts are joined by "and" (6.5.b: an object
fits when every part holds) — the grammar section "conditions and choices" of
``altered.lark``: "exhausted and Boosted Characters" (two statuses, 2.4), "a Character with
Hand Cost {3} or less and no boosts" (a cost compared, 2.2.7, and counters, 2.5.1). Each
join gives the parts it joins, which
:func:`~scenarios.cards.grammar.semantics.object_filters._describe`
takes one by one (``ALL_OF_PARTS``)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS


class JoinedDescriptionSemantics(SemanticsBase):
    """Parts of a description joined by "and"."""

    def statuses_both_adjective(self, items: list[Token]) -> tuple[str, list[tuple[str, str]]]:
        """ "exhausted and Boosted": both statuses (2.4)."""
        return (ALL_OF_PARTS, [("status", lx.STATUSES[t.lower()]) for t in items])

    def cost_compared_and(self, items: list[Any]) -> tuple[str, list[tuple[str, Any]]]:
        """ "with Hand Cost {3} or less and no boosts": the cost compared and the rest."""
        compared = self.cost_compared(items[:3])  # type: ignore[attr-defined]
        return (ALL_OF_PARTS, [compared, items[3]])
