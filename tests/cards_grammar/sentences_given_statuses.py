"""Printed sentences of the grammar's block "a status given" (7.3.16, 2.4; written for these
tests): "Give [status] to [object]" reads as "[object] gains [status]". Merged into
:mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

GIVE_FLEETING_TO_TARGET = "{J} Give [[Fleeting]] to target Character."
MAY_GIVE_ANCHORED_TO_ME = "{R} You may give [[Anchored]] to me."
GIVE_ME_ANCHORED = "{J} Give me [[Anchored]]."
GIVE_IT_ASLEEP = "{J} Target Character gains 1 boost. Give it [[Asleep]]."
# gram56 (voice): the status said first with its agent, counters given (7.3.15.a)
ANCHORED_GAINED_BY = "{J} [[Anchored]] is gained by target Character."
ASLEEP_LOST_BY = "{R} [[Asleep]] is lost by target Character."
WHEN_ASLEEP_GAINED_BY = "When [[Asleep]] is gained by a Character you control \u2014 Draw a card."
WHEN_ASLEEP_LOST_BY = "When [[Asleep]] is lost by a Character you control \u2014 Draw a card."
ASLEEP_CANT_BE_GAINED_BY = "[[Asleep]] can't be gained by Characters in my Expedition."
GIVE_TARGET_COUNTERS = "{J} Give target Character 2 Kelon counters."
GIVE_COUNTER_TO_TARGET = "{J} Give 1 Kelon counter to target Character."


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


def _when(trigger: str, status: str) -> dict[str, Any]:
    return {
        "reaction": {
            "trigger": trigger,
            "filter": {"types": ["Character"], "controller": "you"},
            "status": status,
            "effect": [{"action": "draw", "amount": 1}],
        }
    }


READINGS_GIVEN_STATUSES.update(
    {
        ANCHORED_GAINED_BY: _on_arrival(
            "enters_play",
            {"action": "gain_status", "status": "Anchored", "subject": "target_character"},
        ),
        ASLEEP_LOST_BY: _on_arrival(
            "played_from_reserve",
            {"action": "lose_status", "status": "Asleep", "subject": "target_character"},
        ),
        WHEN_ASLEEP_GAINED_BY: _when("gains_status", "Asleep"),
        WHEN_ASLEEP_LOST_BY: _when("loses_status", "Asleep"),
        ASLEEP_CANT_BE_GAINED_BY: {
            "passive": {
                "cant_be": {
                    "actions": ["gain_asleep"],
                    "filter": {"in_my_expedition": True, "types": ["Character"]},
                }
            }
        },
        GIVE_TARGET_COUNTERS: _on_arrival(
            "enters_play",
            {
                "action": "gain_counters",
                "amount": 2,
                "counter": "Kelon",
                "subject": "target_character",
            },
        ),
        GIVE_COUNTER_TO_TARGET: _on_arrival(
            "enters_play",
            {
                "action": "gain_counters",
                "amount": 1,
                "counter": "Kelon",
                "subject": "target_character",
            },
        ),
    }
)

RULE_SENTENCES_GIVEN_STATUSES: dict[str, tuple[str, ...]] = {
    "statuses_gained_by": (ANCHORED_GAINED_BY,),
    "status_lost_by": (ASLEEP_LOST_BY,),
    "ev_status_gained_by": (WHEN_ASLEEP_GAINED_BY,),
    "ev_status_lost_by": (WHEN_ASLEEP_LOST_BY,),
    "status_cant_be_gained_by": (ASLEEP_CANT_BE_GAINED_BY,),
    "give_counters": (GIVE_TARGET_COUNTERS,),
    "give_counters_to": (GIVE_COUNTER_TO_TARGET,),
    "give_statuses_to": (GIVE_FLEETING_TO_TARGET, MAY_GIVE_ANCHORED_TO_ME),
    "give_me_statuses": (GIVE_ME_ANCHORED,),
    "give_it_statuses": (GIVE_IT_ASLEEP,),
}

BOARD_SENTENCES_GIVEN_STATUSES: tuple[str, ...] = (GIVE_FLEETING_TO_TARGET, GIVE_ME_ANCHORED)
