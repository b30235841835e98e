"""A status chosen as the step happens: "Target Character gains [[Fleeting]], [[Anchored]] or
[[Asleep]]".

The step names several statuses and its object gains one of them: which one is a choice of
the controller of the effect, made as the step happens (6.1.g) — after its target is chosen
(6.5.b). Every status named is offered, one the object already has too (6.1.g Remark);
the step then happens as an ordinary "gains [status]" (7.3.16.a).
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.state.agenda import Task
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.table import why
from engine.why.trace import TraceEntry


def ask_status(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """Ask the controller which of the step's statuses its object gains (6.1.g)."""
    # 6.1.g Remark: a status the object already has can still be chosen (2.4.1.f: it does
    # not gain it again) — a choice without consequence is not impossible.
    options = tuple(Option(s.value, s.value) for s in step.status_options)
    names = " or ".join(s.value for s in step.status_options)
    return ask(
        state,
        DecisionKind.CHOOSE_STATUS,
        controller,
        f"choose which status for {step.label}: {names}",
        options,
        replace(task, step=step),
        why("choice.one"),
    )


@on_answer(DecisionKind.CHOOSE_STATUS)
def _status_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    status = Status(choice[0])
    state = push(
        state, replace(decision.resume, step=replace(step, status=status, status_options=()))
    )
    return state, TraceEntry(f"{decision.player} chooses {status.value}", why("choice.one"))
