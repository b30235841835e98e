# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of the object description as one composed language (issue 30, gram79;
written before building, by the CR's words in each slot of an object: quantifier 6.5.b ×
kind 2.2.1-2.2.3, 3.2.9 × or-list × controller / owner 1.1.3.c-d × place 3.1.4, 3.2 ×
property 2.4, 2.5, 2.2.11), across atomic actions (7.3). Measured by
benchmarks/object_language_siblings.py; the verdicts are in test_object_language_siblings.py."""

from __future__ import annotations

from typing import Any

SIBLINGS: tuple[str, ...] = (
    # controller: a player named by "target" (1.1.3.d, 6.5.b)
    "{J} Exhaust all Permanents target opponent controls.",
    "{J} Exhaust all Characters target opponent controls.",
    "{J} Ready all Permanents you control.",
    "{J} Exhaust all Landmarks target opponent controls.",
    "{J} Return all tokens target opponent controls to their owner's hand.",
    "{J} Each Character target opponent controls loses 1 boost.",
    "{J} Exhaust target Character target opponent controls.",
    "{J} Exhaust all Characters an opponent controls.",
    "{J} Exhaust each Character an opponent controls.",
    "{J} Exhaust all Characters target player controls.",
    "{J} Sacrifice all tokens you control.",
    "{J} All Characters you control gain 1 boost.",
    "{J} Exhaust all Characters your opponents control.",
    "{J} Exhaust all Characters you don't control.",
    "{J} Return target Character you own to your hand.",
    # kind: Mana Orbs (3.2.9), Expedition / Landmark Permanents (2.2.3), tokens, Heroes
    "{J} Ready up to two target Mana Orbs.",
    "{J} Ready target Mana Orb.",
    "{J} Ready up to three target Mana Orbs.",
    "{J} Exhaust target Mana Orb an opponent controls.",
    "{J} Ready all Mana Orbs you control.",
    "{J} Exhaust up to two target Expedition Permanents.",
    "{J} Sacrifice an Expedition Permanent.",
    "{J} Return target Landmark Permanent to its owner's hand.",
    "{J} Exhaust up to two target tokens.",
    "{J} Sacrifice a token.",
    "{J} Exhaust target Permanent token.",
    "{J} Exhaust target Hero.",
    # or-lists (2.2.1)
    "{J} Each opponent sacrifices a token or a Permanent.",
    "{J} Each opponent sacrifices a Character or a Landmark.",
    "{J} Target opponent sacrifices a Character or a Permanent.",
    "{J} Sacrifice a token or a Landmark.",
    "{J} Exhaust target Character or Landmark.",
    "{J} Exhaust target Character or target Landmark.",
    "{J} Return target Character or Permanent to its owner's hand.",
    "{J} Each player sacrifices a Landmark or a Character.",
    "{J} Discard a Spell or a Character from your hand.",
    # place (3.1.4, 3.2)
    "{J} Target Character in an Expedition gains Fleeting.",
    "{J} Target Character in an Expedition gains 1 boost.",
    "{J} Exhaust target Character in an Expedition.",
    "{J} Exhaust target Character in my Expedition.",
    "{J} Exhaust target Character in an opponent's Expedition.",
    "{J} Exhaust target Character in the Expedition facing me.",
    "{J} Exhaust target Character in your other Expedition.",
    "{J} Exhaust each Character in my Expedition.",
    "{J} Exhaust all Characters in an Expedition.",
    "{J} Exhaust target card in your Reserve.",
    "{J} Discard target card in an opponent's Reserve.",
    "{J} Discard target Character in target opponent's Reserve.",
    "{J} Exhaust target Character in their Reserve.",
    "{J} Exhaust target Character in {V}.",
    "{J} Exhaust target Character in your Hero Expedition.",
    "{J} Discard target Spell in your Reserve.",
    # the top card of a player's deck (3.2.2)
    "{J} Look at the top card of target player's deck. You may put it in their discard pile.",
    "{J} Look at the top card of target opponent's deck. You may put it in their discard pile.",
    "{J} Look at the top card of your deck. You may put it in your discard pile.",
    "{J} Look at the top card of each player's deck.",
    "{J} Discard the top card of target player's deck.",
    "{J} Put the top card of target opponent's deck in their discard pile.",
    "{J} Put the top card of your deck in your Reserve.",
    "{J} Look at the top two cards of target player's deck. Put one of them in their discard pile.",
    # properties: boosts (2.5.1)
    "{J} Discard target Character with fewer boosts than a Character you control.",
    "{J} Discard target Character with more boosts than a Character you control.",
    "{J} Exhaust target Character with fewer boosts than me.",
    "{J} Exhaust target Character with more boosts than me.",
    "{J} Exhaust target Character with 2 or more boosts.",
    "{J} Exhaust target Character with 3 or more boosts.",
    "{J} Exhaust target Character with a boost.",
    "{J} Exhaust target Character with no boosts.",
    "{J} Exhaust target Character with the most boosts.",
    "{J} Exhaust target Character with the fewest boosts.",
    "{J} Sacrifice a Character with the most boosts.",
    "{J} Each opponent sacrifices a Character with the fewest boosts.",
    "{J} Exhaust target Character with fewer boosts than target Character you control.",
    "{J} Exhaust all Characters with 2 or more boosts.",
    # properties: statistics and costs (2.2.8, 2.2.11)
    "{J} Exhaust target Character with Hand Cost 3 or less.",
    "{J} Exhaust target Character with hand cost 2 or less an opponent controls.",
    "{J} Exhaust target Character an opponent controls with Hand Cost 2 or less.",
    "{J} Exhaust target Character with Reserve Cost 2 or more.",
    "{J} Exhaust target Character with the lowest Hand Cost.",
    "{J} Exhaust target Character with {V} 3 or more.",
    "{J} Exhaust target Character with more power than me.",
    "{J} Discard target Character with less power than a Character you control.",
    # properties: statuses (2.4) and counters (2.5)
    "{J} Discard target exhausted Character.",
    "{J} Discard all exhausted Characters.",
    "{J} Return target Asleep Character to its owner's hand.",
    "{J} Ready target Anchored Character.",
    "{J} Exhaust target Character that is Boosted.",
    "{J} Exhaust target Character that isn't exhausted.",
    "{J} Exhaust target Character with a Brine counter.",
    "{J} Exhaust target Character with 2 or more Brine counters.",
    "{J} Exhaust all Characters with a Brine counter.",
    "{J} Ready target exhausted Character you control.",
    "{J} Discard target non-token Character.",
    "{J} Exhaust target other Character.",
    "{J} Exhaust another target Character.",
    "{J} Exhaust target Character with [[Defender]].",
    # sub-types and factions
    "{J} Exhaust target Plant.",
    "{J} Exhaust target Plant Character.",
    "{J} Exhaust all Plants target opponent controls.",
    "{J} Each opponent sacrifices a Plant or a token.",
    # any number of / one of them / the rest (6.5.b)
    "{J} Look at the top four cards of your deck. Put any number of Spells among them in your Reserve and the rest on the bottom of your deck.",
    "{J} Look at the top four cards of your deck. Put any number of Characters among them in your hand and the rest on the bottom of your deck.",
    "{J} Look at the top three cards of your deck. Put one of them in your hand and the rest on the bottom of your deck.",
    "{J} Look at the top three cards of your deck. Put a Spell among them in your hand and the rest on the bottom of your deck.",
    "{J} Look at the top three cards of your deck. Put up to two of them in your Reserve and the rest in your discard pile.",
    "{J} Return any number of target Characters you control to their owner's hand.",
    "{J} Exhaust any number of target Characters.",
    "{J} Sacrifice any number of tokens.",
    # counted back: "for each one you control" (6.3.i)
    "{J} Up to two target Characters gain Asleep. Draw a card for each one you control.",
    "{J} Up to two target Characters gain 1 boost. Draw a card for each one an opponent controls.",
    "{J} Exhaust up to two target Characters. Draw a card for each one you control.",
    "{J} Exhaust up to three target Characters. I gain 1 boost for each one an opponent controls.",
    # several properties at once
    "{J} Exhaust target exhausted Character an opponent controls with 2 or more boosts.",
    "{J} Return target Character an opponent controls with Hand Cost 3 or less to its owner's hand.",
    "{J} Sacrifice a token or a Landmark you control.",
    "{J} Exhaust up to two target Characters in an Expedition.",
    "{J} Exhaust all other Characters in my Expedition.",
    "{J} Exhaust all exhausted Characters target opponent controls.",
)


READINGS_OBJECT_LANGUAGE: dict[str, dict[str, Any]] = {
    "{J} Exhaust target Character with the most boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"extreme": "highest", "extreme_of": "boosts"},
                }
            ],
        }
    },
    "{J} Exhaust each Character an opponent controls with the fewest boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {
                        "types": ["Character"],
                        "controller": "opponent",
                        "extreme": "lowest",
                        "extreme_of": "boosts",
                    },
                }
            ],
        }
    },
    "{J} Exhaust target Permanent in an Expedition.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_permanent",
                    "filter": {"permanents_in_expeditions": True},
                }
            ],
        }
    },
    "{J} Target Character in an Expedition gains Fleeting.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "gain_status", "status": "Fleeting", "subject": "target_character"}
            ],
        }
    },
    "{J} Each opponent sacrifices a token or a Permanent.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_or_permanent_each_opponent_controls",
                    "filter": {
                        "any_of": [{"tokens": True}, {"types": ["Permanent"]}],
                        "types": ["Character", "Permanent"],
                    },
                }
            ],
        }
    },
    "{J} Exhaust target Character or Landmark.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character_or_permanent",
                    "filter": {
                        "any_of": [
                            {"types": ["Character"]},
                            {"permanents_in_landmarks": True, "types": ["Permanent"]},
                        ]
                    },
                }
            ],
        }
    },
    "{J} Sacrifice a Plant or a token you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_or_permanent_you_control",
                    "filter": {
                        "any_of": [{"subtypes": ["Plant"]}, {"tokens": True}],
                        "types": ["Character", "Permanent"],
                    },
                }
            ],
        }
    },
}
"""The grammar's reading of each rule's sentence (judged by meaning)."""

RULE_SENTENCES_OBJECT_LANGUAGE: dict[str, tuple[str, ...]] = {
    "most_boosts": ("{J} Exhaust target Character with the most boosts.",),
    "fewest_boosts": ("{J} Exhaust each Character an opponent controls with the fewest boosts.",),
    "in_an_expedition": (
        "{J} Exhaust target Permanent in an Expedition.",
        "{J} Target Character in an Expedition gains Fleeting.",
    ),
    "kinds_or_noun": (
        "{J} Each opponent sacrifices a token or a Permanent.",
        "{J} Exhaust target Character or Landmark.",
        "{J} Sacrifice a Plant or a token you control.",
    ),
}
