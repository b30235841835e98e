# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences for the grammar's "effects (session 3)" section (issue
30; written for these tests, not copied from card data): merged into
:data:`.sentences.READINGS` and :data:`.sentences.RULE_SENTENCES` at the end of that module,
so the reader test reads each and compares it with its reading, and every {J}/{H} one is
played on a board (test_board.py)."""

from __future__ import annotations

from typing import Any

READINGS_EFFECTS: dict[str, dict[str, Any]] = {
    # a token named without its statistics: the library's token card says them (2.1.e)
    "{J} Create a [MANA_MOTH] token in target Expedition.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "create",
                    "token": "Mana Moth 2/2/2 Illusion",
                    "amount": 1,
                    "subject": "target_expedition",
                }
            ],
        }
    },
    "{J} My Expedition moves backwards one region.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "move_backwards", "subject": "my_expedition"}],
        }
    },
    "{H} Target Expedition moves backwards one region.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "move_backwards", "subject": "target_expedition"}],
        }
    },
    "{J} The Expedition facing me moves backwards one region.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "move_backwards", "subject": "the_expedition_facing_me"}],
        }
    },
    "{H} Your opponent's Expedition facing me moves forward one region.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "move_forward", "subject": "the_expedition_facing_me"}],
        }
    },
    "{H} Exhaust target Character. Its controller draws a card.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "then": [{"action": "draw", "amount": 1, "subject": "its_controller"}],
                }
            ],
        }
    },
    "{J} Return target Permanent to its owner's hand. Its owner Exhausted Resupplies.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "target_permanent",
                    "then": [{"action": "exhausted_resupply", "subject": "its_owner"}],
                }
            ],
        }
    },
    "{J} Target Character loses Fleeting and gains 2 boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "lose_status",
                    "status": "Fleeting",
                    "subject": "target_character",
                    "it_follows": True,
                    "then": [{"action": "give_boost", "amount": 2, "subject": "it"}],
                }
            ],
        }
    },
    "{H} I lose Anchored and gain Asleep.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {"action": "lose_status", "status": "Anchored", "subject": "self"},
                {"action": "gain_status", "status": "Asleep", "subject": "self"},
            ],
        }
    },
    "{J} I gain 1 Sap counter and lose Fleeting.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "gain_counters", "amount": 1, "counter": "Sap", "subject": "self"},
                {"action": "lose_status", "status": "Fleeting", "subject": "self"},
            ],
        }
    },
    "{J} I gain Anchored and gain 1 Sap counter.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "gain_status", "status": "Anchored", "subject": "self"},
                {"action": "gain_counters", "amount": 1, "counter": "Sap", "subject": "self"},
            ],
        }
    },
    "{J} You may target a Character you control, it gains Anchored.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Anchored",
                    "subject": "target_character",
                    "filter": {"controller": "you"},
                    "may": True,
                }
            ],
        }
    },
    "{H} Target Character gains Anchored or Asleep.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Anchored",
                    "status_choices": ["Anchored", "Asleep"],
                    "subject": "target_character",
                }
            ],
        }
    },
    "When a Character you control gains Asleep — That Character gains 1 boost.": {
        "reaction": {
            "trigger": "gains_status",
            "filter": {"types": ["Character"], "controller": "you"},
            "status": "Asleep",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    },
    "{J} Put the top card of your deck in your Mana zone.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "put", "to": "mana", "subject": "top_cards_of_your_deck", "amount": 1}
            ],
        }
    },
    "{H} Put the top two cards of your deck in Reserve.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {"action": "put", "to": "reserve", "subject": "top_cards_of_your_deck", "amount": 2}
            ],
        }
    },
    "{J} Put the top card of your deck in your hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "put", "to": "hand", "subject": "top_cards_of_your_deck", "amount": 1}
            ],
        }
    },
    "{H} Put target Permanent in its owner's Mana zone.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {"action": "put", "to": "mana", "to_owner": True, "subject": "target_permanent"}
            ],
        }
    },
    "{J} Reveal the top card of your deck.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "reveal", "subject": "top_cards_of_your_deck", "amount": 1}],
        }
    },
    "{J} Look at the top two cards of your deck.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "look", "subject": "top_cards_of_your_deck", "amount": 2}],
        }
    },
    "{H} Exhaust one of your Mana Orbs. If you do, draw a card.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "mana_orbs_you_choose",
                    "amount": 1,
                    "then": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    "Discard two of your Mana Orbs. Draw three cards.": {
        "effect": [
            {"action": "discard", "subject": "mana_orbs_you_choose", "amount": 2},
            {"action": "draw", "amount": 3},
        ]
    },
    "{H} Exhaust target Character, then create a [Brassbug 2/2/2] Robot token in its Expedition.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "then": [
                        {
                            "action": "create",
                            "token": "Brassbug 2/2/2 Robot",
                            "amount": 1,
                            "subject": "its_expedition",
                        }
                    ],
                }
            ],
        }
    },
    "{J} Resupply, then Resupply again.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "resupply"}, {"action": "resupply"}],
        }
    },
    "{J} Roll a die and draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "roll_die",
                    "outcomes": [
                        {"low": 1, "high": 6, "effect": [{"action": "draw", "amount": 1}]}
                    ],
                }
            ],
        }
    },
}
"""Printed sentence -> its reading (the card structures)."""

RULE_SENTENCES_EFFECTS: dict[str, tuple[str, ...]] = {
    "create_named_token": ("{J} Create a [MANA_MOTH] token in target Expedition.",),
    "my_expedition_backwards": ("{J} My Expedition moves backwards one region.",),
    "target_expedition_backwards": ("{H} Target Expedition moves backwards one region.",),
    "facing_expedition_moves": (
        "{J} The Expedition facing me moves backwards one region.",
        "{H} Your opponent's Expedition facing me moves forward one region.",
    ),
    "facing_expedition": ("{J} The Expedition facing me moves backwards one region.",),
    "backwards_direction": ("{J} The Expedition facing me moves backwards one region.",),
    "forward_direction": ("{H} Your opponent's Expedition facing me moves forward one region.",),
    "its_controller_player": ("{H} Exhaust target Character. Its controller draws a card.",),
    "its_owner_player": (
        "{J} Return target Permanent to its owner's hand. Its owner Exhausted Resupplies.",
    ),
    "player_exhausted_resupplies": (
        "{J} Return target Permanent to its owner's hand. Its owner Exhausted Resupplies.",
    ),
    "and_verb_chain": (
        "{J} Target Character loses Fleeting and gains 2 boosts.",
        "{H} I lose Anchored and gain Asleep.",
    ),
    "vp_boosts": ("{J} Target Character loses Fleeting and gains 2 boosts.",),
    "vp_status": ("{H} I lose Anchored and gain Asleep.",),
    "vp_lose_status": ("{J} I gain 1 Sap counter and lose Fleeting.",),
    "vp_counters": ("{J} I gain Anchored and gain 1 Sap counter.",),
    "gain_status_and_verb": ("{J} I gain Anchored and gain 1 Sap counter.",),
    "comma_it_chain": ("{J} You may target a Character you control, it gains Anchored.",),
    "gain_status_choice": ("{H} Target Character gains Anchored or Asleep.",),
    "that_object": ("When a Character you control gains Asleep — That Character gains 1 boost.",),
    "put_top_of_deck": (
        "{J} Put the top card of your deck in your Mana zone.",
        "{H} Put the top two cards of your deck in Reserve.",
        "{J} Put the top card of your deck in your hand.",
    ),
    "top_card": (
        "{J} Put the top card of your deck in your Mana zone.",
        "{J} Reveal the top card of your deck.",
    ),
    "top_cards": (
        "{H} Put the top two cards of your deck in Reserve.",
        "{J} Look at the top two cards of your deck.",
    ),
    "mana_destination": ("{J} Put the top card of your deck in your Mana zone.",),
    "reserve_destination": ("{H} Put the top two cards of your deck in Reserve.",),
    "hand_destination": ("{J} Put the top card of your deck in your hand.",),
    "in_owner_mana_zone": ("{H} Put target Permanent in its owner's Mana zone.",),
    "reveal_top": ("{J} Reveal the top card of your deck.",),
    "look_top": ("{J} Look at the top two cards of your deck.",),
    "mana_orbs_step": (
        "{H} Exhaust one of your Mana Orbs. If you do, draw a card.",
        "Discard two of your Mana Orbs. Draw three cards.",
    ),
    "orb_verb": ("{H} Exhaust one of your Mana Orbs. If you do, draw a card.",),
    "orb_count": (
        "{H} Exhaust one of your Mana Orbs. If you do, draw a card.",
        "Discard two of your Mana Orbs. Draw three cards.",
    ),
    "its_expedition_place": (
        "{H} Exhaust target Character, then create a [Brassbug 2/2/2] Robot "
        "token in its Expedition.",
    ),
    "again_chain": ("{J} Resupply, then Resupply again.",),
    "and_chain": ("{J} Roll a die and draw a card.",),
}
"""Grammar rule -> sentences showing it."""

READINGS_EFFECTS.update(
    # players of the 7.3 actions, play for free, the top card named "it", doubling, defecting
    {
        "{H} Each opponent draws a card.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [{"action": "draw", "amount": 1, "subject": "opponent"}],
            }
        },
        "{J} Target opponent sacrifices a Character or Permanent.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_or_permanent_target_opponent_controls",
                        "filter": {"types": ["Character", "Permanent"]},
                    }
                ],
            }
        },
        "{H} Each player sacrifices a Permanent.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_or_permanent_each_player_controls",
                        "filter": {"types": ["Permanent"]},
                    }
                ],
            }
        },
        "{J} Each opponent puts a card from their hand in Reserve.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "put", "to": "reserve", "subject": "a_card_from_each_opponents_hand"}
                ],
            }
        },
        "{H} You draw two cards.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [{"action": "draw", "amount": 2, "subject": "controller"}],
            }
        },
        "When I go to Reserve from your hand — You may play me for free.": {
            "reaction": {
                "trigger": "goes_to_reserve_from_hand",
                "effect": [{"action": "play_for_free", "subject": "self", "may": True}],
            }
        },
        "{J} Play a card with Hand Cost {2} or less for free.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "play_for_free",
                        "subject": "a_card_from_hand_or_reserve",
                        "filter": {"hand_cost_max": 2},
                    }
                ],
            }
        },
        "{H} Reveal the top card of your deck. Put it in your hand.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "reveal",
                        "subject": "top_cards_of_your_deck",
                        "amount": 1,
                        "then": [{"action": "put", "to": "hand", "subject": "it"}],
                    }
                ],
            }
        },
        "{J} Double the boosts of target Character.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "double_counters", "counter": "boost", "subject": "target_character"}
                ],
            }
        },
        "{H} Double the Sap counters on me.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [{"action": "double_counters", "counter": "Sap", "subject": "self"}],
            }
        },
        "{J} Target Character defects.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [{"action": "defect", "subject": "target_character"}],
            }
        },
        "{H} Sacrifice a Permanent. If you do, draw two cards.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_or_permanent_you_control",
                        "filter": {"types": ["Permanent"]},
                        "then": [{"action": "draw", "amount": 2}],
                    }
                ],
            }
        },
        "{J} Look at the top card of your deck. If it's a Spell, put it in your hand. Otherwise, put it in Reserve.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "look",
                        "subject": "top_cards_of_your_deck",
                        "amount": 1,
                        "then": [
                            {
                                "action": "put",
                                "to": "hand",
                                "subject": "it",
                                "if": "it's a spell",
                                "otherwise": [{"action": "put", "to": "reserve", "subject": "it"}],
                            }
                        ],
                    }
                ],
            }
        },
    }
)

RULE_SENTENCES_EFFECTS.update(
    {
        "player_sacrifices_kind": (
            "{J} Target opponent sacrifices a Character or Permanent.",
            "{H} Each player sacrifices a Permanent.",
        ),
        "character_or_permanent_kind": (
            "{J} Target opponent sacrifices a Character or Permanent.",
        ),
        "permanent_kind": ("{H} Each player sacrifices a Permanent.",),
        "player_puts_in_reserve": ("{J} Each opponent puts a card from their hand in Reserve.",),
        "you_draw": ("{H} You draw two cards.",),
        "play_me_for_free": ("When I go to Reserve from your hand — You may play me for free.",),
        "play_card_for_free": ("{J} Play a card with Hand Cost {2} or less for free.",),
        "put_it": (
            "{H} Reveal the top card of your deck. Put it in your hand.",
            "{J} Look at the top card of your deck. If it's a Spell, put it in your hand. "
            "Otherwise, put it in Reserve.",
        ),
        "double_counters": (
            "{J} Double the boosts of target Character.",
            "{H} Double the Sap counters on me.",
        ),
        "defects": ("{J} Target Character defects.",),
        "sacrifice": ("{H} Sacrifice a Permanent. If you do, draw two cards.",),
        "otherwise_clause": (
            "{J} Look at the top card of your deck. If it's a Spell, put it in your "
            "hand. Otherwise, put it in Reserve.",
        ),
        "player_draws": ("{H} Each opponent draws a card.",),
    }
)

READINGS_EFFECTS.update(
    # counters removed (2.5.g), every Character of a targeted Expedition / of mine there
    {
        "{H} Characters in target Expedition gain 1 boost.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "characters_in_target_expedition",
                    }
                ],
            }
        },
        "{J} Boosted Characters in target Expedition gain Asleep.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "gain_status",
                        "status": "Asleep",
                        "subject": "characters_in_target_expedition",
                        "filter": {"statuses": ["Boosted"]},
                    }
                ],
            }
        },
        "{H} Characters in my Expedition gain Anchored.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "gain_status",
                        "status": "Anchored",
                        "subject": "characters_you_control",
                        "filter": {"in_my_expedition": True},
                    }
                ],
            }
        },
        "{J} Remove 2 counters from target Character.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "remove_counters", "subject": "target_character", "amount": 2}
                ],
            }
        },
        "{H} Remove 1 Sap counter from me.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {"action": "remove_counters", "subject": "self", "amount": 1, "counter": "Sap"}
                ],
            }
        },
        "{J} Remove up to 3 counters from target Character.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "remove_counters",
                        "subject": "target_character",
                        "amount": "X",
                        "amounts": [0, 1, 2, 3],
                    }
                ],
            }
        },
        "{H} Remove all boosts from target Character.": {
            "reaction": {
                "trigger": "played_from_hand",
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
        "{J} Remove all Sap counters from me.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "remove_counters",
                        "counter": "Sap",
                        "all_counters": True,
                        "subject": "self",
                    }
                ],
            }
        },
    }
)

RULE_SENTENCES_EFFECTS.update(
    {
        "in_target_expedition": (
            "{H} Characters in target Expedition gain 1 boost.",
            "{J} Boosted Characters in target Expedition gain Asleep.",
        ),
        "each_object": ("{H} Characters in my Expedition gain Anchored.",),
        "remove_counters": (
            "{J} Remove 2 counters from target Character.",
            "{H} Remove 1 Sap counter from me.",
        ),
        "remove_up_to_counters": ("{J} Remove up to 3 counters from target Character.",),
        "remove_all_counters": (
            "{H} Remove all boosts from target Character.",
            "{J} Remove all Sap counters from me.",
        ),
    }
)

READINGS_EFFECTS.update(
    # keywords for a time (2.2.15.a), every Expedition of mine moving, more token places
    {
        "{J} Target Character gains Defender until end of turn.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "ongoing",
                        "subject": "target_character",
                        "ongoing": {"duration": "this turn", "keyword": "Defender"},
                    }
                ],
            }
        },
        "{H} I gain Tough 2 this turn.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "ongoing",
                        "subject": "self",
                        "ongoing": {"duration": "this turn", "keyword": "Tough 2"},
                    }
                ],
            }
        },
        "{J} Characters you control gain Seasoned this Day.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "ongoing",
                        "subject": "characters_you_control",
                        "ongoing": {"duration": "this Day", "keyword": "Seasoned"},
                    }
                ],
            }
        },
        "{J} Target Character gains Defender until it leaves play.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "ongoing",
                        "subject": "target_character",
                        "ongoing": {"duration": "until it leaves play", "keyword": "Defender"},
                    }
                ],
            }
        },
        "{H} I gain Tough 1 until I leave play.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "ongoing",
                        "subject": "self",
                        "ongoing": {"duration": "until it leaves play", "keyword": "Tough 1"},
                    }
                ],
            }
        },
        "{J} Characters you control gain Seasoned until they leave play.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "ongoing",
                        "subject": "characters_you_control",
                        "ongoing": {"duration": "until it leaves play", "keyword": "Seasoned"},
                    }
                ],
            }
        },
        "{H} Target Character gains Eternal this Afternoon.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "ongoing",
                        "subject": "target_character",
                        "ongoing": {"duration": "this Afternoon", "keyword": "Eternal"},
                    }
                ],
            }
        },
        "{J} Each of your Expeditions moves forward one region.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [{"action": "move_forward", "subject": "each_my_expedition"}],
            }
        },
        "{H} Create an [Ordis Recruit 1/1/1] Soldier token in one of your Expeditions.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "create",
                        "token": "Ordis Recruit 1/1/1 Soldier",
                        "amount": 1,
                        "subject": "one_of_your_expeditions",
                    }
                ],
            }
        },
        "{J} Create a [Brassbug 2/2/2] Robot token in the Expedition facing me.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "create",
                        "token": "Brassbug 2/2/2 Robot",
                        "amount": 1,
                        "subject": "the_expedition_facing_me",
                    }
                ],
            }
        },
        "{H} Create a [Mana Moth 2/2/2] Illusion token in target opponent's Companion Expedition.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "create",
                        "token": "Mana Moth 2/2/2 Illusion",
                        "amount": 1,
                        "subject": "target_opponent_companion_expedition",
                    }
                ],
            }
        },
    }
)

RULE_SENTENCES_EFFECTS.update(
    {
        "gain_keyword_for_a_time": (
            "{J} Target Character gains Defender until end of turn.",
            "{H} I gain Tough 2 this turn.",
            "{J} Characters you control gain Seasoned this Day.",
        ),
        "this_turn_time": (
            "{J} Target Character gains Defender until end of turn.",
            "{H} I gain Tough 2 this turn.",
        ),
        "this_day_time": ("{J} Characters you control gain Seasoned this Day.",),
        "until_leaves_play_time": (
            "{J} Target Character gains Defender until it leaves play.",
            "{H} I gain Tough 1 until I leave play.",
            "{J} Characters you control gain Seasoned until they leave play.",
        ),
        "this_phase_time": ("{H} Target Character gains Eternal this Afternoon.",),
        "each_expedition_moves": ("{J} Each of your Expeditions moves forward one region.",),
        "one_of_your_expeditions_place": (
            "{H} Create an [Ordis Recruit 1/1/1] Soldier token in one of your Expeditions.",
        ),
        "facing_me_place": (
            "{J} Create a [Brassbug 2/2/2] Robot token in the Expedition facing me.",
        ),
        "target_opponent_companion_place": (
            "{H} Create a [Mana Moth 2/2/2] Illusion token in target "
            "opponent's Companion Expedition.",
        ),
    }
)

READINGS_EFFECTS.update(
    # "If you did / didn't", "Then, if [c], [X]", "They [X]"
    {
        "{H} Discard a card from your Reserve. If you did, draw two cards.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "discard",
                        "subject": "a_card_from_your_reserve",
                        "then": [{"action": "draw", "amount": 2}],
                    }
                ],
            }
        },
        "{J} You may exhaust target Character. If you didn't, I gain 1 boost.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "exhaust",
                        "subject": "target_character",
                        "may": True,
                        "if_not_done": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                    }
                ],
            }
        },
        "{H} Up to two target Characters gain 1 boost. They gain Anchored.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "target_character",
                        "up_to": 2,
                        "then": [{"action": "gain_status", "status": "Anchored", "subject": "it"}],
                    }
                ],
            }
        },
        "{J} Draw a card. Then, if your hand is empty, I gain 2 boosts.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "draw", "amount": 1},
                    {
                        "action": "give_boost",
                        "amount": 2,
                        "subject": "self",
                        "if": "your hand is empty",
                    },
                ],
            }
        },
    }
)

RULE_SENTENCES_EFFECTS.update(
    {
        "if_you_do": ("{H} Discard a card from your Reserve. If you did, draw two cards.",),
        "if_you_dont": ("{J} You may exhaust target Character. If you didn't, I gain 1 boost.",),
        "they_object": ("{H} Up to two target Characters gain 1 boost. They gain Anchored.",),
        "then_if_clause": ("{J} Draw a card. Then, if your hand is empty, I gain 2 boosts.",),
    }
)

READINGS_EFFECTS.update(
    # "otherwise" after several steps of a Unique's colon (6.5.e)
    {
        "{H} If your hand is empty: Draw a card, then I gain 1 boost, otherwise Resupply.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "draw",
                        "amount": 1,
                        "if": "your hand is empty",
                        "otherwise": [{"action": "resupply"}],
                        "also": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                    }
                ],
            }
        }
    }
)

RULE_SENTENCES_EFFECTS.update(
    {
        "otherwise_tail": (
            "{H} If your hand is empty: Draw a card, then I gain 1 boost, otherwise Resupply.",
        )
    }
)

READINGS_EFFECTS.update(
    # one of the cards seen put somewhere, the others discarded
    {
        "{J} Look at the top three cards of your deck. Put one in your hand and discard the others.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "look",
                        "subject": "top_cards_of_your_deck",
                        "amount": 3,
                        "then": [
                            {"action": "put", "subject": "a_card_among_them", "to": "hand"},
                            {"action": "discard", "subject": "it", "the_others": True},
                        ],
                    }
                ],
            }
        },
        "{H} Reveal the top two cards of your deck. Put one in Reserve, and discard the other.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "reveal",
                        "subject": "top_cards_of_your_deck",
                        "amount": 2,
                        "then": [
                            {"action": "put", "subject": "a_card_among_them", "to": "reserve"},
                            {"action": "discard", "subject": "it", "the_others": True},
                        ],
                    }
                ],
            }
        },
    }
)

RULE_SENTENCES_EFFECTS.update(
    {
        "put_one": (
            "{J} Look at the top three cards of your deck. Put one in your hand and discard "
            "the others.",
            "{H} Reveal the top two cards of your deck. Put one in Reserve, and discard the other.",
        ),
        "discard_the_others": (
            "{J} Look at the top three cards of your deck. Put one in your hand "
            "and discard the others.",
        ),
        "and_chain": (
            "{H} Reveal the top two cards of your deck. Put one in Reserve, and discard the other.",
        ),
    }
)

READINGS_EFFECTS.update(
    # Rush (7.3.34), Take control (7.3.40), Ascend (7.3.3)
    {
        "{H} You may Rush. If you do, draw a card.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {"action": "rush", "may": True, "then": [{"action": "draw", "amount": 1}]}
                ],
            }
        },
        "{J} Take control of target Character with Hand Cost {2} or less.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "take_control",
                        "subject": "target_character",
                        "filter": {"hand_cost_max": 2},
                        "to": "expedition",
                    }
                ],
            }
        },
        "{H} Take control of target Permanent.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [{"action": "take_control", "subject": "target_permanent"}],
            }
        },
        "{J} My Expedition ascends.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [{"action": "ascend", "subject": "my_expedition"}],
            }
        },
        "{H} Target Expedition ascends.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [{"action": "ascend", "subject": "target_expedition"}],
            }
        },
    }
)

RULE_SENTENCES_EFFECTS.update(
    {
        "rush": ("{H} You may Rush. If you do, draw a card.",),
        "take_control": (
            "{J} Take control of target Character with Hand Cost {2} or less.",
            "{H} Take control of target Permanent.",
        ),
        "my_expedition_ascends": ("{J} My Expedition ascends.",),
        "target_expedition_ascends": ("{H} Target Expedition ascends.",),
    }
)

READINGS_EFFECTS.update(
    # a target Character in a Reserve (6.5.b)
    {
        "{H} Target Character in Reserve gains 2 boosts.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 2,
                        "subject": "target_reserve_card",
                        "filter": {"types": ["Character"]},
                    }
                ],
            }
        }
    }
)

RULE_SENTENCES_EFFECTS.update({"in_reserve": ("{H} Target Character in Reserve gains 2 boosts.",)})

READINGS_EFFECTS.update(
    # "You may [X] and [Y]": Y only if X is done (6.5.c, 6.5.f)
    {
        "{H} You may discard a card from your Reserve and draw a card.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "discard",
                        "subject": "a_card_from_your_reserve",
                        "may": True,
                        "then": [{"action": "draw", "amount": 1}],
                    }
                ],
            }
        }
    }
)

RULE_SENTENCES_EFFECTS.update(
    {"may_clause": ("{H} You may discard a card from your Reserve and draw a card.",)}
)

READINGS_EFFECTS.update(
    # "For each [counted], [step]" (6.5.i), "your opponent"
    {
        "{J} For each Plant you control, draw a card.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [{"action": "draw", "per": "plant you control"}],
            }
        },
        "{H} For each Character you control, I gain 1 boost.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "self",
                        "per": "character you control",
                    }
                ],
            }
        },
        "{J} Your opponent draws two cards.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [{"action": "draw", "amount": 2, "subject": "opponent"}],
            }
        },
        "{H} Your opponent sacrifices a Character.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {"action": "sacrifice", "subject": "a_character_each_opponent_controls"}
                ],
            }
        },
    }
)

RULE_SENTENCES_EFFECTS.update(
    {
        "for_each_clause": (
            "{J} For each Plant you control, draw a card.",
            "{H} For each Character you control, I gain 1 boost.",
        ),
        "your_opponent_player": (
            "{J} Your opponent draws two cards.",
            "{H} Your opponent sacrifices a Character.",
        ),
    }
)

READINGS_EFFECTS.update(
    # "[action] twice", "Put me in your Mana zone"
    {
        "{J} Resupply twice.": {
            "reaction": {"trigger": "enters_play", "effect": [{"action": "resupply", "times": 2}]}
        },
        "{H} Sabotage twice.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [{"action": "sabotage", "times": 2}],
            }
        },
        "{J} Put me in your Mana zone.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [{"action": "put", "to": "mana", "subject": "self"}],
            }
        },
    }
)

RULE_SENTENCES_EFFECTS.update(
    {
        "twice_chain": ("{J} Resupply twice.", "{H} Sabotage twice."),
        "put_me_in_mana": ("{J} Put me in your Mana zone.",),
    }
)

READINGS_EFFECTS.update(
    # "their owners' hands" (7.3.32)
    {
        "{H} Return up to two target Characters to their owners' hands.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "return",
                        "to": "hand",
                        "to_owner": True,
                        "subject": "target_character",
                        "up_to": 2,
                    }
                ],
            }
        }
    }
)

RULE_SENTENCES_EFFECTS.update(
    {"return_to_owners_hands": ("{H} Return up to two target Characters to their owners' hands.",)}
)
