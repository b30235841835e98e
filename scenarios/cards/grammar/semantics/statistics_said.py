"""The semantic functions of the grammar block "ie (session 38): statistics 'increased /
decreased by N'" of ``altered.lark`` (issue 30).

* "My statistics are increased by 1 [for each of my Kelon counters]": the bearer's three
  statistics (2.2.11.b) each changed by N by a passive ability (2.3.1.a) — "+1/+1/+1", or
  "-1/-1/-1" when decreased — once per thing counted, counted as the statistics are looked
  at (2.2.11.c): the reading of "I get +1/+1/+1 for each …".
* "The statistics of Characters you control are decreased by 1 [per …]": every Character in
  play the description lets through (2.3.1.b), as "[group] get -1/-1/-1" reads.
* "My {V} is increased by 2 …", "My Mountain statistic is decreased by 1": one statistic.
* "My power is increased by …": refused by name — "power" is no statistic of the rules
  (2.2.11.b names Forest, Mountain and Water): which of them changes is read by hand.
* "+1 forest": a statistic's change said by its name, as "+1 {V}" (2.2.11.b)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number

_STATS = ("forest", "mountain", "water")
_POWER = "power"


def _said(sign: int, amount: Any, stat: str | None) -> str:
    """The change as "+N/+N/+N" (or one statistic's, the others +0), in the order of
    2.2.11.b — what the statistic change rules read (2.3.1.a)."""
    n = sign * _number(amount)
    return "/".join(f"{(n if stat in (None, s) else 0):+d}" for s in _STATS)


def _counted(items: list[Any], at: int) -> Any | None:
    """The thing counted after "for each" (a passive chooses no target: refused, 6.5.b)."""
    from scenarios.cards.grammar.semantics.counted_statistics import no_target_counted

    if len(items) <= at:
        return None
    no_target_counted(items[at])
    return items[at]


class IeStatisticsSaidSemantics(SemanticsBase):
    """Statistics said "increased / decreased by N" (2.3.1.a, 2.2.11.b-c)."""

    def ie_increased(self, _: list[Any]) -> int:
        return 1

    def ie_decreased(self, _: list[Any]) -> int:
        return -1

    def ie_forest(self, _: list[Any]) -> str:
        return "forest"

    def ie_mountain(self, _: list[Any]) -> str:
        return "mountain"

    def ie_water(self, _: list[Any]) -> str:
        return "water"

    def ie_stat_icon(self, items: list[Token]) -> str:
        from scenarios.cards.grammar import lexicon as lx

        return lx.TERRAINS[str(items[0]).lower()]

    def ie_stat_named(self, items: list[str]) -> str:
        return items[0]

    def ie_power(self, _: list[Any]) -> str:
        return _POWER

    def ie_stat_term_word(self, items: list[Any]) -> tuple[str, int]:
        """ "+1 forest": as "+1 {V}" (``stat_term``, 2.2.11.b)."""
        delta, stat = items
        return stat, int(str(delta))

    def ie_my_stats_said(self, items: list[Any]) -> dict[str, Any]:
        """ "My statistics are increased by 1 [for each …]" (2.3.1.a, 2.2.11.c)."""
        sign, amount = items[0], items[1]
        return _mine(_said(sign, amount, None), _counted(items, 2))

    def ie_my_stat_said(self, items: list[Any]) -> dict[str, Any]:
        """ "My {V} is increased by 2 [for each …]": that statistic only (2.2.11.b)."""
        stat, sign, amount = items[0], items[1], items[2]
        if stat == _POWER:
            raise NotRead(
                "power",
                "'power' is no statistic of the rules (2.2.11.b: Forest, Mountain and Water): "
                "which statistic changes is read by hand",
                "ie_my_stat_said",
            )
        return _mine(_said(sign, amount, stat), _counted(items, 3))

    def ie_group_stats_said(self, items: list[Any]) -> dict[str, Any]:
        """ "The statistics of Characters you control are decreased by 1 [per …]": every
        Character in play the description lets through (2.3.1.b)."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import group_stats

        group, sign, amount = items[0], items[1], items[2]
        found = group_stats(group, _said(sign, amount, None), yours=False)
        counted = _counted(items, 3)
        if counted is not None:
            found["stats"]["per"] = counted
        return found


def _mine(change: str, counted: Any | None) -> dict[str, Any]:
    from scenarios.cards.grammar.semantics.cr_vocabulary import stat_change

    stats: dict[str, Any] = {"scope": "self", **stat_change(change)}
    if counted is not None:
        stats["per"] = counted
    return {"stats": stats}
