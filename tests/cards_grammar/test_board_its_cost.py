""" "… equal to its Hand Cost" / "X, where X is that Character's Reserve Cost" after a step
acting on one object, read by the grammar alone and played on a board (issue 30): the printed
cost of the card sacrificed (2.2.7.a, 2.2.8, 6.5.f, 6.5.i); "its" that may be the step's own
object, or naming no step before, is not read."""

from __future__ import annotations

import pytest

from engine import find
from scenarios.cards.grammar.reader import NotRead, read_ability

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .sentences_dice_tables import (
    NOT_READ_ITS_COST,
    SACRIFICE_ITS_HAND_COST,
    SACRIFICE_THAT_RESERVE_COST,
)
from .test_board_acted_costs import _board, _pick
from .test_board_numbers_and_distribution import _resolved


def test_2_2_7_a_i_gain_boosts_equal_to_its_hand_cost() -> None:
    state, entries = _resolved(_board(SACRIFICE_ITS_HAND_COST), _pick("Big", "Ally"))
    assert "Big" in names(state, "discard:p1")
    assert state.objects[find(state, "Unique")].boosts == 4  # Big's Hand Cost
    assert "2.2.7.a" in rules_of(entries)


def test_2_2_8_target_gains_that_characters_reserve_cost() -> None:
    state, _ = _resolved(_board(SACRIFICE_THAT_RESERVE_COST), _pick("Big", "Ally"))
    assert "Big" in names(state, "discard:p1")
    assert state.objects[find(state, "Ally")].boosts == 3  # Big's Reserve Cost


@pytest.mark.parametrize("text", NOT_READ_ITS_COST)
def test_its_cost_that_may_name_another_object_is_not_read(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert "its" in str(refused.value)
