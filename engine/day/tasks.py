"""The day's building blocks shared by its phases: the tasks the day is made of (a Reaction
check after each daily effect, 4.2.d; a daily effect; a phase beginning, 4.2.a), the end of
durations (2.2.15.c), and a daily effect's trace line with its non-events (engine.day.explain)."""

from __future__ import annotations

from engine.pipeline.control_for_a_time import control_returns
from engine.pipeline.delayed_lapse import lapsed_records, lapsed_words
from engine.pipeline.runtime import Result, push
from engine.play.next_played import uses_left_words
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import AFTER_DAILY_EFFECT, AFTER_TURN_EFFECT, Task, TaskKind
from engine.state.cards import Duration
from engine.state.enums import Phase
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.resolution import run_step_deciding
from engine.why.event_words import DURATION_WORDS
from engine.why.table import why

CHECK = Task(TaskKind.CHECK_REACTIONS)
# The Reaction check after a daily effect (4.2.d): the Reactions it activated are played
# before the next daily effect or phase (4.2.e).
CHECK_AFTER_DAILY = Task(TaskKind.CHECK_REACTIONS, effect=AFTER_DAILY_EFFECT)
# The Reaction check after a turn effect (4.2.g): its Reactions are played before the turn
# continues or the next one begins (4.2.3.e).
CHECK_AFTER_TURN = Task(TaskKind.CHECK_REACTIONS, effect=AFTER_TURN_EFFECT)


def daily(name: str) -> Task:
    return Task(TaskKind.DAILY, effect=name)


def begin(phase: Phase) -> Task:
    return Task(TaskKind.BEGIN_PHASE, phase=phase)


_NEXT_PHASE = frozenset(
    {
        Duration.NEXT_MORNING,
        Duration.NEXT_NOON,
        Duration.NEXT_AFTERNOON,
        Duration.NEXT_DUSK,
        Duration.NEXT_NIGHT,
    }
)
"""The "until the next [phase]" durations (4.2.a)."""


def end_durations(
    state: GameState, task: Task, durations: frozenset[str], controller: str | None = None
) -> Result | None:
    """Emblem-Ongoings whose duration is over cease to exist (2.2.15.c); then ``task`` is
    done again. With ``controller``: only the Emblems that player controls ("until your
    next turn" as they take it, 4.2.3.d)."""
    ending = {
        oid: e.duration
        for oid in state.zone(z.LIMBO)
        if (e := state.objects[oid].emblem) is not None
        and e.subtype == "Ongoing"
        and e.duration in durations
        and (controller is None or state.objects[oid].controller == controller)
    }
    if not ending:
        return None
    expired = tuple(ending)
    rules = why("day.duration_over")
    if Duration.AFTERNOON in ending.values():
        rules = (*rules, *why("day.afternoon_over"))  # at the end of that day's Afternoon
    if set(ending.values()) & _NEXT_PHASE:
        rules = (*rules, *why("day.next_phase_over"))  # as that phase next begins
    if Duration.YOUR_NEXT_TURN in ending.values():
        rules = (*rules, *why("turn.your_next_turn_over"))  # as its controller takes it
    if Duration.OPPONENT_NEXT_TURN in ending.values():
        rules = (*rules, *why("turn.opponent_next_turn_over"))  # gj: as the opponent takes it
    lapsed = lapsed_words(state, expired)  # a delayed step whose moment never came
    if lapsed:
        rules = (*rules, *why("delayed.lapsed"))
        records = lapsed_records(state, expired)  # said again when that moment comes
        state = evolve(state, lapsed_delayed=(*state.lapsed_delayed, *records))
    step = Step(
        ActionKind.CEASE_TO_EXIST,
        objects=expired,
        label="duration over ("
        + "; ".join(
            f"{state.name(o)}, {DURATION_WORDS.get(d, d)}" + _uses_left(state, o)
            for o, d in ending.items()
        )
        + ")"
        + (f" [{'; '.join(lapsed)}]" if lapsed else ""),
        rules=rules,
    )
    returns = tuple(Task(TaskKind.STEP, step=s) for s in control_returns(state, expired))
    return run_step_deciding(push(state, *returns, task), step)


def _uses_left(state: GameState, eid: str) -> str:
    """ ": 1 of 2 Characters used, 1 unused" for a counted Emblem-Ongoing whose duration
    ends before its last card (2.2.15.c: it ceases to exist whether it was used or not)."""
    words = uses_left_words(state, eid)
    return f": {words}" if words else ""


def noted(result: Result, notes: tuple[tuple[str, ...], tuple[str, ...]]) -> Result:
    """A daily effect's trace line with its non-events explained (engine.day.explain)."""
    texts, rules = notes
    if not texts:
        return result
    state, entry = result
    return state, replace(
        entry,
        text=f"{entry.text} [{'; '.join(texts)}]",
        earlier_words=entry.earlier_words and f"{entry.earlier_words} [{'; '.join(texts)}]",
        rules=tuple(dict.fromkeys((*entry.rules, *rules))),
    )
