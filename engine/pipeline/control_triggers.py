"""Reactions on control taken (7.3.40): "When you / an opponent / a player take(s) control
of an object / a Character" — activated by the atomic action that gives the object a new
controller (7.3.40.a-b: moving it to one of the taker's Expeditions or to their
Landmarks), once per object taken (6.3.g). The taker is the object's controller after the
event (1.2.2: "you" is the Reaction's controller, 7.2.3.a); "it" is the object taken, in
its new place (6.3.i). The trigger's filter describes the object as it is then."""

from __future__ import annotations

from engine.pipeline.activation import (
    condition_holds,
    new_activation,
    player_fits,
    trigger_matches,
    watching_reactions,
)
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.triggers import TriggerKind
from engine.why.table import why

_CONTROL_TRIGGERS = frozenset({TriggerKind.YOU_TAKE_CONTROL})


def control_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """The activations of the Reactions watching control taken, by one step's events."""
    taken = [
        ev.new_object_id
        for ev in events
        if ev.kind is ActionKind.TAKE_CONTROL
        and ev.new_object_id is not None
        and ev.new_object_id in after.objects
    ]
    out: list[Activation] = []
    if not taken:
        return out
    for src, index, ab in watching_reactions(before, _CONTROL_TRIGGERS):
        mine = before.objects[src].controller
        named = ab.watched_player
        for new in taken:
            if new is None or not player_fits(named, mine, after.objects[new].controller):
                continue
            if not trigger_matches(after, new, ab, mine, src):
                continue  # "take control of a Character": the object described (6.3.b)
            if not condition_holds(ab, before, after, mine, src, src, (new,)):
                continue
            rules = why("reaction.control_taken")
            out.append(new_activation(before, src, index, ab, bound=(src,), it=(new,), rules=rules))
    return out


_CHANGE_TRIGGERS = frozenset({TriggerKind.OBJECT_DEFECTS, TriggerKind.OBJECT_CHANGES_CONTROLLER})


def controller_change_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """The activations of "When I defect / a Character defects" (7.3.6.a) and "When I
    change controller / a Character changes controller" (7.5.5.b) by one step's events: once
    per object (6.3.g) that is the same object after the event (defecting and control taken
    move it without making it a new object, 7.3.6.a, 7.3.40.a) and whose controller is now
    another player; a defection only for the defect action. The filter describes the object
    as it was before the event (6.3.f); "it" is the object (6.3.i)."""
    changed: list[tuple[str, bool]] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or ev.new_object_id != oid or oid not in before.objects:
            continue
        if oid not in after.objects:
            continue
        if after.objects[oid].controller == before.objects[oid].controller:
            continue
        changed.append((oid, ev.kind is ActionKind.DEFECT))
    out: list[Activation] = []
    if not changed:
        return out
    for src, index, ab in watching_reactions(before, _CHANGE_TRIGGERS):
        mine = before.objects[src].controller
        defects_only = ab.trigger is TriggerKind.OBJECT_DEFECTS
        for oid, defected in changed:
            if defects_only and not defected:
                continue
            if not trigger_matches(before, oid, ab, mine, src):
                continue
            if not condition_holds(ab, before, after, mine, src, src, (oid,)):
                continue
            rules = why("reaction.defects" if defects_only else "reaction.controller_changes")
            out.append(new_activation(before, src, index, ab, bound=(src,), it=(oid,), rules=rules))
    return out
