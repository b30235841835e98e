"""Reactions to an Expedition moving forward or failing to (6.3.f, 6.3.g): "When my
Expedition / one of your Expeditions moves forward" — due to a terrain or not (4.2.4.j) —
and "fails to move forward" (4.2.4.i, 7.5.7.a), with the Gigantic object's two Expeditions
(7.4.4.j) and the Tiebreakers, where no Expedition moves (4.3). Split from
:mod:`engine.pipeline.event_triggers`; backward moves, an opponent's forward move and
switching are in :mod:`engine.pipeline.expedition_move_triggers`.
"""

from __future__ import annotations

from engine.pipeline.activation import (
    condition_holds,
    new_activation,
    watching_reactions,
)
from engine.pipeline.due_to import due_to_terrains
from engine.reading.passives import (
    effective_abilities,
    expeditions_of,
)
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import (
    Ability,
    AbilityKind,
    TriggerKind,
)
from engine.state.enums import ExpeditionKind, Terrain
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

_FORWARD_TRIGGERS = frozenset(
    {TriggerKind.MY_EXPEDITION_MOVES_FORWARD, TriggerKind.ONE_OF_YOUR_EXPEDITIONS_MOVES_FORWARD}
)


def due_to(before: GameState, ev: Event) -> frozenset[Terrain]:
    """The terrains an Expedition moved forward due to (4.2.4.j): only at Progress, a
    terrain of its region where it had a greater positive statistic than the Expedition
    facing it, or a tied one if Ascended, and that no effect prevents — more than one at a
    time is possible. Moving forward by an effect is due to no terrain."""
    e = ev.expedition
    if e is None or not set(why("dusk.progress")) <= set(ev.rules):  # not at Progress
        return frozenset()
    return due_to_terrains(before, e)


def forward_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When my Expedition moves forward" (once, a Gigantic object's two Expeditions
    being one subset, 7.4.4.j) and "When one of your Expeditions moves forward" (once per
    Expedition, 6.3.g); "due to [terrain]" narrows both (4.2.4.j)."""
    moved = [ev for ev in events if ev.kind is ActionKind.MOVE_FORWARD and ev.expedition]
    out: list[Activation] = []
    if not moved:
        return out
    for src, index, ab in watching_reactions(before, _FORWARD_TRIGGERS):
        terrain = ab.trigger_terrain
        hits = [
            ev
            for ev in moved
            if (terrain is None or terrain in due_to(before, ev))
            and ev.expedition in _watched_expeditions(before, src, ab)
        ]
        you = before.objects[src].controller
        # A trigger condition (6.3.k) whose "it" is the Expedition that moved ("if it's in
        # {O}": after the move, 7.5.8.b), each Expedition on its own.
        hits = [
            ev
            for ev in hits
            if condition_holds(ab, before, after, you, src, src, it=(ev.expedition or "",))
        ]
        if ab.trigger is TriggerKind.MY_EXPEDITION_MOVES_FORWARD:
            hits = hits[:1]
        rules = why("reaction.moves_forward_due_to" if terrain else "reaction.moves_forward")
        if ab.trigger_during is not None:  # "When my Expedition moves forward during Dusk"
            rules = (*rules, *why("reaction.during"))
        for _ in hits:
            out.append(new_activation(before, src, index, ab, bound=(src,), rules=rules))
    return out


def _watched_expeditions(state: GameState, src: str, ab: Ability) -> frozenset[str]:
    if ab.trigger is TriggerKind.MY_EXPEDITION_MOVES_FORWARD:
        return expeditions_of(state, src)
    player = state.objects[src].controller
    return frozenset(z.expedition_id(player, k) for k in ExpeditionKind)


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
        if ab.trigger_during is not None and state.phase is not ab.trigger_during:
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
