"""Reactions to an Expedition failing to move forward (6.3.f): "When my Expedition fails
to move forward" (4.2.4.i, 7.5.7.a), with the Gigantic object's two Expeditions (7.4.4.j)
and the Tiebreakers, where no Expedition moves (4.3). Moves themselves, forward and
backward, are in :mod:`engine.pipeline.expedition_move_triggers`.
"""

from __future__ import annotations

from engine.pipeline.activation import (
    condition_holds,
    in_trigger_phase,
    new_activation,
)
from engine.reading.passives import (
    effective_abilities,
    expeditions_of,
)
from engine.state import zones as z
from engine.state.agenda import Activation
from engine.state.cards import (
    AbilityKind,
    TriggerKind,
)
from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState
from engine.why.table import why


def fail_activations(state: GameState, failed: frozenset[str]) -> tuple[Activation, ...]:
    """ "When my Expedition fails to move forward": the Expeditions that did not move
    forward during Progress, unless tiebreakers have started (4.2.4.i); the Reactions of
    objects in them activate (6.3.f)."""
    out: list[Activation] = []
    if not failed or state.tiebreakers:
        return ()
    for src, index, ab in effective_abilities(state):
        if ab.kind is not AbilityKind.REACTION or ab.trigger not in FAIL_TRIGGERS:
            continue
        if not in_trigger_phase(ab, state):
            continue  # "fails to move forward during [Phase]" (4.2.a)
        you = state.objects[src].controller
        # "it" in the condition is the Expedition that failed (6.3.k), each on its own.
        hits = [
            e
            for e in sorted(_fail_watched(state, src, ab.trigger) & failed)
            if condition_holds(ab, state, state, you, src, src, it=(e,))
        ]
        if hits:
            rules = why("reaction.fails_to_move_forward")
            once = ab.trigger is TriggerKind.MY_EXPEDITION_FAILS_TO_MOVE_FORWARD  # 7.4.4.j
            for _ in range(1 if once else len(hits)):  # once per Expedition (6.3.g)
                out.append(new_activation(state, src, index, ab, bound=(src,), rules=rules))
    return tuple(out)


FAIL_TRIGGERS = frozenset(
    {
        TriggerKind.MY_EXPEDITION_FAILS_TO_MOVE_FORWARD,
        TriggerKind.YOUR_HERO_EXPEDITION_FAILS_TO_MOVE_FORWARD,
        TriggerKind.YOUR_COMPANION_EXPEDITION_FAILS_TO_MOVE_FORWARD,
        TriggerKind.YOUR_EXPEDITION_FAILS_TO_MOVE_FORWARD,
    }
)
"""Reactions to Expeditions failing to move forward during Progress (4.2.4.i)."""


def _fail_watched(state: GameState, src: str, trigger: TriggerKind | None) -> frozenset[str]:
    """The Expeditions whose failing a Reaction of ``src`` watches: its own ("my
    Expedition"; both of a Gigantic object's, 7.4.4.b), or its controller's Hero, Companion
    or either one (1.2.3)."""
    if trigger is TriggerKind.MY_EXPEDITION_FAILS_TO_MOVE_FORWARD:
        return expeditions_of(state, src)
    player = state.objects[src].controller
    kinds = {
        TriggerKind.YOUR_HERO_EXPEDITION_FAILS_TO_MOVE_FORWARD: (ExpeditionKind.HERO,),
        TriggerKind.YOUR_COMPANION_EXPEDITION_FAILS_TO_MOVE_FORWARD: (ExpeditionKind.COMPANION,),
    }.get(trigger or TriggerKind.YOUR_EXPEDITION_FAILS_TO_MOVE_FORWARD, tuple(ExpeditionKind))
    return frozenset(z.expedition_id(player, k) for k in kinds)


def fail_watchers_in_tiebreakers(state: GameState) -> tuple[str, ...]:
    """The objects whose "When my Expedition fails to move forward" Reactions a judge might
    expect at a tiebreaker Progress: none activates, as no Expedition fails to move forward
    once tiebreakers have started (7.5.7.a, 4.2.4.i)."""
    if not state.tiebreakers:
        return ()
    return tuple(
        dict.fromkeys(
            state.name(src)
            for src, _, ab in effective_abilities(state)
            if ab.kind is AbilityKind.REACTION and ab.trigger in FAIL_TRIGGERS
        )
    )


def unfailed_fail_watchers(
    state: GameState, failed: frozenset[str]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(name, expeditions)`` for each object whose "When my Expedition fails to move
    forward" Reaction watches only Expeditions that moved forward during this Progress: it
    does not activate, for none of them failed to move forward (7.5.7.a). Said where a judge
    is asked "why didn't it trigger?"."""
    out: dict[str, tuple[str, ...]] = {}
    for src, _, ab in effective_abilities(state):
        if ab.kind is not AbilityKind.REACTION or ab.trigger not in FAIL_TRIGGERS:
            continue
        watched = _fail_watched(state, src, ab.trigger)
        if watched and not watched & failed:
            out.setdefault(state.name(src), tuple(sorted(watched)))
    return tuple(out.items())
