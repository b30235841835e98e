"""Printed sentences of the object slot (issue 30, gram41; written for these tests): places
said as a list with "or" (3.1.4.a, 3.2.10), a token card's name with its type words (2.2.b,
2.2.1, 2.2.3; the library's Brassbug, a Character token), two kinds each with its article
(2.2.1), a group that can't gain counters (1.4.1.a, 2.5.1.a). Merged into :mod:`.sentences`;
played on boards in ``test_object_slot.py``."""

from __future__ import annotations

from typing import Any

YOURS_OR_IN_RESERVE = "{J} Exhaust target Character you control or in your Reserve."
TWO_YOURS_OR_IN_RESERVE = "{J} Exhaust up to two target cards you control or in your Reserve."
THEIRS_OR_IN_RESERVE = "{J} Exhaust target card an opponent controls or in your Reserve."
BRASSBUG_CHARACTER = "{J} Exhaust a Brassbug Character."
PER_BRASSBUG_CHARACTER_TOKEN = "{J} Draw a card for each Brassbug Character token you control."
BRASSBUG_CHARACTERS_GROUP = "Brassbug Characters you control have [[Defender]]."
BRASSBUG_PERMANENT = "{J} Sacrifice a Brassbug Permanent."
BRASSBUG_LANDMARK_PERMANENT = "{J} Sacrifice a Brassbug Landmark Permanent."
BRASSBUG_EXPEDITION_PERMANENT = "{J} Exhaust each Brassbug Expedition Permanent."
CHARACTER_OR_A_PERMANENT = "{J} Sacrifice a Character or a Permanent."
GROUP_CANT_GAIN_COUNTERS = "Permanents your opponents control can't gain counters."
YOURS_IN_FOREST_CANT_MOVE_BACK = "Your Expeditions in {V} can't move backwards."
EXPEDITIONS_IN_WATER_CANT_MOVE = "Expeditions in {O} can't move forward."


def _on_play(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_OBJECT_SLOT: dict[str, dict[str, Any]] = {
    YOURS_IN_FOREST_CANT_MOVE_BACK: {
        "passive": {"cant": "your expeditions in {v} can't move backward"}
    },
    EXPEDITIONS_IN_WATER_CANT_MOVE: {"passive": {"cant": "expeditions in {o} can't move forward"}},
    YOURS_OR_IN_RESERVE: _on_play(
        {
            "action": "exhaust",
            "subject": "target_card_in_play_or_reserve",
            "filter": {"types": ["Character"], "controller": "you"},
        }
    ),
    TWO_YOURS_OR_IN_RESERVE: _on_play(
        {
            "action": "exhaust",
            "subject": "target_card_in_play_or_reserve",
            "filter": {"controller": "you"},
            "up_to": 2,
        }
    ),
    BRASSBUG_CHARACTER: _on_play(
        {
            "action": "exhaust",
            "subject": "a_character_or_permanent_in_play",
            "filter": {"types": ["Character"], "names": ["Brassbug"]},
        }
    ),
    PER_BRASSBUG_CHARACTER_TOKEN: _on_play(
        {"action": "draw", "per": "brassbug character token you control"}
    ),
    BRASSBUG_CHARACTERS_GROUP: {
        "passive": {"grant": {"to": "brassbug characters you control", "keyword": "Defender"}}
    },
    CHARACTER_OR_A_PERMANENT: _on_play(
        {
            "action": "sacrifice",
            "subject": "a_character_or_permanent_you_control",
            "filter": {"types": ["Character", "Permanent"]},
        }
    ),
    GROUP_CANT_GAIN_COUNTERS: {
        "passive": {
            "cant_be": {
                "actions": ["gain_counters"],
                "filter": {"types": ["Permanent"], "controller": "opponent"},
            }
        }
    },
}

REFUSED_OBJECT_SLOT: dict[str, str] = {
    THEIRS_OR_IN_RESERVE: "either of these two ways is not read yet",
    BRASSBUG_PERMANENT: "Brassbug is a Character, not a Permanent (2.1.e)",
    BRASSBUG_LANDMARK_PERMANENT: "Brassbug is a Character, not a Landmark Permanent (2.1.e)",
    BRASSBUG_EXPEDITION_PERMANENT: "Brassbug is a Character, not an Expedition Permanent",
}

RULE_SENTENCES_OBJECT_SLOT: dict[str, tuple[str, ...]] = {
    "qualifier": (BRASSBUG_CHARACTERS_GROUP, GROUP_CANT_GAIN_COUNTERS),
    "qualifiers_or": (YOURS_OR_IN_RESERVE, TWO_YOURS_OR_IN_RESERVE, THEIRS_OR_IN_RESERVE),
    "token_card_typed_noun": (BRASSBUG_CHARACTER, BRASSBUG_CHARACTERS_GROUP, BRASSBUG_PERMANENT),
    "token_card_typed_token_noun": (PER_BRASSBUG_CHARACTER_TOKEN,),
    "type_said_character": (BRASSBUG_CHARACTER, PER_BRASSBUG_CHARACTER_TOKEN),
    "type_said_permanent": (BRASSBUG_PERMANENT,),
    "type_said_landmark_permanent": (BRASSBUG_LANDMARK_PERMANENT,),
    "type_said_expedition_permanent": (BRASSBUG_EXPEDITION_PERMANENT,),
    "character_or_permanent_noun": (CHARACTER_OR_A_PERMANENT,),
    "cant_gain_counters": (GROUP_CANT_GAIN_COUNTERS,),
    "moving_in_terrain": (YOURS_IN_FOREST_CANT_MOVE_BACK, EXPEDITIONS_IN_WATER_CANT_MOVE),
}
