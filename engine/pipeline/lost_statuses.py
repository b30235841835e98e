"""The statuses objects lost by changing zones this Day (2.4.1.c-d), kept by card: a card
that comes back is a new object, and nothing that related to the old one follows it
(1.4.4.a). Kept so that a later outcome the lost status would have changed — Rest sending
a Character that was made Fleeting, then returned to its Hand and played again, to Reserve
— is said with the rule (engine.day.new_object_notes)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.state.events import Event
from engine.state.game_state import GameState, evolve


def noted_lost_statuses(before: GameState, after: GameState, events: Iterable[Event]) -> GameState:
    """``after`` with the statuses the ``events`` of one step took away by a change of zone
    noted, by card, in its ``statuses_lost_this_day``."""
    lost = tuple(
        (before.objects[oid].card_id or "", status)
        for ev in events
        if ev.statuses_lost and (oid := ev.object_id) is not None and oid in before.objects
        for status in ev.statuses_lost
    )
    lost = tuple(pair for pair in lost if pair[0] and pair not in after.statuses_lost_this_day)
    if not lost:
        return after
    return evolve(after, statuses_lost_this_day=(*after.statuses_lost_this_day, *lost))
