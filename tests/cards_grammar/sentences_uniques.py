"""Printed sentences for the grammar's Unique shape, outputs and triggers (issue 30, the
"uniques" part), kept apart from :mod:`.sentences` so the two parts merge cleanly; that
module adds these to its ``READINGS`` and ``RULE_SENTENCES``. Written for these tests, not
copied from card data."""

from __future__ import annotations

from typing import Any

UNIQUE_READINGS: dict[str, dict[str, Any]] = {
    "{H} If your hand is empty: Draw two cards. I gain 1 boost.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "draw",
                    "amount": 2,
                    "if": "your hand is empty",
                    "also": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                }
            ],
        }
    },
    "{H} If your hand is empty: Have me gain Anchored, otherwise draw a card.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "have_do",
                    "do": {"action": "gain_status", "status": "Anchored", "subject": "self"},
                    "if": "your hand is empty",
                    "otherwise": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
}
"""Printed sentence -> its reading (the card structures)."""

UNIQUE_RULE_SENTENCES: dict[str, tuple[str, ...]] = {
    "conditioned_output": ("{H} If your hand is empty: Draw two cards. I gain 1 boost.",),
    "have_gain_statuses": (
        "{H} If your hand is empty: Have me gain Anchored, otherwise draw a card.",
    ),
}
"""Grammar rule -> more sentences showing it."""

UNIQUE_SHAPES: tuple[str, ...] = (
    "{H} If your hand is empty: Draw two cards. I gain 1 boost.",
    "{H} If your hand is empty: Have me gain Anchored, otherwise draw a card.",
)
"""Unique shapes played in both cases of their condition (test_board_uniques.py)."""
