"""Decision points of last known information (2.1.h, 6.3.j): what a Reaction of an object
that left play reads of "me" — its counters, statuses, statistics (gram106).

Part of the decision-point table of :mod:`engine.why.table`, which merges it; the trace's
words are :mod:`engine.why.last_known_words`'s.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "effect.spell_me": Point(
        "What is 'I', 'me', 'my' in a Spell's effect — its counters, its costs?",
        ("7.2.1.b",),
    ),
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
    "effect.last_known_left": Point(
        "What does an ability read of 'me' — its counters, boosts, statuses, statistics — "
        "once an earlier step of the same ability took it out of play ('Send me to "
        "Reserve. Then …')?",
        ("2.1.h",),
    ),
    "effect.my_expedition_left": Point(
        "Which Expedition is 'my Expedition' once an earlier step or the cost of the same "
        "ability took 'me' out of the Expedition zone?",
        ("2.1.h",),
    ),
    "effect.my_expedition_left_gigantic": Point(
        "Which Expeditions are 'my Expedition' of a Gigantic Character an earlier step or "
        "the cost of the same ability took out of the Expedition zone?",
        ("2.1.h", "7.4.4.b", "7.4.4.f"),
    ),
    "effect.i_was_in_terrain_left": Point(
        "Is 'if I am in [terrain]' true of an object an earlier step or the cost of the same "
        "ability took out of the Expedition zone: was one of its Expeditions then in that "
        "terrain?",
        ("2.1.h", "7.5.8.c"),
    ),
    "effect.my_place_left": Point(
        "Where is 'me' for 'the Expedition facing me' / 'in my Expedition' once an earlier "
        "step or the cost of the same ability took it out of the Expedition zone?",
        ("2.1.h",),
    ),
}
