# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Grants and continuations (issue 30, session 33) — sibling sentences written before
the reader was built (not copied from card data). "SPELL " marks a Spell's text; the others
are a Character's. Set keywords (a set's own keyword read by its reminder, 2.2.12.c) are read
with :data:`SET_KEYWORDS`.

- ``GIVEN``: a keyword ability (7.4) or a set's keyword given to others — to a group by a
  passive (2.3.1.a), to just-created tokens or to what a step acted on by a following
  sentence ("They gain [K]", "It gains [K] this turn"), with and without a duration
  (2.2.15.a; none said: until it leaves play, 2.1.d).
- ``TOGETHER``: several players acting in one step — "You and target opponent each [step]"
  (every player, 1.2.1.b; each as their own, 1.4.7.b; decisions in initiative order, 6.1.h,
  1.4.5.a), "Each player sacrifices a Character" (the acting player chooses, 7.3.36.a),
  "Each opponent chooses … Send each chosen Character …" (6.1.h).
- ``CONTINUED``: follow-ups that refer back ("Then, if …, it gains 1 more boost").

Each ``*_READ`` sentence must read executable; each ``*_REFUSED`` one must not (its reason
is said beside it)."""

from __future__ import annotations

from typing import Any

SET_KEYWORDS = {"homeward": "When I go from the Expedition zone to Reserve \u2014 [Resupply]."}
"""The set's keyword these sentences name (as an import defines it by its reminder)."""

_TOKENS = "Create two Ordis Recruit 1/1/1 Soldier tokens in target Expedition."
_ROBOTS = "Create two Brassbug 2/2/2 Robot tokens in target Expedition."

GIVEN_READ: tuple[str, ...] = (
    # to the tokens just created, no duration (until they leave play, 2.1.d) and for a time
    f"SPELL {_TOKENS} They gain Defender.",
    f"SPELL {_TOKENS} They gain Tough 1.",
    f"SPELL {_TOKENS} They gain Gigantic.",
    f"SPELL {_TOKENS} They gain Defender this turn.",
    f"SPELL {_TOKENS} They gain Tough 2 this Afternoon.",
    f"SPELL {_TOKENS} They gain Gigantic until end of turn.",
    f"SPELL {_ROBOTS} They gain Defender.",
    f"SPELL {_ROBOTS} They gain Tough 1 this Day.",
    f"SPELL {_TOKENS} Those tokens gain Defender.",
    f"SPELL {_TOKENS} They gain Homeward this turn.",
    "SPELL Create an Ordis Recruit 1/1/1 Soldier token in my Expedition. It gains Defender.",
    "SPELL Create an Ordis Recruit 1/1/1 Soldier token in target Expedition. It gains Tough 1 this turn.",
    "SPELL Create an Ordis Recruit 1/1/1 Soldier token in each of your Expeditions. They gain Defender.",
    # in the other slots: {J}, {H}, {R}, a trigger, support {D}, after "you may", inside "If"
    f"{{J}} {_ROBOTS} They gain Defender.",
    f"{{H}} {_TOKENS} They gain Gigantic this turn.",
    f"{{R}} {_TOKENS} They gain Tough 1.",
    f"When I leave the Expedition zone \u2014 {_TOKENS} They gain Defender.",
    f"At Noon \u2014 {_TOKENS} They gain Tough 1 this Day.",
    "{J} If my Expedition is behind, create two Ordis Recruit 1/1/1 Soldier tokens in my Expedition. They gain Defender.",
    # to what a step acted on: targets, several targets, "that Character"
    "SPELL Up to two target Characters gain 1 boost. They gain Gigantic.",
    "SPELL Up to two target Characters gain 1 boost. They gain Defender this turn.",
    "SPELL Up to three target Characters you control gain 1 boost. They gain Tough 1 this Afternoon.",
    "SPELL Target Character gets +1/+1/+1 this turn. It gains Tough 1 this turn.",
    "SPELL Target Character gains 1 boost. That Character gains Defender this turn.",
    "SPELL Target Character gains 1 boost. Then, if it has 3 or more boosts, it gains Tough 1 this turn.",
    "{J} Target Character you control gains 2 boosts. It gains Gigantic this turn.",
    "When I leave the Expedition zone \u2014 Target Character gains 1 boost. It gains Defender this Day.",
    "{J} Up to two target Characters gain 1 boost. They gain Homeward this turn.",
    # to a group, by a passive (2.3.1.a): rules keywords and the set's own
    "Characters in my Expedition have Tough 1.",
    "Characters in my Expedition have Gigantic.",
    "Other Characters in my Expedition have Tough 1.",
    "Characters in each of your Expeditions have Tough 1.",
    "Your tokens have Gigantic.",
    "Your tokens have Tough 1.",
    "Tokens you control have Defender.",
    "Other Animals you control have Tough 1.",
    "Boosted Characters you control have Tough 1.",
    "Characters you control have Homeward.",
    "Your tokens have Homeward.",
    "SPELL Characters you control gain Defender this turn.",
    "SPELL Characters you control gain Homeward this turn.",
    # a set keyword gained with no time said lasts while the object is in play, as a rules
    # keyword gained so does ("They gain Defender." above; ie40, 2.1.d, 2.2.15.a)
    f"SPELL {_TOKENS} They gain Homeward.",
    # and taken away for a time from what the step acted on (7.4, 2.2.15.a)
    "SPELL Up to two target Characters gain 1 boost. They lose Defender this turn.",
)
"""Keywords given to others, read and executable."""

GIVEN_REFUSED: dict[str, str] = {
    # "they" after a step acting on one object or none: nothing plural to name (6.5.b)
    "SPELL Create an Ordis Recruit 1/1/1 Soldier token in my Expedition. They gain Defender.": "'them' names no objects",
    "SPELL Draw a card. They gain Defender this turn.": "'them' names no objects",
    "SPELL Create an Ordis Recruit 1/1/1 Soldier token in my Expedition. They gain Homeward this turn.": "'them' names no objects",
    # "Characters in your Expedition": which of your two Expeditions is not said (4.1)
    "Characters in your Expedition have Tough 1.": "not read",
}
"""Near-misses that must stay refused (a different meaning or nothing to name)."""

TOGETHER_READ: tuple[str, ...] = (
    "SPELL You and target opponent each draw a card.",
    "SPELL You and target opponent each draw two cards.",
    "SPELL You and target opponent draw a card.",
    "SPELL You and each opponent each draw a card.",
    "SPELL You and each of your opponents each draw a card.",
    "SPELL You and target opponent each resupply.",
    "SPELL You and target opponent each sacrifice a Character.",
    "SPELL You and target opponent each sacrifice a Permanent.",
    "SPELL You and target opponent each roll a die.",
    "{J} You and target opponent each draw a card.",
    "{H} You and target opponent each draw two cards.",
    "{R} You and target opponent each resupply.",
    "When I leave the Expedition zone \u2014 You and target opponent each draw a card.",
    "At Noon \u2014 You and target opponent each draw a card.",
    "{J} If my Expedition is behind, you and target opponent each draw a card.",
    "SPELL Each player sacrifices a Character.",
    "SPELL Each player sacrifices a Permanent.",
    "SPELL Each opponent sacrifices a Character.",
    "SPELL Each player draws a card.",
    "{J} Each player sacrifices a Character.",
    "SPELL Each opponent chooses a Character they control. Send each chosen Character to Reserve.",
    "SPELL Each opponent chooses a Character they control. Send the chosen Characters to Reserve.",
    "SPELL Each player chooses a Character they control. Return each chosen Character to its owner's hand.",
    "{J} Each opponent chooses a Character they control. Send each chosen Character to Reserve.",
    "{H} Each player chooses a Character they control. Exhaust each chosen Character.",
    "SPELL Each opponent chooses a Character they control. Return each chosen Character to its owner's hand.",
    "When I leave the Expedition zone — You and target opponent each draw two cards.",
    "SPELL You and target opponent each draw three cards.",
    "{R} You and target opponent each sacrifice a Character.",
    "At Dusk — You and target opponent each draw a card.",
    "{H} You and target opponent each roll a die.",
    "{J} You and target opponent each sacrifice a Permanent.",
    "SPELL You and each opponent each sacrifice a Character.",
    "{R} Each opponent sacrifices a Character.",
    "At Noon — Each player sacrifices a Character.",
    "SPELL Each player sacrifices two Characters.",
)
"""Several players acting in one step, read and executable."""

TOGETHER_REFUSED: dict[str, str] = {
    # "your" in the step: whose (the controller's or each player's own) is not said
    "SPELL You and target opponent each discard a card from your hand.": "whose 'you' / 'your'",
    "SPELL You and target opponent each exhaust a Character you control.": "whose 'you' / 'your'",
    "{H} You and target opponent each put a card from your hand in your Reserve.": "whose 'you' / 'your'",
    # players gain no boosts; "their hand" after "You and …" is not read
    "SPELL You and target opponent each gain 1 boost.": "not read",
    "SPELL You and target opponent each discard their hand.": "not read",
}
"""Near-misses of several players acting that must stay refused."""

TOGETHER_NOT_READ: tuple[str, ...] = ("{J} You and each opponent each resupply.",)
"""Siblings not read yet (said, not guessed): "You and each opponent" is reworded "Each
player" before the grammar (wordings.py), and "Each player each resupply" is not read."""

CONTINUED_READ: tuple[str, ...] = (
    "SPELL Target Character gains 1 boost. Then, if it has Gigantic, it gains 1 more boost.",
    "SPELL Target Character gains 2 boosts. Then, if it has 3 or more boosts, it gains 1 more boost.",
    "SPELL Characters you control gain 1 boost. Then, if your Hero Expedition is behind, they gain 1 more boost.",
)
"""Follow-ups referring back, read (built before gb; kept here as siblings)."""

CONTINUED_REFUSED: dict[str, str] = {
    # an increment of a statistic said "more": the step it adds to is not read yet
    "SPELL Target Character gets +1 {V} this turn. Then, if it is Boosted, it gets +1 {V} more.": "not read",
}

GIVEN_TOKENS = f"{_TOKENS} They gain Defender this turn."
TOGETHER_DRAW = "You and target opponent each draw a card."
EACH_CHOSEN = (
    "Each opponent chooses a Character they control. Send each chosen Character to Reserve."
)

_CREATE = {
    "action": "create",
    "token": "Ordis Recruit 1/1/1 Soldier",
    "amount": 2,
    "subject": "target_expedition",
}
READINGS_GB: dict[str, dict[str, Any]] = {
    GIVEN_TOKENS: {
        "effect": [
            {
                **_CREATE,
                "then": [
                    {
                        "action": "ongoing",
                        "subject": "it",
                        "ongoing": {"duration": "this turn", "keyword": "Defender"},
                    }
                ],
            }
        ]
    },
    TOGETHER_DRAW: {  # hd: "you_and" keeps the opponent targeted (6.5.b) for the writer
        "effect": [
            {
                "action": "draw",
                "amount": 1,
                "players_do": "each_player",
                "you_and": "target_opponent",
            }
        ]
    },
    EACH_CHOSEN: {
        "effect": [
            {
                "action": "send",
                "to": "reserve",
                "subject": "a_character_each_opponent_controls",
                "effect_controller_does": True,
            }
        ]
    },
}
RULE_SENTENCES_GB: dict[str, tuple[str, ...]] = {
    "gb_you_and_others_do": (TOGETHER_DRAW,),
    "those_object": (EACH_CHOSEN,),
    "gain_keyword_for_a_time": (GIVEN_TOKENS,),
}
