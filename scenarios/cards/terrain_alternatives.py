"""A terrain test on "I" naming several terrains (issue 30, gram69): "if I'm in {M} or {O}",
"if I am in {V}, {M} or {O}". An object is in a terrain when at least one of its Expeditions
is in a region that has it (7.5.8.b-c); "in {M} or {O}" holds when it is in either. The
engine's condition is the one "if I'm in {M}" reads (its step looks at "me" as it does for
one terrain: a Gigantic "I", 7.4.4.k), with every terrain named in ``terrains``.
"I'm not in {M} or {O}": in none of them, as "it's not in {O} or {V}" reads."""

from __future__ import annotations

import re

from engine import Terrain
from engine.state.cards import Condition, ConditionKind

_ICONS = {"v": Terrain.FOREST, "m": Terrain.MOUNTAIN, "o": Terrain.WATER}
_TERRAIN = r"\{[vmo]\}"
_ALTERNATIVES = re.compile(
    rf"^i am(?P<neg> not)? in (?P<terrains>{_TERRAIN}(?: ?, ?{_TERRAIN})* ?,? or {_TERRAIN})$"
)


def terrain_alternatives(key: str, text: str) -> Condition | None:
    """The engine condition for "I am [not] in {X}, {Y} or {Z}" (7.5.8.c), or ``None``."""
    m = _ALTERNATIVES.match(key)
    if m is None:
        return None
    terrains = tuple(dict.fromkeys(_ICONS[t] for t in re.findall(r"\{([vmo])\}", m["terrains"])))
    if len(terrains) < 2:
        return None  # "in {M} or {M}": not a list of alternatives
    return Condition(
        ConditionKind.I_AM_IN_TERRAIN,
        terrain=terrains[0],
        terrains=terrains,
        negated=bool(m["neg"]),
        text=text,
    )
