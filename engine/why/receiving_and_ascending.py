"""Decision points of the Reactions to a player receiving something (7.3.29, 7.3.30) and to
an Expedition Ascending (7.3.3): "When you receive a Gift", "When you receive a token",
"When my Expedition / one of your Expeditions Ascends".

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "reaction.receive_gift": Point(
        "Does 'When you receive a Gift' activate: did the player draw, Resupply or receive a "
        "token during another player's turn (each card or token one Gift)?",
        ("7.3.29.a", "6.3.g", "6.3.f"),
    ),
    "reaction.receive_token": Point(
        "Does 'When you receive a token' activate: did a token join the player's "
        "Expeditions, Landmarks or Reserve?",
        ("7.3.30.a", "6.3.g", "6.3.f"),
    ),
    "reaction.in_contact": Point(
        "Does 'When … becomes In Contact' activate: was the Expedition (one of the object's "
        "Expeditions) in no other player's Expedition's region before the event, and in one "
        "after?",
        ("7.5.9.a", "7.5.9.b", "6.3.f"),
    ),
    "reaction.joins_landmarks": Point(
        "Does 'When a Permanent joins your Landmarks' activate: was it not in the player's "
        "Landmarks before the event and in them after?",
        ("7.5.10.a", "6.3.g", "6.3.f"),
    ),
    "reaction.ascends": Point(
        "Does 'When my Expedition Ascends' activate: did the Expedition gain the Ascended status?",
        ("7.3.3.a", "6.3.f"),
    ),
}
