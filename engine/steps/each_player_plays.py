"""Each player plays a card in turn: "Starting with you, each player may immediately play a card
with Hand Cost {3} or less for free" (*Santa Claus*).

The step is split into one step per player, the controller of the effect first, then the
others in initiative order (the card says who starts; 6.1.h gives the order otherwise). Each
player does their own step (1.4.7.b): they decide its "may" (6.5.c), choose a card from their
own Hand or Reserve that the filter lets through (5.2.a, 6.1.g) and play it immediately, as
part of the effect (5.2.b).
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, push
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Subject
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.step_lines import step_entry
from engine.why.table import why


def each_player_in_turn(state: GameState, step: Step) -> Result:
    """The step as one step per player, starting with its controller."""
    controller = step.controller or state.first_player
    order = (controller, *(p for p in state.initiative_order() if p != controller))
    steps = tuple(
        Task(
            TaskKind.STEP,
            step=replace(
                step, controller=p, subject=Subject.A_CARD_FROM_HAND_OR_RESERVE, choosers=(p,)
            ),
        )
        for p in order
    )
    return push(state, *steps), step_entry(
        step,
        f"each player in turn, starting with {controller}: {', '.join(order)}",
        why("effect.each_player_starting_with_you"),
    )
