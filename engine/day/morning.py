"""Morning's shuffles: players with empty Decks may shuffle their Discard pile back into
their Deck before and after each daily effect of Morning (4.2.1.f), and a Resupply from
a short Deck during Morning first resupplies what there is, then asks (7.3.31.b).

A shuffle point is a daily task placed before and after each daily effect of Morning.
It asks each player with an empty Deck and a Discard pile, in initiative order (4.2.1.f
Remark, 6.1.h); a refusal at one point is not final — the next point asks again. A point
where nobody has an empty Deck and a Discard pile is passed over without a trace line
(:func:`idle`), so a Morning without empty Decks reads as before.
"""

from __future__ import annotations

from typing import Final

from engine.agenda import Task, TaskKind
from engine.decisions import DecisionKind, Option
from engine.pipeline.keywords import ActionKind
from engine.pipeline.steps import Step
from engine.runtime import Result, ask, push
from engine.state import zones as z
from engine.state.enums import Phase, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.why.table import why
from engine.why.trace import TraceEntry

SHUFFLE_POINT: Final = "may_shuffle"
"""The name of the daily task of a shuffle point (4.2.1.f)."""


def shuffle_point() -> Task:
    """A shuffle point of Morning (4.2.1.f)."""
    return Task(TaskKind.DAILY, effect=SHUFFLE_POINT)


def may_shuffle_now(state: GameState) -> tuple[str, ...]:
    """The players, in initiative order, who have an empty Deck and cards in their Discard
    pile: those a shuffle point asks (4.2.1.f)."""
    return tuple(
        p
        for p in state.initiative_order()
        if not state.zone(z.personal(ZoneKind.DECK, p))
        and state.zone(z.personal(ZoneKind.DISCARD, p))
    )


def idle(state: GameState, task: Task) -> bool:
    """Whether ``task`` is a shuffle point with nobody to ask (nothing happens there)."""
    return (
        task.kind == TaskKind.DAILY
        and task.effect == SHUFFLE_POINT
        and not task.choices
        and not may_shuffle_now(state)
    )


def shuffle_point_effect(state: GameState, task: Task) -> Result:
    """Ask each player with an empty Deck, in initiative order, whether they shuffle their
    Discard pile into their Deck (4.2.1.f); then those who said yes shuffle, together."""
    decided = dict(task.answers())
    for p in may_shuffle_now(state):
        if p not in decided:
            return ask(
                state,
                DecisionKind.MORNING_SHUFFLE,
                p,
                "your Deck is empty: shuffle your Discard pile into your Deck?",
                (Option("yes", "shuffle"), Option("no", "do not shuffle")),
                task,
                why("morning.shuffle_point_several")
                if len(may_shuffle_now(state)) > 1
                else why("morning.shuffle_point"),
            )
    shufflers = tuple(p for p, v in decided.items() if v == "yes")
    if not shufflers:
        return state, TraceEntry(
            "no one shuffles their Discard pile into their Deck now; they may again after "
            "the next daily effect of Morning",
            why("morning.shuffle_point"),
        )
    return _shuffle(state, shufflers, why("morning.shuffle_point"))


def _shuffle(state: GameState, players: tuple[str, ...], rules: tuple[str, ...]) -> Result:
    step = Step(
        ActionKind.SHUFFLE,
        players=players,
        label=f"{', '.join(players)} shuffle(s) their Discard pile into their Deck",
        rules=rules,
    )
    return push(state, Task(TaskKind.STEP, step=step)), TraceEntry(
        f"{', '.join(players)} will shuffle their Discard pile into their Deck", rules
    )


RESUPPLIES = frozenset({ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def morning_resupply(state: GameState, task: Task, step: Step) -> Result | None:
    """7.3.31.b: during Morning, a player who would Resupply with too few cards in their
    Deck first resupplies what there is, then decides whether to shuffle their Discard
    pile back in — an exception to 3.2.2.e, and to 7.3.31.c's shuffle without asking.
    One card is resupplied at a time here, so the question comes when the Deck is empty:
    asked in initiative order (6.1.h); who says no resupplies nothing. ``None`` when
    nothing is to be asked or decided (the step then happens as usual)."""
    if step.kind not in RESUPPLIES or state.phase is not Phase.MORNING:
        return None
    decided = dict(task.answers())
    for p in may_shuffle_now(state):
        if p in step.players and p not in decided:
            return ask(
                state,
                DecisionKind.MORNING_SHUFFLE,
                p,
                f"your Deck is empty for {step.label or 'Resupply'}: shuffle your Discard "
                "pile into your Deck?",
                (Option("yes", "shuffle"), Option("no", "do not shuffle")),
                task,
                why("morning.resupply_short_deck"),
            )
    if not decided:
        return None
    yes = tuple(p for p, v in decided.items() if v == "yes")
    no = tuple(p for p, v in decided.items() if v == "no")
    rest = replace(step, players=tuple(p for p in step.players if p not in no))
    state = push(state, replace(task, step=rest, choices=()))
    if yes:
        return _shuffle(state, yes, why("morning.resupply_short_deck"))
    return state, TraceEntry(
        f"{', '.join(no)} does not shuffle: with an empty Deck, the Resupply puts nothing in "
        "their Reserve",
        why("morning.resupply_short_deck"),
    )
