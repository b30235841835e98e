"""A die's results as a table of bullets, and a result said after other steps, played on a
board (gram82, issue 30): the judge enters what the die showed (decision ``roll_die``,
7.3.33.a) and the line whose result holds it is done (7.3.33.b); the steps between the roll
and the result are done on every result, before what the result adds (6.1.c)."""

from __future__ import annotations

import pytest

from engine import find
from engine.state.enums import BOOST

from .grammar_cards import roll_watched

TABLE = (
    "{J} Roll a die: • 1-2: I gain 1 boost. • 3-4: I gain 2 boosts. "
    "• 5-6: I gain 3 boosts. Draw a card."
)
AFTER_A_STEP = "{J} Roll a die. I gain 1 boost. If you rolled a 4 or more, I gain 2 boosts."


@pytest.mark.parametrize(
    ("result", "boosts", "drawn"),
    [(1, 1, 0), (2, 1, 0), (3, 2, 0), (4, 2, 0), (5, 3, 1), (6, 3, 1)],
)
def test_7_3_33_b_each_line_of_the_table_on_its_results(
    result: int, boosts: int, drawn: int
) -> None:
    state, hand, cited = roll_watched("Fleeting.", "p1", result, roller=TABLE)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == boosts
    assert hand == drawn - 1  # p1 played the Roller from their hand
    assert "7.3.33.a" in cited


@pytest.mark.parametrize(("result", "boosts"), [(1, 1), (3, 1), (4, 3), (6, 3)])
def test_7_3_33_b_the_steps_before_the_result_on_every_result(result: int, boosts: int) -> None:
    state, _, _ = roll_watched("Fleeting.", "p1", result, roller=AFTER_A_STEP)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == boosts
