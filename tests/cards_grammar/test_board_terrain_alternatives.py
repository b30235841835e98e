"""A region test on "I" naming two terrains, played on boards (issue 30, gram69): "I" am in a
terrain when the region of one of my Expeditions has it (7.5.8.b-c); "in {M} or {O}" holds
when I am in either, "not in {M} or {O}" when I am in neither — in "If …,", "Unless …,", a
Unique's "If …:" and a passive's "As long as …,"."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Terrain
from engine.reading.passives import statistics

from ..cards_text.helpers import find, names
from .grammar_cards import grammar_fields
from .test_board_numbers_and_distribution import _resolved

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER
IN_M_OR_O = "{J} If I'm in {M} or {O}, draw a card."
NOT_IN_M_OR_O = "{J} If I'm not in {M} or {O}, draw a card."
UNLESS_IN_V_OR_M = "{J} Unless I am in {V} or {M}, draw a card."
COLON_IN_V_OR_O = "{J} If I'm in {V} or {O}: Draw a card."
AS_LONG_AS = "As long as I'm in {V} or {M}, I get +1/+1/+1."


def _drawn(text: str, *terrains: Terrain) -> int:
    """Play the Unique into the Hero Expedition, on a region with ``terrains``."""
    b = GameBuilder().region(0, *terrains).position("p1:hero", 0)
    b = b.in_hand("p1", "Unique", **grammar_fields(text))
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    return len(names(state, "hand:p1"))


@pytest.mark.parametrize(
    ("terrains", "draws"),
    [((M,), 1), ((W,), 1), ((F, W), 1), ((F,), 0), ((), 0)],
)
def test_7_5_8_c_if_i_am_in_one_of_two_terrains(terrains: tuple[Terrain, ...], draws: int) -> None:
    assert _drawn(IN_M_OR_O, *terrains) == draws


@pytest.mark.parametrize(("terrains", "draws"), [((F,), 1), ((M,), 0), ((W, F), 0), ((), 1)])
def test_7_5_8_c_not_in_either_terrain(terrains: tuple[Terrain, ...], draws: int) -> None:
    assert _drawn(NOT_IN_M_OR_O, *terrains) == draws


@pytest.mark.parametrize(("terrains", "draws"), [((W,), 1), ((F,), 0), ((M, W), 0)])
def test_6_5_d_unless_in_one_of_two_terrains(terrains: tuple[Terrain, ...], draws: int) -> None:
    assert _drawn(UNLESS_IN_V_OR_M, *terrains) == draws


@pytest.mark.parametrize(("terrains", "draws"), [((W,), 1), ((F,), 1), ((M,), 0)])
def test_a_uniques_if_colon_in_one_of_two_terrains(
    terrains: tuple[Terrain, ...], draws: int
) -> None:
    assert _drawn(COLON_IN_V_OR_O, *terrains) == draws


@pytest.mark.parametrize(("terrains", "gets"), [((M,), 1), ((F,), 1), ((W,), 0)])
def test_2_3_2_f_a_passive_as_long_as_i_am_in_one_of_two_terrains(
    terrains: tuple[Terrain, ...], gets: int
) -> None:
    b = GameBuilder().region(0, *terrains).position("p1:hero", 0)
    b = b.in_expedition("p1", "hero", "Unique", **grammar_fields(AS_LONG_AS))
    state = b.build()
    assert statistics(state, find(state, "Unique"))[F] == 1 + gets
