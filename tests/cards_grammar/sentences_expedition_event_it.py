"""Printed sentences for the Expedition a trigger or a target names (issue 30; written for
these tests, not copied from card data): "it" the Expedition whose event the trigger is
("When my Expedition fails to move forward — Create … in it", 6.3.i, 7.3.5), the terrain
of that Expedition after its move ("…, if it's in {O}", 6.3.k, 7.5.8.b), and a targeted
Expedition in a terrain (6.5.b). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

FAILS_CREATE_IN_IT = (
    "When my Expedition fails to move forward \u2014 Create a Mana Moth token in it."
)
COMPANION_FAILS_CREATE_TWO_IN_IT = (
    "When your Companion Expedition fails to move forward \u2014 Create two Mana Moth tokens in it."
)
MOVES_FORWARD_IF_IN_WATER = (
    "When my Expedition moves forward, if it's in {O} \u2014 I gain 1 boost."
)
CREATE_IN_MY_OTHER_EXPEDITION = "{J} Create a Mana Moth token in my other Expedition."
TARGET_IN_MY_OTHER_EXPEDITION = "{R} Target Character in my other Expedition gains 1 boost."
CHARACTERS_IN_TARGET_EXPEDITION_IN_FOREST = "Characters in target Expedition in {V} gain 1 boost."

_MOTH = "Mana Moth 2/2/2 Illusion"


def _r(trigger: str, step: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, **more, "effect": [step]}}


READINGS_EXPEDITION_EVENT_IT: dict[str, dict[str, Any]] = {
    FAILS_CREATE_IN_IT: _r(
        "my_expedition_fails_to_move_forward",
        {"action": "create", "token": _MOTH, "amount": 1, "subject": "my_expedition"},
    ),
    COMPANION_FAILS_CREATE_TWO_IN_IT: _r(
        "your_companion_expedition_fails_to_move_forward",
        {"action": "create", "token": _MOTH, "amount": 2, "subject": "your_companion_expedition"},
    ),
    MOVES_FORWARD_IF_IN_WATER: _r(
        "my_expedition_moves_forward",
        {"action": "give_boost", "amount": 1, "subject": "self"},
        **{"if": "it's in {o}"},
    ),
    CREATE_IN_MY_OTHER_EXPEDITION: _r(
        "enters_play",
        {"action": "create", "token": _MOTH, "amount": 1, "subject": "your_other_expedition"},
    ),
    TARGET_IN_MY_OTHER_EXPEDITION: _r(
        "played_from_reserve",
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "filter": {"in_your_other_expedition": True},
        },
    ),
    CHARACTERS_IN_TARGET_EXPEDITION_IN_FOREST: {
        "effect": [
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "characters_in_target_expedition",
                "filter": {"in_terrain": "forest"},
            }
        ]
    },
}

RULE_SENTENCES_EXPEDITION_EVENT_IT: dict[str, tuple[str, ...]] = {
    "it_place": (FAILS_CREATE_IN_IT, COMPANION_FAILS_CREATE_TWO_IN_IT),
    "it_in_terrain_cond": (MOVES_FORWARD_IF_IN_WATER,),
    "in_target_expedition": (CHARACTERS_IN_TARGET_EXPEDITION_IN_FOREST,),
    "your_other_expedition_place": (CREATE_IN_MY_OTHER_EXPEDITION,),
    "in_your_other_expedition": (TARGET_IN_MY_OTHER_EXPEDITION,),
}

BOARD_SENTENCES_EXPEDITION_EVENT_IT: tuple[str, ...] = (
    FAILS_CREATE_IN_IT,
    MOVES_FORWARD_IF_IN_WATER,
    CHARACTERS_IN_TARGET_EXPEDITION_IN_FOREST,
    CREATE_IN_MY_OTHER_EXPEDITION,
)
