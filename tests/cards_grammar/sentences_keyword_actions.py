"""Printed sentences for the grammar's "keyword actions" section (issue
30; written for these tests from the CR's keyword actions, not copied from card data): merged
into :data:`.sentences.READINGS` and :data:`.sentences.RULE_SENTENCES` at the end of that
module; the reader test reads each, and ``test_board_keyword_actions.py`` plays them on boards."""

from __future__ import annotations

from typing import Any

READINGS_GRAM_KW: dict[str, dict[str, Any]] = {
    "{J} Your other Expedition moves forward one region.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "move_forward", "subject": "your_other_expedition"}],
        }
    },
    "{J} Both of your Expeditions move backwards one region.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "move_backwards", "subject": "each_my_expedition"}],
        }
    },
    "When a Character joins your Expeditions — Its Expedition moves forward one region.": {
        "reaction": {
            "trigger": "character_joins_your_expeditions",
            "effect": [{"action": "move_forward", "subject": "its_expedition"}],
        }
    },
    "{J} Your Hero Expedition ascends.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "ascend", "subject": "your_hero_expedition"}],
        }
    },
    "{J} Each of your Expeditions ascends.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "ascend", "subject": "each_my_expedition"}],
        }
    },
    "{J} The Expedition facing me ascends.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "ascend", "subject": "the_expedition_facing_me"}],
        }
    },
    "{J} Return target Character to its owner's Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "reserve",
                    "to_owner": True,
                    "subject": "target_character",
                }
            ],
        }
    },
    "{J} Return target Character to its owner's Mana zone.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "return", "to": "mana", "to_owner": True, "subject": "target_character"}
            ],
        }
    },
    "{J} Send target Character to its owner's hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "send", "to": "hand", "to_owner": True, "subject": "target_character"}
            ],
        }
    },
    "{J} Return target Permanent to its owner's Discard pile.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "discard", "subject": "target_permanent"}],
        }
    },
    "{J} Send up to two target Characters to their owners' Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "to_owner": True,
                    "subject": "target_character",
                    "up_to": 2,
                }
            ],
        }
    },
    "{J} Return each Character an opponent controls to their owners' Discard pile.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "objects_in_play",
                    "filter": {"types": ["Character"], "controller": "opponent"},
                }
            ],
        }
    },
    "{J} Send up to two target Characters to their owners' hands.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "target_character",
                    "up_to": 2,
                }
            ],
        }
    },
    "{J} Put target Character in its owner's hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "put", "to": "hand", "to_owner": True, "subject": "target_character"}
            ],
        }
    },
    "{J} Put target Character in its owner's Discard pile.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "discard", "subject": "target_character"}],
        }
    },
    "{J} Put up to two target Characters in their owners' Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "put",
                    "to": "reserve",
                    "to_owner": True,
                    "subject": "target_character",
                    "up_to": 2,
                }
            ],
        }
    },
    "{J} Put all Permanents in their owners' hands.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "put",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "objects_in_play",
                    "filter": {"types": ["Permanent"]},
                }
            ],
        }
    },
    "{J} Put each Character you control in their owners' Mana zone.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "put",
                    "to": "mana",
                    "to_owner": True,
                    "subject": "characters_you_control",
                }
            ],
        }
    },
    "{R} Put me in my owner's hand.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [{"action": "put", "to": "hand", "to_owner": True, "subject": "self"}],
        }
    },
    "{J} Put me in my owner's hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "put", "to": "hand", "to_owner": True, "subject": "self"}],
        }
    },
    "When a Character joins your Expeditions — Put it in its owner's Discard pile.": {
        "reaction": {
            "trigger": "character_joins_your_expeditions",
            "effect": [{"action": "discard", "subject": "it"}],
        }
    },
    "{J} Exhaust each Character an opponent controls.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {"types": ["Character"], "controller": "opponent"},
                }
            ],
        }
    },
    "{J} Return each Permanent an opponent controls to their owners' hands.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "objects_in_play",
                    "filter": {"types": ["Permanent"], "controller": "opponent"},
                }
            ],
        }
    },
    "{J} All Characters gain Asleep.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Asleep",
                    "subject": "objects_in_play",
                    "filter": {"types": ["Character"]},
                }
            ],
        }
    },
    "{J} Each other Permanent you control gains 2 boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "objects_in_play",
                    "filter": {"types": ["Permanent"], "controller": "you", "another": True},
                }
            ],
        }
    },
    "{J} Double the boosts on each Character you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "double_counters",
                    "counter": "boost",
                    "subject": "characters_you_control",
                }
            ],
        }
    },
    "{J} Double the boosts on up to two target Characters.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "double_counters",
                    "counter": "boost",
                    "subject": "target_character",
                    "up_to": 2,
                }
            ],
        }
    },
    "{J} Take control of up to two target Characters.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "take_control",
                    "subject": "target_character",
                    "up_to": 2,
                    "to": "expedition",
                }
            ],
        }
    },
    "{J} Up to two target Characters gain Defender this Day.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "up_to": 2,
                    "ongoing": {"duration": "this Day", "keyword": "Defender"},
                }
            ],
        }
    },
    "{J} Return target card from your Reserve to your hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "return", "to": "hand", "subject": "target_card_in_your_reserve"}
            ],
        }
    },
    "All Characters have Defender.": {
        "passive": {"grant": {"to": "all characters", "keyword": "Defender"}}
    },
    "Characters an opponent controls have Defender.": {
        "passive": {"grant": {"to": "characters an opponent controls", "keyword": "Defender"}}
    },
    "Your other Characters have Tough 2.": {
        "passive": {"grant": {"to": "other characters you control", "keyword": "Tough 2"}}
    },
    "{J} Exhaust a Permanent you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_character_or_permanent_you_control",
                    "filter": {"types": ["Permanent"]},
                }
            ],
        }
    },
    "{J} Double the boosts on another Character you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "double_counters",
                    "counter": "boost",
                    "subject": "a_character_you_control",
                    "filter": {"another": True},
                }
            ],
        }
    },
    "{J} Discard up to two targets, Characters or Permanents.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "discard", "subject": "target_character_or_permanent", "up_to": 2}
            ],
        }
    },
    "{J} Exhaust all other Characters in play and in Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "cards_in_play_and_reserve",
                    "filter": {"types": ["Character"], "another": True},
                }
            ],
        }
    },
    "{J} Have target Character switch Expeditions.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "have_do",
                    "do": {"action": "switch_expeditions", "subject": "target_character"},
                }
            ],
        }
    },
    "{J} Have each Character an opponent controls defect.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "have_do",
                    "do": {
                        "action": "defect",
                        "subject": "objects_in_play",
                        "filter": {"types": ["Character"], "controller": "opponent"},
                    },
                }
            ],
        }
    },
    "{J} Target Character gains Gigantic this Day.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this Day", "keyword": "Gigantic"},
                }
            ],
        }
    },
    "{J} Target Character gains Gigantic this turn.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this turn", "keyword": "Gigantic"},
                }
            ],
        }
    },
    "{J} Exhaust each Permanent in my Expedition.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {"in_my_expedition": True, "types": ["Permanent"]},
                }
            ],
        }
    },
    "{J} Exhaust target Character with Defender.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"keywords": ["Defender"]},
                }
            ],
        }
    },
    "{J} Each Gigantic Character gains 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "objects_in_play",
                    "filter": {"keywords": ["Gigantic"], "types": ["Character"]},
                }
            ],
        }
    },
    "{J} Exhaust each Character with Tough an opponent controls.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {
                        "keywords": ["Tough"],
                        "types": ["Character"],
                        "controller": "opponent",
                    },
                }
            ],
        }
    },
    "{J} Exhaust each Tough Character.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {"keywords": ["Tough"], "types": ["Character"]},
                }
            ],
        }
    },
    "{J} Target token gains 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character_or_permanent",
                    "filter": {"tokens": True},
                }
            ],
        }
    },
    "{J} Sacrifice a token.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_or_permanent_you_control",
                    "filter": {"types": ["Character", "Permanent"], "tokens": True},
                }
            ],
        }
    },
    "{J} Exhaust each token an opponent controls.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {
                        "types": ["Character", "Permanent"],
                        "controller": "opponent",
                        "tokens": True,
                    },
                }
            ],
        }
    },
    "{J} Return target Landmark Permanent to its owner's hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "target_permanent",
                    "filter": {"permanents_in_landmarks": True},
                }
            ],
        }
    },
    "{J} Exhaust each Expedition Permanent an opponent controls.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "objects_in_play",
                    "filter": {
                        "permanents_in_expeditions": True,
                        "types": ["Permanent"],
                        "controller": "opponent",
                    },
                }
            ],
        }
    },
    "{J} Discard target Expedition Permanent.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "target_permanent",
                    "filter": {"permanents_in_expeditions": True},
                }
            ],
        }
    },
    "{J} Target player draws a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "subject": "target_player"}],
        }
    },
    "{J} Target player resupplies.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "resupply", "subject": "target_player"}],
        }
    },
    "{J} Return me to my owner's hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "return", "to": "hand", "to_owner": True, "subject": "self"}],
        }
    },
    "{R} Send me to my owner's Reserve.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [{"action": "send", "to": "reserve", "to_owner": True, "subject": "self"}],
        }
    },
    # ---------------------------------------------------------------- keyword actions, round 2
    "{J} Take control of each Character an opponent controls.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "take_control",
                    "subject": "objects_in_play",
                    "filter": {"types": ["Character"], "controller": "opponent"},
                    "to": "expedition",
                }
            ],
        }
    },
    "{J} Take control of all Permanents.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "take_control",
                    "subject": "objects_in_play",
                    "filter": {"types": ["Permanent"]},
                }
            ],
        }
    },
    "When a Character joins your Expeditions — Take control of it.": {
        "reaction": {
            "trigger": "character_joins_your_expeditions",
            "effect": [{"action": "take_control", "subject": "it", "to": "expedition"}],
        }
    },
    "{J} I gain 2 boosts, then draw a card for each boost on me.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "give_boost", "amount": 2, "subject": "self"},
                {"action": "draw", "per": "boost on me"},
            ],
        }
    },
    "{J} Draw a card for each Exhausted Character.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "per": "exhausted character"}],
        }
    },
    "{J} Return target Character from your Discard pile to your hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "subject": "target_card_in_your_discard_pile",
                    "filter": {"types": ["Character"]},
                }
            ],
        }
    },
    "When I become Boosted — Draw a card.": {
        "reaction": {
            "trigger": "becomes_status",
            "filter": {"only_me": True},
            "status": "Boosted",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{J} Target Character gains 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
        }
    },
    "{J} Target opponent rolls a die.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "roll_die", "outcomes": [], "subject": "target_opponent"}],
        }
    },
    "{J} Each player rolls a die.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "roll_die", "outcomes": [], "subject": "each_player"}],
        }
    },
}

RULE_SENTENCES_GRAM_KW: dict[str, tuple[str, ...]] = {
    "return_me_to_zone": (
        "{J} Return me to my owner's hand.",
        "{R} Send me to my owner's Reserve.",
    ),
    "landmark_permanent_noun": ("{J} Return target Landmark Permanent to its owner's hand.",),
    "expedition_permanent_noun": (
        "{J} Exhaust each Expedition Permanent an opponent controls.",
        "{J} Discard target Expedition Permanent.",
    ),
    "keyword_adjective": (
        "{J} Each Gigantic Character gains 1 boost.",
        "{J} Exhaust each Tough Character.",
    ),
    "with_keyword": (
        "{J} Exhaust target Character with Defender.",
        "{J} Exhaust each Character with Tough an opponent controls.",
    ),
    "have_switch_expeditions": ("{J} Have target Character switch Expeditions.",),
    "have_defect": ("{J} Have each Character an opponent controls defect.",),
    "player_rolls_die": ("{J} Target opponent rolls a die.", "{J} Each player rolls a die."),
    "up_to_targets_either": ("{J} Discard up to two targets, Characters or Permanents.",),
    "in_play_and_reserve": ("{J} Exhaust all other Characters in play and in Reserve.",),
    "named_expedition_moves": (
        "{J} Your other Expedition moves forward one region.",
        "{J} Both of your Expeditions move backwards one region.",
        "When a Character joins your Expeditions — Its Expedition moves forward one region.",
    ),
    "named_expedition_ascends": ("{J} Your Hero Expedition ascends.",),
    "each_expedition_ascends": ("{J} Each of your Expeditions ascends.",),
    "facing_expedition_ascends": ("{J} The Expedition facing me ascends.",),
    "return_to_zone": (
        "{J} Return target Character to its owner's Reserve.",
        "{J} Return target Character to its owner's Mana zone.",
        "{J} Send target Character to its owner's hand.",
        "{J} Return target Permanent to its owner's Discard pile.",
    ),
    "return_to_owners_zone": (
        "{J} Send up to two target Characters to their owners' Reserve.",
        "{J} Return each Character an opponent controls to their owners' Discard pile.",
    ),
    "send_to_owners_hands": ("{J} Send up to two target Characters to their owners' hands.",),
    "put_me_in_zone": (
        "{R} Put me in my owner's hand.",
        "{J} Put me in my owner's hand.",
    ),
    "put_referent_in_zone": (
        "When a Character joins your Expeditions — Put it in its owner's Discard pile.",
    ),
    "reserve_zone": (
        "{J} Return target Character to its owner's Reserve.",
        "{J} Send up to two target Characters to their owners' Reserve.",
        "{R} Send me to my owner's Reserve.",
    ),
    "mana_zone": ("{J} Return target Character to its owner's Mana zone.",),
    "discard_zone": (
        "{J} Return target Permanent to its owner's Discard pile.",
        "{J} Return each Character an opponent controls to their owners' Discard pile.",
        "When a Character joins your Expeditions — Put it in its owner's Discard pile.",
    ),
    "hand_zone": (
        "{J} Send target Character to its owner's hand.",
        "{R} Put me in my owner's hand.",
        "{J} Put me in my owner's hand.",
        "{J} Return me to my owner's hand.",
    ),
    "in_owner_hand": ("{J} Put target Character in its owner's hand.",),
    "in_owner_discard_pile": ("{J} Put target Character in its owner's Discard pile.",),
    "in_their_owners_zone": (
        "{J} Put up to two target Characters in their owners' Reserve.",
        "{J} Put all Permanents in their owners' hands.",
        "{J} Put each Character you control in their owners' Mana zone.",
    ),
}

BOARD_SENTENCES_GRAM_KW: tuple[str, ...] = (
    "All Characters have Defender.",
    "Characters an opponent controls have Defender.",
    "Your other Characters have Tough 2.",
    "{J} All Characters gain Asleep.",
    "{J} Both of your Expeditions move backwards one region.",
    "{J} Discard up to two targets, Characters or Permanents.",
    "{J} Double the boosts on each Character you control.",
    "{J} Each Gigantic Character gains 1 boost.",
    "{J} Exhaust all other Characters in play and in Reserve.",
    "{J} Exhaust each Character an opponent controls.",
    "{J} Exhaust each Expedition Permanent an opponent controls.",
    "{J} Exhaust each Permanent in my Expedition.",
    "{J} Exhaust target Character with Defender.",
    "{J} Have target Character switch Expeditions.",
    "{J} Put me in my owner's hand.",
    "{J} Put target Character in its owner's Discard pile.",
    "{J} Return each Permanent an opponent controls to their owners' hands.",
    "{J} Return me to my owner's hand.",
    "{J} Return target Character to its owner's Mana zone.",
    "{J} Return target Landmark Permanent to its owner's hand.",
    "{J} Sacrifice a token.",
    "{J} Send up to two target Characters to their owners' hands.",
    "{J} Take control of up to two target Characters.",
    "{J} Take control of each Character an opponent controls.",
    "{J} Take control of all Permanents.",
    "{J} Return target Character from your Discard pile to your hand.",
    "{J} I gain 2 boosts, then draw a card for each boost on me.",
    "{J} Draw a card for each Exhausted Character.",
    "{J} Target Character gains Gigantic this Day.",
    "{J} Target Character gains Gigantic this turn.",
    "{J} Target player draws a card.",
    "{J} Target player resupplies.",
    "{J} Target token gains 1 boost.",
    "{J} The Expedition facing me ascends.",
    "{J} Up to two target Characters gain Defender this Day.",
    "{J} Your Hero Expedition ascends.",
    "{J} Your other Expedition moves forward one region.",
)
"""The sentences ``test_board_keyword_actions.py`` plays on boards."""
