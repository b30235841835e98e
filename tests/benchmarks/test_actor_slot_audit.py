"""The actor slot audit (benchmarks/actor_slot_audit.py) takes its constructions from the
grammar's own rules (every ``you_step``), says each step for every actor, and tells a step
read as the actor's from one read as someone else's."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import actor_slot_audit as audit  # noqa: E402


def test_the_constructions_are_the_grammars_you_steps() -> None:
    rules = audit.you_step_rules()
    assert {"draw", "sacrifice", "exhaust", "discard"} <= set(rules)
    assert "player_draws" not in rules  # a player_step, not a step said for "you"


def test_a_step_is_said_in_the_third_person_for_each_actor() -> None:
    one, many = audit.ACTORS[0], audit.ACTORS[5]  # "Target opponent", "Your opponents"
    step = "Exhaust a Character you control"
    assert audit.said_by(one, step, "step") == "Target opponent exhausts a Character they control"
    assert audit.said_by(many, step, "step") == "Your opponents exhaust a Character they control"
    assert audit.said_by(one, "Ready me", "may") == "Target opponent may ready me"


def test_a_step_read_as_the_controllers_is_read_wrong() -> None:
    actor = audit.ACTORS[0]  # target opponent
    dims = (("construction", "draw"), ("actor", actor.label), ("voice", "step"))
    right = audit.Case("{J} Target opponent draws a card.", dims, actor)
    assert audit.check(right) == "read right"
    # "Draw a card" runs, but as the effect's controller's step: not the actor's
    wrong = audit.Case("{J} Draw a card.", dims, actor)
    assert audit.check(wrong) == "read wrong"
    unread = audit.Case("{J} Target opponent frobnicates a card.", dims, actor)
    assert audit.check(unread) == "not read"
