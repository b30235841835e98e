"""Printed sentences for "If it's an opponent's Character" / "If it's one of your
Characters" (gram105, issue 30; written for these tests, not copied from card data): a
condition on what "it" names and who controls it (6.5.d, 1.1.3.d; as it was just before
this effect moved it out of play, 2.1.h). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

FLEETING_IF_OPPONENTS = (
    "{J} Target Character gains Fleeting. If it's an opponent's Character, draw a card."
)
EXHAUST_IF_ONE_OF_YOURS = (
    "{J} Exhaust target Character. If it's one of your Characters, draw a card."
)
EXHAUST_IF_NOT_OPPONENTS = (
    "{J} Exhaust target Character. If it's not an opponent's Character, draw a card."
)


def _then(action: dict[str, Any], condition: str) -> dict[str, Any]:
    step = {**action, "then": [{"action": "draw", "amount": 1, "if": condition}]}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


_FLEETING = {"action": "gain_status", "status": "Fleeting", "subject": "target_character"}
_EXHAUST = {"action": "exhaust", "subject": "target_character"}

READINGS_ITS_WHOSE: dict[str, dict[str, Any]] = {
    FLEETING_IF_OPPONENTS: _then(_FLEETING, "it's an opponent's character"),
    EXHAUST_IF_ONE_OF_YOURS: _then(_EXHAUST, "it's one of your characters"),
    EXHAUST_IF_NOT_OPPONENTS: _then(_EXHAUST, "it's not an opponent's character"),
}

RULE_SENTENCES_ITS_WHOSE: dict[str, tuple[str, ...]] = {
    "its_whose_cond": (FLEETING_IF_OPPONENTS, EXHAUST_IF_ONE_OF_YOURS, EXHAUST_IF_NOT_OPPONENTS),
}
