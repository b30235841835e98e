"""Die results read from a Reaction's trigger and from a roll's own table, played on a board
(issue 30): "When you roll a 6 — …" activates on that result only (7.3.33.a, 6.3.b), as does
"When you roll a die, if the result is 6 — …"; "If you roll 4 or more, …", "On a 6: …" and
"Otherwise, …" after a roll are its results (7.3.33.b)."""

from __future__ import annotations

import pytest

from engine import find
from engine.state.enums import BOOST
from scenarios.cards.grammar.reader import NotRead, read_spell_effect

from .grammar_cards import roll_watched
from .sentences_dice_tables import (
    IF_YOU_ROLL_OR_MORE,
    ON_A_COLON,
    ON_A_OTHERWISE,
    WHEN_RESULT_IS_6,
    WHEN_YOU_ROLL_4_OR_MORE,
    WHEN_YOU_ROLL_A_6,
)


@pytest.mark.parametrize(
    ("text", "result", "drawn"),
    [
        (WHEN_YOU_ROLL_A_6, 6, 1),
        (WHEN_YOU_ROLL_A_6, 5, 0),
        (WHEN_RESULT_IS_6, 6, 1),
        (WHEN_RESULT_IS_6, 2, 0),
        (WHEN_YOU_ROLL_4_OR_MORE, 4, 1),
        (WHEN_YOU_ROLL_4_OR_MORE, 3, 0),
    ],
    ids=["roll-a-6", "roll-a-5", "if-6-rolled-6", "if-6-rolled-2", "4-or-more", "3"],
)
def test_7_3_33_a_a_reaction_to_one_result(text: str, result: int, drawn: int) -> None:
    _, hand, cited = roll_watched(text, "p1", result)
    assert hand == drawn - 1  # p1 played the Roller from their hand
    assert ("6.3.g" in cited) is bool(drawn)  # a Reaction to each die (6.3.g, 7.3.33.a)


@pytest.mark.parametrize(
    ("text", "result", "boosts"),
    [
        (IF_YOU_ROLL_OR_MORE, 5, 2),
        (IF_YOU_ROLL_OR_MORE, 4, 2),
        (IF_YOU_ROLL_OR_MORE, 3, 0),
        (ON_A_COLON, 6, 3),
        (ON_A_COLON, 2, 1),
        (ON_A_OTHERWISE, 6, 3),
        (ON_A_OTHERWISE, 1, 1),
        (ON_A_OTHERWISE, 5, 1),
    ],
)
def test_7_3_33_b_a_roll_and_its_results(text: str, result: int, boosts: int) -> None:
    state, _, _ = roll_watched("Fleeting.", "p1", result, roller=text)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == boosts


@pytest.mark.parametrize(
    "text",
    [
        "If you roll 4 or more, draw a card.",  # no roll before it
        "Roll a die. On a 1-3, draw a card. On a 4+, draw two cards. Otherwise, draw a card.",
    ],
    ids=["no-roll", "every-face-named"],
)
def test_7_3_33_b_a_result_with_no_roll_or_no_face_left_is_not_read(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_spell_effect(text)
    assert "die" in str(refused.value)
