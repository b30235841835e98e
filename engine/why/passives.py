"""Decision points of passive abilities (2.3): where an ability works (1.2.4.d), the
changes a passive ability makes (2.3.1) — Gigantic among them (7.4.4) — and the order in
which several apply, by dependency and timestamp (2.3.2, 2.3.3).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    # the passive ability that states the period an ability is ignored (7.3.19.a), named
    # beside the Reaction it keeps from activating (engine/why/ignored_words.py)
    "ignore.period": Point(
        "Which ability says an ability is ignored, and during which period?",
        ("7.3.19.a", "7.3.19.b"),
    ),
    "ignore.itself": Point(
        "An ability ignores the abilities of its own object, itself among them: does the "
        "rest of it still happen?",
        ("7.3.19.b",),
        non_event=True,
    ),
    "ability.outside_play": Point(
        "Does the ability of a card in a Hand, a Reserve (not a support ability), a Discard "
        "pile or Limbo work there?",
        ("2.2.12.g",),
        non_event=True,
    ),
    "keyword.ignored": Point(
        "Does an ignored keyword ability (Defender, Eternal, Tough …) still have its effect?",
        ("7.3.19.b",),
    ),
    "keyword.lost": Point(
        "Does a keyword ability of an object that lost its abilities to a passive ability "
        "still have its effect?",
        ("2.3.1.d",),
    ),
    "gigantic.gained": Point(
        "Where is a Character that a passive ability makes Gigantic?",
        ("7.4.4.o", "2.3.1.e"),
    ),
    "gigantic.lost": Point(
        "Where is a Character that a passive ability no longer makes Gigantic?",
        ("7.4.4.p", "2.3.1.e"),
        non_event=True,
    ),
    "passive.depends.removes": Point(
        "Which passive ability applies first when applying one would remove the other?",
        ("2.3.2.d", "2.3.3.a"),
    ),
    "passive.depends.reach": Point(
        "Which passive ability applies first when applying one changes what the other applies to?",
        ("2.3.2.e", "2.3.3.a"),
    ),
    "passive.depends.does": Point(
        "Which passive ability applies first when applying one changes what the other does?",
        ("2.3.2.f", "2.3.3.a"),
    ),
    "passive.depends.chain": Point(
        "Does a passive ability depend on another through a chain of dependencies, and which "
        "applies first?",
        ("2.3.2.g", "2.3.3.a", "2.3.3.c"),
    ),
    "passive.depends.before_older": Point(
        "Does a passive ability another depends on apply first even if it is newer?",
        ("2.3.3.b",),
    ),
    "passive.depends.mutual": Point(
        "Which of two passive abilities that depend on each other applies first?",
        ("2.3.3.a", "2.3.3.b"),
    ),
    "gigantic.played": Point(
        "Where is a Character printed Gigantic that is played or created in one Expedition?",
        ("7.4.4.c",),
    ),
    "gigantic.arrived": Point(
        "Where is a Gigantic Character an effect puts in one Expedition?", ("7.4.4.b",)
    ),
    "gigantic.created": Point(
        "Where is a token created Gigantic by a passive ability?",
        ("7.4.4.c",),
    ),
    "passive.timestamp_order": Point(
        "In which order do two region passive abilities apply when neither depends on the other?",
        ("2.3.3.b",),
    ),
    "passive.condition_ends": Point(
        "When does a passive ability 'as long as …' or 'if …' start or stop applying — "
        "is it checked again after each event?",
        ("2.3.1.e",),
        non_event=True,
    ),
    "passive.only_in_play": Point(
        "Does a passive ability changing characteristics affect a card outside play?",
        ("2.3.1.b",),
        non_event=True,
    ),
}
