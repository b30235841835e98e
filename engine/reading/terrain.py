"""The terrains a region has, Terrain Markers taken into account (3.2.1.d, 3.2.1.e).

A region shows its printed terrains (``Region.terrains``). Each Terrain Marker placed on a
visible region has the passive ability "The region I am placed on gains my terrains and
loses its other terrain" (3.2.1.d). These abilities are applied before all other passive
abilities, among Terrain Markers in timestamp order (3.2.1.e) — so with several markers on
one region, the one with the greatest timestamp decides, and a marker that was moved is
applied after those already there (7.3.23.b Remark).

Other passive abilities that change a region's terrains — "My region is [terrain] in
addition to its other terrains" — apply to the result of :func:`region_terrains`, after the
Terrain Markers (3.2.1.e); they only add terrains, so their own order does not matter.
"My region" is the region of the Expedition the object is in (a Gigantic object is in
both of its controller's Expeditions, 7.4.4.b).
"""

from __future__ import annotations

from typing import Protocol

from engine.reading.passives import effective_abilities, expeditions_of
from engine.state.cards import Ability
from engine.state.enums import Terrain
from engine.state.game_state import GameState
from engine.state.objects import Region, TerrainMarker
from engine.state.records import replace
from engine.state.statics import StaticKind


def markers_in_order(region: Region) -> tuple[TerrainMarker, ...]:
    """The Terrain Markers of a region in the order their abilities apply: by timestamp
    (3.2.1.e)."""
    return tuple(sorted(region.markers, key=lambda m: m.timestamp))


def region_terrains(region: Region) -> frozenset[Terrain]:
    """The terrains ``region`` has: its own, then each Terrain Marker on it in timestamp
    order makes the region gain the marker's terrains and lose its other terrains
    (3.2.1.d, 3.2.1.e). Only visible regions have Terrain Markers (3.2.1.d): a face-down
    region keeps what it shows (nothing)."""
    terrains = region.terrains
    if not region.face_up:
        return terrains
    for marker in markers_in_order(region):
        terrains = marker.terrains  # gains its terrains, loses the others (3.2.1.d)
    return terrains


def terrains_at(state: GameState, index: int) -> frozenset[Terrain]:
    """The terrains of the region at ``index`` in the Adventure: Terrain Markers first
    (3.2.1.d, 3.2.1.e), then the terrains working passive abilities add to their
    object's region (2.3.1.a) — and, when one says regions "are [terrain] and lose their
    other terrains", all of them in timestamp order (2.3.3.b), as then order matters."""
    terrains = region_terrains(state.adventure[index])
    if not any(_sets_regions(ab) for _, _, ab in effective_abilities(state)):
        return terrains | added_terrains(state).get(index, frozenset())
    for oid, _, ability in effective_abilities(state):
        if ability.all_regions_terrains:
            terrains |= ability.all_regions_terrains
        if ability.region_terrains and index in _my_regions(state, oid):
            terrains |= ability.region_terrains
        spec = ability.static
        if spec is None or not _sets_regions(ability) or spec.terrain is None:
            continue
        if spec.players == "all" or index in _my_regions(state, oid, facing=True):
            terrains = frozenset({spec.terrain})  # ... and lose their other terrains
    return terrains


def _sets_regions(ability: Ability) -> bool:
    return ability.static is not None and ability.static.kind == StaticKind.REGIONS_ARE


def _my_regions(state: GameState, oid: str, facing: bool = False) -> frozenset[int]:
    """The regions of the Expeditions the object is in ("my region"), and with ``facing``
    those of the Expeditions facing them."""
    mine = expeditions_of(state, oid)
    found = {state.positions.get(e) for e in mine}
    if facing:
        found |= {state.positions.get(state.facing(e)) for e in mine}
    return frozenset(i for i in found if i is not None)


def added_terrains(state: GameState) -> dict[int, frozenset[Terrain]]:
    """Terrains that working passive abilities ("My region is [terrain] in addition to
    its other terrains", "All regions are Forests") add, by region index."""
    added: dict[int, frozenset[Terrain]] = {}
    for oid, _, ability in effective_abilities(state):
        if ability.all_regions_terrains:
            # "All regions are Forests" (2.3.2.d-f Examples): every region of the Adventure.
            for i in range(len(state.adventure)):
                added[i] = added.get(i, frozenset()) | ability.all_regions_terrains
        if not ability.region_terrains:
            continue
        for expedition in expeditions_of(state, oid):
            index = state.positions.get(expedition)
            if index is not None:
                added[index] = added.get(index, frozenset()) | ability.region_terrains
    return added


def expedition_terrains(state: GameState, expedition: str) -> frozenset[Terrain]:
    """The terrains of the region an Expedition (``"p1:hero"``) is in, as Progress reads
    them (4.2.4.b), Terrain Markers included (3.2.1.d, 3.2.1.e)."""
    return terrains_at(state, state.positions[expedition])


def region_index(state: GameState, region_id: str) -> int | None:
    """Where a region is in the Adventure, by id (``None`` if it is not there)."""
    for index, region in enumerate(state.adventure):
        if region.id == region_id:
            return index
    return None


def find_marker(state: GameState, marker_id: str) -> tuple[int, TerrainMarker] | None:
    """The region index and the Terrain Marker with ``marker_id``, if it still exists (a
    moved marker is a new object, 7.3.23.b)."""
    for index, region in enumerate(state.adventure):
        for marker in region.markers:
            if marker.id == marker_id:
                return index, marker
    return None


def all_markers(state: GameState) -> tuple[TerrainMarker, ...]:
    """Every Terrain Marker on the Adventure, region by region."""
    return tuple(m for region in state.adventure for m in region.markers)


class NewObjects(Protocol):
    """What a new Terrain Marker is made in: the Adventure being changed, and fresh object
    ids and timestamps. The pipeline's ``Draft`` is one (``engine.pipeline.draft``)."""

    @property
    def adventure(self) -> list[Region]: ...

    def new_object_id(self) -> str: ...

    def new_timestamp(self) -> int: ...


def put_new_marker(
    draft: NewObjects, region_id: str, terrains: frozenset[Terrain]
) -> TerrainMarker:
    """Make a new Terrain Marker object of ``terrains`` and put it on the region
    ``region_id`` of ``draft.adventure``; returns it. As a new object it has a new id and
    a new timestamp (2.2.16.b, 2.2.16.c) — placed (3.2.1.d) or moved, even to the region it
    is in (7.3.23.b) — so its ability applies after those of the markers already there
    (3.2.1.e). The caller checks the region is visible and ``terrains`` not empty."""
    marker = TerrainMarker(draft.new_object_id(), terrains, draft.new_timestamp())
    for i, region in enumerate(draft.adventure):
        if region.id == region_id:
            draft.adventure[i] = replace(region, markers=(*region.markers, marker))
            return marker
    raise ValueError(f"no region {region_id!r} in the Adventure")
