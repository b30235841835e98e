"""Printed sentences of the grammar's block "how many times a quick action is played each
Day" (issue 30; written for these tests): their readings and rules, and those played on a
board (``test_board_per_day.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

ONCE_EACH_DAY = "{1}: Draw a card. Use this ability only once each Day."
TWICE_PER_DAY = "{T}: Target Character gains 1 boost. Activate this only twice per Day."
# gram56: the limit said before the effect, of a Reaction and of a quick action (1.4.6.b-c)
ONCE_PER_DAY_FIRST = "{R} Once per Day, you may draw a card."
ONCE_PER_TURN_FIRST = "{T}: Once per turn, draw a card."

READINGS_PER_DAY: dict[str, dict[str, Any]] = {
    ONCE_EACH_DAY: {
        "quick_action": {
            "cost": {"mana": 1},
            "effect": [{"action": "draw", "amount": 1}],
            "per_day": 1,
        }
    },
    TWICE_PER_DAY: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character"}],
            "per_day": 2,
        }
    },
    ONCE_PER_DAY_FIRST: {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [{"action": "draw", "amount": 1, "may": True}],
            "per_day": 1,
        }
    },
    ONCE_PER_TURN_FIRST: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "draw", "amount": 1}],
            "per_turn": 1,
        }
    },
}

RULE_SENTENCES_PER_DAY: dict[str, tuple[str, ...]] = {
    "only_per_day_clause": (ONCE_EACH_DAY, TWICE_PER_DAY),
    "per_day_once": (ONCE_EACH_DAY,),
    "per_day_twice": (TWICE_PER_DAY,),
    "per_day_first": (ONCE_PER_DAY_FIRST,),
    "per_turn_first": (ONCE_PER_TURN_FIRST,),
}

BOARD_SENTENCES_PER_DAY: tuple[str, ...] = (ONCE_EACH_DAY,)
