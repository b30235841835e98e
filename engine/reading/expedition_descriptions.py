"""An Expedition described by where it stands or what is in it — "target Expedition that is
behind", "each of your Expeditions with no Characters", "target Expedition with two or more
Characters", "an Expedition where you control two or more Characters" — judged the same way
in every slot that describes one: a target Expedition (6.5.b: only a suitable one is
offered) and a group of Expeditions found as the step happens (6.1.g).

Where it stands is against the Expedition facing it: ahead (7.5.2.a), behind (7.5.2.b), tied
(7.5.2.c; all of them during tiebreakers, 7.5.2.d). What is in it: the Characters present in
it (3.2.4.b; a Gigantic Character of its player's other Expedition is in it too, 7.4.4.b) —
the bearer left out when the words say "other" (7.2.1.a). A player controls their
Expeditions and the objects in them (7.5.5.a-b), so "where you control N Characters" is said
of the controller's own Expeditions. Where it is: "that's in {O}" — an Expedition is in a
terrain when its region has that terrain (7.5.8.b; Terrain Markers included, 3.2.1.d).
"""

from __future__ import annotations

from engine.reading.gigantic_presence import present_in_expeditions
from engine.reading.positions import ahead, distance
from engine.reading.terrain import expedition_terrains
from engine.state.conditions import ObjectFilter
from engine.state.game_state import GameState


def standing_fits(state: GameState, expedition: str, standing: str) -> bool:
    """Whether ``expedition`` stands as said against the Expedition facing it: "behind",
    closer to its starting region (7.5.2.b); "tied", at the same distance (7.5.2.c) — every
    Expedition during tiebreakers (7.5.2.d); any standing when none is said."""
    if not standing:
        return True
    if state.tiebreakers:
        return standing == "tied"
    mine, theirs = distance(state, expedition), distance(state, state.facing(expedition))
    return mine < theirs if standing == "behind" else mine == theirs


def characters_in(state: GameState, expedition: str, me: str | None, other: bool) -> int:
    """How many Characters are in ``expedition`` (3.2.4.b, 7.4.4.b), "I" left out when
    ``other`` (7.2.1.a)."""
    there = set(present_in_expeditions(state, (expedition,), characters_only=True))
    return len(there - {me}) if other else len(there)


def expedition_fits(
    state: GameState, expedition: str, wanted: ObjectFilter | None, me: str | None
) -> bool:
    """Whether ``expedition`` is one ``wanted`` describes by its standing (7.5.2.a-d), by
    the Characters in it (3.2.4.b) and by the terrain it is in ("in {V}" or "in {V} or
    {O}", 7.5.8.b); any Expedition when nothing is said."""
    if wanted is None:
        return True
    if not in_terrains_said(state, expedition, wanted):
        return False
    if wanted.expedition_ahead and not ahead(state, expedition):
        return False
    if not standing_fits(state, expedition, wanted.expedition_standing):
        return False
    other = wanted.expedition_empty == "other"  # no Character but me (7.2.1.a)
    if wanted.expedition_empty and characters_in(state, expedition, me, other):
        return False
    low, high = wanted.expedition_characters_min, wanted.expedition_characters_max
    if low or high >= 0:
        n = characters_in(state, expedition, me, other=False)
        if n < low or (high >= 0 and n > high):
            return False
    return True


def counts_characters(wanted: ObjectFilter | None) -> bool:
    """Whether ``wanted`` describes an Expedition by the Characters in it (3.2.4.b)."""
    return wanted is not None and (
        bool(wanted.expedition_empty)
        or wanted.expedition_characters_min > 0
        or wanted.expedition_characters_max >= 0
    )


def in_terrains_said(state: GameState, expedition: str, wanted: ObjectFilter) -> bool:
    """Whether ``expedition`` is in a terrain ``wanted`` says (its ``in_terrain`` or
    ``or_terrain``): in a region that has it (7.5.8.b); any when none is said."""
    said = {t for t in (wanted.in_terrain, wanted.or_terrain) if t is not None}
    return not said or bool(said & expedition_terrains(state, expedition))


def says_terrain(wanted: ObjectFilter | None) -> bool:
    """Whether ``wanted`` describes an Expedition by the terrain it is in (7.5.8.b)."""
    return wanted is not None and wanted.in_terrain is not None
