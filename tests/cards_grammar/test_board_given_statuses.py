"""A status given, played on a board (7.3.16, 2.4): "Give [status] to [object]" — the
object gains the status, as "[object] gains [status]" does."""

from __future__ import annotations

from engine import Status, find

from .sentences_given_statuses import GIVE_FLEETING_TO_TARGET, GIVE_ME_ANCHORED
from .test_board_effects import _board, _resolved


def test_7_3_16_a_status_given_to_a_target_is_gained_by_it() -> None:
    state = _resolved(_board(GIVE_FLEETING_TO_TARGET), {"target": "Ally"})
    ally = state.objects[find(state, "Ally")]
    foe = state.objects[find(state, "Foe")]
    assert Status.FLEETING in ally.statuses and Status.FLEETING not in foe.statuses


def test_7_3_16_a_status_given_to_me_is_gained_by_me() -> None:
    state = _resolved(_board(GIVE_ME_ANCHORED))
    assert Status.ANCHORED in state.objects[find(state, "Unique")].statuses
