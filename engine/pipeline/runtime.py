"""The engine's dispatch tables and the small helpers every task handler uses.

Task handlers take a state whose agenda no longer holds the task and return the next state
and one trace entry. Answer handlers take the state without its pending decision, the
decision, and the (validated) chosen option ids.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.state.agenda import Task
from engine.state.decisions import Decision, Option
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.why.asked import asked_line
from engine.why.trace import TraceEntry

Result = tuple[GameState, TraceEntry]
TaskHandler = Callable[[GameState, Task], Result]
AnswerHandler = Callable[[GameState, Decision, tuple[str, ...]], Result]

TASK_HANDLERS: dict[str, TaskHandler] = {}
ANSWER_HANDLERS: dict[str, AnswerHandler] = {}


def on_task(kind: str) -> Callable[[TaskHandler], TaskHandler]:
    """Register the handler of a task kind."""

    def register(fn: TaskHandler) -> TaskHandler:
        TASK_HANDLERS[kind] = fn
        return fn

    return register


def on_answer(kind: str) -> Callable[[AnswerHandler], AnswerHandler]:
    """Register the handler of a decision kind."""

    def register(fn: AnswerHandler) -> AnswerHandler:
        ANSWER_HANDLERS[kind] = fn
        return fn

    return register


def whose_options(state: GameState, options: tuple[Option, ...]) -> tuple[Option, ...]:
    """Every question's options as the table reads them: an object named by its name alone
    says whose it is where another player's object on the board has the same name — "p2's
    Vanilla 2/2/2" (issue 31: :meth:`GameState.whose_name`), so neither the question, the
    sandbox's list nor the answer's line can be misread. Other labels are kept."""
    return tuple(
        replace(o, label=state.whose_name(o.id))
        if o.id in state.objects and o.label == state.name(o.id)
        else o
        for o in options
    )


def push(state: GameState, *tasks: Task) -> GameState:
    """Put ``tasks`` at the front of the agenda, in order."""
    return evolve(state, agenda=(*tasks, *state.agenda))


def ask(
    state: GameState,
    kind: str,
    player: str,
    prompt: str,
    options: tuple[Option, ...],
    resume: Task,
    rules: tuple[str, ...],
    min_choices: int = 1,
    max_choices: int = 1,
    said: str = "",
) -> Result:
    """Stop and wait for ``player`` to choose among ``options``. The trace's line says who
    decides what (:func:`engine.why.asked.asked_line`), or ``said``: the moment's own words."""
    decision = Decision(
        id=f"d{state.next_decision}",
        kind=kind,
        player=player,
        prompt=prompt,
        options=whose_options(state, options),
        resume=resume,
        min_choices=min_choices,
        max_choices=max_choices,
        rules=rules,
    )
    state = evolve(state, pending=decision, next_decision=state.next_decision + 1)
    line = said or asked_line(player, prompt)
    earlier = f"{player}: {prompt}"  # what releases before this one printed: files quote it
    return state, TraceEntry(line, rules, decision=decision.id, earlier_words=earlier)
