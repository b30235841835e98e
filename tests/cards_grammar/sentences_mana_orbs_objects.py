"""Printed sentences of the grammar's block "Mana Orbs as objects" (issue 30; written for
these tests from CR 3.2.9 and 7.3): their readings and rules, and those played on a board
(``test_board_mana_orbs_objects.py``). Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

READY_ONE_OF_YOUR_ORBS = "{J} Ready one of your Mana Orbs."
READY_UP_TO_TWO_ORBS = "Ready up to two of your Mana Orbs."
EXHAUST_UP_TO_THREE_ORBS = "{R} Exhaust up to three of your Mana Orbs."
READY_ALL_YOUR_ORBS = "{J} Ready all your Mana Orbs."
DISCARD_ALL_OF_YOUR_ORBS = "Discard all of your Mana Orbs."


def _on_play(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_MANA_ORBS_OBJECTS: dict[str, dict[str, Any]] = {
    READY_ONE_OF_YOUR_ORBS: _on_play(
        {"action": "ready", "subject": "mana_orbs_you_choose", "amount": 1}
    ),
    READY_UP_TO_TWO_ORBS: {
        "effect": [{"action": "ready", "subject": "mana_orbs_you_choose", "amount": 2, "up_to": 2}]
    },
    EXHAUST_UP_TO_THREE_ORBS: {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {"action": "exhaust", "subject": "mana_orbs_you_choose", "amount": 3, "up_to": 3}
            ],
        }
    },
    READY_ALL_YOUR_ORBS: _on_play({"action": "ready", "subject": "your_mana_orbs"}),
    DISCARD_ALL_OF_YOUR_ORBS: {"effect": [{"action": "discard", "subject": "your_mana_orbs"}]},
}

RULE_SENTENCES_MANA_ORBS_OBJECTS: dict[str, tuple[str, ...]] = {
    "mana_orbs_chosen": (READY_ONE_OF_YOUR_ORBS, READY_UP_TO_TWO_ORBS, EXHAUST_UP_TO_THREE_ORBS),
    "all_your_mana_orbs": (READY_ALL_YOUR_ORBS, DISCARD_ALL_OF_YOUR_ORBS),
}

BOARD_SENTENCES_MANA_ORBS_OBJECTS: tuple[str, ...] = (
    READY_ONE_OF_YOUR_ORBS,
    READY_ALL_YOUR_ORBS,
)
