"""A draw from a short Deck during Morning, whatever has the player draw (7.3.9.c).

"If at any time during Morning a player would draw N cards while they have M cards in their
Deck (M < N), they first draw M cards. Then, they decide if they want to shuffle their
Discard pile back into their Deck": not only the daily Draw (4.2.1.d, asked by
:mod:`engine.day.morning_effects`) but an effect's draw too — a Reaction resolving during
Morning. The cards left are the top of the Deck whatever the answer, so the question is
asked once they are known, and the player's Discard pile goes under them before the one
draw step: the cards left are drawn first and all are drawn at once (7.3.9.c). Outside
Morning the draw is done with the cards there are (3.2.2.e, :mod:`engine.pipeline.deck_actions`).
"""

from __future__ import annotations

from engine.pipeline.numbers_counted import per_counted
from engine.pipeline.runtime import Result, ask, push
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import DecisionKind, Option
from engine.state.enums import Phase, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import count_of
from engine.state.steps import Step
from engine.why.step_words import whose
from engine.why.table import why
from engine.why.trace import TraceEntry


def _daily(step: Step) -> bool:
    """The Morning's own Draw (4.2.1.d), which asks its question itself."""
    return set(why("morning.draw")) <= set(step.rules) or set(why("morning.draw_only_one")) <= set(
        step.rules
    )


def short_of(state: GameState, step: Step) -> dict[str, int]:
    """The players of a draw ``step`` during Morning whose Deck holds fewer cards than they
    would draw and whose Discard pile has cards to shuffle in, with the number they would
    draw (7.3.9.c); empty outside Morning, for "draw it" (one known card, 7.3.9.a) and for
    the daily Draw."""
    if step.kind is not ActionKind.DRAW or state.phase is not Phase.MORNING or _daily(step):
        return {}
    if step.objects or step.subject is not None:
        return {}
    counted = per_counted(state, step)
    if counted is None:
        return {}
    return {
        p: counted.amount
        for p in state.initiative_order()
        if p in step.players
        and len(state.zone(z.personal(ZoneKind.DECK, p))) < counted.amount
        and state.zone(z.personal(ZoneKind.DISCARD, p))
    }


def morning_draw(state: GameState, task: Task, step: Step) -> Result | None:
    """7.3.9.c for an effect's draw during Morning: each player short of cards (in
    initiative order, 6.1.h) is asked whether to shuffle their Discard pile in for the
    cards their Deck lacks; those who say yes shuffle it under the cards left, as the step
    before the draw. ``None`` when nothing is to be asked or shuffled (the draw then
    happens as usual, the cards left drawn)."""
    short = short_of(state, step)
    if not short:
        return None
    rules = why("morning.effect_draw_short_deck")
    decided = dict(task.answers())
    for p, wanted in short.items():
        if p not in decided:
            left = len(state.zone(z.personal(ZoneKind.DECK, p)))
            return ask(
                state,
                DecisionKind.MORNING_SHUFFLE,
                p,
                _for(step) + short_deck_question(left, wanted),
                (Option("yes", "shuffle"), Option("no", "do not shuffle")),
                task,
                rules,
            )
    yes = tuple(p for p in short if decided.get(p) == "yes")
    if not yes:
        return None
    # the answers stay with the draw, so it is not asked again once the shuffle is done
    state = push(state, task)
    shuffle = Step(
        ActionKind.SHUFFLE,
        players=yes,
        label=f"{_for(step)}the cards left in the Deck drawn first",
        rules=rules,
    )
    return push(state, Task(TaskKind.STEP, step=shuffle)), TraceEntry(
        f"{', '.join(yes)} will shuffle their Discard pile under the cards left in their Deck, "
        "then draw",
        rules,
    )


def short_deck_question(left: int, wanted: int) -> str:
    """The question of a player with ``left`` cards in their Deck who would draw
    ``wanted`` during Morning (7.3.9.c): they first draw the cards left, then decide
    whether to shuffle their Discard pile in for the others — all drawn at once, in one
    draw. The cards left are the top of the Deck whatever the answer (the Discard pile
    goes under them), so the question is asked once they are known."""
    first = (
        "your Deck is empty"
        if left == 0
        else f"you draw the {count_of(left, 'card')} left in your Deck first"
    )
    return (
        f"{first}; then: shuffle your Discard pile into your Deck to draw the other "
        f"{wanted - left}? (all the cards are drawn at once)"
    )


def _for(step: Step) -> str:
    """The effect that has the player draw, before the question ("Lookout Scribe: ")."""
    who = whose(step)
    return f"{who}: " if who else ""
