"""A Resupply from a short Deck during Morning (7.3.31.b): it first resupplies what there
is, then asks whether to shuffle the Discard pile back in — the same question as Morning's
shuffle points (4.2.1.f, :mod:`engine.day.morning`), asked of the same players, who then
shuffle the same way (:func:`shuffle_discards`)."""

from __future__ import annotations

from engine.pipeline.runtime import Result, ask, push
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import DecisionKind, Option
from engine.state.enums import Phase, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.step_words import whose
from engine.why.table import why
from engine.why.trace import TraceEntry


def may_shuffle_now(state: GameState) -> tuple[str, ...]:
    """The players, in initiative order, who have an empty Deck and cards in their Discard
    pile: those a shuffle point asks (4.2.1.f)."""
    return tuple(
        p
        for p in state.initiative_order()
        if not state.zone(z.personal(ZoneKind.DECK, p))
        and state.zone(z.personal(ZoneKind.DISCARD, p))
    )


def shuffle_discards(state: GameState, players: tuple[str, ...], rules: tuple[str, ...]) -> Result:
    """``players`` will shuffle their Discard pile into their Deck, together, as the next
    step (4.2.1.f, 7.3.31.b)."""
    step = Step(
        ActionKind.SHUFFLE,
        players=players,
        label=f"{', '.join(players)} "
        + ("shuffles" if len(players) == 1 else "shuffle")
        + " their Discard pile into their Deck",
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
                f"{_for(step)}your Deck is empty: shuffle your Discard pile into your Deck to "
                "resupply?",
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
        return shuffle_discards(state, yes, why("morning.resupply_short_deck"))
    return state, TraceEntry(
        f"{', '.join(no)} does not shuffle: with an empty Deck, the Resupply puts nothing in "
        "their Reserve",
        why("morning.resupply_short_deck"),
    )


def _for(step: Step) -> str:
    """The effect that has the player resupply, before the question ("Dawn Well: ")."""
    who = whose(step)
    return f"{who}: " if who else ""
