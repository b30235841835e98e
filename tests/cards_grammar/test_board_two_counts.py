"""Two counts compared, played on boards (issue 30, gram68): each side counted as "for each
[...]" counts it, compared as its word says (6.5.d) — the Expedition facing the bearer
against the bearer's own (1.2.3.c), one zone of the controller against another (3.2), the
objects they control against others (1.2.2), in "If …,", "Unless …," and "If …:"."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

FACING_MORE = (
    "{J} If there are more Characters in the Expedition facing me than in mine, draw a card."
)
HAND_FEWER = "{J} If your hand has fewer cards than your Reserve, draw a card."
UNLESS_RESERVE_AS_MANY = (
    "{J} Unless you have at least as many cards in Reserve as in hand, draw a card."
)
AS_MANY_COLON = "{J} If you control as many Characters as Permanents: Draw a card."


def _hand_after(b: GameBuilder) -> int:
    state, _ = _resolved(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6))
    return len(names(state, "hand:p1"))


@pytest.mark.parametrize(
    ("facing", "elsewhere", "draws"),
    [
        (2, 0, 1),  # 2 facing against mine (the Unique): more
        (1, 3, 0),  # 1 facing against 1: not more; the other Expedition's 3 not counted
        (0, 2, 0),
    ],
)
def test_1_2_3_c_more_in_the_expedition_facing_me_than_in_mine(
    facing: int, elsewhere: int, draws: int
) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FACING_MORE))
    for i in range(facing):
        b = b.in_expedition("p2", "hero", f"Facing {i}", **ALLY)
    for i in range(elsewhere):
        b = b.in_expedition("p2", "companion", f"Elsewhere {i}", **ALLY)
    assert _hand_after(b) == draws


@pytest.mark.parametrize(("in_hand", "in_reserve", "draws"), [(0, 1, 1), (1, 1, 0), (2, 1, 0)])
def test_3_2_your_hand_has_fewer_cards_than_your_reserve(
    in_hand: int, in_reserve: int, draws: int
) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(HAND_FEWER))
    for i in range(in_hand):
        b = b.in_hand("p1", f"Kept {i}", **ALLY)
    for i in range(in_reserve):
        b = b.in_reserve("p1", f"Stored {i}", **ALLY)
    assert _hand_after(b) == in_hand + draws


@pytest.mark.parametrize(("in_hand", "in_reserve", "draws"), [(1, 1, 0), (0, 1, 0), (2, 1, 1)])
def test_6_5_d_unless_at_least_as_many_in_reserve_as_in_hand(
    in_hand: int, in_reserve: int, draws: int
) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(UNLESS_RESERVE_AS_MANY))
    for i in range(in_hand):
        b = b.in_hand("p1", f"Kept {i}", **ALLY)
    for i in range(in_reserve):
        b = b.in_reserve("p1", f"Stored {i}", **ALLY)
    assert _hand_after(b) == in_hand + draws


@pytest.mark.parametrize(("landmarks", "draws"), [(0, 0), (1, 1), (2, 0)])  # the Unique: 1
def test_1_2_2_as_many_characters_as_permanents(landmarks: int, draws: int) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(AS_MANY_COLON))
    for i in range(landmarks):
        b = b.in_landmarks(
            "p1", f"Landmark {i}", type=CardType.PERMANENT, hand_cost=1, reserve_cost=1
        )
    assert _hand_after(b) == draws
