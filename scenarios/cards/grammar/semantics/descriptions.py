"""Semantic functions of the section "descriptions/triggers" of ``altered.lark`` (issue 30):
counters said in an object's description (2.5), composed with
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

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Condition, Description, Object


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
    kept as their words (the engine reads them: evaluate/conditions.py)."""

    @v_args(meta=True)
    def placed_expedition_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[your other / the other / my other Expedition, the Expedition facing me, your
        Hero / Companion Expedition] is …" (7.5.5.a, 1.2.3.c, 7.2.3.a); "your [sub-type]
        Expedition" other than Companion is no Expedition ("Companion" is also a sub-type,
        so the lexicon says SUBTYPE)."""
        words = self._span(meta).split()
        if words[0] == "your" and words[1] not in ("hero", "companion", "other"):
            raise NotRead(words[1], f"'your {words[1]} Expedition' is not an Expedition")
        return Condition(self._span(meta))


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

    @v_args(meta=True)
    def your_expedition_kind_joined(self, meta: Meta, _: list[Any]) -> str:
        return f"your_{_expedition_kind(self._span(meta).split()[1])}_expedition"

    @v_args(meta=True)
    def in_your_expedition_kind(self, meta: Meta, _: list[Any]) -> tuple[str, Any]:
        return ("in_your_expedition", _expedition_kind(self._span(meta).split()[2]))

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        joiner, place = items
        kind = place.removeprefix("your_").removesuffix("_expedition")
        if kind in ("hero", "companion"):  # a join of that one of yours (7.5.10.a)
            read = dict(super().ev_joins([joiner, "one_of_your_expeditions"]))  # type: ignore[misc]
            read["filter"] = {**read.get("filter", {}), "in_your_expedition": kind}
            return read
        if place not in _NAMED_PLACES:
            return dict(super().ev_joins(items))  # type: ignore[misc]
        base, key = _NAMED_PLACES[place]
        read = dict(super().ev_joins([joiner, base]))  # type: ignore[misc]
        read["filter"] = {**read.get("filter", {}), key: True}
        return read


def _expedition_kind(word: str) -> str:
    """ "hero" / "companion": the kinds of a player's Expeditions (7.2.3.a); another word
    names none."""
    if word not in ("hero", "companion"):
        raise NotRead(word, f"'your {word} Expedition' is not an Expedition")
    return word


def _whose(d: Description, controller: str) -> Description:
    """``d`` said of the objects ``controller`` controls (7.5.5.b); a description naming
    another controller as well is not read."""
    if d.controller and d.controller != controller:
        raise NotRead("'s", "two controllers in one description are not read")
    d.controller = controller  # type: ignore[assignment]
    return d


class WhoseSemantics(SemanticsBase):
    """ "an opponent's Character", "each of your / an opponent's Characters" (7.5.5.b)."""

    def opponents_joiner(self, items: list[Description]) -> tuple[str, Description]:
        return "", _whose(items[0], "opponent")

    @v_args(meta=True)
    def each_of_whose_object(self, meta: Meta, items: list[Description]) -> Object:
        """ "each of your [Characters]" / "each of an opponent's / your opponent's …"."""
        whose = self._span(meta).split()[2:4]
        mine = whose[0] == "your" and whose[1] != "opponent's"
        return Object("each", _whose(items[-1], "you" if mine else "opponent"))


class LossSemantics(SemanticsBase):
    """ "When I lose [status]", "When a [Character] loses [status]" (7.3.21.a, 7.3.28.a)."""

    def ev_i_lose_status(self, items: list[Token]) -> dict[str, Any]:
        status = lx.STATUSES[items[0].lower()]
        return {"trigger": "loses_status", "filter": {"only_me": True}, "status": status}

    def ev_loses_status(self, items: list[Any]) -> dict[str, Any]:
        (another, d), status = items
        if d.played or _noun(d) != "Character":  # Characters' statuses only, as gains
            raise NotRead("loses", "this loss of a status is not read yet", "ev_loses_status")
        flt = _filter(d, types=["Character"], where=True)
        if another:
            flt["another"] = True  # not the bearer (7.2.1.a)
        return {"trigger": "loses_status", "filter": flt, "status": lx.STATUSES[status.lower()]}


class DescriptionSemantics(
    _CounterSemantics, ExpeditionConditionSemantics, JoinSemantics, WhoseSemantics, LossSemantics
):
    """The section's semantic functions (one mixin in :class:`.semantics.Semantics`)."""
