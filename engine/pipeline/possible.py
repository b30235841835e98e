"""Whether an atomic action is possible: the rule that makes it impossible (1.4.1.c) — an
impossible action is not performed and cannot be modified (1.4.1.d) — and the "can't"
restrictions of working passive abilities (1.4.1.a)."""

from __future__ import annotations

from engine.pipeline.gains import gains_counters
from engine.pipeline.objects_cant import cant_be
from engine.pipeline.statics import (
    can_regain,
    cant_gain_counters,
    cant_move_backwards,
    cant_move_forward,
    defenders_prevent,
    dusk_move_forbidden,
    stays_exhausted,
)
from engine.pipeline.zone_moves_cant import zone_move_cant
from engine.reading.passives import (
    abilities_of_object,
    effective_abilities,
    expedition_members,
    has_keyword,
)
from engine.reading.positions import origin, target_end
from engine.reading.terrain import find_marker, region_index
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import AbilityKind, Duration
from engine.state.enums import (
    IN_PLAY_ZONES,
    NO_STATUS_ZONES,
    CardType,
    Keyword,
    PermanentZone,
    Phase,
    Status,
    ZoneKind,
)
from engine.state.game_state import GameState
from engine.state.steps import AtomicAction
from engine.why.table import rule_of, why


def impossible_reason(state: GameState, action: AtomicAction) -> str | None:
    """The rule that makes ``action`` impossible in ``state``, or ``None`` if possible."""
    kind = action.kind
    if action.object_id is not None and action.object_id not in state.objects:
        return rule_of("impossible.gone")
    o = state.objects[action.object_id] if action.object_id is not None else None
    zone_kind = z.kind_of(o.zone) if o is not None else None
    if kind in (ActionKind.EXHAUST, ActionKind.PAY_MANA):
        assert o is not None
        if zone_kind in NO_STATUS_ZONES:
            return rule_of("impossible.status_zone")
        if Status.EXHAUSTED in o.statuses:
            return rule_of("impossible.exhaust_exhausted")
    elif kind is ActionKind.READY:
        assert o is not None
        if Status.EXHAUSTED not in o.statuses:
            return rule_of("impossible.ready_not_exhausted")
        if stays_exhausted(state, o.id):
            return rule_of("impossible.stays_exhausted")  # can't beats can
    elif kind is ActionKind.GAIN_STATUS:
        assert o is not None and action.status is not None
        if action.status is Status.BOOSTED:
            return rule_of("impossible.boosted_direct")
        if zone_kind in NO_STATUS_ZONES:
            return rule_of("impossible.status_zone")
        if action.status in o.statuses and not can_regain(state, o.id, action.status.value):
            return rule_of("impossible.status_already")
        if action.status is Status.FLEETING and _landmark_permanent(state, o.id):
            return rule_of("impossible.landmark_fleeting")
    elif kind is ActionKind.ACTIVATE:
        assert o is not None
        if not any(
            ab.kind is AbilityKind.REACTION
            and (action.trigger is None or ab.trigger is action.trigger)
            for ab in abilities_of_object(state, o.id)
        ):
            # 7.3.1.b: the step is modified by the object's Reactions of that trigger; with
            # none, that part of the effect cannot be performed and is ignored (6.5.h).
            return rule_of("impossible.nothing_to_activate")
    elif kind is ActionKind.LOSE_STATUS:
        assert o is not None and action.status is not None
        if action.status is Status.BOOSTED:
            return rule_of("impossible.boosted_direct")
        if action.status not in o.statuses:
            return rule_of("impossible.status_missing")
    elif kind in (ActionKind.GAIN_COUNTERS, ActionKind.GIVE_BOOST):
        assert o is not None
        if zone_kind in NO_STATUS_ZONES:
            return rule_of("impossible.counters_zone")
    elif kind is ActionKind.AUGMENT:
        assert o is not None
        if o.counters.get(action.counter, 0) <= 0:
            return rule_of("impossible.augment_none")
    elif kind is ActionKind.CREATE_ONGOING:
        turn = action.ongoing is not None and action.ongoing.duration == Duration.TURN
        if turn and (state.phase is not Phase.AFTERNOON or state.turn_player is None):
            return rule_of("impossible.this_turn_outside_turn")  # no turn to last (2.2.15.d)
        afternoon = action.ongoing is not None and action.ongoing.duration == Duration.AFTERNOON
        if afternoon and state.phase in (Phase.DUSK, Phase.NIGHT):
            # 2.2.15.e: only during Morning, Noon or Afternoon — no Afternoon left to last
            return rule_of("impossible.this_afternoon_after_afternoon")
    elif kind is ActionKind.DOUBLE_COUNTERS:
        assert o is not None
        if o.counters.get(action.counter, 0) <= 0:
            return rule_of("impossible.double_zero")
    elif kind is ActionKind.SPEND_COUNTERS:
        assert o is not None
        if o.counters.get(action.counter, 0) < action.amount:
            return rule_of("impossible.spend_more")
    elif kind in (ActionKind.SWITCH_EXPEDITIONS, ActionKind.DEFECT):
        if zone_kind is not ZoneKind.EXPEDITION:
            return rule_of(
                "impossible.switch_outside"
                if kind is ActionKind.SWITCH_EXPEDITIONS
                else "impossible.defect_outside"
            )
    elif kind is ActionKind.ASCEND:
        assert action.expedition is not None
        if Status.ASCENDED in state.expedition_statuses.get(action.expedition, frozenset()):
            return rule_of("impossible.ascend_again")
    elif kind is ActionKind.MOVE_FORWARD:
        assert action.expedition is not None
        if state.tiebreakers:
            return rule_of("impossible.forward_arena")
        if cant_move_forward(state, action.expedition, action.controller):
            return rule_of("impossible.forward_cant")  # "Expeditions can't move forward"
        if state.phase is Phase.DUSK and _defended(state, action.expedition):
            return rule_of("impossible.forward_defender")  # any move forward at Dusk, 7.4.2.c
        if dusk_move_forbidden(state, action.expedition, action.rules):
            return rule_of("impossible.forward_only_due_to")  # "... except due to {O}"
        if state.positions[action.expedition] == target_end(state, action.expedition):
            return rule_of("impossible.forward_far_end")
    elif kind is ActionKind.MOVE_BACKWARDS:
        assert action.expedition is not None
        if state.tiebreakers:
            return rule_of("impossible.backwards_arena")
        if cant_move_backwards(state, action.expedition, action.controller):
            return rule_of("impossible.backwards_cant")  # "… can't move backward", 1.4.1.a
        if state.positions[action.expedition] == origin(state, action.expedition):
            return rule_of("impossible.backwards_origin")
    elif kind is ActionKind.EXCHANGE_BOOSTS:
        if action.amount == 0:
            return rule_of("impossible.exchange_equal")
    elif kind is ActionKind.SACRIFICE:
        # 7.3.36.a: one sacrifices an object in play one controls.
        assert o is not None
        if zone_kind not in IN_PLAY_ZONES:
            return rule_of("impossible.sacrifice")
        if action.player is not None and o.controller != action.player:
            return rule_of("impossible.sacrifice")
    elif kind is ActionKind.TAKE_CONTROL:
        assert o is not None
        if zone_kind not in IN_PLAY_ZONES or action.to_zone is None:
            return rule_of("impossible.control_zone")
        if o.controller == action.player:
            return rule_of("impossible.control_already")
    elif kind in (ActionKind.MOVE_TERRAIN_MARKER, ActionKind.PLACE_TERRAIN_MARKER):
        if kind is ActionKind.MOVE_TERRAIN_MARKER and (
            action.marker is None or find_marker(state, action.marker) is None
        ):
            return rule_of("impossible.marker_gone")  # a moved Terrain Marker is a new object
        index = region_index(state, action.region) if action.region is not None else None
        if index is None or not state.adventure[index].face_up:
            return rule_of("impossible.marker_region")  # only visible regions have them
        if kind is ActionKind.PLACE_TERRAIN_MARKER and not action.terrains:
            return rule_of("impossible.marker_region")  # of one or more terrains
    if gains_counters(kind, action.amount) and o is not None and cant_gain_counters(state, o.id):
        return rule_of("impossible.cant_gain_counters")  # can't beats can
    if o is not None and cant_be(state, action):
        return rule_of("impossible.passive_cant")  # "I can't be sacrificed" (1.4.1.a)
    if o is not None and zone_move_cant(state, action):
        return rule_of("impossible.zone_move_cant")  # "Cards can't go from … to …" (1.4.1.a)
    return None


def restricted(state: GameState, kind: str) -> bool:
    """Whether a working passive ability says this kind of thing can't happen (1.4.1.a)."""
    return any(
        ab.restriction is not None and ab.restriction.kind == kind
        for _, _, ab in effective_abilities(state)
    )


def _defended(state: GameState, expedition: str) -> bool:
    """Whether a Defender Character in ``expedition`` stops it moving forward during Dusk,
    for any reason, not just Progress (7.4.2.b-c)."""
    return any(
        has_keyword(state, oid, Keyword.DEFENDER) for oid in expedition_members(state, expedition)
    ) and defenders_prevent(state, expedition)


def _landmark_permanent(state: GameState, object_id: str) -> bool:
    """Whether the object is a Landmark Permanent, which cannot have or gain Fleeting in
    any zone (2.4.7.b Remark)."""
    card = state.card(object_id)
    return (
        card is not None
        and card.type is CardType.PERMANENT
        and card.permanent_zone is PermanentZone.LANDMARK
    )


def own_action_rules(kind: ActionKind, reason: str) -> tuple[str, ...]:
    """The keyword action's own sub-rule that says what ``reason`` (a rule of 2.4.1) says of
    that action, cited beside it as the most specific: an object cannot gain a status it
    has, 7.3.16.b "Gain (status)" — to ascend is to gain Ascended, 7.3.3.a — nor lose one
    it lacks, 7.3.21.b "Lose (status)". Empty for other actions and reasons."""
    if kind is ActionKind.LOSE_STATUS and reason == rule_of("impossible.status_missing"):
        return why("impossible.lose_missing")
    if kind in (ActionKind.GAIN_STATUS, ActionKind.ASCEND) and reason == rule_of(
        "impossible.status_already"
    ):
        return why("impossible.gain_again")
    return ()


def tiebreaker_rules(kind: ActionKind, reason: str) -> tuple[str, ...]:
    """Why an Expedition is in the Arena when a move forward or backward does nothing
    there (7.3.25.e, 7.3.24.d): tiebreakers have started, and once they have, Expeditions
    cannot move forward or backward (4.3.d) — cited beside the move's own rule. Empty for
    other actions and reasons."""
    arena = {rule_of("impossible.forward_arena"), rule_of("impossible.backwards_arena")}
    if kind in (ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS) and reason in arena:
        return why("impossible.tiebreakers_no_moves")
    return ()
