"""Who chooses a step's target, and whether there is one to choose (6.5.b): the controller
of the effect, unless the effect says otherwise (6.1.g) — "Target opponent sabotages": the
opponent named does the step, so they choose (1.4.7.b, 7.3.35.a); "That opponent targets a
card in your Reserve" (1.4.2.a). An exchange whose second object cannot be determined does
not happen, whatever would be targeted (7.3.12.b)."""

from __future__ import annotations

from engine.pipeline.runtime import Result
from engine.state.actions import ActionKind
from engine.state.agenda import Task
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.subject_choices import choice_options
from engine.steps.target_choices import ask_target
from engine.why.step_lines import step_entry
from engine.why.table import why


def ask_step_target(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """Ask the player who chooses ``step``'s target (see the module doc)."""
    second = step.choosers[0] if step.choosers else None
    exchange = step.kind is ActionKind.EXCHANGE and second is not None
    if exchange and not choice_options(state, step, second or controller):
        # 7.3.12.b, 6.1.g: the other object cannot be determined, so no target can make
        # the exchange happen.
        return state, step_entry(
            step,
            "the second object cannot be determined, nothing happens",
            why("effect.exchange_impossible"),
        )
    if step.opponent_does:
        # "Target opponent sabotages": the player named does the step, so they choose its
        # target (1.4.7.b; 6.1.g: unless specified otherwise; 7.3.35.a).
        waiting, entry = ask_target(state, task, step, state.opponent(controller))
        return waiting, replace(entry, rules=(*entry.rules, *why("target.by_player_named")))
    if step.opponent_targets:
        # "That opponent targets a card in your Reserve" (6.5.b, 1.4.2.a).
        waiting, entry = ask_target(state, task, step, state.opponent(controller))
        return waiting, replace(entry, rules=(*entry.rules, *why("target.by_opponent")))
    return ask_target(state, task, step, controller)
