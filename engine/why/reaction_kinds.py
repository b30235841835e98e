"""Decision points of particular triggers' Reactions: receiving, Ascending, In Contact and
joining Landmarks; how often a trigger activates (6.3.g); the card's own words (7.5.7.a,
7.5.11.c) and "At [phase]" (4.2.b); the limits that stop an activation. The general rules of
whether a Reaction activates are :mod:`engine.why.reactions`.

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    # ----------------- receiving, Ascending, In Contact, joining Landmarks (receive_triggers)
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
    # ---------------------------------------- how often a trigger activates (6.3.g)
    "reaction.once_for_the_step": Point(
        "Does a 'one or more' trigger activate only once for a step with several atomic "
        "actions it matches — it matches the step's event as a whole, not each atomic action?",
        ("6.3.g", "6.1.c"),
    ),
    # ------------------ the card's own words (7.5.7.a, 7.5.11.c) and 'At [phase]' (4.2.b)
    "reaction.leaves_switched": Point(
        "Does a Character switching Expeditions leave its former Expedition (but not the "
        "Expedition zone)?",
        ("7.5.11.c",),
    ),
    "reaction.not_failed": Point(
        "Does 'When my Expedition fails to move forward' activate when that Expedition "
        "moved forward during Progress?",
        ("7.5.7.a",),
        non_event=True,
    ),
    "reaction.at_phase": Point(
        "Does an 'At [phase]' Reaction activate: is it the beginning of that phase?", ("4.2.b",)
    ),
    # ------------------------------------------------ trigger limits that stop an activation
    "reaction.outside_its_phase": Point(
        "Does a Reaction activate when its event happens outside the phase its trigger "
        "names ('When a card leaves your Reserve during the Afternoon' at Night)?",
        ("6.3.b", "4.2.a"),
        non_event=True,
    ),
}
