"""Move forward and Move backwards (7.3.25, 7.3.24): a move that would go past the end of the
track stops there and says why (7.3.25.d, 7.3.24.c); moving backwards in the arena
(7.3.24.d)."""

from __future__ import annotations

import pytest

from engine import (
    ActionKind,
    GameBuilder,
    Step,
    request,
)
from engine.state.game_state import evolve
from engine.steps.resolution import run_step

from .helpers import rules_of


@pytest.mark.parametrize(
    ("kind", "start", "rule"),
    [(ActionKind.MOVE_FORWARD, 6, "7.3.25.d"), (ActionKind.MOVE_BACKWARDS, 1, "7.3.24.c")],
)
def test_7_3_25_d_and_7_3_24_c_a_move_cut_short_stops_at_the_end_and_says_why(
    kind: ActionKind, start: int, rule: str
) -> None:
    state = GameBuilder().position("p1:hero", start).build()
    state, entry = request(state, Step(kind, expeditions=("p1:hero",), amount=3))
    assert state.positions["p1:hero"] == (7 if kind is ActionKind.MOVE_FORWARD else 0)
    assert rule in rules_of((entry,))


def test_7_3_25_d_a_move_that_fits_cites_no_cut() -> None:
    state = GameBuilder().position("p1:hero", 2).build()
    state, entry = request(state, Step(ActionKind.MOVE_FORWARD, expeditions=("p1:hero",), amount=3))
    assert state.positions["p1:hero"] == 5
    assert "7.3.25.d" not in rules_of((entry,))


def test_7_3_24_d_moving_backwards_in_the_arena_cites_the_arena_rule() -> None:
    state = evolve(GameBuilder().position("p1:hero", 3).build(), tiebreakers=True)
    state, entry = run_step(
        state, Step(ActionKind.MOVE_BACKWARDS, controller="p2", expeditions=("p1:hero",))
    )
    assert "7.3.24.d" in entry.rules and "7.3.24.b" not in entry.rules
