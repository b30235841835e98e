"""Printed sentences for the grammar's "citations' cards" block (issue 31): a "can't" on a
zone move and on gaining a status (1.4.1.a), Base Cost as a filter (2.2.9). Merged into
:data:`.sentences.READINGS` and :data:`.sentences.RULE_SENTENCES` at the end of that module,
so the reader test reads each, compares it with its reading and runs it on the engine."""

from __future__ import annotations

from typing import Any

_BASE = "Target Character with Base Cost {1} or less gains 2 boosts."

READINGS_CITATIONS_CARDS: dict[str, dict[str, Any]] = {
    "I can't go to Reserve.": {"passive": {"cant_be": {"actions": ["go_to_reserve"]}}},
    "Characters can't go to Reserve.": {
        "passive": {"cant_be": {"actions": ["go_to_reserve"], "filter": {"types": ["Character"]}}}
    },
    "Your Characters can't go to Reserve.": {
        "passive": {
            "cant_be": {
                "actions": ["go_to_reserve"],
                "filter": {"types": ["Character"], "controller": "you"},
            }
        }
    },
    "I can't gain [[Anchored]].": {"passive": {"cant_be": {"actions": ["gain_anchored"]}}},
    "Characters can't gain [[Fleeting]].": {
        "passive": {"cant_be": {"actions": ["gain_fleeting"], "filter": {"types": ["Character"]}}}
    },
    "Your Characters can't gain [[Asleep]].": {
        "passive": {
            "cant_be": {
                "actions": ["gain_asleep"],
                "filter": {"types": ["Character"], "controller": "you"},
            }
        }
    },
    _BASE: {
        "effect": [
            {
                "action": "give_boost",
                "amount": 2,
                "subject": "target_character",
                "filter": {"base_cost_max": 1},
            }
        ]
    },
}

RULE_SENTENCES_CITATIONS_CARDS: dict[str, tuple[str, ...]] = {
    "i_cant_go_to_reserve": ("I can't go to Reserve.",),
    "group_cant_go_to_reserve": ("Characters can't go to Reserve.",),
    "your_group_cant_go_to_reserve": ("Your Characters can't go to Reserve.",),
    "i_cant_gain_status": ("I can't gain [[Anchored]].",),
    "group_cant_gain_status": ("Characters can't gain [[Fleeting]].",),
    "your_group_cant_gain_status": ("Your Characters can't gain [[Asleep]].",),
    "base_cost": (_BASE,),
}
