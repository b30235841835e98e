"""The limits Clean-up checked and found kept, said beside what it removed (4.2.5.c).

Clean-up checks each player's Reserve against their reserve limit (3.2.10.b) and their
Landmarks against their landmark limit (3.2.7.c), at once. Where one zone is over its limit
and another is not, a judge is asked about both: "Tech Lab Unit is sacrificed — so why do
I keep three cards in Reserve?" This module says, for every zone within its limit on a
Clean-up that removes something elsewhere, the limit in force, where it comes from (the
Hero's, 2 without a Hero, a passive ability changing it: 2.2.12.m) and that nothing was
removed there — a non-event with its rule. The limit is the one in force as the players
choose (4.2.5.c): a Landmark that changes it and is itself sacrificed still counts.
"""

from __future__ import annotations

from engine.pipeline.statics import cleanup_candidates
from engine.reading.limits import landmark_limit, limit_words, reserve_limit
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.statics import StaticKind
from engine.why.table import why

Kept = tuple[tuple[str, ...], tuple[str, ...]]
"""The notes said and the rules they cite."""


def limit_source(state: GameState, player: str, reserve: bool) -> str:
    """Where ``player``'s limit comes from: "2 without a Hero", "3 from Kojo & Booda", or,
    when a passive ability changes it, each change with its source (2.2.12.m)."""
    kind = StaticKind.RESERVE_LIMIT if reserve else StaticKind.LANDMARK_LIMIT
    changed = limit_words(state, player, kind)
    if changed:
        return changed
    base = state.reserve_limit(player) if reserve else state.landmark_limit(player)
    hero = state.hero_of(player)
    return f"{base} " + (f"from {state.name(hero)}" if hero is not None else "without a Hero")


def kept_within(state: GameState, zone_keys: tuple[str, ...], reserve: bool) -> Kept:
    """For each player whose Reserve (``reserve``) or Landmarks is not among ``zone_keys``
    — the zones Clean-up removes objects from — and holds objects: "p1's Reserve: 3 of 3 (2
    without a Hero, +1 by Tech Lab Unit's “…”), nothing discarded", with the limit's rule
    (3.2.10.b or 3.2.7.c) and, when a passive ability changed it, 2.2.12.m's."""
    notes: list[str] = []
    rules: list[str] = []
    for p in state.players:
        zone_key = z.personal(ZoneKind.RESERVE, p) if reserve else z.landmarks(p)
        held = len(cleanup_candidates(state, zone_key))  # 4.2.5.c
        if zone_key in zone_keys or held == 0:
            continue
        limit = max(reserve_limit(state, p) if reserve else landmark_limit(state, p), 0)
        if held > limit:
            continue  # over its limit: what is kept there was chosen (4.2.5.c)
        where, removed = ("Reserve", "discarded") if reserve else ("Landmarks", "sacrificed")
        source = limit_source(state, p, reserve)
        notes.append(f"{p}'s {where}: {held} of {limit} ({source}), nothing {removed}")
        rules.extend(why("night.reserve_limit" if reserve else "night.landmark_limit"))
        kind = StaticKind.RESERVE_LIMIT if reserve else StaticKind.LANDMARK_LIMIT
        if limit_words(state, p, kind):
            point = "night.reserve_limit_changed" if reserve else "night.landmark_limit_changed"
            rules.extend(why(point))
    return tuple(notes), tuple(dict.fromkeys(rules))
