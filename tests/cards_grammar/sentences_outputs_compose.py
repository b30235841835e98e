# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences of the "outputs that compose" block (issue 30; written for these tests
from CR 2.2.15.a, 5.1.2.f, 6.2.b, 6.5.d, 6.1.h and 1.2.5.c): a duration said first, as said
last; a cost alteration for a time of any group said with who plays it; a tax ("[X] unless
[player] pays {N}"); "it / they [X'] instead" on the objects of the step before. Those played
on boards are in ``test_board_outputs_compose.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

COST_THEIRS_DAY_FIRST = (
    "{J} Until the end of the Day, Characters your opponents play cost {1} more."
)
COST_THEIRS_TURN_LAST = "{J} Spells your opponents play cost {2} more this turn."
COST_MINE_AFTERNOON_FIRST = "{J} Until the end of the Afternoon, Spells you play cost {1} less."
COST_THEIRS_WITH_HAND_COST = (
    "{J} Characters your opponents play with Hand Cost {3} or more cost {1} more this Day."
)
YOUR_SPELLS_FIRST = "{J} This turn, your Spells cost {1} less."
EACH_OPPONENTS_FIRST = "{J} Until the end of the turn, each opponent's Spells cost {1} more."
KEYWORD_FIRST = "{J} Until the end of the Day, target Character gains Tough 1."
KEYWORD_FIRST_PLAIN = "{J} This Day, I gain Gigantic."
LOSE_KEYWORD_FIRST = "{J} Until the end of the turn, target Character loses Defender."
LOSE_SEASONED_FIRST = "{J} This Day, target Character loses Seasoned."
IGNORE_FIRST = "{J} This Day, ignore the abilities of target Character."
CONTROL_FIRST = "{J} Until end of turn, take control of target Character."
CANT_BE_FIRST = "{J} Until the end of the turn, target Character can't be exhausted."
CANT_GAIN_FIRST = "{J} This turn, target Character can't gain boosts."
LOSES_CANT_GAIN_FIRST = (
    "{J} Until the end of the turn, target Character loses and can't gain Anchored."
)
I_LOSE_CANT_GAIN_FIRST = "{J} Until the end of the turn, I lose and can't gain Anchored."
TAX_ITS_CONTROLLER = "{J} Send to Reserve target Character unless its controller pays {2}."
TAX_EXHAUST = (
    "{J} Exhaust target Character with Hand Cost {3} or less unless its controller pays {1}."
)
TAX_OPPONENT = "{J} Draw a card unless target opponent pays {1}."
TAX_FIRST = "{J} Unless each opponent pays {1}, I gain 2 boosts."
INSTEAD_THEY = "{J} Characters you control gain 1 boost. If you control three or more Characters, they gain 2 boosts instead."
INSTEAD_IT_AMOUNT = (
    "{J} Target Character gains 1 boost. If you control a Mage, it gains 2 boosts instead."
)
INSTEAD_UP_TO_THEY = "{J} Up to two target Characters gain 1 boost. If you control a Mage, they gain 2 boosts instead."
INSTEAD_OTHER_STEP = (
    "{J} Send target Character to Reserve. If you control a Mage, discard it instead."
)
COST_NO_PLAYER = "{J} Characters cost {1} more this turn."
TAX_SEVERAL = "{J} Send up to two target Characters to Reserve unless its controller pays {1}."
TAX_NO_OBJECT = "{J} Draw a card unless its controller pays {1}."
INSTEAD_NAMES_IT = "{J} Target Character gains 1 boost. If it's a Mage, it gains 2 boosts instead."
INSTEAD_OTHER_KIND = (
    "{J} Target Character gains 1 boost. If you control a Mage, it gains Anchored instead."
)
OTHERWISE_BOOSTS = "{J} If you control a Mage: I gain 2 boosts, otherwise 1 boost."
OTHERWISE_ONE_CARD = "{J} If you control a Mage, draw two cards, otherwise one."
OTHERWISE_UNLESS = "{J} Unless you control a Mage, I gain 3 boosts, otherwise 1."
OTHERWISE_ONE_TOKEN = "{J} If you control a Mage: Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition, otherwise one."
OTHERWISE_OTHER_NOUN = "{J} If you control a Mage, draw two cards, otherwise 1 boost."
INSTEAD_TOKEN_DISCARD = "{J} Send target Character to Reserve. If it's a token, discard it instead."
INSTEAD_NAMES_THEM = (
    "{J} Up to two target Characters gain 1 boost. If it's a Mage, they gain 2 boosts instead."
)
TARGET_GAINS_OR_LOSES = "{J} Target Character gains 1 boost or loses Fleeting."
HAVE_TARGET_GAIN_OR_LOSE = (
    "{J} Have target Character with Hand Cost {2} or less gain 2 boosts or lose Anchored."
)
READY_UP_TO_ORBS = "{J} Ready up to two Mana Orbs."
EXHAUST_AN_ORB = "{J} Exhaust a Mana Orb."
DISCARD_UP_TO_ORBS = "{J} Discard up to two Mana Orbs."
TARGET_ORB = "{J} Exhaust target Mana Orb."
OPPONENTS_CANT_TARGET_ME = "{J} Until the end of the Day, opponents can't target me."
OPPONENTS_CANT_TARGET_IT = "{J} Target Character you control switches Expeditions. Until the end of the turn, opponents can't target it."
YOUR_OPPONENTS_CANT_TARGET_LAST = "{J} Your opponents can't target me this Day."
OPPONENTS_CANT_TARGET_THEM = "{J} Up to two target Characters you control switch Expeditions. Until the end of the turn, opponents can't target them."

READINGS_OUTPUTS_COMPOSE: dict[str, dict[str, Any]] = {
    COST_THEIRS_DAY_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this Day",
                        "cost": {"change": 1, "applies_to": "characters your opponents play"},
                    },
                }
            ],
        }
    },
    COST_THEIRS_TURN_LAST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "cost": {"change": 2, "applies_to": "spells your opponents play"},
                    },
                }
            ],
        }
    },
    COST_MINE_AFTERNOON_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this Afternoon",
                        "cost": {"change": -1, "applies_to": "spells you play"},
                    },
                }
            ],
        }
    },
    COST_THEIRS_WITH_HAND_COST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this Day",
                        "cost": {
                            "change": 1,
                            "applies_to": "characters your opponents play with hand cost {3} or more",
                        },
                    },
                }
            ],
        }
    },
    YOUR_SPELLS_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "cost": {"change": -1, "applies_to": "spells you play"},
                    },
                }
            ],
        }
    },
    EACH_OPPONENTS_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {
                        "duration": "this turn",
                        "cost": {"change": 1, "applies_to": "spells your opponents play"},
                    },
                }
            ],
        }
    },
    KEYWORD_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this Day", "keyword": "Tough 1"},
                }
            ],
        }
    },
    KEYWORD_FIRST_PLAIN: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "self",
                    "ongoing": {"duration": "this Day", "keyword": "Gigantic"},
                }
            ],
        }
    },
    LOSE_KEYWORD_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this turn", "lose_keyword": "Defender"},
                }
            ],
        }
    },
    LOSE_SEASONED_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this Day", "lose_keyword": "Seasoned"},
                }
            ],
        }
    },
    IGNORE_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ignore",
                    "subject": "target_character",
                    "ongoing": {"duration": "this Day"},
                }
            ],
        }
    },
    CONTROL_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "take_control",
                    "subject": "target_character",
                    "to": "expedition",
                    "ongoing": {"duration": "this turn"},
                }
            ],
        }
    },
    CANT_BE_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this turn", "cant_be": ["exhaust"]},
                }
            ],
        }
    },
    CANT_GAIN_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this turn", "cant_be": ["gain_boosts"]},
                }
            ],
        }
    },
    LOSES_CANT_GAIN_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "lose_status",
                    "status": "Anchored",
                    "subject": "target_character",
                    "then": [
                        {
                            "action": "ongoing",
                            "subject": "it",
                            "ongoing": {"duration": "this turn", "cant_be": ["gain_anchored"]},
                        }
                    ],
                    "it_follows": True,
                }
            ],
        }
    },
    I_LOSE_CANT_GAIN_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "lose_status", "status": "Anchored", "subject": "self"},
                {
                    "action": "ongoing",
                    "subject": "self",
                    "ongoing": {"duration": "this turn", "cant_be": ["gain_anchored"]},
                },
            ],
        }
    },
    TAX_ITS_CONTROLLER: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "send", "to": "reserve", "subject": "target_character", "unless_paid": 2}
            ],
        }
    },
    TAX_EXHAUST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"hand_cost_max": 3},
                    "unless_paid": 1,
                }
            ],
        }
    },
    TAX_OPPONENT: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "pay_mana",
                    "subject": "target_opponent",
                    "amount": 1,
                    "may": True,
                    "if_not_done": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    TAX_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "pay_mana",
                    "subject": "opponent",
                    "amount": 1,
                    "may": True,
                    "if_not_done": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                }
            ],
        }
    },
    INSTEAD_THEY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "characters_you_control",
                    "if": "you control three or more characters",
                    "otherwise": [
                        {"action": "give_boost", "amount": 1, "subject": "characters_you_control"}
                    ],
                }
            ],
        }
    },
    INSTEAD_IT_AMOUNT: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "target_character",
                    "if": "you control a mage",
                    "otherwise": [
                        {"action": "give_boost", "amount": 1, "subject": "target_character"}
                    ],
                }
            ],
        }
    },
    # read since prec34: "it [another change] instead" on the first step's own object (6.2.b)
    INSTEAD_OTHER_KIND: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Anchored",
                    "subject": "target_character",
                    "if": "you control a mage",
                    "otherwise": [
                        {"action": "give_boost", "amount": 1, "subject": "target_character"}
                    ],
                }
            ],
        }
    },
    INSTEAD_UP_TO_THEY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "target_character",
                    "up_to": 2,
                    "if": "you control a mage",
                    "otherwise": [
                        {
                            "action": "give_boost",
                            "amount": 1,
                            "subject": "target_character",
                            "up_to": 2,
                        }
                    ],
                }
            ],
        }
    },
    INSTEAD_OTHER_STEP: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "target_character",
                    "if": "you control a mage",
                    "otherwise": [
                        {"action": "send", "to": "reserve", "subject": "target_character"}
                    ],
                }
            ],
        }
    },
    OTHERWISE_BOOSTS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 2,
                    "subject": "self",
                    "if": "you control a mage",
                    "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                }
            ],
        }
    },
    OTHERWISE_ONE_CARD: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 2,
                    "if": "you control a mage",
                    "otherwise": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    OTHERWISE_UNLESS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 3,
                    "subject": "self",
                    "if": "unless you control a mage",
                    "otherwise": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                }
            ],
        }
    },
    OTHERWISE_ONE_TOKEN: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "create",
                    "token": "Ordis Recruit 1/1/1 Soldier",
                    "amount": 2,
                    "subject": "my_expedition",
                    "if": "you control a mage",
                    "otherwise": [
                        {
                            "action": "create",
                            "token": "Ordis Recruit 1/1/1 Soldier",
                            "amount": 1,
                            "subject": "my_expedition",
                        }
                    ],
                }
            ],
        }
    },
    INSTEAD_NAMES_IT: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "chosen_instead": [
                        {
                            "action": "give_boost",
                            "amount": 2,
                            "subject": "it",
                            "if": "it's a mage",
                            "otherwise": [{"action": "give_boost", "amount": 1, "subject": "it"}],
                        }
                    ],
                }
            ],
        }
    },
    INSTEAD_TOKEN_DISCARD: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "subject": "target_character",
                    "chosen_instead": [
                        {
                            "action": "discard",
                            "subject": "it",
                            "if": "it's a token",
                            "otherwise": [{"action": "send", "to": "reserve", "subject": "it"}],
                        }
                    ],
                }
            ],
        }
    },
    TARGET_GAINS_OR_LOSES: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "target_character",
                    "chosen_instead": [
                        {
                            "action": "choose",
                            "modes": [
                                {
                                    "text": "It gains 1 boost",
                                    "effect": [
                                        {"action": "give_boost", "amount": 1, "subject": "it"}
                                    ],
                                },
                                {
                                    "text": "It loses Fleeting",
                                    "effect": [
                                        {
                                            "action": "lose_status",
                                            "status": "Fleeting",
                                            "subject": "it",
                                        }
                                    ],
                                },
                            ],
                            "choose": 1,
                        }
                    ],
                }
            ],
        }
    },
    READY_UP_TO_ORBS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "ready", "subject": "mana_orbs_you_choose", "amount": 2, "up_to": 2}
            ],
        }
    },
    EXHAUST_AN_ORB: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "exhaust", "subject": "mana_orbs_you_choose", "amount": 1}],
        }
    },
    DISCARD_UP_TO_ORBS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "discard", "subject": "mana_orbs_you_choose", "amount": 2, "up_to": 2}
            ],
        }
    },
    OPPONENTS_CANT_TARGET_ME: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "self",
                    "ongoing": {"duration": "this Day", "cant_be": ["target_by_opponent"]},
                }
            ],
        }
    },
    OPPONENTS_CANT_TARGET_IT: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "switch_expeditions",
                    "subject": "target_character",
                    "filter": {"controller": "you"},
                    "then": [
                        {
                            "action": "ongoing",
                            "subject": "it",
                            "ongoing": {"duration": "this turn", "cant_be": ["target_by_opponent"]},
                        }
                    ],
                }
            ],
        }
    },
    YOUR_OPPONENTS_CANT_TARGET_LAST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "self",
                    "ongoing": {"duration": "this Day", "cant_be": ["target_by_opponent"]},
                }
            ],
        }
    },
}

REFUSED_OUTPUTS_COMPOSE: dict[str, str] = {
    OPPONENTS_CANT_TARGET_THEM: "a 'can't' for a time on these objects is not read yet",
    # a Mana Orb in any player's Mana zone, targeted (3.2.9, 6.5.b)
    TARGET_ORB: "a Mana Orb targeted or described so is not read yet",
    # after 'have', printed with a cost the engine does not pay around such a choice yet
    HAVE_TARGET_GAIN_OR_LOSE: "a choice after this step is not read yet",
    COST_NO_PLAYER: "whose cards cost more or less for a time is not said",
    TAX_SEVERAL: "'its controller' names no one object the step acts on",
    TAX_NO_OBJECT: "'its controller' names no one object the step acts on",
    INSTEAD_NAMES_THEM: "'instead' under a condition on the object the step chooses",
    OTHERWISE_OTHER_NOUN: "'otherwise' with an amount alone names no amount of the step before it",
}

RULE_SENTENCES_OUTPUTS_COMPOSE: dict[str, tuple[str, ...]] = {
    "played_cost_for_a_time_first": (
        COST_THEIRS_DAY_FIRST,
        COST_MINE_AFTERNOON_FIRST,
    ),
    "played_cost_for_a_time": (
        COST_THEIRS_TURN_LAST,
        COST_THEIRS_WITH_HAND_COST,
        COST_NO_PLAYER,
    ),
    "your_cards_cost_for_a_time_first": (YOUR_SPELLS_FIRST,),
    "others_cards_cost_for_a_time_first": (EACH_OPPONENTS_FIRST,),
    "gain_keyword_for_a_time_first": (
        KEYWORD_FIRST,
        KEYWORD_FIRST_PLAIN,
    ),
    "lose_keyword_for_a_time_first": (
        LOSE_KEYWORD_FIRST,
        LOSE_SEASONED_FIRST,
    ),
    "ignore_abilities_first": (IGNORE_FIRST,),
    "take_control_for_a_time_first": (CONTROL_FIRST,),
    "object_cant_be_for_first": (CANT_BE_FIRST,),
    "object_cant_gain_for_first": (CANT_GAIN_FIRST,),
    "object_loses_cant_gain_for_first": (LOSES_CANT_GAIN_FIRST,),
    "lose_cant_gain_for_first": (I_LOSE_CANT_GAIN_FIRST,),
    "unless_player_pays": (
        TAX_ITS_CONTROLLER,
        TAX_EXHAUST,
        TAX_OPPONENT,
        TAX_SEVERAL,
        TAX_NO_OBJECT,
    ),
    "unless_player_pays_first": (TAX_FIRST,),
    "if_instead_clause": (
        INSTEAD_THEY,
        INSTEAD_IT_AMOUNT,
        INSTEAD_UP_TO_THEY,
        INSTEAD_OTHER_STEP,
        INSTEAD_NAMES_IT,
        INSTEAD_TOKEN_DISCARD,
        INSTEAD_NAMES_THEM,
        INSTEAD_OTHER_KIND,
    ),
    "elided_amount": (
        OTHERWISE_BOOSTS,
        OTHERWISE_ONE_CARD,
        OTHERWISE_UNLESS,
    ),
    "otherwise_amount_tail": (OTHERWISE_BOOSTS, OTHERWISE_ONE_TOKEN),
    "if_otherwise_amount": (OTHERWISE_ONE_CARD, OTHERWISE_OTHER_NOUN),
    "unless_otherwise_amount": (OTHERWISE_UNLESS,),
    "or_verb_chain": (TARGET_GAINS_OR_LOSES, HAVE_TARGET_GAIN_OR_LOSE),
    "ready": (READY_UP_TO_ORBS,),
    "exhaust": (EXHAUST_AN_ORB, TARGET_ORB),
    "discard": (DISCARD_UP_TO_ORBS,),
    "opponents_cant_target_for": (YOUR_OPPONENTS_CANT_TARGET_LAST,),
    "opponents_cant_target_for_first": (
        OPPONENTS_CANT_TARGET_ME,
        OPPONENTS_CANT_TARGET_IT,
        OPPONENTS_CANT_TARGET_THEM,
    ),
}

BOARD_SENTENCES_OUTPUTS_COMPOSE: tuple[str, ...] = (
    COST_THEIRS_DAY_FIRST,
    KEYWORD_FIRST,
    TAX_ITS_CONTROLLER,
    TAX_OPPONENT,
    INSTEAD_THEY,
    INSTEAD_OTHER_STEP,
    OTHERWISE_ONE_CARD,
    INSTEAD_NAMES_IT,
    INSTEAD_TOKEN_DISCARD,
    TARGET_GAINS_OR_LOSES,
    READY_UP_TO_ORBS,
    OPPONENTS_CANT_TARGET_ME,
)
