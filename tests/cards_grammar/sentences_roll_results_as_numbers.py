"""Reader sentences of the grammar's "a die's result as a number" section (issue 30, session
43; semantics/roll_results_as_numbers.py): "Roll N dice and choose / keep one result"
(7.3.33.c). Siblings and boards: test_roll_results_as_numbers.py."""

from __future__ import annotations

from typing import Any

_KEEP_ONE = (
    "{J} Roll two dice and choose one result. On a 4+, draw a card. On a 1-3, I gain 1 boost."
)

READINGS_ROLL_RESULTS: dict[str, dict[str, Any]] = {
    _KEEP_ONE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "roll_die",
                    "outcomes": [
                        {"low": 4, "high": 6, "effect": [{"action": "draw", "amount": 1}]},
                        {
                            "low": 1,
                            "high": 3,
                            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                        },
                    ],
                    "dice_count": 2,
                }
            ],
        }
    },
}

RULE_SENTENCES_ROLL_RESULTS: dict[str, tuple[str, ...]] = {"roll_dice_keep_one": (_KEEP_ONE,)}
