"""Phases, daily effects and Afternoon turns (4.2).

A phase begins with its "at [phase]" Reactions (4.2.b), then its daily effects run one by
one, Reactions being checked after each (4.2.d). Morning: Succeed, Prepare, Draw, Expand
(4.2.1.a); Noon: none (4.2.2.a); Afternoon: turns until all players have passed (4.2.3);
Dusk: Progress (4.2.4.a); Night: Rest, Clean-up, Check Victory (4.2.5.a).

This module holds the day's structure (which tasks each phase is made of, what ends when
a phase begins) and the phase beginning itself; the daily effects live in
``engine.day.morning_effects``, ``engine.day.dusk`` and ``engine.day.night``, Morning's
shuffles in ``engine.day.morning``, the Afternoon's turns in ``engine.day.afternoon`` and
the shared tasks in ``engine.day.tasks``.
"""

from __future__ import annotations

import engine.day.afternoon  # noqa: F401  (registers the Afternoon turn tasks)
from engine.day.delayed_moments import moments_come
from engine.day.dusk import moves_forward, progress
from engine.day.morning import SHUFFLE_POINT, shuffle_point, shuffle_point_effect
from engine.day.morning_effects import draw, expand, prepare, succeed
from engine.day.night import check_victory, cleanup, rest
from engine.day.tasks import CHECK, CHECK_AFTER_DAILY, begin, daily, end_durations
from engine.pipeline.byhand import phase_notes
from engine.pipeline.condition_misses import phase_condition_misses
from engine.pipeline.delayed_lapse import lapsed_at
from engine.pipeline.dormant import phase_reactions_outside_play
from engine.pipeline.exhausted_misses import phase_exhausted
from engine.pipeline.ignored_misses import phase_ignored
from engine.pipeline.reactions import phase_activations
from engine.pipeline.runtime import Result, on_task, push
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Duration
from engine.state.enums import Phase
from engine.state.game_state import GameState, day_counts_cleared, evolve
from engine.why.citations import cite
from engine.why.table import why
from engine.why.trace import TraceEntry, unnamed_parts

__all__ = ["CHECK", "DAILY_EFFECTS", "ENDS_AT", "PHASE_BODIES", "moves_forward"]

PHASE_BODIES: dict[Phase, tuple[Task, ...]] = {
    Phase.MORNING: (
        shuffle_point(),  # 4.2.1.f: before and after each daily effect of Morning
        daily("succeed"),
        CHECK_AFTER_DAILY,
        shuffle_point(),
        daily("prepare"),
        CHECK_AFTER_DAILY,
        shuffle_point(),
        daily("draw"),
        CHECK_AFTER_DAILY,
        shuffle_point(),
        daily("expand"),
        CHECK_AFTER_DAILY,
        shuffle_point(),
        begin(Phase.NOON),
    ),
    Phase.NOON: (begin(Phase.AFTERNOON),),
    Phase.AFTERNOON: (Task(TaskKind.NEXT_TURN),),
    Phase.DUSK: (daily("progress"), CHECK_AFTER_DAILY, begin(Phase.NIGHT)),
    Phase.NIGHT: (
        daily("rest"),
        CHECK_AFTER_DAILY,
        daily("cleanup"),
        CHECK_AFTER_DAILY,
        daily("check_victory"),
        CHECK_AFTER_DAILY,
        begin(Phase.MORNING),
    ),
}

PhaseNote = tuple[str, tuple[str, ...], tuple[str, ...]]
"""A non-event said on a phase's first line: its words, the rules it gives, and the kinds of
the hidden zones the card it names is in (empty when every player sees it, 3.1.3.f)."""


ENDS_AT: dict[Phase, frozenset[str]] = {
    Phase.MORNING: frozenset(
        {Duration.TURN, Duration.AFTERNOON, Duration.DAY, Duration.NEXT_MORNING}
    ),
    Phase.NOON: frozenset({Duration.NEXT_NOON}),
    Phase.AFTERNOON: frozenset({Duration.NEXT_AFTERNOON}),
    Phase.DUSK: frozenset({Duration.TURN, Duration.AFTERNOON, Duration.NEXT_DUSK}),
    Phase.NIGHT: frozenset({Duration.NEXT_NIGHT}),
}
"""Durations over when a phase begins: "this Afternoon" at Dusk, "this Day" at the next
Morning (2.2.15.a, 2.2.15.e); "until the next [phase]" as that phase next begins (4.2.a,
2.2.15.c) — one made during Noon lasts until the next Day's Noon."""


@on_task(TaskKind.BEGIN_PHASE)
def _begin_phase(state: GameState, task: Task) -> Result:
    """Start a phase (4.2.a); a new day starts with Morning."""
    phase = task.phase
    assert phase is not None
    ended = end_durations(state, task, ENDS_AT.get(phase, frozenset()))
    if ended is not None:
        return ended
    if phase is Phase.MORNING and state.day == 0:
        # 4.1.j: the first day starts without its Morning, at Noon.
        state = evolve(state, day=1, phase=Phase.MORNING, turn_player=None)
        return push(state, begin(Phase.NOON)), TraceEntry(
            "Day 1: the first Morning is skipped", why("day.first_morning_skipped")
        )
    if phase is Phase.MORNING:
        # 4.1: a new Day begins with its Morning
        state = day_counts_cleared(evolve(state, day=state.day + 1))
    if phase is Phase.AFTERNOON:
        state = evolve(state, passed=frozenset(), plays_this_afternoon=())
    state = evolve(state, phase=phase, turn_player=None)
    lapsed, state = lapsed_at(state, phase)  # a delayed step that would have acted now
    acts = phase_activations(state, phase)
    # the delayed steps whose moment this was now last until the next phase (g1)
    state = moments_come(state, phase)
    tasks = (CHECK, *PHASE_BODIES[phase])
    if acts:
        tasks = (Task(TaskKind.ACTIVATE_REACTIONS, activations=acts), *tasks)
    text, rules = f"Day {state.day}: {phase.value} begins", why("day.phase_begins")
    daily = {
        Phase.MORNING: "morning.daily_effects",  # Succeed, Prepare, Draw, Expand (4.2.1.a)
        Phase.NOON: "noon.no_daily_effect",  # only "At Noon" Reactions (4.2.2.a)
        Phase.DUSK: "dusk.daily_effect",  # Progress (4.2.4.a)
        Phase.NIGHT: "night.daily_effects",  # Rest, Clean-up, Check Victory (4.2.5.a)
    }.get(phase)
    if daily is not None:
        rules = (*rules, *why(daily))
    by_hand: tuple[PhaseNote, ...] = (
        *((n, (r,), ()) for n, r in phase_notes(state, phase)),  # "At [phase]" text (4.2.b)
        *((n, rs, ()) for n, rs in phase_condition_misses(state, phase)),  # 6.3.b
        *((n, rs, ()) for n, rs in phase_ignored(state, phase)),  # 7.3.19.a-b
        *((n, rs, ()) for n, rs in phase_exhausted(state, phase)),  # 2.4.6.e
        *((n, (r,), h) for n, r, h in phase_reactions_outside_play(state, phase)),  # 1.2.4.d
        *((n, rs, ()) for n, rs in lapsed),  # 4.2.b Remark, 2.2.15.c
    )
    said, named = _with_notes(text, by_hand, table=True), _with_notes(text, by_hand, table=False)
    # A note about a hidden card is the judge's, and so is its rule (3.1.3.f).
    # a note may give several rules (a count condition's control: 7.5.5)
    told = cite(*dict.fromkeys(r for _, rs, hidden in by_hand if not hidden for r in rs))
    every = dict.fromkeys(r for _, rs, _ in by_hand for r in rs)
    unseen = tuple(r for r in cite(*every) if r not in told)
    hidden = tuple(k for _, _, kinds in by_hand for k in kinds)
    return push(state, *tasks), TraceEntry(
        said, (*rules, *told), unnamed=unnamed_parts(said, named, hidden, unseen)
    )


def _with_notes(text: str, notes: tuple[PhaseNote, ...], *, table: bool) -> str:
    """``text`` with the notes in brackets: those about cards every player sees (``table``:
    the line told to every player, 3.1.3.f), or all of them (the judge's view)."""
    told = [f"{n} ({', '.join(rs)})" for n, rs, hidden in notes if not (table and hidden)]
    return text + (" [" + "; ".join(told) + "]" if told else "")


# ------------------------------------------------------------------ daily effects
@on_task(TaskKind.DAILY)
def _daily_effect(state: GameState, task: Task) -> Result:
    return DAILY_EFFECTS[task.effect](state, task)


DAILY_EFFECTS = {
    SHUFFLE_POINT: shuffle_point_effect,
    "succeed": succeed,
    "prepare": prepare,
    "draw": draw,
    "expand": expand,
    "progress": progress,
    "rest": rest,
    "cleanup": cleanup,
    "check_victory": check_victory,
}
