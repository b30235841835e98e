# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences for the grammar's "can't and rules changed" section (issue 30):
"can't" texts, rules changed in the engine's words, a quick action gained under
a condition, counts in any player's zones, a targeted Expedition named by "it". Merged into
:data:`.sentences.READINGS` and :data:`.sentences.RULE_SENTENCES` at the end of that module,
so the reader test reads each, compares it with its reading and runs it on the engine."""

from __future__ import annotations

from typing import Any

_FACING = "The {J}, {H} and {R} triggers of Characters facing me don't activate"
_GAINED_QUICK = 'If I have 3 or more Sap counters, I gain "{T} : I gain 1 boost."'
_TARGETED = "Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in it, where X is the number of Characters you control."
_COUNTED_HAND = "Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in it, where X is the number of cards in target player's hand."

READINGS_STATICS3: dict[str, dict[str, Any]] = {
    "Your other Expedition and the Expedition facing it can't move forward.": {
        "passive": {"cant": "your other expedition and the expedition facing it can't move forward"}
    },
    "Cards in your opponent's Reserve can't gain counters.": {
        "passive": {"cant": "cards in your opponent's reserve can't gain counters"}
    },
    "Cards in play or in Reserve with counters can't gain counters.": {
        "passive": {"cant": "cards in play or in reserve with counters can't gain counters"}
    },
    "The {j}, {h} and {r} abilities of Characters facing me can't activate.": {
        "passive": {"cant": _FACING}
    },
    "If my Expedition is ahead, Defender Characters don't prevent it from moving forward.": {
        "passive": {
            "static": "defender characters don't prevent my expedition from moving forward",
            "if": "my expedition is ahead",
        }
    },
    "Defender Characters don't prevent my Expedition from moving forward.": {
        "passive": {"static": "defender characters don't prevent my expedition from moving forward"}
    },
    "Exhausted Characters in Reserve remain exhausted during Morning.": {
        "passive": {"static": "exhausted characters in reserve remain exhausted during morning"}
    },
    "You may keep one more card in Reserve during Night if it's exhausted.": {
        "passive": {
            "static": "you may keep one more card in reserve during night if it's exhausted"
        }
    },
    "During Morning, draw only one card. Then put the top card of your deck in your Mana zone instead of a card from your hand.": {
        "passive": {
            "static": "during morning, draw only one card. then put the top card of your deck in your mana zone instead of a card from your hand"
        }
    },
    "The Support abilities of cards in Reserve can give them two more counters than their maximum.": {
        "passive": {
            "static": "the support abilities of cards in reserve can give them two more counters than their maximum"
        }
    },
    "The Support abilities of cards in Reserve can give them counters beyond their maximum.": {
        "passive": {
            "static": "the support abilities of cards in reserve can give them counters beyond their maximum"
        }
    },
    "If an Expedition facing me is in {M}, it can't move forward during Dusk except due to {M}.": {
        "passive": {
            "static": "if an expedition facing me is in {m}, it can't move forward during dusk except due to {m}"
        }
    },
    _GAINED_QUICK: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            "if": "i have 3 or more sap counters",
        }
    },
    _TARGETED: {
        "effect": [
            {
                "action": "create",
                "token": "Ordis Recruit 1/1/1 Soldier",
                "amount": 1,
                "subject": "target_expedition",
                "per": "characters you control",
            }
        ]
    },
    _COUNTED_HAND: {
        "effect": [
            {
                "action": "create",
                "token": "Ordis Recruit 1/1/1 Soldier",
                "amount": 1,
                "subject": "target_expedition",
                "per": "card in target player's hand",
            }
        ]
    },
}

RULE_SENTENCES_STATICS3: dict[str, tuple[str, ...]] = {
    "cant_move_forward": (
        "Your other Expedition and the Expedition facing it can't move forward.",
    ),
    "your_other_expedition_who": (
        "Your other Expedition and the Expedition facing it can't move forward.",
    ),
    "expedition_facing_who": (
        "Your other Expedition and the Expedition facing it can't move forward.",
    ),
    "cant_gain_counters": (
        "Cards in your opponent's Reserve can't gain counters.",
        "Cards in play or in Reserve with counters can't gain counters.",
    ),
    "gs_with_counters": ("Cards in play or in Reserve with counters can't gain counters.",),
    "rule_words_it_expedition": (
        "If my Expedition is ahead, Defender Characters don't prevent it from moving forward.",
    ),
    "rule_words": (
        "Defender Characters don't prevent my Expedition from moving forward.",
        "Exhausted Characters in Reserve remain exhausted during Morning.",
        "You may keep one more card in Reserve during Night if it's exhausted.",
        "During Morning, draw only one card. Then put the top card of your deck in your Mana zone instead of a card from your hand.",
        "If an Expedition facing me is in {M}, it can't move forward during Dusk except due to {M}.",
    ),
    "support_beyond": (
        "The Support abilities of cards in Reserve can give them two more counters than their maximum.",
        "The Support abilities of cards in Reserve can give them counters beyond their maximum.",
    ),
    "if_i_gain_quick": (_GAINED_QUICK,),
    "granted_quick": (_GAINED_QUICK,),
    "target_an_expedition": (_TARGETED,),
    "it_place": (_TARGETED,),
    "counted_zone": (_COUNTED_HAND,),
}

BOARD_SENTENCES_STATICS3: tuple[str, ...] = (
    "Your other Expedition and the Expedition facing it can't move forward.",
    _GAINED_QUICK,
    _TARGETED,
)
"""The sentences played on boards in test_board_cant.py."""

_LASTING_TURN = "{J} Target Expedition can't move forward this turn."
_LASTING_PHASE = "{H} Expeditions can't move forward this Afternoon."
READINGS_STATICS3.update(
    {
        _LASTING_TURN: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "duration": "this turn",
                            "cant": "Expeditions can't move forward",
                        },
                        "subject": "target_expedition",
                    }
                ],
            }
        },
        _LASTING_PHASE: {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "duration": "this Afternoon",
                            "cant": "Expeditions can't move forward",
                        },
                    }
                ],
            }
        },
    }
)
RULE_SENTENCES_STATICS3.update(
    {
        "target_expedition_cant_move_for": (_LASTING_TURN,),
        "expeditions_cant_move_for": (_LASTING_PHASE,),
        "lasting": (_LASTING_TURN, _LASTING_PHASE),
    }
)

_YOUR_GROUP = "Your Characters have Defender."
READINGS_STATICS3.update(
    {
        _YOUR_GROUP: {
            "passive": {"grant": {"to": "characters you control", "keyword": "Defender"}}
        },
        "If you control a Landmark, your Boosted Plants are Tough 1.": {
            "passive": {
                "grant": {"to": "boosted plants you control", "keyword": "Tough 1"},
                "if": "you control a landmark",
            }
        },
        'Your Characters have: "{R} I gain 1 boost."': {
            "passive": {
                "grant": {
                    "to": "characters you play from reserve",
                    "abilities": [
                        {
                            "text": "{R} I gain 1 boost.",
                            "reaction": {
                                "trigger": "played_from_reserve",
                                "effect": [
                                    {"action": "give_boost", "amount": 1, "subject": "self"}
                                ],
                            },
                        }
                    ],
                }
            }
        },
    }
)
RULE_SENTENCES_STATICS3.update(
    {
        "your_group_keyword": (
            _YOUR_GROUP,
            "If you control a Landmark, your Boosted Plants are Tough 1.",
        ),
        "group_abilities": ('Your Characters have: "{R} I gain 1 boost."',),
    }
)
BOARD_SENTENCES_STATICS3 = (*BOARD_SENTENCES_STATICS3, _YOUR_GROUP)

_REDUCE_NEXT = "{J} Reduce the cost of the next Character you play this Afternoon by {1}."
READINGS_STATICS3[_REDUCE_NEXT] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "ongoing",
                "ongoing": {
                    "duration": "this Afternoon",
                    "next_played": {"card_type": "Character", "cost_change": -1},
                },
            }
        ],
    }
}
RULE_SENTENCES_STATICS3["next_cost_reduced"] = (_REDUCE_NEXT,)
BOARD_SENTENCES_STATICS3 = (*BOARD_SENTENCES_STATICS3, _REDUCE_NEXT)

_INSTEAD_RESERVE = "If I would be discarded, put me in Reserve instead."
READINGS_STATICS3[_INSTEAD_RESERVE] = {
    "passive": {"instead": {"action": "discard", "scope": "self", "instead_to": "reserve"}}
}
RULE_SENTENCES_STATICS3["instead_zone"] = (_INSTEAD_RESERVE,)
BOARD_SENTENCES_STATICS3 = (*BOARD_SENTENCES_STATICS3, _INSTEAD_RESERVE)
