"""Reactions to an Expedition attempting to move forward and failing (7.5.3.a, 7.3.25.a).

An Expedition "attempts to" move forward when an effect, as it resolves, says it should but
a rule or an effect makes it impossible (7.5.3.a): a "can't move forward" of an effect
(1.4.1.a) on a step of an effect or on Progress, Dusk's daily effect, which moves the
successful Expeditions (4.2.4.b); or a Defender during Dusk (7.4.2.b), which keeps a
successful Expedition where it is — it had a greater statistic, it cannot move. An
Expedition that loses the comparison at Progress was never to move: it fails to move
forward (4.2.4.i) but attempts nothing.

"When my Expedition attempts to move forward and can't" watches the Expeditions its object
is in (once, as "When my Expedition moves forward" does, 7.4.4.j); "When one of your
Expeditions …" its controller's, once per Expedition (6.3.g). They must exist before the
attempt (6.3.f).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.pipeline.activation import condition_holds, new_activation, watching_reactions
from engine.pipeline.due_to import due_to_terrains
from engine.pipeline.possible import impossible_reason
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import TriggerKind
from engine.state.enums import ExpeditionKind, Terrain
from engine.state.game_state import GameState
from engine.state.steps import AtomicAction
from engine.why.table import why

FORWARD_ATTEMPT_TRIGGERS = frozenset(
    {
        TriggerKind.MY_EXPEDITION_ATTEMPTS_TO_MOVE_FORWARD,
        TriggerKind.YOUR_EXPEDITION_ATTEMPTS_TO_MOVE_FORWARD,
    }
)


def forward_attempts(state: GameState, actions: Iterable[AtomicAction]) -> tuple[str, ...]:
    """The Expeditions among ``actions`` (after the "would attempt to" modifiers, 7.5.3
    Remark) told to move forward that cannot."""
    return tuple(
        a.expedition
        for a in actions
        if a.kind is ActionKind.MOVE_FORWARD
        and a.expedition is not None
        and impossible_reason(state, a) is not None
    )


def defended_at_progress(
    state: GameState, movers: Iterable[str], totals: Mapping[str, Mapping[Terrain, int]]
) -> tuple[str, ...]:
    """The Expeditions Progress would move forward (a greater statistic, 4.2.4.b) that a
    Defender keeps where they are (7.4.2.b)."""
    moving = set(movers)
    return tuple(
        e for e in state.expedition_ids() if e not in moving and due_to_terrains(state, e, totals)
    )


def _watched(state: GameState, src: str, trigger: TriggerKind | None) -> frozenset[str]:
    if trigger is TriggerKind.MY_EXPEDITION_ATTEMPTS_TO_MOVE_FORWARD:
        return expeditions_of(state, src)
    controller = state.objects[src].controller
    return frozenset(z.expedition_id(controller, which) for which in ExpeditionKind)


def forward_attempt_activations(
    state: GameState, attempted: Iterable[str]
) -> tuple[Activation, ...]:
    """The Reactions to those attempts (6.3.f, 6.3.g)."""
    tried = list(dict.fromkeys(attempted))
    out: list[Activation] = []
    if not tried:
        return ()
    for src, index, ab in watching_reactions(state, FORWARD_ATTEMPT_TRIGGERS):
        hits = [e for e in tried if e in _watched(state, src, ab.trigger)]
        if ab.trigger is TriggerKind.MY_EXPEDITION_ATTEMPTS_TO_MOVE_FORWARD:
            hits = hits[:1]
        controller = state.objects[src].controller
        if not hits or not condition_holds(ab, state, state, controller, src, src):
            continue
        rules = why("reaction.attempts_to_move_forward")
        if ab.trigger_during is not None:
            rules = (*rules, *why("reaction.during"))
        out.extend(new_activation(state, src, index, ab, bound=(src,), rules=rules) for _ in hits)
    return tuple(out)
