"""An end state as a judge compares boards: what is where, and how it stands.

Two boards are the same outcome when a judge looking at the table could not tell them
apart: the same cards in the same zones (a Deck in order, 3.2.2.b; other zones as
collections), with the same current characteristics (2.2.11), statuses (2.4), counters and
boosts (2.5), the same Expedition positions and Ascended Expeditions (7.5.8), the same
Terrain Markers deciding the regions (3.2.1.d), the same moment of the day and the same
winner (1.3.1). Object ids and timestamps are not on the table and are not compared;
Mana Orbs are face down (2.2.1.f) and are told apart only as ready or exhausted.
"""

from __future__ import annotations

from engine.reading.passives import statistics
from engine.reading.terrain import terrains_at
from engine.state import zones as z
from engine.state.enums import CardType, Status, Terrain, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import record


@record
class Sight:
    """One card, token or emblem as the judge sees it."""

    name: str
    zone: str  # the engine's zone key: "expedition:p1:hero"
    controller: str
    place: int = -1  # position in a Deck (0 = top, 3.2.2.b); -1 where order is not kept
    stats: tuple[int, int, int] | None = None  # current forest/mountain/water (2.2.11.c)
    statuses: tuple[str, ...] = ()
    counters: tuple[tuple[str, int], ...] = ()  # boosts included, as "boost"
    token: bool = False
    text: str = ""  # an emblem's effect (Limbo holds several of the same card's)


@record
class ExpeditionSight:
    """An Expedition counter on the Adventure (7.5.8.a)."""

    expedition: str  # "p1:hero"
    region: int
    ascended: bool


@record
class Board:
    """A whole board, comparable with ``==`` and hashable."""

    cards: tuple[Sight, ...]
    mana: tuple[tuple[str, int, int], ...]  # (player, ready, exhausted)
    expeditions: tuple[ExpeditionSight, ...]
    regions: tuple[tuple[str, ...], ...]  # terrains each region has (3.2.1.e)
    day: int
    phase: str
    first_player: str
    turn_player: str | None
    passed: tuple[str, ...]
    winner: str | None
    game_over: bool


_STATUSES = (Status.EXHAUSTED, Status.FLEETING, Status.ASLEEP, Status.ANCHORED)


def sight(state: GameState, object_id: str) -> Sight:
    """How one object (or hidden card) looks on the table."""
    o = state.objects[object_id]
    kind = z.kind_of(o.zone)
    statuses = tuple(s.value for s in _STATUSES if s in o.statuses)
    counters = tuple(sorted((k, v) for k, v in o.counters.items() if v))
    if o.emblem is not None:
        return Sight(
            f"Emblem-{o.emblem.subtype} of {o.emblem.source_name}",
            o.zone,
            o.controller,
            text=o.emblem.text,
        )
    card = state.card(object_id)
    assert card is not None
    place = state.zone(o.zone).index(object_id) if kind is ZoneKind.DECK else -1
    stats = None
    if card.type is CardType.CHARACTER and kind is not ZoneKind.DECK:
        s = statistics(state, object_id)
        stats = (s[Terrain.FOREST], s[Terrain.MOUNTAIN], s[Terrain.WATER])
    return Sight(card.name, o.zone, o.controller, place, stats, statuses, counters, card.is_token)


def board_of(state: GameState) -> Board:
    """The board of ``state`` as a judge compares it."""
    cards: list[Sight] = []
    mana: list[tuple[str, int, int]] = []
    for zone in sorted(state.zones):
        ids = state.zones[zone]
        if z.kind_of(zone) is ZoneKind.MANA:
            tired = sum(1 for oid in ids if Status.EXHAUSTED in state.objects[oid].statuses)
            player = z.player_of(zone) or ""
            mana.append((player, len(ids) - tired, tired))
            continue
        cards.extend(sight(state, oid) for oid in ids)
    expeditions = tuple(
        ExpeditionSight(
            ex,
            state.positions.get(ex, 0),
            Status.ASCENDED in state.expedition_statuses.get(ex, frozenset()),
        )
        for ex in state.expedition_ids()
    )
    regions = tuple(
        tuple(sorted(t.value for t in terrains_at(state, i))) for i in range(len(state.adventure))
    )
    return Board(
        tuple(sorted(cards, key=_order)),
        tuple(mana),
        expeditions,
        regions,
        state.day,
        state.phase.value,
        state.first_player,
        state.turn_player,
        tuple(sorted(state.passed)),
        state.winner,
        state.game_over,
    )


def _order(s: Sight) -> tuple[str, int, str, str]:
    return (s.zone, s.place, s.name, repr(s))


def board_data(board: Board) -> dict[str, object]:
    """A board as JSON-ready data: each zone's cards (in order for a Deck), Mana,
    Expedition positions, the moment and the winner."""
    zones: dict[str, list[dict[str, object]]] = {}
    for s in board.cards:
        entry: dict[str, object] = {"card": s.name}
        if s.controller != (z.player_of(s.zone) or s.controller):
            entry["controller"] = s.controller
        if s.stats is not None:
            entry["stats"] = dict(zip(("forest", "mountain", "water"), s.stats, strict=True))
        if s.statuses:
            entry["statuses"] = list(s.statuses)
        if s.counters:
            entry["counters"] = dict(s.counters)
        if s.token:
            entry["token"] = True
        if s.text:
            entry["text"] = s.text
        zones.setdefault(s.zone, []).append(entry)
    return {
        "zones": zones,
        "mana": {p: {"ready": r, "exhausted": e} for p, r, e in board.mana},
        "expeditions": {
            x.expedition: {"region": x.region, "ascended": x.ascended} for x in board.expeditions
        },
        "regions": [list(r) for r in board.regions],
        "day": board.day,
        "phase": board.phase,
        "first_player": board.first_player,
        "turn_player": board.turn_player,
        "passed": list(board.passed),
        "winner": board.winner,
        "game_over": board.game_over,
    }


__all__ = ["Board", "ExpeditionSight", "Sight", "board_data", "board_of", "sight"]
