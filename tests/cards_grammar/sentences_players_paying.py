"""Printed sentences of the grammar block "conditions, amounts and choices: another player
paying" (issue 30): "[player] may pay {N}. If they do / don't, [step]" (6.1.h, 6.4.b,
1.2.5.c): their readings, the rule each exercises and those played on a board
(``test_board_players_paying.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

PAY_OR_DRAW = "{J} Target opponent may pay {1}. If they don't, draw a card."
PAY_BOTH_WAYS = (
    "{J} Target opponent may pay {2}. If they do, I gain 1 boost. If they don't, draw a card."
)
EACH_OPPONENT_PAYS = "{H} Each opponent may pay {1}. If they don't, I gain 2 boosts."

_DRAW = {"action": "draw", "amount": 1}


def _pay(who: str, n: int, **after: list[dict[str, Any]]) -> dict[str, Any]:
    return {"action": "pay_mana", "subject": who, "amount": n, "may": True, **after}


READINGS_PLAYERS_PAYING: dict[str, dict[str, Any]] = {
    PAY_OR_DRAW: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [_pay("target_opponent", 1, if_not_done=[dict(_DRAW)])],
        }
    },
    PAY_BOTH_WAYS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                _pay(
                    "target_opponent",
                    2,
                    then=[{"action": "give_boost", "amount": 1, "subject": "self"}],
                    if_not_done=[dict(_DRAW)],
                )
            ],
        }
    },
    EACH_OPPONENT_PAYS: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                _pay(
                    "opponent",
                    1,
                    if_not_done=[{"action": "give_boost", "amount": 2, "subject": "self"}],
                )
            ],
        }
    },
}

RULE_SENTENCES_PLAYERS_PAYING: dict[str, tuple[str, ...]] = {
    "player_may_pay": (PAY_OR_DRAW, PAY_BOTH_WAYS, EACH_OPPONENT_PAYS),
}

BOARD_SENTENCES_PLAYERS_PAYING: tuple[str, ...] = (PAY_OR_DRAW, PAY_BOTH_WAYS, EACH_OPPONENT_PAYS)
