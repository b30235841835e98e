"""What an effect reads of an object that no longer exists: the information that was true
about it just before it left play (2.1.h; for a Reaction's object, 6.3.j).

"When I leave the Expedition zone — Draw a card for each boost I had": by the time the
Reaction resolves, "I" is a card in the Reserve or Discard pile — a new object (2.1.d) that
lost its boosts (2.5.j). Read on that card, the count is 0; the rules read it on the object
that left, as it last was: its counters, statuses and statistics (``GameState.last_known``,
noted by ``engine.pipeline.left_play``). An object still in play — or one that never was —
is read as it is now. Where "I" was is :mod:`engine.reading.last_known`'s; this module is the
rest of what it was.
"""

from __future__ import annotations

from engine.reading.passives import statistics
from engine.reading.working import in_play as object_in_play
from engine.state.enums import Terrain
from engine.state.game_state import GameState
from engine.state.last_known_info import LastKnown
from engine.state.objects import GameObject


def last_known(state: GameState, object_id: str | None) -> LastKnown | None:
    """The information noted of ``object_id`` as it left play, if it no longer exists and
    left play this Day (2.1.h); ``None`` for an object that exists, or was never noted."""
    if object_id is None or object_id in state.objects:
        return None
    return state.last_known.get(object_id)


def known_object(state: GameState, object_id: str | None) -> GameObject | None:
    """The object ``object_id`` names: as it is now, or, gone from play, as it was just
    before (2.1.h, 6.3.j) — its counters, statuses, zone and controller then. ``None`` for
    no object, or one gone that was never in play."""
    if object_id is None:
        return None
    now = state.objects.get(object_id)
    if now is not None:
        return now
    known = state.last_known.get(object_id)
    return known.object if known is not None else None


def known_me(state: GameState, me: str | None, me_was: str | None) -> str | None:
    """Whose information "my counters", "my statistics" and "if I'm [status]" read: ``me``,
    the object "I" is now — or, for the effect of a Reaction whose object left play
    (``me_was``: the object "I" was then), that object as it was just before (2.1.h, 6.3.j)
    while "I" is now out of play: the card in the Reserve or Discard pile is a new object
    that lost its counters and statuses (2.1.d, 2.5.j). ``known_object`` and
    ``known_statistics`` of the id returned read it."""
    if me_was is None or me_was in state.objects or me_was not in state.last_known:
        return me
    if me is not None and me in state.objects and object_in_play(state, me):
        return me  # back in play already: a new object, read as it is (2.1.d)
    return me_was


def known_statistics(state: GameState, object_id: str | None) -> dict[Terrain, int] | None:
    """A Character's statistics (2.2.11.c) as they are now, or, gone from play, as they were
    just before it left (2.1.h, 6.3.j: boosts and passive changes then, 2.5.1.b, 2.3.1.b).
    ``None`` for no object, or one gone that was not a Character in play."""
    if object_id is None:
        return None
    if object_id in state.objects:
        return statistics(state, object_id)
    known = state.last_known.get(object_id)
    if known is None or not known.character:
        return None
    return {
        Terrain.FOREST: known.forest,
        Terrain.MOUNTAIN: known.mountain,
        Terrain.WATER: known.water,
    }


def it_as_known(state: GameState, object_id: str, past: bool = False) -> GameObject | None:
    """What "it" names, for a reading of its counters or statuses: the object in play now;
    an object gone from play as it was just before (2.1.h); or, said in the past tense
    (``past``), for the new object a card became as it left play (2.1.d: "Sacrifice target
    Character. If it had a boost, draw a card"), the object that left, as it was then. In
    the present tense a card out of play is read as it is: "it" may name a card of the
    Reserve that left play earlier, a new object nothing of the old one applies to (2.1.d)."""
    now = state.objects.get(object_id)
    if now is None:
        return known_object(state, object_id)
    if not past or object_in_play(state, object_id):
        return now
    was = it_was(state, object_id)
    return was.object if was is not None else now


def it_was(state: GameState, object_id: str) -> LastKnown | None:
    """What "it" was before the step that moved it out of play: ``object_id`` names the new
    object it became (2.1.d) — a card in a Discard pile or Reserve — and the rules read the
    information the object that left had (2.1.h). ``None`` when ``object_id`` became no such
    object this Day."""
    for known in state.last_known.values():
        if known.became == object_id:
            return known
    return None
