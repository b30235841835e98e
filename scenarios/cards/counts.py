"""More things "per [...]" / "for each [...]" counts, beside :func:`vocabulary.count_of`:
"Expedition in {V}" — the Expeditions (every player's) whose region has that terrain, Terrain
Markers included (7.5.8.b, 3.2.1.d), counted as the step happens."""

from __future__ import annotations

import re

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.enums import Terrain

_IN_TERRAIN = re.compile(r"^expeditions? in \{(?P<t>[vmo])\}$")
_TERRAINS = {"v": Terrain.FOREST, "m": Terrain.MOUNTAIN, "o": Terrain.WATER}


def more_counts(key: str, text: str) -> Condition | None:
    """The count ``key`` (lower-cased) names, or ``None`` if the engine cannot count it."""
    m = _IN_TERRAIN.match(key)
    if m is not None:
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.EXPEDITIONS_IN_TERRAIN,
            terrain=_TERRAINS[m["t"]],
            text=text,
        )
    return None
