"""Resolving one step through the pipeline (6.2.g to 6.3.h).

propose atomic actions -> drop impossible ones (1.4.1.c; they cannot be modified,
1.4.1.d) -> apply modifiers (6.2) -> perform them simultaneously (6.1.f) -> events
(6.2.m) -> passive abilities are re-evaluated (implicitly: characteristics are computed
from the new state, 2.3.1.e) -> Reaction activations found for the Reaction-activating
step (6.3.h).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.agenda import Activation
from engine.citations import RULES
from engine.errors import IllegalAction
from engine.pipeline.atomic import impossible_reason, perform, propose
from engine.pipeline.draft import Draft
from engine.pipeline.events import Event
from engine.pipeline.modifiers import STEP_MODIFIERS, apply_modifiers
from engine.pipeline.reactions import event_activations
from engine.pipeline.steps import AtomicAction, Step
from engine.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class StepOutcome:
    """The result of one step: the new state, its events, trace notes and the Reaction
    activations the Reaction-activating step must create."""

    state: GameState
    events: tuple[Event, ...]
    notes: tuple[str, ...]
    activations: tuple[Activation, ...]


def _possible(
    state: GameState, actions: tuple[AtomicAction, ...], strict: bool, notes: list[str]
) -> tuple[AtomicAction, ...]:
    kept: list[AtomicAction] = []
    for a in actions:
        reason = impossible_reason(state, a)
        if reason is None:
            kept.append(a)
            continue
        what = (
            f"{a.kind.value} {state.name(a.object_id) if a.object_id else a.player or a.expedition}"
        )
        if strict:
            raise IllegalAction(f"impossible: {what}: {RULES.get(reason, '')}", reason)
        notes.append(f"{what} is impossible ({reason}) and is ignored")
    return tuple(kept)


def resolve_step(state: GameState, step: Step, strict: bool = False) -> StepOutcome:
    """Make ``step`` happen. With ``strict`` (costs and judge requests) an impossible
    atomic action raises :class:`IllegalAction` and nothing changes (1.4.1.b)."""
    notes: list[str] = []
    for _name, modifier in STEP_MODIFIERS:
        replaced = modifier(state, step)
        if replaced is not None:
            step = replaced
    actions = _possible(state, propose(state, step), strict, notes)
    actions, mod_notes = apply_modifiers(state, step, actions)
    notes.extend(mod_notes)
    actions = _possible(state, actions, strict, notes)
    draft = Draft(state)
    seq = state.event_seq + 1
    events = tuple(perform(draft, a, seq) for a in actions)
    after = draft.freeze(event_seq=seq)
    return StepOutcome(after, events, tuple(notes), event_activations(state, after, events))
