""" "The first time [event] each turn —", read by the grammar alone and played on boards
(issue 30): the trigger form of "When [event] for the first time each turn —" — only the Nth
Character sacrificed of the turn activates it (4.2.3, 7.3.36.a); events the engine does not
count through a turn, or counted through a Day or a phase, are resolved by hand with the
reason."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability

from .grammar_cards import ROLLER, roll_watched
from .sentences_counted_events import WHEN_SACRIFICE_FIRST_TIME
from .sentences_first_time_triggers import (
    FIRST_DIE_EACH_TURN,
    FIRST_TIME_SACRIFICE,
    REFUSED_FIRST_TIME,
    SECOND_DIE_EACH_TURN,
    SECOND_TIME_SACRIFICED,
)
from .test_board_counted_events import _boosts, _run


@pytest.mark.parametrize(
    ("watcher", "times", "boosts"),
    [
        (FIRST_TIME_SACRIFICE, 2, 1),  # the first activates, the second does not
        (FIRST_TIME_SACRIFICE, 1, 1),
        (SECOND_TIME_SACRIFICED, 2, 1),  # counted across the effect's two steps
        (SECOND_TIME_SACRIFICED, 1, 0),
    ],
    ids=["first-only-once", "first-of-one", "second-across-steps", "no-second"],
)
def test_4_2_3_the_first_time_you_sacrifice_a_character_each_turn(
    watcher: str, times: int, boosts: int
) -> None:
    bearer = "{H} " + " ".join(["Sacrifice a Character."] * times)
    state = _run(bearer, watcher, "p1", goats=2)
    assert _boosts(state, "Watcher") == boosts


def test_the_two_trigger_forms_read_the_same() -> None:
    assert read_ability(FIRST_TIME_SACRIFICE) == read_ability(WHEN_SACRIFICE_FIRST_TIME)


@pytest.mark.parametrize("text", sorted(REFUSED_FIRST_TIME))
def test_4_2_3_an_event_the_engine_does_not_count_so_is_resolved_by_hand(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert REFUSED_FIRST_TIME[text] in str(refused.value).lower()


TWO_ROLLS = "{J} Roll a die. Roll a die."


@pytest.mark.parametrize(
    ("watcher", "roller", "drawn"),
    [
        (FIRST_DIE_EACH_TURN, TWO_ROLLS, 1),  # the first of two dice only
        (SECOND_DIE_EACH_TURN, TWO_ROLLS, 1),
        (SECOND_DIE_EACH_TURN, ROLLER, 0),  # one die: no second
        ("When you roll a die \u2014 Draw a card.", TWO_ROLLS, 2),  # each die
    ],
    ids=["first-of-two", "second-of-two", "no-second", "every-die"],
)
def test_4_2_3_the_nth_die_rolled_each_turn(watcher: str, roller: str, drawn: int) -> None:
    _, hand, _ = roll_watched(watcher, "p1", 4, roller=roller)
    assert hand == drawn - 1  # p1 played the Roller from their hand
