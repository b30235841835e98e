"""Reactions to an Expedition attempting to Ascend (7.3.3.a, 7.5.3.a).

To Ascend is to gain the Ascended status (7.3.3.a). An Expedition "attempts to" Ascend
when an effect, as it resolves, says it should but a rule or an effect makes it impossible
(7.5.3.a) — an Expedition that is already Ascended cannot gain the status again
(2.4.1.f). It does not attempt anything when a replacing modifier changed that Ascend
(7.5.3 Remark): Mandjet's "Resupply instead" takes the attempt's place, so the attempt
triggers nothing. An Ascend that happens is no attempt.

"When my Expedition attempts to Ascend" watches the Expeditions its object is in (both
for a Gigantic object, 7.4.4.b); "When one of your Expeditions attempts to Ascend" its
controller's. They activate once per Expedition that attempted (6.3.g) and must exist
before the attempt (6.3.f).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.agenda import Activation
from engine.pipeline.activation import condition_holds, new_activation
from engine.pipeline.keywords import ActionKind
from engine.pipeline.passives import effective_abilities, expeditions_of
from engine.pipeline.possible import impossible_reason
from engine.pipeline.steps import AtomicAction
from engine.state.cards import AbilityKind, TriggerKind
from engine.state.game_state import GameState
from engine.why import why

_ATTEMPT_TRIGGERS = frozenset(
    {TriggerKind.MY_EXPEDITION_ATTEMPTS_TO_ASCEND, TriggerKind.YOUR_EXPEDITION_ATTEMPTS_TO_ASCEND}
)


def ascend_attempts(
    state: GameState, actions: Iterable[AtomicAction]
) -> tuple[tuple[str, str], ...]:
    """The Expeditions that attempt to Ascend among ``actions`` — the atomic actions of a
    step after the "would attempt to" modifiers (7.5.3.a, 7.5.3 Remark): an Ascend that is
    impossible — with the rule that makes it so."""
    out: list[tuple[str, str]] = []
    for a in actions:
        if a.kind is ActionKind.ASCEND and a.expedition is not None:
            reason = impossible_reason(state, a)
            if reason is not None:
                out.append((a.expedition, reason))
    return tuple(out)


def attempt_notes(attempts: tuple[tuple[str, str], ...]) -> list[tuple[str, str]]:
    """What the trace says of each attempt, in a judge's words, and its rule."""
    notes = []
    for expedition, reason in attempts:
        player, kind = expedition.split(":", 1)
        why_not = "it is already Ascended" if reason == "2.4.1.f" else f"it cannot ({reason})"
        notes.append((f"{player}'s {kind} Expedition attempts to Ascend, but {why_not}", "7.5.3.a"))
    return notes


def attempt_activations(
    state: GameState, attempts: tuple[tuple[str, str], ...]
) -> list[Activation]:
    """The Reactions to those attempts (6.3.f, 6.3.g)."""
    attempted = [e for e, _ in attempts]
    out: list[Activation] = []
    if not attempted:
        return out
    for src, index, ab in effective_abilities(state):
        if ab.kind is not AbilityKind.REACTION or ab.trigger not in _ATTEMPT_TRIGGERS:
            continue
        o = state.objects[src]
        if ab.trigger is TriggerKind.MY_EXPEDITION_ATTEMPTS_TO_ASCEND:
            watched = expeditions_of(state, src)
        else:
            watched = frozenset(e for e in attempted if e.split(":")[0] == o.controller)
        for e in attempted:
            if e in watched and condition_holds(ab, state, state, o.controller, src, src):
                rules = why("reaction.attempts_to_ascend")
                out.append(new_activation(state, src, index, ab, bound=(src,), rules=rules))
    return out
