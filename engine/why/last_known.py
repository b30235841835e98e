"""Decision points of last known information (2.1.h, 6.3.j): what a Reaction of an object
that left play reads of "me" — its counters, statuses, statistics (gram106).

Part of the decision-point table of :mod:`engine.why.table`, which merges it; the trace's
words are :mod:`engine.why.last_known_words`'s.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "effect.last_known_me": Point(
        "What does a Reaction read of 'me' — its counters, boosts, statuses, statistics — "
        "once the object it is bound to left play?",
        ("6.3.j", "2.1.h"),
    ),
    "effect.last_known_paid": Point(
        "What does an ability read of 'me' — its counters, boosts, statuses, statistics, "
        "Expedition — once its cost took it out of play ('Sacrifice me: ...')?",
        ("2.1.h",),
    ),
}
