"""The semantic functions of statistics set, swapped and changed for a time, and of
sub-types given to a group (issue 30).

An effect that changes statistics "until the end of the turn / Day" creates an
Emblem-Ongoing (2.2.2.m) whose passive ability gives, for that duration (2.2.15.a), a
statistic change to the objects the step acts on (2.3.1.a; as a keyword given for a time,
:meth:`.effects.EffectSemantics.gain_keyword_for_a_time`): "the base statistics of [objects]
become 1/1/1" sets the base statistics the boosts and other changes add to (2.3.1.d,
2.5.1.b); "[object]'s statistics become 2/2/2", "{V} and {O} are swapped" and "{V} becomes
equal to its {O}, and its {O} becomes equal to its {V}" set or exchange the statistics as
they are after the additions, which change what they do (2.3.2.f, 2.3.3.a); "[object] gets
+2/+0/+0 this turn" adds to them. A passive "[group] are Courtiers in addition to their
other sub-types" gives sub-types to every object of the group in play (2.3.1.a-b).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Description, Object

_NAMES = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}
"""Each statistic by its icon, as the given ability's text says it (2.2.11.b)."""

_SUBJECT_KEYS = frozenset({"subject", "filter", "up_to", "_ref"})
"""What a step's object may say for a change given to it for a time: a target, up to N
targets, a group, or an object referred back to (6.5.b, 6.3.i)."""


def _ongoing(obj: Object, duration: str, stats: dict[str, Any], words: str, rule: str) -> Step:
    """The step creating the Emblem-Ongoing that gives ``stats`` to the step's objects for
    ``duration`` (2.2.2.m, 2.2.15.a, 2.3.1.a)."""
    subject = _subject(obj) if isinstance(obj, Object) else {}
    if not subject or set(subject) - _SUBJECT_KEYS:
        raise NotRead(words, "statistics changed for a time for these objects are not read", rule)
    given = {"text": f"I have {_said(stats)}.", "passive": {"stats": {"scope": "self", **stats}}}
    return {"action": "ongoing", **subject, "ongoing": {"duration": duration, "abilities": [given]}}


def _said(stats: dict[str, Any]) -> str:
    """The given change in words, for the ability's text (what the trace shows)."""
    if "base" in stats:
        return "base statistics " + "/".join(str(n) for n in stats["base"])
    if "become" in stats:
        return "statistics " + "/".join(str(n) for n in stats["become"])
    if "swap" in stats:
        one, other = stats["swap"]
        return f"{_NAMES[one]} and {_NAMES[other]} swapped"
    return "/".join(f"{stats.get(s, 0):+d}" for s in _NAMES)


def _fixed_values(how: str) -> str:
    """Why statistics taken from another object are left to the judge (2.3.1.d: the base
    characteristics a change replaces) — the engine's Emblem-Ongoings give each object a
    change of its own, not another object's values."""
    return f"statistics {how} are not applied yet (2.3.1.d): resolve it by hand"


def _terrain(token: Any) -> str:
    """The statistic an icon names (2.2.11.b)."""
    return str(lx.TERRAINS[str(token).lower()])


class StatisticsChangedSemantics(SemanticsBase):
    """Statistics set, swapped or changed for a time; sub-types given to a group."""

    def stat_set(self, items: list[Token]) -> tuple[int, int, int]:
        """ "1/1/1": {V}, {M}, {O} in that order (2.2.11.e)."""
        forest, mountain, water = (int(str(n)) for n in items)
        return forest, mountain, water

    def base_stats_become(self, items: list[Any]) -> Step:
        """ "[Until …,] the base statistics of [objects] become 1/1/1 [for a time]"."""
        obj = next(i for i in items if isinstance(i, Object))
        values = next(i for i in items if isinstance(i, tuple))
        duration = next(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        return _ongoing(obj, duration, {"base": list(values)}, "base statistics", "base_stats")

    def stats_become(self, items: list[Any]) -> Step:
        """ "[object]'s statistics become 2/2/2 [for a time]": set after the additions."""
        obj = next(i for i in items if isinstance(i, Object))
        values = next(i for i in items if isinstance(i, tuple))
        duration = next(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        return _ongoing(obj, duration, {"become": list(values)}, "statistics", "stats_become")

    def stats_swapped(self, items: list[Any]) -> Step:
        """ "[object]'s {V} and {O} are swapped [for a time]", "Swap [object]'s {V} and {O}"."""
        obj = next(i for i in items if isinstance(i, Object))
        one, other = (_terrain(t) for t in items if isinstance(t, Token) and t.type == "TERRAIN")
        duration = next(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        if one == other:
            raise NotRead("swapped", "a statistic swapped with itself is not read", "stats_swapped")
        return _ongoing(obj, duration, {"swap": [one, other]}, "swapped", "stats_swapped")

    def stats_cross_equal(self, items: list[Any]) -> Step:
        """ "[object]'s {V} becomes equal to its {O}, and its {O} becomes equal to its {V}":
        both said of the values before the change — one effect, applied at once (2.3.1.d) —
        so the two statistics are exchanged. Any other pair is not read."""
        obj = next(i for i in items if isinstance(i, Object))
        a, b, c, d = (_terrain(t) for t in items if isinstance(t, Token) and t.type == "TERRAIN")
        duration = next(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        if not (a == d and b == c and a != b):
            raise NotRead(
                "becomes equal", "statistics made equal to others are not read", "stats_equal"
            )
        return _ongoing(obj, duration, {"swap": [a, b]}, "becomes equal", "stats_cross_equal")

    def stats_for_a_time(self, items: list[Any]) -> Step:
        """ "[object] gets +2/+0/+0 / +1 {V} this turn": added for that time (2.3.1.a)."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import stat_change

        obj = next(i for i in items if isinstance(i, Object))
        strings = [i for i in items if isinstance(i, str)]
        change = next(s for s in strings if "/" in s)
        duration = next(s for s in strings if "/" not in s)
        return _ongoing(obj, duration, stat_change(change), "gets", "stats_for_a_time")

    def stats_exchanged_between(self, _: list[Any]) -> Step:
        """ "Exchange my base statistics with those of target Character [for a time]":
        refused by name (see :func:`_fixed_values`)."""
        raise NotRead("exchange", _fixed_values("exchanged between two objects"), "exchanged")

    def stats_copied(self, _: list[Any]) -> Step:
        """ "My base statistics are equal to its statistics [for a time]": refused by name
        (see :func:`_fixed_values`)."""
        raise NotRead("equal to", _fixed_values("copied from another object"), "copied")

    def my_keyword_and_stats(self, items: list[Any]) -> dict[str, Any]:
        """ "I have [Tough 1] and +1 {M}", "I am [Defender] and I have +2 {V}": the bearer's
        keyword and statistic change, one passive ability each (2.3.1.a)."""
        from scenarios.cards.grammar.semantics.referred_parts import _listed_parts, _my_stats

        keyword, change = items[0], items[-1]
        return _listed_parts({"keyword": keyword}, _my_stats(str(change)))

    def group_subtypes_added(self, items: list[Any]) -> dict[str, Any]:
        """ "[group] are Courtiers in addition to their other sub-types" (2.3.1.a-b)."""
        group, *names = items
        if not isinstance(group, Description) or not group.words:
            raise NotRead("are", "sub-types given to this group are not read", "group_subtypes")
        subtypes = [lx.plural_subtype(str(n).lower()) for n in names]
        if any(s is None for s in subtypes):
            raise NotRead("are", "these sub-types are not read", "group_subtypes")
        return {"subtypes_given": {"to": group.words, "subtypes": subtypes}}
