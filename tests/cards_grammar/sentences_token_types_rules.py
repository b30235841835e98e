"""Token types (session 40): one printed sentence per grammar rule of the token types block, read to
the card structure judged by meaning (1.4.1.a: both atomic actions impossible). Merged into
:mod:`.sentences` (test_rules.py)."""

from __future__ import annotations

from typing import Any

_FACING = "Characters in the Expedition facing my Expedition can't gain boosts or counters."
_YOURS = "Your Characters can't gain boosts or counters."
_MINE = "I can't gain boosts or counters."

RULE_SENTENCES_IE40: dict[str, tuple[str, ...]] = {
    "ie40_cant_gain_boosts_or_counters": (_FACING,),
    "ie40_your_cant_gain_boosts_or_counters": (_YOURS,),
    "ie40_i_cant_gain_boosts_or_counters": (_MINE,),
}

_BOTH = ["gain_boosts", "gain_counters"]
READINGS_IE40: dict[str, dict[str, Any]] = {
    _FACING: {
        "passive": {
            "cant_be": {"actions": _BOTH, "filter": {"facing_me": True, "types": ["Character"]}}
        }
    },
    _YOURS: {
        "passive": {
            "cant_be": {"actions": _BOTH, "filter": {"types": ["Character"], "controller": "you"}}
        }
    },
    _MINE: {"passive": {"cant_be": {"actions": _BOTH}}},
}
