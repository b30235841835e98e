"""The semantic functions of "can't" said of a card's move between zones (1.4.1.a): "Cards
can't go from a Discard pile to a Reserve", "Characters can't go from your opponents'
Discard piles to your hand", "Spells can't leave your Discard pile" — the move of the cards
the description lets through, from a zone of that kind (whose: any, the controller's "your",
its opponents' — 7.2.3.a) to a zone of that kind (any other zone for "leave"), is
impossible, in play or out of it (engine/pipeline/zone_moves_cant.py)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Description

_KINDS = {"card": [], "Character": ["Character"], "Spell": ["Spell"], "Permanent": ["Permanent"]}
"""The nouns a zone move's "can't" names: a card of any type, or of one (2.2.3)."""


def _cards(d: Description) -> dict[str, Any]:
    """The filter of the moved cards: their type only — a card out of play has no
    controller nor status to describe it by (2.1.j), and a token never is out of play
    (2.1.i)."""
    noun = _noun(d)
    if noun not in _KINDS:
        raise NotRead(
            "can't", f"a zone move's 'can't' said of {noun}s is not read", "cards_cant_move"
        )
    flt = _filter(d, types=_KINDS[noun], where=True)
    if set(flt) - {"types"}:
        raise NotRead(
            "can't",
            "a zone move's 'can't' said of cards described further than by their type is not read",
            "cards_cant_move",
        )
    return flt


def _move(d: Description, source: dict[str, str], to: dict[str, str] | None) -> dict[str, Any]:
    found: dict[str, Any] = {"from": source["kind"]}
    if source.get("whose"):
        found["from_whose"] = source["whose"]
    if to is not None:
        if to["kind"] == source["kind"] and to.get("whose", "") == source.get("whose", ""):
            raise NotRead("to", "a move from a zone to the same zone is no move", "cards_cant_move")
        found["to"] = to["kind"]
        if to.get("whose"):
            found["to_whose"] = to["whose"]
    flt = _cards(d)
    if flt.get("types"):
        found["filter"] = flt
    return {"cant_move": found}


class ZoneMovesCantSemantics(SemanticsBase):
    """ "[Cards] can't go from [zone] to [zone]", "[Cards] can't leave [zone]" (1.4.1.a)."""

    def cards_cant_go_between_zones(self, items: list[Any]) -> dict[str, Any]:
        return _move(items[0], items[1], items[2])

    def cards_cant_leave_zone(self, items: list[Any]) -> dict[str, Any]:
        return _move(items[0], items[1], None)

    def cant_zone(self, items: list[Any]) -> dict[str, str]:
        *whose, kind = items
        return {"kind": kind, "whose": whose[0] if whose else ""}

    def cant_zone_any(self, _: list[Any]) -> str:
        return ""

    def cant_zone_yours(self, _: list[Any]) -> str:
        return "yours"

    def cant_zone_opponents(self, _: list[Any]) -> str:
        return "opponents"

    def cant_zone_discard(self, _: list[Any]) -> str:
        return "discard"

    def cant_zone_reserve(self, _: list[Any]) -> str:
        return "reserve"

    def cant_zone_hand(self, _: list[Any]) -> str:
        return "hand"

    def cant_zone_deck(self, _: list[Any]) -> str:
        return "deck"
