"""What a played card's resolution moved, told from the board as the card leaves Limbo.

A "when a card is played" Reaction is checked by the step where the card leaves Limbo at
the end of its resolution, after its effect (5.1.2.l). That moment decides only when the
resolution changed what the Reaction looks at — here, its source sent out of play by the
effect (it was in play when the card was played, and is not when the card leaves Limbo). A
Reaction whose card was never in play does not activate by 1.2.4.d alone: 5.1.2.l is not
its reason.

Every move makes a new object with a fresh id (2.1.d; ``Draft.new_object_id`` numbers them
in order), so an object newer than the card in Limbo came to be during the resolution:
moved there, or created, after the card was put in Limbo (5.1.2.h).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.events import Event
from engine.state.game_state import GameState


def object_number(object_id: str) -> int | None:
    """The order an object came to be in (``"o12"`` → 12); None for an id of another form."""
    digits = object_id[1:]
    return int(digits) if object_id[:1] == "o" and digits.isdigit() else None


def played_in_limbo(events: Iterable[Event]) -> str | None:
    """The object id the played card had in Limbo, when the events hold it leaving Limbo at
    the end of its resolution (5.1.2.l); None otherwise."""
    for ev in events:
        if ev.played_from is not None and ev.from_zone == z.LIMBO and ev.object_id is not None:
            return ev.object_id
    return None


def newer_than(object_id: str, limbo_id: str) -> bool:
    """Whether ``object_id`` came to be after the card was put in Limbo as ``limbo_id``."""
    mine, played = object_number(object_id), object_number(limbo_id)
    return mine is not None and played is not None and mine > played


def sent_out_of_play_by_resolution(state: GameState, object_id: str, limbo_id: str) -> bool:
    """Whether the object ``object_id`` of ``state`` (out of play, as the card leaves Limbo)
    was in play when the card was played and left play during its resolution: it became
    this object after the card was put in Limbo (2.1.d), and its card left play this Day
    (7.3.20.a — ``left_play_this_day``)."""
    o = state.objects.get(object_id)
    if o is None or o.card_id is None or not newer_than(object_id, limbo_id):
        return False
    return any(card_id == o.card_id for _, card_id, _ in state.left_play_this_day)
