"""A count condition's place is one slot (issue 30): "there are N [description] in [place]"
takes every Expedition a place names — played on boards for two places newly read, the
Expedition facing me (1.2.3.c) and your other Expedition (3.2.4.b), each where it holds and
where it does not, with the place cited in the trace."""

from __future__ import annotations

import pytest

from engine import GameBuilder

from ..cards_text.helpers import names, play
from .grammar_cards import grammar_fields

FACING = "{H} If there are two or more Characters in the Expedition facing me, draw two cards."
OTHER = "{H} If there is a Plant in your other Expedition, draw two cards."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _drawn(text: str, b: GameBuilder) -> tuple[int, set[str]]:
    """How many cards p1 draws when the bearer is played from Hand into its Hero Expedition."""
    card = grammar_fields(text, "Bearer", unique=False)
    b = b.in_hand("p1", "Bearer", **card).mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, trace = play(b, "Bearer")
    return len(names(state, "hand:p1")), {r for e in trace for r in e.rules}


@pytest.mark.parametrize(("facing", "drawn"), [(2, 2), (1, 0)])
def test_1_2_3_c_characters_in_the_expedition_facing_me_are_counted(
    facing: int, drawn: int
) -> None:
    # p2's Hero Expedition faces the bearer's; p2's Companion one and mine are not counted
    b = GameBuilder().in_expedition("p2", "companion", "Elsewhere", **ALLY)
    b = b.in_expedition("p1", "hero", "Mine", **ALLY)
    for i in range(facing):
        b = b.in_expedition("p2", "hero", f"Foe {i}", **ALLY)
    got, cited = _drawn(FACING, b)
    assert got == drawn
    assert "1.2.3.c" in cited


@pytest.mark.parametrize(("where", "drawn"), [("companion", 2), ("hero", 0)])
def test_3_2_4_b_a_plant_in_your_other_expedition_is_counted(where: str, drawn: int) -> None:
    # the bearer is played into its Hero Expedition: the other is the Companion one
    b = GameBuilder().in_expedition("p1", where, "Fern", subtypes=["Plant"], **ALLY)
    b = b.in_expedition("p2", "companion", "Foe Fern", subtypes=["Plant"], **ALLY)
    got, cited = _drawn(OTHER, b)
    assert got == drawn
    assert "3.2.4.b" in cited


HAVE_OTHER_MOVE = "{J} Have your other Expedition move forward one region."


def test_7_3_25_have_your_other_expedition_move_forward_as_it_moves() -> None:
    # "have [place] move" takes every place "[place] moves" does (one place in both)
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(HAVE_OTHER_MOVE, "Unique"))
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    before = b.build().positions
    state, _ = play(b, "Unique")  # played into p1's Hero Expedition
    assert state.positions["p1:hero"] == before["p1:hero"]
    assert state.positions["p1:companion"] - before["p1:companion"] == -1  # toward Hero
