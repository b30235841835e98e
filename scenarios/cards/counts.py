"""More things "per [...]" / "for each [...]" counts, beside :func:`vocabulary.count_of`:
"Expedition in {V}" — the Expeditions (every player's) whose region has that terrain, Terrain
Markers included (7.5.8.b, 3.2.1.d), counted as the step happens; and count conditions on
your own zones: "if you have two or more cards in Reserve / in your hand"."""

from __future__ import annotations

import re

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.enums import Terrain

_IN_TERRAIN = re.compile(r"^expeditions? in \{(?P<t>[vmo])\}$")
_TERRAINS = {"v": Terrain.FOREST, "m": Terrain.MOUNTAIN, "o": Terrain.WATER}


_YOU_HAVE = re.compile(r"^you have (?P<n>\w+) or more cards in (?:your )?(?P<zone>reserve|hand)$")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def you_have(key: str, text: str) -> Condition | None:
    """ "you have two or more cards in Reserve": a count of the controller's own zone; "each
    of your Expeditions is behind or tied" (7.5.2.b-d)."""
    if key in ("each of your expeditions is behind or tied", "your expeditions are behind or tied"):
        return Condition(ConditionKind.ALL_YOURS_BEHIND_OR_TIED, text=text)
    m = _YOU_HAVE.match(key)
    if m is None:
        return None
    n = _NUMBERS.get(m["n"]) or (int(m["n"]) if m["n"].isdigit() else None)
    if n is None:
        return None
    where = Counted.YOUR_RESERVE if m["zone"] == "reserve" else Counted.YOUR_HAND
    return Condition(ConditionKind.COUNT, counted=where, at_least=n, text=text)


_TARGET_PLAYERS_ZONE = re.compile(
    r"^cards? in target (?P<who>player|opponent)'s (?P<zone>reserve|hand)$"
)
_TARGETS_ZONE = {
    ("player", "reserve"): Counted.TARGET_PLAYERS_RESERVE,
    ("player", "hand"): Counted.TARGET_PLAYERS_HAND,
    # gc: "target opponent's" — a player target that is an opponent (1.2.6.c, 6.5.b)
    ("opponent", "reserve"): Counted.TARGET_OPPONENTS_RESERVE,
    ("opponent", "hand"): Counted.TARGET_OPPONENTS_HAND,
}


def more_counts(key: str, text: str) -> Condition | None:
    """The count ``key`` (lower-cased) names, or ``None`` if the engine cannot count it.
    "card in target player's Reserve / hand": the player is a target of the step (either player,
    1.2.6.c; "target opponent's": an opponent, gc), chosen before it happens (6.5.b)."""
    zone = _TARGET_PLAYERS_ZONE.match(key)
    if zone is not None:
        counted = _TARGETS_ZONE[zone["who"], zone["zone"]]
        return Condition(ConditionKind.COUNT, counted=counted, text=text)
    m = _IN_TERRAIN.match(key)
    if m is not None:
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.EXPEDITIONS_IN_TERRAIN,
            terrain=_TERRAINS[m["t"]],
            text=text,
        )
    return None
