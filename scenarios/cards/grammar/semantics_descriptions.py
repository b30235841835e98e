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

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics_base import SemanticsBase, _number
from scenarios.cards.grammar.tree import Condition


class _CounterSemantics(SemanticsBase):
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


class ExpeditionConditionSemantics(SemanticsBase):
    """Conditions said of the Expeditions named by where the bearer is (7.5.5.a, 1.2.3.c),
    kept as their words (the engine reads them: evaluate_conditions.py), and a trigger's
    condition said with "unless" (6.5.d)."""

    @v_args(meta=True)
    def other_expedition_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    @v_args(meta=True)
    def facing_expedition_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition(self._span(meta))

    def unless_trigger_condition(self, items: list[Condition]) -> Condition:
        """ "…, unless [c] —": the condition negated (6.5.d)."""
        return Condition(items[0].text, not items[0].negated)


_NAMED_PLACES = {
    "other_expedition": ("one_of_your_expeditions", "in_your_other_expedition"),
    "expedition_facing_me": ("an_opponents_expedition", "facing_me"),
}
"""An Expedition named by where the bearer is -> the join of one Expedition it is (7.5.10.a)
and the filter the joining Character then fits (7.5.5.a, 1.2.3.c)."""


class JoinSemantics(SemanticsBase):
    """ "When a Character joins your other Expedition / the Expedition facing me" (7.5.10)."""

    def other_expedition_joined(self, _: list[Any]) -> str:
        return "other_expedition"

    def facing_expedition_joined(self, _: list[Any]) -> str:
        return "expedition_facing_me"

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        joiner, place = items
        if place not in _NAMED_PLACES:
            return dict(super().ev_joins(items))  # type: ignore[misc]
        base, key = _NAMED_PLACES[place]
        read = dict(super().ev_joins([joiner, base]))  # type: ignore[misc]
        read["filter"] = {**read.get("filter", {}), key: True}
        return read


class DescriptionSemantics(_CounterSemantics, ExpeditionConditionSemantics, JoinSemantics):
    """The section's semantic functions (one mixin in :class:`.semantics.Semantics`)."""
