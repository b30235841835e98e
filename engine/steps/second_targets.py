"""The second target of one step said of two ("Target Character and target Permanent each
gain 1 boost", read as the step on the first target, then the same step on the second, never
the first): when the first has no suitable target, that part does nothing (6.5.b) and the
second is still chosen and acted on — the atomic action is for each object (6.1.e)."""

from __future__ import annotations

from engine.state.agenda import Task, TaskKind
from engine.state.game_state import GameState, evolve
from engine.state.steps import Step
from engine.steps.outcome import following
from engine.why.sequence_notes import second_target


def second_target_follows(step: Step) -> bool:
    """Whether ``step`` is the first target's part of a step said of two (6.5.b)."""
    return step.it_follows and any(second_target(t) for t in step.then)


def second_target_after_none(state: GameState, step: Step) -> GameState:
    """``state`` with the second target's part next, when the first found no suitable
    target: nothing chosen first, so nothing the second must differ from (6.5.b)."""
    tasks = tuple(Task(TaskKind.STEP, step=following(state, step, t, it=())) for t in step.then)
    return evolve(state, agenda=(*tasks, *state.agenda))
