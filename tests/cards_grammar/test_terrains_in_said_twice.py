"""Two terrains of one place with "in" said twice (issue 30; grammar/terrain_or_words.py):
"in {V} or in {O}" is "in {V} or {O}" — an Expedition in a region with either terrain
(7.5.8.b) — in a description's place, a passive's group, a trigger's object and a
condition. Each sibling reads as its shorter words read; a board plays the group. Sentences
written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from engine import CardType, GameBuilder, find
from engine.state.enums import Terrain
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.printed.text import clean

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .probe import SPELL
from .read_with_definition import reading

SIBLINGS: tuple[str, ...] = (
    "SPELL Each Character you control in {V} or in {O} gains 1 boost.",
    "SPELL Target Character in {M} or in {O} gains 2 boosts.",
    "SPELL Send each Character in {V} or in {M} to Reserve.",
    "Characters you control in {M} or in {O} have +1 forest.",
    "When a Character in {O} or in {V} leaves play \u2014 Draw a card.",
    "{J} If I'm in {V} or in {M}, draw a card.",
    "{H} If I'm in {O} or in {M}, I gain 1 boost.",
    "SPELL Target Character gains 1 boost. If it's in {M} or in {O}, draw a card.",
)
"""Read (each failed before: the second "in" not read)."""


def _read(text: str) -> Any:
    if text.startswith(SPELL):
        steps, why = grammar_effect(clean(text[len(SPELL) :]))
        assert steps is not None, why
        return steps
    ability, why = grammar_ability(clean(text), support=False)
    assert ability is not None, why.reason if why else text
    return {k: v for k, v in ability.items() if k != "text"}


def _without_text(o: Any) -> Any:
    """A reading without its printed words (``text``, ``if`` keep them as printed)."""
    if isinstance(o, dict):
        return {k: _without_text(v) for k, v in o.items() if k not in ("text",)}
    if isinstance(o, list):
        return [_without_text(v) for v in o]
    if isinstance(o, str):
        return o.replace(" or in {", " or {")
    return o


@pytest.mark.parametrize("text", SIBLINGS)
def test_7_5_8_b_in_said_twice_reads_as_said_once(text: str) -> None:
    assert reading(text).executable, [a.reason for a in reading(text).abilities]
    once = text.replace(" or in {", " or {")
    assert _without_text(_read(text)) == _without_text(_read(once))


def _board(spell: str) -> Any:
    """p1's "Forester" in the Hero Expedition (a Forest region) and "Climber" in the
    Companion Expedition (a Mountain region); a Spell printing ``spell``."""
    order = {**grammar_fields(spell, "Order", unique=False, type="Spell"), "type": CardType.SPELL}
    stats = {"forest": 1, "mountain": 1, "water": 1}
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **order)
        .in_expedition("p1", "hero", "Forester", **stats)
        .in_expedition("p1", "companion", "Climber", **stats)
        .region(1, Terrain.FOREST)
        .region(2, Terrain.MOUNTAIN)
        .position("p1:hero", 1)
        .position("p1:companion", 2)
        .position("p2:hero", 3)
        .position("p2:companion", 3)
    )
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Order", "spell")
    state, _ = answer_picking(state, (), ())
    return state


@pytest.mark.parametrize(
    ("terrains", "boosted"),
    [
        ("{V} or in {O}", ["Forester"]),
        ("{O} or in {M}", ["Climber"]),
        ("{V} or in {M}", ["Forester", "Climber"]),
    ],
)
def test_7_5_8_b_each_character_in_either_terrain(terrains: str, boosted: list[str]) -> None:
    state = _board(f"Each Character you control in {terrains} gains 1 boost.")
    got = [n for n in ("Forester", "Climber") if int(state.objects[find(state, n)].boosts)]
    assert got == boosted
