"""The board's records: what the sandbox draws at one moment, as plain frozen data — players,
zones with their tiles, the Adventure's regions with the Expedition counters on them, Limbo,
the decision waited for.

:mod:`judge_app.sandbox.board` makes them from an engine state; they are kept apart from it,
with no import of the engine, so the Sandbox's empty table is drawn before the engine is
loaded (issue 33: the first switch to the Sandbox).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

EXHAUSTED = "Exhausted"
"""The exhausted status's word (2.4.2), as :class:`engine.Status` names it."""


@dataclass(frozen=True, slots=True)
class Tile:
    """One card or emblem as shown on the board."""

    object_id: str
    name: str
    type: str
    owner: str
    controller: str
    zone: str
    hand_cost: int | None = None
    reserve_cost: int | None = None
    stats: tuple[int, int, int] | None = None  # current forest/mountain/water (2.2.11.c)
    printed_stats: tuple[int, int, int] | None = None
    statuses: tuple[str, ...] = ()
    counters: tuple[tuple[str, int], ...] = ()
    boosts: int = 0
    is_token: bool = False
    is_emblem: bool = False
    face_down: bool = False
    subtypes: tuple[str, ...] = ()
    faction: str | None = None
    text: str = ""
    timestamp: int | None = None
    not_executed: tuple[str, ...] = ()
    """Printed abilities the engine does not execute: the judge resolves them by hand."""

    @property
    def exhausted(self) -> bool:
        return EXHAUSTED in self.statuses

    @property
    def stats_changed(self) -> bool:
        """Whether passive abilities or boosts change the printed statistics."""
        return self.stats is not None and self.stats != self.printed_stats


@dataclass(frozen=True, slots=True)
class ZoneView:
    """One zone or sub-zone: its key, a title and its tiles in order (hidden zones list
    their cards only when revealed)."""

    key: str
    title: str
    tiles: tuple[Tile, ...]
    count: int
    hidden: bool = False
    limit: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's side of the table."""

    id: str
    is_first: bool
    is_turn: bool
    has_passed: bool
    hero: Tile | None
    zones: Mapping[str, ZoneView]  # by short name: hand, deck, discard, mana, reserve, ...
    mana_ready: int
    mana_exhausted: int
    expedition_stats: Mapping[str, tuple[int, int, int]]  # "hero"/"companion"


@dataclass(frozen=True, slots=True)
class ExpeditionMarker:
    """An Expedition counter on the Adventure: the Expedition is in that region (7.5.8.a)."""

    expedition: str  # "p1:hero"
    player: str
    which: str  # "hero" / "companion"
    region: int
    ascended: bool


@dataclass(frozen=True, slots=True)
class TerrainMarkerView:
    """A Terrain Marker on a region: "The region I am placed on gains my terrains and loses
    its other terrain" (3.2.1.d)."""

    id: str
    terrains: tuple[str, ...]
    timestamp: int

    @property
    def text(self) -> str:
        """``"water"``, ``"forest, mountain"``."""
        return ", ".join(self.terrains)


@dataclass(frozen=True, slots=True)
class RegionView:
    """One region of the Adventure (3.2.1.b).

    ``terrains`` are the terrains it has, Terrain Markers applied first (3.2.1.e);
    ``printed`` the ones it shows; ``terrain_markers`` the Terrain Markers on it in the
    order their abilities apply (by timestamp: the last one decides, 3.2.1.e). ``markers``
    are the Expedition counters in it."""

    index: int
    name: str
    terrains: tuple[str, ...]
    face_up: bool
    markers: tuple[ExpeditionMarker, ...] = ()
    printed: tuple[str, ...] = ()
    terrain_markers: tuple[TerrainMarkerView, ...] = ()

    @property
    def marked(self) -> bool:
        """Whether Terrain Markers decide this region's terrains (3.2.1.d)."""
        return bool(self.terrain_markers)


@dataclass(frozen=True, slots=True)
class DecisionView:
    """The decision the engine waits for, if any."""

    player: str
    kind: str
    prompt: str
    options: tuple[tuple[str, str], ...]
    min_choices: int
    max_choices: int
    rules: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BoardView:
    """Everything the board shows at one moment."""

    day: int
    phase: str
    first_player: str
    turn_player: str | None
    players: tuple[PlayerView, ...]
    regions: tuple[RegionView, ...]
    limbo: ZoneView
    decision: DecisionView | None
    winner: str | None
    game_over: bool
    next_task: str | None = None
    next_phase: str | None = None
    revealed: frozenset[str] = field(default_factory=frozenset)

    def moment_text(self) -> str:
        """``"Day 1, Noon"`` — or ``"Day 1, Noon about to begin"`` between phases."""
        if self.next_phase:
            day = self.day + 1 if self.next_phase == "Morning" else self.day
            return f"Day {day}, {self.next_phase} about to begin"
        return f"Day {self.day}, {self.phase}"

    def player(self, pid: str) -> PlayerView:
        return next(p for p in self.players if p.id == pid)

    def all_tiles(self) -> list[Tile]:
        """Every tile on the board (heroes, zones, Limbo)."""
        found: list[Tile] = list(self.limbo.tiles)
        for p in self.players:
            if p.hero is not None:
                found.append(p.hero)
            for zone in p.zones.values():
                found.extend(zone.tiles)
        return found

    def summary(self) -> dict[str, list[str]]:
        """Zone key → names, for comparing two boards in tests and reports."""
        from engine import ZoneKind
        from engine.state import zones as z

        out: dict[str, list[str]] = {
            "limbo": [f"{t.type} of {t.name}" if t.is_emblem else t.name for t in self.limbo.tiles]
        }
        for p in self.players:
            if p.hero is not None:
                out[z.personal(ZoneKind.HERO, p.id)] = [p.hero.name]
            for zone in p.zones.values():
                out[zone.key] = [_marked(t) for t in zone.tiles] or (
                    [f"{zone.count} hidden"] if zone.hidden and zone.count else []
                )
        return out


def _marked(t: Tile) -> str:
    from engine import Status

    extra = [s for s in t.statuses if s != Status.BOOSTED.value]
    if t.boosts:
        extra.append(f"{t.boosts} boost")
    return f"{t.name} ({', '.join(extra)})" if extra else t.name


ZONE_TITLES = {
    "hand": "Hand",
    "deck": "Deck",
    "discard": "Discard pile",
    "mana": "Mana",
    "reserve": "Reserve",
    "landmarks": "Landmarks",
    "hero_expedition": "Hero Expedition",
    "companion_expedition": "Companion Expedition",
}
