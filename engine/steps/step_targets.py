"""Who chooses a step's target, and whether there is one to choose (6.5.b): the controller
of the effect, unless the effect says otherwise (6.1.g) — "Target opponent sabotages": the
opponent named does the step, so they choose (1.4.7.b, 7.3.35.a); "That opponent targets a
card in your Reserve" (1.4.2.a). An exchange whose second object cannot be determined does
not happen, whatever would be targeted (7.3.12.b)."""

from __future__ import annotations

import re

from engine.pipeline.runtime import Result
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.subject_choices import choice_options
from engine.steps.target_choices import ask_target
from engine.why.step_lines import step_entry
from engine.why.table import why

_ZONES = {"hand": ZoneKind.HAND, "reserve": ZoneKind.RESERVE, "discard_pile": ZoneKind.DISCARD}
"""The zones an exchange's second object is said to come from ("a card from your Hand")."""

_SECOND = re.compile(r"^a_card_(from)_your_(hand|reserve|discard_pile)$")


def _second_said(state: GameState, step: Step, chooser: str) -> str:
    """ "the second object, a card from p1's Hand, cannot be determined (p1's Hand is
    empty)" (7.3.12.b); "… has no card that fits" when the zone holds cards none of which
    can be chosen; the second object unnamed when its words are not a zone's card."""
    subject = step.subject.value if step.subject is not None else ""
    m = _SECOND.match(subject)
    if m is None:
        return "the second object cannot be determined"
    zone = m.group(2).replace("_", " ").capitalize()
    where = f"{chooser}'s {zone}"
    said = f"the second object, a card {m.group(1)} {where}, cannot be determined"
    empty = not state.zone(z.personal(_ZONES[m.group(2)], chooser))
    return f"{said} ({where} is empty)" if empty else f"{said} ({where} has no card that fits)"


def ask_step_target(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """Ask the player who chooses ``step``'s target (see the module doc)."""
    second = step.choosers[0] if step.choosers else None
    exchange = step.kind is ActionKind.EXCHANGE and second is not None
    if exchange and not choice_options(state, step, second or controller):
        # 7.3.12.b, 6.1.g: the other object cannot be determined, so no target can make
        # the exchange happen.
        return state, step_entry(
            step,
            f"{_second_said(state, step, second or controller)}: the exchange cannot happen,"
            " so nothing happens",
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
