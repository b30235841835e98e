"""What a later step of an effect finds after an earlier step moved a card it did not choose
— "[Resupply]. If you put a Character in Reserve this way, you may immediately play it",
"Put the top card of your Deck in your Discard pile. If it's a Spell, …": the card moved to
a visible zone is a new object (2.1.d), which the ability finds in its destination zone
because the ability itself moved it there (2.1.f, an exception to 2.1.d). A card moved to a
hidden zone (drawn into a Hand) is the same card, not a new object: nothing is said.

Steps that move what they chose ("Send target Character to Reserve, then exhaust it") say it
where the later step follows them (``engine.steps.afterwards``, ``effect.follows_its_move``).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.enums import HIDDEN_ZONES
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.table import why


def found_where_moved(
    state: GameState, events: Iterable[Event], it: tuple[str, ...]
) -> tuple[str, tuple[str, ...]]:
    """ ": a new object in p1's Reserve, which the effect finds there, having moved it
    there" with 2.1.f, when the objects "it" names after the step are new objects the step's
    events moved to a visible zone; ``("", ())`` otherwise."""
    named = set(it)
    places: list[str] = []
    for ev in events:
        new = ev.new_object_id
        if new is None or new not in named or new == ev.object_id or new not in state.objects:
            continue
        zone = state.objects[new].zone
        if z.kind_of(zone) in HIDDEN_ZONES or ev.from_zone == zone:
            continue
        places.append(zone_words(zone))
    if not places:
        return "", ()
    where = " and ".join(dict.fromkeys(places))
    many = len(places) > 1
    what = "new objects" if many else "a new object"
    return (
        f": {what} in {where}, which the effect finds there, having moved "
        f"{'them' if many else 'it'} there",
        why("effect.found_where_moved"),
    )
