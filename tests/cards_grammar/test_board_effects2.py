"""The effects' second round (helper "effects2", issue 30), read by the grammar alone and
played on boards: a choice among a list of statuses gives the one chosen, and only it
(7.3.16, 6.1.g)."""

from __future__ import annotations

import pytest

from engine import Status, find

from .sentences_effects2 import READINGS_EFFECTS2
from .test_board_effects import _board, _resolved


@pytest.mark.parametrize(
    ("chosen", "status"),
    [("Fleeting", Status.FLEETING), ("Anchored", Status.ANCHORED), ("Asleep", Status.ASLEEP)],
)
def test_7_3_16_a_choice_among_three_statuses_gives_the_one_chosen(
    chosen: str, status: Status
) -> None:
    text = "{J} Target Character gains Fleeting, Anchored or Asleep."
    assert text in READINGS_EFFECTS2
    state = _resolved(_board(text), {"target": "Ally", "choose_status": chosen})
    ally = state.objects[find(state, "Ally")].statuses
    assert status in ally
    assert {Status.FLEETING, Status.ANCHORED, Status.ASLEEP} & set(ally) == {status}
