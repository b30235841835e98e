"""Distributing among targets chosen first: "Distribute 3 boosts among up to two target
Characters". The targets are chosen before the step (6.5.b); then the boosts or counters go
one at a time, each to one of those targets the controller chooses as it is given (6.1.g) —
"[do step] X times", one instance after the other (6.5.i). No target, nothing given.
"""

from __future__ import annotations

from engine.pipeline.runtime import Result
from engine.state.agenda import Task
from engine.state.cards import Subject
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.outcome import resume_step
from engine.why.step_lines import step_entry
from engine.why.table import why


def distribute_among_chosen(state: GameState, task: Task, step: Step) -> Result:
    """``step`` (its targets chosen) as ``amount`` instances of one each, every instance
    given to one of the targets, chosen as it happens (6.5.b, 6.1.g, 6.5.i)."""
    chosen = tuple(c for c in step.chosen if c in state.objects)
    if not chosen or step.amount < 1:
        return state, step_entry(
            step, "no target was chosen, so nothing is distributed", why("target.none")
        )
    controller = step.controller or state.first_player
    each = replace(
        step,
        distribute=False,
        objects=(),
        chosen=(),
        subject=Subject.A_CARD_AMONG_THEM,
        choosers=(controller,),
        it=chosen,
        amount=1,
        repeat=step.amount,
        up_to=0,
        targets=0,
        any_number=False,
        filter=None,  # the targets passed it as they were chosen (6.5.b)
    )
    names = " and ".join(state.name(c) for c in chosen)
    return resume_step(state, task, each), step_entry(
        step,
        f"{step.amount}, one at a time, each to one of {names}",
        why("effect.distribute_among_targets"),
    )
