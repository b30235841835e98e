"""Printed sentences of the grammar's block "can't: sent to Reserve, any status, a numbered
keyword" (issue 30; written for these tests): their readings and rules, and those played on
a board (``test_board_cant_statuses.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

I_CANT_BE_SENT = "I can't be sent to Reserve."
GROUP_CANT_BE_RETURNED = (
    "Characters you control can't be sacrificed or returned to their owner's Reserve."
)
I_CANT_GAIN_STATUSES = "I can't gain statuses."
GROUP_CANT_GAIN_A_STATUS = "Characters you control can't gain a status."
YOUR_GROUP_CANT_GAIN_STATUSES = "Your Characters can't gain any status."
CANT_GAIN_EXHAUSTED = "Characters you control can't gain [[Exhausted]]."

_YOURS = {"types": ["Character"], "controller": "you"}

READINGS_CANT_STATUSES: dict[str, dict[str, Any]] = {
    I_CANT_BE_SENT: {"passive": {"cant_be": {"actions": ["go_to_reserve"]}}},
    GROUP_CANT_BE_RETURNED: {
        "passive": {"cant_be": {"actions": ["sacrifice", "go_to_reserve"], "filter": _YOURS}}
    },
    I_CANT_GAIN_STATUSES: {"passive": {"cant_be": {"actions": ["gain_status"]}}},
    GROUP_CANT_GAIN_A_STATUS: {
        "passive": {"cant_be": {"actions": ["gain_status"], "filter": _YOURS}}
    },
    YOUR_GROUP_CANT_GAIN_STATUSES: {
        "passive": {"cant_be": {"actions": ["gain_status"], "filter": _YOURS}}
    },
    # to exhaust is to gain Exhausted (7.3.13.a): "can't be exhausted"
    CANT_GAIN_EXHAUSTED: {"passive": {"cant_be": {"actions": ["exhaust"], "filter": _YOURS}}},
}

RULE_SENTENCES_CANT_STATUSES: dict[str, tuple[str, ...]] = {
    "cant_sent_to_reserve": (I_CANT_BE_SENT, GROUP_CANT_BE_RETURNED),
    "i_cant_gain_statuses": (I_CANT_GAIN_STATUSES,),
    "group_cant_gain_statuses": (GROUP_CANT_GAIN_A_STATUS,),
    "your_group_cant_gain_statuses": (YOUR_GROUP_CANT_GAIN_STATUSES,),
    "group_cant_gain_status": (CANT_GAIN_EXHAUSTED,),
}

NOT_READ_CANT_STATUSES: dict[str, str] = {
    "Characters you control can't gain [[Tough]].": "Tough",
    "I can't gain Tough.": "Tough",
    "I can't gain Gigantic.": "Gigantic",
}
"""A keyword is no status (7.4): "can't gain" it is resolved by hand, the reason naming it."""

BOARD_SENTENCES_CANT_STATUSES: tuple[str, ...] = (
    I_CANT_BE_SENT,
    GROUP_CANT_GAIN_A_STATUS,
)
