""" "Can't" keyed by who controls the effect, in the active voice (issue 30; written for
these tests): "Effects your opponents control can't send me to Reserve or discard me." —
the bearer's "[verb] by your opponents' effects" restriction, each verb's (1.4.1.a, 7.5.5.c).
Boards: test_board_opponents_effects_cant.py."""

from __future__ import annotations

from typing import Any

SEND_OR_DISCARD_ME = "Effects your opponents control can't send me to Reserve or discard me."
SEND_OR_DISCARD_THEM = "Effects your opponents control can't send them to Reserve or discard them."

READINGS_OPPONENTS_EFFECTS_CANT: dict[str, dict[str, Any]] = {
    SEND_OR_DISCARD_ME: {
        "passive": {"cant_be": {"actions": ["go_to_reserve_by_opponent", "discard_by_opponent"]}}
    },
}

RULE_SENTENCES_OPPONENTS_EFFECTS_CANT: dict[str, tuple[str, ...]] = {
    "opponents_effects_cant": (SEND_OR_DISCARD_ME,),
    "opponents_effects_cant_them": (SEND_OR_DISCARD_THEM,),
}

REFUSED_OPPONENTS_EFFECTS_CANT: dict[str, str] = {
    # "them" outside a set keyword's reminder names nothing said in the ability
    SEND_OR_DISCARD_THEM: "who 'them' are",
}
