"""Where an object is in a terrain, said as a judge says it (7.5.8): which region its
Expedition is in — its Expedition counter is on it (7.5.8.a) — and what gave that region
the terrain: the region itself, a Terrain Marker (3.2.1.d) or the passive ability of a
named object ("My region is a Forest in addition to its other terrains", "All regions are
Forests", 2.3.1.a). "Vanilla 2/2/2 is in Forest: p2's hero Expedition is in region 1, a
Forest by Persephone" — the line of a target "in [Forest]" (7.5.8.c, 7.5.8.b) says what
the dispute turns on, not only that it holds.
"""

from __future__ import annotations

from engine.reading.passives import effective_abilities, expeditions_of
from engine.reading.terrain import region_terrains, terrains_at
from engine.state import zones as z
from engine.state.enums import Terrain
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.state.statics import StaticKind

__all__ = ["in_terrain_words", "terrain_givers"]


def terrain_givers(state: GameState, index: int, terrain: Terrain) -> tuple[str, ...]:
    """What gives the region at ``index`` ``terrain``: "a Terrain Marker", the names of
    the objects whose working passive abilities give it (2.3.1.a), or "its own" when the
    region shows it; empty when it does not have it."""
    if terrain not in terrains_at(state, index):
        return ()
    region = state.adventure[index]
    found: list[str] = []
    if terrain in region_terrains(region):
        found.append("a Terrain Marker" if region.markers else "its own")
    for oid, _, ability in effective_abilities(state):
        mine = expeditions_of(state, oid) if oid in state.objects else frozenset()
        regions = {state.positions.get(e) for e in mine}
        gives = terrain in ability.all_regions_terrains
        gives |= terrain in ability.region_terrains and index in regions
        spec = ability.static
        if spec is not None and spec.kind == StaticKind.REGIONS_ARE and spec.terrain is terrain:
            # "All regions are …" or "My region and the region facing me are …" (2.3.3.b)
            facing = regions | {state.positions.get(state.facing(e)) for e in mine}
            gives |= spec.players == "all" or index in facing
        if gives and oid in state.objects:
            found.append(state.name(oid))
    return tuple(dict.fromkeys(found))


def in_terrain_words(state: GameState, object_id: str, terrain: Terrain) -> str:
    """ "p2's hero Expedition is in region 1, a Forest by Persephone": for each Expedition
    ``object_id`` is in, the region its counter is on (7.5.8.a) and what gives that region
    ``terrain`` (7.5.8.b); "" for an object in no Expedition."""
    said: list[str] = []
    name = terrain.value.capitalize()
    for e in sorted(expeditions_of(state, object_id)):
        index = state.positions.get(e)
        if index is None:
            continue
        where = f"{zone_words(z.zone_of_expedition(e))} is in region {index}"
        givers = terrain_givers(state, index, terrain)
        if not givers:
            said.append(f"{where}, not a {name}")
        elif givers == ("its own",):
            said.append(f"{where}, a {name}")
        else:
            by = " and ".join(g for g in givers if g != "its own")
            own = " (its own terrain too)" if "its own" in givers else ""
            said.append(f"{where}, a {name} by {by}{own}")
    return "; ".join(said)
