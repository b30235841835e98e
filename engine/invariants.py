"""Consistency checks a game state must always satisfy; used by tests and the app.

:func:`violations` returns readable problems (empty when the state is sound).
"""

from __future__ import annotations

from collections import Counter

from engine.edits import check_fits_kind
from engine.state import zones as z
from engine.state.enums import (
    HIDDEN_ZONES,
    IN_PLAY_ZONES,
    NO_STATUS_ZONES,
    CardType,
    PermanentZone,
    Status,
    ZoneKind,
)
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState


def violations(state: GameState) -> list[str]:
    """Every broken invariant of ``state``. Never raises, whatever the state holds (a
    loaded file may name unknown cards, zones or players): a problem is reported, not hit."""
    out: list[str] = []
    seen: Counter[str] = Counter()
    keys = set(z.all_zones(state.players))
    names = [p for p in state.players]
    if len(set(names)) != len(names) or any(not p or ":" in p or p in _RESERVED for p in names):
        out.append(f"player names {names} are not distinct names usable in zone keys (1.1.2.a)")
    named = {
        "first player": state.first_player or None,
        "player taking a turn": state.turn_player,
        "winner": state.winner,
        "player deciding": state.pending.player if state.pending is not None else None,
    }
    for role, who in named.items():
        if who is not None and who not in state.players:
            out.append(f"the {role} {who!r} is not playing (1.1.2.a)")
    if not state.passed <= set(state.players):
        out.append("a player who is not playing has passed (1.1.2.a)")
    expeditions = set(state.expedition_ids())
    if any(e not in expeditions for e in (*state.positions, *state.expedition_statuses)):
        out.append("an Expedition of a player who is not playing is on the Adventure (3.2.4.b)")
    for key, ids in state.zones.items():
        if key not in keys:
            out.append(f"zone {key!r} is not a zone of this game (3.1.1.c)")
        for oid in ids:
            seen[oid] += 1
            o = state.objects.get(oid)
            if o is None:
                out.append(f"{oid} in {key} does not exist")
            elif o.zone != key:
                out.append(f"{oid} listed in {key} but records {o.zone}")
    for oid, o in state.objects.items():
        if seen[oid] != 1:
            out.append(f"{oid} is in {seen[oid]} zones (2.1.a)")
        if o.zone not in keys:
            continue  # reported with its zone
        if o.owner not in state.players or o.controller not in state.players:
            out.append(f"{oid} is owned or controlled by someone not playing (1.1.2.a)")
        if any(v < 0 for v in o.counters.values()):
            out.append(f"{oid} has a negative number of counters (2.5.g)")
        kind = z.kind_of(o.zone)
        if kind in NO_STATUS_ZONES and (o.statuses or o.counters):
            out.append(f"{oid} has statuses or counters in {kind.value} (2.4.1.c, 2.5.b)")
        if Status.BOOSTED in o.statuses or Status.ASCENDED in o.statuses:
            out.append(f"{oid} stores a status it cannot have directly (2.4.5.b)")
        origins = [g.status for g in o.status_origins]
        if len(origins) != len(set(origins)) or not set(origins) <= o.statuses:
            # one effect gave each status it has (2.4.1.e, 2.4.1.f); a status lost took its
            # origin with it (2.4.1.h)
            out.append(f"{oid} keeps an origin for a status it does not have once (2.4.1.e)")
        if (kind in HIDDEN_ZONES) != (o.timestamp is None):
            out.append(f"{oid} timestamp does not match zone visibility (2.2.16.b)")
        if o.emblem is not None:
            if kind is not ZoneKind.LIMBO:
                out.append(f"emblem {oid} outside Limbo")
            continue
        if o.card_id is None:
            out.append(f"{oid} represents no card")
            continue
        if state.card_objects.get(o.card_id) != oid:
            out.append(f"card {o.card_id} does not point at {oid}")
        card = state.cards.get(o.card_id)
        if card is None:
            out.append(f"{oid} represents card {o.card_id}, which is not in the game")
            continue
        if kind is not ZoneKind.LIMBO:
            try:
                check_fits_kind(card, kind)
            except IllegalAction as refused:
                out.append(f"{oid}: {refused}")
        # a token ceases to exist as it leaves the Expedition zone (2.1.e); a Landmark token
        # leaving the Landmarks does not, and joins the zone it goes to (ie40)
        landmark_token = card.permanent_zone is PermanentZone.LANDMARK
        if card.is_token and kind not in IN_PLAY_ZONES and not landmark_token:
            out.append(f"token {oid} outside play (2.1.e)")
        if (
            Status.FLEETING in o.statuses
            and card.type is CardType.PERMANENT
            and card.permanent_zone is PermanentZone.LANDMARK
        ):
            out.append(f"Landmark Permanent {oid} is Fleeting (5.2.3.a)")
    per_card = Counter(o.card_id for o in state.objects.values() if o.card_id is not None)
    for card_id, count in per_card.items():
        if count != 1:
            out.append(f"card {card_id} is represented {count} times")
    for card_id, card in state.cards.items():
        if not card.is_token and card_id not in state.card_objects:
            out.append(f"card {card_id} is in no zone")
    timestamps = [o.timestamp for o in state.objects.values() if o.timestamp is not None]
    markers = [(region, m) for region in state.adventure for m in region.markers]
    timestamps += [m.timestamp for _, m in markers]
    if len(timestamps) != len(set(timestamps)):
        out.append("two objects share a timestamp (2.2.16.c)")
    if any(t >= state.next_timestamp for t in timestamps):
        out.append("a timestamp is not older than the next one (2.2.16.c)")
    marker_ids = Counter(m.id for _, m in markers)
    for region, m in markers:
        if marker_ids[m.id] != 1 or m.id in state.objects:
            out.append(f"Terrain Marker {m.id} is not a single object (2.1.a)")
        if not region.face_up:
            out.append(f"Terrain Marker {m.id} on face-down region {region.id} (3.2.1.d)")
        if not m.terrains:
            out.append(f"Terrain Marker {m.id} has no terrain (3.2.1.d)")
    for exp, pos in state.positions.items():
        if not 0 <= pos < max(1, len(state.adventure)):
            out.append(f"{exp} is off the Adventure")
    return out


_RESERVED = frozenset({*(k.value for k in ZoneKind), "hero", "companion"})
"""Words of zone keys: a player named so makes two zones share a key."""
