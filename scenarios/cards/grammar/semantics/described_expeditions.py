"""The semantic functions of an Expedition described as a target (``altered.lark``,
"descriptions and references back", issue 30): "target Expedition you control / of yours /
an opponent controls [in {V}]" in every slot that says "target Expedition" — a move
(7.3.24, 7.3.25), Ascend (7.3.3.a) and "Characters in target Expedition …" (7.5.5.b).

A player controls their Expeditions (7.5.5.a): the target is one of that player's (6.5.b),
the filter's ``expedition_controller``; "in {V}" is one whose region has that terrain
(7.5.8.b), the filter's ``in_terrain``."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS
from scenarios.cards.grammar.tree import Description

_NOUNS = frozenset({"character", "permanent", "card", "spell", "landmark", "token"})
"""The nouns of a count said by their controller, singular ("for each of your Spells")."""

Described = dict[str, Any]
"""The filter of a described Expedition: ``expedition_controller`` and ``in_terrain`` of a
target; ``expedition_ahead`` and ``expedition_empty`` of each of yours."""


class DescribedExpeditionSemantics(SemanticsBase):
    """A target Expedition narrowed by its controller (7.5.5.a) and terrain (7.5.8.b)."""

    def expedition_yours(self, _: list[Any]) -> str:
        return "you"

    def expedition_opponents(self, _: list[Any]) -> str:
        return "opponent"

    def described_expedition(self, items: list[Any]) -> Described:
        whose, *terrain = items
        flt: Described = {"expedition_controller": whose}
        if terrain and isinstance(terrain[0], Token):
            flt["in_terrain"] = lx.TERRAINS[terrain[0].lower()]
        return flt

    def described_expedition_moves(self, items: list[Any]) -> Step:
        """ "Target Expedition you control moves forward / backwards one region" (7.3.25,
        7.3.24)."""
        flt, direction = items[0], next(i for i in items[1:] if isinstance(i, str))
        return {"action": f"move_{direction}", "subject": "target_expedition", "filter": flt}

    def described_expedition_backwards(self, items: list[Any]) -> Step:
        return {"action": "move_backwards", "subject": "target_expedition", "filter": items[0]}

    def described_expedition_ascends(self, items: list[Any]) -> Step:
        """ "Target Expedition of yours Ascends": it gains Ascended (7.3.3.a)."""
        return {"action": "ascend", "subject": "target_expedition", "filter": items[0]}

    def described_expedition_place(self, items: list[Any]) -> Step:
        """ "in target Expedition you control": the place a token is created in (7.3.5),
        as a subject with its filter — the create step takes both (effects.py)."""
        return {"subject": "target_expedition", "filter": items[0]}

    def expeditions_ahead(self, _: list[Any]) -> Described:
        return {"expedition_ahead": True}  # 7.5.2.a

    def expeditions_no_other(self, _: list[Any]) -> Described:
        return {"expedition_empty": "other"}  # no Character but me (7.2.1.a, 3.2.4.b)

    def expeditions_none(self, _: list[Any]) -> Described:
        return {"expedition_empty": "any"}  # no Character at all (3.2.4.b)

    def described_expeditions_place(self, items: list[Any]) -> Step:
        """ "in each of your Expeditions that's ahead / with no other Characters": those of
        the controller's so described as the step happens (7.5.2, 3.2.4.b)."""
        return {"subject": "each_my_expedition_described", "filter": items[0]}

    def alone_in_expedition(self, _: list[Any]) -> tuple[str, bool]:
        """ "with no other Characters in its Expedition": alone there (3.2.4.b)."""
        return ("alone_in_expedition", True)

    @v_args(meta=True)
    def counted_of_whose(self, meta: Meta, items: list[Any]) -> str:
        """ "for each of your Boosted Characters": what "for each Boosted Character you
        control" counts (7.5.5.b) — the words of the count, as ``counted`` keeps them. A
        description with words after its noun, or its own controller, is not read."""
        d: Description = items[-1]
        words = d.words.split()
        said = " ".join(self._span(meta).split()).lower().split()
        mine = said[1] == "your" and said[2] != "opponent's"
        one = words[-1][:-1].lower() if words and words[-1].lower().endswith("s") else ""
        if d.controller or d.owner or (one not in _NOUNS and one not in lx.SUBTYPES):
            raise NotRead("of", "these objects counted are not read yet", "counted_of_whose")
        whose = "you control" if mine else "an opponent controls"
        return " ".join([*words[:-1], words[-1][:-1], whose])

    def in_described_expedition(self, items: list[Any]) -> tuple[str, list[tuple[str, Any]]]:
        """ "Characters in target Expedition you control": that Expedition is the target
        (6.5.b), its Characters the group (7.5.5.b)."""
        parts: list[tuple[str, Any]] = [("in_target_expedition", True)]
        if set(items[0]) & _DESCRIBED_BY:  # session 42: "… that is behind / with N Characters"
            raise NotRead(
                "expedition",
                "the objects in a target Expedition described by where it stands or what is "
                "in it are not read yet",
                "in_described_expedition",
            )
        parts += [(key, value) for key, value in items[0].items()]
        return (ALL_OF_PARTS, parts)


_DESCRIBED_BY = frozenset(
    {
        "expedition_ahead",
        "expedition_standing",
        "expedition_empty",
        "expedition_characters_min",
        "expedition_characters_max",
    }
)
"""An Expedition's description by where it stands (7.5.2) or the Characters in it (3.2.4.b):
read of the target Expedition itself, not yet of "[objects] in" it."""


def place_fields(place: str | Step) -> Step:
    """A step's fields for the place a token is created in or an Expedition moved: a
    subject, with the filter a described target Expedition has (7.5.5.a)."""
    return dict(place) if isinstance(place, dict) else {"subject": place}
