"""Taking control (7.3.40): which of a player's Expeditions or Landmarks a taken object moves to,
whether it is impossible, the landmark limit it may exceed (3.2.7.c), and performing it."""

from __future__ import annotations

from engine.pipeline.action_subjects import placed, subject_objects
from engine.pipeline.control_for_a_time import lend_control
from engine.pipeline.draft import Draft
from engine.pipeline.zone_change import with_changes
from engine.reading.limits import landmark_limit
from engine.reading.passives import is_gigantic
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.objects import GameObject
from engine.state.steps import AtomicAction, Step
from engine.why.table import why


def propose_take_control(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """Player A (the step's controller) takes control of objects: one in the Expedition zone
    moves to one of A's Expeditions — the one A chose for it, else the one named by the
    effect (``to_sub``), else the Expedition of the same kind (7.3.40.a); one in the
    Landmark zone moves to A's Landmarks (7.3.40.b). Other objects stay where they are and
    the action is impossible (7.3.40.c), as it is for an object A already controls
    (7.3.40.d).

    A Gigantic Character's card goes to the single Expedition chosen or named for it and
    the Character is then present in both of A's Expeditions (7.4.4.b). Landmarks taken
    beyond A's landmark limit simply join A's Landmarks: a player may have more objects
    there than their landmark limit and sacrifices the excess only at Clean-up (3.2.7.c
    Remark, 4.2.5.c); the action then also cites 3.2.7.c."""
    taker = step.controller
    if taker is None:
        raise ValueError("take control needs the player taking control (the step's controller)")
    out: list[AtomicAction] = []
    objects = subject_objects(state, step)
    over = over_landmark_limit(state, taker, objects)
    for oid in objects:
        o = state.objects[oid]
        kind = z.kind_of(o.zone)
        to: str | None = None
        rule: tuple[str, ...] = why("impossible.control_zone")
        if kind is ZoneKind.LANDMARK:
            to = z.landmarks(taker)
            rule = why("control.landmark")
            if over:
                rule = (*rule, *why("control.landmark_limit")[:1])
        elif kind is ZoneKind.EXPEDITION:
            rule = why("control.gigantic_both" if is_gigantic(state, oid) else "control.expedition")
            to = placed(step, oid)
            if to is None and step.to_sub is not None and step.to_sub.split(":")[0] == taker:
                to = z.zone_of_expedition(step.to_sub)
            if to is None:
                which = z.expedition_kind_of(o.zone)
                assert which is not None
                to = z.expedition(taker, which)
        out.append(
            AtomicAction(
                ActionKind.TAKE_CONTROL,
                object_id=oid,
                player=taker,
                to_zone=to,
                rules=(
                    *step.rules,
                    *rule,
                    *(why("action.ongoing_duration") if step.ongoing else ()),
                ),
                controller=taker,
                ongoing=step.ongoing,  # "until end of turn" (engine.pipeline.control_for_a_time)
            )
        )
    return tuple(out)


def over_landmark_limit(state: GameState, taker: str, objects: tuple[str, ...]) -> bool:
    """Whether taking control of ``objects`` leaves ``taker`` with more objects in their
    Landmarks than their landmark limit (3.2.7.c; a negative limit counts as 0, 4.2.5.c)."""
    joining = sum(
        1
        for oid in objects
        if z.kind_of(state.objects[oid].zone) is ZoneKind.LANDMARK
        and state.objects[oid].controller != taker
    )
    if not joining:
        return False
    count = len(state.zone(z.landmarks(taker))) + joining
    return count > max(landmark_limit(state, taker), 0)


def take_control(draft: Draft, o: GameObject, action: AtomicAction, seq: int) -> Event:
    """Move the object to the taking player's Expedition or Landmarks (7.3.40.a,
    7.3.40.b). Both are sub-zones of one zone — moving between Expeditions does not change
    zones (3.2.4.d), and the Landmark zone is one zone divided into each player's Landmarks
    (3.2.7.b) — so it stays the same object, with its statuses and counters, and does not
    enter play (7.3.40.b Remark)."""
    assert action.to_zone is not None
    if action.ongoing is not None:
        lend_control(draft, o, action, seq)  # "until end of turn": given back then (2.2.15.c)
    draft.remove_from_zone(o.id, o.zone)
    draft.add_to_zone(o.id, action.to_zone)
    controller = z.player_of(action.to_zone) or o.controller
    with_changes(draft, o, zone=action.to_zone, controller=controller)
    same_zone = why(
        "control.same_object_expedition"
        if z.kind_of(o.zone) is ZoneKind.EXPEDITION
        else "control.same_object_landmark"
    )
    return Event(
        seq,
        action.kind,
        object_id=o.id,
        new_object_id=o.id,
        card_id=o.card_id,
        player=action.player,
        from_zone=o.zone,
        to_zone=action.to_zone,
        modifiers=action.modifiers,
        rules=(*action.rules, *same_zone),
    )
