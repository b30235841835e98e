"""A player's Reserve limit and Landmark limit as working abilities change them, and how far
a zone is over its limit (3.2.10.b, 3.2.7.c).

Read here, beside the conditions that count against them ("If you have as many cards in
Reserve as your Reserve limit"), and by the pipeline's Clean-up (4.2.5.c): the abilities'
own conditions are read through :func:`engine.reading.passives.condition_applies`, so this
module needs no import of the conditions it serves."""

from __future__ import annotations

from engine.reading.passives import condition_applies, effective_abilities
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.statics import StaticKind


def reserve_limit(state: GameState, player: str) -> int:
    """The reserve limit of ``player`` (3.2.10.b): their Hero's, changed by working
    abilities ("Your Reserve limit is increased by one", "All Reserve limits are reduced
    by one")."""
    limit = state.reserve_limit(player)
    for oid, _, ab in effective_abilities(state):
        if ab.static is None or ab.static.kind != StaticKind.RESERVE_LIMIT:
            continue
        mine = state.objects[oid].controller == player
        applies = ab.condition is None or condition_applies(state, oid, ab)
        if (ab.static.players == "all" or mine) and applies:
            limit += ab.static.amount
    return limit


def over_limit(state: GameState, player: str, reserve: bool) -> int:
    """How many more cards ``player`` has in Reserve than their Reserve limit (3.2.10.b, as
    changed by working abilities), or Permanents in Landmarks than their Landmark limit
    (3.2.7.c) — negative when under it."""
    if reserve:
        return len(state.zone(z.personal(ZoneKind.RESERVE, player))) - reserve_limit(state, player)
    return len(state.zone(z.landmarks(player))) - state.landmark_limit(player)
