"""Steps that name a counter the player picks: augmenting (7.3.4.a) and spending
"1 counter" (7.3.38.a-b). With one kind of counter on the object the step is that kind;
with several, its controller chooses (6.1.g) and the step resumes with the choice.

The step then happens through the interpreter's ``perform`` (``engine.steps.resolution``), passed
in so this module does not import the interpreter that imports it."""

from __future__ import annotations

from collections.abc import Callable

from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.state.actions import ActionKind
from engine.state.agenda import Task
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.step_lines import step_entry
from engine.why.table import why
from engine.why.trace import TraceEntry

Perform = Callable[[GameState, Task, Step], Result]
"""The interpreter's "the step happens" (6.2.m) for a step whose counter is now named."""


def augmented_counter(state: GameState, task: Task, step: Step, perform: Perform) -> Result:
    """7.3.4.a: augmenting is gaining one more of a single counter the object already has;
    with several kinds of counters, the controller chooses which."""
    found = [o for o in (*step.objects, *step.cards) if o in state.objects]
    if len(found) > 1 and not step.cards:
        # "[Augment] up to two target Permanents": each gains one more of a counter IT
        # already has (7.3.4.a) — one augment per object, in the order they were chosen
        one_each = tuple(replace(task, step=replace(step, objects=(o,))) for o in found)
        return push(state, *one_each), step_entry(
            step,
            f"each of {len(found)} objects gains one more of a counter it already has",
            why("effect.augment"),
            label=step.label or "Augment",
        )
    kinds = sorted(state.objects[found[0]].counters) if found else []
    question = f"choose the counter to augment on {state.whose_name(found[0])}" if found else ""
    return _one_counter(
        state,
        task,
        step,
        perform,
        kinds,
        question,
        (*why("effect.augment"), *why("effect.augment_choice")),
    )


def spent_counter(state: GameState, task: Task, step: Step, perform: Perform) -> Result:
    """ "Spend 1 counter from [a card]": the counter's name is the player's choice among
    those the card has enough of (7.3.38.a, 7.3.38.b, 6.1.g); with one, it is that one."""
    found = [o for o in step.objects if o in state.objects]
    counters = state.objects[found[0]].counters if found else {}
    kinds = sorted(k for k, n in counters.items() if n >= step.amount)
    # With none left (the card moved), the spend is impossible and does not happen.
    question = f"choose the counter to spend from {state.whose_name(found[0])}" if found else ""
    return _one_counter(state, task, step, perform, kinds, question, why("effect.spend_counter"))


def _one_counter(
    state: GameState,
    task: Task,
    step: Step,
    perform: Perform,
    kinds: list[str],
    question: str,
    rules: tuple[str, ...],
) -> Result:
    """The step with its counter's name: the only kind there is (a boost when there is
    none), or the controller's choice among several (6.1.g)."""
    if len(kinds) <= 1:
        return perform(state, task, replace(step, counter=kinds[0] if kinds else BOOST))
    return ask(
        state,
        DecisionKind.CHOOSE_COUNTER,
        step.controller or state.first_player,
        question,
        tuple(Option(k, k) for k in kinds),
        task,
        rules,
    )


@on_answer(DecisionKind.CHOOSE_COUNTER)
def _counter_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    state = push(state, replace(decision.resume, step=replace(step, counter=choice[0])))
    rules = (
        why("effect.spend_counter")
        if step.kind is ActionKind.SPEND_COUNTERS
        else why("effect.augment")
    )
    return state, TraceEntry(f"{decision.player} chooses {choice[0]} counters", rules)
