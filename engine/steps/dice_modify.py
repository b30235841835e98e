"""Modifying a roll's result (7.3.33.c): "If you would roll a die, you may add 1 to its
result" (*Martengale*).

"Some passive abilities [...] give them the option to modify a roll. A player who benefits
from one of these abilities may look at the result of the rolled dice before deciding [...]
which modifiers to use" (7.3.33.c). So once the die is noted (or the die to keep chosen), the
roller is asked, for each such modifier of theirs in play (6.2.l), whether to use it
(decision ``modify_roll``); the result noted is then the die plus what was added. The answers
are kept in the step (``modifier_answers``), so the game saves and loads mid-question. A
result above 6 is still in a printed range that reaches 6 ("On a 4+", :func:`in_range`).
"""

from __future__ import annotations

from engine.pipeline.modifier_match import ActiveModifier, active_modifiers
from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.table import why
from engine.why.trace import TraceEntry

_ASKED = "roll+:"
"""Prefix of a ``modifier_answers`` entry: this modifier was offered for this roll."""


def in_range(value: int, low: int, high: int) -> bool:
    """Whether a noted result is in a printed range: "On a 4+" (its high end 6) holds a
    result a modifier raised above 6 (7.3.33.c)."""
    return low <= value and (value <= high or high >= 6)


def _offered(state: GameState, roller: str, step: Step) -> ActiveModifier | None:
    """The roller's next "add N to its result" modifier not yet offered for this roll."""
    for m in active_modifiers(state):
        spec = m.spec
        if not spec.add_to_result or spec.action is not ActionKind.ROLL_DIE:
            continue
        if m.controller != roller or f"{_ASKED}{m.id}" in step.modifier_answers:
            continue
        return m
    return None


def _ready(state: GameState, object_id: str) -> bool:
    """Whether the object is there and not exhausted: it can be exhausted (7.3.16.b)."""
    o = state.objects.get(object_id)
    return o is not None and Status.EXHAUSTED not in o.statuses


def ask_modify(state: GameState, task: Task, step: Step) -> Result | None:
    """Once the result is noted, ask the roller whether to use each of their modifiers of the
    result (7.3.33.c); ``None`` when none is left to ask."""
    roller = step.players[0] if step.players else (step.controller or state.first_player)
    m = _offered(state, roller, step)
    if m is None:
        return None
    n = m.spec.add_to_result
    asked = replace(step, modifier_answers=(*step.modifier_answers, f"{_ASKED}{m.id}"))
    if m.spec.add_exhausts_source and not _ready(state, m.source):
        # "You may exhaust me to add 1": an exhausted source cannot be exhausted (7.3.16.b),
        # so "yes" is impossible and the roller is not asked (6.1.g) — said at the moment
        return push(state, replace(task, step=asked)), TraceEntry(
            f"the die shows {step.rolled}: {state.name(m.source)} is already exhausted, so it "
            f"cannot be exhausted to add {n} to the result and {roller} is not asked whether "
            f'to use it ({state.name(m.source)}: "{m.spec.text}"); the result stays '
            f"{step.rolled}",
            why("dice.modify_source_exhausted"),
        )
    if m.spec.add_always:
        # "Add 1 to the result of your die rolls": no option to use it — added as noted
        result = step.rolled + n
        again = replace(task, step=replace(asked, rolled=result, amount=result))
        return push(state, again), TraceEntry(
            f'the die shows {step.rolled}: {state.name(m.source)}\'s "{m.spec.text}" adds '
            f"{n} to the result: {result}",
            why("dice.modify_always"),
        )
    return ask(
        state,
        DecisionKind.MODIFY_ROLL,
        roller,
        f"the die shows {step.rolled}: add {n} to the result ({step.rolled + n})"
        f"{' by exhausting ' + state.name(m.source) if m.spec.add_exhausts_source else ''}? "
        f"{state.name(m.source)}: {m.spec.text}",
        (Option("yes", f"add {n}"), Option("no", f"keep {step.rolled}")),
        replace(task, step=asked),
        why("dice.modify"),
    )


@on_answer(DecisionKind.MODIFY_ROLL)
def _modified(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    if choice[0] != "yes":
        state = push(state, decision.resume)
        return state, TraceEntry(
            f"{decision.player} keeps the result {step.rolled}", why("dice.modify")
        )
    mid = step.modifier_answers[-1].removeprefix(_ASKED)
    m = next((a for a in active_modifiers(state) if a.id == mid), None)
    n = m.spec.add_to_result if m is not None else 0
    result = step.rolled + n
    resumed = replace(decision.resume, step=replace(step, rolled=result, amount=result))
    if m is not None and m.spec.add_exhausts_source:
        # the price of the addition: its source exhausted (7.3.13.a), as a cost (1.2.5)
        paid = Step(
            ActionKind.EXHAUST, controller=decision.player, objects=(m.source,), is_cost=True
        )
        state = push(state, Task(TaskKind.STEP, step=paid), resumed)
        return state, TraceEntry(
            f"{decision.player} exhausts {state.name(m.source)} to add {n} to the result: {result}",
            why("dice.modify_exhausting"),
        )
    state = push(state, resumed)
    return state, TraceEntry(
        f"{decision.player} adds {n} to the result: {result}", why("dice.modify")
    )
