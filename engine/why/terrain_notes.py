"""Where the objects and Expeditions a terrain condition looks at are, said where the condition
decides ("If I'm in {V}, I am Eternal", "if it's in {O}", "if your Expedition is in {M}").

A judge told "Demeter was in a Forest all Day, she is Eternal" answers with the rule that
decides whether a Character is in a terrain — at least one of its Expeditions is (7.5.8.c) —
and where that Expedition is now: the region its counter is on (7.5.8.a) and whether that
region has the terrain (7.5.8.b; a Terrain Marker or a passive ability may give it). An
Expedition itself is in a terrain when its region has it (7.5.8.b). The note is one part of
the notes every line evaluating a condition writes (:mod:`engine.why.standing_notes`): a
passive ability starting or stopping to apply (2.3.1.e), the keyword it gives deciding at
Progress or Rest, a Reaction's condition (6.3.b), a step's (6.5.d), a cost's.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.passives import expeditions_of
from engine.reading.terrain import expedition_terrains
from engine.reading.terrain_sources import in_terrain_words, terrain_givers
from engine.state import zones as z
from engine.state.conditions import Condition, ConditionKind
from engine.state.enums import Terrain
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.table import why

__all__ = ["condition_terrain_note"]

Said = tuple[str, tuple[str, ...]]
"""The words and the rules they cite."""

_OBJECT_TERRAINS = frozenset(
    {
        ConditionKind.I_AM_IN_TERRAIN,
        ConditionKind.IT_IS_IN_TERRAIN,
        ConditionKind.IT_IN_TERRAIN_WITH_BASE_STAT,
    }
)
"""Conditions on whether an object (or an Expedition "it" names) is in a terrain."""


def _named(condition: Condition) -> tuple[Terrain, ...]:
    """The terrains a condition names ("in {M} or {O}": both)."""
    if condition.terrains:
        return condition.terrains
    return (condition.terrain,) if condition.terrain is not None else ()


def _expedition_words(state: GameState, expedition: str, terrain: Terrain) -> str:
    """ "p1's hero Expedition is in region 2, not a Forest" (7.5.8.a, 7.5.8.b)."""
    index = state.positions.get(expedition)
    if index is None:
        return ""
    where = f"{zone_words(z.zone_of_expedition(expedition))} is in region {index}"
    name = terrain.value.capitalize()
    givers = [g for g in terrain_givers(state, index, terrain) if g != "its own"]
    if terrain not in expedition_terrains(state, expedition):
        return f"{where}, not a {name}"
    return f"{where}, a {name}" + (f" by {' and '.join(givers)}" if givers else "")


def _object_note(state: GameState, condition: Condition, objects: Iterable[str | None]) -> Said:
    """Where each object (or Expedition) the condition names is, for each terrain named."""
    said: list[str] = []
    rules: list[str] = []
    for oid in objects:
        if oid is None:
            continue
        for terrain in _named(condition):
            if oid in state.positions:  # an Expedition "it" names (7.5.8.b)
                words = _expedition_words(state, oid, terrain)
                point = "place.expedition_in_terrain"
            else:
                # An object in no Expedition is either out of the Expedition zone now or
                # judged where it was when it left (6.3.j, said by the line's own note):
                # where it is now would contradict the latter, so no words, only the rules.
                in_one = oid in state.objects and expeditions_of(state, oid)
                words = in_terrain_words(state, oid, terrain) if in_one else ""
                point = "place.in_terrain"
            if words and words not in said:
                said.append(words)
            rules.extend(r for r in why(point) if r not in rules)
    return "; ".join(said), tuple(rules)


def condition_terrain_note(
    state: GameState,
    condition: Condition,
    me: str | None,
    it: tuple[str, ...] = (),
) -> Said:
    """``(words, rules)`` for a condition on a terrain: where "I" / "it" is — "p1's hero
    Expedition is in region 1, not a Forest" — with 7.5.8.c (a Character or Gear is in a
    terrain if one of its Expeditions is) and 7.5.8.b; an Expedition's own terrain with
    7.5.8.b, 7.5.8.a. Each part of "if [c1] and / or [c2]" said alone. A past-tense
    condition ("if it was in {V}") cites the rules without words: where it was is not the
    board now. ``("", ())`` for any other condition."""
    kind = condition.kind
    if kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        notes = [condition_terrain_note(state, p, me, it) for p in condition.parts]
        words = "; ".join(w for w, _ in notes if w)
        return words, tuple(dict.fromkeys(r for _, rules in notes for r in rules))
    if kind == ConditionKind.EXPEDITION_STATE and _named(condition):
        return "", why("place.expedition_in_terrain")
    if kind not in _OBJECT_TERRAINS:
        return "", ()
    objects: tuple[str | None, ...] = (me,) if kind == ConditionKind.I_AM_IN_TERRAIN else it
    if condition.past or kind == ConditionKind.IT_IN_TERRAIN_WITH_BASE_STAT:
        return "", why("place.in_terrain")
    return _object_note(state, condition, objects)
