"""Reactions (6.3): which events activate which Reactions.

Self-move Reactions (6.3.c: "when I enter play", "when I am played from Hand/Reserve") are
looked for in the state *after* the event and need not work (6.3.e); other Reactions
must exist and work *before* the event (6.3.f). Each activation becomes an atomic action of
the Reaction-activating step that creates an Emblem-Reaction in Limbo (6.3.h); a given
Reaction of an object activates at most a hundred times per day (6.3.l, 1.4.6.c).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.agenda import Activation
from engine.pipeline.events import Event
from engine.pipeline.passives import ability_works, working_abilities
from engine.state import zones as z
from engine.state.cards import AbilityKind, TriggerKind
from engine.state.enums import IN_PLAY_ZONES, Phase, ZoneKind
from engine.state.game_state import GameState

ACTIVATION_LIMIT = 100
"""6.3.l: a given Reaction of an object activates at most this many times per day."""


def _self_move_activations(after: GameState, ev: Event) -> list[Activation]:
    if ev.new_object_id is None or ev.new_object_id not in after.objects or ev.to_zone is None:
        return []
    card = after.card(ev.new_object_id)
    if card is None:
        return []
    to_kind = z.kind_of(ev.to_zone)
    from_kind = z.kind_of(ev.from_zone) if ev.from_zone is not None else None
    out: list[Activation] = []
    for index, ab in enumerate(card.abilities):
        if ab.kind is not AbilityKind.REACTION or ab.trigger is None:
            continue
        hit = False
        if ab.trigger is TriggerKind.ENTERS_PLAY:
            # 7.3.10.a: joins the union of Expedition zone and Landmark zone.
            hit = to_kind in IN_PLAY_ZONES and from_kind not in IN_PLAY_ZONES
        elif ab.trigger in (TriggerKind.PLAYED_FROM_HAND, TriggerKind.PLAYED_FROM_RESERVE):
            # 7.5.12.a: played when it leaves Limbo during its resolution.
            wanted = "hand" if ab.trigger is TriggerKind.PLAYED_FROM_HAND else "reserve"
            hit = from_kind is ZoneKind.LIMBO and ev.played_from == wanted
        if hit:
            o = after.objects[ev.new_object_id]
            out.append(
                Activation(
                    source_object=o.id,
                    source_card=o.card_id,
                    source_name=card.name,
                    ability_index=index,
                    controller=o.controller,
                    bound=(o.id,),
                    source_expedition=_expedition_of(o.zone),
                )
            )
    return out


def _expedition_of(zone: str) -> str | None:
    if z.kind_of(zone) is ZoneKind.EXPEDITION:
        return zone.split(":", 1)[1]
    return None


def _leave_activations(before: GameState, ev: Event) -> list[Activation]:
    if ev.object_id is None or ev.object_id not in before.objects or ev.from_zone is None:
        return []
    if z.kind_of(ev.from_zone) is not ZoneKind.EXPEDITION:
        return []
    if ev.to_zone is not None and z.kind_of(ev.to_zone) is ZoneKind.EXPEDITION:
        return []  # switching Expeditions does not leave the Expedition zone (7.5.11.c)
    card = before.card(ev.object_id)
    if card is None:
        return []
    o = before.objects[ev.object_id]
    out = []
    for index, ab in enumerate(card.abilities):
        if (
            ab.kind is AbilityKind.REACTION
            and ab.trigger is TriggerKind.LEAVES_EXPEDITION_ZONE
            and ability_works(before, o.id, ab)
        ):
            out.append(
                Activation(
                    source_object=o.id,
                    source_card=o.card_id,
                    source_name=card.name,
                    ability_index=index,
                    controller=o.controller,
                    bound=(ev.new_object_id,) if ev.new_object_id else (),
                    source_expedition=_expedition_of(o.zone),
                )
            )
    return out


def event_activations(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[Activation, ...]:
    """Every Reaction activation caused by the events of one step (6.3.e, 6.3.f); a
    Reaction may activate once per matching atomic action (6.3.g)."""
    out: list[Activation] = []
    for ev in events:
        out.extend(_leave_activations(before, ev))
        out.extend(_self_move_activations(after, ev))
    return tuple(out)


def phase_activations(state: GameState, phase: Phase) -> tuple[Activation, ...]:
    """ "At [phase]" Reactions activated as the phase begins (4.2.b)."""
    out: list[Activation] = []
    for oid, index, ab in working_abilities(state):
        if (
            ab.kind is AbilityKind.REACTION
            and ab.trigger is TriggerKind.AT_PHASE
            and ab.phase is phase
        ):
            o = state.objects[oid]
            card = state.card(oid)
            assert card is not None
            out.append(
                Activation(
                    source_object=oid,
                    source_card=o.card_id,
                    source_name=card.name,
                    ability_index=index,
                    controller=o.controller,
                    bound=(oid,),
                    source_expedition=_expedition_of(o.zone),
                )
            )
    return tuple(out)


def activation_key(a: Activation) -> str:
    """Identifies "a given Reaction of an object" for the daily limit (6.3.l)."""
    return f"{a.source_card or a.source_object}:{a.ability_index}"
