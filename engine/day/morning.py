"""Morning's shuffles: players with empty Decks may shuffle their Discard pile back into
their Deck before and after each daily effect of Morning (4.2.1.f); a Resupply from a
short Deck during Morning first resupplies what there is, then asks the same question
(7.3.31.b, resolved with the step: :mod:`engine.steps.resupply`).

A shuffle point is a daily task placed before and after each daily effect of Morning.
It asks each player with an empty Deck and a Discard pile, in initiative order (4.2.1.f
Remark, 6.1.h); a refusal at one point is not final — the next point asks again. A point
where nobody has an empty Deck and a Discard pile is passed over without a trace line
(:func:`idle`), so a Morning without empty Decks reads as before.
"""

from __future__ import annotations

from typing import Final

from engine.pipeline.runtime import Result, ask
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import DecisionKind, Option
from engine.state.game_state import GameState
from engine.steps.resupply import may_shuffle_now, shuffle_discards
from engine.why.table import why
from engine.why.trace import TraceEntry

SHUFFLE_POINT: Final = "may_shuffle"
"""The name of the daily task of a shuffle point (4.2.1.f)."""


def shuffle_point() -> Task:
    """A shuffle point of Morning (4.2.1.f)."""
    return Task(TaskKind.DAILY, effect=SHUFFLE_POINT)


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
    return shuffle_discards(state, shufflers, why("morning.shuffle_point"))
