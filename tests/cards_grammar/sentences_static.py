# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences for the grammar's static abilities, conditions and counts (helper
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
    "{J} Send target Character to its owner's Reserve. If it was in {V}, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
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
            "static": "your reserve limit is increased by one",
            "if": "there are two or more characters in your reserve",
        }
    },
    "I start the game with 3 Sap counters.": {
        "passive": {"static": "i start the game with 3 sap counters"}
    },
    "The first Permanent you play each Afternoon gains 2 boosts.": {
        "passive": {"static": "the first permanent you play each afternoon gains 2 boosts"}
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
}
RULE_SENTENCES_STATIC: dict[str, tuple[str, ...]] = {
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
        "Characters you play from your Reserve cost {1} less.",
    ),
    "cards_cost_at_least": ("Cards your opponents play can't cost less than {2}.",),
    "counted_objects": (
        "Tough X, where X is the number of Animals you control.",
        "I cost {X} less, where X is the number of Boosted Characters you control.",
    ),
    "counted_only": (
        "{J} Target Character gains X boosts, where X is the number of cards in your hand.",
        "{H} Draw X cards, where X is the number of Mana Orbs in your Mana zone.",
    ),
    "counted_regions": (
        "Tough X, where X is the number of regions between your Hero and Companion.",
    ),
    "group_keyword": (
        "Boosted Characters you control are Gigantic.",
        "Animals in my Expedition have Seasoned.",
    ),
    "i_have_at_most_cond": ("{H} If I have 2 boosts or less, draw a card.",),
    "i_have_counters_cond": ("I am Defender if I have 3 or more Sap counters.",),
    "i_in_terrain_cond": ("I'm Tough 1 unless I am in {O}.", "If I'm in Forest, I am Gigantic."),
    "if_passive": (
        "If I am Exhausted, I am Defender.",
        "As long as you control two or more Plants, I am Tough 2.",
    ),
    "it_in_terrain_cond": ("{J} Target Character gains Asleep. If it is in {O}, draw a card.",),
    "it_is_type_cond": (
        "{R} You may put a card from your hand in Reserve. If it's a Spell, draw a card.",
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
    "mana_orb_noun": ("{H} Draw X cards, where X is the number of Mana Orbs in your Mana zone.",),
    "mana_orbs_cond": (
        "I'm Gigantic as long as you have 8 or more Mana Orbs.",
        "If you have less than five Mana Orbs, tokens you control are Defender.",
    ),
    "may_play_for_less": (
        "You may play Robots from your Reserve for {1} less, down to a minimum of {1}.",
    ),
    "minimum": (
        "I cost {2} more, down to a minimum of {1}.",
        "You may play Robots from your Reserve for {1} less, down to a minimum of {1}.",
    ),
    "my_cost": ("I cost {1} less.", "I cost {2} more, down to a minimum of {1}."),
    "my_cost_per": ("I cost {1} less for each Character you control.",),
    "my_cost_where_x": (
        "I cost {X} less, where X is the number of Boosted Characters you control.",
    ),
    "my_keyword": ("I am Gigantic.", "If I am Exhausted, I am Defender."),
    "none_facing_cond": ("If there are no Characters in the Expedition facing me, I am Gigantic.",),
    "opponents_play": ("Cards your opponents play can't cost less than {2}.",),
    "passive_if": (
        "I am Defender if I have 3 or more Sap counters.",
        "I'm Gigantic as long as you have 8 or more Mana Orbs.",
    ),
    "passive_unless": ("I'm Tough 1 unless I am in {O}.",),
    "plain_passive": ("I am Gigantic.", "Boosted Characters you control are Gigantic."),
    "rule_words": (
        "As long as there are two or more Characters in your Reserve, your Reserve "
        "limit is increased by one.",
        "I start the game with 3 Sap counters.",
    ),
    "static": ("I am Gigantic.", "If I am Exhausted, I am Defender."),
    "there_are_in_reserve_cond": ("If there are two or more cards in Reserve, I am Defender.",),
    "there_are_in_your_cond": (
        "If there are two or more Spells in your Reserve, I am Gigantic.",
        "As long as there are two or more Characters in your Reserve, "
        "your Reserve limit is increased by one.",
    ),
    "unless_passive": ("Unless your hand is empty, I am Eternal.",),
    "where_x_chain": (
        "{J} Target Character gains X boosts, where X is the number of cards in your hand.",
        "{H} Draw X cards, where X is the number of Mana Orbs in your Mana zone.",
    ),
    "where_x_mine_chain": ("{R} I gain X boosts, where X is my number of Sap counters.",),
    "x_number": (
        "{J} Target Character gains X boosts, where X is the number of cards in your hand.",
        "{H} Draw X cards, where X is the number of Mana Orbs in your Mana zone.",
    ),
    "you_play_from_reserve": ("Characters you play from your Reserve cost {1} less.",),
}
