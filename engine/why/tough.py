"""Decision points of Tough (7.4.7): the extra cost of targeting an opponent's object, paid
with the choice, once per effect, never forced, and only while the ability works (1.2.4.d).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import PAID_IN_FULL, Point

POINTS: dict[str, Point] = {
    "tough.never_forced": Point(
        "Must a player pay a Tough cost when every suitable target has Tough?",
        ("7.4.7.d",),
        non_event=True,
    ),
    "tough.pay": Point(
        "How much more does targeting an opponent's Tough object cost?",
        ("7.4.7.c", "3.2.9.f"),
    ),
    "tough.own": Point(
        "Does a player pay Tough to target their own object?", ("7.4.7.c",), non_event=True
    ),
    "tough.once_per_effect": Point(
        "Is Tough paid again when the effect targets the same object again?",
        ("7.4.7.f",),
        non_event=True,
    ),
    "tough.out_of_reach": Point(
        "Can an opponent's Tough object be targeted without the mana to pay for it?",
        ("7.4.7.c", *PAID_IN_FULL),
        non_event=True,
    ),
    "tough.outside_play": Point(
        "Does an opponent pay Tough to target a card with Tough in a Reserve, outside play?",
        ("7.4.7.c", "2.2.12.g"),
        non_event=True,
    ),
    "tough.not_controlled": Point(
        "Does 'Characters you control are Tough' reach a card in its owner's Reserve, a zone "
        "no player controls — and a passive ability giving a keyword, anything outside play?",
        ("7.5.5.b", "7.5.5.a", "7.4.7.c", "2.3.1.b"),
        non_event=True,
    ),
    "tough.idle": Point(
        "Does an opponent pay Tough to target an object whose Tough is ignored or lost?",
        ("7.4.7.c",),
        non_event=True,
    ),
    "tough.decided": Point("When is paying Tough decided?", ("6.5.b", "7.4.7.e")),
    "tough.targeted": Point(
        "Why does choosing an opponent's Tough object as a target cost more?",
        ("7.4.7.c",),
    ),
    "tough.declined": Point(
        "May a player choose no target rather than pay a Tough cost they could pay?",
        ("7.4.7.d",),
        non_event=True,
    ),
    "tough.for_free": Point(
        "Is Tough paid to target with a Spell or quick action played for free?",
        ("7.4.7.f", "7.3.26.a"),
        non_event=True,
    ),
    "tough.not_targeted": Point(
        "Must an opponent pay Tough for an object their effect reaches without targeting it?",
        ("7.4.7.c",),
        non_event=True,
    ),
}
