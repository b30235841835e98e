"""Decision points of places: which Expedition "my Expedition" / "its Expedition" is —
also of an object that left (6.3.j, 2.1.h) or a Gigantic one (7.4.4.f) — and where a token
or object is put when several Expeditions are meant (7.4.4.h, 6.1.g).

Part of the decision-point table of :mod:`engine.why.table`, which merges it.
"""

from __future__ import annotations

from engine.why.point import Point

POINTS: dict[str, Point] = {
    "place.deck_position": Point(
        "Where does a card sent to the Xth position of a Deck go?", ("3.2.2.b", "3.2.2.c")
    ),
    "place.deck_position_short": Point(
        "Where does a card sent to the Xth position of a Deck go when the Deck has fewer "
        "cards above that position?",
        ("3.2.2.c", "3.2.2.f"),
    ),
    "place.in_terrain": Point(
        "Is this Character or Gear in [terrain]: is at least one of its Expeditions in a "
        "region of that terrain?",
        ("7.5.8.c", "7.5.8.b"),
    ),
    "place.expedition_in_terrain": Point(
        "Is this Expedition in [terrain]: does the region its counter is on have that terrain?",
        ("7.5.8.b", "7.5.8.a"),
    ),
    "effect.my_expedition_gone": Point(
        "Which Expedition is 'my Expedition' of an object that left it?", ("6.3.j",)
    ),
    "effect.my_expedition_gone_gigantic": Point(
        "Which Expedition is 'my Expedition' of a Gigantic Character that left the Expedition "
        "zone?",
        ("6.3.j", "7.4.4.b", "7.4.4.f"),
        non_event=True,
    ),
    "effect.its_expedition_gone": Point(
        "Which Expedition is 'its Expedition' of a Character this effect moved out of the "
        "Expedition zone?",
        ("2.1.h",),
    ),
    "place.gigantic": Point(
        "Where is a token created in 'my Expedition' of a Gigantic object, whose Expedition "
        "is both?",
        ("7.4.4.h", "7.4.4.f"),
    ),
    "place.my_expedition": Point(
        "Which Expedition is 'my Expedition': the one of the object bearing the ability?",
        ("7.2.1.a",),
    ),
    "place.my_expedition_emblem": Point(
        "Which Expedition is 'my Expedition' in an Emblem-Reaction: the one of the object "
        "that created it, the object bearing the Reaction?",
        ("7.2.1.d", "7.2.1.a"),
    ),
    "place.one_of_yours": Point("Which of your Expeditions does it go to?", ("6.1.g",)),
    "place.distributed": Point(
        "'Create three tokens, distributed as you choose among any number of target "
        "Expeditions': where does each go?",
        ("6.5.b", "7.3.5.a"),
        non_event=True,
    ),
    "place.gigantic_no_other": Point(
        "Which Expedition is 'your other Expedition' of a Gigantic object?",
        ("7.4.4.l",),
    ),
    "place.gigantic_both": Point(
        "Which Expedition is 'my Expedition' of a Gigantic object?", ("7.4.4.f",)
    ),
    # ------------------------------------- where a count condition counts (one place, issue 30)
    "place.target_characters_expedition": Point(  # hc (session 37)
        "'Each Character in target Character's Expedition': which objects does the step act "
        "on — the Character is the target, chosen first; then every Character in its "
        "Expedition (both, for a Gigantic one), the target among them, each an atomic action?",
        ("6.5.b", "6.1.e", "7.4.4.b"),
    ),
    "place.facing_it": Point(  # hc (session 37)
        "'Each Character in the Expedition facing it', 'it' the Expedition that moved: which "
        "Expedition's Characters — the one of the same kind across from it?",
        ("1.2.3.c",),
    ),
    "place.counted_facing_me": Point(
        "'If there are two or more Characters in the Expedition facing me': which Expedition "
        "is counted?",
        ("1.2.3.c",),
    ),
    "place.counted_yours": Point(
        "'... in your other / Hero / Companion Expedition', '... in your Expeditions': which "
        "Expeditions are counted?",
        ("3.2.4.b",),
    ),
    "effect.only_character_gigantic": Point(
        "Is 'I am the only Character in my Expedition' true for a Gigantic object, whose "
        "Expedition is both?",
        ("7.4.4.k", "7.4.4.f"),
        non_event=True,
    ),
    "gigantic.present_in_both": Point(
        "Is a Gigantic Character whose card is in its controller's other Expedition also "
        "in this Expedition — one object, found and counted there once?",
        ("7.4.4.b",),
        non_event=True,
    ),
    "gigantic.one_object": Point(
        "Is a Gigantic Character, present in both of its controller's Expeditions, one "
        "Character or one in each for 'Characters you control gain 1 boost' or 'for each "
        "Character you control' — one card or token, not two, played or created in one "
        "Expedition and joining both?",
        ("7.4.4.c", "7.4.4.b"),
        non_event=True,
    ),
    # ------------------------------------------- what a count condition counted (7.4.4.b-c)
    "count.gigantic_once": Point(
        "Does a count condition ('if you control three or more other Characters') count a "
        "Gigantic Character once — one object, played or created in one Expedition and "
        "present in both?",
        ("7.4.4.b", "7.4.4.c"),
    ),
    # ------------------------------------------- a player's zone counted (gram29, issue 30)
    "count.landmarks": Point(
        "Which Permanents does 'if you / an opponent control(s) a Landmark' count — those "
        "in that player's own Landmarks?",
        ("3.2.7.b",),
    ),
    "count.cards_played": Point(
        "Which cards does 'if you played a Spell this turn' count — one that went back to "
        "Reserve, left play or is still resolving in Limbo too?",
        ("5.1.2.k",),
    ),
    "count.discard_pile": Point(
        "What does 'if your discard pile is empty' count — the cards in the controller's "
        "own Discard pile?",
        ("3.2.3.a",),
    ),
}
