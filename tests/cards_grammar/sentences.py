# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences for each rule of the card grammar (written for these tests, not
copied from card data): the reader test reads each and compares with its reading; the
bench counts a rule as tested when a sentence here exercises it. A sentence without a
trigger or cost is a Spell's effect."""

from __future__ import annotations

from typing import Any

READINGS: dict[str, dict[str, Any]] = {
    "Gigantic, Tough 1.": {"keywords": ["Gigantic", "Tough 1"]},
    "Fleeting.": {"keywords": ["Fleeting"]},
    "{J} Draw a card.": {
        "reaction": {"trigger": "enters_play", "effect": [{"action": "draw", "amount": 1}]}
    },
    "At Noon, if I am Boosted — Draw two cards.": {
        "reaction": {
            "trigger": "at_noon",
            "if": "i am boosted",
            "effect": [{"action": "draw", "amount": 2}],
        }
    },
    "When I leave the Expedition zone — I gain 1 boost.": {
        "reaction": {
            "trigger": "leaves_expedition_zone",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "When I leave your Landmark zone — Resupply.": {
        "reaction": {"trigger": "leaves_landmark_zone", "effect": [{"action": "resupply"}]}
    },
    "When I'm sacrificed — Sabotage.": {
        "reaction": {"trigger": "sacrificed", "effect": [{"action": "sabotage"}]}
    },
    "When I go to Reserve — After You.": {
        "reaction": {
            "trigger": "goes_to_reserve_from_anywhere",
            "effect": [{"action": "after_you"}],
        }
    },
    "When another Robot joins my Expedition — It gains 1 boost.": {
        "reaction": {
            "trigger": "character_joins_my_expedition",
            "filter": {"subtypes": ["Robot"], "another": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    },
    "When a Character joins your Expeditions — I gain Anchored.": {
        "reaction": {
            "trigger": "character_joins_your_expeditions",
            "effect": [{"action": "gain_status", "status": "Anchored", "subject": "self"}],
        }
    },
    "When an opponent draws one or more cards or Resupplies — I gain 1 boost, up to a max of 3.": {
        "reaction": {
            "trigger": "opponent_draws_or_resupplies",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self", "max_total": 3}],
        }
    },
    "When my Expedition fails to move forward during Dusk — Exhausted Resupply.": {
        "reaction": {
            "trigger": "my_expedition_fails_to_move_forward",
            "effect": [{"action": "exhausted_resupply"}],
        }
    },
    "When you play a Spell — I gain 1 Food counter.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [
                {"action": "gain_counters", "amount": 1, "counter": "Food", "subject": "self"}
            ],
        }
    },
    "When you play another Character with a base statistic of 0 — Draw a card.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"], "base_stat": 0, "another": True},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When my Expedition moves forward — Ready me.": {
        "reaction": {
            "trigger": "my_expedition_moves_forward",
            "effect": [{"action": "ready", "subject": "self"}],
        }
    },
    "When you sacrifice a Character — Draw a card.": {
        "reaction": {
            "trigger": "you_sacrifice_a_character",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When you roll one or more dice — I gain 1 boost.": {
        "reaction": {
            "trigger": "you_roll_dice",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "{T}: Exhaust target Boosted Character an opponent controls.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"statuses": ["Boosted"], "controller": "opponent"},
                }
            ],
        }
    },
    "{2}, {D}: Return target Character or Permanent to its owner's hand.": {
        "support": True,
        "quick_action": {
            "cost": {"mana": 2, "discard_me_from_reserve": True},
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "target_character_or_permanent",
                }
            ],
        },
    },
    "{J} If you control a token: Draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "you control a token"}],
        }
    },
    "{J} Unless you control two or more Landmarks: I gain 2 boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "self",
                    "if": "unless you control two or more landmarks",
                }
            ],
        }
    },
    "{J} If I am in {V}: I gain 2 boosts, otherwise draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "self",
                    "if": "i am in {v}",
                    "otherwise": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    "{H} If my Expedition is behind, draw a card, otherwise Resupply.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "my expedition is behind",
                    "otherwise": [{"action": "resupply"}],
                }
            ],
        }
    },
    "{H} If your hand is empty, draw two cards. Otherwise, I gain 1 boost.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "draw",
                    "amount": 2,
                    "if": "your hand is empty",
                    "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                }
            ],
        }
    },
    "{R} Unless you have no cards in your Reserve, Resupply.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [{"action": "resupply", "if": "unless you have no cards in your reserve"}],
        }
    },
    "{R} You may sacrifice a Character. If you do, draw two cards.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "may": True,
                    "then": [{"action": "draw", "amount": 2}],
                }
            ],
        }
    },
    "{J} You may exhaust me. If you don't, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "self",
                    "may": True,
                    "if_not_done": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    "{J} Sacrifice a Character you control. If you can't, sacrifice me.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "if_cant": [{"action": "sacrifice", "subject": "self"}],
                }
            ],
        }
    },
    "{J} Draw a card, then discard a card from your hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "amount": 1},
                {"action": "discard", "subject": "a_card_from_your_hand"},
            ],
        }
    },
    "{J} Send target Character with Hand Cost {3} or less to Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "subject": "target_character",
                    "filter": {"hand_cost_max": 3},
                }
            ],
        }
    },
    "{J} Exhaust target Permanent with Reserve Cost {2} or more.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_permanent",
                    "filter": {"reserve_cost_min": 2},
                }
            ],
        }
    },
    "{J} Put me in Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "put", "to": "reserve", "subject": "self"}],
        }
    },
    "{J} Put target Character in its owner's Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "put",
                    "to": "reserve",
                    "to_owner": True,
                    "subject": "target_character",
                }
            ],
        }
    },
    "{R} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "create",
                    "token": "Ordis Recruit 1/1/1 Soldier",
                    "amount": 1,
                    "subject": "each_my_expedition",
                }
            ],
        }
    },
    "{J} Create two [Brassbug 2/2/2] Robot tokens in target Expedition.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "create",
                    "token": "Brassbug 2/2/2 Robot",
                    "amount": 2,
                    "subject": "target_expedition",
                }
            ],
        }
    },
    "{J} Roll a die. On a 4+, draw a card. On a 1-3, Resupply.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "roll_die",
                    "outcomes": [
                        {"low": 4, "high": 6, "effect": [{"action": "draw", "amount": 1}]},
                        {"low": 1, "high": 3, "effect": [{"action": "resupply"}]},
                    ],
                }
            ],
        }
    },
    "{J} Choose one: • Draw a card. • Resupply.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                        {"text": "Resupply.", "effect": [{"action": "resupply"}]},
                    ],
                    "choose": 1,
                }
            ],
        }
    },
    "{J} Up to two target Characters each gain 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "give_boost", "amount": 1, "subject": "target_character", "up_to": 2}
            ],
        }
    },
    "{J} Characters you control gain 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "characters_you_control"}],
        }
    },
    "{J} Target Character loses Anchored.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "lose_status", "status": "Anchored", "subject": "target_character"}
            ],
        }
    },
    "{J} I gain 1 boost per Character you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "per": "character you control",
                    "subject": "self",
                }
            ],
        }
    },
    "At Noon — I gain 1 Food counter for each card in your Reserve.": {
        "reaction": {
            "trigger": "at_noon",
            "effect": [
                {
                    "action": "gain_counters",
                    "amount": 1,
                    "counter": "Food",
                    "per": "card in your reserve",
                    "subject": "self",
                }
            ],
        }
    },
    "{J} My Expedition moves forward one region.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "move_forward", "subject": "my_expedition"}],
        }
    },
    "{H} Each opponent sacrifices a Character.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "sacrifice", "subject": "a_character_each_opponent_controls"}],
        }
    },
    "{H} Each player draws a card.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "draw", "amount": 1, "subject": "each_player"}],
        }
    },
    "{H} Target opponent discards a card from their hand.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "discard", "subject": "a_card_from_target_opponents_hand"}],
        }
    },
    "{H} Target player sacrifices a Character.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "sacrifice", "subject": "a_character_target_player_controls"}],
        }
    },
    "{J} Target non-token Robot Character in my Expedition gains Asleep.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Asleep",
                    "subject": "target_character_in_my_expedition",
                    "filter": {"subtypes": ["Robot"], "non_token": True},
                }
            ],
        }
    },
    "{J} Sacrifice another Character you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "filter": {"another": True},
                }
            ],
        }
    },
    "{J} Target Character in play or in Reserve gains 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_card_in_play_or_reserve",
                    "filter": {"types": ["Character"]},
                }
            ],
        }
    },
    "{J} If you don't control a Plant, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "unless you control a plant"}],
        }
    },
    "{J} If an opponent controls three or more Characters, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "an opponent controls three or more characters",
                }
            ],
        }
    },
    "{J} If I have 2 or more boosts, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "i have 2 or more boosts"}],
        }
    },
    "{J} If you are the first player, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "you are the first player"}],
        }
    },
    "{J} If there is only one Character in my Expedition, draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "there is only one character in my expedition",
                }
            ],
        }
    },
    "{J} If you control a token: I gain 1 boost per Expedition in {V}.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "per": "expedition in {v}",
                    "subject": "self",
                    "if": "you control a token",
                }
            ],
        }
    },
    "{J} Unless you control a Plant, draw a card, otherwise I gain 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "unless you control a plant",
                    "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                }
            ],
        }
    },
    "{J} I gain 1 boost, up to a max of 2.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self", "max_total": 2}],
        }
    },
    "{J} Exhaust target card in Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "exhaust", "subject": "target_reserve_card"}],
        }
    },
    "Draw two cards. Resupply.": {
        "effect": [{"action": "draw", "amount": 2}, {"action": "resupply"}]
    },
    "{R} You may spend 1 of my boosts to Resupply.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "spend_counters",
                    "amount": 1,
                    "counter": "boost",
                    "may": True,
                    "to_pay": True,
                    "then": [{"action": "resupply"}],
                }
            ],
        }
    },
    "{J} You may pay {2} to draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "pay": 2, "may": True}],
        }
    },
    "{H} Resupply. Then, draw a card.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "resupply"}, {"action": "draw", "amount": 1}],
        }
    },
    "{T}: After You. You can only activate this if you are the first player.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "after_you"}],
            "if": "you are the first player",
        }
    },
    "{T}, Spend 3 of my Sap counters: Draw a card.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True, "spend": 3, "counter": "Sap"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{T}, Sacrifice a Character: After You.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "exhaust_me": True,
                "steps": [{"action": "sacrifice", "subject": "a_character_you_control"}],
            },
            "effect": [{"action": "after_you"}],
        }
    },
    "{T}, Discard a card from your Reserve: Draw a card.": {
        "quick_action": {
            "cost": {
                "mana": 0,
                "exhaust_me": True,
                "steps": [{"action": "discard", "subject": "a_card_from_your_reserve"}],
            },
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{R} Choose up to one: • Draw a card. • Resupply.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                        {"text": "Resupply.", "effect": [{"action": "resupply"}]},
                    ],
                    "choose": 1,
                    "may": True,
                }
            ],
        }
    },
    "{T}: The next Character you play this turn gains 1 boost.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "next_played": {"card_type": "Character", "boosts": 1},
                    },
                }
            ],
        }
    },
    "{D}: The next Plant you play this turn costs {1} less.": {
        "support": True,
        "quick_action": {
            "cost": {"mana": 0, "discard_me_from_reserve": True},
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "next_played": {
                            "card_type": "card",
                            "cost_change": -1,
                            "filter": {"subtypes": ["Plant"]},
                        },
                    },
                }
            ],
        },
    },
    "{T}: The next Spell you play this turn costs {1} more.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "next_played": {"card_type": "Spell", "cost_change": 1},
                    },
                }
            ],
        }
    },
    "{T}: The next Character you play this turn gains Anchored.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "next_played": {"card_type": "Character", "gain_status": "Anchored"},
                    },
                }
            ],
        }
    },
    "{T}: The next Character you play from your hand this turn loses Fleeting.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "next_played": {
                            "card_type": "Character",
                            "lose_status": "Fleeting",
                            "played_from": "hand",
                        },
                    },
                }
            ],
        }
    },
    "{T}: The next Spell you play this turn is free.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "next_played": {"card_type": "Spell", "free": True},
                    },
                }
            ],
        }
    },
    "At Noon — Target Expedition moves forward one region.": {
        "reaction": {
            "trigger": "at_noon",
            "effect": [{"action": "move_forward", "subject": "target_expedition"}],
        }
    },
    "{H} Each player Resupplies.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "resupply", "subject": "each_player"}],
        }
    },
    "{J} If you control three or more other Characters, I gain 3 boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 3,
                    "subject": "self",
                    "if": "you control three or more other characters",
                }
            ],
        }
    },
    "When a Character leaves your Expeditions — I gain 1 Food counter.": {
        "reaction": {
            "trigger": "character_leaves_your_expeditions",
            "filter": {},
            "effect": [
                {"action": "gain_counters", "amount": 1, "counter": "Food", "subject": "self"}
            ],
        }
    },
    "When you create a token Character — It gains 1 boost.": {
        "reaction": {
            "trigger": "you_create_a_token",
            "filter": {"types": ["Character"]},  # gdef: token Characters only (2.2.1, 7.3.5.a)
            "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    },
    "When a card leaves your Reserve during the Afternoon — Draw a card.": {
        "reaction": {
            "trigger": "card_leaves_your_reserve",
            "during": "Afternoon",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Character you control gains 1 or more boosts — Draw a card.": {
        "reaction": {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Character"], "controller": "you"},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When I gain Boosted — Draw a card.": {
        "reaction": {
            "trigger": "gains_status",
            "filter": {"only_me": True},
            "status": "Boosted",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When a Character you control gains Fleeting — I gain 1 boost.": {
        "reaction": {
            "trigger": "gains_status",
            "filter": {"types": ["Character"], "controller": "you"},
            "status": "Fleeting",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in your other Expedition.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "create",
                    "token": "Ordis Recruit 1/1/1 Soldier",
                    "amount": 1,
                    "subject": "your_other_expedition",
                }
            ],
        }
    },
    "{J} Create a [Booda 2/2/2] Companion token in your Companion Expedition.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "create",
                    "token": "Booda 2/2/2 Companion",
                    "amount": 1,
                    "subject": "your_companion_expedition",
                }
            ],
        }
    },
    "{J} Create a [Brassbug 2/2/2] Robot token in your Hero Expedition.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "create",
                    "token": "Brassbug 2/2/2 Robot",
                    "amount": 1,
                    "subject": "your_hero_expedition",
                }
            ],
        }
    },
    "{H} Have target Character gain 2 boosts.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "have_do",
                    "do": {"action": "give_boost", "amount": 2, "subject": "target_character"},
                }
            ],
        }
    },
    "{H} You may have target Character gain Fleeting.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "have_do",
                    "do": {
                        "action": "gain_status",
                        "status": "Fleeting",
                        "subject": "target_character",
                    },
                    "may": True,
                }
            ],
        }
    },
    "{H} Have target Character lose Anchored.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "have_do",
                    "do": {
                        "action": "lose_status",
                        "status": "Anchored",
                        "subject": "target_character",
                    },
                }
            ],
        }
    },
    "{D}: Return another card from your Reserve to your hand.": {
        "support": True,
        "quick_action": {
            "cost": {"mana": 0, "discard_me_from_reserve": True},
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "subject": "a_card_from_your_reserve",
                    "filter": {"another": True},
                }
            ],
        },
    },
    "{J} You may sacrifice me to give target Character 2 boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "self",
                    "may": True,
                    "to_pay": True,
                    "then": [{"action": "give_boost", "amount": 2, "subject": "target_character"}],
                }
            ],
        }
    },
    "{R} The next Permanent you play this Afternoon costs {1} less.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this Afternoon",
                        "next_played": {"card_type": "Permanent", "cost_change": -1},
                    },
                }
            ],
        }
    },
    "When an opponent plays a Spell from Reserve — Draw a card.": {
        "reaction": {
            "trigger": "opponent_plays_a_card",
            "filter": {"types": ["Spell"]},
            "played_from": "reserve",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{H} Resupply. Then, you may return a Spell from your Reserve to your hand.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {"action": "resupply"},
                {
                    "action": "return",
                    "to": "hand",
                    "subject": "a_card_from_your_reserve",
                    "filter": {"types": ["Spell"]},
                    "may": True,
                },
            ],
        }
    },
    "When a Robot joins your Expeditions — You may sacrifice me to give it 2 boosts.": {
        "reaction": {
            "trigger": "character_joins_your_expeditions",
            "filter": {"subtypes": ["Robot"]},
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "self",
                    "may": True,
                    "then": [{"action": "give_boost", "amount": 2, "subject": "it"}],
                }
            ],
        }
    },
    "When I go to Reserve from the Expedition zone — Draw a card.": {
        "reaction": {
            "trigger": "goes_to_reserve_from_expedition_zone",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When I go to Reserve from your hand — Draw a card.": {
        "reaction": {
            "trigger": "goes_to_reserve_from_hand",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When I go from the Expedition zone to Reserve — Draw a card.": {
        "reaction": {
            "trigger": "goes_to_reserve_from_expedition_zone",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When I go from your hand to your Reserve — Draw a card.": {
        "reaction": {
            "trigger": "goes_to_reserve_from_hand",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When one of your Expeditions moves forward due to {V} — Draw a card.": {
        "reaction": {
            "trigger": "one_of_your_expeditions_moves_forward",
            "terrain": "forest",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "When I leave the Expedition zone, for each of my boosts — Draw a card.": {
        "reaction": {
            "trigger": "leaves_expedition_zone_for_each_of_my_boosts",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "{R} You may Augment target card in play or in Reserve.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {"action": "augment", "subject": "target_card_in_play_or_reserve", "may": True}
            ],
        }
    },
    "At Night — If I have 2 or more boosts, Sabotage after Rest.": {
        "reaction": {
            "trigger": "at_night",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {"duration": "this Day", "after_rest": [{"action": "sabotage"}]},
                    "text": "Sabotage after Rest",
                    "if": "i have 2 or more boosts",
                }
            ],
        }
    },
    "{J} Ready all cards in your Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "ready", "subject": "cards_in_your_reserve"}],
        }
    },
    "Target Character gains Asleep. You may give it 2 boosts.": {
        "effect": [
            {
                "action": "gain_status",
                "status": "Asleep",
                "subject": "target_character",
                "then": [{"action": "give_boost", "amount": 2, "subject": "it", "may": True}],
            }
        ]
    },
}
"""Each sentence and its reading (``text`` left out)."""

RULE_SENTENCES: dict[str, tuple[str, ...]] = {
    "a_joiner": ("When a Character joins your Expeditions — I gain Anchored.",),
    "after_rest_chain": ("At Night — If I have 2 or more boosts, Sabotage after Rest.",),
    "after_you": ("When I go to Reserve — After You.",),
    "another_joiner": ("When another Robot joins my Expedition — It gains 1 boost.",),
    "another_object": ("{J} Sacrifice another Character you control.",),
    "augment": ("{R} You may Augment target card in play or in Reserve.",),
    "base_statistic": (
        "When you play another Character with a base statistic of 0 — Draw a card.",
    ),
    "be": ("At Noon, if I am Boosted — Draw two cards.",),
    "boost_word": ("When I leave the Expedition zone — I gain 1 boost.",),
    "card_noun": ("{J} Draw a card, then discard a card from your hand.",),
    "card_word": ("{J} Draw a card.",),
    "chain": ("{J} Draw a card.",),
    "character_noun": ("When a Character joins your Expeditions — I gain Anchored.",),
    "character_or_permanent_noun": (
        "{2}, {D}: Return target Character or Permanent to its owner's hand.",
    ),
    "choose_modes": ("{J} Choose one: • Draw a card. • Resupply.",),
    "choose_up_to_modes": ("{R} Choose up to one: • Draw a card. • Resupply.",),
    "chosen_object": ("{R} You may sacrifice a Character. If you do, draw two cards.",),
    "condition_only": ("{J} If you control a token: I gain 1 boost per Expedition in {V}.",),
    "conditioned_output": ("{J} If you control a token: Draw a card.",),
    "cost_compared": ("{J} Send target Character with Hand Cost {3} or less to Reserve.",),
    "count": ("{J} If you control a token: Draw a card.",),
    "count_desc": ("{J} If you control a token: Draw a card.",),
    "counted": ("{J} I gain 1 boost per Character you control.",),
    "counter_word": ("When you play a Spell — I gain 1 Food counter.",),
    "create_token": (
        "{R} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions.",
    ),
    "die_outcome": ("{J} Roll a die. On a 4+, draw a card. On a 1-3, Resupply.",),
    "die_range": ("{J} Roll a die. On a 4+, draw a card. On a 1-3, Resupply.",),
    "discard": ("{J} Draw a card, then discard a card from your hand.",),
    "discard_cost": ("{T}, Discard a card from your Reserve: Draw a card.",),
    "discard_me_cost": ("{2}, {D}: Return target Character or Permanent to its owner's hand.",),
    "draw": ("{J} Draw a card.",),
    "each_object": ("{J} Characters you control gain 1 boost.",),
    "each_of_your_expeditions_place": (
        "{R} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions.",
    ),
    "each_opponent": ("{H} Each opponent sacrifices a Character.",),
    "each_player": ("{H} Each player draws a card.",),
    "effect": ("{J} Draw a card.",),
    "ev_gains_boosts": ("When a Character you control gains 1 or more boosts — Draw a card.",),
    "ev_gains_status": ("When a Character you control gains Fleeting — I gain 1 boost.",),
    "ev_go_reserve": ("When I go to Reserve — After You.",),
    "ev_go_reserve_from_expedition": (
        "When I go to Reserve from the Expedition zone — Draw a card.",
        "When I go from the Expedition zone to Reserve — Draw a card.",  # origin first
    ),
    "ev_go_reserve_from_hand": (
        "When I go to Reserve from your hand — Draw a card.",
        "When I go from your hand to your Reserve — Draw a card.",
    ),
    "ev_i_gain_status": ("When I gain Boosted — Draw a card.",),
    "ev_joins": ("When another Robot joins my Expedition — It gains 1 boost.",),
    "ev_leave_expedition": ("When I leave the Expedition zone — I gain 1 boost.",),
    "ev_leave_landmark": ("When I leave your Landmark zone — Resupply.",),
    "ev_leaves_your_expeditions": (
        "When a Character leaves your Expeditions — I gain 1 Food counter.",
    ),
    "ev_leaves_your_reserve": (
        "When a card leaves your Reserve during the Afternoon — Draw a card.",
    ),
    "ev_my_expedition_fails": (
        "When my Expedition fails to move forward during Dusk — Exhausted Resupply.",
    ),
    "ev_my_expedition_forward": ("When my Expedition moves forward — Ready me.",),
    "ev_one_of_your_expeditions_forward": (
        "When one of your Expeditions moves forward due to {V} — Draw a card.",
    ),
    "ev_opponent_draws": (
        "When an opponent draws one or more cards or Resupplies — I gain 1 boost, up to a max of 3.",
    ),
    "ev_opponent_plays": ("When an opponent plays a Spell from Reserve — Draw a card.",),
    "ev_sacrificed": ("When I'm sacrificed — Sabotage.",),
    "ev_you_create_token": ("When you create a token Character — It gains 1 boost.",),
    "ev_you_play": ("When you play a Spell — I gain 1 Food counter.",),
    "ev_you_play_another": (
        "When you play another Character with a base statistic of 0 — Draw a card.",
    ),
    "ev_you_roll": ("When you roll one or more dice — I gain 1 boost.",),
    "ev_you_sacrifice": ("When you sacrifice a Character — Draw a card.",),
    "event_trigger": ("When I leave the Expedition zone — I gain 1 boost.",),
    "exhaust": ("{T}: Exhaust target Boosted Character an opponent controls.",),
    "exhausted_resupply": (
        "When my Expedition fails to move forward during Dusk — Exhausted Resupply.",
    ),
    "first_player_cond": ("{J} If you are the first player, draw a card.",),
    "fixed_number": ("At Noon, if I am Boosted — Draw two cards.",),
    "from_your_hand": ("{J} Draw a card, then discard a card from your hand.",),
    "from_zone": ("When an opponent plays a Spell from Reserve — Draw a card.",),
    "gain": ("When I leave the Expedition zone — I gain 1 boost.",),
    "gain_boosts": ("When I leave the Expedition zone — I gain 1 boost.",),
    "per_chain": (
        "{J} I gain 1 boost per Character you control.",
        "At Noon — I gain 1 Food counter for each card in your Reserve.",
    ),
    "gain_counters": ("When you play a Spell — I gain 1 Food counter.",),
    "gain_statuses": ("When a Character joins your Expeditions — I gain Anchored.",),
    "give_boosts": ("{J} You may sacrifice me to give target Character 2 boosts.",),
    "hand_cost": ("{J} Send target Character with Hand Cost {3} or less to Reserve.",),
    "have_gain_boosts": ("{H} Have target Character gain 2 boosts.",),
    "have_gain_statuses": ("{H} You may have target Character gain Fleeting.",),
    "have_lose_status": ("{H} Have target Character lose Anchored.",),
    "i_have_boosts_cond": ("{J} If I have 2 or more boosts, draw a card.",),
    "i_in_terrain_cond": ("{J} If I am in {V}: I gain 2 boosts, otherwise draw a card.",),
    "i_status_cond": ("At Noon, if I am Boosted — Draw two cards.",),
    "icon_trigger": ("{J} Draw a card.",),
    "if_clause": ("{H} If your hand is empty, draw two cards. Otherwise, I gain 1 boost.",),
    "if_colon": ("{J} If you control a token: Draw a card.",),
    "if_otherwise": ("{H} If my Expedition is behind, draw a card, otherwise Resupply.",),
    "if_you_cant": ("{J} Sacrifice a Character you control. If you can't, sacrifice me.",),
    "if_you_do": ("{R} You may sacrifice a Character. If you do, draw two cards.",),
    "if_you_dont": ("{J} You may exhaust me. If you don't, draw a card.",),
    "in_my_expedition": ("{J} Target non-token Robot Character in my Expedition gains Asleep.",),
    "in_play_or_reserve": ("{J} Target Character in play or in Reserve gains 1 boost.",),
    "in_reserve": ("{J} Exhaust target card in Reserve.",),
    "in_owners_reserve": ("{J} Put target Character in its owner's Reserve.",),
    "in_your_reserve": ("At Noon — I gain 1 Food counter for each card in your Reserve.",),
    "it": ("When another Robot joins my Expedition — It gains 1 boost.",),
    "keyword_list": ("Gigantic, Tough 1.",),
    "landmark_noun": ("{J} Unless you control two or more Landmarks: I gain 2 boosts.",),
    "leave_for_each_boost_trigger": (
        "When I leave the Expedition zone, for each of my boosts — Draw a card.",
    ),
    "less": ("{J} Send target Character with Hand Cost {3} or less to Reserve.",),
    "lose": ("{J} Target Character loses Anchored.",),
    "lose_status": ("{J} Target Character loses Anchored.",),
    "mana_cost": ("{2}, {D}: Return target Character or Permanent to its owner's hand.",),
    "max_total": (
        "When an opponent draws one or more cards or Resupplies — I gain 1 boost, up to a max of 3.",
    ),
    "max_total_chain": ("{J} I gain 1 boost, up to a max of 2.",),
    "may_clause": ("{R} You may sacrifice a Character. If you do, draw two cards.",),
    "may_pay_clause": ("{J} You may pay {2} to draw a card.",),
    "may_to_clause": ("{R} You may spend 1 of my boosts to Resupply.",),
    "me": ("When I leave the Expedition zone — I gain 1 boost.",),
    "mode": ("{J} Choose one: • Draw a card. • Resupply.",),
    "more": ("{J} Exhaust target Permanent with Reserve Cost {2} or more.",),
    "move": ("{J} My Expedition moves forward one region.",),
    "my_expedition_cond": ("{H} If my Expedition is behind, draw a card, otherwise Resupply.",),
    "my_expedition_forward": ("{J} My Expedition moves forward one region.",),
    "my_expedition_place": ("When another Robot joins my Expedition — It gains 1 boost.",),
    "next_boosts": ("{T}: The next Character you play this turn gains 1 boost.",),
    "next_costs_less": ("{D}: The next Plant you play this turn costs {1} less.",),
    "next_costs_more": ("{T}: The next Spell you play this turn costs {1} more.",),
    "next_free": ("{T}: The next Spell you play this turn is free.",),
    "next_gains_status": ("{T}: The next Character you play this turn gains Anchored.",),
    "next_loses_status": (
        "{T}: The next Character you play from your hand this turn loses Fleeting.",
    ),
    "next_played": ("{T}: The next Character you play this turn gains 1 boost.",),
    "no_cards_cond": ("{R} Unless you have no cards in your Reserve, Resupply.",),
    "non_token_adjective": ("{J} Target non-token Robot Character in my Expedition gains Asleep.",),
    "numbered_keyword": ("Gigantic, Tough 1.",),
    "object_desc": ("When you play another Character with a base statistic of 0 — Draw a card.",),
    "one": ("{J} Draw a card.",),
    "only_if_clause": ("{T}: After You. You can only activate this if you are the first player.",),
    "only_one_cond": ("{J} If there is only one Character in my Expedition, draw a card.",),
    "opponent_controls": ("{T}: Exhaust target Boosted Character an opponent controls.",),
    "opponent_controls_cond": (
        "{J} If an opponent controls three or more Characters, draw a card.",
    ),
    "other_adjective": ("{J} If you control three or more other Characters, I gain 3 boosts.",),
    "otherwise_clause": ("{H} If your hand is empty, draw two cards. Otherwise, I gain 1 boost.",),
    "otherwise_tail": ("{J} If I am in {V}: I gain 2 boosts, otherwise draw a card.",),
    "output": ("{J} Draw a card.",),
    "owner_s": ("{2}, {D}: Return target Character or Permanent to its owner's hand.",),
    "owner_s_only": ("{J} Put target Character in its owner's Reserve.",),
    "per": ("{J} I gain 1 boost per Character you control.",),
    "permanent_noun": ("{J} Exhaust target Permanent with Reserve Cost {2} or more.",),
    "phase_trigger": ("At Noon, if I am Boosted — Draw two cards.",),
    "plain_keyword": ("Gigantic, Tough 1.",),
    "player_discards": ("{H} Target opponent discards a card from their hand.",),
    "player_draws": ("{H} Each player draws a card.",),
    "player_resupplies": ("{H} Each player Resupplies.",),
    "player_sacrifices": ("{H} Each opponent sacrifices a Character.",),
    "plural_desc": ("{J} Up to two target Characters each gain 1 boost.",),
    "position": ("{H} If my Expedition is behind, draw a card, otherwise Resupply.",),
    "put_in_reserve": ("{J} Put target Character in its owner's Reserve.",),
    "put_me_in_reserve": ("{J} Put me in Reserve.",),
    "quantity": ("{J} Unless you control two or more Landmarks: I gain 2 boosts.",),
    "quick_action": ("{T}: Exhaust target Boosted Character an opponent controls.",),
    "reaction": ("{J} Draw a card.",),
    "ready": ("When my Expedition moves forward — Ready me.",),
    "reserve_cost": ("{J} Exhaust target Permanent with Reserve Cost {2} or more.",),
    "resupply": ("When I leave your Landmark zone — Resupply.",),
    "return_to_hand": ("{2}, {D}: Return target Character or Permanent to its owner's hand.",),
    "roll_die": ("{J} Roll a die. On a 4+, draw a card. On a 1-3, Resupply.",),
    "sabotage": ("When I'm sacrificed — Sabotage.",),
    "sacrifice": ("{R} You may sacrifice a Character. If you do, draw two cards.",),
    "sacrifice_cost": ("{T}, Sacrifice a Character: After You.",),
    "send_to_reserve": ("{J} Send target Character with Hand Cost {3} or less to Reserve.",),
    "sentence": ("{J} Draw a card.",),
    "spell_effect": ("Draw two cards. Resupply.",),
    "spell_noun": ("When you play a Spell — I gain 1 Food counter.",),
    "spend_cost": ("{T}, Spend 3 of my Sap counters: Draw a card.",),
    "spend_step": ("{R} You may spend 1 of my boosts to Resupply.",),
    "spent": ("{R} You may spend 1 of my boosts to Resupply.",),
    "start": ("{J} Draw a card.",),
    "status_adjective": ("{T}: Exhaust target Boosted Character an opponent controls.",),
    "status_keyword": ("Fleeting.",),
    "status_list": ("When a Character joins your Expeditions — I gain Anchored.",),
    "subtype_adjective": ("{J} Target non-token Robot Character in my Expedition gains Asleep.",),
    "subtype_noun": ("When another Robot joins my Expedition — It gains 1 boost.",),
    "tap_cost": ("{T}: Exhaust target Boosted Character an opponent controls.",),
    "target_expedition_forward": ("At Noon — Target Expedition moves forward one region.",),
    "target_expedition_place": (
        "{J} Create two [Brassbug 2/2/2] Robot tokens in target Expedition.",
    ),
    "target_object": ("{T}: Exhaust target Boosted Character an opponent controls.",),
    "target_opponent": ("{H} Target opponent discards a card from their hand.",),
    "target_player": ("{H} Target player sacrifices a Character.",),
    "then_chain": ("{J} Draw a card, then discard a card from your hand.",),
    "then_may_sentence": (
        "{H} Resupply. Then, you may return a Spell from your Reserve to your hand.",
    ),
    "then_sentence": ("{H} Resupply. Then, draw a card.",),
    "this_phase": ("{R} The next Permanent you play this Afternoon costs {1} less.",),
    "this_turn": ("{T}: The next Character you play this turn gains 1 boost.",),
    "token_noun": ("{J} If you control a token: Draw a card.",),
    "token_word": (
        "{R} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions.",
    ),
    "trigger_condition": ("At Noon, if I am Boosted — Draw two cards.",),
    "trigger_only": ("{J} If you control a token: I gain 1 boost per Expedition in {V}.",),
    "unless_clause": ("{R} Unless you have no cards in your Reserve, Resupply.",),
    "unless_colon": ("{J} Unless you control two or more Landmarks: I gain 2 boosts.",),
    "unless_otherwise": ("{J} Unless you control a Plant, draw a card, otherwise I gain 1 boost.",),
    "up_to_targets": ("{J} Up to two target Characters each gain 1 boost.",),
    "you_control": ("{J} Sacrifice a Character you control. If you can't, sacrifice me.",),
    "you_control_cond": ("{J} If you control a token: Draw a card.",),
    "you_dont_control_cond": ("{J} If you don't control a Plant, draw a card.",),
    "you_play": ("{T}: The next Character you play this turn gains 1 boost.",),
    "you_play_from_hand": (
        "{T}: The next Character you play from your hand this turn loses Fleeting.",
    ),
    "your_companion_expedition_place": (
        "{J} Create a [Booda 2/2/2] Companion token in your Companion Expedition.",
    ),
    "your_expeditions_place": ("When a Character joins your Expeditions — I gain Anchored.",),
    "your_hero_expedition_place": (
        "{J} Create a [Brassbug 2/2/2] Robot token in your Hero Expedition.",
    ),
    "your_other_expedition_place": (
        "{J} Create an [Ordis Recruit 1/1/1] Soldier token in your other Expedition.",
    ),
    "zone_empty_cond": ("{H} If your hand is empty, draw two cards. Otherwise, I gain 1 boost.",),
    "zone_word": ("{H} If your hand is empty, draw two cards. Otherwise, I gain 1 boost.",),
}
"""Grammar rule -> sentences showing it."""

# The Unique shape's, outputs' and triggers' sentences (kept in their own module).
from .sentences_uniques import UNIQUE_READINGS, UNIQUE_RULE_SENTENCES, UNIQUE_SHAPES  # noqa: E402

READINGS.update(UNIQUE_READINGS)
for _rule, _texts in UNIQUE_RULE_SENTENCES.items():
    RULE_SENTENCES[_rule] = (*RULE_SENTENCES.get(_rule, ()), *_texts)

PLAYED: tuple[str, ...] = tuple(
    sorted(
        t
        for t in READINGS
        if t.startswith(("{J}", "{H}")) and t not in RULE_SENTENCES["trigger_only"]
    )
)
"""The {J}/{H} sentences the grammar reads alone, each played on a board in test_board.py."""

SHAPES: tuple[str, ...] = (
    "{H} If your hand is empty: Draw two cards.",
    "{H} If your hand is empty: Draw two cards, otherwise I gain 1 boost.",
    "{J} Unless your hand is empty: I gain 2 boosts.",
    "Seasoned, Tough 1.",
)
"""The Unique shapes and a keyword list, played in both cases of their condition."""

BOARD_SENTENCES: tuple[str, ...] = SHAPES + UNIQUE_SHAPES + PLAYED
"""The sentences played on boards in test_board.py."""

# The static abilities' sentences (helper "grammar") live in their own module.
from .sentences_static import (  # noqa: E402
    BOARD_SENTENCES_STATIC,
    READINGS_STATIC,
    RULE_SENTENCES_STATIC,
)

BOARD_SENTENCES = BOARD_SENTENCES + BOARD_SENTENCES_STATIC

READINGS.update(READINGS_STATIC)
for _rule, _texts in RULE_SENTENCES_STATIC.items():
    RULE_SENTENCES[_rule] = RULE_SENTENCES.get(_rule, ()) + _texts


def _merge(readings: dict, rule_sentences: dict, boards: tuple[str, ...] = ()) -> None:  # type: ignore[type-arg]
    """Add one grammar section's printed sentences, readings and board sentences."""
    global BOARD_SENTENCES
    READINGS.update(readings)
    for rule, texts in rule_sentences.items():
        RULE_SENTENCES[rule] = RULE_SENTENCES.get(rule, ()) + texts
    BOARD_SENTENCES = BOARD_SENTENCES + tuple(boards)


# This session's sections keep their sentences in modules of their own (one per helper).
from .sentences_cant import (  # noqa: E402
    BOARD_SENTENCES_STATICS3,
    READINGS_STATICS3,
    RULE_SENTENCES_STATICS3,
)
from .sentences_conditions import (  # noqa: E402
    BOARD_SENTENCES_CONDITIONS,
    READINGS_CONDITIONS,
    RULE_SENTENCES_CONDITIONS,
)
from .sentences_costs_and_choosers import (  # noqa: E402
    BOARD_SENTENCES_GFX5,
    READINGS_GFX5,
    RULE_SENTENCES_GFX5,
)
from .sentences_cr_examples import CR_EXAMPLE_READINGS, CR_EXAMPLE_RULE_SENTENCES  # noqa: E402
from .sentences_effect_phrases import READINGS_EFFECTS2, RULE_SENTENCES_EFFECTS2  # noqa: E402
from .sentences_effects import READINGS_EFFECTS, RULE_SENTENCES_EFFECTS  # noqa: E402
from .sentences_hand_cost_max import (  # noqa: E402
    BOARD_SENTENCES_CONDITIONS2,
    READINGS_CONDITIONS2,
    RULE_SENTENCES_CONDITIONS2,
)
from .sentences_ignore import READINGS_CITE5, RULE_SENTENCES_CITE5  # noqa: E402
from .sentences_keyword_actions import (  # noqa: E402
    BOARD_SENTENCES_GRAM_KW,
    READINGS_GRAM_KW,
    RULE_SENTENCES_GRAM_KW,
)
from .sentences_numbers_and_distribution import (  # noqa: E402
    BOARD_SENTENCES_GRAM_FX,
    READINGS_GRAM_FX,
    RULE_SENTENCES_GRAM_FX,
)
from .sentences_play_as_effect import READINGS_CITE4, RULE_SENTENCES_CITE4  # noqa: E402
from .sentences_player_events import (  # noqa: E402
    BOARD_SENTENCES_GRAM_EV,
    BOARD_SENTENCES_GRAM_EV_2,
    READINGS_GRAM_EV,
    READINGS_GRAM_EV_2,
    RULE_SENTENCES_GRAM_EV,
    RULE_SENTENCES_GRAM_EV_2,
)

_merge(READINGS_STATICS3, RULE_SENTENCES_STATICS3, BOARD_SENTENCES_STATICS3)
_merge(CR_EXAMPLE_READINGS, CR_EXAMPLE_RULE_SENTENCES)
_merge(READINGS_CONDITIONS, RULE_SENTENCES_CONDITIONS, BOARD_SENTENCES_CONDITIONS)
_merge(
    READINGS_EFFECTS,
    RULE_SENTENCES_EFFECTS,
    tuple(sorted(t for t in READINGS_EFFECTS if t.startswith(("{J}", "{H}")))),
)
_merge(READINGS_CONDITIONS2, RULE_SENTENCES_CONDITIONS2, BOARD_SENTENCES_CONDITIONS2)
_merge(READINGS_EFFECTS2, RULE_SENTENCES_EFFECTS2, tuple(sorted(READINGS_EFFECTS2)))
_merge(READINGS_CITE4, RULE_SENTENCES_CITE4)
_merge(READINGS_CITE5, RULE_SENTENCES_CITE5)
_merge(READINGS_GRAM_FX, RULE_SENTENCES_GRAM_FX, BOARD_SENTENCES_GRAM_FX)
_merge(READINGS_GRAM_EV, RULE_SENTENCES_GRAM_EV, BOARD_SENTENCES_GRAM_EV)
_merge(READINGS_GRAM_EV_2, RULE_SENTENCES_GRAM_EV_2, BOARD_SENTENCES_GRAM_EV_2)
_merge(READINGS_GRAM_KW, RULE_SENTENCES_GRAM_KW, BOARD_SENTENCES_GRAM_KW)
from .sentences_leaving_play import BOARD_SENTENCES_GEV5, READINGS_GEV5, RULE_SENTENCES_GEV5  # noqa: E402

_merge(READINGS_GEV5, RULE_SENTENCES_GEV5, BOARD_SENTENCES_GEV5)
_merge(READINGS_GFX5, RULE_SENTENCES_GFX5, BOARD_SENTENCES_GFX5)

from .sentences_cr_vocabulary import BOARD_SENTENCES_GKW5, READINGS_GKW5, RULE_SENTENCES_GKW5  # noqa: E402

_merge(READINGS_GKW5, RULE_SENTENCES_GKW5, BOARD_SENTENCES_GKW5)
from . import sentences_counted_amounts as _ca  # noqa: E402

_merge(
    _ca.READINGS_COUNTED_AMOUNTS,
    _ca.RULE_SENTENCES_COUNTED_AMOUNTS,
    _ca.BOARD_SENTENCES_COUNTED_AMOUNTS,
)
from .sentences_descriptions import (  # noqa: E402
    BOARD_SENTENCES_DESCRIPTIONS,
    READINGS_DESCRIPTIONS,
    RULE_SENTENCES_DESCRIPTIONS,
)

_merge(READINGS_DESCRIPTIONS, RULE_SENTENCES_DESCRIPTIONS, BOARD_SENTENCES_DESCRIPTIONS)
from . import sentences_cost_alterations_and_modes as _cm  # noqa: E402

_merge(
    _cm.READINGS_COSTS_AND_MODES,
    _cm.RULE_SENTENCES_COSTS_AND_MODES,
    _cm.BOARD_SENTENCES_COSTS_AND_MODES,
)
from . import sentences_conditions_and_choices as _cc  # noqa: E402

_merge(
    _cc.READINGS_CONDITIONS_AND_CHOICES,
    _cc.RULE_SENTENCES_CONDITIONS_AND_CHOICES,
    _cc.BOARD_SENTENCES_CONDITIONS_AND_CHOICES,
)
from .sentences_received_events import (  # noqa: E402
    BOARD_SENTENCES_RECEIVED,
    READINGS_RECEIVED,
    RULE_SENTENCES_RECEIVED,
)

_merge(READINGS_RECEIVED, RULE_SENTENCES_RECEIVED, BOARD_SENTENCES_RECEIVED)
from . import sentences_counted_events as _ce  # noqa: E402

_merge(
    _ce.READINGS_COUNTED_EVENTS,
    _ce.RULE_SENTENCES_COUNTED_EVENTS,
    _ce.BOARD_SENTENCES_COUNTED_EVENTS,
)
from . import sentences_game_state_conditions as _gs  # noqa: E402

_merge(
    _gs.READINGS_GAME_STATE_CONDITIONS,
    _gs.RULE_SENTENCES_GAME_STATE_CONDITIONS,
    _gs.BOARD_SENTENCES_GAME_STATE_CONDITIONS,
)
from . import sentences_players_paying as _pp  # noqa: E402

_merge(
    _pp.READINGS_PLAYERS_PAYING,
    _pp.RULE_SENTENCES_PLAYERS_PAYING,
    _pp.BOARD_SENTENCES_PLAYERS_PAYING,
)
from . import sentences_phase_conditions as _ph  # noqa: E402

_merge(
    _ph.READINGS_PHASE_CONDITIONS,
    _ph.RULE_SENTENCES_PHASE_CONDITIONS,
    _ph.BOARD_SENTENCES_PHASE_CONDITIONS,
)
from .sentences_durations import (  # noqa: E402
    BOARD_SENTENCES_DURATIONS,
    READINGS_DURATIONS,
    RULE_SENTENCES_DURATIONS,
)

_merge(READINGS_DURATIONS, RULE_SENTENCES_DURATIONS, BOARD_SENTENCES_DURATIONS)
from . import sentences_acted_costs as _ac  # noqa: E402

_merge(_ac.READINGS_ACTED_COSTS, _ac.RULE_SENTENCES_ACTED_COSTS, _ac.BOARD_SENTENCES_ACTED_COSTS)
from . import sentences_condition_it as _ci  # noqa: E402

_merge(_ci.READINGS_CONDITION_IT, _ci.RULE_SENTENCES_CONDITION_IT, _ci.BOARD_SENTENCES_CONDITION_IT)
from . import sentences_per_day as _pd  # noqa: E402

_merge(_pd.READINGS_PER_DAY, _pd.RULE_SENTENCES_PER_DAY, _pd.BOARD_SENTENCES_PER_DAY)
from . import sentences_citations_cards as _cit  # noqa: E402

_merge(_cit.READINGS_CITATIONS_CARDS, _cit.RULE_SENTENCES_CITATIONS_CARDS, ())
from . import sentences_dice_tables as _dt  # noqa: E402

_merge(_dt.READINGS_DICE_TABLES, _dt.RULE_SENTENCES_DICE_TABLES, _dt.BOARD_SENTENCES_DICE_TABLES)
from . import sentences_cant_statuses as _cs  # noqa: E402

_merge(
    _cs.READINGS_CANT_STATUSES,
    _cs.RULE_SENTENCES_CANT_STATUSES,
    _cs.BOARD_SENTENCES_CANT_STATUSES,
)
from . import sentences_first_time_triggers as _ft  # noqa: E402

_merge(
    _ft.READINGS_FIRST_TIME_TRIGGERS,
    _ft.RULE_SENTENCES_FIRST_TIME_TRIGGERS,
    _ft.BOARD_SENTENCES_FIRST_TIME_TRIGGERS,
)
from . import sentences_as_many as _am  # noqa: E402

_merge(_am.READINGS_AS_MANY, _am.RULE_SENTENCES_AS_MANY, _am.BOARD_SENTENCES_AS_MANY)
# Rules read and refused with a judge's reason: their sentences, and a word of the reason
# the reader test asserts (test_rules.py) instead of a reading.
REFUSED: dict[str, str] = {}
from . import sentences_composed_descriptions as _cd  # noqa: E402

_merge(
    _cd.READINGS_COMPOSED_DESCRIPTIONS,
    {**_cd.RULE_SENTENCES_COMPOSED_DESCRIPTIONS, **_cd.REFUSED_COMPOSED_DESCRIPTIONS},
    _cd.BOARD_SENTENCES_COMPOSED_DESCRIPTIONS,
)
REFUSED.update(
    {
        text: {"without_abilities": "abilities", "hero_noun": "Hero", "in_limbo": "Limbo"}[rule]
        for rule, texts in _cd.REFUSED_COMPOSED_DESCRIPTIONS.items()
        for text in texts
    }
)
from . import sentences_expedition_event_it as _eei  # noqa: E402

_merge(
    _eei.READINGS_EXPEDITION_EVENT_IT,
    _eei.RULE_SENTENCES_EXPEDITION_EVENT_IT,
    _eei.BOARD_SENTENCES_EXPEDITION_EVENT_IT,
)
from . import sentences_compared_with_each as _cwe  # noqa: E402

_merge(
    _cwe.READINGS_COMPARED_WITH_EACH,
    _cwe.RULE_SENTENCES_COMPARED_WITH_EACH,
    _cwe.BOARD_SENTENCES_COMPARED_WITH_EACH,
)
from . import sentences_additional_costs as _adc  # noqa: E402

_merge(
    _adc.READINGS_ADDITIONAL_COSTS,
    _adc.RULE_SENTENCES_ADDITIONAL_COSTS,
    _adc.BOARD_SENTENCES_ADDITIONAL_COSTS,
)
REFUSED.update(_adc.REFUSED_ADDITIONAL_COSTS)
from . import sentences_players_in_turn as _pit  # noqa: E402

_merge(
    _pit.READINGS_PLAYERS_IN_TURN,
    _pit.RULE_SENTENCES_PLAYERS_IN_TURN,
    _pit.BOARD_SENTENCES_PLAYERS_IN_TURN,
)
REFUSED.update(_pit.REFUSED_PLAYERS_IN_TURN)
from . import sentences_cr_words_more as _cwm  # noqa: E402

_merge(
    _cwm.READINGS_CR_WORDS_MORE,
    _cwm.RULE_SENTENCES_CR_WORDS_MORE,
    _cwm.BOARD_SENTENCES_CR_WORDS_MORE,
)
REFUSED.update(_cwm.REFUSED_CR_WORDS_MORE)
from . import sentences_mana_orbs_objects as _mo  # noqa: E402

_merge(
    _mo.READINGS_MANA_ORBS_OBJECTS,
    _mo.RULE_SENTENCES_MANA_ORBS_OBJECTS,
    _mo.BOARD_SENTENCES_MANA_ORBS_OBJECTS,
)
from . import sentences_mana_zone_objects as _mz  # noqa: E402

_merge(
    _mz.READINGS_MANA_ZONE_OBJECTS,
    _mz.RULE_SENTENCES_MANA_ZONE_OBJECTS,
    _mz.BOARD_SENTENCES_MANA_ZONE_OBJECTS,
)
REFUSED.update(_mz.REFUSED_MANA_ZONE_OBJECTS)
from . import sentences_players_named as _pn  # noqa: E402

_merge(
    _pn.READINGS_PLAYERS_NAMED,
    _pn.RULE_SENTENCES_PLAYERS_NAMED,
    _pn.BOARD_SENTENCES_PLAYERS_NAMED,
)
REFUSED.update(_pn.REFUSED_PLAYERS_NAMED)
from . import sentences_amounts_and_deck as _aad  # noqa: E402

_merge(
    _aad.READINGS_AMOUNTS_AND_DECK,
    _aad.RULE_SENTENCES_AMOUNTS_AND_DECK,
    _aad.BOARD_SENTENCES_AMOUNTS_AND_DECK,
)
REFUSED.update(_aad.REFUSED_AMOUNTS_AND_DECK)
from . import sentences_phase_slots as _ps  # noqa: E402

_merge(
    _ps.READINGS_PHASE_SLOTS,
    _ps.RULE_SENTENCES_PHASE_SLOTS,
    _ps.BOARD_SENTENCES_PHASE_SLOTS,
)
REFUSED.update(_ps.REFUSED_PHASE_SLOTS)
# ---- "a Landmark" as an object (2.2.3, 3.2.7): semantics/landmark_objects.py
from . import sentences_landmark_objects as _lmo  # noqa: E402

_merge(
    _lmo.READINGS_LANDMARK_OBJECTS,
    _lmo.RULE_SENTENCES_LANDMARK_OBJECTS,
    _lmo.BOARD_SENTENCES_LANDMARK_OBJECTS,
)
REFUSED.update(_lmo.REFUSED_LANDMARK_OBJECTS)
# ---- superlatives "with the lowest Hand Cost" (2.2.7, 2.2.11): semantics/superlatives.py
from . import sentences_superlatives as _sup  # noqa: E402

_merge(
    _sup.READINGS_SUPERLATIVES,
    _sup.RULE_SENTENCES_SUPERLATIVES,
    _sup.BOARD_SENTENCES_SUPERLATIVES,
)
REFUSED.update(_sup.REFUSED_SUPERLATIVES)
# ---- steps that compose: coordination, repetition, amounts (6.1.c, 6.5.i): semantics/composed_steps.py
from . import sentences_composed_steps as _cst  # noqa: E402

_merge(
    _cst.READINGS_COMPOSED_STEPS,
    _cst.RULE_SENTENCES_COMPOSED_STEPS,
    _cst.BOARD_SENTENCES_COMPOSED_STEPS,
)
REFUSED.update(_cst.REFUSED_COMPOSED_STEPS)
# ---- Uniques compose: conditions and triggers a Unique prints: semantics/unique_composition.py
from . import sentences_unique_composition as _uc  # noqa: E402

_merge(
    _uc.READINGS_UNIQUE_COMPOSITION,
    _uc.RULE_SENTENCES_UNIQUE_COMPOSITION,
    _uc.BOARD_SENTENCES_UNIQUE_COMPOSITION,
)
REFUSED.update(_uc.REFUSED_UNIQUE_COMPOSITION)
# ---- descriptions in every slot, references back (7.5.5.a, 2.4.5.a): semantics/described_*.py
from . import sentences_described as _described  # noqa: E402

_merge(
    _described.READINGS_DESCRIBED,
    _described.RULE_SENTENCES_DESCRIBED,
    _described.BOARD_SENTENCES_DESCRIBED,
)
REFUSED.update(_described.REFUSED_DESCRIBED)
# ---- outputs that compose: durations first, costs for a time, taxes, "instead" (2.2.15.a, 5.1.2.f, 6.5.d, 6.2.b): semantics/outputs_compose.py
from . import sentences_outputs_compose as _oc  # noqa: E402

_merge(
    _oc.READINGS_OUTPUTS_COMPOSE,
    _oc.RULE_SENTENCES_OUTPUTS_COMPOSE,
    _oc.BOARD_SENTENCES_OUTPUTS_COMPOSE,
)
REFUSED.update(_oc.REFUSED_OUTPUTS_COMPOSE)
# ---- statistics one by one, "of your choice", "they" after a group: semantics/referred_parts.py
from . import sentences_referred as _referred  # noqa: E402

_merge(
    _referred.READINGS_REFERRED,
    _referred.RULE_SENTENCES_REFERRED,
    _referred.BOARD_SENTENCES_REFERRED,
)
REFUSED.update(_referred.REFUSED_REFERRED)
# ---- triggers and conditions, every event and condition of its kind: semantics/either_events.py
from . import sentences_either_events as _either  # noqa: E402

_merge(
    _either.READINGS_EITHER_EVENTS,
    _either.RULE_SENTENCES_EITHER_EVENTS,
    _either.BOARD_SENTENCES_EITHER_EVENTS,
)
REFUSED.update(_either.REFUSED_EITHER_EVENTS)
# ---- outputs as composed language (what an effect does): semantics/outputs_language.py
from . import sentences_outputs_language as _out  # noqa: E402

_merge(
    _out.READINGS_OUTPUTS_LANGUAGE,
    _out.RULE_SENTENCES_OUTPUTS_LANGUAGE,
    _out.BOARD_SENTENCES_OUTPUTS_LANGUAGE,
)
REFUSED.update(_out.REFUSED_OUTPUTS_LANGUAGE)
# ---- triggers and conditions as composed language: the Nth event of a period (4.1, 4.2.3): semantics/nth_events.py
from . import sentences_nth_events as _nth_events  # noqa: E402

_merge(
    _nth_events.READINGS_NTH_EVENTS,
    _nth_events.RULE_SENTENCES_NTH_EVENTS,
    _nth_events.BOARD_SENTENCES_NTH_EVENTS,
)
REFUSED.update(_nth_events.REFUSED_NTH_EVENTS)
# ---- conditions on what happened in a period, every tense, negated (6.5.d, 4.1, 4.2.3): semantics/past_events.py
from . import sentences_past_events as _past_events  # noqa: E402

_merge(
    _past_events.READINGS_PAST_EVENTS,
    _past_events.RULE_SENTENCES_PAST_EVENTS,
    _past_events.BOARD_SENTENCES_PAST_EVENTS,
)
# ---- the loss of the last boost as an event (2.5.f, 2.4.5.b): semantics/boost_losses.py
from . import sentences_boost_losses as _boost_losses  # noqa: E402

_merge(
    _boost_losses.READINGS_BOOST_LOSSES,
    _boost_losses.RULE_SENTENCES_BOOST_LOSSES,
    _boost_losses.BOARD_SENTENCES_BOOST_LOSSES,
)
# ---- object descriptions composed: relative clauses, places, "other" targets (2.4, 2.5, 7.5, 6.5.b): semantics/object_phrases.py
from . import sentences_object_phrases as _phrases  # noqa: E402

_merge(
    _phrases.READINGS_OBJECT_PHRASES,
    _phrases.RULE_SENTENCES_OBJECT_PHRASES,
    _phrases.BOARD_SENTENCES_OBJECT_PHRASES,
)
REFUSED.update(_phrases.REFUSED_OBJECT_PHRASES)
# ---- a status given, "Give [status] to [object]" (7.3.16, 2.4): semantics/given_statuses.py
from . import sentences_given_statuses as _given  # noqa: E402

_merge(
    _given.READINGS_GIVEN_STATUSES,
    _given.RULE_SENTENCES_GIVEN_STATUSES,
    _given.BOARD_SENTENCES_GIVEN_STATUSES,
)
# ---- sentence syntax: the same steps in another order, voice, clause or list (issue 30): semantics/sentence_syntax.py
from . import sentences_sentence_syntax as _syntax  # noqa: E402

_merge(
    _syntax.READINGS_SENTENCE_SYNTAX,
    _syntax.RULE_SENTENCES_SENTENCE_SYNTAX,
    _syntax.BOARD_SENTENCES_SENTENCE_SYNTAX,
)
# ---- triggers: the wordings of each event dimension (5.1.2.d, 5.2.a, 7.3.37.b, 4.2.5.b, 1.2.2, 4.2.4.j): semantics/event_wordings.py
from . import sentences_event_wordings as _wordings  # noqa: E402

_merge(
    _wordings.READINGS_EVENT_WORDINGS,
    _wordings.RULE_SENTENCES_EVENT_WORDINGS,
    _wordings.BOARD_SENTENCES_EVENT_WORDINGS,
)
_merge({}, _wordings.RULE_SENTENCES_EVENT_WORDINGS_REFUSED)
REFUSED.update(_wordings.REFUSED_EVENT_WORDINGS)
# ---- places: Expeditions in every wording (7.5.5.a, 7.5.2.b-c, 7.2.3.a): semantics/expedition_wordings.py
from . import sentences_expedition_wordings as _exp_wordings  # noqa: E402

_merge(
    _exp_wordings.READINGS_EXPEDITION_WORDINGS,
    _exp_wordings.RULE_SENTENCES_EXPEDITION_WORDINGS,
    _exp_wordings.BOARD_SENTENCES_EXPEDITION_WORDINGS,
)
REFUSED.update(_exp_wordings.REFUSED_EXPEDITION_WORDINGS)
# ---- conditions on what is described: described objects, "I", a zone against its limit (6.5.d, 2.4, 7.4, 2.5.1, 3.2.10.b): semantics/described_conditions.py
from . import sentences_described_conditions as _dcond  # noqa: E402

_merge(
    _dcond.READINGS_DESCRIBED_CONDITIONS,
    _dcond.RULE_SENTENCES_DESCRIBED_CONDITIONS,
    _dcond.BOARD_SENTENCES_DESCRIBED_CONDITIONS,
)
# ---- "that costs {N}" where the zone decides the cost (5.1.2.d): refused, not read as the Hand Cost
_COSTS_REFUSED = {
    "{J} Send to Reserve target Character in a Reserve that costs {4} or more.": "5.1.2.d",
    "When you play a Character that costs {2} or less — I gain 1 boost.": "5.1.2.d",
}
_merge({}, {"relative_hand_cost": tuple(sorted(_COSTS_REFUSED))})
REFUSED.update(_COSTS_REFUSED)
# ---- "from the Reserve" said after an either description or an ordinal (5.2.a, 5.1.2.d)
_merge(
    {
        "When you play a Character or a Spell from the Reserve — I gain 1 boost.": {
            "reaction": {
                "trigger": "you_play_a_card",
                "filter": {"types": ["Character", "Spell"]},
                "played_from": "reserve",
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
    },
    {
        "ev_you_play_either": (
            "When you play a Character or a Spell from the Reserve — I gain 1 boost.",
        )
    },
)
# ---- plural places: "your Expeditions that are behind", "an Expedition of yours" (7.5.2, 7.5.5.a): semantics/plural_places.py
from . import sentences_plural_places as _plural_places  # noqa: E402

_merge(
    _plural_places.READINGS_PLURAL_PLACES,
    _plural_places.RULE_SENTENCES_PLURAL_PLACES,
    _plural_places.BOARD_SENTENCES_PLURAL_PLACES,
)
# ---- before the output: trigger subjects, zone states, activation restrictions (issue 30, gram29)
from . import sentences_before_output as _bo  # noqa: E402

_merge(
    _bo.READINGS_BEFORE_OUTPUT,
    _bo.RULE_SENTENCES_BEFORE_OUTPUT,
    _bo.BOARD_SENTENCES_BEFORE_OUTPUT,
)
REFUSED.update(_bo.REFUSED_BEFORE_OUTPUT)
# ---- every action x amount x chooser (7.3, 1.4.7.b): semantics/chosen_outputs.py
from . import sentences_chosen_outputs as _chosen_outputs  # noqa: E402

_merge(
    _chosen_outputs.READINGS_CHOSEN_OUTPUTS,
    _chosen_outputs.RULE_SENTENCES_CHOSEN_OUTPUTS,
    _chosen_outputs.BOARD_SENTENCES_CHOSEN_OUTPUTS,
)
# ---- passives that change a rule, incremental and capped amounts: semantics/rule_passives.py
from . import sentences_rule_passives as _rule_passives  # noqa: E402

_merge(
    _rule_passives.READINGS_RULE_PASSIVES,
    _rule_passives.RULE_SENTENCES_RULE_PASSIVES,
    _rule_passives.BOARD_SENTENCES_RULE_PASSIVES,
)
# ---- gram35: group totals, counted targets, standing places, destinations, created tokens (6.5.b, 7.5.2, 6.3.g, 7.3.5.a)
from . import sentences_group_totals as _group_totals  # noqa: E402

_merge(
    _group_totals.READINGS_GROUP_TOTALS,
    _group_totals.RULE_SENTENCES_GROUP_TOTALS,
    _group_totals.BOARD_SENTENCES_GROUP_TOTALS,
)
# ---- references back: "those [nouns]", "that card", "there", "They / That player": references.py
from . import sentences_references_back as _refs  # noqa: E402

_merge(
    _refs.READINGS_REFERENCES_BACK,
    _refs.RULE_SENTENCES_REFERENCES_BACK,
    _refs.BOARD_SENTENCES_REFERENCES_BACK,
)
REFUSED.update(_refs.REFUSED_REFERENCES_BACK)
# ---- gram52: later steps referring back ("again", "it had", "among them"): again_steps.py
from . import sentences_steps_referring_back as _back  # noqa: E402

_merge(
    _back.READINGS_STEPS_REFERRING_BACK,
    _back.RULE_SENTENCES_STEPS_REFERRING_BACK,
    _back.BOARD_SENTENCES_STEPS_REFERRING_BACK,
)
REFUSED.update(_back.REFUSED_STEPS_REFERRING_BACK)
# ---- who decides and what follows a decision (issue 30, gram33): semantics/decisions.py
from . import sentences_decisions as _decisions  # noqa: E402

_merge(
    _decisions.READINGS_DECISIONS,
    _decisions.RULE_SENTENCES_DECISIONS,
    _decisions.BOARD_SENTENCES_DECISIONS,
)
REFUSED.update(_decisions.REFUSED_DECISIONS)
# ---- gram37: descriptions by absence and negation, amounts read from "me" (issue 30)
from . import sentences_negated_descriptions as _negated  # noqa: E402

_merge(
    _negated.READINGS_NEGATED,
    _negated.RULE_SENTENCES_NEGATED,
    _negated.BOARD_SENTENCES_NEGATED,
)
# ---- gram39: a set's own tokens by name, abilities ignored or lost (2.2.b, 2.1.e, 7.3.19, 2.3.2.d)
from . import sentences_token_cards as _token_cards  # noqa: E402

_merge(_token_cards.READINGS_TOKEN_CARDS, _token_cards.RULE_SENTENCES_TOKEN_CARDS)
REFUSED.update(_token_cards.REFUSED_TOKEN_CARDS)
# ---- gram36: time — the past tense of every action, durations in more words (6.5.d, 2.2.15.a): semantics/time_past.py
from . import sentences_time_past as _time_past  # noqa: E402

_merge(
    _time_past.READINGS_TIME_PAST,
    _time_past.RULE_SENTENCES_TIME_PAST,
    _time_past.BOARD_SENTENCES_TIME_PAST,
)
REFUSED.update(_time_past.REFUSED_TIME_PAST)
# ---- gram41: the object slot — places said as a list, a token's type words, two kinds (issue 30)
from . import sentences_object_slot as _object_slot  # noqa: E402

_merge(_object_slot.READINGS_OBJECT_SLOT, _object_slot.RULE_SENTENCES_OBJECT_SLOT)
REFUSED.update(_object_slot.REFUSED_OBJECT_SLOT)
# ---- gram45: the reference slot — one filler for "it" / "them" / "that [noun]" / "those
# [nouns]" / "each of them", the group a condition counts, the Expedition a trigger names
from . import sentences_reference_slot as _reference_slot  # noqa: E402

_merge(
    _reference_slot.READINGS_REFERENCE_SLOT,
    _reference_slot.RULE_SENTENCES_REFERENCE_SLOT,
    _reference_slot.BOARD_SENTENCES_REFERENCE_SLOT,
)
REFUSED.update(_reference_slot.REFUSED_REFERENCE_SLOT)
# ---- gram43: the actor slot — who does, chooses, decides, may not (1.4.7, 6.1.h, 6.5.b)
from . import sentences_actors as _actors  # noqa: E402

_merge(_actors.READINGS_ACTORS, _actors.RULE_SENTENCES_ACTORS)
REFUSED.update(_actors.REFUSED_ACTORS)
# ---- gram44: the event slot — a die's result in every slot, "add N to the result" (7.3.33.c),
# "if I was played from Reserve" (5.1.2.d): semantics/die_results.py, played_from_past.py
from . import sentences_die_results as _die_results  # noqa: E402

_merge(
    _die_results.READINGS_DIE_RESULTS,
    _die_results.RULE_SENTENCES_DIE_RESULTS,
    _die_results.BOARD_SENTENCES_DIE_RESULTS,
)
REFUSED.update(_die_results.REFUSED_DIE_RESULTS)
# ---- gram46: counters on other objects (amount, cost, condition slots: 2.5.c, 7.3.38.a) and a
# card named by its type outside play ("a Permanent card from your discard pile", 3.2.3)
from . import sentences_counters_outside_play as _outside_play  # noqa: E402

_merge(
    _outside_play.READINGS_COUNTERS_OUTSIDE_PLAY,
    _outside_play.RULE_SENTENCES_COUNTERS_OUTSIDE_PLAY,
)

# gram47: "draw another card" (7.3.9), "also" after a condition (6.1.c), a zone's sub-type (3.2)
_ANOTHER = "{J} Draw a card. If you have two or more cards in your Reserve, draw another card."
_ALSO = "{J} I gain 1 boost. If there is a Song in your Reserve, I also gain [[Anchored]]."
_LANDMARKS = "{J} If there is a Plant in your Landmarks, draw two cards."
RULE_SENTENCES["draw_another"] = (_ANOTHER,)
RULE_SENTENCES["also_gain"] = (_ALSO,)
RULE_SENTENCES["there_are_in_zone_cond"] += (_LANDMARKS,)
READINGS.update(
    {
        _ANOTHER: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "draw", "amount": 1},
                    {
                        "action": "draw",
                        "amount": 1,
                        "if": "you have two or more cards in your reserve",
                    },
                ],
            }
        },
        _ALSO: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "give_boost", "amount": 1, "subject": "self"},
                    {
                        "action": "gain_status",
                        "status": "Anchored",
                        "subject": "self",
                        "if": "there is a song in your reserve",
                    },
                ],
            }
        },
        _LANDMARKS: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "draw", "amount": 2, "if": "there is a plant in your landmarks"}
                ],
            }
        },
    }
)
from . import sentences_verb_forms as _vf  # noqa: E402

_merge(
    _vf.READINGS_VERB_FORMS,
    _vf.RULE_SENTENCES_VERB_FORMS,
    _vf.BOARD_SENTENCES_VERB_FORMS,
)
# ---- rule-changing passives composed of parts: a cost's floor, where from / into, a group's verb (1.4.1.a, 5.1.2.f, 2.3.1.a): semantics/rule_passives.py
from . import sentences_rule_change_parts as _rcp  # noqa: E402

_merge(
    _rcp.READINGS_RULE_CHANGE_PARTS,
    _rcp.RULE_SENTENCES_RULE_CHANGE_PARTS,
    _rcp.BOARD_SENTENCES_RULE_CHANGE_PARTS,
)
REFUSED.update(_rcp.REFUSED_RULE_CHANGE_PARTS)

# gram50: a set's own mechanics — "This can't target Hero cards" after a targeting step (a
# keyword's reminder, 3.1.4.a), "Put N [name] counters on [object]" (2.5)
_NO_HEROES = (
    "{J} Target card you control in play gains 1 Ember counter. This can't target Hero cards."
)
_NO_TARGET = "{J} Draw a card. This can't target Hero cards."
_PUT = "{J} Put 2 Glimmer counters on target Character you control."
RULE_SENTENCES["this_cant_target_heroes"] = (_NO_HEROES, _NO_TARGET)
RULE_SENTENCES["put_counters"] = (_PUT,)
REFUSED[_NO_TARGET] = "follows no step choosing a target among objects"
READINGS.update(
    {
        _NO_HEROES: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "gain_counters",
                        "amount": 1,
                        "counter": "Ember",
                        "subject": "target_character_or_permanent",
                        "filter": {"controller": "you"},
                    }
                ],
            }
        },
        _PUT: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "gain_counters",
                        "amount": 2,
                        "counter": "Glimmer",
                        "subject": "target_character",
                        "filter": {"controller": "you"},
                    }
                ],
            }
        },
    }
)

# ---- gram54: a set's keyword actions (read with SET_KEYWORDS), a reminder's cost said again,
# limits changed (typed), a die roll replaced by N dice, a token's composite type
from . import sentences_set_actions as _set_actions  # noqa: E402

_merge(_set_actions.READINGS_SET_ACTIONS, _set_actions.RULE_SENTENCES_SET_ACTIONS)
REFUSED.update(_set_actions.REFUSED_SET_ACTIONS)
SET_KEYWORDS = dict(_set_actions.SET_KEYWORDS)

# ---- gram61: a set's keyword abilities where a rules keyword stands (read with SET_KEYWORDS)
from . import sentences_set_keywords as _set_keywords  # noqa: E402

_merge(_set_keywords.READINGS_SET_KEYWORDS, _set_keywords.RULE_SENTENCES_SET_KEYWORDS)
REFUSED.update(_set_keywords.REFUSED_SET_KEYWORDS)
SET_KEYWORDS.update(_set_keywords.SET_KEYWORDS)

# ---- gram67: a rules keyword ability's own rule said in a set's words
from . import sentences_restated_keywords as _restated  # noqa: E402

_merge(_restated.READINGS_RESTATED_KEYWORDS, _restated.RULE_SENTENCES_RESTATED_KEYWORDS)
REFUSED.update(_restated.REFUSED_RESTATED_KEYWORDS)

# ---- gram77: Gigantic and Tough said in a set's words (a set keyword's reminder)
from . import sentences_unbracketed_keywords as _unbracketed  # noqa: E402

_merge(
    _unbracketed.READINGS_UNBRACKETED_KEYWORDS,
    _unbracketed.RULE_SENTENCES_UNBRACKETED_KEYWORDS,
)
REFUSED.update(_unbracketed.REFUSED_TIMED_ABILITIES)

# ---- gram55: other players acting and choosing; 'otherwise' after a decision
from . import sentences_other_players_choosing as _opc  # noqa: E402

_merge(
    _opc.READINGS_OTHER_PLAYERS_CHOOSING,
    _opc.RULE_SENTENCES_OTHER_PLAYERS_CHOOSING,
    _opc.BOARD_SENTENCES_OTHER_PLAYERS_CHOOSING,
)
REFUSED.update(_opc.REFUSED_OTHER_PLAYERS_CHOOSING)

# ---- counters, Mana Orbs and zones as quantities and objects (gram53): semantics/counted_things.py
from . import sentences_counted_things as _ctg  # noqa: E402

_merge(_ctg.READINGS_COUNTED_THINGS, _ctg.RULE_SENTENCES_COUNTED_THINGS)
REFUSED.update(_ctg.REFUSED_COUNTED_THINGS)

# ---- gram57: "Otherwise" / "If you don't" after an optional step; the card seen put back
from . import sentences_declined_steps as _declined  # noqa: E402

_merge(
    _declined.READINGS_DECLINED_STEPS,
    _declined.RULE_SENTENCES_DECLINED_STEPS,
    _declined.BOARD_SENTENCES_DECLINED_STEPS,
)
REFUSED.update(_declined.REFUSED_DECLINED_STEPS)

# ---- gram60: a step repeated "once for each"; N dice, a step for each die in a range
from . import sentences_results_repeated as _results  # noqa: E402

_merge(
    _results.READINGS_RESULTS_REPEATED,
    _results.RULE_SENTENCES_RESULTS_REPEATED,
    (_results.TWO_DICE_DRAW, _results.THREE_DICE_BOOST),
)
REFUSED.update(_results.REFUSED_RESULTS_REPEATED)
# ---- review23: siblings of gram60's constructions ("may" on a step done for each …)
from . import sentences_repeat_near_misses as _review23  # noqa: E402

_merge(_review23.READINGS_REVIEW23, _review23.RULE_SENTENCES_REVIEW23, (_review23.MAY_DRAW_PER,))
REFUSED.update(_review23.REFUSED_REVIEW23)
# ---- gram59: the Nth card a player plays each period, the subject of a passive
from . import sentences_nth_played as _nth  # noqa: E402

_merge(
    _nth.READINGS_NTH_PLAYED,
    _nth.RULE_SENTENCES_NTH_PLAYED,
    _nth.BOARD_SENTENCES_NTH_PLAYED,
)
REFUSED.update(_nth.REFUSED_NTH_PLAYED)
# ---- gram58: a reference back across another player's payment (6.5.b, 6.1.c)
from . import sentences_references_across_players as _across  # noqa: E402

_merge(
    _across.READINGS_REFERENCES_ACROSS_PLAYERS,
    _across.RULE_SENTENCES_REFERENCES_ACROSS_PLAYERS,
    _across.BOARD_SENTENCES_REFERENCES_ACROSS_PLAYERS,
)
REFUSED.update(_across.REFUSED_REFERENCES_ACROSS_PLAYERS)
# ---- gram62: the same ability in other words (a relative clause, "a target"): descriptions
from . import sentences_wordings_same as _wordings_same  # noqa: E402

_merge(_wordings_same.READINGS_WORDINGS_SAME, _wordings_same.RULE_SENTENCES_WORDINGS_SAME)
# ---- gram63: the number slot's quantity forms ("beyond the Nth", "(up to N)", "who does")
from . import sentences_quantities as _quantities  # noqa: E402

_merge(
    _quantities.READINGS_QUANTITIES,
    _quantities.RULE_SENTENCES_QUANTITIES,
    _quantities.BOARD_SENTENCES_QUANTITIES,
)
REFUSED.update(_quantities.REFUSED_QUANTITIES)
# ---- gram65: triggers and costs as composable parts ("in a turn", "I have N or more", costs)
from . import sentences_trigger_cost_parts as _trigger_cost  # noqa: E402

_merge(
    _trigger_cost.READINGS_TRIGGER_COST_PARTS,
    _trigger_cost.RULE_SENTENCES_TRIGGER_COST_PARTS,
    _trigger_cost.BOARD_SENTENCES_TRIGGER_COST_PARTS,
)
REFUSED.update(_trigger_cost.REFUSED_TRIGGER_COST_PARTS)
# ---- eng76: a quick action's cost of X counters spent, X chosen (2.5.h, 5.1.2.c)
from . import sentences_x_costs as _x_costs  # noqa: E402

_merge(
    _x_costs.READINGS_X_COSTS,
    _x_costs.RULE_SENTENCES_X_COSTS,
    _x_costs.BOARD_SENTENCES_X_COSTS,
)
REFUSED.update(_x_costs.REFUSED_X_COSTS)
# ---- eng66: abilities given to other objects (2.3.1.a)
from . import sentences_granted as _granted  # noqa: E402

_merge(
    _granted.READINGS_GRANTED,
    _granted.RULE_SENTENCES_GRANTED,
    _granted.BOARD_SENTENCES_GRANTED,
)
# ---- gram64: who acts after another player's decision (6.5.c, 6.5.f, 1.4.7.b)
from . import sentences_decided_follow_ups as _decided64  # noqa: E402

_merge(
    _decided64.READINGS_DECIDED_FOLLOW_UPS,
    _decided64.RULE_SENTENCES_DECIDED_FOLLOW_UPS,
)
REFUSED.update(_decided64.REFUSED_DECIDED_FOLLOW_UPS)
# ---- gram68: two counts compared in a condition (6.5.d)
from . import sentences_two_counts as _two_counts  # noqa: E402

_merge(
    _two_counts.READINGS_TWO_COUNTS,
    _two_counts.RULE_SENTENCES_TWO_COUNTS,
    _two_counts.BOARD_SENTENCES_TWO_COUNTS,
)
# ---- gram90: an Expedition that has more objects than another (6.5.d, 1.2.3.c)
from . import sentences_expedition_places as _places90  # noqa: E402

_merge(
    _places90.READINGS_EXPEDITION_PLACES,
    _places90.RULE_SENTENCES_EXPEDITION_PLACES,
    _places90.BOARD_SENTENCES_EXPEDITION_PLACES,
)
# ---- gram69: a region test on "I" naming two terrains (7.5.8.c)
from . import sentences_terrain_alternatives as _terrains69  # noqa: E402

_merge(
    _terrains69.READINGS_TERRAIN_ALTERNATIVES,
    _terrains69.RULE_SENTENCES_TERRAIN_ALTERNATIVES,
    _terrains69.BOARD_SENTENCES_TERRAIN_ALTERNATIVES,
)
# ---- eng75: the other players' choices (6.1.h, 6.5.d, 6.5.i)
from . import sentences_group_decisions as _group75  # noqa: E402

_merge(
    _group75.READINGS_GROUP_DECISIONS,
    _group75.RULE_SENTENCES_GROUP_DECISIONS,
    _group75.BOARD_SENTENCES_GROUP_DECISIONS,
)
REFUSED.update(_group75.REFUSED_GROUP_DECISIONS)
# ---- gram73: counts on each object / player, arithmetic on an amount
from . import sentences_own_counts as _own_counts  # noqa: E402

_merge(
    _own_counts.READINGS_OWN_COUNTS,
    _own_counts.RULE_SENTENCES_OWN_COUNTS,
    _own_counts.BOARD_SENTENCES_OWN_COUNTS,
)
# ---- gram74: a trigger's event as one language (6.3.b)
from . import sentences_event_language as _events74  # noqa: E402

_merge(
    _events74.READINGS_EVENT_LANGUAGE,
    _events74.RULE_SENTENCES_EVENT_LANGUAGE,
    _events74.BOARD_SENTENCES_EVENT_LANGUAGE,
)
REFUSED.update(_events74.REFUSED_EVENT_LANGUAGE)
# ---- gram79: the object description as one composed language (semantics/object_language.py)
from . import sentences_object_language as _objects79  # noqa: E402

_merge(_objects79.READINGS_OBJECT_LANGUAGE, _objects79.RULE_SENTENCES_OBJECT_LANGUAGE)
# ---- gram78: replacing modifiers of described objects, results said of the object (6.2.b)
from . import sentences_replacing_modifiers as _gram78  # noqa: E402

_merge(_gram78.READINGS_GRAM78, _gram78.RULE_SENTENCES_GRAM78)
REFUSED.update(_gram78.REFUSED_GRAM78)
# ---- eng80: other players as an effect's subject, choosing their own (1.4.7.b, 6.5.b)
from . import sentences_actors_choose as _actors80  # noqa: E402

_merge(
    _actors80.READINGS_ACTORS_CHOOSE,
    _actors80.RULE_SENTENCES_ACTORS_CHOOSE,
    _actors80.BOARD_SENTENCES_ACTORS_CHOOSE,
)
REFUSED.update(_actors80.REFUSED_ACTORS_CHOOSE)
# ---- gram82: mode headers, dice tables, counted limits on plays (6.5.g, 7.3.33.b, 1.4.1.a)
from . import sentences_modes_dice_limits as _limits82  # noqa: E402

_merge(
    _limits82.READINGS_MODES_DICE_LIMITS,
    _limits82.RULE_SENTENCES_MODES_DICE_LIMITS,
    _limits82.BOARD_SENTENCES_MODES_DICE_LIMITS,
)
REFUSED.update(_limits82.REFUSED_MODES_DICE_LIMITS)
# ---- gram81: the Expedition phrase as a place and as a trigger's event
from . import sentences_expedition_language as _exp81  # noqa: E402

_merge(_exp81.READINGS_EXPEDITION_LANGUAGE, _exp81.RULE_SENTENCES_EXPEDITION_LANGUAGE)
REFUSED.update(_exp81.REFUSED_EXPEDITION_LANGUAGE)
# ---- gram85: looking back at the objects an earlier step acted on (6.5.b, 6.5.d)
from . import sentences_looking_back as _looking85  # noqa: E402

_merge(_looking85.READINGS_LOOKING_BACK, _looking85.RULE_SENTENCES_LOOKING_BACK)
# ---- gram86: trigger events as one language, counters spent as costs (6.3, 7.3.21, 7.3.38)
from . import sentences_trigger_events_counters as _events86  # noqa: E402

_merge(_events86.READINGS_TRIGGER_EVENTS, _events86.RULE_SENTENCES_TRIGGER_EVENTS)
REFUSED.update(_events86.REFUSED_TRIGGER_EVENTS)
# ---- gram83: the Expedition race (subject × relation × the Expeditions said against)
from . import sentences_expedition_race as _race83  # noqa: E402

_merge(_race83.READINGS_EXPEDITION_RACE, _race83.RULE_SENTENCES_EXPEDITION_RACE)
REFUSED.update(_race83.REFUSED_EXPEDITION_RACE)
# ---- gram84: conditions on objects and players composed of a subject and a predicate (6.5.d)
from . import sentences_composed_conditions as _conditions84  # noqa: E402

_merge(
    _conditions84.READINGS_COMPOSED_CONDITIONS,
    _conditions84.RULE_SENTENCES_COMPOSED_CONDITIONS,
)
# ---- eng83: other players moving their own cards between zones; "If they can't" (6.1.g)
from . import sentences_actor_zone_moves as _zones83  # noqa: E402

_merge(
    _zones83.READINGS_ACTOR_ZONE_MOVES,
    _zones83.RULE_SENTENCES_ACTOR_ZONE_MOVES,
    _zones83.BOARD_SENTENCES_ACTOR_ZONE_MOVES,
)
REFUSED.update(_zones83.REFUSED_ACTOR_ZONE_MOVES)
# ---- gram88: "target opponent has / controls …" in a condition (1.2.6.c, 6.5.b)
from . import sentences_target_opponent_conditions as _target88  # noqa: E402

_merge(
    _target88.READINGS_TARGET_OPPONENT_CONDITIONS,
    _target88.RULE_SENTENCES_TARGET_OPPONENT_CONDITIONS,
)
# ---- gram89: a set keyword read by its reminder — "by also" costs, numbers, N times
from . import sentences_set_keyword_reminders as _reminders89  # noqa: E402

_merge(
    _reminders89.READINGS_SET_KEYWORD_REMINDERS,
    _reminders89.RULE_SENTENCES_SET_KEYWORD_REMINDERS,
    _reminders89.BOARD_SENTENCES_SET_KEYWORD_REMINDERS,
)
SET_KEYWORDS.update(_reminders89.SET_KEYWORDS)
# ---- gram93: delayed effects with a condition, durations of the next card played, turns
from . import sentences_durations_delays_rules as _delays93  # noqa: E402

_merge(
    _delays93.READINGS_DURATIONS_DELAYS,
    _delays93.RULE_SENTENCES_DURATIONS_DELAYS,
)
# ---- gram94: counters as one language — counters of a name lost, put, counted "among" a
# group, can't be gained; counters put on as an event (2.5, 7.3.15.a): semantics/counter_language.py
from . import sentences_counter_language as _counters94  # noqa: E402

_merge(
    _counters94.READINGS_COUNTER_LANGUAGE,
    _counters94.RULE_SENTENCES_COUNTER_LANGUAGE,
)
# ---- gram91: other players bound earlier and referred to later; their results (issue 30)
from . import sentences_players_referred as _referred91  # noqa: E402

_merge(
    _referred91.READINGS_PLAYERS_REFERRED,
    _referred91.RULE_SENTENCES_PLAYERS_REFERRED,
)
# ---- gram92: players filtered ("each opponent who has / with / whose …"), other players' choices
from . import sentences_player_filters as _filters92  # noqa: E402

_merge(_filters92.READINGS_PLAYER_FILTERS, _filters92.RULE_SENTENCES_PLAYER_FILTERS)
REFUSED.update(_filters92.REFUSED_PLAYER_FILTERS)
# ---- gram96: characteristics compared with a number or a count, other players' zones as places
from . import sentences_compared_counts as _compared96  # noqa: E402

_merge(_compared96.READINGS_COMPARED_COUNTS, _compared96.RULE_SENTENCES_COMPARED_COUNTS)
REFUSED.update(_compared96.REFUSED_COMPARED_COUNTS)
# ---- gram95: costs and trigger events as composed languages (a card put from Hand in the
# Reserve as a cost part, 7.3.27.a; "When you put a card in your Mana zone", 3.2.9.a)
from . import sentences_costs_and_triggers as _costs95  # noqa: E402

_merge(
    _costs95.READINGS_COSTS_AND_TRIGGERS,
    _costs95.RULE_SENTENCES_COSTS_AND_TRIGGERS,
)
REFUSED.update(_costs95.REFUSED_COSTS_AND_TRIGGERS)
# ---- gram98: the top of a deck — the cards seen as a group put back, on top, at the bottom or
# in a zone (3.2.2.b, 7.3.27.a, 6.1.g); "Shuffle your deck" (3.2.2.b, 6.5.j)
from . import sentences_deck_top as _deck_top98  # noqa: E402

_merge(_deck_top98.READINGS_DECK_TOP, _deck_top98.RULE_SENTENCES_DECK_TOP)
REFUSED.update(_deck_top98.REFUSED_DECK_TOP)
# ---- gram102: conditions on places, moments and players (6.5.d, 4.1.j, 7.5.8.b)
from . import sentences_place_moment_conditions as _places102  # noqa: E402

_merge(
    _places102.READINGS_PLACE_MOMENT_CONDITIONS,
    _places102.RULE_SENTENCES_PLACE_MOMENT_CONDITIONS,
)
# ---- gram101: cost changes — from hand or Reserve, played into an Expedition, targets refused
from . import sentences_cost_changes as _costs101  # noqa: E402

_merge(_costs101.READINGS_COST_CHANGES, _costs101.RULE_SENTENCES_COST_CHANGES)
REFUSED.update(_costs101.REFUSED_COST_CHANGES)
# ---- gram103: object phrases — pairs acting together, possessives of another player,
# "gain N each", targets that go together (6.5.b, 7.3.11.a): semantics/pairs_and_possessives.py
from . import sentences_pairs_and_possessives as _pairs103  # noqa: E402

_merge(
    _pairs103.READINGS_PAIRS_AND_POSSESSIVES,
    _pairs103.RULE_SENTENCES_PAIRS_AND_POSSESSIVES,
    _pairs103.BOARD_SENTENCES_PAIRS_AND_POSSESSIVES,
)
REFUSED.update(_pairs103.REFUSED_PAIRS_AND_POSSESSIVES)
# ---- gram100: keywords held for a time, "is / are / I'm [keyword]", the duration after or first
from . import sentences_keywords_for_a_time_rules as _held100  # noqa: E402

_merge(
    _held100.READINGS_KEYWORDS_FOR_A_TIME,
    _held100.RULE_SENTENCES_KEYWORDS_FOR_A_TIME,
)
REFUSED.update(_held100.REFUSED_KEYWORDS_FOR_A_TIME)
# ---- gram105: "If it's an opponent's Character / one of your Characters" (6.5.d, 2.1.h)
from . import sentences_its_whose as _whose105  # noqa: E402

_merge(_whose105.READINGS_ITS_WHOSE, _whose105.RULE_SENTENCES_ITS_WHOSE)
# ---- gram104: a Deck shuffled as a trigger's event (3.2.2.b; 4.2.1.f, 7.3.31.c)
from . import sentences_shuffle_events as _shuffles104  # noqa: E402

_merge(_shuffles104.READINGS_SHUFFLE_EVENTS, _shuffles104.RULE_SENTENCES_SHUFFLE_EVENTS)
# ---- gram107: who decides, in what order ("Starting with you, each player …", 1.4.2.a, 6.1.h)
from . import sentences_other_players_choose as _choose107  # noqa: E402

_merge(
    _choose107.READINGS_OTHER_PLAYERS_CHOOSE,
    _choose107.RULE_SENTENCES_OTHER_PLAYERS_CHOOSE,
)
# ---- gram106: "I had": "me" as it was just before it left play (2.1.h, 6.3.j)
from . import sentences_me_as_i_was as _me106  # noqa: E402

_merge(_me106.READINGS_ME_AS_I_WAS, _me106.RULE_SENTENCES_ME_AS_I_WAS)
# ---- gram111: statistics set, swapped and changed for a time (2.3.1.d, 2.3.2.f, 2.2.15.a);
# sub-types given to a group (2.3.1.a-b): semantics/statistics_changed.py
from . import sentences_statistics as _stats111  # noqa: E402

_merge(
    _stats111.READINGS_STATISTICS,
    _stats111.RULE_SENTENCES_STATISTICS,
    _stats111.BOARD_SENTENCES_STATISTICS,
)
REFUSED.update(_stats111.REFUSED_STATISTICS)
# ---- gram108: the object phrase — boosts compared with another object's (2.5.1), "with no
# boosts and Hand Cost {3} or less" (6.5.b): semantics/compared_boosts.py
from . import sentences_object_phrase as _objects108  # noqa: E402

_merge(_objects108.READINGS_OBJECT_PHRASE, _objects108.RULE_SENTENCES_OBJECT_PHRASE)
REFUSED.update(_objects108.REFUSED_OBJECT_PHRASE)
# ---- gram109: the compound effect — "[X], then you may [Y] (to [Z])", a keyword beside boosts,
# "all its boosts" in a list of things lost, "[object] and I each": semantics/compound_steps.py
from . import sentences_compound_steps as _compound109  # noqa: E402

_merge(_compound109.READINGS_COMPOUND_STEPS, _compound109.RULE_SENTENCES_COMPOUND_STEPS)
# ---- gram110: end points beyond the three durations, "until the next Noon / your next turn"
# (2.2.15.c; 4.2.a, 4.2.3.d): semantics/durations_until_next.py
from . import sentences_durations_restrictions_rules as _ends110  # noqa: E402

_merge(
    _ends110.READINGS_DURATIONS_RESTRICTIONS,
    _ends110.RULE_SENTENCES_DURATIONS_RESTRICTIONS,
)
# ---- gram112: a change of controller as a trigger's event (7.3.6.a, 7.5.5.b, 7.3.40)
from . import sentences_controller_changes as _control112  # noqa: E402

_merge(
    _control112.READINGS_CONTROLLER_CHANGES,
    _control112.RULE_SENTENCES_CONTROLLER_CHANGES,
)
# ---- g2 (session 32): several targets in one step — "target X and [another] target Y (each)
# [step]" (6.5.b, 6.1.e): semantics/joined_targets.py
from . import sentences_several_targets as _targets_g2  # noqa: E402

_merge(_targets_g2.READINGS_SEVERAL_TARGETS, _targets_g2.RULE_SENTENCES_SEVERAL_TARGETS)
REFUSED.update(_targets_g2.REFUSED_SEVERAL_TARGETS)

# ==== g3: counting (issue 30) ====
from . import sentences_counted_changes as _counting_g3  # noqa: E402

_merge(_counting_g3.READINGS_G3, _counting_g3.RULE_SENTENCES_G3, _counting_g3.BOARD_SENTENCES_G3)
# ---- g4 (session 32): a Discard pile as the place of a target (3.2.3.a, 3.1.3.a, 1.4.3.a):
# semantics/discard_pile_places.py
from . import sentences_discard_pile_places as _piles_g4  # noqa: E402

_merge(
    _piles_g4.READINGS_DISCARD_PILE_PLACES,
    _piles_g4.RULE_SENTENCES_DISCARD_PILE_PLACES,
)
# ---- g6: the last [name] counter lost (2.5.g, 2.5.a), a card put into your discard pile
# from your deck / hand / Reserve (3.2.3): semantics/counter_losses.py, discard_pile_origins.py
from . import sentences_last_counter_discard_pile as _g6  # noqa: E402

_merge(_g6.READINGS_G6, _g6.RULE_SENTENCES_G6)
REFUSED.update(_g6.REFUSED_G6)
# ---- g1: delayed and lasting steps to the NEXT moment — "At the next Noon" (the next Day's),
# "At the end of your next turn", "until the end of your next turn" (2.2.15.c, 4.2.b Remark,
# 4.2.3.d-e): semantics/next_moments.py, engine/day/delayed_moments.py
from . import sentences_next_moments as _next_g1  # noqa: E402

_merge(_next_g1.READINGS_NEXT_MOMENTS, _next_g1.RULE_SENTENCES_NEXT_MOMENTS)
REFUSED.update(_next_g1.REFUSED_NEXT_MOMENTS)
# ---- g5: bans — "can't switch Expeditions" (1.4.1.a, 7.3.39.a): semantics/bans_and_grants.py
from . import sentences_bans_and_grants as _bans_g5  # noqa: E402

_merge(_bans_g5.READINGS_BANS, _bans_g5.RULE_SENTENCES_BANS)
# ---- g7: "for each [noun] revealed this way" after a reveal (6.5.i, 1.2.7.d): revealed_counts.py
_G7_REVEALED = "{J} Reveal your hand. Draw a card for each Character revealed this way."
_merge(
    {
        _G7_REVEALED: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "reveal",
                        "subject": "cards_in_your_hand",
                        "then": [{"action": "draw", "amount": 1, "per": "character among them"}],
                    }
                ],
            }
        }
    },
    {rule: (_G7_REVEALED,) for rule in ("g7_per_revealed_chain", "g7_counted_revealed")},
)
# ---- gb (session 33): grants and continuations — keywords given to what a step acted on
# ("They gain [K]"), "You and target opponent each [step]" (1.4.7.b, 6.1.h), "each chosen
# [noun]": semantics/players_together.py, given.py, effects.py
from . import sentences_grants_continuations as _gb  # noqa: E402

_merge(_gb.READINGS_GB, _gb.RULE_SENTENCES_GB)
SET_KEYWORDS.update(_gb.SET_KEYWORDS)
# ---- gd (session 33): time and restrictions — "The Expedition facing me / mine can't move
# forward [duration]" (1.2.3.c, 1.4.1.a), "At the end of this turn, [steps]" (4.2.3.e), "during
# the next [phase]" / "their next turn" refused: semantics/time_restrictions.py
_GD_FACING = "{J} The Expedition facing me can't move forward this Day."
_GD_FACING_BACK = (
    "{H} The Expedition facing mine can't move backward until the end of your next turn."
)
_GD_FACING_FIRST = "{J} This Day, the Expedition facing me can't move forward."
_GD_END_OF_THIS = "{J} Exhaust target Character. At the end of this turn, ready it."
_GD_DURING_NEXT = "{J} Target Expedition can't move forward during the next Dusk."
# gj (session 34): "their" said of the opponents reads now; said of an object's controller
# it stays refused by gd's rule
_GD_THEIR_TURN = "{J} Target Character gets +2 {V} until the end of its controller's next turn."


def _gd_facing(trigger: str, duration: str, way: str) -> dict:  # type: ignore[type-arg]
    ongoing = {"duration": duration, "cant": f"Expeditions can't move {way}"}
    step = {"action": "ongoing", "ongoing": ongoing, "subject": "the_expedition_facing_me"}
    return {"reaction": {"trigger": trigger, "effect": [step]}}


_merge(
    {
        _GD_FACING: _gd_facing("enters_play", "this Day", "forward"),
        _GD_FACING_BACK: _gd_facing(
            "played_from_hand", "until the end of your next turn", "backward"
        ),
        _GD_FACING_FIRST: _gd_facing("enters_play", "this Day", "forward"),
        _GD_END_OF_THIS: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "exhaust",
                        "subject": "target_character",
                        "then": [
                            {
                                "action": "ongoing",
                                "ongoing": {
                                    "duration": "this turn",
                                    "at": "end of the turn",
                                    "delayed": [{"action": "ready", "subject": "it"}],
                                },
                                "text": "At the end of this turn, ready it",
                                "subject": "it",
                            }
                        ],
                    }
                ],
            }
        },
    },
    {
        "gd_facing_cant_move_for": (_GD_FACING,),
        "gd_facing_cant_move_back_for": (_GD_FACING_BACK,),
        "gd_facing_cant_move_first": (_GD_FACING_FIRST,),
        "gd_delayed_at_end_of_this": (_GD_END_OF_THIS,),
        "gd_during_next_phase": (_GD_DURING_NEXT,),
        "gd_their_next_turn": (_GD_THEIR_TURN,),
    },
)
REFUSED[_GD_DURING_NEXT] = "'during the next Dusk' begins later"
REFUSED[_GD_THEIR_TURN] = "over with another player's next turn"
# ---- end gd
# ---- ge (session 33): parity ("with an even Hand Cost", 2.2.7) and comparisons with me
# ("with the same name as me", 2.2.4): semantics/compared_likeness.py
from . import sentences_comparisons as _ge33  # noqa: E402

_merge(_ge33.READINGS_COMPARISONS, _ge33.RULE_SENTENCES_COMPARISONS)
REFUSED.update(_ge33.REFUSED_COMPARISONS)
# ---- gc (session 33): counters put / placed on (7.3.15.a), "no more [name] counters" (2.5.g),
# every Discard pile counted (3.2.3.a): semantics/counters_and_piles.py
from . import sentences_counters_piles as _gc  # noqa: E402

_merge(_gc.READINGS_GC, _gc.RULE_SENTENCES_GC)
# ---- ga (session 33): Expeditions described and related — "the Expedition facing mine",
# "When a Character leaves the Expedition facing me", "if it is ahead / facing mine" of a moving
# Expedition (1.2.3.c, 7.5.11.a, 7.5.2): semantics/facing_expeditions.py
from . import sentences_facing_expeditions as _ga  # noqa: E402

_merge(_ga.READINGS_GA, _ga.RULE_SENTENCES_GA)
# ---- gg (session 33): place and quantity conditions — a count's cap "(max. N)" (6.5.i),
# players' counts compared "as many … as" with sub-types and statuses (1.2.1.b, 2.2.2), "if I'm
# the only card in your Reserve" (3.2.5): more_conditions.py, grammar/cap_words.py
from . import sentences_place_quantity as _gg  # noqa: E402

_merge(_gg.READINGS_GG, _gg.RULE_SENTENCES_GG)
# ---- gf (session 33): a step done once per object, "it" being that one each time (6.5.i):
# engine/steps/each_object.py, semantics/each_object_steps.py
from . import sentences_each_object as _gf33  # noqa: E402

_merge(
    _gf33.READINGS_EACH_OBJECT,
    {"for_each_clause": (_gf33.GF_TOKEN,), "player_filter_do": (_gf33.GF_IN_HAND,)},
    _gf33.BOARD_SENTENCES_EACH_OBJECT,
)
# ---- end gf
# ---- gh (session 33): plays, costs and events — counted next plays (5.2.d, 2.2.15.c), a chosen
# card's cost for a time (5.1.2.f, 1.4.1.a), "sent to your Reserve by an opponent's effect"
# (7.5.5.c, 1.4.7.c); "as if it were in your hand", a bare permission and "… this way"
# refused: semantics/plays_costs_events.py
_GH_COUNTED = "{J} The next two Characters you play this turn cost {1} less."
_GH_COUNTED_FIRST = "{J} This Day, the next three Spells you play cost {1} more."
_GH_CHOSEN = "{J} Choose a Character in your Reserve. You may play it this Afternoon for {1} less."
_GH_CHOSEN_FROM = (
    "{J} Choose a Character in your Reserve. You may play it from your Reserve this Day for free."
)
_GH_BY_OPPONENT = "When a card is sent to your Reserve by an opponent's effect, draw a card."
_GH_PLAIN = "{J} Choose a Character in your Reserve. You may play it this turn."
_GH_AS_IF = (
    "{J} Choose a card in your Reserve. You may play it this Day as if it were in your hand."
)
_GH_THIS_WAY = "{J} Sacrifice a Character. When you sacrifice a Character this way, draw a card."


def _gh_j(step: dict) -> dict:  # type: ignore[type-arg]
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


def _gh_ongoing(duration: str, nxt: dict, **more: object) -> dict:  # type: ignore[type-arg]
    return {"action": "ongoing", "ongoing": {"duration": duration, "next_played": nxt}, **more}


_merge(
    {
        _GH_COUNTED: _gh_j(
            _gh_ongoing("this turn", {"card_type": "Character", "cost_change": -1, "count": 2})
        ),
        _GH_COUNTED_FIRST: _gh_j(
            _gh_ongoing("this Day", {"card_type": "Spell", "cost_change": 1, "count": 3})
        ),
        _GH_CHOSEN: _gh_j(
            _gh_ongoing(
                "this Afternoon",
                {"card_type": "card", "cost_change": -1, "listed": True},
                subject="a_card_from_your_reserve",  # gj: no "may", the play's (5.2.a)
                filter={"types": ["Character"]},
            )
        ),
        _GH_CHOSEN_FROM: _gh_j(
            _gh_ongoing(
                "this Day",
                {"card_type": "card", "free": True, "listed": True, "played_from": "reserve"},
                subject="a_card_from_your_reserve",  # gj: no "may", the play's (5.2.a)
                filter={"types": ["Character"]},
            )
        ),
        _GH_BY_OPPONENT: {
            "reaction": {
                "trigger": "card_joins_your_reserve",
                "by_opponent_effect": True,
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
    },
    {
        "gh_next_played_counted": (_GH_COUNTED,),
        "gh_next_played_counted_first": (_GH_COUNTED_FIRST,),
        "gh_play_it_for_a_time": (_GH_CHOSEN,),
        "gh_from_reserve": (_GH_CHOSEN_FROM,),
        "gh_joins_your_reserve_by_opponent": (_GH_BY_OPPONENT,),
        "gh_play_it_plain": (_GH_PLAIN,),
        "gh_play_as_if_in_hand": (_GH_AS_IF,),
        "gh_when_this_way": (_GH_THIS_WAY,),
    },
)
REFUSED[_GH_PLAIN] = "no cost change"
REFUSED[_GH_AS_IF] = "as if it were in your hand"
REFUSED[_GH_THIS_WAY] = "this way"
# ---- end gh
# ---- gi (session 33): counters removed / spent as events (2.5.g, 2.5.h, 7.3.38.a):
# semantics/counter_removals.py
from . import sentences_counter_removals as _gi  # noqa: E402

_merge(_gi.READINGS_GI, _gi.RULE_SENTENCES_GI)
# ---- lead (session 33): cross-merge mends — ga's "goes to Reserve from the Expedition facing
# me" on g86's zone words (6.3.f), "Name a card" refused by name beside "Name a number" (6.1.g)
_GOES_FROM_FACING = "When a Character goes to Reserve from the Expedition facing me — Draw a card."
READINGS[_GOES_FROM_FACING] = READINGS[_ga._TO_RESERVE]
_NAME_A_CARD = "{J} Name a card name. Reveal the top card of your deck."
REFUSED[_NAME_A_CARD] = "'name a card' is resolved by hand"
_merge(
    {},
    {
        "ga_ev_goes_from_facing": (_GOES_FROM_FACING,),
        "ga_facing_me_zone": (_GOES_FROM_FACING,),
        "name_a_card": (_NAME_A_CARD,),
    },
)
# ---- gk (session 34): Expedition relations — "When I join an Expedition[, if … in it]" (a
# self-move Reaction, 6.3.c, 7.5.10.a), "in the same region" / "its former Expedition" / "the
# Expedition with the most …" refused by name: semantics/expedition_relations.py
from . import sentences_expedition_relations as _gk  # noqa: E402

_merge(_gk.READINGS_GK, _gk.RULE_SENTENCES_GK)
REFUSED.update(_gk.REFUSED_BY_RULE_GK)
# ---- end gk
# ---- gj (session 34): permissions to play (5.2.a: the Emblem-Ongoing made with no 6.5.c
# question) and durations bounded by the opponent's next turn (4.2.3.d-e, 2.2.15.c, 1.2.1.b):
# semantics/play_permissions.py, semantics/opponent_turn_durations.py
_GJ_OPP_TURN = "{J} Target Character gets +2 {V} until your opponent's next turn."
_GJ_OPP_END = "{J} Target opponent can't play Spells until the end of your opponent's next turn."
_GJ_THEIR_END = "{J} Target opponent can't play Characters until the end of their next turn."
_GJ_YOUR_NOON = "{J} Target Character gets +2 {V} until the start of your next Noon."
_GJ_STATS = {"scope": "self", "forest": 2, "mountain": 0, "water": 0}
_GJ_PLUS_TWO = {"text": "I have +2/+0/+0.", "passive": {"stats": _GJ_STATS}}
_merge(
    {
        _GJ_OPP_TURN: _gh_j(
            {
                "action": "ongoing",
                "subject": "target_character",
                "ongoing": {
                    "duration": "until your opponent's next turn",
                    "abilities": [_GJ_PLUS_TWO],
                },
            }
        ),
        _GJ_OPP_END: _gh_j(
            {
                "action": "ongoing",
                "subject": "target_opponent",
                "ongoing": {
                    "duration": "until the end of your opponent's next turn",
                    "cant": "Target opponent can't play Spells",
                },
            }
        ),
        _GJ_THEIR_END: _gh_j(
            {
                "action": "ongoing",
                "subject": "target_opponent",
                "ongoing": {
                    "duration": "until the end of your opponent's next turn",
                    "cant": "Target opponent can't play Characters",
                },
            }
        ),
        _GJ_YOUR_NOON: _gh_j(
            {
                "action": "ongoing",
                "subject": "target_character",
                "ongoing": {"duration": "until the next Noon", "abilities": [_GJ_PLUS_TWO]},
            }
        ),
    },
    {
        "gj_opponents_next_turn_time": (_GJ_OPP_TURN,),
        "gj_end_of_opponents_next_turn_time": (_GJ_OPP_END,),
        "gd_their_next_turn": (_GJ_THEIR_END,),
        "g110_next_phase_time": (_GJ_YOUR_NOON,),
    },
)
# ---- end gj
# ---- gl (session 34): a choice made at random (6.5.j): semantics/random_choices.py
from . import sentences_random_choice as _gl  # noqa: E402

_merge(
    {
        _gl.unmarked(t): r
        for t, r in _gl.READINGS_GL.items()
        if any(_gl.unmarked(t) == u for us in _gl.RULE_SENTENCES_GL.values() for u in us)
    },
    _gl.RULE_SENTENCES_GL,
)
# ---- end gl
# ---- gm (session 34): groups and their members — "if either / both / neither of them …"
# (6.5.b, 6.5.d), a Character card put from a zone in your Expedition (5.2.1.a, 6.1.g):
# semantics/acted_group_conditions.py, scenarios/cards/them_conditions.py; siblings in sentences_group_members.py
_GM_BOTH = "{J} Up to two target Characters gain 1 boost. If both of them are Plants, draw a card."
_GM_PUT = "{J} Put a Plant from your Reserve in your Expedition."
_GM_PUT_ONE_OF = "{J} You may put an Animal from your hand in one of your Expeditions."
_merge(
    {
        _GM_BOTH: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "target_character",
                        "up_to": 2,
                        "then": [{"action": "draw", "amount": 1, "if": "both of them are plants"}],
                    }
                ],
            }
        },
        _GM_PUT: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "put",
                        "subject": "a_card_from_your_reserve",
                        "to": "expedition",
                        "filter": {"subtypes": ["Plant"], "types": ["Character"]},
                    }
                ],
            }
        },
        _GM_PUT_ONE_OF: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "put",
                        "subject": "a_card_from_your_hand",
                        "to": "expedition",
                        "filter": {"subtypes": ["Animal"], "types": ["Character"]},
                        "may": True,
                    }
                ],
            }
        },
    },
    {"gm_of_them_cond": (_GM_BOTH,), "gm_in_your_expedition": (_GM_PUT, _GM_PUT_ONE_OF)},
)
# ---- end gm
# ---- gn (session 34): a card's own counters as it enters play (5.2.d, 6.2.l), "from Reserve"
# said without a player in a join (7.5.10.a), "from the Expedition" without "zone" (3.2.4):
# semantics/entering_counters.py
from . import sentences_entering_counters as _gn  # noqa: E402

_merge(_gn.READINGS_GN, _gn.RULE_SENTENCES_GN)
# ---- end gn
# ---- go (session 34): a choice by you, then several steps on "it" (6.1.g, 6.5.a):
# semantics/players_named.py (_acted_on); siblings in sentences_chosen_not_targeted.py
_GO_CHOSEN = (
    "{J} Choose a Character you control with a Kelon counter. "
    "Remove a Kelon counter from it, then it gains 2 boosts."
)
_merge(
    {
        _GO_CHOSEN: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "remove_counters",
                        "subject": "a_character_you_control",
                        "amount": 1,
                        "counter": "Kelon",
                        "then": [{"action": "give_boost", "amount": 2, "subject": "it"}],
                        "filter": {"counter": "Kelon", "counters_min": 1},
                    }
                ],
            }
        },
    },
    {"choose_object": (_GO_CHOSEN,)},
)
# ---- end go
# ---- gs (session 35): counters of every name as a filter (2.5.a, 2.5.1.a), "If it had two or
# more" after a removal (6.3.k), counter replacements (6.2.b) and counts on a count's own
# target (6.5.b) refused: semantics/any_counters.py; siblings in sentences_counter_filters.py
_GS_NO_COUNTERS = "{J} Target Character with no counters gains 2 boosts."
_GS_TWO_OR_MORE = "{J} Each Character with two or more counters gains Anchored."
_GS_AT_MOST = "{J} Target Character with one or fewer counters gains 1 boost."
_GS_HAD = "{J} Remove all Kelon counters from target Character. If it had two or more, draw a card."
_GS_REPLACED = "If I would gain one or more boosts, I gain that many plus one instead."
_GS_ON_TARGET = "{J} Draw a card for each Kelon counter on target Character."


def _gs_j(step: dict) -> dict:  # type: ignore[type-arg]
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


_merge(
    {
        _GS_NO_COUNTERS: _gs_j(
            {
                "action": "give_boost",
                "amount": 2,
                "subject": "target_character",
                "filter": {"counter": "any", "counters_max": 0},
            }
        ),
        _GS_TWO_OR_MORE: _gs_j(
            {
                "action": "gain_status",
                "status": "Anchored",
                "subject": "objects_in_play",
                "filter": {"counter": "any", "counters_min": 2, "types": ["Character"]},
            }
        ),
        _GS_AT_MOST: _gs_j(
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "target_character",
                "filter": {"counter": "any", "counters_max": 1},
            }
        ),
        _GS_HAD: _gs_j(
            {
                "action": "remove_counters",
                "counter": "Kelon",
                "all_counters": True,
                "subject": "target_character",
                "then": [
                    {"action": "draw", "amount": 1, "if": "it had two or more kelon counters"}
                ],
            }
        ),
    },
    {
        "gs_with_counters": (_GS_TWO_OR_MORE,),
        "gs_without_counters": (_GS_NO_COUNTERS,),
        "gs_counters_at_most": (_GS_AT_MOST,),
        "gs_it_had_elided": (_GS_HAD,),
        "gs_would_counters": (_GS_REPLACED,),
        "gs_counters_instead": (_GS_REPLACED,),
        "gs_counters_on_target": (_GS_ON_TARGET,),
    },
)
REFUSED[_GS_REPLACED] = "replacing modifier changing how many boosts or counters"
REFUSED[_GS_ON_TARGET] = "the count chooses its own target (6.5.b)"
# ---- end gs
# ---- gr (session 35): TIME — a delayed step at a turn's start, at the next Day, in a step's
# slots ("If [c], at …", "If you do, at …", "then at …", "you may"): semantics/delayed_steps.py,
# semantics/next_moments.py, engine/day/delayed_moments.turn_started
from . import sentences_delayed_steps as _gr  # noqa: E402

_merge(_gr.READINGS_GR, _gr.RULE_SENTENCES_GR)
REFUSED.update(_gr.REFUSED_GR)
# ---- end gr
# ---- gu (session 35): a target in a Reserve / Discard pile, "my former Expedition", "the
# Expedition with the most …" refused with its tie: semantics/reserve_discard_targets.py
from . import sentences_reserve_places as _gu  # noqa: E402

_merge(_gu.READINGS_GU, _gu.RULE_SENTENCES_GU)
REFUSED.update(_gu.REFUSED_BY_RULE_GU)
# ---- end gu
# ---- gt (session 35): revealing and naming (semantics/gt_*.py); each reading is judged by
# meaning in test_reveal_naming_siblings.py and played in test_board_naming.py, test_board_revealed_this_way.py, test_board_their_top_card.py
_GT_SENTENCES = {
    "gt_kind_revealed": "{J} Reveal the top three cards of your deck. Put a Character revealed this way in your hand. Put the rest at the bottom of your deck in any order.",
    "gt_one_revealed": "{J} Reveal the top three cards of your deck. Put one of the cards revealed this way in your hand. Put the rest at the bottom of your deck in any order.",
    "gt_name": "{J} Name a card type. Reveal the top card of your deck. If it's the named type, draw it.",
    "gt_named_type": "{J} Name a type. Reveal the top card of your deck. If it's the named type, draw it.",
    "gt_named_type_cond": "{J} Name a card type. Reveal the top card of your deck. If it's not the named type, I gain 2 boosts.",
}


def _gt_reading(text: str) -> dict:  # type: ignore[type-arg]
    from scenarios.cards.grammar.first import grammar_ability

    ability, _ = grammar_ability(text, support=False)
    assert ability is not None, text
    return {k: v for k, v in ability.items() if k != "text"}


_merge(
    {t: _gt_reading(t) for t in _GT_SENTENCES.values()},
    {r: (t,) for r, t in _GT_SENTENCES.items()},
)
_GT_FACTION = "{J} Name a faction. Draw a card."
RULE_SENTENCES["gt_named_faction"] = (_GT_FACTION,)
REFUSED[_GT_FACTION] = "used by no step"  # gy: a faction named reads; here nothing uses it
# ---- end gt
# ---- gdef (session 36): a trigger's object keeps its controller and its type (7.5.5.b,
# 2.2.1, 7.3.5.a); siblings in sentences_gdef.py (test_gdef_siblings.py), the event x filter
# matrix in benchmarks/event_filter_matrix.py (test_event_filter_matrix.py)
from . import sentences_gdef as _gdef  # noqa: E402

_GDEF_YOURS = "When a Character you control joins an Expedition — I gain 1 boost."
_GDEF_TOKEN = "When you create a token Character — Draw a card."
_merge(
    {
        _GDEF_YOURS: {
            "reaction": {
                "trigger": "character_joins_an_expedition",
                "filter": {"controller": "you"},
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
        _GDEF_TOKEN: {
            "reaction": {
                "trigger": "you_create_a_token",
                "filter": {"types": ["Character"]},
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
    },
    {"ev_joins": (_GDEF_YOURS,), "ev_you_create_token": (_GDEF_TOKEN,)},
)
REFUSED.update(_gdef.REFUSED_GDEF)
RULE_SENTENCES["ev_you_nth"] = RULE_SENTENCES.get("ev_you_nth", ()) + tuple(
    t for t in _gdef.REFUSED_GDEF if "first token Character" in t
)
# ---- end gdef
# ---- gx (session 36): groups relative to another object's place, of a targeted player,
# unions of two groups (semantics/gx_*.py); siblings in sentences_groups_places.py, judged in
# test_groups_places_siblings.py, played in test_board_groups_places.py
_GX_UNION = "{J} Each Robot and each Plant you control gains 1 boost."
_GX_UNION_REFUSED = "{J} Exhaust each Spell and each Character you control."
_GX_THEIRS = "{J} Target opponent's Characters with no boosts gain 1 boost."
_GX_PLAYERS = "{J} Exhaust all of target player's Characters."


def _gx_enters(step: dict) -> dict:  # type: ignore[type-arg]
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


_merge(
    {
        _GX_UNION: _gx_enters(
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "objects_in_play",
                "filter": {
                    "types": ["Character", "Permanent"],
                    "controller": "you",
                    "any_of": [{"subtypes": ["Robot"]}, {"subtypes": ["Plant"]}],
                },
            }
        ),
        _GX_THEIRS: _gx_enters(
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "characters_of_target_opponent",
                "filter": {"without": ["Boosted"]},
            }
        ),
        _GX_PLAYERS: _gx_enters({"action": "exhaust", "subject": "characters_of_target_player"}),
    },
    {
        "gx_union_groups": (_GX_UNION, _GX_UNION_REFUSED),
        "gx_target_players_group": (_GX_THEIRS, _GX_PLAYERS),
    },
)
REFUSED[_GX_UNION_REFUSED] = "a Spell is never in play (2.2.1.h)"
# ---- end gx
# ---- gy (session 36): a Reaction's limit per turn, counter states as trigger events
# (semantics/gy_*.py); each reading is judged by meaning in test_trigger_limits_siblings.py (against
# sentences_trigger_limits.py) and played in test_board_revealed_choices.py, test_board_counter_states.py, test_board_turn_limits.py
_GY_SENTENCES = {
    "gy_i_spend_last": "When I spend my last Ember counter \u2014 Draw a card.",
    "gy_spends_last": "When a Character you control spends its last Ember counter \u2014 Draw a card.",
    "gy_any_counters_removed": "When one or more counters are removed from me \u2014 Draw a card.",
    "gy_i_spend_any": "When I spend a counter \u2014 Draw a card.",
    "gy_you_spend_any": "When you spend one or more counters \u2014 Draw a card.",
    "gy_object_spends_any": "When a Character you control spends one or more counters \u2014 I gain 1 boost.",
}
_merge(
    {t: _gt_reading(t) for t in _GY_SENTENCES.values()},
    {r: (t,) for r, t in _GY_SENTENCES.items()},
)
_GY_SENTENCES_3 = {
    "gy_choose_kind_revealed": "{J} Reveal the top 3 cards of your deck. Choose a Spell revealed this way and put it in your hand, then put the rest at the bottom of your deck.",
    "gy_choose_one_revealed": "{J} Reveal the top 3 cards of your deck. Choose one of the cards revealed this way and put it in your hand, then put the rest at the bottom of your deck.",
    "gy_choose_one_of_them": "{J} Look at the top 3 cards of your deck. Choose one of them and put it in your hand, then put the rest at the bottom of your deck.",
    "gy_choose_kind_among": "{J} Look at the top 3 cards of your deck. Choose a Permanent from among them and put it in your hand, then put the rest at the bottom of your deck.",
    "gy_named_faction_cond": "{J} Name a faction. Reveal the top card of your deck. If it's a card of the named faction, draw it.",
}
_merge(
    {t: _gt_reading(t) for t in _GY_SENTENCES_3.values()},
    {r: (t,) for r, t in _GY_SENTENCES_3.items()},
)
_GY_REFUSED = {
    "gy_your_last_refused": (
        "When you spend your last Ember counter \u2014 Draw a card.",
        "your last",
    ),
    "gy_unnamed_last_refused": (
        "When a Character you control spends its last counter \u2014 Draw a card.",
        "last counter",
    ),
}
for _rule, (_text, _words) in _GY_REFUSED.items():
    RULE_SENTENCES[_rule] = (_text,)
    REFUSED[_text] = _words
# ---- end gy
# ---- gz (session 36): counters divided among a group (semantics/counters_from_group.py,
# engine/steps/spent_in_all.py) and a count on the step's own target (6.5.b,
# scenarios/cards/counted_on_target.py); siblings judged in sentences_divided_counters.py
REFUSED.pop(_GS_ON_TARGET, None)  # read since gz: the count's own target, one plain target
READINGS[_GS_ON_TARGET] = _gs_j({"action": "draw", "per": "kelon counter on target character"})
READINGS["{J} You may spend 2 boosts from Characters you control. If you do, draw a card."] = _gs_j(
    {
        "action": "spend_counters",
        "subject": "characters_you_control",
        "amount": 2,
        "counter": "boost",
        "in_all": True,
        "may": True,
        "then": [{"action": "draw", "amount": 1}],
    }
)
READINGS["{J} Remove 3 Sap counters from Characters you control."] = _gs_j(
    {
        "action": "remove_counters",
        "subject": "characters_you_control",
        "amount": 3,
        "counter": "Sap",
    }
)
# ---- end gz
# ---- gw (session 36): chained plays for a time, "the card drawn this way", each target's own
# count "on them": semantics/chained_plays_counts.py; siblings in test_plays_counts_siblings.py
from . import sentences_plays_counts as _gw  # noqa: E402

_merge(
    {
        **_gw.READINGS_GW,
        **{t: _gt_reading(t) for t in _gw.RULE_SENTENCES_GW["gh_from_reserve"]},
    },
    _gw.RULE_SENTENCES_GW,
)
REFUSED.update(_gw.REFUSED_BY_RULE_GW)
# ---- end gw
# ---- hb (session 37): a limit said with a verb, a spend "to" a step without "you may", N of
# the cards seen (semantics/limits_spends_seen.py); siblings judged in sentences_limits_spends_seen.py
_HB_LIMIT = (
    "If you control 2 or more Characters with Kelon counters, your Reserve limit increases by one."
)
_HB_OPPONENTS = "Each opponent's Landmark limit decreases by two."
_HB_SPEND = "{J} Spend 2 Kelon counters from a card you control to draw a card."
_HB_SEEN = "{J} Look at the top 4 cards of your deck. Put two of them in your hand and the rest at the bottom of your deck in any order."
_merge(
    {
        _HB_LIMIT: {
            "passive": {
                "limit": {"zone": "reserve", "by": 1, "players": "you"},
                "if": "you control 2 or more characters with kelon counters",
            }
        },
        _HB_OPPONENTS: {
            "passive": {"limit": {"zone": "landmarks", "by": -2, "players": "opponents"}}
        },
        _HB_SPEND: _gs_j(
            {
                "action": "spend_counters",
                "subject": "a_character_or_permanent_you_control",
                "filter": {"types": ["Character", "Permanent"]},
                "amount": 2,
                "counter": "Kelon",
                "may": True,
                "then": [{"action": "draw", "amount": 1}],
                "to_pay": True,
                "never_forced": True,
            }
        ),
        _HB_SEEN: _gs_j(
            {
                "action": "look",
                "subject": "top_cards_of_your_deck",
                "amount": 4,
                "then": [
                    {"action": "put", "subject": "a_card_among_them", "to": "hand", "times": 2},
                    {
                        "action": "put",
                        "subject": "a_card_among_them",
                        "to": "deck",
                        "position": "bottom",
                        "times": 2,
                    },
                ],
            }
        ),
    },
    {
        "limit_changed": (_HB_LIMIT, _HB_OPPONENTS),
        "limit_increased": (_HB_LIMIT,),
        "limit_reduced": (_HB_OPPONENTS,),
        "to_clause": (_HB_SPEND,),
        "hb_n_of_them": (_HB_SEEN,),
    },
)
# ---- end hb

# ---- ha (session 37): a keyword action as a trigger event ("When you [Kindle] —")
from . import sentences_keyword_action_triggers as _ha  # noqa: E402

_merge(_ha.READINGS_HA, _ha.RULE_SENTENCES_HA)
# ---- end ha
# ---- hc (session 37): an Expedition named by a target or the trigger, a follow-up of "they"
# after several targets judged for each (semantics/targeted_expeditions.py, semantics/each_member.py);
# siblings judged in sentences_named_expedition_members.py (test_named_expedition_members_siblings.py), boards test_board_expeditions_named.py, test_board_each_member_follow_up.py
_HC_PLACED = "{J} Each Character in target Character's Expedition gains 1 boost."
_HC_FACING = (
    "When one of your Expeditions moves forward \u2014 Each Character in the Expedition facing it "
    "loses 1 boost."
)
_HC_EACH = (
    "{J} Up to two target Characters each lose all their boosts. If they had an Ember counter, "
    "they gain [[Asleep]]."
)
_HC_COST = (
    "When one of your Expeditions moves forward \u2014 You may exhaust me to give 1 Ember counter "
    "to target Character in that Expedition."
)
_merge(
    {
        _HC_PLACED: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "characters_in_target_characters_expedition",
                    }
                ],
            }
        },
        _HC_FACING: {
            "reaction": {
                "trigger": "one_of_your_expeditions_moves_forward",
                "effect": [
                    {
                        "action": "remove_counters",
                        "counter": "boost",
                        "amount": 1,
                        "subject": "characters_facing_it",
                        "each": True,
                    }
                ],
            }
        },
        _HC_EACH: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "remove_counters",
                        "counter": "boost",
                        "all_counters": True,
                        "subject": "target_character",
                        "up_to": 2,
                        "then": [
                            {
                                "action": "gain_status",
                                "status": "Asleep",
                                "subject": "it",
                                "if": "they had an ember counter",
                                "each_member": True,
                            }
                        ],
                    }
                ],
            }
        },
        _HC_COST: {
            "reaction": {
                "trigger": "one_of_your_expeditions_moves_forward",
                "effect": [
                    {
                        "action": "exhaust",
                        "subject": "self",
                        "may": True,
                        "then": [
                            {
                                "action": "gain_counters",
                                "amount": 1,
                                "counter": "Ember",
                                "subject": "target_character",
                                "filter": {"in_its_expedition": True},
                            }
                        ],
                        "to_pay": True,
                    }
                ],
            }
        },
    },
    {"hc_in_target_characters_expedition": (_HC_PLACED,)},
    (_HC_PLACED, _HC_FACING, _HC_EACH, _HC_COST),
)
# ---- end hc

# ---- he (session 37): comparisons, counts of Expeditions, groups by absence, every counter
# lost — one sentence per rule, each reading judged by meaning against the CR (2.5.c, 2.5.g,
# 6.5.b, 6.5.d, 6.5.i, 7.5.2); the siblings are in sentences_comparisons_counts_groups.py.
_HE_J = "{J} "


def _he(effect: dict[str, object]) -> dict[str, object]:
    return {"reaction": {"trigger": "enters_play", "effect": [effect]}}


_HE_BOOST = {"action": "give_boost", "amount": 1, "subject": "self"}
_merge(
    {
        _HE_J + "For each opponent, if they control as many or more Characters as you, "
        "I gain 1 boost.": _he(
            {**_HE_BOOST, "if": "an opponent controls as many or more characters as you"}
        ),
        _HE_J + "Exhaust target Character with fewer Anchored counters than a Character you "
        "control.": _he(
            {
                "action": "exhaust",
                "subject": "target_character",
                "filter": {"boosts_than": "fewer:you:Anchored"},
            }
        ),
        _HE_J + "Exhaust target Character with more Sap counters than me.": _he(
            {
                "action": "exhaust",
                "subject": "target_character",
                "filter": {"boosts_than": "more:me:Sap"},
            }
        ),
        _HE_J + "For each opponent, if they control more Characters than you, I gain 1 boost.": (
            _he({**_HE_BOOST, "if": "an opponent controls more characters than you"})
        ),
        _HE_J + "I gain 1 boost per Expedition that's behind.": _he(
            {**_HE_BOOST, "per": "expedition that's behind"}
        ),
        _HE_J + "Put an Anchored counter on each Character you control that has none.": _he(
            {
                "action": "gain_counters",
                "amount": 1,
                "counter": "Anchored",
                "subject": "characters_you_control",
                "filter": {"counter": "Anchored", "counters_max": 0},
            }
        ),
        _HE_J + "Target Character loses all its counters.": _he(
            {"action": "remove_counters", "all_counters": True, "subject": "target_character"}
        ),
    },
    {
        "he_as_many": (
            _HE_J + "For each opponent, if they control as many or more Characters as you, "
            "I gain 1 boost.",
        ),
        "he_counters_than_another": (
            _HE_J + "Exhaust target Character with fewer Anchored counters than a Character "
            "you control.",
        ),
        "he_counters_than_me": (
            _HE_J + "Exhaust target Character with more Sap counters than me.",
        ),
        "he_each_opponent_if": (
            _HE_J + "For each opponent, if they control more Characters than you, I gain 1 boost.",
        ),
        "he_they_compared": (
            _HE_J + "For each opponent, if they control more Characters than you, I gain 1 boost.",
        ),
        "he_expeditions_counted": (_HE_J + "I gain 1 boost per Expedition that's behind.",),
        "he_has_none": (
            _HE_J + "Put an Anchored counter on each Character you control that has none.",
        ),
        "he_lose_every_counter": (_HE_J + "Target Character loses all its counters.",),
    },
)
# ---- end he
# ---- ic (session 38): a cost or statistic compared with another object's, a count in an
# Expedition named, counts of removed things — one sentence per rule, each reading judged by
# meaning against the CR (2.2.7.b, 2.2.8.b, 2.2.11.b, 2.1.h, 6.5.b, 7.3.12.a, 6.3.i, 6.5.d,
# 6.5.i, 2.5.g); the siblings are in sentences_compared_removed.py.
_IC_LOWER_YOURS = (
    "{J} Exhaust target Character with a lower Hand Cost than a Character you control."
)
_IC_SAME_AS_IT = (
    "When you play a Character \u2014 Target Character with the same Hand Cost as it gains 1 boost."
)
_IC_GREATER_V = "{J} Target Character with greater {V} than me gains 1 boost."
_IC_EXCHANGE = "{J} Exchange me with a Character from your Reserve with a higher Hand Cost."
_IC_SACRIFICED = (
    "{R} You may sacrifice a Character. If you do, play a Character from your Reserve with a "
    "lower Reserve Cost than the sacrificed Character for free."
)
_IC_IN_IT = (
    "When one of your Expeditions moves forward \u2014 If there are 2 or more Characters in it, "
    "they each gain 1 boost."
)
_IC_REMOVED = (
    "{J} Remove all Kelon counters from target Character. Draw a card for each counter removed."
)
_IC_IT_LOST = "{J} Target Character loses all its boosts. Draw a card for each boost it lost."
_IC_POWER = "{J} Target Character with greater power than me gains 1 boost."


def _ic(effect: dict[str, object], trigger: str = "enters_play") -> dict[str, object]:
    return {"reaction": {"trigger": trigger, "effect": [effect]}}


_IC_TARGET = {"subject": "target_character"}
_merge(
    {
        _IC_LOWER_YOURS: _ic(
            {"action": "exhaust", **_IC_TARGET, "filter": {"stat_than": "lower:hand_cost:you"}}
        ),
        _IC_SAME_AS_IT: {
            "reaction": {
                "trigger": "you_play_a_card",
                "filter": {"types": ["Character"]},
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        **_IC_TARGET,
                        "filter": {"stat_than": "same:hand_cost:it"},
                    }
                ],
            }
        },
        _IC_GREATER_V: _ic(
            {
                "action": "give_boost",
                "amount": 1,
                **_IC_TARGET,
                "filter": {"stat_than": "higher:forest:me"},
            }
        ),
        _IC_EXCHANGE: _ic(
            {
                "action": "exchange",
                "subject": "self",
                "with": "a_card_from_your_reserve",
                "with_filter": {"stat_than": "higher:hand_cost:exchanged", "types": ["Character"]},
            }
        ),
        _IC_SACRIFICED: _ic(
            {
                "action": "sacrifice",
                "subject": "a_character_you_control",
                "may": True,
                "then": [
                    {
                        "action": "play_for_free",
                        "subject": "a_character_from_hand_or_reserve",
                        "filter": {"stat_than": "lower:reserve_cost:it", "in_your_reserve": True},
                    }
                ],
            },
            "played_from_reserve",
        ),
        _IC_IN_IT: _ic(
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "characters_in_it",
                "if": "there are 2 or more characters in it",
            },
            "one_of_your_expeditions_moves_forward",
        ),
        _IC_REMOVED: _ic(
            {
                "action": "remove_counters",
                "counter": "Kelon",
                "all_counters": True,
                **_IC_TARGET,
                "then": [{"action": "draw", "amount": 1, "per": "counter removed this way"}],
            }
        ),
        _IC_IT_LOST: _ic(
            {
                "action": "remove_counters",
                "counter": "boost",
                "all_counters": True,
                **_IC_TARGET,
                "then": [{"action": "draw", "amount": 1, "per": "boost lost this way"}],
            }
        ),
    },
    {
        "ic_another": (_IC_LOWER_YOURS,),
        "ic_compared": (_IC_LOWER_YOURS, _IC_SACRIFICED),
        "ic_lower": (_IC_LOWER_YOURS,),
        "ic_higher": (_IC_GREATER_V, _IC_EXCHANGE),
        "ic_than": (_IC_LOWER_YOURS, _IC_GREATER_V, _IC_SACRIFICED),
        "ic_reference": (_IC_LOWER_YOURS, _IC_SACRIFICED),
        "ic_me": (_IC_GREATER_V,),
        "ic_it": (_IC_SAME_AS_IT, _IC_SACRIFICED),
        "ic_statistic": (_IC_GREATER_V,),
        "ic_same_as": (_IC_SAME_AS_IT,),
        "ic_than_exchanged": (_IC_EXCHANGE,),
        "ic_power": (_IC_POWER,),
        "ic_counters_acted_unsaid": (_IC_REMOVED,),
        "ic_counters_it_acted": (_IC_IT_LOST,),
    },
)
REFUSED[_IC_POWER] = "'power' said with no terrain names no statistic"
# ---- end ic
# ---- ia (session 38): a set's keyword action of several steps as a trigger event, done by
# another player; a move to Reserve from a zone said (semantics/others_keyword_actions.py,
# semantics/reserve_origin_events.py); siblings judged in sentences_keyword_action_events.py (test_keyword_action_events_siblings.py),
# boards test_board_keyword_action_steps.py, test_board_reserve_origins.py
from . import sentences_keyword_action_events as _ia  # noqa: E402

SET_KEYWORDS.update({k: _ia.SET_KEYWORDS[k] for k in ("barter", "restock", "lade")})
_merge(_ia.READINGS_IA, _ia.RULE_SENTENCES_IA)
# "goes to Reserve from the Expedition facing me" is read through ia's origin rule now (ga's
# reading kept): ga's rule keeps the other zones, refused (6.3.f)
RULE_SENTENCES["ga_ev_goes_from_facing"] = (_ia._GA_TO_HAND,)
RULE_SENTENCES["ia_from_facing_me"] = (_GOES_FROM_FACING,)
REFUSED[_ia._GA_TO_HAND] = "6.3.f"
# ---- end ia

# ---- ib39 (session 39): hidden zones and other players' choices — a card chosen from a
# revealed hand, an opponent choosing among your objects (semantics/opponent_chooses.py);
# siblings judged in sentences_hidden_zones_choices.py (test_hidden_zones_choices_siblings.py), boards test_board_opponent_chooses_yours.py, test_board_revealed_hand.py, test_board_set_actions_theirs.py
from . import sentences_hidden_zones_choices as _ib39  # noqa: E402

_merge(_ib39.READINGS_IB39, _ib39.RULE_SENTENCES_IB39)
# ---- end ib39

# ---- ie (session 38): statistics "increased by N", a limit said as a permission, "in it",
# "… that gained [status] this way" — one sentence per rule, each reading judged by meaning
# against the CR (2.3.1.a, 2.2.11.b-c, 4.2.5.c, 7.3.5.a, 6.5.i); siblings in sentences_stats_limits.py.
_IE_MY_STATS = "My statistics are increased by 1 for each of my Kelon counters."
_IE_DECREASED = "My statistics are decreased by 2."
_IE_GROUP = "The statistics of Characters you control are increased by 1."
_IE_ICON = "My {V} is increased by 2 for each Character you control."
_IE_NAMED = "My Mountain statistic is decreased by 1."
_IE_POWER = "My power is increased by 2."
_IE_FOREST = "Characters you control have +1 forest."
_IE_WATER = "I have +1 Water and +1 Mountain for each of my Kelon counters."
_IE_KEEP = "If I have 3 or more Kelon counters, you may keep one more card in Reserve during Night."
_IE_KEEP_LANDMARKS = "You may keep two more Permanents in your Landmarks during Night."
_IE_GAINED = (
    "Up to two target Characters gain Asleep. Draw a card for each Character that gained "
    "Asleep this way."
)


def _ie_self(forest: int, mountain: int, water: int, **more: object) -> dict[str, object]:
    stats = {"scope": "self", "forest": forest, "mountain": mountain, "water": water, **more}
    return {"passive": {"stats": stats}}


_merge(
    {
        _IE_MY_STATS: _ie_self(1, 1, 1, per="kelon counter on me"),
        _IE_DECREASED: _ie_self(-2, -2, -2),
        _IE_GROUP: {
            "passive": {
                "stats": {
                    "scope": "group",
                    "forest": 1,
                    "mountain": 1,
                    "water": 1,
                    "filter": {"types": ["Character"], "controller": "you"},
                }
            }
        },
        _IE_ICON: _ie_self(2, 0, 0, per="character you control"),
        _IE_NAMED: _ie_self(0, -1, 0),
        _IE_FOREST: {
            "passive": {
                "stats": {
                    "scope": "group",
                    "forest": 1,
                    "mountain": 0,
                    "water": 0,
                    "filter": {"types": ["Character"], "controller": "you"},
                }
            }
        },
        _IE_WATER: _ie_self(0, 1, 1, per="kelon counter on me"),
        _IE_KEEP: {
            "passive": {
                "limit": {"zone": "reserve", "by": 1, "players": "you"},
                "if": "i have 3 or more kelon counters",
            }
        },
        _IE_KEEP_LANDMARKS: {
            "passive": {"limit": {"zone": "landmarks", "by": 2, "players": "you"}}
        },
        _IE_GAINED: {
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Asleep",
                    "subject": "target_character",
                    "up_to": 2,
                    "then": [{"action": "draw", "amount": 1, "per": "that many"}],
                }
            ]
        },
    },
    {
        "ie_my_stats_said": (_IE_MY_STATS, _IE_DECREASED),
        "ie_increased": (_IE_MY_STATS,),
        "ie_decreased": (_IE_DECREASED,),
        "ie_group_stats_said": (_IE_GROUP,),
        "ie_my_stat_said": (_IE_ICON, _IE_NAMED, _IE_POWER),
        "ie_stat_icon": (_IE_ICON,),
        "ie_stat_named": (_IE_NAMED,),
        "ie_power": (_IE_POWER,),
        "ie_stat_term_word": (_IE_FOREST, _IE_WATER),
        "ie_forest": (_IE_FOREST,),
        "ie_mountain": (_IE_NAMED, _IE_WATER),
        "ie_water": (_IE_WATER,),
        "ie_keep_more": (_IE_KEEP, _IE_KEEP_LANDMARKS),
        "ie_counted_gained": (_IE_GAINED,),
    },
)
REFUSED[_IE_POWER] = "'power' is no statistic of the rules (2.2.11.b"
# ---- end ie (statistics, limits, "in it", "this way")
# ---- ie (session 38), a verb left out after "then" (6.1.c): one sentence for the rule
_IE_THEN = "{J} I gain 1 Kelon counter, then 1 boost."
_merge(
    {
        _IE_THEN: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "gain_counters", "amount": 1, "counter": "Kelon", "subject": "self"},
                    {"action": "give_boost", "amount": 1, "subject": "self"},
                ],
            }
        }
    },
    {"ie_then_gained_chain": (_IE_THEN,)},
)
# ---- end ie "then"

# ---- ib (session 38): a quick action's cost spending from another object; "If [condition],
# [you may] spend … to [Y]" (semantics/counter_spends.py); siblings judged in sentences_spends_from_objects.py
_IB_COST = "{T}, Spend 2 Ember counters from a Character you control: Draw a card."
_IB_IF = "{J} If you control a Permanent, spend 1 boost from me to draw a card."
_IB_IF_MAY = (
    "{J} If you control a Permanent, you may spend 2 boosts from a Character you control to "
    "draw a card."
)
_IB_DRAW = [{"action": "draw", "amount": 1}]
_merge(
    {
        _IB_COST: {
            "quick_action": {
                "cost": {
                    "mana": 0,
                    "exhaust_me": True,
                    "steps": [
                        {
                            "action": "spend_counters",
                            "subject": "a_character_you_control",
                            "amount": 2,
                            "counter": "Ember",
                        }
                    ],
                },
                "effect": _IB_DRAW,
            }
        },
        _IB_IF: _gs_j(
            {
                "action": "spend_counters",
                "subject": "self",
                "amount": 1,
                "counter": "boost",
                "may": True,
                "then": _IB_DRAW,
                "to_pay": True,
                "never_forced": True,
                "if": "you control a permanent",
            }
        ),
        _IB_IF_MAY: _gs_j(
            {
                "action": "spend_counters",
                "subject": "a_character_you_control",
                "amount": 2,
                "counter": "boost",
                "may": True,
                "then": _IB_DRAW,
                "to_pay": True,
                "if": "you control a permanent",
            }
        ),
    },
    {
        "ib_spend_from_cost": (_IB_COST,),
        "ib_if_to_clause": (_IB_IF,),
        "ib_if_may_to_clause": (_IB_IF_MAY,),
    },
)
# ---- end ib

# ---- ia39 (session 39): counters moved (up to N, of my, all my; 2.5.g, 7.3.15.a, 6.5.b,
# 6.1.g), "if it's / I'm in an Expedition that's ahead …" (7.5.2) — semantics/counter_moves.py;
# siblings judged in sentences_counter_moves.py (test_counter_moves_siblings.py), boards test_board_counter_moves.py, test_board_it_also_conditions.py
from . import sentences_counter_moves as _ia39  # noqa: E402

_merge(
    _ia39.READINGS_IA39,
    _ia39.RULE_SENTENCES_IA39,
    tuple(t for t in _ia39.READINGS_IA39 if t.startswith("{J}")),
)
# ---- end ia39
# ---- id39 (session 39): two results under one condition, "[X'] instead if [c]", the ordinal
# of the card "it" names — one sentence per rule (sentences_condition_forms_rules.py); siblings judged in
# sentences_condition_forms.py (test_two_results_siblings.py, test_instead_if_siblings.py, test_nth_of_kind_played_siblings.py)
from .sentences_condition_forms_rules import READINGS_ID39, RULE_SENTENCES_ID39  # noqa: E402

_merge(READINGS_ID39, RULE_SENTENCES_ID39)
# ---- end id39
# ---- ic39 (session 39): "or" between whole objects, a type union of one "card", a union of
# the controller's zones — one sentence per rule (sentences_object_unions_rules.py); siblings judged in
# sentences_object_unions.py (test_object_unions_siblings.py)
from .sentences_object_unions_rules import READINGS_IC39, RULE_SENTENCES_IC39  # noqa: E402

_merge(READINGS_IC39, RULE_SENTENCES_IC39)
# ---- end ic39
# ---- ie39 (session 39): "to have it gain N [name] counters" (7.3.18.a) — the one grammar rule
# of ie39 (semantics/have_gain_counters.py); the other ie39 constructions are wordings read before the
# grammar (limit words, "of them", "in any Expedition", reminders' ordinals) and counts; all
# siblings judged in sentences_numbered_keywords.py (test_numbered_keywords_siblings.py), boards test_board_numbered_keywords.py
_IE39_HAVE = (
    "When you create a Robot token \u2014 You may pay {1} to have it gain 2 Ember counters."
)
_merge(
    {
        _IE39_HAVE: {
            "reaction": {
                "trigger": "you_create_a_token",
                "if": "it's a robot",
                "effect": [
                    {
                        "action": "have_do",
                        "do": {
                            "action": "gain_counters",
                            "amount": 2,
                            "counter": "Ember",
                            "subject": "it",
                        },
                        "pay": 1,
                        "may": True,
                    }
                ],
            }
        }
    },
    {"ie39_have_gain_counters": (_IE39_HAVE,)},
)
# ---- end ie39
# ---- ia40 (session 40): "or" between object descriptions in counts, conditions and a
# trigger's subject; all siblings judged in sentences_or_descriptions.py (test_or_descriptions_siblings.py), boards
# test_board_or_descriptions.py
from .sentences_or_descriptions_rules import READINGS_IA40, RULE_SENTENCES_IA40  # noqa: E402

_merge(READINGS_IA40, RULE_SENTENCES_IA40)
# ---- end ia40
# ---- ic40 (session 40): places as a language — a place in play joined to a Reserve counted
# and in a condition, another player's possessive; one sentence per rule
# (sentences_places_language_rules.py); siblings judged in sentences_places_language.py (test_places_language_siblings.py)
from .sentences_places_language_rules import READINGS_IC40, RULE_SENTENCES_IC40  # noqa: E402

_merge(READINGS_IC40, RULE_SENTENCES_IC40)
# ---- end ic40
# ---- ie40 (session 40): "[group] can't gain boosts or counters" (1.4.1.a); all siblings
# judged in sentences_token_types.py (test_token_types_siblings.py)
from .sentences_token_types_rules import READINGS_IE40, RULE_SENTENCES_IE40  # noqa: E402

_merge(READINGS_IE40, RULE_SENTENCES_IE40)
# ---- end ie40
# ---- Expeditions described by a clause (session 41): one sentence per rule of the block in
# altered.lark; all siblings (and lists, a token leaving) judged in
# sentences_expedition_clauses.py (test_expedition_clauses_and_lists.py)
from .sentences_expedition_clauses import (  # noqa: E402
    READINGS_EXPEDITION_CLAUSES,
    RULE_SENTENCES_EXPEDITION_CLAUSES,
)

_merge(READINGS_EXPEDITION_CLAUSES, RULE_SENTENCES_EXPEDITION_CLAUSES)
# ---- end Expeditions described by a clause
# ---- still there (session 41): "if it's still in your Reserve" (2.1.f, 2.1.d); siblings
# judged in sentences_steps_delays_counters.py (test_steps_delays_counters_siblings.py), boards
# test_board_steps_delays_counters.py
from .sentences_steps_delays_counters import (  # noqa: E402
    READINGS_STILL_THERE,
    REFUSED_STILL_THERE,
    RULE_SENTENCES_STILL_THERE,
)

_merge(READINGS_STILL_THERE, RULE_SENTENCES_STILL_THERE)
REFUSED.update(REFUSED_STILL_THERE)
# ---- end still there
# ---- "can't" keyed by who controls the effect, in the active voice (session 41, ib42);
# boards test_board_opponents_effects_cant.py
from .sentences_opponents_effects_cant import (  # noqa: E402
    READINGS_OPPONENTS_EFFECTS_CANT,
    REFUSED_OPPONENTS_EFFECTS_CANT,
    RULE_SENTENCES_OPPONENTS_EFFECTS_CANT,
)

_merge(READINGS_OPPONENTS_EFFECTS_CANT, RULE_SENTENCES_OPPONENTS_EFFECTS_CANT)
REFUSED.update(REFUSED_OPPONENTS_EFFECTS_CANT)
# ---- end "can't" keyed by who controls the effect
# ---- ia42 (session 41): a set's keyword action taking an object ("[Smelt] target Character
# you control", "[Smelt] it"; semantics/set_action_objects.py); boards
# test_board_removed_then_it_gains.py, reader tests cards_text/test_set_keyword_action_objects.py
from . import sentences_set_action_objects as _ia42  # noqa: E402

SET_KEYWORDS.update(_ia42.SET_KEYWORDS)
_merge(_ia42.READINGS_SET_ACTION_OBJECTS, _ia42.RULE_SENTENCES_SET_ACTION_OBJECTS)
# ---- end ia42
# ---- session 42: an Expedition described by where it stands or what is in it, in every slot
from . import sentences_expedition_descriptions as _exp_described  # noqa: E402

_merge(
    _exp_described.READINGS_EXPEDITION_DESCRIPTIONS,
    _exp_described.RULE_SENTENCES_EXPEDITION_DESCRIPTIONS,
)
# ---- what the step before moved "this way", named back (session 42): "the card put in your
# Reserve this way" (semantics/moved_this_way.py); siblings and a board test_moved_this_way.py
from .sentences_moved_this_way import (  # noqa: E402
    READINGS_MOVED_THIS_WAY,
    RULE_SENTENCES_MOVED_THIS_WAY,
)

_merge(READINGS_MOVED_THIS_WAY, RULE_SENTENCES_MOVED_THIS_WAY)
# ---- counts of what the step before did, said with "them" (session 42); reader and board
# tests test_counts_of_what_a_step_did.py
from .sentences_counts_of_them import (  # noqa: E402
    READINGS_COUNTS_OF_THEM,
    RULE_SENTENCES_COUNTS_OF_THEM,
)

_merge(READINGS_COUNTS_OF_THEM, RULE_SENTENCES_COUNTS_OF_THEM)
# ---- end counts said with "them"
# ---- move origins (session 42): a card's move between two zones, its origin said first or
# last (semantics/move_origins.py); siblings and boards test_move_origins_either_way.py
from . import sentences_move_origins as _move_origins  # noqa: E402

_merge(_move_origins.READINGS_MOVE_ORIGINS, _move_origins.RULE_SENTENCES_MOVE_ORIGINS)
REFUSED.update(_move_origins.REFUSED_MOVE_ORIGINS)
# ---- end move origins
# ---- trigger marks (session 43): an icon before a trigger, "your Expedition" as a subject
from . import sentences_trigger_marks as _trigger_marks  # noqa: E402

_merge(_trigger_marks.READINGS_TRIGGER_MARKS, _trigger_marks.RULE_SENTENCES_TRIGGER_MARKS)
REFUSED.update(_trigger_marks.REFUSED_TRIGGER_MARKS)
# ---- end trigger marks
# ---- zone moves' "can't" (1.4.1.a)
from . import sentences_zone_moves_cant as _zmc  # noqa: E402

_merge(_zmc.READINGS_ZONE_MOVES_CANT, _zmc.RULE_SENTENCES_ZONE_MOVES_CANT)
REFUSED.update(_zmc.REFUSED_ZONE_MOVES_CANT)
# ---- a die's result as a number (session 43): "Roll two dice and choose one result"
# (semantics/roll_results_as_numbers.py); siblings and boards test_roll_results_as_numbers.py
from .sentences_roll_results_as_numbers import (  # noqa: E402
    READINGS_ROLL_RESULTS,
    RULE_SENTENCES_ROLL_RESULTS,
)

_merge(READINGS_ROLL_RESULTS, RULE_SENTENCES_ROLL_RESULTS)
# ---- end a die's result as a number
# ---- a token created with a keyword (issue 30): semantics/created_with_keywords.py; boards
# test_board_created_with_keywords.py
from . import sentences_created_with_keywords as _cwk  # noqa: E402

_merge(_cwk.READINGS_CREATED_WITH_KEYWORDS, _cwk.RULE_SENTENCES_CREATED_WITH_KEYWORDS)
# ---- end a token created with a keyword
# ---- "If [c], create another one" (issue 30, ns44): semantics/another_token.py; boards
# tests/cards_text/test_create_another_one.py
_FOX = "{J} Create a [Ember Fox 1/1/1] Animal token in my Expedition. If you control two or more Landmarks, create another one."
_OWL = "{J} Create a [Brass Owl 1/2/1] Robot token in your hero Expedition. If your hand is empty, create another one."


def _another(token: str, place: str, condition: str) -> dict:  # type: ignore[type-arg]
    """One token created, then, if ``condition``, one more where the first went (7.3.5.a)."""
    again = {"action": "create", "subject": "its_expedition", "token": token, "if": condition}
    first = {"action": "create", "token": token, "amount": 1, "subject": place, "then": [again]}
    return {"reaction": {"trigger": "enters_play", "effect": [first]}}


_merge(
    {
        _FOX: _another(
            "Ember Fox 1/1/1 Animal", "my_expedition", "you control two or more landmarks"
        ),
        _OWL: _another("Brass Owl 1/2/1 Robot", "your_hero_expedition", "your hand is empty"),
    },
    {
        "create_another_one": (
            "{J} Create a [Ember Fox 1/1/1] Animal token in my Expedition. If you control two or "
            "more Landmarks, create another one.",
            "{J} Create a [Brass Owl 1/2/1] Robot token in your hero Expedition. If your hand is "
            "empty, create another one.",
        )
    },
)
# ---- end create another one
