"""What left play this turn and this Day (7.3.20.a): each object that moved from the
Expedition or Landmark zone to another zone, kept with its controller and card as the turn
(4.2.3.b) and the Day (4.1) go on, for conditions such as "if a Character left play this
turn / this Day / this Afternoon" (6.5.d). Outside the Afternoon no player is taking a turn:
only the Day's record is kept."""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.enums import IN_PLAY_ZONES, Phase
from engine.state.events import Event
from engine.state.game_state import GameState, evolve


def noted_leaving_play(before: GameState, after: GameState, events: Iterable[Event]) -> GameState:
    """``after`` with the objects the ``events`` of one step took out of play noted in its
    ``left_play_this_day`` (at any moment of the Day, 4.1, marked when during the Afternoon)
    and, during a turn, its ``left_play_this_turn`` (a token ceasing to exist left play too,
    2.1.e)."""
    left: list[tuple[str, str]] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects or not ev.from_zone:
            continue
        if z.kind_of(ev.from_zone) not in IN_PLAY_ZONES:
            continue
        if ev.to_zone and z.kind_of(ev.to_zone) in IN_PLAY_ZONES:
            continue  # from one Expedition to another, or within play: no leaving (7.3.39.b)
        card_id = before.objects[oid].card_id
        if card_id is not None:
            left.append((before.objects[oid].controller, card_id))
    if not left:
        return after
    afternoon = after.phase is Phase.AFTERNOON
    day = (*after.left_play_this_day, *((who, card, afternoon) for who, card in left))
    if not afternoon or after.turn_player is None:
        return evolve(after, left_play_this_day=day)
    return evolve(
        after, left_play_this_day=day, left_play_this_turn=(*after.left_play_this_turn, *left)
    )
