"""Semantic functions of the section "descriptions/triggers" of ``altered.lark`` (helper
gtr, session 6, issue 30): counters said in an object's description (2.5), composed with
every other part of a description.

"with a boost" is the status Boosted (2.4.5.a: "An object is Boosted if it has at least one
boost on it"), so a description saying it reads, filters, counts and is evaluated in a
condition exactly as "Boosted" does; "with no boosts" is its absence; "with N or more
boosts" a least number of boosts (2.5.1).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.semantics_base import SemanticsBase, _number


class DescriptionSemantics(SemanticsBase):
    """Counters in a description (2.4.5.a, 2.5.1)."""

    def with_a_boost(self, _: list[Any]) -> tuple[str, str]:
        return ("status", "Boosted")  # 2.4.5.a

    def with_no_boosts(self, _: list[Any]) -> tuple[str, Any]:
        return ("without_status", "Boosted")  # not Boosted (2.4.5.a)

    def with_boosts_min(self, items: list[Token]) -> tuple[str, Any]:
        n = _number(next(t for t in items if isinstance(t, Token)))
        if n <= 1:
            return ("status", "Boosted")  # "with 1 or more boosts" (2.4.5.a)
        return ("boosts_min", n)  # 2.5.1
