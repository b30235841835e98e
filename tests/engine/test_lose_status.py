"""Lose a status, the keyword action of 7.3.21: losing a status the object does not have
(7.3.21.b, 2.4.1.h)."""

from __future__ import annotations

from engine import (
    ActionKind,
    GameBuilder,
    Status,
    Step,
    find,
)
from engine.steps.resolution import run_step


def test_7_3_21_b_losing_a_status_it_does_not_have_cites_the_keyword_rule() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Awake").build()
    step = Step(
        ActionKind.LOSE_STATUS,
        controller="p1",
        objects=(find(state, "Awake"),),
        status=Status.ASLEEP,
    )
    state, entry = run_step(state, step)
    assert {"2.4.1.h", "7.3.21.b"} <= set(entry.rules)
