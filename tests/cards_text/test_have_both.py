"""'You may have another target Character lose [[Fleeting]] and gain 1 boost' (7.3.18.a,
6.5.b): read by scenarios/cards/printed/have_clauses.py and played on a board — the
target is chosen once and does both; the boost does not depend on Fleeting being lost."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read

TEXT = "{J} You may have another target Character lose [[Fleeting]] and gain 1 boost."


def _played(fleeting: bool):  # type: ignore[no-untyped-def]
    extra = {"statuses": {Status.FLEETING}} if fleeting else {}
    b = (
        GameBuilder()
        .in_hand("p1", "Coach", **fields(executed(read(TEXT, name="Coach"))))
        .in_expedition("p1", "hero", "Pupil", **extra)
        .mana("p1", 1)
    )
    state, _ = play(b, "Coach")
    for _ in range(4):  # "you may" and the target
        d = state.pending
        if d is None or d.kind == "turn":
            break
        pupil = [o.id for o in d.options if o.label == "Pupil"]
        state, _ = answer(state, d.id, pupil or [d.option_ids()[0]])
        state, _ = until_decision(state)
    return state.objects[find(state, "Pupil")]


def test_7_3_18_a_the_target_loses_fleeting_and_gains_a_boost() -> None:
    pupil = _played(fleeting=True)
    assert not pupil.has(Status.FLEETING) and pupil.boosts == 1


def test_6_5_b_the_boost_does_not_depend_on_fleeting_being_lost() -> None:
    pupil = _played(fleeting=False)
    assert pupil.boosts == 1
