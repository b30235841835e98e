"""The triggers of the section "triggers, permissions and control: the Nth event each turn,
another player receiving", read by the grammar alone and played on boards: only the Nth Gift
made (7.3.22.a, 7.3.29.a) or Character sacrificed (7.3.36.a) of the turn (4.2.3) activates —
counted within one step (each card is its own Gift, 7.3.29.a Remark) and across steps — and
"When an opponent / a player receives a Gift" watches the other player (1.2.2)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_counted_events import (
    WHEN_OPPONENT_RECEIVES_GIFT,
    WHEN_PLAYER_RECEIVES_GIFT,
    WHEN_SACRIFICE_FIRST_TIME,
    WHEN_SACRIFICED_SECOND_TIME,
    WHEN_SECOND_GIFT_MADE,
    WHEN_THIRD_GIFT_MADE,
)


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def _run(bearer: str, watcher: str, owner: str, goats: int = 0) -> GameState:
    """p1 plays a Bearer printing ``bearer`` in its turn while ``owner`` has a Watcher
    printing ``watcher``; p1 has ``goats`` vanilla Characters to sacrifice."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(bearer, "Bearer", unique=False))
    b = b.in_expedition(
        owner, "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False)
    )
    for i in range(goats):
        b = b.in_expedition("p1", "companion", f"Goat {i + 1}")
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = answer_picking(state, entries, ("Goat",))
    return state


@pytest.mark.parametrize(
    ("watcher", "cards", "boosts"),
    [
        (WHEN_SECOND_GIFT_MADE, "two", 1),  # the second card drawn is the second Gift
        (WHEN_THIRD_GIFT_MADE, "two", 0),  # no third Gift this turn
        (WHEN_SECOND_GIFT_MADE, "a", 0),
    ],
    ids=["second-of-two", "no-third", "one-gift"],
)
def test_7_3_29_a_when_you_make_your_nth_gift_each_turn(
    watcher: str, cards: str, boosts: int
) -> None:
    state = _run(
        f"{{H}} Target opponent draws {cards} card{'s' if cards == 'two' else ''}.", watcher, "p1"
    )
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("watcher", "times", "boosts"),
    [
        (WHEN_SACRIFICE_FIRST_TIME, 2, 1),  # the first activates, the second does not
        (WHEN_SACRIFICED_SECOND_TIME, 2, 1),  # counted across the effect's two steps
        (WHEN_SACRIFICED_SECOND_TIME, 1, 0),
    ],
    ids=["first-only-once", "second-across-steps", "no-second"],
)
def test_7_3_36_a_when_you_sacrifice_a_character_for_the_nth_time(
    watcher: str, times: int, boosts: int
) -> None:
    bearer = "{H} " + " ".join(["Sacrifice a Character."] * times)
    state = _run(bearer, watcher, "p1", goats=2)
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("watcher", "owner", "boosts"),
    [
        (WHEN_OPPONENT_RECEIVES_GIFT, "p1", 1),  # p2 draws in p1's turn: a Gift
        (WHEN_OPPONENT_RECEIVES_GIFT, "p2", 0),  # p1 draws in their own turn: no Gift
        (WHEN_PLAYER_RECEIVES_GIFT, "p2", 1),  # any player's Gift: p2's
    ],
    ids=["opponent-receives", "own-turn-no-gift", "a-player"],
)
def test_1_2_2_when_an_opponent_receives_a_gift(watcher: str, owner: str, boosts: int) -> None:
    state = _run("{H} Each player draws a card.", watcher, owner)
    assert _boosts(state, "Watcher") == boosts
