"""Where Expeditions stand on the Adventure: their region of origin (4.1.d), the region
opposite it (7.3.25.c), how far they are from where they started (4.2.5.d) and which is
ahead (7.5.2.b)."""

from __future__ import annotations

from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState


def origin(state: GameState, expedition: str) -> int:
    """Region index of an Expedition's region of origin (4.1.d)."""
    return 0 if expedition.endswith(ExpeditionKind.HERO.value) else len(state.adventure) - 1


def target_end(state: GameState, expedition: str) -> int:
    """Region index of the region opposite to the region of origin (7.3.25.c)."""
    return len(state.adventure) - 1 if expedition.endswith(ExpeditionKind.HERO.value) else 0


def distance(state: GameState, expedition: str) -> int:
    """How many regions an Expedition is from its starting region (4.2.5.d)."""
    return abs(state.positions[expedition] - origin(state, expedition))


def ahead(state: GameState, expedition: str) -> bool:
    """Whether ``expedition`` is ahead: farther from its starting region than the
    Expedition facing it — neither behind nor tied (7.5.2.b, 7.5.2.c); none during
    tiebreakers, where all are tied (7.5.2.d)."""
    return stands(state, expedition, "ahead")


def stands(state: GameState, expedition: str, standing: str) -> bool:
    """Whether ``expedition`` stands as said against the Expedition facing it: "ahead"
    farther from its starting region (7.5.2.a), "behind" closer (7.5.2.b), "tied" as far
    (7.5.2.c) — every Expedition is tied during tiebreakers (7.5.2.d)."""
    if state.tiebreakers:
        return standing == "tied"
    mine, theirs = distance(state, expedition), distance(state, state.facing(expedition))
    return {"ahead": mine > theirs, "behind": mine < theirs, "tied": mine == theirs}[standing]
