"""Printed sentences of the grammar's block "a status given" (7.3.16, 2.4; written for these
tests): "Give [status] to [object]" reads as "[object] gains [status]". Merged into
:mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

GIVE_FLEETING_TO_TARGET = "{J} Give [[Fleeting]] to target Character."
MAY_GIVE_ANCHORED_TO_ME = "{R} You may give [[Anchored]] to me."
GIVE_ME_ANCHORED = "{J} Give me [[Anchored]]."
GIVE_IT_ASLEEP = "{J} Target Character gains 1 boost. Give it [[Asleep]]."


def _on_arrival(trigger: str, step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [step]}}


READINGS_GIVEN_STATUSES: dict[str, dict[str, Any]] = {
    GIVE_FLEETING_TO_TARGET: _on_arrival(
        "enters_play",
        {"action": "gain_status", "subject": "target_character", "status": "Fleeting"},
    ),
    MAY_GIVE_ANCHORED_TO_ME: _on_arrival(
        "played_from_reserve",
        {"action": "gain_status", "subject": "self", "status": "Anchored", "may": True},
    ),
    GIVE_ME_ANCHORED: _on_arrival(
        "enters_play", {"action": "gain_status", "subject": "self", "status": "Anchored"}
    ),
    GIVE_IT_ASLEEP: _on_arrival(
        "enters_play",
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "then": [{"action": "gain_status", "subject": "it", "status": "Asleep"}],
        },
    ),
}

RULE_SENTENCES_GIVEN_STATUSES: dict[str, tuple[str, ...]] = {
    "give_statuses_to": (GIVE_FLEETING_TO_TARGET, MAY_GIVE_ANCHORED_TO_ME),
    "give_me_statuses": (GIVE_ME_ANCHORED,),
    "give_it_statuses": (GIVE_IT_ASLEEP,),
}

BOARD_SENTENCES_GIVEN_STATUSES: tuple[str, ...] = (GIVE_FLEETING_TO_TARGET, GIVE_ME_ANCHORED)
