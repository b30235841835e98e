"""A region test on "I" naming two terrains (issue 30, gram69; written for these tests, not
copied from card data): every pair of terrains {V} {M} {O} (7.5.8.b-c) x "I'm" / "I am" x
"in" / "not in" x condition forms ("If …,", "Unless …,", a Unique's "If …:", a passive's "As
long as …,"). ``TERRAIN_ALTERNATIVES`` maps each condition's words to what it means: the
terrains, any of which makes "I'm in …" hold, and whether "not" (in none of them) is said."""

from __future__ import annotations

from typing import Any

from engine import Terrain

_ICONS = {"{V}": Terrain.FOREST, "{M}": Terrain.MOUNTAIN, "{O}": Terrain.WATER}

TERRAIN_ALTERNATIVES: dict[str, tuple[frozenset[Terrain], bool]] = {
    f"{me} {neg}in {a} or {b}": (frozenset({_ICONS[a], _ICONS[b]}), bool(neg))
    for a in _ICONS
    for b in _ICONS
    if a != b
    for me in ("I'm", "I am")
    for neg in ("", "not ")
}

FORMS = (
    "{{J}} If {c}, draw a card.",
    "{{J}} Unless {c}, draw a card.",
    "{{J}} If {c}: Draw a card.",
    "As long as {c}, I get +1/+1/+1.",
)
"""The condition forms each test is said in (6.5.d; a Unique's "If …:"; a passive, 2.3.2.f)."""


def _draw_if(words: str) -> dict[str, Any]:
    step = {"action": "draw", "amount": 1, "if": words.lower()}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


_RULE_SAID = ("I'm in {M} or {O}", "I am in {V} or {M}", "I'm not in {O} or {V}")
READINGS_TERRAIN_ALTERNATIVES: dict[str, dict[str, Any]] = {
    f"{{J}} If {words}, draw a card.": _draw_if(words) for words in _RULE_SAID
}
RULE_SENTENCES_TERRAIN_ALTERNATIVES: dict[str, tuple[str, ...]] = {
    "i_in_terrains_cond": tuple(READINGS_TERRAIN_ALTERNATIVES)
}
BOARD_SENTENCES_TERRAIN_ALTERNATIVES: tuple[str, ...] = (
    "{J} If I'm in {M} or {O}, draw a card.",
    "{J} If I'm not in {M} or {O}, draw a card.",
)
"""Played on boards in test_board_terrain_alternatives.py."""
