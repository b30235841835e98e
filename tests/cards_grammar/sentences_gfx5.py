"""Printed sentences of the grammar's "gfx5 (session 5)" section (helper "gfx5", issue 30):
their readings, the rules each exercises, and those played on a board
(``test_board_gfx5.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

_SABOTAGES = "{J} Target opponent sabotages."
_YOUR_OPPONENT = "{J} Your opponent sabotages."

_EXCHANGE = "{J} Exchange target Character you control with a Character in your Reserve."
_EXCHANGE_ME = "{J} Exchange me with a card from your hand."
_EXCHANGE_TARGET_LAST = "{J} Exchange a card from your hand with target Character."

_OPPONENT_SABOTAGE = {"action": "sabotage", "subject": "target_reserve_card", "opponent_does": True}

READINGS_GFX5: dict[str, dict[str, Any]] = {
    _SABOTAGES: {"reaction": {"trigger": "enters_play", "effect": [_OPPONENT_SABOTAGE]}},
    _YOUR_OPPONENT: {"reaction": {"trigger": "enters_play", "effect": [_OPPONENT_SABOTAGE]}},
    _EXCHANGE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exchange",
                    "subject": "target_character",
                    "filter": {"controller": "you"},
                    "with": "a_card_from_your_reserve",
                    "with_filter": {"types": ["Character"]},
                }
            ],
        }
    },
    _EXCHANGE_ME: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "exchange", "subject": "self", "with": "a_card_from_your_hand"}],
        }
    },
    _EXCHANGE_TARGET_LAST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exchange",
                    "subject": "target_character",
                    "with": "a_card_from_your_hand",
                }
            ],
        }
    },
}

RULE_SENTENCES_GFX5: dict[str, tuple[str, ...]] = {
    "player_sabotages": (_SABOTAGES, _YOUR_OPPONENT),
    "exchange_objects": (_EXCHANGE_ME,),
    "exchange": (_EXCHANGE, _EXCHANGE_TARGET_LAST),
    "with_object": (_EXCHANGE,),
    "with_target": (_EXCHANGE_TARGET_LAST,),
}

PLAYED_GFX5: tuple[str, ...] = tuple(
    sorted(t for t in READINGS_GFX5 if t.startswith(("{J}", "{H}")))
)
"""The section's {J}/{H} sentences, each played on a board (``test_board_gfx5.py``)."""

BOARD_SENTENCES_GFX5: tuple[str, ...] = PLAYED_GFX5
