"""Decision points of hidden cards in the trace (3.1.3): what a line told to every player
may name — a card drawn, chosen from a Hand or put face-down in a Mana zone is "a card"
(3.1.3.e, 3.1.3.f, 3.2.9.a, 6.1.h).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "trace.card_unnamed": Point(
        "May a trace line, told to every player, name a card some player cannot look at "
        "(drawn, put from a Hand into a Deck or a Mana zone)?",
        ("3.1.3.f", "3.1.3.e"),
        non_event=True,
    ),
    "trace.mana_unnamed": Point(
        "May a trace line name a card put face-down in a Mana zone?", ("3.2.9.a",)
    ),
    "trace.mana_unrevealed": Point(
        "Is a card put from a Hand or a Deck into a Mana zone revealed as it changes zones?",
        ("3.2.9.b",),
    ),
    "trace.chosen_revealed": Point(
        "Is a card a player chooses in their Hand or Deck by its characteristics ('discard a "
        "Spell from your Hand') revealed?",
        ("3.1.3.f",),
    ),
    "trace.chosen_unnamed": Point(
        "May a trace line name the card a player chooses from their own Hand or Deck, or "
        "is the choice made explicit without revealing it?",
        ("6.1.h", "3.1.3.f", "3.2.5.b"),
    ),
    # ---------------------------------------- a Mana Orb chosen in its owner's Mana zone
    "trace.chosen_orb_unnamed": Point(
        "May a trace line name the Mana Orb a player chooses in their own Mana zone — a "
        "face-down card its owner may look at?",
        ("3.2.9.b", "3.2.9.d"),
    ),
}
