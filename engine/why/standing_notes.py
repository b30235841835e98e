"""Where each Expedition a "behind / tied / ahead" reading looked at stands, said on its line
(7.5.2): how many regions it is from its starting region against the Expedition facing it,
and the case that makes it ahead (7.5.2.a), behind (7.5.2.b) or tied (7.5.2.c) — so a line
that keeps or leaves out an Expedition, or finds a condition met or not, says why. During
tiebreakers every Expedition is tied (7.5.2.d); the caller cites that, nothing is measured.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.conditions import EXPEDITION_POSITIONS, my_expeditions
from engine.reading.expedition_state import scoped_expeditions
from engine.reading.passives import expeditions_of
from engine.reading.positions import distance
from engine.state import zones as z
from engine.state.conditions import Condition, ConditionKind, ExpeditionScope
from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState
from engine.why.table import why
from engine.why.terrain_notes import condition_terrain_note


def _label(expedition: str) -> str:
    player, which = expedition.split(":")
    return f"{player}'s {which} Expedition"


def _regions(n: int) -> str:
    return f"{n} region{'' if n == 1 else 's'}"


def standing_note(state: GameState, expeditions: Iterable[str]) -> tuple[str, tuple[str, ...]]:
    """Words and rules for where each of ``expeditions`` stands against the one facing it:
    "p1's hero Expedition is ahead: 3 regions from its starting region, against 1 for p2's
    hero Expedition facing it" with 7.5.2.a; 7.5.2.b behind, 7.5.2.c tied. Nothing during
    tiebreakers (7.5.2.d: all tied, cited by the caller) or for an Expedition not on the
    Adventure."""
    if state.tiebreakers:
        return "", ()
    parts: list[str] = []
    rules: list[str] = []
    for e in sorted(set(expeditions)):
        facing = state.facing(e)
        if e not in state.positions or facing not in state.positions:
            continue
        mine, theirs = distance(state, e), distance(state, facing)
        case = "ahead" if mine > theirs else "behind" if mine < theirs else "tied"
        if case == "tied":
            said = f"{_label(e)} is tied: {_regions(mine)} from its starting region, as "
            said += f"{_label(facing)} facing it"
        else:
            said = f"{_label(e)} is {case}: {_regions(mine)} from its starting region, against "
            said += f"{theirs} for {_label(facing)} facing it"
        parts.append(said)
        rules.extend(r for r in why(f"standing.{case}") if r not in rules)
    return "; ".join(parts), tuple(rules)


def condition_standing(
    state: GameState,
    condition: Condition,
    controller: str,
    me: str | None,
    where: str | None,
    it: tuple[str, ...] = (),
) -> tuple[str, tuple[str, ...]]:
    """The standing note (:func:`standing_note`) of the Expeditions a condition on ahead /
    behind / tied looks at: "my Expedition" (``where`` named by the ability, both for a
    Gigantic "I", 7.4.4.k), "each of your Expeditions", or those an Expedition condition's
    scope names (7.2.3.a, 1.2.3.c); and, for a condition on a terrain, where what it names
    is (:func:`engine.why.terrain_notes.condition_terrain_note`, 7.5.8.c, 7.5.8.b). Nothing
    for any other condition."""
    # where what a terrain condition names is (7.5.8.c, 7.5.8.b), said with the race
    terrain, terrain_rules = condition_terrain_note(state, condition, me, it)
    standing, standing_rules = _race_standing(state, condition, controller, me, where, it)
    words = "; ".join(w for w in (standing, terrain) if w)
    return words, tuple(dict.fromkeys((*standing_rules, *terrain_rules)))


def _race_standing(
    state: GameState,
    condition: Condition,
    controller: str,
    me: str | None,
    where: str | None,
    it: tuple[str, ...],
) -> tuple[str, tuple[str, ...]]:
    """The standing note of the Expeditions a condition on ahead / behind / tied looks at
    (7.5.2.a-c); nothing for any other condition."""
    kind = condition.kind
    if kind in EXPEDITION_POSITIONS:
        looked: Iterable[str] = my_expeditions(state, me, where)
    elif kind == ConditionKind.ALL_YOURS_BEHIND_OR_TIED:
        looked = (z.expedition_id(controller, k) for k in ExpeditionKind)
    elif (
        kind == ConditionKind.EXPEDITION_STATE
        and condition.positions
        and it
        and (condition.scope == ExpeditionScope.ITS)
    ) or kind == ConditionKind.ITS_EXPEDITION_BEHIND:
        # ia39: "if its Expedition is ahead / behind", "if it's in an Expedition that's ahead": the
        # Expeditions of the objects "it" names (6.3.i; a Gigantic one's two, 7.4.4.k)
        looked = (e for oid in it if oid in state.objects for e in expeditions_of(state, oid))
    elif (
        kind == ConditionKind.EXPEDITION_STATE
        and condition.positions
        and condition.scope == ExpeditionScope.ONE_OF_YOURS
    ):
        # "if one of your Expeditions is behind": each of yours is looked at (7.5.2.a-c)
        looked = (z.expedition_id(controller, k) for k in ExpeditionKind)
    elif kind == ConditionKind.EXPEDITION_STATE and condition.positions:
        was = frozenset({where}) if where is not None else frozenset()
        looked = scoped_expeditions(state, condition.scope, controller, me, was)
    else:
        return "", ()
    return standing_note(state, looked)
