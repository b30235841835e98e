"""Whether an atomic action is possible: the rule that makes it impossible (1.4.1.c) — an
impossible action is not performed and cannot be modified (1.4.1.d) — and the "can't"
restrictions of working passive abilities (1.4.1.a)."""

from __future__ import annotations

from engine.pipeline.adventure import origin, target_end
from engine.pipeline.keywords import ActionKind
from engine.pipeline.passives import effective_abilities
from engine.pipeline.steps import AtomicAction
from engine.state import zones as z
from engine.state.cards import RestrictionKind
from engine.state.enums import IN_PLAY_ZONES, NO_STATUS_ZONES, Status, ZoneKind
from engine.state.game_state import GameState
from engine.terrain import find_marker, region_index


def impossible_reason(state: GameState, action: AtomicAction) -> str | None:
    """The rule that makes ``action`` impossible in ``state``, or ``None`` if possible."""
    kind = action.kind
    if action.object_id is not None and action.object_id not in state.objects:
        return "2.1.i"
    o = state.objects[action.object_id] if action.object_id is not None else None
    zone_kind = z.kind_of(o.zone) if o is not None else None
    if kind in (ActionKind.EXHAUST, ActionKind.PAY_MANA):
        assert o is not None
        if zone_kind in NO_STATUS_ZONES:
            return "2.4.1.c"
        if Status.EXHAUSTED in o.statuses:
            return "7.3.16.b"
    elif kind is ActionKind.READY:
        assert o is not None
        if Status.EXHAUSTED not in o.statuses:
            return "7.3.28.b"
    elif kind is ActionKind.GAIN_STATUS:
        assert o is not None and action.status is not None
        if action.status is Status.BOOSTED:
            return "2.4.5.b"
        if zone_kind in NO_STATUS_ZONES:
            return "2.4.1.c"
        if action.status in o.statuses:
            return "2.4.1.f"
    elif kind is ActionKind.LOSE_STATUS:
        assert o is not None and action.status is not None
        if action.status is Status.BOOSTED:
            return "2.4.5.b"
        if action.status not in o.statuses:
            return "2.4.1.h"
    elif kind in (ActionKind.GAIN_COUNTERS, ActionKind.GIVE_BOOST):
        assert o is not None
        if zone_kind in NO_STATUS_ZONES:
            return "2.5.b"
    elif kind is ActionKind.AUGMENT:
        assert o is not None
        if o.counters.get(action.counter, 0) <= 0:
            return "7.3.4.a"
    elif kind is ActionKind.DOUBLE_COUNTERS:
        assert o is not None
        if o.counters.get(action.counter, 0) <= 0:
            return "7.3.8.b"
    elif kind is ActionKind.SPEND_COUNTERS:
        assert o is not None
        if o.counters.get(action.counter, 0) < action.amount:
            return "7.3.38.b"
    elif kind in (ActionKind.SWITCH_EXPEDITIONS, ActionKind.DEFECT):
        if zone_kind is not ZoneKind.EXPEDITION:
            return "7.3.39.a" if kind is ActionKind.SWITCH_EXPEDITIONS else "7.3.6.a"
    elif kind is ActionKind.ASCEND:
        assert action.expedition is not None
        if Status.ASCENDED in state.expedition_statuses.get(action.expedition, frozenset()):
            return "2.4.1.f"
    elif kind is ActionKind.MOVE_FORWARD:
        assert action.expedition is not None
        if state.tiebreakers:
            return "7.3.25.e"
        if restricted(state, RestrictionKind.MOVE_FORWARD):
            return "1.4.1.a"  # "Expeditions can't move forward": can't beats can
        if state.positions[action.expedition] == target_end(state, action.expedition):
            return "7.3.25.c"
    elif kind is ActionKind.MOVE_BACKWARDS:
        assert action.expedition is not None
        if state.tiebreakers or state.positions[action.expedition] == origin(
            state, action.expedition
        ):
            return "7.3.24.b"
    elif kind is ActionKind.EXCHANGE_BOOSTS:
        if action.amount == 0:
            return "7.3.11.b"
    elif kind is ActionKind.SACRIFICE:
        # 7.3.36.a: one sacrifices an object in play one controls.
        assert o is not None
        if zone_kind not in IN_PLAY_ZONES:
            return "7.3.36.a"
        if action.player is not None and o.controller != action.player:
            return "7.3.36.a"
    elif kind is ActionKind.TAKE_CONTROL:
        assert o is not None
        if zone_kind not in IN_PLAY_ZONES or action.to_zone is None:
            return "7.3.40.c"
        if o.controller == action.player:
            return "7.3.40.d"
    elif kind in (ActionKind.MOVE_TERRAIN_MARKER, ActionKind.PLACE_TERRAIN_MARKER):
        if kind is ActionKind.MOVE_TERRAIN_MARKER and (
            action.marker is None or find_marker(state, action.marker) is None
        ):
            return "2.1.i"  # a moved Terrain Marker is a new object (7.3.23.b)
        index = region_index(state, action.region) if action.region is not None else None
        if index is None or not state.adventure[index].face_up:
            return "3.2.1.d"  # only visible regions have Terrain Markers
        if kind is ActionKind.PLACE_TERRAIN_MARKER and not action.terrains:
            return "3.2.1.d"  # a Terrain Marker is of one or more terrains
    return None


def restricted(state: GameState, kind: str) -> bool:
    """Whether a working passive ability says this kind of thing can't happen (1.4.1.a)."""
    return any(
        ab.restriction is not None and ab.restriction.kind == kind
        for _, _, ab in effective_abilities(state)
    )
