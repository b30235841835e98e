# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of divided counters (issue 30, session 36), written before building (not copied
from card data) and judged by meaning.

1. COUNTERS DIVIDED AMONG A GROUP: "Spend / Remove N [name] counters / boosts from [objects]"
   with N >= 2 and neither "each" nor "all" is N in all, divided among the objects as the
   player chooses (6.1.g): a spend ``in_all`` — one decision recording the split, paid in full
   or not at all (7.3.38.a, 7.3.38.b, 6.4.c) — or a removal whose amount is a total among
   them (2.5.g; fewer in all: all of them, 6.5.h). ``READ_IN_ALL``: text -> (action,
   subject, amount, counter, in_all) of the step taking the counters.
2. A COUNT WHOSE OBJECT IS THE STEP'S TARGET: "[step] for each [name] counter / boost on
   target [Character / Permanent]" — the count's own target, chosen before the step (6.5.b),
   counted as it is carried out (6.5.i); "Target Character gains 1 boost for each [name]
   counter on it": its own count. ``READ_COUNT_TARGET``: text -> (action, subject, per).
3. ``REFUSED_GZ``: near-misses that must stay refused (another meaning or one the engine
   cannot carry out), text -> words of the refusal reason.
4. ``ROUND_TRIP_GZ``: sentences the writer must print back to the same reading (every verb
   x owner's zone x one / several / me; a step several players do and the same players'
   follow-ups; the two constructions above)."""

from __future__ import annotations

Divided = tuple[str, str, int | str, str, bool]

READ_IN_ALL: dict[str, Divided] = {
    "SPELL Remove 2 boosts from Characters you control. Draw a card.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "SPELL Remove 3 boosts from Characters your opponents control.": (
        "remove_counters",
        "objects_in_play",
        3,
        "boost",
        False,
    ),
    "SPELL Remove 2 Sap counters from Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        "Sap",
        False,
    ),
    "SPELL Spend 2 boosts from Characters you control. If you do, draw two cards.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "SPELL You may spend 3 boosts from Characters you control. If you do, draw a card.": (
        "spend_counters",
        "characters_you_control",
        3,
        "boost",
        True,
    ),
    "SPELL Remove up to 3 boosts from Characters your opponents control.": (
        "remove_counters",
        "objects_in_play",
        "X",
        "boost",
        False,
    ),
    "{J} Remove 2 boosts from Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "{J} You may spend 2 boosts from Characters you control. If you do, draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "{J} You may spend 2 boosts from Characters you control to draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "{H} Remove 2 boosts from Characters your opponents control.": (
        "remove_counters",
        "objects_in_play",
        2,
        "boost",
        False,
    ),
    "{H} You may spend 3 Kelon counters from Characters you control to draw two cards.": (
        "spend_counters",
        "characters_you_control",
        3,
        "Kelon",
        True,
    ),
    "{R} Remove 4 boosts from Characters you control. Draw a card.": (
        "remove_counters",
        "characters_you_control",
        4,
        "boost",
        False,
    ),
    "{R} You may spend 2 Sap counters from Characters you control. If you do, I gain 2 boosts.": (
        "spend_counters",
        "characters_you_control",
        2,
        "Sap",
        True,
    ),
    "{R} You may spend two boosts from Characters you control to draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "{R} Remove two Kelon counters from Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        "Kelon",
        False,
    ),
    "When I enter play — Remove 2 boosts from Characters your opponents control.": (
        "remove_counters",
        "objects_in_play",
        2,
        "boost",
        False,
    ),
    "When I enter play — You may spend 2 boosts from Characters you control to draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "When I leave play — Remove 2 boosts from Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "When I go to Reserve — You may spend 2 boosts from Characters you control. If you do, draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "When you play a Spell — You may spend 2 boosts from Characters you control to draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "When a Character you control leaves play — Remove 2 boosts from Characters your opponents control.": (
        "remove_counters",
        "objects_in_play",
        2,
        "boost",
        False,
    ),
    "At Dusk — Remove 2 boosts from Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "At Noon — You may spend 3 boosts from Characters you control to draw a card.": (
        "spend_counters",
        "characters_you_control",
        3,
        "boost",
        True,
    ),
    "At Morning — You may spend 2 Sap counters from Characters you control. If you do, draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        "Sap",
        True,
    ),
    "At Night — Remove up to 2 boosts from Characters you control.": (
        "remove_counters",
        "characters_you_control",
        "X",
        "boost",
        False,
    ),
    "{R} Remove 2 boosts from Characters in the Expedition facing me.": (
        "remove_counters",
        "objects_in_play",
        2,
        "boost",
        False,
    ),
    "{R} Remove 2 boosts from Characters in my Expedition.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "{R} Remove 2 boosts from other Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "{R} You may spend 2 boosts from other Characters you control. If you do, draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "{R} Remove 2 boosts from Plant Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "{R} You may spend 2 boosts from Plant Characters you control to draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "{R} Remove 2 boosts from Permanents you control.": (
        "remove_counters",
        "objects_in_play",
        2,
        "boost",
        False,
    ),
    "{R} If you control a Plant, remove 2 boosts from Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "{R} You may spend 2 boosts from Characters you control. If you do, draw a card. Otherwise, I gain Anchored.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "{R} You may spend 2 boosts from Characters you control. If you don't, I gain Fleeting.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "{R} You may spend 2 boosts from Characters you control to give target Character Anchored.": (
        "spend_counters",
        "characters_you_control",
        2,
        "boost",
        True,
    ),
    "{R} Remove 2 boosts from Characters you control, then draw a card.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "{R} Remove 2 boosts from Characters you control and draw a card.": (
        "remove_counters",
        "characters_you_control",
        2,
        "boost",
        False,
    ),
    "{R} Remove 2 counters from Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        "",
        False,
    ),
    "{R} Remove 2 boosts from Characters.": (
        "remove_counters",
        "objects_in_play",
        2,
        "boost",
        False,
    ),
    "{R} Remove 2 boosts from target Character you control.": (
        "remove_counters",
        "target_character",
        2,
        "boost",
        False,
    ),
}

READ_COUNT_TARGET: dict[str, tuple[str, str, str]] = {
    "SPELL Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "SPELL I gain 1 boost for each boost on target Character.": (
        "give_boost",
        "self",
        "boost on target character",
    ),
    "SPELL Draw a card for each Kelon counter on target Permanent.": (
        "draw",
        "",
        "kelon counter on target permanent",
    ),
    "SPELL Draw a card for each Sap counter on target Character or Permanent.": (
        "draw",
        "",
        "sap counter on target character or permanent",
    ),
    "{J} Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "{J} I gain 1 boost for each Sap counter on target Character.": (
        "give_boost",
        "self",
        "sap counter on target character",
    ),
    "{J} I gain 2 boosts for each Kelon counter on target Permanent.": (
        "give_boost",
        "self",
        "kelon counter on target permanent",
    ),
    "{J} Create an Ordis Recruit token in my Expedition for each Kelon counter on target Character.": (
        "create",
        "my_expedition",
        "kelon counter on target character",
    ),
    "{H} Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "{H} I gain 1 Glimmer counter for each boost on target Character.": (
        "gain_counters",
        "self",
        "boost on target character",
    ),
    "{H} I gain 1 boost for each Ember counter on target Character or Permanent.": (
        "give_boost",
        "self",
        "ember counter on target character or permanent",
    ),
    "{R} Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "{R} I gain 1 boost for each boost on target Character.": (
        "give_boost",
        "self",
        "boost on target character",
    ),
    "When I enter play — Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "When I enter play — I gain 1 boost for each Sap counter on target Character.": (
        "give_boost",
        "self",
        "sap counter on target character",
    ),
    "When I leave play — Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "When I go to Reserve — Draw a card for each Kelon counter on target Permanent.": (
        "draw",
        "",
        "kelon counter on target permanent",
    ),
    "When you play a Spell — I gain 1 boost for each boost on target Character.": (
        "give_boost",
        "self",
        "boost on target character",
    ),
    "When a Character you control leaves play — Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "At Dusk — Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "At Noon — I gain 1 boost for each Sap counter on target Character.": (
        "give_boost",
        "self",
        "sap counter on target character",
    ),
    "At Morning — Draw a card for each Ember counter on target Permanent.": (
        "draw",
        "",
        "ember counter on target permanent",
    ),
    "At Night — I gain 1 boost for each boost on target Character or Permanent.": (
        "give_boost",
        "self",
        "boost on target character or permanent",
    ),
    "{R} If you control a Plant, draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "{R} If I am boosted, I gain 1 boost for each boost on target Character.": (
        "give_boost",
        "self",
        "boost on target character",
    ),
    "{R} Draw a card for each boost on target Character. I gain 1 boost.": (
        "draw",
        "",
        "boost on target character",
    ),
    "{R} I gain Anchored. Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "{R} Draw a card for each boost on target Character, then discard a card from your hand.": (
        "draw",
        "",
        "boost on target character",
    ),
    "{J} Draw two cards for each Kelon counter on target Character.": (
        "draw",
        "",
        "kelon counter on target character",
    ),
    "{R} I gain 1 boost for each Sap counter on target Permanent.": (
        "give_boost",
        "self",
        "sap counter on target permanent",
    ),
    "{J} Draw a card for each boost on target Character or Permanent.": (
        "draw",
        "",
        "boost on target character or permanent",
    ),
    "SPELL I gain 1 Sap counter for each boost on target Character.": (
        "gain_counters",
        "self",
        "boost on target character",
    ),
    "{H} Create an Ordis Recruit token in my Expedition for each boost on target Character.": (
        "create",
        "my_expedition",
        "boost on target character",
    ),
    "When an opponent plays a Spell — I gain 1 boost for each boost on target Character.": (
        "give_boost",
        "self",
        "boost on target character",
    ),
    "{H} Draw a card for each Sap counter on target Character.": (
        "draw",
        "",
        "sap counter on target character",
    ),
    "SPELL I gain 2 boosts for each boost on target Character or Permanent.": (
        "give_boost",
        "self",
        "boost on target character or permanent",
    ),
    "{J} I gain 1 Kelon counter for each Kelon counter on target Permanent.": (
        "gain_counters",
        "self",
        "kelon counter on target permanent",
    ),
    "When I'm sacrificed — Draw a card for each boost on target Character.": (
        "draw",
        "",
        "boost on target character",
    ),
    "{J} Target Character gains 1 boost for each Sap counter on it.": (
        "give_boost",
        "target_character",
        "sap counter it has",
    ),
    "{J} Target Character gains 1 boost for each boost on it.": (
        "give_boost",
        "target_character",
        "boost it has",
    ),
    "SPELL Target Character gains 2 boosts for each Kelon counter on it.": (
        "give_boost",
        "target_character",
        "kelon counter it has",
    ),
    "{R} Target Permanent gains 1 boost for each Kelon counter on it.": (
        "give_boost",
        "target_permanent",
        "kelon counter it has",
    ),
    "{H} Target Character gains 1 Sap counter for each Sap counter on it.": (
        "gain_counters",
        "target_character",
        "sap counter it has",
    ),
    "SPELL Target Character gains 1 boost for each of its boosts.": (
        "give_boost",
        "target_character",
        "boost it has",
    ),
}

_TWO_TARGETS = "a count on a target beside the step's own target is read by hand"
_THEIRS = "counters spent in all from objects other players may control"

REFUSED_GZ: dict[str, str] = {
    # divided among a group: an amount not fixed, another player's objects spent, a cost
    # of several parts (not read there), from each with "up to" (a quick action's cost is
    # read since session 41: sentences_steps_delays_counters.py)
    "{R} Remove X boosts from Characters you control.": "not understood",
    "{R} You may spend 2 boosts from Characters. If you do, draw a card.": _THEIRS,
    "{R} Spend 2 boosts from Characters your opponents control. Draw a card.": _THEIRS,
    "{R} You may exhaust me and spend 2 boosts from Characters you control to draw a card.": "not an object",
    "{R} Remove up to 2 boosts from each Character you control.": "not understood",
    "{R} Remove 2 boosts from each of up to two target Characters.": "not read",
    "{R} Spend 2 counters from Characters you control. If you do, draw a card.": "not read",
    # a count on a target: two targets of one step, a described / another / optional target,
    # counters of any name, "it" naming nothing
    "{J} Target Character gains 1 boost for each boost on target Character.": _TWO_TARGETS,
    "{J} Target opponent draws a card for each boost on target Character.": _TWO_TARGETS,
    "{J} Draw a card for each boost on target Character you control.": "own target",
    "{J} Draw a card for each boost on another target Character.": "own target",
    "{J} Draw a card for each boost on up to one target Character.": "own target",
    "{J} Draw a card for each boost on target Plant Character.": "own target",
    "{J} I gain 1 boost for each counter on target Character.": "not supported",
    "{J} Draw a card for each boost on it.": "not supported",
    "{J} Draw a card for each boost on target Expedition.": "not read",
    "{R} You may draw a card for each boost on target Character.": "not supported",
}
"""Near-misses refused, with words their reason holds (grammar's or the card reader's)."""

ROUND_TRIP_GZ: tuple[str, ...] = (
    # every verb x owner's zone x one / several / me, the printed verb kept (7.3.27.b)
    *(
        f"{{R}} {verb} {who} {prep} {whose} {zone}."
        for verb, prep in (("Put", "in"), ("Return", "to"), ("Send", "to"))
        for who, whose, zone in (
            ("target Character", "its owner's", "hand"),
            ("target Character", "its owner's", "Reserve"),
            ("target Character", "its owner's", "Mana zone"),
            ("up to two target Characters", "their owners'", "hands"),
            ("up to two target Characters", "their owners'", "Reserves"),
            ("up to two target Characters", "their owners'", "Mana zones"),
            ("me", "my owner's", "hand"),
            ("me", "my owner's", "Reserve"),
            ("me", "my owner's", "Mana zone"),
            ("target card in an opponent's Reserve", "its owner's", "hand"),
            ("target card in an opponent's Reserve", "its owner's", "Mana zone"),
        )
    ),
    "{J} Put target card from an opponent's Discard pile in its owner's Reserve.",
    "{J} Return target card from an opponent's Discard pile to its owner's hand.",
    "{J} Put up to two target cards from any Discard pile in their owners' Reserves.",
    # a step several players do, and the same players' follow-ups (1.4.7.b)
    "{R} Each player reveals the top card of their deck and draws it.",
    "{R} Each opponent reveals the top card of their deck and draws it.",
    "{R} Target opponent reveals the top card of their deck and draws it.",
    "{J} Each opponent discards a card from their Reserve. If they can't, they draw a card.",
    "{J} Target opponent sacrifices a Permanent. If they can't, they discard a card from their hand.",
    "{J} Target opponent may discard a card from their Reserve. If they do, they draw a card.",
    "{J} Target opponent may discard a card from their Reserve. If they do, draw a card.",
    "{J} Target opponent may sacrifice a Character. If they don't, they discard a card from their hand.",
    "{J} Each opponent may discard a card from their hand. If they do, they draw a card.",
    "{J} Target opponent may draw a card. If they do, I gain 2 boosts.",
    # the constructions of 1 and 2
    "{R} You may spend 2 boosts from Characters you control. If you do, draw a card.",
    "{R} Remove 2 boosts from Characters you control.",
    "{R} Remove up to 3 Sap counters from Characters you control.",
    "{R} Remove 2 boosts from Characters your opponents control.",
    "{R} You may spend 3 Kelon counters from Plant Characters you control. If you do, draw a card.",
    "{R} You may spend 2 boosts from each Character you control. If you do, draw a card.",
    "{R} Draw a card for each boost on target Character.",
    "{R} I gain 1 boost for each Sap counter on target Character.",
    "{R} Draw a card for each Kelon counter on target Permanent.",
)
