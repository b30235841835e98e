"""gram102: conditions on places, moments and players played on a board — checked as the
effect resolves (6.5.d): the Day's number (4.1.j), "I" in a kind of Expedition (7.2.3.a),
an Expedition holding objects (7.5.5.b; the one facing me, 1.2.3.c), the race against
"mine" (7.5.2.a-c), and a player's Reserve without "their" (3.2). Each test plays the printed
Unique and stops at the next decision."""

from __future__ import annotations

from engine import GameBuilder
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _hand_after(text: str, b: GameBuilder, dest: str = "hero") -> list[str]:
    """p1's hand once the Unique printed ``text`` is played into ``dest`` (its {J})."""
    b = b.in_hand("p1", "Unique", **grammar_fields(text))
    state: GameState
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique", dest)
    return names(state, "hand:p1")


def _day(n: int) -> GameBuilder:
    b = GameBuilder()
    b.day = n
    return b


FIRST_DAY = "{J} If this is the first Day, draw a card."


def test_4_1_j_the_first_day_draws() -> None:
    assert len(_hand_after(FIRST_DAY, _day(1))) == 1


def test_4_1_j_a_later_day_is_not_the_first() -> None:
    assert _hand_after(FIRST_DAY, _day(3)) == []


def test_4_1_j_unless_this_is_the_first_day_on_the_second() -> None:
    text = "{J} Unless this is the first Day, draw a card."
    assert len(_hand_after(text, _day(2))) == 1
    assert _hand_after(text, _day(1)) == []


COMPANION = "{J} If I'm in my Companion Expedition, draw a card."


def test_7_2_3_a_in_my_companion_expedition() -> None:
    assert len(_hand_after(COMPANION, GameBuilder(), "companion")) == 1
    assert _hand_after(COMPANION, GameBuilder(), "hero") == []


FACING_EMPTY = "{J} If the Expedition facing me has no Characters, draw a card."


def test_1_2_3_c_the_expedition_facing_me_has_no_characters() -> None:
    assert len(_hand_after(FACING_EMPTY, GameBuilder())) == 1


def test_1_2_3_c_a_character_facing_me_fails_the_condition() -> None:
    b = GameBuilder().in_expedition("p2", "hero", "Foe", **ALLY)
    assert _hand_after(FACING_EMPTY, b) == []


def test_1_2_3_c_a_character_in_the_other_opposing_expedition_faces_another() -> None:
    b = GameBuilder().in_expedition("p2", "companion", "Foe", **ALLY)
    assert len(_hand_after(FACING_EMPTY, b)) == 1


AHEAD_OF_MINE = "{J} If the Expedition facing me is ahead of mine, draw a card."


def test_7_5_2_a_the_expedition_facing_me_ahead_of_mine() -> None:
    ahead = GameBuilder().position("p2:hero", 2)
    assert len(_hand_after(AHEAD_OF_MINE, ahead)) == 1
    assert _hand_after(AHEAD_OF_MINE, GameBuilder()) == []  # tied at the start (7.5.2.c)


RESERVE = "{J} If each opponent has no cards in Reserve, draw a card."


def test_3_2_an_opponents_reserve_without_their() -> None:
    assert len(_hand_after(RESERVE, GameBuilder())) == 1
    assert _hand_after(RESERVE, GameBuilder().in_reserve("p2", "Kept", **ALLY)) == []


COMPANION_EMPTY = "{J} If your Companion Expedition has no Characters, draw a card."


def test_7_5_5_b_your_companion_expedition_has_no_characters() -> None:
    assert len(_hand_after(COMPANION_EMPTY, GameBuilder())) == 1
    b = GameBuilder().in_expedition("p1", "companion", "Friend", **ALLY)
    assert _hand_after(COMPANION_EMPTY, b) == []
