"""What left play this turn and this Day (7.3.20.a): each object that moved from the
Expedition or Landmark zone to another zone, kept with its controller and card as the turn
(4.2.3.b) and the Day (4.1) go on, for conditions such as "if a Character left play this
turn / this Day / this Afternoon" (6.5.d). Outside the Afternoon no player is taking a turn:
only the Day's record is kept. Each object that leaves play is also noted as it was just
before (``GameState.last_known``, 2.1.h, 6.3.j)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.passives import statistics
from engine.state import zones as z
from engine.state.enums import IN_PLAY_ZONES, CardType, Phase, Status, Terrain
from engine.state.events import Event
from engine.state.game_state import GameState, evolve
from engine.state.last_known_info import LastKnown
from engine.state.records import replace


def noted_leaving_play(before: GameState, after: GameState, events: Iterable[Event]) -> GameState:
    """``after`` with the objects the ``events`` of one step took out of play noted in its
    ``left_play_this_day`` (at any moment of the Day, 4.1, marked when during the Afternoon)
    and, during a turn, its ``left_play_this_turn`` (a token ceasing to exist left play too,
    2.1.e)."""
    left: list[tuple[str, str]] = []
    known: dict[str, LastKnown] = {}
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects or not ev.from_zone:
            continue
        if z.kind_of(ev.from_zone) not in IN_PLAY_ZONES:
            continue
        if ev.to_zone and z.kind_of(ev.to_zone) in IN_PLAY_ZONES:
            continue  # from one Expedition to another, or within play: no leaving (7.3.39.b)
        known[oid] = _with_statuses_lost(
            replace(as_it_was(before, oid), became=ev.new_object_id), ev.statuses_lost
        )
        card_id = before.objects[oid].card_id
        if card_id is not None:
            left.append((before.objects[oid].controller, card_id))
    if known:
        after = evolve(after, last_known={**after.last_known, **known})
    if not left:
        return after
    afternoon = after.phase is Phase.AFTERNOON
    day = (*after.left_play_this_day, *((who, card, afternoon) for who, card in left))
    if not afternoon or after.turn_player is None:
        return evolve(after, left_play_this_day=day)
    return evolve(
        after, left_play_this_day=day, left_play_this_turn=(*after.left_play_this_turn, *left)
    )


def _with_statuses_lost(known: LastKnown, lost: tuple[str, ...]) -> LastKnown:
    """``known`` with the statuses the move took away (``Event.statuses_lost``): a status
    gained in the same step as it left play — "{T}, Sacrifice me: If I'm exhausted, …",
    the cost paid as one step (6.4.a) — was true just before it ceased to exist (2.1.h)."""
    gained = frozenset(Status(s) for s in lost) - known.object.statuses
    if not gained:
        return known
    return replace(known, object=replace(known.object, statuses=known.object.statuses | gained))


def as_it_was(before: GameState, object_id: str) -> LastKnown:
    """The object ``object_id`` of ``before`` as it is there, just before it leaves play
    (2.1.h, 6.3.j): its record, and a Character's statistics with its boosts and the
    passive changes working then (2.2.11.c, 2.3.1.b)."""
    o = before.objects[object_id]
    if before.type_of(object_id) is not CardType.CHARACTER:
        return LastKnown(o)
    stats = statistics(before, object_id)
    return LastKnown(
        o,
        forest=stats[Terrain.FOREST],
        mountain=stats[Terrain.MOUNTAIN],
        water=stats[Terrain.WATER],
        character=True,
    )
