"""Printed sentences of the grammar's "gfx5 (session 5)" section (helper "gfx5", issue 30):
their readings, the rules each exercises, and those played on a board
(``test_board_gfx5.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

_SABOTAGES = "{J} Target opponent sabotages."
_YOUR_OPPONENT = "{J} Your opponent sabotages."

_OPPONENT_SABOTAGE = {"action": "sabotage", "subject": "target_reserve_card", "opponent_does": True}

READINGS_GFX5: dict[str, dict[str, Any]] = {
    _SABOTAGES: {"reaction": {"trigger": "enters_play", "effect": [_OPPONENT_SABOTAGE]}},
    _YOUR_OPPONENT: {"reaction": {"trigger": "enters_play", "effect": [_OPPONENT_SABOTAGE]}},
}

RULE_SENTENCES_GFX5: dict[str, tuple[str, ...]] = {
    "player_sabotages": (_SABOTAGES, _YOUR_OPPONENT),
}

PLAYED_GFX5: tuple[str, ...] = tuple(
    sorted(t for t in READINGS_GFX5 if t.startswith(("{J}", "{H}")))
)
"""The section's {J}/{H} sentences, each played on a board (``test_board_gfx5.py``)."""

BOARD_SENTENCES_GFX5: tuple[str, ...] = PLAYED_GFX5
