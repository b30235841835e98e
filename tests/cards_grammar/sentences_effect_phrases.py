"""Printed sentences of the grammar's "effects, round 2 (session 3)" section (issue 30):
their readings, the rules each exercises, and those played on a
board (``test_board_effect_phrases.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

READINGS_EFFECTS2: dict[str, dict[str, Any]] = {
    "{J} Target Character gains Fleeting, Anchored or Asleep.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Fleeting",
                    "status_choices": ["Fleeting", "Anchored", "Asleep"],
                    "subject": "target_character",
                }
            ],
        }
    },
    "{J} Sabotage. If you discarded a card this way, its owner Exhausted Resupplies.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sabotage",
                    "then": [{"action": "exhausted_resupply", "subject": "its_owner"}],
                }
            ],
        }
    },
    "{H} Resupply. If you put a card in Reserve this way, draw a card.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [{"action": "resupply", "then": [{"action": "draw", "amount": 1}]}],
        }
    },
    "Do the following X+1 times, where X is my number of Arcane counters: "
    "• Target Character gains 1 boost.": {
        "effect": [
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "target_character",
                "times": 1,
                "x_is": "my number of arcane counters",
            }
        ]
    },
    "Choose X+1, where X is my number of Arcane counters. You may pick the same option "
    "multiple times: • Draw a card. • Sabotage.": {
        "effect": [
            {
                "action": "choose",
                "modes": [
                    {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                    {"text": "Sabotage.", "effect": [{"action": "sabotage"}]},
                ],
                "choose": 1,
                "x_is": "my number of arcane counters",
                "repeat_modes": True,
            }
        ]
    },
    "Choose X+2, where X is my number of boosts: • Draw a card. • Resupply.": {
        "effect": [
            {
                "action": "choose",
                "modes": [
                    {"text": "Draw a card.", "effect": [{"action": "draw", "amount": 1}]},
                    {"text": "Resupply.", "effect": [{"action": "resupply"}]},
                ],
                "choose": 2,
                "x_is": "my number of boosts",
            }
        ]
    },
    "Roll a die. Target Character gains X boosts, where X is the result.": {
        "effect": [
            {
                "action": "roll_die",
                "outcomes": [
                    {
                        "low": n,
                        "high": n,
                        "effect": [
                            {"action": "give_boost", "amount": n, "subject": "target_character"}
                        ],
                    }
                    for n in range(1, 7)
                ],
            }
        ]
    },
    "Roll a die. Send target Character to the Xth position of its owner's deck, where X is "
    "the result.": {
        "effect": [
            {
                "action": "roll_die",
                "outcomes": [
                    {
                        "low": n,
                        "high": n,
                        "effect": [
                            {
                                "action": "send",
                                "to": "deck",
                                "position": "top" if n == 1 else n,
                                "to_owner": True,
                                "subject": "target_character",
                            }
                        ],
                    }
                    for n in range(1, 7)
                ],
            }
        ]
    },
    "{H} Target a Character you control, then roll a die. On a: • 4+, it gains 2 boosts. "
    "• 1-3, I gain 1 boost.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "roll_die",
                    "subject": "target_character",
                    "filter": {"controller": "you"},
                    "outcomes": [
                        {
                            "low": 4,
                            "high": 6,
                            "effect": [{"action": "give_boost", "amount": 2, "subject": "it"}],
                        },
                        {
                            "low": 1,
                            "high": 3,
                            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                        },
                    ],
                }
            ],
        }
    },
    "{H} Each player discards their hand and their Reserve, then draws three cards.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {"action": "discard", "subject": "cards_in_each_players_hand_and_reserve"},
                {"action": "draw", "amount": 3, "subject": "each_player"},
            ],
        }
    },
}

RULE_SENTENCES_EFFECTS2: dict[str, tuple[str, ...]] = {
    "gain_status_choice_list": ("{J} Target Character gains Fleeting, Anchored or Asleep.",),
    "do_following_x_times": (
        "Do the following X+1 times, where X is my number of Arcane counters: "
        "• Target Character gains 1 boost.",
    ),
    "choose_x_modes": (
        "Choose X+1, where X is my number of Arcane counters. You may pick the same option "
        "multiple times: • Draw a card. • Sabotage.",
        "Choose X+2, where X is my number of boosts: • Draw a card. • Resupply.",
    ),
    "same_option": (
        "Choose X+1, where X is my number of Arcane counters. You may pick the same option "
        "multiple times: • Draw a card. • Sabotage.",
    ),
    "where_x_is_the_result": (
        "Roll a die. Target Character gains X boosts, where X is the result.",
    ),
    "send_to_xth_position": (
        "Roll a die. Send target Character to the Xth position of its owner's deck, where X "
        "is the result.",
    ),
    # a target chosen before the roll, "it" in the results (merge_targets, 6.5.b)
    "die_outcomes": (
        "{H} Target a Character you control, then roll a die. On a: • 4+, it gains 2 boosts. "
        "• 1-3, I gain 1 boost.",
    ),
    "discards_hand_and_reserve": (
        "{H} Each player discards their hand and their Reserve, then draws three cards.",
    ),
    "if_discarded_this_way": (
        "{J} Sabotage. If you discarded a card this way, its owner Exhausted Resupplies.",
    ),
    "if_put_in_reserve_this_way": (
        "{H} Resupply. If you put a card in Reserve this way, draw a card.",
    ),
}
