"""The number slot's quantity forms (issue 30, gram63; :mod:`.sentences_quantities`), read by
the grammar alone and played on boards: "for each [counted] beyond the Nth" counts only the
things past the first N, never fewer than none, in a step's amount and in a statistics
change alike; "(up to N)" caps the amount counted (6.5.i)."""

from __future__ import annotations

import pytest

from engine import GameBuilder
from engine.builder import find
from engine.reading.passives import statistics
from engine.state import zones as z
from engine.state.enums import Terrain, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_quantities import (
    BEYOND_AND_MAX,
    DRAW_BEYOND_THIRD,
    PLAYER_HALF,
    STATS_BEYOND,
    TWO_BEYOND_FIRST,
    UP_TO,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str, allies: int) -> GameBuilder:
    """p1 plays "Unique" (``text``) from Hand beside ``allies`` Characters of theirs (so
    ``allies`` + 1 once it is in play); p2 has "Foe"."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for i in range(allies):
        b = b.in_expedition("p1", "hero" if i % 2 == 0 else "companion", f"Ally {i}", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 4).deck_of("p1", 8).deck_of("p2", 8)


def _resolved(text: str, allies: int) -> GameState:
    state, entries = play(_board(text, allies), "Unique")
    return answer_picking(state, entries, ())[0]


def _hand_after(text: str, allies: int, player: str = "p1") -> int:
    return len(names(_resolved(text, allies), z.personal(ZoneKind.HAND, player)))


@pytest.mark.parametrize(
    ("allies", "drawn"),
    [(0, 0), (1, 0), (2, 0), (3, 1), (5, 3)],  # Characters: allies + Unique; the first 3 out
)
def test_6_5_i_draw_for_each_beyond_the_third(allies: int, drawn: int) -> None:
    assert _hand_after(DRAW_BEYOND_THIRD, allies) == drawn


@pytest.mark.parametrize(("allies", "drawn"), [(0, 0), (1, 2), (3, 6)])
def test_6_5_i_two_cards_for_each_beyond_the_first(allies: int, drawn: int) -> None:
    """The step's own number times the count past the first (2 x (Characters - 1))."""
    assert _hand_after(TWO_BEYOND_FIRST, allies) == drawn


@pytest.mark.parametrize(("allies", "drawn"), [(0, 1), (1, 2), (4, 3)])
def test_6_5_i_up_to_in_parentheses_caps_the_count(allies: int, drawn: int) -> None:
    """ "(up to 3)": five Characters counted, three cards drawn — not reminder text."""
    assert _hand_after(UP_TO, allies) == drawn


def test_6_5_i_beyond_and_a_max_together() -> None:
    """Five Characters, the first out: four counted, at most two drawn."""
    assert _hand_after(BEYOND_AND_MAX, 4) == 2


def _forest(text: str, allies: int) -> int:
    b = GameBuilder().in_expedition("p1", "hero", "Unique", **grammar_fields(text))
    for i in range(allies):
        b = b.in_expedition("p1", "companion", f"Ally {i}", **ALLY)
    state: GameState = b.in_expedition("p2", "hero", "Foe", **ALLY).build()
    return statistics(state, find(state, "Unique"))[Terrain.FOREST]


@pytest.mark.parametrize(("allies", "forest"), [(0, 1), (1, 1), (2, 2), (4, 4)])
def test_2_3_1_a_statistics_for_each_beyond_the_second(allies: int, forest: int) -> None:
    """ "I have +1/+0/+0 for each Character you control beyond the second" (printed 1/1/1):
    counted as the statistics are looked at (2.2.11.c), the first two left out."""
    assert _forest(STATS_BEYOND, allies) == forest


@pytest.mark.parametrize(("allies", "drawn"), [(0, 0), (1, 1), (2, 1), (3, 2)])
def test_6_5_i_target_opponent_draws_half_rounded_down(allies: int, drawn: int) -> None:
    """ "Target opponent draws cards equal to half the number of Characters you control,
    rounded down": p1's Characters (7.2.3.a) halved, rounded down; p2 draws them."""
    assert _hand_after(PLAYER_HALF, allies, "p2") == drawn
    assert _hand_after(PLAYER_HALF, allies, "p1") == 0
