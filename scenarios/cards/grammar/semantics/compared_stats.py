"""The semantic functions of the grammar block "ic (session 38): a cost or statistic compared
with another object's" of ``altered.lark`` (issue 30).

"target Character with a lower Hand Cost than it", "… with greater {V} than me", "a Character
from your Reserve with a higher Reserve Cost than the sacrificed Character", "… with a lower
Hand Cost than a Character you control", "… with the same Hand Cost as that Character": the
engine's ``stat_than`` (``"lower:hand_cost:it"``, engine/reading/compared_stats.py) — the
printed cost (2.2.7.b, 2.2.8.b) or a statistic as it is now (2.2.11.b) against the other
object's:

* "me": the bearer (7.2.1.a; "the same Hand Cost as me" stays ge's ``as_me``);
* "it", "that Character", "the sacrificed Character": the one object the trigger named
  (6.3.i) or the step before acted on (6.5.b), as it was if it left play (2.1.h) — an "it"
  naming nothing is refused by :func:`.it_references.names_it`;
* "a Character you control / an opponent controls": one of them (as gram108 compares boosts,
  :func:`.compared_boosts.compared_with`);
* no "than" ("Exchange me with a Character from your Reserve with a lower Hand Cost"): the
  exchange's first object (7.3.12.a) — anywhere else refused (:func:`ic_compared_placed`).

"power" said with no terrain names none of the three statistics (2.2.11.b): refused."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta
from lark.visitors import v_args

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.compared_boosts import compared_with

STAT_THAN = "stat_than"
"""The description part (and the engine filter's field) of a cost or statistic compared."""

EXCHANGED = "exchanged"
"""Whose: an exchange's first object (7.3.12.a), for a comparison said with no "than"."""

_POWER = (
    "power",
    "'power' said with no terrain names no statistic: a Character has three, Forest, Mountain"
    " and Water (2.2.11.b)",
    "ic_power",
)


class ComparedStatSemantics(SemanticsBase):
    """Rule by rule (method name = rule alias)."""

    def ic_lower(self, _: list[Any]) -> str:
        return "lower"

    def ic_higher(self, _: list[Any]) -> str:
        return "higher"

    def ic_power(self, _: list[Any]) -> str:
        raise NotRead(*_POWER)

    @v_args(inline=True)
    def ic_statistic(self, terrain: Any, *_: Any) -> str:
        """ "{V}" / "{V} power" / "{V} statistic": that statistic (2.2.11.b)."""
        return str(lx.TERRAINS[str(terrain).lower()])

    @v_args(inline=True)
    def ic_compared(self, kind: str) -> str:
        return str(kind)

    def ic_me(self, _: list[Any]) -> str:
        return "me"

    def ic_it(self, _: list[Any]) -> str:
        return "it"

    @v_args(meta=True)
    def ic_another(self, meta: Meta, items: list[Any]) -> str:
        """ "a Character you control / an opponent controls": one of them (2.5.c's way)."""
        return compared_with(self._span(meta), items[-1], "costs and statistics", "ic_than")

    @v_args(inline=True)
    def ic_reference(self, whose: str) -> str:
        return str(whose)

    @v_args(inline=True)
    def ic_reference_not_me(self, whose: str) -> str:
        return str(whose)

    def ic_than(self, items: list[Any]) -> tuple[str, str]:
        """ "with a lower Hand Cost than it": direction, what, whose."""
        direction, of, whose = (str(i) for i in items[-3:])
        return (STAT_THAN, f"{direction}:{of}:{whose}")

    def ic_than_exchanged(self, items: list[Any]) -> tuple[str, str]:
        """ "with a lower Hand Cost" said with no "than": the exchange's first (7.3.12.a)."""
        direction, of = (str(i) for i in items[-2:])
        return (STAT_THAN, f"{direction}:{of}:{EXCHANGED}")

    def ic_same_as(self, items: list[Any]) -> tuple[str, str]:
        """ "with the same Hand Cost / {V} as it / that Character / a Character you control"."""
        of, whose = (str(i) for i in items[-2:])
        if of == "name":
            raise NotRead(
                "same name",
                "a name compared with another object than me is not read yet (2.2.4.b)",
                "ic_same_as",
            )
        if whose == "me":  # "the same {V} as me": as it is now (2.2.11.b)
            return (STAT_THAN, f"same:{of}:me")
        return (STAT_THAN, f"same:{of}:{whose}")


def _filters(value: Any, key: str = "") -> list[tuple[str, dict[str, Any], Any]]:
    """Every (key, filter, step) of the structures read: the filters of steps, with the key
    they are under ("filter", "with_filter", ...)."""
    found: list[tuple[str, dict[str, Any], Any]] = []
    if isinstance(value, list):
        for item in value:
            found.extend(_filters(item))
    elif isinstance(value, dict):
        for k, item in value.items():
            if isinstance(item, dict) and STAT_THAN in item:
                found.append((k, item, value))
            found.extend(_filters(item, k))
    return found


def ic_compared_placed(found: Any) -> None:
    """A comparison said with no "than" is the exchange's second object's, against the first
    (7.3.12.a); anywhere else what it is compared with is not said — refused by name."""
    for key, flt, step in _filters(found):
        said = str(flt.get(STAT_THAN, ""))
        if not said.endswith(f":{EXCHANGED}"):
            continue
        if key != "with_filter" or step.get("action") != "exchange":
            raise NotRead(
                said.split(":")[0],
                "'with a lower / higher [cost]' with no 'than' is read of an exchange's second"
                " object only (7.3.12.a): compared with what is not said",
                "ic_than_exchanged",
            )
