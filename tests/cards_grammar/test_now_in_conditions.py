""" "Now" in a condition (issue 30; grammar/now_words.py): a condition is checked when the step
it governs is done (6.5.d), so "If it's now in {O}" after a move asks where the object is
after it — "If it's in {O}" then. Read in any condition, after its verb or before "has" /
"control"; the boards play a switch into and out of a region with the terrain. Sentences
written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from engine import CardType, GameBuilder, find
from engine.state.enums import Terrain

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .read_with_definition import reading

READ: tuple[str, ...] = (
    "SPELL Target Character you control switches Expeditions. If it's now in {O}, it gains 2"
    " boosts.",
    "SPELL Target Character you control switches Expeditions. If it is now in {V}, draw a card.",
    "SPELL Target Character switches Expeditions. If it's now in {M}, it gains [[Anchored]].",
    "SPELL Exhaust target Character. If it's now exhausted, draw a card.",
    "SPELL Target Character you control gains 2 boosts. If it now has 3 or more boosts, draw a"
    " card.",
    "{J} If I'm now in {V}, draw a card.",
    "When my Expedition moves forward \u2014 If I'm now in {O}, I gain 1 boost.",
    "{H} If you now control two or more Characters, draw a card.",
    "{R} Draw a card. If I am now exhausted, I gain 1 boost.",
)
"""Read and run (each failed before: "condition 'if … now …' is not evaluated")."""


@pytest.mark.parametrize("text", READ)
def test_6_5_d_now_in_a_condition_is_read(text: str) -> None:
    found = reading(text)
    assert found.executable, [a.reason for a in found.abilities]


def test_now_is_the_present_of_the_condition_it_is_in() -> None:
    from scenarios.cards.grammar.now_words import without_now

    assert without_now("it's now in {o}") == "it's in {o}"
    assert without_now("i am now exhausted") == "i am exhausted"
    assert without_now("it now has 3 or more boosts") == "it has 3 or more boosts"
    assert without_now("you now control a plant") == "you control a plant"
    assert without_now("it now in {o}") == "it now in {o}"  # no verb: not read


# ------------------------------------------------------------------ boards
def _switched(spell: str, water_at: int) -> Any:
    """p1's "Diver" in the Hero Expedition (region 1) switched into the Companion Expedition
    (region 2) by a Spell printing ``spell``; Water in region ``water_at``."""
    order = {**grammar_fields(spell, "Order", unique=False, type="Spell"), "type": CardType.SPELL}
    stats = {"forest": 1, "mountain": 1, "water": 1}
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **order)
        .in_expedition("p1", "hero", "Diver", **stats)
        .region(1, Terrain.FOREST)
        .region(2, Terrain.MOUNTAIN)
        .region(water_at, Terrain.WATER)
        .position("p1:hero", 1)
        .position("p1:companion", 2)
        .position("p2:hero", 3)
        .position("p2:companion", 3)
    )
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Order", "spell")
    state, _ = answer_picking(state, (), ("Diver",))
    return state


SWITCH = "Target Character you control switches Expeditions. If it's now in {O}, it gains 2 boosts."


@pytest.mark.parametrize(("water_at", "boosts"), [(2, 2), (1, 0)])
def test_6_5_d_if_its_now_in_water_after_the_switch(water_at: int, boosts: int) -> None:
    # Water where it went: 2 boosts; Water where it was: none (the condition is checked
    # after the switch, 7.3.39.a)
    state = _switched(SWITCH, water_at)
    diver = state.objects[find(state, "Diver")]
    assert diver.zone == "expedition:p1:companion"
    assert int(diver.boosts) == boosts
