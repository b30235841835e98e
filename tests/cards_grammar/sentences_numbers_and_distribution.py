"""Printed sentences of the grammar's "numbers and distribution" section (issue 30):
their readings, the rules each exercises, and those played on a board
(``test_board_numbers_and_distribution.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

_ANY = "{J} You may discard any number of cards from your Reserve to draw that many cards."
_THAT_MANY = "{J} Discard any number of cards from your Reserve. Draw that many."
_SACRIFICED = "{H} Sacrifice any number of Characters, then draw that many cards."
_AUGMENT = "{J} Augment any number of target cards in play or in Reserve."
_SAP = "{T}, Spend 3 of my Sap counters: Distribute 3 boosts among any Characters in Reserve."
_ARCANE = "{J} Distribute 2 Arcane counters among Characters you control."
_THREE = "{J} Distribute three boosts among Characters you control."
_RECRUITS = (
    "Create four [Ordis Recruit 1/1/1] Soldier tokens, distributed as you choose among any "
    "number of target Expeditions."
)
_MOTHS = (
    "{J} Create two [MANA_MOTH] tokens, distributed as you choose among any number of target "
    "Expeditions."
)
_TWO = "Target two Characters in play or in Reserve and exchange their boosts. Then, draw a card."
_OF_TWO = "Exchange the boosts of two target Characters."
_BETWEEN = "{J} Exchange the boosts of target Character and a Character you control."
_GIGANTIC = "I am Gigantic and Tough 1."
_HAVE = "I have Defender, Gigantic and Tough 2."
_TARGET_KW = "{J} Target Character gains Defender and Tough 1 this turn."
_MY_KW = "{J} I gain Tough 2 and Defender this Day."
_STATUSES = "{J} Characters you control gain Anchored and Asleep."
_OTHERWISE = "{J} If I'm Boosted, draw a card. Resupply. Otherwise, Sabotage."
_OTHERWISE3 = (
    "{J} If you control a Plant, target Character gains 1 boost. Draw a card. Then, "
    "Resupply. Otherwise, Sabotage."
)
_IF_DO = "{J} You may Resupply. If you do, draw a card. Otherwise, Sabotage."
_IF_DO2 = "{J} You may Sabotage. If you do, draw a card. I gain 1 boost. Otherwise, Resupply."

_DRAW_IT = "{J} Reveal the top card of your deck. If it's a Spell, draw it. Otherwise, discard it."
_DRAW_IT_IF = (
    "At Noon — If I'm Boosted, reveal the top card of your deck. If it's a Spell, draw it. "
    "Otherwise, discard it."
)
_COLON_OTHERWISE = "{J} If you control a Plant: Draw a card. Resupply. Otherwise, Sabotage."

READINGS_GRAM_FX: dict[str, dict[str, Any]] = {
    "{J} You may discard any number of cards from your Reserve to draw that many cards.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_reserve",
                    "any_number": True,
                    "to_pay": True,
                    "then": [{"action": "draw", "amount": 1, "per": "that many"}],
                }
            ],
        }
    },
    "{J} Discard any number of cards from your Reserve. Draw that many.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_reserve",
                    "any_number": True,
                    "then": [{"action": "draw", "amount": 1, "per": "that many"}],
                }
            ],
        }
    },
    "{H} Sacrifice any number of Characters, then draw that many cards.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "any_number": True,
                    "then": [{"action": "draw", "amount": 1, "per": "that many"}],
                }
            ],
        }
    },
    "{J} Augment any number of target cards in play or in Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "augment",
                    "subject": "target_card_in_play_or_reserve",
                    "any_number": True,
                }
            ],
        }
    },
    "{T}, Spend 3 of my Sap counters: Distribute 3 boosts among any Characters in Reserve.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True, "spend": 3, "counter": "Sap"},
            "effect": [
                {
                    "action": "give_boost",
                    "times": 3,
                    "subject": "a_card_in_reserve",
                    "filter": {"types": ["Character"]},
                }
            ],
        }
    },
    "{J} Distribute 2 Arcane counters among Characters you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_counters",
                    "amount": 1,
                    "counter": "Arcane",
                    "times": 2,
                    "subject": "a_character_you_control",
                }
            ],
        }
    },
    "{J} Distribute three boosts among Characters you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "give_boost", "times": 3, "subject": "a_character_you_control"}],
        }
    },
    _RECRUITS: {
        "effect": [
            {
                "action": "create",
                "token": "Ordis Recruit 1/1/1 Soldier",
                "amount": 4,
                "subject": "target_expeditions_distributed",
            }
        ]
    },
    _MOTHS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "create",
                    "token": "Mana Moth 2/2/2 Illusion",
                    "amount": 2,
                    "subject": "target_expeditions_distributed",
                }
            ],
        }
    },
    "Target two Characters in play or in Reserve and exchange their boosts. Then, draw a card.": {
        "effect": [
            {
                "action": "exchange_boosts",
                "subject": "target_card_in_play_or_reserve",
                "filter": {"types": ["Character"]},
                "targets": 2,
            },
            {"action": "draw", "amount": 1},
        ]
    },
    "Exchange the boosts of two target Characters.": {
        "effect": [{"action": "exchange_boosts", "subject": "target_character", "targets": 2}]
    },
    "{J} Exchange the boosts of target Character and a Character you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exchange_boosts",
                    "subject": "target_character",
                    "with": "a_character_you_control",
                }
            ],
        }
    },
    "I am Gigantic and Tough 1.": {"keywords": ["Gigantic", "Tough 1"]},
    "I have Defender, Gigantic and Tough 2.": {"keywords": ["Defender", "Gigantic", "Tough 2"]},
    "{J} Target Character gains Defender and Tough 1 this turn.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this turn", "keyword": "Defender"},
                    "then": [
                        {
                            "action": "ongoing",
                            "subject": "it",
                            "ongoing": {"duration": "this turn", "keyword": "Tough 1"},
                        }
                    ],
                }
            ],
        }
    },
    "{J} I gain Tough 2 and Defender this Day.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "self",
                    "ongoing": {"duration": "this Day", "keyword": "Tough 2"},
                },
                {
                    "action": "ongoing",
                    "subject": "self",
                    "ongoing": {"duration": "this Day", "keyword": "Defender"},
                },
            ],
        }
    },
    "{J} Characters you control gain Anchored and Asleep.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Anchored",
                    "subject": "characters_you_control",
                },
                {"action": "gain_status", "status": "Asleep", "subject": "characters_you_control"},
            ],
        }
    },
    "{J} If I'm Boosted, draw a card. Resupply. Otherwise, Sabotage.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "i'm boosted",
                    "also": [{"action": "resupply"}],
                    "otherwise": [{"action": "sabotage"}],
                }
            ],
        }
    },
    _OTHERWISE3: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "if": "you control a plant",
                    "also": [{"action": "draw", "amount": 1}, {"action": "resupply"}],
                    "otherwise": [{"action": "sabotage"}],
                }
            ],
        }
    },
    "{J} You may Resupply. If you do, draw a card. Otherwise, Sabotage.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "resupply",
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                    "if_not_done": [{"action": "sabotage"}],
                }
            ],
        }
    },
    "{J} You may Sabotage. If you do, draw a card. I gain 1 boost. Otherwise, Resupply.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sabotage",
                    "may": True,
                    "then": [
                        {"action": "draw", "amount": 1},
                        {"action": "give_boost", "amount": 1, "subject": "self"},
                    ],
                    "if_not_done": [{"action": "resupply"}],
                }
            ],
        }
    },
    _DRAW_IT: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "reveal",
                    "subject": "top_cards_of_your_deck",
                    "amount": 1,
                    "then": [
                        {
                            "action": "draw",
                            "amount": 1,
                            "if": "it's a spell",
                            "otherwise": [{"action": "discard", "subject": "it"}],
                        }
                    ],
                }
            ],
        }
    },
    _DRAW_IT_IF: {
        "reaction": {
            "trigger": "at_noon",
            "effect": [
                {
                    "action": "reveal",
                    "subject": "top_cards_of_your_deck",
                    "amount": 1,
                    "if": "i'm boosted",
                    "then": [
                        {
                            "action": "draw",
                            "amount": 1,
                            "if": "it's a spell",
                            "otherwise": [{"action": "discard", "subject": "it"}],
                        }
                    ],
                }
            ],
        }
    },
    "{J} Sacrifice any number of Permanents. Draw that many cards.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_or_permanent_you_control",
                    "filter": {"types": ["Permanent"]},
                    "any_number": True,
                    "then": [{"action": "draw", "amount": 1, "per": "that many"}],
                }
            ],
        }
    },
    "{J} Discard any number of cards from your hand. I gain that many boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_hand",
                    "any_number": True,
                    "then": [
                        {"action": "give_boost", "amount": 1, "subject": "self", "per": "that many"}
                    ],
                }
            ],
        }
    },
    "{J} Unless you control a Plant, draw a card. Resupply. Otherwise, Sabotage.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "unless you control a plant",
                    "also": [{"action": "resupply"}],
                    "otherwise": [{"action": "sabotage"}],
                }
            ],
        }
    },
    "{J} Characters you control gain Defender and Tough 1 this turn.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "characters_you_control",
                    "ongoing": {"duration": "this turn", "keyword": "Defender"},
                },
                {
                    "action": "ongoing",
                    "subject": "characters_you_control",
                    "ongoing": {"duration": "this turn", "keyword": "Tough 1"},
                },
            ],
        }
    },
    _COLON_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "you control a plant",
                    "otherwise": [{"action": "sabotage"}],
                    "also": [{"action": "resupply"}],
                }
            ],
        }
    },
    "{J} Distribute four boosts among your Characters.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "give_boost", "times": 4, "subject": "a_character_you_control"}],
        }
    },
    "{J} Distribute 2 Sap counters among your Boosted Characters.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_counters",
                    "amount": 1,
                    "counter": "Sap",
                    "times": 2,
                    "subject": "a_character_you_control",
                    "filter": {"statuses": ["Boosted"]},
                }
            ],
        }
    },
    "{J} Sacrifice any number of Characters to draw that many cards.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "any_number": True,
                    "then": [{"action": "draw", "amount": 1, "per": "that many"}],
                }
            ],
        }
    },
    "{H} Discard any number of cards from your hand to draw that many cards.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_hand",
                    "any_number": True,
                    "then": [{"action": "draw", "amount": 1, "per": "that many"}],
                }
            ],
        }
    },
    "Gigantic and Tough 1.": {"keywords": ["Gigantic", "Tough 1"]},
    "Defender, Eternal and Tough 2.": {"keywords": ["Defender", "Eternal", "Tough 2"]},
    "If I'm Boosted, I am Gigantic and Tough 1.": {
        "passive": {"keyword": "Gigantic", "if": "i'm boosted"},
        "_more": [
            {
                "text": "If I'm Boosted, I am Gigantic and Tough 1.",
                "passive": {"keyword": "Tough 1", "if": "i'm boosted"},
            }
        ],
    },
    "Characters you control are Defender and Tough 1.": {
        "passive": {"grant": {"to": "characters you control", "keyword": "Defender"}},
        "_more": [
            {
                "text": "Characters you control are Defender and Tough 1.",
                "passive": {"grant": {"to": "characters you control", "keyword": "Tough 1"}},
            }
        ],
    },
    "I am Defender and Tough 1 as long as I'm Boosted.": {
        "passive": {"keyword": "Defender", "if": "i'm boosted"},
        "_more": [
            {
                "text": "I am Defender and Tough 1 as long as I'm Boosted.",
                "passive": {"keyword": "Tough 1", "if": "i'm boosted"},
            }
        ],
    },
    "All Elementals have Gigantic and Defender.": {
        "passive": {"grant": {"to": "all Elementals", "keyword": "Gigantic"}},
        "_more": [
            {
                "text": "All Elementals have Gigantic and Defender.",
                "passive": {"grant": {"to": "all Elementals", "keyword": "Defender"}},
            }
        ],
    },
    "Your Boosted Characters have Defender and Tough 1.": {
        "passive": {"grant": {"to": "boosted characters you control", "keyword": "Defender"}},
        "_more": [
            {
                "text": "Your Boosted Characters have Defender and Tough 1.",
                "passive": {
                    "grant": {"to": "boosted characters you control", "keyword": "Tough 1"}
                },
            }
        ],
    },
    "{J} Return any number of target Characters to their owners' hands.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "target_character",
                    "any_number": True,
                }
            ],
        }
    },
    "{J} Exhaust any number of target Characters.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "exhaust", "subject": "target_character", "any_number": True}],
        }
    },
}

RULE_SENTENCES_GRAM_FX: dict[str, tuple[str, ...]] = {
    "any_number_object": (
        _ANY,
        _THAT_MANY,
        _SACRIFICED,
        "{J} Sacrifice any number of Permanents. Draw that many cards.",
        "{J} Discard any number of cards from your hand. I gain that many boosts.",
    ),
    "any_number_targets": (
        _AUGMENT,
        "{J} Return any number of target Characters to their owners' hands.",
        "{J} Exhaust any number of target Characters.",
    ),
    "that_many_number": (_ANY, _SACRIFICED),
    "draw_that_many": (_THAT_MANY,),
    "distribute_boosts": (_SAP, _THREE),
    "distribute_counters": (_ARCANE,),
    "among_any": (_SAP, _ARCANE, _THREE),
    "among_yours": (
        "{J} Distribute four boosts among your Characters.",
        "{J} Distribute 2 Sap counters among your Boosted Characters.",
    ),
    "to_clause": (
        "{J} Sacrifice any number of Characters to draw that many cards.",
        "{H} Discard any number of cards from your hand to draw that many cards.",
    ),
    "keyword_and_line": ("Gigantic and Tough 1.", "Defender, Eternal and Tough 2."),
    "group_keywords": ("Characters you control are Defender and Tough 1.",),
    "your_group_keywords": ("Your Boosted Characters have Defender and Tough 1.",),
    "all_keywords": ("All Elementals have Gigantic and Defender.",),
    "my_keywords": (
        _GIGANTIC,
        _HAVE,
        "If I'm Boosted, I am Gigantic and Tough 1.",
        "I am Defender and Tough 1 as long as I'm Boosted.",
    ),
    "create_distributed": (_RECRUITS,),
    "create_named_distributed": (_MOTHS,),
    "exchange_boosts_of_two": (_TWO, _OF_TWO),
    "exchange_boosts_between": (_BETWEEN,),
    "keyword_and_list": (_GIGANTIC, _HAVE),
    "gain_keywords_for_a_time": (
        _TARGET_KW,
        _MY_KW,
        "{J} Characters you control gain Defender and Tough 1 this turn.",
    ),
    "gained_keywords": (_TARGET_KW, _MY_KW),
    "gain_statuses": (_STATUSES,),
    "draw_it": (_DRAW_IT, _DRAW_IT_IF),
    "otherwise_clause": (
        _COLON_OTHERWISE,
        "{J} Unless you control a Plant, draw a card. Resupply. Otherwise, Sabotage.",
        _DRAW_IT_IF,
        _OTHERWISE,
        _OTHERWISE3,
        _IF_DO,
        _IF_DO2,
    ),
}

PLAYED_GRAM_FX: tuple[str, ...] = tuple(
    sorted(t for t in READINGS_GRAM_FX if t.startswith(("{J}", "{H}")))
)
"""The section's {J}/{H} sentences, each played on a board
(``test_board_numbers_and_distribution.py``)."""

BOARD_SENTENCES_GRAM_FX: tuple[str, ...] = (
    *PLAYED_GRAM_FX,
    # the statics played on boards in test_board_numbers_and_distribution.py (2.3.2.f, 2.3.1.a, 7.4)
    "I am Defender and Tough 1 as long as I'm Boosted.",
    "Characters you control are Defender and Tough 1.",
    "I have Defender, Gigantic and Tough 2.",
)
"""The section's sentences played on boards: the {J}/{H} ones and the statics above."""
