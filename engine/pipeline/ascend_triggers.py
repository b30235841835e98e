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

from engine.pipeline.activation import condition_holds, new_activation, watching_reactions
from engine.pipeline.possible import impossible_reason
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import TriggerKind
from engine.state.enums import ExpeditionKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.steps import AtomicAction
from engine.why.table import rule_of, why

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
        already = reason == rule_of("impossible.ascend_again")
        why_not = "it is already Ascended" if already else f"it cannot ({reason})"
        said = f"{player}'s {kind} Expedition attempts to Ascend, but {why_not}"
        notes.append((said, rule_of("ascend.attempt_fails")))
    return notes


def _watched(state: GameState, src: str, trigger: TriggerKind | None) -> frozenset[str]:
    """The Expeditions whose attempts to Ascend a Reaction of ``src`` watches: its own
    Expedition(s) ("my Expedition") or every Expedition of its controller ("your")."""
    if trigger is TriggerKind.MY_EXPEDITION_ATTEMPTS_TO_ASCEND:
        return expeditions_of(state, src)
    controller = state.objects[src].controller
    return frozenset(z.expedition_id(controller, which) for which in ExpeditionKind)


def not_attempt_notes(state: GameState, events: Iterable[Event]) -> list[tuple[str, str]]:
    """An Expedition that does Ascend does not "attempt to" (7.5.3.a): for each Reaction
    waiting for an attempt to Ascend of that Expedition, the trace says why it does not
    activate — the non-event a judge is asked about."""
    done = [e.expedition for e in events if e.kind is ActionKind.ASCEND and e.expedition]
    if not done:
        return []
    notes = []
    for src, _, ab in watching_reactions(state, _ATTEMPT_TRIGGERS):
        for e in done:
            if e in _watched(state, src, ab.trigger):
                player, kind = e.split(":", 1)
                said = (
                    f"{player}'s {kind} Expedition Ascends, which is not an attempt to Ascend: "
                    f"the Reaction of {state.name(src)} does not activate"
                )
                notes.append((said, rule_of("ascend.not_an_attempt")))
    return notes


def attempt_activations(
    state: GameState, attempts: tuple[tuple[str, str], ...]
) -> list[Activation]:
    """The Reactions to those attempts (6.3.f, 6.3.g)."""
    attempted = [e for e, _ in attempts]
    out: list[Activation] = []
    if not attempted:
        return out
    for src, index, ab in watching_reactions(state, _ATTEMPT_TRIGGERS):
        o = state.objects[src]
        watched = _watched(state, src, ab.trigger)
        for e in attempted:
            if e in watched and condition_holds(ab, state, state, o.controller, src, src):
                rules = why("reaction.attempts_to_ascend")
                out.append(new_activation(state, src, index, ab, bound=(src,), rules=rules))
    return out
