"""Printed sentences for the grammar's "ignore" section (issue 31), kept apart so
the parts merge cleanly; :mod:`.sentences` adds these to its ``READINGS`` and
``RULE_SENTENCES``. Forms written for these tests: Ignore (7.3.19.a) with each period the
rules print (2.2.15.a) and without one."""

from __future__ import annotations

from typing import Any

_TARGET = {"action": "ignore", "subject": "target_character"}

READINGS_CITE5: dict[str, dict[str, Any]] = {
    "Ignore the abilities of target Character this Day.": {
        "effect": [{**_TARGET, "ongoing": {"duration": "this Day"}}]
    },
    "Ignore all abilities of target Character until end of turn.": {
        "effect": [
            {
                "action": "ignore",
                "subject": "target_character",
                "ongoing": {"duration": "this turn"},
            }
        ]
    },
    "Ignore the abilities of target Character.": {"effect": [_TARGET]},
}
"""Printed sentence -> expected reading."""

RULE_SENTENCES_CITE5: dict[str, tuple[str, ...]] = {
    "ignore_abilities": (
        "Ignore the abilities of target Character this Day.",
        "Ignore all abilities of target Character until end of turn.",
        "Ignore the abilities of target Character.",
    ),
}
"""Grammar rule -> sentences showing it."""
