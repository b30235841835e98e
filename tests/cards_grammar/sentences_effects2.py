"""Printed sentences of the grammar's "effects, round 2 (session 3)" section (helper
"effects2", issue 30): their readings, the rules each exercises, and those played on a
board (``test_board_effects2.py``). Merged into :mod:`.sentences` at its end."""

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
}

RULE_SENTENCES_EFFECTS2: dict[str, tuple[str, ...]] = {
    "gain_status_choice_list": ("{J} Target Character gains Fleeting, Anchored or Asleep.",),
}
