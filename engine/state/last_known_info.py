"""Last known information of an object that left play (2.1.h, 6.3.j), kept as plain data.

An object that leaves the Expedition or Landmark zone ceases to exist (2.1.d): the card in
the Reserve, Hand or Discard pile is a new object with none of its counters (2.5.j),
statuses (2.4.1.c-d) or statistic changes (2.3.1.b). A Reaction bound to the old object
("When I leave the Expedition zone — Draw a card for each boost I had") or a step that
reads "it" after moving it uses "the information that was true about that object just
before it ceased to exist" (2.1.h): "its characteristics and location … it had when it
stopped existing" (6.3.j). The engine notes that information as the object leaves play
(``engine.pipeline.left_play``) under the old object's id, in ``GameState.last_known``,
for the Day (a Reaction resolves within the Day it was activated in, 4.4)."""

from __future__ import annotations

from engine.state.objects import GameObject
from engine.state.records import record


@record
class LastKnown:
    """An object as it was just before it left play (2.1.h): the object itself (its zone,
    controller, counters and statuses) and, for a Character, its statistics with every
    boost and working passive change then (2.2.11.c, 2.5.1.b, 2.3.1.b)."""

    object: GameObject
    forest: int = 0
    mountain: int = 0
    water: int = 0
    character: bool = False  # only a Character has statistics (2.2.11.c)
    # the object it became in its new zone (2.1.d), if any: what "it" names after the step
    # that moved it ("Sacrifice target Character. Draw a card for each boost it had")
    became: str | None = None
