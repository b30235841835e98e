"""Printed sentences of the grammar's "costs and choosers" section (issue 30):
their readings, the rules each exercises, and those played on a board
(``test_board_costs_and_choosers.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

_SABOTAGES = "{J} Target opponent sabotages."
_YOUR_OPPONENT = "{J} Your opponent sabotages."

_EXCHANGE = "{J} Exchange target Character you control with a Character in your Reserve."
_EXCHANGE_ME = "{J} Exchange me with a card from your hand."
_EXCHANGE_TARGET_LAST = "{J} Exchange a card from your hand with target Character."

_TAP = "{J} You may exhaust me ({T}) to give target Character 1 boost."
_PARTS = "{J} I gain 2 boosts. You may exhaust me and spend 2 of my boosts to draw a card."
_PARTS_TAP = (
    "{J} You may exhaust me ({T}) and spend 3 of my Arcane counters to create a "
    "[Mana Moth 2/2/2] Illusion token in target Expedition."
)

_QUICK_AND = "{T}, Discard a card from your Reserve and sacrifice a Character: Draw a card."

_THEN_MAY = "{J} Draw a card. Then, you may discard me to draw a card."

_DISTRIBUTE = "{J} Distribute 3 boosts among up to two target Characters."
_DISTRIBUTE_TWO = "{J} Distribute 2 Kelon counters among two target Characters you control."
_DISTRIBUTE_ANY = "{J} Distribute 3 boosts among any number of target Characters."

_MOVE = "{J} Move a boost from a Character you control to another."
_MOVE_TARGET = "{J} Move a Kelon counter from me to target Character."

_MARKER = "{J} Move target Terrain Marker to target region."

_MILL = "{J} Discard the top two cards of your deck."

_FIRST_TURN = "The first Character you play each turn gains 1 boost."
_FIRST_DAY = "The first card you play each Day gains 2 boosts."
_GAIN_OR_LOSE = "{J} I gain 2 boosts or lose Asleep."
_SEND_THEM = "{J} Characters you control gain 1 boost, then send them all to Reserve."
_DOUBLE_NUMBER = "{J} Double the number of Kelon counters on each Character you control."

_THIS_WAY = "{J} Resupply. If you put a Character in Reserve this way, you may put it in your hand."
_THIS_WAY_SPELL = "Resupply. If you put a Plant in Reserve this way, exhaust it."

_DEPENDING = (
    "{J} Remove all boosts from Characters you control. Then, depending on the number of "
    "boosts removed this way: \u2022 1-2: Draw a card. \u2022 3+: I gain 3 boosts."
)

_PLAY_LESS = (
    "Resupply. If you put a Character in Reserve this way, you may immediately play it for {2} "
    "less."
)
_THEN_PUT = (
    "Resupply. If you put a Character in Reserve this way, you may then put it in your hand."
)

_IF_DO = "{J} I gain 2 boosts. You may exhaust me and spend 2 of my boosts. If you do, draw a card."

_OPPONENT_SABOTAGE = {"action": "sabotage", "subject": "target_reserve_card", "opponent_does": True}

READINGS_GFX5: dict[str, dict[str, Any]] = {
    _SABOTAGES: {"reaction": {"trigger": "enters_play", "effect": [_OPPONENT_SABOTAGE]}},
    _YOUR_OPPONENT: {"reaction": {"trigger": "enters_play", "effect": [_OPPONENT_SABOTAGE]}},
    _EXCHANGE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exchange",
                    "subject": "target_character",
                    "filter": {"controller": "you"},
                    "with": "a_card_from_your_reserve",
                    "with_filter": {"types": ["Character"]},
                }
            ],
        }
    },
    _EXCHANGE_ME: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "exchange", "subject": "self", "with": "a_card_from_your_hand"}],
        }
    },
    _EXCHANGE_TARGET_LAST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exchange",
                    "subject": "target_character",
                    "with": "a_card_from_your_hand",
                }
            ],
        }
    },
    _TAP: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "self",
                    "may": True,
                    "to_pay": True,
                    "then": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
                }
            ],
        }
    },
    _PARTS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "give_boost", "amount": 2, "subject": "self"},
                {
                    "action": "exhaust",
                    "subject": "self",
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                    "cost_with": [{"action": "spend_counters", "amount": 2, "counter": "boost"}],
                },
            ],
        }
    },
    _PARTS_TAP: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "self",
                    "may": True,
                    "then": [
                        {
                            "action": "create",
                            "token": "Mana Moth 2/2/2 Illusion",
                            "amount": 1,
                            "subject": "target_expedition",
                        }
                    ],
                    "cost_with": [{"action": "spend_counters", "amount": 3, "counter": "Arcane"}],
                }
            ],
        }
    },
    _QUICK_AND: {
        "quick_action": {
            "cost": {
                "mana": 0,
                "exhaust_me": True,
                "steps": [
                    {"action": "discard", "subject": "a_card_from_your_reserve"},
                    {"action": "sacrifice", "subject": "a_character_you_control"},
                ],
            },
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _THEN_MAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "amount": 1},
                {
                    "action": "discard",
                    "subject": "self",
                    "may": True,
                    "to_pay": True,
                    "then": [{"action": "draw", "amount": 1}],
                },
            ],
        }
    },
    _DISTRIBUTE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 3,
                    "subject": "target_character",
                    "up_to": 2,
                    "distribute": True,
                }
            ],
        }
    },
    _DISTRIBUTE_TWO: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_counters",
                    "amount": 2,
                    "counter": "Kelon",
                    "subject": "target_character",
                    "filter": {"controller": "you"},
                    "targets": 2,
                    "distribute": True,
                }
            ],
        }
    },
    _DISTRIBUTE_ANY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 3,
                    "subject": "target_character",
                    "any_number": True,
                    "distribute": True,
                }
            ],
        }
    },
    _MOVE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "remove_counters",
                    "amount": 1,
                    "counter": "boost",
                    "subject": "a_character_you_control",
                    "removed_outcomes": [
                        {
                            "low": 1,
                            "high": 1,
                            "effect": [
                                {
                                    "action": "give_boost",
                                    "amount": 1,
                                    "subject": "a_character_you_control",
                                    "filter": {"other_than_it": True},
                                }
                            ],
                        }
                    ],
                }
            ],
        }
    },
    _MOVE_TARGET: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "remove_counters",
                    "amount": 1,
                    "counter": "Kelon",
                    "subject": "self",
                    "removed_outcomes": [
                        {
                            "low": 1,
                            "high": 1,
                            "effect": [
                                {
                                    "action": "gain_counters",
                                    "counter": "Kelon",
                                    "amount": 1,
                                    "subject": "target_character",
                                }
                            ],
                        }
                    ],
                }
            ],
        }
    },
    _MARKER: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "move_terrain_marker",
                    "subject": "target_terrain_marker",
                    "region": "target_region",
                }
            ],
        }
    },
    _MILL: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "discard", "subject": "top_cards_of_your_deck", "amount": 2}],
        }
    },
    _FIRST_TURN: {"passive": {"played_gains": {"amount": 1, "first_each": "turn"}}},
    _GAIN_OR_LOSE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "choose",
                    "modes": [
                        {
                            "text": "I gain 2 boosts",
                            "effect": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                        },
                        {
                            "text": "I lose Asleep",
                            "effect": [
                                {"action": "lose_status", "status": "Asleep", "subject": "self"}
                            ],
                        },
                    ],
                    "choose": 1,
                }
            ],
        }
    },
    _SEND_THEM: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "give_boost", "amount": 1, "subject": "characters_you_control"},
                {"action": "send", "to": "reserve", "subject": "characters_you_control"},
            ],
        }
    },
    _DOUBLE_NUMBER: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "double_counters",
                    "counter": "Kelon",
                    "subject": "characters_you_control",
                }
            ],
        }
    },
    _FIRST_DAY: {
        "passive": {"played_gains": {"amount": 2, "first_each": "day", "card_type": "card"}}
    },
    _THIS_WAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "resupply",
                    "then": [
                        {
                            "action": "put",
                            "to": "hand",
                            "subject": "it",
                            "may": True,
                            "if": "it's a character",
                        }
                    ],
                }
            ],
        }
    },
    _THIS_WAY_SPELL: {
        "effect": [
            {
                "action": "resupply",
                "then": [{"action": "exhaust", "subject": "it", "if": "it's a plant"}],
            }
        ]
    },
    _DEPENDING: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "remove_counters",
                    "counter": "boost",
                    "all_counters": True,
                    "subject": "characters_you_control",
                    "removed_outcomes": [
                        {"low": 1, "high": 2, "effect": [{"action": "draw", "amount": 1}]},
                        {
                            "low": 3,
                            "effect": [{"action": "give_boost", "amount": 3, "subject": "self"}],
                        },
                    ],
                }
            ],
        }
    },
    _PLAY_LESS: {
        "effect": [
            {
                "action": "resupply",
                "then": [
                    {
                        "action": "play",
                        "subject": "it",
                        "cost_change": -2,
                        "may": True,
                        "if": "it's a character",
                    }
                ],
            }
        ]
    },
    _THEN_PUT: {
        "effect": [
            {
                "action": "resupply",
                "then": [
                    {
                        "action": "put",
                        "to": "hand",
                        "subject": "it",
                        "may": True,
                        "if": "it's a character",
                    }
                ],
            }
        ]
    },
    _IF_DO: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "give_boost", "amount": 2, "subject": "self"},
                {
                    "action": "exhaust",
                    "subject": "self",
                    "may": True,
                    "cost_with": [{"action": "spend_counters", "amount": 2, "counter": "boost"}],
                    "said_if_you_do": True,  # no "to": Z depends on X and Y (6.5.f), cite14
                    "then": [{"action": "draw", "amount": 1}],
                },
            ],
        }
    },
}

RULE_SENTENCES_GFX5: dict[str, tuple[str, ...]] = {
    "player_sabotages": (_SABOTAGES, _YOUR_OPPONENT),
    "exchange_objects": (_EXCHANGE_ME,),
    "exchange": (_EXCHANGE, _EXCHANGE_TARGET_LAST),
    "with_object": (_EXCHANGE,),
    "with_target": (_EXCHANGE_TARGET_LAST,),
    "exhaust_me_tap": (_TAP, _PARTS_TAP),
    "if_you_do": (_IF_DO,),
    "quick_action_and": (_QUICK_AND,),
    "then_may_to_clause": (_THEN_MAY,),
    "among_up_to_targets": (_DISTRIBUTE,),
    "among_targets": (_DISTRIBUTE_TWO,),
    "among_any_number_of_targets": (_DISTRIBUTE_ANY,),
    "move_counters": (_MOVE, _MOVE_TARGET),
    "moved_to_another": (_MOVE,),
    "moved_to_object": (_MOVE_TARGET,),
    "move_target_terrain_marker": (_MARKER,),
    "discard_top_of_deck": (_MILL,),
    "nth_played_gains": (_FIRST_TURN, _FIRST_DAY),
    "double_counters": (_DOUBLE_NUMBER,),
    "or_verb_chain": (_GAIN_OR_LOSE,),
    "then_send_them_all": (_SEND_THEM,),
    "if_put_kind_in_reserve_this_way": (_THIS_WAY_SPELL,),
    "if_put_kind_in_reserve_this_way_may": (_THIS_WAY, _PLAY_LESS, _THEN_PUT),
    "play_it_for_less": (_PLAY_LESS,),
    "depending_on_removed": (_DEPENDING,),
    "removed_range": (_DEPENDING,),
}

PLAYED_GFX5: tuple[str, ...] = tuple(
    sorted(t for t in READINGS_GFX5 if t.startswith(("{J}", "{H}")))
)
"""The section's {J}/{H} sentences, each played on a board
(``test_board_costs_and_choosers.py``)."""

BOARD_SENTENCES_GFX5: tuple[str, ...] = (*PLAYED_GFX5, _QUICK_AND, _FIRST_TURN, _FIRST_DAY)
