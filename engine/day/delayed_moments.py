"""Delayed steps and end points that wait for the NEXT moment of their kind (issue 30, g1).

"At the next Dusk, [steps]" creates an Emblem-Ongoing (2.2.2.m) with the Reaction "At Dusk —
[steps]" whose duration the event that created it defines (2.2.15.c): it lasts until that
moment has come — :data:`Duration.UNTIL_ITS_MOMENT`. Made during Dusk, after the event that
activated this Dusk's "at Dusk" Reactions, it is not triggered by this Dusk (4.2.b and its
Remark): it waits for the next Day's Dusk. As the phase of its Reaction begins, after the
"at [phase]" activation event (4.2.b), its duration becomes "until the next [following
phase]", over as that phase begins (engine.day.phases.ENDS_AT): its Reaction activates
once.

"until the end of your next turn" (:data:`Duration.END_OF_YOUR_NEXT_TURN`): as its controller
takes their next turn (4.2.3.d) the Emblem's duration becomes "this turn", over as that turn
ends (4.2.3.e); until then its "At the end of the turn" Reaction is not activated
(engine.pipeline.reactions._timed_activations) — "At the end of your next turn, [steps]".

"At the start of your / your opponent's next turn, [steps]" (gr): an Emblem lasting until its
moment (:data:`Duration.UNTIL_ITS_MOMENT`) with an "At the start of the turn" Reaction of that
player's (``trigger_player``): as that player starts a new turn (4.2.3.e) the Reaction
activates and :func:`turn_started` makes the Emblem last "this turn" — it activates once.

The state stays plain data: the waiting is the Emblem's duration word, changed by these
functions at the moments the Day reaches.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.cards import AbilityKind, Duration, TriggerKind, TriggerPlayer
from engine.state.enums import Phase
from engine.state.game_state import GameState, evolve
from engine.state.records import replace

_AFTER: dict[Phase, str] = {
    Phase.MORNING: Duration.NEXT_NOON,
    Phase.NOON: Duration.NEXT_AFTERNOON,
    Phase.AFTERNOON: Duration.NEXT_DUSK,
    Phase.DUSK: Duration.NEXT_NIGHT,
    Phase.NIGHT: Duration.NEXT_MORNING,
}
"""The phase that follows each (4.2.a): a delayed step's Emblem lasts until it begins."""


def _limbo_emblems(state: GameState, duration: str) -> list[str]:
    return [
        oid
        for oid in state.zone(z.LIMBO)
        if (e := state.objects[oid].emblem) is not None
        and e.subtype == "Ongoing"
        and e.duration == duration
    ]


def moments_come(state: GameState, phase: Phase) -> GameState:
    """``phase`` has begun and its "at [phase]" Reactions were activated (4.2.b): the delayed
    steps' Emblems whose moment it was now last until the following phase begins."""
    objects = dict(state.objects)
    for oid in _limbo_emblems(state, Duration.UNTIL_ITS_MOMENT):
        o = objects[oid]
        assert o.emblem is not None
        if any(
            ab.kind is AbilityKind.REACTION
            and ab.trigger is TriggerKind.AT_PHASE
            and ab.phase is phase
            for ab in o.emblem.abilities
        ):
            objects[oid] = replace(o, emblem=replace(o.emblem, duration=_AFTER[phase]))
    return state if objects == state.objects else evolve(state, objects=objects)


def next_turn_taken(state: GameState, player: str) -> GameState:
    """``player`` takes a turn (4.2.3.d): their Emblems lasting "until the end of your next
    turn" — and their opponents' lasting "until the end of your opponent's next turn" (gj,
    1.2.1.b) — now last this turn (2.2.15.c), over as it ends (4.2.3.e)."""
    objects = dict(state.objects)
    waiting = [
        *((oid, True) for oid in _limbo_emblems(state, Duration.END_OF_YOUR_NEXT_TURN)),
        *((oid, False) for oid in _limbo_emblems(state, Duration.END_OF_OPPONENT_NEXT_TURN)),
    ]
    for oid, own in waiting:
        o = objects[oid]
        if (o.controller == player) is own:
            assert o.emblem is not None
            objects[oid] = replace(o, emblem=replace(o.emblem, duration=Duration.TURN))
    return state if objects == state.objects else evolve(state, objects=objects)


def waits_for_next_turn(state: GameState, oid: str) -> bool:
    """Whether ``oid`` is an Emblem whose "end of your next turn" has not begun: its "At the
    end of the turn" Reaction does not activate at the end of this turn."""
    emblem = state.objects[oid].emblem
    return emblem is not None and emblem.duration == Duration.END_OF_YOUR_NEXT_TURN


def turn_started(state: GameState, player: str) -> GameState:
    """gr: ``player`` has started a new turn (4.2.3.e) and the delayed steps waiting for it
    were activated (engine.pipeline.reactions.turn_start_activations): those Emblems now
    last this turn (2.2.15.c), over as it ends — their moment has come, once."""
    objects = dict(state.objects)
    for oid in _limbo_emblems(state, Duration.UNTIL_ITS_MOMENT):
        o = objects[oid]
        assert o.emblem is not None
        if any(
            ab.kind is AbilityKind.REACTION
            and ab.trigger is TriggerKind.AT_START_OF_TURN
            and (ab.trigger_player is TriggerPlayer.YOU) is (o.controller == player)
            for ab in o.emblem.abilities
        ):
            objects[oid] = replace(o, emblem=replace(o.emblem, duration=Duration.TURN))
    return state if objects == state.objects else evolve(state, objects=objects)
