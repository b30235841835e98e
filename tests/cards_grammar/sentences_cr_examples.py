"""Printed sentences for the grammar's "CR example texts (session 3)" section (issue 31),
kept apart so the parts merge cleanly; :mod:`.sentences` adds these to its ``READINGS``
and ``RULE_SENTENCES``. Phrase classes the CR 5.0 Examples print, in forms written for
these tests beside the Examples' own."""

from __future__ import annotations

from typing import Any

_COUNCIL = "The {J}, {H} and {R} triggers of Characters facing me don't activate"

CR_EXAMPLE_READINGS: dict[str, dict[str, Any]] = {
    "The {J}, {H}, and {R} triggers of Characters facing me don't activate.": {
        "passive": {"cant": _COUNCIL}
    },
    "The {H} abilities of Characters facing me can't activate.": {
        "passive": {"cant": "The {H} triggers of Characters facing me don't activate"}
    },
    "The {R} and {J} triggers of Characters facing me do not activate.": {
        "passive": {"cant": "The {J} and {R} triggers of Characters facing me don't activate"}
    },
    "Play me for {1} less per other card you played this turn.": {
        "passive": {
            "cost": {"change": -1, "applies_to": "me", "per": "other card you played this turn"}
        }
    },
    "Play me for {2} more.": {"passive": {"cost": {"change": 2, "applies_to": "me"}}},
    "All other characters loses their abilities.": {
        "passive": {"lose_abilities": "All other characters"}
    },
    "When you make a Gift — You may exhaust me to also receive it.": {
        "reaction": {
            "trigger": "you_make_a_gift",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "self",
                    "may": True,
                    "then": [{"action": "receive_gift", "subject": "controller"}],
                }
            ],
        }
    },
}
"""Printed sentence -> its reading (the card structures)."""

CR_EXAMPLE_RULE_SENTENCES: dict[str, tuple[str, ...]] = {
    "triggers_dont_activate": (
        "The {J}, {H}, and {R} triggers of Characters facing me don't activate.",
        "The {H} abilities of Characters facing me can't activate.",
        "The {R} and {J} triggers of Characters facing me do not activate.",
    ),
    "trigger_icons": ("The {R} and {J} triggers of Characters facing me do not activate.",),
    "my_cost_per": ("Play me for {1} less per other card you played this turn.",),
    "my_cost": ("Play me for {2} more.",),
    "counted_only": ("Play me for {1} less per other card you played this turn.",),
    "cr_lose_abilities": ("All other characters loses their abilities.",),
    "also_receive_gift": ("When you make a Gift — You may exhaust me to also receive it.",),
}
"""Grammar rule -> sentences showing it."""
