"""The reader's semantics of an Expedition described by where it stands or what is in it,
in every slot a described Expedition takes (issue 30, session 42): "target Expedition that
is behind", "target Expedition you control with two or more Characters", "each of your
Expeditions where you control two or more Characters" — the grammar section "Expeditions
described by where they stand or what is in them" of ``altered.lark``.

Where it stands: against the Expedition facing it (7.5.2.a-d). What is in it: the
Characters present in it (3.2.4.b). "Where you control N Characters": a player controls the
objects in their own Expeditions (7.5.5.b), so the Expedition is one of the controller's
(7.5.5.a). The engine judges the description the same way for a target (6.5.b) and for a
group found as the step happens (6.1.g): engine/reading/expedition_descriptions.py.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token
from lark.tree import Meta
from lark.visitors import v_args

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

Described = dict[str, Any]

_NUMBER = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten"
_AMOUNT = re.compile(
    rf"(?:(?P<exactly>exactly )?(?P<n>{_NUMBER})(?P<bound> or more| or fewer| or less)?"
    rf"|at least (?P<least>{_NUMBER})|at most (?P<most>{_NUMBER})"
    rf"|no (?:more|fewer|less) than (?P<nomore>{_NUMBER})|more than (?P<over>{_NUMBER}))"
    r" characters?$"
)


def _n(word: str) -> int:
    return int(word) if word.isdigit() else lx.NUMBERS[word]


def characters_bounds(said: str) -> tuple[int, int | None]:
    """(at least, at most) Characters an amount says ("two or more Characters", "at most one
    Character", "exactly two Characters"); a bare number other than one ("with two
    Characters": exactly, or at least?) is refused by name."""
    m = _AMOUNT.search(said)
    if m is None:
        raise NotRead("expedition", f"'{said}' is not read as a number of Characters", "expedition")
    if m["least"]:
        return _n(m["least"]), None
    if m["most"]:
        return 0, _n(m["most"])
    if m["nomore"]:
        return 0, _n(m["nomore"])
    if m["over"]:
        return _n(m["over"]) + 1, None
    n = _n(m["n"])
    if m["exactly"]:
        return n, n
    if m["bound"] == " or more":
        return n, None
    if m["bound"]:
        return 0, n
    if n == 1:
        return 1, None
    raise NotRead(
        "expedition",
        f"'{said}': exactly that many Characters, or at least? (say 'or more' / 'exactly')",
        "expedition",
    )


def _bounded(low: int, high: int | None) -> Described:
    found: Described = {}
    if low:
        found["expedition_characters_min"] = low
    if high is not None:
        if high == 0:
            return {"expedition_empty": "any"}  # "with no more than 0": with no Characters
        found["expedition_characters_max"] = high
    return found


class ExpeditionDescriptionSemantics(SemanticsBase):
    """An Expedition described by its standing or the Characters in it."""

    @v_args(meta=True)
    def expeditions_with_characters(self, meta: Meta, _: list[Any]) -> Described:
        """ "with two or more Characters" (3.2.4.b)."""
        said = " ".join(self._span(meta).lower().split())
        return _bounded(*characters_bounds(said))

    @v_args(meta=True)
    def expeditions_where_you_control(self, meta: Meta, _: list[Any]) -> Described:
        """ "where you control two or more Characters": one of the controller's Expeditions
        (7.5.5.a-b) with that many Characters in it (3.2.4.b)."""
        said = " ".join(self._span(meta).lower().split())
        return {"expedition_controller": "you", **_bounded(*characters_bounds(said))}

    def described_expedition_so(self, items: list[Any]) -> Described:
        """ "target Expedition [you control] [in {V}] [described]": the target is one so
        described (6.5.b)."""
        flt: Described = {}
        for item in items:
            if isinstance(item, str) and not isinstance(item, Token):
                flt["expedition_controller"] = item  # "you control" / "an opponent controls"
            elif isinstance(item, Token):
                flt["in_terrain"] = lx.TERRAINS[item.lower()]
            elif isinstance(item, dict):
                if "in_terrain" in flt and "in_terrain" in item:
                    raise NotRead(
                        "in",
                        "an Expedition said twice to be in a terrain",
                        "described_expedition_so",
                    )
                whose = item.get("expedition_controller")
                if whose and flt.get("expedition_controller") not in (None, whose):
                    raise NotRead(
                        "expedition",
                        "an Expedition said to be two players' is no Expedition (7.5.5.a)",
                        "described_expedition_so",
                    )
                flt.update(item)
        return flt

    def each_expedition_described_moves(self, items: list[Any]) -> dict[str, Any]:
        """ "Each Expedition that is behind moves forward one region": every player's so
        described, as the step happens (6.1.g; 7.3.25, 7.3.24)."""
        flt, direction = items[0], next(i for i in items[1:] if isinstance(i, str))
        return {
            "action": f"move_{direction}",
            "subject": "each_expedition_described",
            "filter": flt,
        }

    def expeditions_in_terrain(self, items: list[Any]) -> Described:
        """ "in {V}" / "in {V} or {O}": an Expedition in a region that has that terrain
        (7.5.8.b) — or the other one, two different terrains."""
        first, *other = (lx.TERRAINS[str(t).lower()] for t in items)
        if other and other[0] == first:
            raise NotRead("or", f"'{first} or {first}' is one terrain", "expeditions_in_terrain")
        return {"in_terrain": first, **({"or_terrain": other[0]} if other else {})}

    def expeditions_so_in(self, items: list[Any]) -> Described:
        """ "that's in {O}": as "in {O}" (7.5.8.b)."""
        return dict(items[-1])

    def each_expedition_described_place(self, items: list[Any]) -> dict[str, Any]:
        """ "in each Expedition that's in {V} / that is behind": every player's Expeditions so
        described as the step happens (6.1.g; 7.5.8.b, 7.5.2), the place a token is created
        in (7.3.5)."""
        return {"subject": "each_expedition_described", "filter": items[0]}

    def opponents_expedition_so(self, items: list[Any]) -> Described:
        """ "target opponent's Expedition [in {V}] [described]": one of an opponent's
        (7.5.5.a) so described (6.5.b)."""
        return self.described_expedition_so(["opponent", *items])


_JOINED = "_described_join"
"""The mark of a joined place said with where the Expedition stands (``described_join``)."""


def _standing(word: str) -> Described:
    """ "ahead" (7.5.2.a: neither behind nor tied), "behind" (7.5.2.b), "tied" (7.5.2.c)."""
    return {"expedition_ahead": True} if word == "ahead" else {"expedition_standing": word}


class DescribedJoinSemantics(SemanticsBase):
    """ "When a Character joins an Expedition that is behind": the join of one Expedition
    (7.5.10.a) whose object, after the event (6.3.e), is in an Expedition so standing
    (7.5.2.a-c). First among the rules reading a join, so the others see the plain place."""

    @v_args(meta=True)
    def an_expedition_so_joined(self, meta: Meta, _: list[Any]) -> tuple[str, str, Described]:
        return (_JOINED, "an_expedition", _standing(self._span(meta).lower().split()[-1]))

    @v_args(meta=True)
    def one_of_yours_so_joined(self, meta: Meta, _: list[Any]) -> tuple[str, str, Described]:
        words = self._span(meta).lower().split()
        return (_JOINED, "one_of_your_expeditions", _standing(words[-1]))

    @v_args(meta=True)
    def an_opponents_so_joined(self, meta: Meta, _: list[Any]) -> tuple[str, str, Described]:
        words = self._span(meta).lower().split()
        return (_JOINED, "an_opponents_expedition", _standing(words[-1]))

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        joiner, place = items
        if not (isinstance(place, tuple) and len(place) == 3 and place[0] == _JOINED):
            return dict(super().ev_joins(items))  # type: ignore[misc]
        _, base, standing = place
        read = dict(super().ev_joins([joiner, base]))  # type: ignore[misc]
        flt = dict(read.get("filter") or {})
        if set(flt) & {"expedition_ahead", "expedition_standing"}:
            raise NotRead("expedition", "two standings of one Expedition", "ev_joins")
        return {**read, "filter": {**flt, **standing}}
