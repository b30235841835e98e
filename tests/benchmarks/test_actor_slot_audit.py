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
from actor_choice_cases import RESTRICTED_PLAYERS  # noqa: E402


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


def test_a_targeted_restriction_read_as_every_opponent_is_read_wrong() -> None:
    """gram55: "Target opponent can't play Spells" keeps its target (6.5.b): the reading of
    "Your opponents can't play Spells" checked against it is read wrong."""
    who = next(r for r in RESTRICTED_PLAYERS if r.label == "target opponent")
    dims = (("construction", "cant_play_for"), ("actor", who.label), ("voice", "can't play"))
    right = audit.Case(
        "{J} Target opponent can't play Spells this turn.", dims, None, ("cant_play", who)
    )
    assert audit.check(right) == "read right"
    every = audit.Case(
        "{J} Your opponents can't play Spells this turn.", dims, None, ("cant_play", who)
    )
    assert audit.check(every) == "read wrong"


def test_a_choice_in_each_expedition_read_as_one_object_is_read_wrong() -> None:
    """gram55: "a Character in each of your Expeditions" keeps its quantity (6.1.g)."""
    dims = (("construction", "sacrifice"), ("actor", "you"), ("voice", "several chosen"))
    expect = ("chosen", "sacrifice", "per_expedition")
    each = "{J} Sacrifice a Character you control in each of your Expeditions."
    assert audit.check(audit.Case(each, dims, None, expect)) == "read right"
    one = audit.Case("{J} Sacrifice a Character you control.", dims, None, expect)
    assert audit.check(one) == "read wrong"


def test_a_decision_with_its_branches_swapped_is_read_wrong() -> None:
    """gram55: "If you do, X, otherwise Y" — X when done, Y when not (6.5.e, 6.5.f)."""
    dims = (("construction", "may"), ("actor", "you"), ("voice", "decision"))
    expect = ("decision", ("draw", "exhaust"))
    said = "{J} You may sacrifice a Character. If you do, draw a card, otherwise exhaust me."
    assert audit.check(audit.Case(said, dims, None, expect)) == "read right"
    swapped = "{J} You may sacrifice a Character. If you don't, draw a card, otherwise exhaust me."
    assert audit.check(audit.Case(swapped, dims, None, expect)) == "read wrong"
