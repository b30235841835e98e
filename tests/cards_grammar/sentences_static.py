# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences for the grammar's static abilities, conditions and counts (
"grammar", issue 30; written for these tests, not copied from card data): merged into
:data:`.sentences.READINGS` and :data:`.sentences.RULE_SENTENCES` at the end of that
module, so the reader test reads each and compares it with its reading."""

from __future__ import annotations

from typing import Any

READINGS_STATIC: dict[str, dict[str, Any]] = {
    "I am Gigantic.": {"passive": {"keyword": "Gigantic"}},
    "If I am Exhausted, I am Defender.": {
        "passive": {"keyword": "Defender", "if": "i am exhausted"}
    },
    "As long as you control two or more Plants, I am Tough 2.": {
        "passive": {"keyword": "Tough 2", "if": "you control two or more plants"}
    },
    "Unless your hand is empty, I am Eternal.": {
        "passive": {"keyword": "Eternal", "if": "unless your hand is empty"}
    },
    "I am Defender if I have 3 or more Sap counters.": {
        "passive": {"keyword": "Defender", "if": "i have 3 or more sap counters"}
    },
    "I'm Gigantic as long as you have 8 or more Mana Orbs.": {
        "passive": {"keyword": "Gigantic", "if": "you have 8 or more mana orbs"}
    },
    "I am Seasoned while my Expedition is behind.": {
        "passive": {"keyword": "Seasoned", "if": "my expedition is behind"}
    },
    "I'm Tough 1 unless I am in {O}.": {
        "passive": {"keyword": "Tough 1", "if": "unless i am in {o}"}
    },
    "Boosted Characters you control are Gigantic.": {
        "passive": {"grant": {"to": "boosted characters you control", "keyword": "Gigantic"}}
    },
    "Animals in my Expedition have Seasoned.": {
        "passive": {"grant": {"to": "animals in my expedition", "keyword": "Seasoned"}}
    },
    "If you have less than five Mana Orbs, tokens you control are Defender.": {
        "passive": {
            "grant": {"to": "tokens you control", "keyword": "Defender"},
            "if": "you have less than five mana orbs",
        }
    },
    "I cost {1} less.": {"passive": {"cost": {"change": -1, "applies_to": "me"}}},
    "I cost {2} more, down to a minimum of {1}.": {
        "passive": {"cost": {"change": 2, "applies_to": "me", "minimum": 1}}
    },
    "I cost {1} less if you control two or more tokens.": {
        "passive": {
            "cost": {"change": -1, "applies_to": "me", "if": "you control two or more tokens"}
        }
    },
    "I cost {1} less for each Character you control.": {
        "passive": {"cost": {"change": -1, "applies_to": "me", "per": "character you control"}}
    },
    "Characters you play cost {1} more.": {
        "passive": {"cost": {"change": 1, "applies_to": "characters you play"}}
    },
    "Cards your opponents play can't cost less than {2}.": {
        "passive": {"cost": {"applies_to": "cards your opponents play", "at_least": 2}}
    },
    "You may play Robots from your Reserve for {1} less, down to a minimum of {1}.": {
        "passive": {
            "cost": {"change": -1, "applies_to": "robots you play from reserve", "minimum": 1}
        }
    },
    "If there are two or more Spells in your Reserve, I am Gigantic.": {
        "passive": {"keyword": "Gigantic", "if": "there are two or more spells in your reserve"}
    },
    "If there are two or more cards in Reserve, I am Defender.": {
        "passive": {"keyword": "Defender", "if": "there are two or more cards in reserve"}
    },
    "If there are no Characters in the Expedition facing me, I am Gigantic.": {
        "passive": {
            "keyword": "Gigantic",
            "if": "there are no characters in the expedition facing me",
        }
    },
    "If you have more cards in hand than an opponent, I am Defender.": {
        "passive": {"keyword": "Defender", "if": "you have more cards in hand than an opponent"}
    },
    "If an opponent has more cards in their hand than you, I am Tough 1.": {
        "passive": {"keyword": "Tough 1", "if": "an opponent has more cards in their hand than you"}
    },
    "{R} You may put a card from your hand in Reserve. If it's a Spell, draw a card.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "put",
                    "to": "reserve",
                    "subject": "a_card_from_your_hand",
                    "may": True,
                    "then": [{"action": "draw", "amount": 1, "if": "it's a spell"}],
                }
            ],
        }
    },
    "{R} You may put a card from your hand in Reserve. If it is a Spell, draw a card.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "put",
                    "to": "reserve",
                    "subject": "a_card_from_your_hand",
                    "may": True,
                    "then": [{"action": "draw", "amount": 1, "if": "it is a spell"}],
                }
            ],
        }
    },
    "{J} Send target Character to its owner's Reserve. If it was in {V}, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "to_owner": True,
                    "subject": "target_character",
                    "then": [{"action": "draw", "amount": 1, "if": "it was in {v}"}],
                }
            ],
        }
    },
    "{J} Send target Character to its owner's Reserve. If it wasn't in {M}, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "to_owner": True,
                    "subject": "target_character",
                    "then": [{"action": "draw", "amount": 1, "if": "it wasn't in {m}"}],
                }
            ],
        }
    },
    "{J} Target Character gains Asleep. If it is in {O}, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Asleep",
                    "subject": "target_character",
                    "then": [{"action": "draw", "amount": 1, "if": "it is in {o}"}],
                }
            ],
        }
    },
    "{J} Target Character gains 1 boost. If it's Exhausted, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "then": [{"action": "draw", "amount": 1, "if": "it's exhausted"}],
                }
            ],
        }
    },
    "{J} Target Character gains 1 boost. If its Expedition is behind, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "then": [{"action": "draw", "amount": 1, "if": "its expedition is behind"}],
                }
            ],
        }
    },
    "If I'm in Forest, I am Gigantic.": {"passive": {"keyword": "Gigantic", "if": "i'm in forest"}},
    "Cards played from Reserve cost {2} more, down to a minimum of {1}.": {
        "passive": {"cost": {"change": 2, "applies_to": "cards played from reserve", "minimum": 1}}
    },
    "I cost {1} less to play in an Expedition with no Characters.": {
        "passive": {
            "cost": {
                "change": -1,
                "applies_to": "me",
                "if": "i am played in an expedition with no characters",
            }
        }
    },
    "I cost {2} less if you control a Robot, down to a minimum of {1}.": {
        "passive": {
            "cost": {"change": -2, "applies_to": "me", "minimum": 1, "if": "you control a robot"}
        }
    },
    "You may sacrifice a Plant to reduce my cost by {2}.": {
        "passive": {
            "cost": {
                "change": -2,
                "applies_to": "me",
                "optional": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_you_control",
                        "filter": {"subtypes": ["Plant"]},
                    }
                ],
            }
        }
    },
    "You may discard a card from your hand to reduce my cost by {1}.": {
        "passive": {
            "cost": {
                "change": -1,
                "applies_to": "me",
                "optional": [{"action": "discard", "subject": "a_card_from_your_hand"}],
            }
        }
    },
    "Your Characters have: {R} Draw a card.": {
        "passive": {
            "grant": {
                "to": "characters you play from reserve",
                "abilities": [
                    {
                        "text": "{R} Draw a card.",
                        "reaction": {
                            "trigger": "played_from_reserve",
                            "effect": [{"action": "draw", "amount": 1}],
                        },
                    }
                ],
            }
        }
    },
    "All Plants have Defender.": {
        "passive": {"grant": {"to": "all Plants", "keyword": "Defender"}}
    },
    "All other Characters lose their abilities.": {
        "passive": {"lose_abilities": "All other Characters"}
    },
    "All Characters are Animals and Plants.": {
        "passive": {"all_characters_are": ["Animal", "Plant"]}
    },
    "All regions are Mountains.": {"passive": {"all_regions_are": ["mountain"]}},
    "All regions are {O} and lose their other terrains.": {
        "passive": {"static": "all regions are {o} and lose their other terrains"}
    },
    "My region is {M} or {O} in addition to its other terrains.": {
        "passive": {"region_gains": ["mountain", "water"]}
    },
    "If there is only one Character in my Expedition, it is Defender.": {
        "passive": {"grant": {"to": "the only Character in my Expedition", "keyword": "Defender"}}
    },
    "As long as I am Boosted, the {V}, {M} and {O} of Characters in my Expedition are equal to their highest statistic.": {
        "passive": {
            "static": "the "
            "{v}, "
            "{m} "
            "and "
            "{o} "
            "of "
            "characters "
            "in "
            "my "
            "expedition "
            "are "
            "equal "
            "to "
            "their "
            "highest "
            "statistic",
            "if": "i am boosted",
        }
    },
    "{H} Create a [Brassbug 2/2/2] Robot token in both of your Expeditions.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "create",
                    "token": "Brassbug 2/2/2 Robot",
                    "amount": 1,
                    "subject": "each_my_expedition",
                }
            ],
        }
    },
    "{J} If I have no boosts, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "i have no boosts"}],
        }
    },
    "{H} Draw a card per Plant you control.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "draw", "per": "plant you control"}],
        }
    },
    "{R} Target Character loses all its boosts.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "remove_counters",
                    "counter": "boost",
                    "all_counters": True,
                    "subject": "target_character",
                }
            ],
        }
    },
    "{J} Draw X+1 cards, where X is my number of boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "amount": 1, "per": "my number of boosts", "per_plus": 1}
            ],
        }
    },
    "{J} I gain X boosts, where X is the number of cards in target player's Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "card in target player's reserve",
                }
            ],
        }
    },
    "When you play a Plant or Animal — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"subtypes": ["Plant", "Animal"]},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "{H} Each Boosted Character controlled by target player gains Asleep.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Asleep",
                    "subject": "characters_of_target_player",
                    "filter": {"statuses": ["Boosted"]},
                }
            ],
        }
    },
    "{J} Target Exhausted Character in your other Expedition gains 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "filter": {"in_your_other_expedition": True, "statuses": ["Exhausted"]},
                }
            ],
        }
    },
    "{R} You may sacrifice a Character in my Expedition. If you do, draw two cards.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "filter": {"in_my_expedition": True},
                    "may": True,
                    "then": [{"action": "draw", "amount": 2}],
                }
            ],
        }
    },
    "{T}: Characters in your Reserve gain 1 boost.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "cards_in_your_reserve",
                    "filter": {"types": ["Character"]},
                }
            ],
        }
    },
    "Other Characters you control are Defender.": {
        "passive": {"grant": {"to": "other characters you control", "keyword": "Defender"}}
    },
    "I am Gigantic unless your hand is empty.": {
        "passive": {"keyword": "Gigantic", "if": "unless your hand is empty"}
    },
    "I cost {2} less if you control two or more Characters.": {
        "passive": {
            "cost": {"change": -2, "applies_to": "me", "if": "you control two or more characters"}
        }
    },
    "I have Tough 1.": {"passive": {"keyword": "Tough 1"}},
    "If I would leave play, draw a card instead.": {
        "passive": {
            "instead": {
                "action": "move",
                "from": "expedition",
                "scope": "self",
                "instead_action": "draw",
            }
        }
    },
    "If an Exhausted Character would leave my Expedition, it loses all its boosts instead.": {
        "passive": {
            "instead": {
                "action": "move",
                "from": "expedition",
                "scope": "any",
                "watched": {
                    "types": ["Character"],
                    "in_my_expedition": True,
                    "statuses": ["Exhausted"],
                },
                "leaves_expedition": True,
                "instead_action": "remove_counters",
                "instead_counter": "boost",
            }
        }
    },
    "Characters you play from your Reserve cost {1} less.": {
        "passive": {"cost": {"change": -1, "applies_to": "characters you play from your reserve"}}
    },
    "I can't be played if you control no Characters.": {
        "passive": {"static": "i can't be played", "if": "you control no characters"}
    },
    "I can't be played, but I can be used as a Mana Orb.": {
        "passive": {"static": "i can't be played"}
    },
    "As long as there are two or more Characters in your Reserve, your Reserve limit is increased by one.": {
        "passive": {
            "limit": {"zone": "reserve", "by": 1, "players": "you"},
            "if": "there are two or more characters in your reserve",
        }
    },
    "I start the game with 3 Sap counters.": {
        "passive": {"static": "i start the game with 3 sap counters"}
    },
    "The first Permanent you play each Afternoon gains 2 boosts.": {
        "passive": {
            "played_gains": {"amount": 2, "first_each": "afternoon", "card_type": "Permanent"}
        }
    },
    "Tough X, where X is the number of Animals you control.": {
        "passive": {"static": "tough x, where x is the number of animals you control"}
    },
    "Tough X, where X is the number of regions between your Hero and Companion.": {
        "passive": {
            "static": "tough x, where x is the number of regions between your hero and companion"
        }
    },
    "I cost {X} less, where X is the number of Boosted Characters you control.": {
        "passive": {
            "cost": {"change": -1, "applies_to": "me", "per": "boosted character you control"}
        }
    },
    "{J} Target Character gains X boosts, where X is the number of cards in your hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "per": "card in your hand",
                }
            ],
        }
    },
    "{H} Draw X cards, where X is the number of Mana Orbs in your Mana zone.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "draw", "amount": 1, "per": "mana orb in your mana zone"}],
        }
    },
    "{R} I gain X boosts, where X is my number of Sap counters.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "my number of sap counters",
                }
            ],
        }
    },
    "{J} I gain 1 boost per card in each player's Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "per": "card in each player's reserve",
                    "subject": "self",
                }
            ],
        }
    },
    "{J} I gain 1 boost per Character target opponent controls.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "per": "character target opponent controls",
                    "subject": "self",
                }
            ],
        }
    },
    "{H} If I have 2 boosts or less, draw a card.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "draw", "amount": 1, "if": "i have 2 boosts or less"}],
        }
    },
    "{J} If there are two or more base statistics of 0 among Characters you control, I gain 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "if": "there are two or more base statistics of 0 among characters you control",
                }
            ],
        }
    },
    "You may play exhausted Characters from your Reserve.": {
        "passive": {"static": "you may play exhausted characters from your reserve"}
    },
    "If I would be sacrificed, put me in my owner's hand instead.": {
        "passive": {"instead": {"action": "sacrifice", "scope": "self", "instead_to": "hand"}}
    },
    "If I would go to Reserve while I'm Anchored, you may send me to your deck instead. If you don't, I gain 1 boost.": {
        "passive": {
            "instead": {
                "action": "move",
                "to": "reserve",
                "if": "i am anchored",
                "scope": "self",
                "instead_to": "deck",
                "optional": True,
                "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        }
    },
    "If I would be readied during the Noon, I gain 1 boost instead.": {
        "passive": {
            "instead": {
                "action": "ready",
                "scope": "self",
                "during": "noon",
                "instead_action": "give_boost",
                "instead_amount": 1,
            }
        }
    },
    "If I would lose Boosted, I gain Fleeting instead.": {
        "passive": {
            "instead": {
                "action": "lose_status",
                "status": "Boosted",
                "scope": "self",
                "instead_status": "Fleeting",
            }
        }
    },
    "If I would leave the Landmark zone, discard me instead.": {
        "passive": {
            "instead": {
                "action": "move",
                "from": "landmark",
                "scope": "self",
                "instead_to": "discard",
            }
        }
    },
    "If I would be returned to my owner's hand, Exhausted Resupply instead.": {
        "passive": {
            "instead": {
                "action": "move",
                "to": "hand",
                "scope": "self",
                "instead_action": "exhausted_resupply",
            }
        }
    },
    "If you would draw a card, Resupply twice instead.": {
        "passive": {
            "instead": {
                "action": "draw",
                "scope": "mine",
                "instead_action": "resupply",
                "instead_amount": 2,
            }
        }
    },
    "If you would Resupply, instead draw a card.": {
        "passive": {
            "instead": {
                "action": "resupply",
                "scope": "mine",
                "instead": [{"action": "draw", "amount": 1}],
            }
        }
    },
    "If one of your Expeditions would move backwards, you may sacrifice me instead to draw one card.": {
        "passive": {
            "instead": {
                "action": "move_backwards",
                "scope": "mine",
                "instead_action": "sacrifice",
                "then": [{"action": "draw", "amount": 1}],
                "optional": True,
            }
        }
    },
    "If my Expedition would move forward, it moves forward two more regions instead.": {
        "passive": {"instead": {"action": "move_forward", "scope": "my_expedition", "extra": 2}}
    },
    "If a Character would leave my Expedition, it loses Anchored instead.": {
        "passive": {
            "instead": {
                "action": "move",
                "from": "expedition",
                "scope": "any",
                "watched": {"types": ["Character"], "in_my_expedition": True},
                "leaves_expedition": True,
                "instead_action": "lose_status",
                "instead_status": "Anchored",
            }
        }
    },
    "If one of your Ascended Expeditions would attempt to Ascend again, draw two cards instead.": {
        "passive": {
            "instead": {
                "action": "ascend",
                "scope": "mine",
                "attempt": True,
                "instead_action": "draw",
                "instead_amount": 2,
            }
        }
    },
    "If you would roll a die, instead roll that many dice plus two and ignore two rolls of your choice.": {
        "passive": {"instead": {"action": "roll_die", "scope": "mine", "extra": 2}}
    },
    "If you would roll one or more dice, you may add 2 to each result.": {
        "passive": {"instead": {"action": "roll_die", "scope": "mine", "add_to_result": 2}}
    },
    "If you would roll a die, also reveal the top card of your deck.": {
        "passive": {"also": {"action": "roll_die", "scope": "mine", "add": "reveal"}}
    },
    "If I would be exhausted, I gain 2 boosts instead.": {
        "passive": {
            "instead": {
                "action": "exhaust",
                "scope": "self",
                "instead_action": "give_boost",
                "instead_amount": 2,
            }
        }
    },
    "If I would gain Asleep, I gain Anchored instead.": {
        "passive": {
            "instead": {
                "action": "gain_status",
                "status": "Asleep",
                "scope": "self",
                "instead_status": "Anchored",
            }
        }
    },
}
RULE_SENTENCES_STATIC: dict[str, tuple[str, ...]] = {
    "add_to_result": ("If you would roll one or more dice, you may add 2 to each result.",),
    "all_characters_are": (
        "All Characters are Animals and Plants.",
        "All Characters are Animals and Plants.",
    ),
    "all_keyword": ("All Plants have Defender.", "All Plants have Defender."),
    "all_regions_are": ("All regions are Mountains.", "All regions are Mountains."),
    "also_reveal": ("If you would roll a die, also reveal the top card of your deck.",),
    "base_stats_cond": (
        "{J} If there are two or more base statistics of 0 among Characters you "
        "control, I gain 1 boost.",
    ),
    "cant_be_played": (
        "I can't be played if you control no Characters.",
        "I can't be played, but I can be used as a Mana Orb.",
    ),
    "cards_cost": (
        "Characters you play cost {1} more.",
        "Cards played from Reserve cost {2} more, down to a minimum of {1}.",
    ),
    "cards_cost_at_least": ("Cards your opponents play can't cost less than {2}.",),
    "counted_objects": (
        "{J} I gain X boosts, where X is the number of cards in target player's Reserve.",
        "Tough X, where X is the number of Animals you control.",
    ),
    "counted_only": (
        "{J} I gain X boosts, where X is the number of cards in target player's Reserve.",
        "{J} Target Character gains X boosts, where X is the number of cards in your hand.",
    ),
    "counted_regions": (
        "Tough X, where X is the number of regions between your Hero and Companion.",
    ),
    "per_chain": (
        "{H} Draw a card per Plant you control.",
        "{H} Draw a card per Plant you control.",
    ),
    "during": ("If I would be readied during the Noon, I gain 1 boost instead.",),
    "each_of_your_expeditions_place": (
        "{H} Create a [Brassbug 2/2/2] Robot token in both of your Expeditions.",
        "{H} Create a [Brassbug 2/2/2] Robot token in both of your Expeditions.",
    ),
    "granted": ("Your Characters have: {R} Draw a card.", "Your Characters have: {R} Draw a card."),
    "group_abilities": (
        "Your Characters have: {R} Draw a card.",
        "Your Characters have: {R} Draw a card.",
    ),
    "group_keyword": (
        "Boosted Characters you control are Gigantic.",
        "Animals in my Expedition have Seasoned.",
    ),
    "i_have_at_most_cond": (
        "{J} If I have no boosts, draw a card.",
        "{H} If I have 2 boosts or less, draw a card.",
    ),
    "i_have_counters_cond": ("I am Defender if I have 3 or more Sap counters.",),
    "i_in_terrain_cond": ("I'm Tough 1 unless I am in {O}.", "If I'm in Forest, I am Gigantic."),
    "if_passive": (
        "If I am Exhausted, I am Defender.",
        "As long as you control two or more Plants, I am Tough 2.",
    ),
    "in_your_other_expedition": (
        "{J} Target Exhausted Character in your other Expedition gains 1 boost.",
        "{J} Target Exhausted Character in your other Expedition gains 1 boost.",
    ),
    "instead_boosts": (
        "If I would be readied during the Noon, I gain 1 boost instead.",
        "If I would be exhausted, I gain 2 boosts instead.",
    ),
    "instead_discard_me": (
        "If I would leave the Landmark zone, discard me instead.",
        "If one of your Expeditions would move backwards, you may sacrifice "
        "me instead to draw one card.",
    ),
    "instead_draw": (
        "If I would leave play, draw a card instead.",
        "If I would leave play, draw a card instead.",
    ),
    "instead_draw_many": (
        "If one of your Ascended Expeditions would attempt to Ascend again, "
        "draw two cards instead.",
    ),
    "instead_exhausted_resupply": (
        "If I would be returned to my owner's hand, Exhausted Resupply instead.",
    ),
    "instead_first": ("If you would Resupply, instead draw a card.",),
    "instead_lose_boosts": (
        "If an Exhausted Character would leave my Expedition, it loses all its boosts instead.",
        "If an Exhausted Character would leave my Expedition, it loses all its boosts instead.",
    ),
    "instead_lose_status": (
        "If a Character would leave my Expedition, it loses Anchored instead.",
    ),
    "instead_more_regions": (
        "If my Expedition would move forward, it moves forward two more regions instead.",
    ),
    "instead_resupply": ("If you would draw a card, Resupply twice instead.",),
    "instead_status": (
        "If I would lose Boosted, I gain Fleeting instead.",
        "If I would gain Asleep, I gain Anchored instead.",
    ),
    "instead_to": (
        "If one of your Expeditions would move backwards, you may sacrifice me "
        "instead to draw one card.",
    ),
    "instead_zone": (
        "If I would be sacrificed, put me in my owner's hand instead.",
        "If I would go to Reserve while I'm Anchored, you may send me to your deck "
        "instead. If you don't, I gain 1 boost.",
    ),
    "it_in_terrain_cond": ("{J} Target Character gains Asleep. If it is in {O}, draw a card.",),
    "it_is_type_cond": (
        # "it is": "it's a [object]" is the Uniques' section's its_a_cond (the same reading)
        "{R} You may put a card from your hand in Reserve. If it is a Spell, draw a card.",
    ),
    "it_keyword": (
        "If there is only one Character in my Expedition, it is Defender.",
        "If there is only one Character in my Expedition, it is Defender.",
    ),
    "it_status_cond": ("{J} Target Character gains 1 boost. If it's Exhausted, draw a card.",),
    "it_was_in_terrain_cond": (
        "{J} Send target Character to its owner's Reserve. If it was in {V}, draw a card.",
        "{J} Send target Character to its owner's Reserve. If it wasn't in {M}, draw a card.",
    ),
    "its_expedition_cond": (
        "{J} Target Character gains 1 boost. If its Expedition is behind, draw a card.",
    ),
    "keyword_where_x": (
        "Tough X, where X is the number of Animals you control.",
        "Tough X, where X is the number of regions between your Hero and Companion.",
    ),
    "lead_cond": ("If you have more cards in hand than an opponent, I am Defender.",),
    "lead_theirs_cond": ("If an opponent has more cards in their hand than you, I am Tough 1.",),
    "lose_abilities": (
        "All other Characters lose their abilities.",
        "All other Characters lose their abilities.",
    ),
    "lose_all_boosts": (
        "{R} Target Character loses all its boosts.",
        "{R} Target Character loses all its boosts.",
    ),
    "mana_orb_noun": ("{H} Draw X cards, where X is the number of Mana Orbs in your Mana zone.",),
    "mana_orbs_cond": (
        "I'm Gigantic as long as you have 8 or more Mana Orbs.",
        "If you have less than five Mana Orbs, tokens you control are Defender.",
    ),
    "may_instead": (
        "If I would go to Reserve while I'm Anchored, you may send me to your deck "
        "instead. If you don't, I gain 1 boost.",
        "If one of your Expeditions would move backwards, you may sacrifice me "
        "instead to draw one card.",
    ),
    "may_play_for_less": (
        "You may play Robots from your Reserve for {1} less, down to a minimum of {1}.",
    ),
    "minimum": (
        "I cost {2} more, down to a minimum of {1}.",
        "You may play Robots from your Reserve for {1} less, down to a minimum of {1}.",
    ),
    "more_dice": (
        "If you would roll a die, instead roll that many dice plus two and ignore two "
        "rolls of your choice.",
    ),
    "my_cost": ("I cost {1} less.", "I cost {2} more, down to a minimum of {1}."),
    "my_cost_in_empty": (
        "I cost {1} less to play in an Expedition with no Characters.",
        "I cost {1} less to play in an Expedition with no Characters.",
    ),
    "my_cost_per": ("I cost {1} less for each Character you control.",),
    "my_cost_where_x": (
        "I cost {X} less, where X is the number of Boosted Characters you control.",
    ),
    "my_keyword": ("I am Gigantic.", "If I am Exhausted, I am Defender."),
    "of_target_player": (
        "{H} Each Boosted Character controlled by target player gains Asleep.",
        "{H} Each Boosted Character controlled by target player gains Asleep.",
    ),
    "opponents_play": ("Cards your opponents play can't cost less than {2}.",),
    "optional_discard": (
        "You may discard a card from your hand to reduce my cost by {1}.",
        "You may discard a card from your hand to reduce my cost by {1}.",
    ),
    "optional_sacrifice": (
        "You may sacrifice a Plant to reduce my cost by {2}.",
        "You may sacrifice a Plant to reduce my cost by {2}.",
    ),
    "passive": (
        "If I would leave play, draw a card instead.",
        "If an Exhausted Character would leave my Expedition, it loses all its boosts instead.",
    ),
    "passive_if": (
        "I am Defender if I have 3 or more Sap counters.",
        "I'm Gigantic as long as you have 8 or more Mana Orbs.",
    ),
    "passive_if_minimum": (
        "I cost {2} less if you control a Robot, down to a minimum of {1}.",
        "I cost {2} less if you control a Robot, down to a minimum of {1}.",
    ),
    "passive_unless": (
        "I'm Tough 1 unless I am in {O}.",
        "I am Gigantic unless your hand is empty.",
    ),
    "plain_passive": ("I am Gigantic.", "Boosted Characters you control are Gigantic."),
    "played_from_reserve": (
        "Cards played from Reserve cost {2} more, down to a minimum of {1}.",
        "Cards played from Reserve cost {2} more, down to a minimum of {1}.",
    ),
    "region_gains": (
        "My region is {M} or {O} in addition to its other terrains.",
        "My region is {M} or {O} in addition to its other terrains.",
    ),
    "replacement": (
        "If I would leave play, draw a card instead.",
        "If an Exhausted Character would leave my Expedition, it loses all its boosts instead.",
    ),
    "replacement_or": (
        "If I would go to Reserve while I'm Anchored, you may send me to your "
        "deck instead. If you don't, I gain 1 boost.",
    ),
    "roll_one_words": (
        "If you would roll a die, instead roll that many dice plus two and ignore two "
        "rolls of your choice.",
    ),
    "roll_many_words": ("If you would roll one or more dice, you may add 2 to each result.",),
    "rule_words": (
        "All regions are {O} and lose their other terrains.",
        "As long as I am Boosted, the {V}, {M} and {O} of Characters in my Expedition "
        "are equal to their highest statistic.",
    ),
    "static": ("I am Gigantic.", "If I am Exhausted, I am Defender."),
    "subtypes_or_noun": (
        "When you play a Plant or Animal — I gain 1 boost.",
        "When you play a Plant or Animal — I gain 1 boost.",
    ),
    "terrain": ("All regions are Mountains.", "All regions are {O} and lose their other terrains."),
    "terrains": (
        "All regions are Mountains.",
        "All regions are {O} and lose their other terrains.",
    ),
    "there_are_in_reserve_cond": ("If there are two or more cards in Reserve, I am Defender.",),
    "there_are_in_your_cond": (
        "If there are two or more Spells in your Reserve, I am Gigantic.",
        "As long as there are two or more Characters in your Reserve, "
        "your Reserve limit is increased by one.",
    ),
    "unless_passive": ("Unless your hand is empty, I am Eternal.",),
    "watch_ascended_expeditions": (
        "If one of your Ascended Expeditions would attempt to Ascend "
        "again, draw two cards instead.",
    ),
    "watch_described": (
        "If an Exhausted Character would leave my Expedition, it loses all its boosts instead.",
        "If an Exhausted Character would leave my Expedition, it loses all its boosts instead.",
    ),
    "watch_me": (
        "If I would leave play, draw a card instead.",
        "If I would leave play, draw a card instead.",
    ),
    "watch_my_expedition": (
        "If my Expedition would move forward, it moves forward two more regions instead.",
    ),
    "watch_one_of_your_expeditions": (
        "If one of your Expeditions would move backwards, you may "
        "sacrifice me instead to draw one card.",
    ),
    "watch_you": (
        "If you would draw a card, Resupply twice instead.",
        "If you would Resupply, instead draw a card.",
    ),
    "where_x_chain": (
        "{J} I gain X boosts, where X is the number of cards in target player's Reserve.",
        "{J} Target Character gains X boosts, where X is the number of cards in your hand.",
    ),
    "where_x_mine_chain": (
        "{J} Draw X+1 cards, where X is my number of boosts.",
        "{R} I gain X boosts, where X is my number of Sap counters.",
    ),
    "would_attempt_ascend": (
        "If one of your Ascended Expeditions would attempt to Ascend again, "
        "draw two cards instead.",
    ),
    "would_be": (
        "If I would be sacrificed, put me in my owner's hand instead.",
        "If I would be readied during the Noon, I gain 1 boost instead.",
    ),
    "would_be_status_word": ("If I would be exhausted, I gain 2 boosts instead.",),
    "would_draw": ("If you would draw a card, Resupply twice instead.",),
    "would_gain_status": ("If I would gain Asleep, I gain Anchored instead.",),
    "would_go_hand": ("If I would be returned to my owner's hand, Exhausted Resupply instead.",),
    "would_go_reserve": (
        "If I would go to Reserve while I'm Anchored, you may send me to your "
        "deck instead. If you don't, I gain 1 boost.",
    ),
    "would_leave_expedition": (
        "If I would leave play, draw a card instead.",
        "If I would leave play, draw a card instead.",
    ),
    "would_leave_landmark": ("If I would leave the Landmark zone, discard me instead.",),
    "would_leave_my_expedition": (
        "If an Exhausted Character would leave my Expedition, it loses all its boosts instead.",
        "If an Exhausted Character would leave my Expedition, it loses all its boosts instead.",
    ),
    "would_lose_status": ("If I would lose Boosted, I gain Fleeting instead.",),
    "would_move": (
        "If one of your Expeditions would move backwards, you may sacrifice me "
        "instead to draw one card.",
        "If my Expedition would move forward, it moves forward two more regions instead.",
    ),
    "would_resupply": ("If you would Resupply, instead draw a card.",),
    "would_while": (
        "If I would go to Reserve while I'm Anchored, you may send me to your deck "
        "instead. If you don't, I gain 1 boost.",
    ),
    "x_number": (
        "{J} Draw X+1 cards, where X is my number of boosts.",
        "{J} I gain X boosts, where X is the number of cards in target player's Reserve.",
    ),
    "you_play_from_reserve": ("Characters you play from your Reserve cost {1} less.",),
    "zone_name": (
        "If I would be sacrificed, put me in my owner's hand instead.",
        "If I would go to Reserve while I'm Anchored, you may send me to your deck "
        "instead. If you don't, I gain 1 boost.",
    ),
}
BOARD_SENTENCES_STATIC: tuple[str, ...] = (
    "Other Characters you control are Defender.",
    "I am Gigantic unless your hand is empty.",
    "I cost {2} less if you control two or more Characters.",
)
"""The static sentences played on boards in test_board_static.py."""
