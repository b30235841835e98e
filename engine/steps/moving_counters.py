"""Moving counters from one object to another: "Move 2 boosts from target Character to
another target Character" — one step with two targets, both chosen before it resolves
(6.5.b), and one event: N counters removed from the first (2.5.g: all of them if it has N or
fewer), and the second gains as many as were removed (7.3.15.a; a boost, 7.3.17.a).

The card reads as a ``remove_counters`` step whose outcomes of the number removed give that
many to the second object (scenarios/cards/grammar: ``move_counters``). When such a step has
its first object, the step that gives is asked its target at once, carrying the first object
and the amount (:attr:`engine.state.steps.Step.moved_from`); once it has its target, both
atomic actions happen together and one line names both ends: "Boost Shift moves 2 boosts
from Vanilla 2/2/2 to Vanilla 1/1/1". With no suitable second object, the step goes on as
before (the counters removed, nothing gained: 6.5.b).
"""

from __future__ import annotations

from engine.pipeline.resolve import resolve_steps
from engine.pipeline.runtime import Result
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.state.moved_counters import given_as_moved
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.afterwards import after_step
from engine.steps.event_sentences import counted_words
from engine.steps.outcome import following, step_result
from engine.steps.step_targets import ask_step_target
from engine.steps.subject_targets import target_options
from engine.why.table import why


def ask_where_moved(state: GameState, step: Step, controller: str) -> Result | None:
    """``step`` removing counters to move them, its first object known: the step that gives
    them is asked its target now, before anything is removed (6.5.b); ``None`` when ``step``
    is no move or no object can receive them (then it goes on as before)."""
    template = given_as_moved(step)
    found = tuple(o for o in step.objects if o in state.objects)
    if template is None or not found:
        return None
    gain = following(state, step, template, it=found)  # "another": other than the first
    if gain.target is None:
        return None
    gain = replace(gain, moved_from=found, moved_amount=step.amount)
    if not target_options(state, gain):
        return None
    return ask_step_target(state, Task(TaskKind.STEP, step=gain), gain, controller)


def move(state: GameState, step: Step) -> Result:
    """The move, its second object chosen: N counters removed from the first object (2.5.g)
    and as many as were removed given to the second (7.3.15.a), one event, one line."""
    source = tuple(o for o in step.moved_from if o in state.objects)
    counter = BOOST if step.kind is ActionKind.GIVE_BOOST else step.counter
    units = tuple(
        f"{o}/{counter}/{i}"
        for o in source
        for i in range(min(state.objects[o].counters.get(counter, 0), step.moved_amount))
    )[: step.moved_amount]
    removed = len(units)
    remove = Step(
        ActionKind.REMOVE_COUNTERS,
        controller=step.controller,
        source=step.source,
        label=step.label,
        objects=source,
        counter=counter,
        amount=step.moved_amount,
        choices_made=units,
        rules=why("effect.remove_counters"),
    )
    gain = replace(step, moved_from=(), moved_amount=0, amount=removed)
    out = resolve_steps(state, (remove, gain) if removed else (remove,))
    rules = (*why("effect.move_counters"), *step.rules)
    to = ", ".join(state.name(o) for o in step.objects if o in state.objects)
    frm = ", ".join(state.name(o) for o in source)
    what = counted_words(removed, counter)
    said = f"{step.source or 'the effect'} moves {what} from {frm} to {to}"
    if removed < step.moved_amount:
        # 2.5.g: it had fewer: all of them are removed, and as many are gained (7.3.15.a)
        said += f" ({frm} had {removed} of the {step.moved_amount} to move)"
    new, entry = step_result(out, step.label or step.kind.value, gain, rules, said=said)
    return after_step(state, gain, out, (new, entry))
