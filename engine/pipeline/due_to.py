"""The terrains an Expedition moves forward due to at Progress (4.2.4.j): a terrain of its
region in which it has a greater positive statistic than the Expedition facing it — or,
Ascended, a tied one (4.2.4.e) — and that no effect prevents it from moving forward due
to ("... except due to {O}", 4.2.4.c-d). More than one at a time is possible (4.2.4.j
Remark); it still moves forward only once (4.2.4.g).

Shared by Progress (whether the Expedition moves forward, and the trace naming the
terrains) and by the Reactions "When my Expedition moves forward due to {V}".
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.pipeline.statics import only_due_to
from engine.reading.passives import expedition_statistics
from engine.reading.terrain import expedition_terrains
from engine.state.enums import Status, Terrain
from engine.state.game_state import GameState


def due_to_terrains(
    state: GameState, expedition: str, totals: Mapping[str, Mapping[Terrain, int]] | None = None
) -> frozenset[Terrain]:
    """The terrains ``expedition`` would move forward due to at Progress now (4.2.4.j);
    Defender is not looked at here (7.4.2.b). ``totals``: every Expedition's statistics,
    when the caller has them."""
    facing = state.facing(expedition)
    mine = totals[expedition] if totals else expedition_statistics(state, expedition)
    theirs = totals[facing] if totals else expedition_statistics(state, facing)
    ascended = Status.ASCENDED in state.expedition_statuses.get(expedition, frozenset())
    terrains = expedition_terrains(state, expedition)  # Terrain Markers first (3.2.1.e)
    only = only_due_to(state, expedition)  # "... except due to {O}"
    return frozenset(
        t
        for t in (terrains if only is None else terrains & only)
        if mine[t] > 0 and (mine[t] > theirs[t] or (ascended and mine[t] == theirs[t]))
    )


def ascension_terrains(
    state: GameState, expedition: str, totals: Mapping[str, Mapping[Terrain, int]] | None = None
) -> frozenset[Terrain]:
    """The terrains ``expedition`` moves forward due to only because it is Ascended: its
    statistic there is tied with the Expedition facing it (4.2.4.e) — it "moves forward due
    to Ascension" (4.2.4.k)."""
    due = due_to_terrains(state, expedition, totals)
    if not due:
        return frozenset()
    facing = state.facing(expedition)
    mine = totals[expedition] if totals else expedition_statistics(state, expedition)
    theirs = totals[facing] if totals else expedition_statistics(state, facing)
    return frozenset(t for t in due if mine[t] == theirs[t])


def terrain_words(terrains: frozenset[Terrain]) -> str:
    """ "Forest, Mountain and Water", in the rules' order of the terrains (7.1.2.a)."""
    names = [t.value.capitalize() for t in Terrain if t in terrains]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
