"""The reference slot played on boards (gram45, issue 30): "those Robots" after a condition
counting Robots are every Robot the controller controls as the step happens (6.5.d, 6.1.e);
"it" in a Unique's condition after "When my Expedition moves forward" is that Expedition,
looked at after the move (6.3.i, 6.3.k, 7.5.8.b); "each of those tokens" are the tokens the
step before created (7.3.5.a, 6.5.b)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Phase, Status, Terrain, find
from engine.state.game_state import GameState

from ..cards_text.helpers import from_phase, names
from .grammar_cards import grammar_fields
from .sentences_reference_slot import (
    EACH_OF_THOSE_TOKENS,
    GROUP_THOSE_ROBOTS,
    MOVED_IF_IT_IS_IN_FOREST,
)
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].boosts


@pytest.mark.parametrize("robots", [2, 1])
def test_6_5_d_those_robots_are_the_group_the_condition_counts(robots: int) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(GROUP_THOSE_ROBOTS))
    for i in range(robots):
        b = b.in_expedition("p1", "hero", f"Robot{i}", subtypes=("Robot",), **ALLY)
    b = b.in_expedition("p1", "hero", "Plain", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_expedition("p2", "hero", "TheirBot", subtypes=("Robot",), **ALLY)
    state, _ = _resolved(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6))
    gained = 1 if robots >= 2 else 0  # "if you control two or more Robots" (6.5.d)
    assert [_boosts(state, f"Robot{i}") for i in range(robots)] == [gained] * robots
    assert _boosts(state, "Plain") == 0  # not a Robot
    assert _boosts(state, "TheirBot") == 0  # not one the controller controls


def _hand_after_dusk(terrain: Terrain) -> int:
    f = grammar_fields(MOVED_IF_IT_IS_IN_FOREST, "Heron", forest=3)
    b = GameBuilder().in_expedition("p1", "hero", "Heron", statuses=(Status.ANCHORED,), **f)
    b = b.region(0, Terrain.FOREST).region(1, terrain)
    state, _ = from_phase(b, Phase.DUSK)
    assert state.positions["p1:hero"] == 1  # it moved forward (4.2.4.b)
    return len(names(state, "hand:p1"))


def test_6_3_i_it_in_the_condition_is_the_expedition_that_moved() -> None:
    """The same board up to the next decision (Morning's draw included), the region the
    Expedition moved into in {V} (Forest) or not: one card more only when it is (7.5.8.b)."""
    assert _hand_after_dusk(Terrain.FOREST) == _hand_after_dusk(Terrain.WATER) + 1


def test_6_5_b_each_of_those_tokens_are_the_tokens_created() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(EACH_OF_THOSE_TOKENS))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    state, _ = _resolved(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6))
    recruits = [o for o in state.objects.values() if "Ordis Recruit" in state.name(o.id)]
    assert len(recruits) == 2
    assert [o.boosts for o in recruits] == [1, 1]
    assert _boosts(state, "Ally") == 0
