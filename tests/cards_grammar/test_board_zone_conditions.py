"""Conditions on what a zone holds, "also" after a condition and "draw another card"
(gram47, issue 30), read by the grammar alone and played on boards: the engine counts the
zone's cards of the sub-type said (3.2, 2.2.2), the Permanents of the Landmarks (3.2.7); the
step said "also" is one more step of the same effect (6.1.c); "another card" is one card more
(7.3.9) — each where the condition holds and where it does not."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder, Status
from engine.state.game_state import GameState

from ..cards_text.helpers import boosts_of, find, names, play
from .grammar_cards import grammar_fields

SONG_IN_RESERVE = "{H} If there is a Song in your Reserve, draw two cards."
PLANT_IN_LANDMARKS = "{H} If you have a Plant in your Landmarks, draw two cards."
OPPONENT_PLANT = "{H} If an opponent has no Plants in their Landmarks, draw two cards."
ANOTHER = "{H} Draw a card. If you have two or more cards in your Reserve, draw another card."
ALSO = "{H} I gain 1 boost. If there is a Song in your discard pile, I also gain [[Anchored]]."
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
SONG = {**ALLY, "type": CardType.SPELL, "subtypes": ("Song",)}
PLANT = {**ALLY, "type": CardType.PERMANENT, "subtypes": ("Plant",)}


def _played(text: str, b: GameBuilder) -> GameState:
    b = b.in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    return state


@pytest.mark.parametrize(
    ("where", "drawn"),
    [("reserve", 2), ("hand", 0), ("other", 0)],
    ids=["song-in-reserve", "song-in-hand", "other-spell-in-reserve"],
)
def test_3_2_a_subtype_in_your_reserve(where: str, drawn: int) -> None:
    b = GameBuilder()
    if where == "reserve":
        b = b.in_reserve("p1", "Lullaby", **SONG)
    elif where == "hand":
        b = b.in_hand("p1", "Lullaby", **SONG)
    else:
        b = b.in_reserve("p1", "Bolt", **{**SONG, "subtypes": ("Spell",)})
    held = 1 if where == "hand" else 0  # the Song kept in hand
    assert len(names(_played(SONG_IN_RESERVE, b), "hand:p1")) == drawn + held


@pytest.mark.parametrize(("whose", "drawn"), [("p1", 2), ("p2", 0)], ids=["mine", "theirs"])
def test_3_2_7_a_subtype_in_your_landmarks(whose: str, drawn: int) -> None:
    b = GameBuilder().in_landmarks(whose, "Fern", **PLANT)
    assert len(names(_played(PLANT_IN_LANDMARKS, b), "hand:p1")) == drawn
    # "an opponent has no Plants in their Landmarks": the other player's zone (1.2.1.b)
    b = GameBuilder().in_landmarks(whose, "Fern", **PLANT)
    assert len(names(_played(OPPONENT_PLANT, b), "hand:p1")) == drawn  # theirs has none


@pytest.mark.parametrize(("kept", "drawn"), [(2, 2), (1, 1)], ids=["two-kept", "one-kept"])
def test_7_3_9_draw_another_card(kept: int, drawn: int) -> None:
    b = GameBuilder()
    for n in range(kept):
        b = b.in_reserve("p1", f"Kept {n}", **ALLY)
    assert len(names(_played(ANOTHER, b), "hand:p1")) == drawn


@pytest.mark.parametrize("song", [True, False], ids=["song-discarded", "no-song"])
def test_6_1_c_also_after_a_condition(song: bool) -> None:
    b = GameBuilder()
    if song:
        b = b.in_discard("p1", "Lullaby", **SONG)
    state = _played(ALSO, b)
    assert boosts_of(state, "Bearer") == 1  # the first step, whatever the condition
    anchored = Status.ANCHORED in state.objects[find(state, "Bearer")].statuses
    assert anchored is song
