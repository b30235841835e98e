"""Decision points of a printed ability the engine does not execute, resolved by hand: the
step at which the trace names it — as the card enters play or is played (7.3.10.a,
7.5.12.a), as a phase begins (4.2.b), when its event happens (6.3.f), when its card goes to
Reserve (a support ability, 1.2.4.d) — and when its cost alteration applies (5.1.2.f).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "byhand.support_in_reserve": Point(
        "Does a support ability work once its card is in Reserve?", ("2.2.12.i",)
    ),
    "byhand.enters_play": Point("Does the card enter play?", ("7.3.10.a",)),
    "byhand.played": Point("When is a card played?", ("7.5.12.a",)),
    "byhand.cost": Point("When do cost alterations apply to a card played?", ("5.1.2.f",)),
    "byhand.at_phase": Point("Do 'At [phase]' abilities happen as a phase begins?", ("4.2.b",)),
    "byhand.at_event": Point(
        "Does the event activate a Reaction that existed before it?", ("6.3.f",)
    ),
}
