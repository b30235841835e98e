"""Printed sentences of the grammar block "conditions, amounts and choices: another player
paying" (issue 30): "[player] may pay {N}. If they do / don't, [step]" (6.1.h, 6.4.b,
1.2.5.c), and "[player] [may] sacrifice(s) a Character / Permanent they control" (7.3.36.a):
their readings, the rules each exercises and those played on a board
(``test_board_players_paying.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

PAY_OR_DRAW = "{J} Target opponent may pay {1}. If they don't, draw a card."
PAY_BOTH_WAYS = (
    "{J} Target opponent may pay {2}. If they do, I gain 1 boost. If they don't, draw a card."
)
EACH_OPPONENT_PAYS = "{H} Each opponent may pay {1}. If they don't, I gain 2 boosts."
MAY_SACRIFICE_THEIRS = (
    "{J} Target opponent may sacrifice a Character they control. If they don't, draw a card."
)
SACRIFICES_THEIR_PERMANENT = "{J} Each opponent sacrifices a Permanent they control."
SACRIFICES_THEIR_CHARACTER = "{J} Each player sacrifices a Character they control."

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

READINGS_PLAYERS_PAYING[MAY_SACRIFICE_THEIRS] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "sacrifice",
                "subject": "a_character_target_opponent_controls",
                "may": True,
                "if_not_done": [dict(_DRAW)],
            }
        ],
    }
}
READINGS_PLAYERS_PAYING[SACRIFICES_THEIR_PERMANENT] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "sacrifice",
                "subject": "a_character_or_permanent_each_opponent_controls",
                "filter": {"types": ["Permanent"]},
            }
        ],
    }
}
READINGS_PLAYERS_PAYING[SACRIFICES_THEIR_CHARACTER] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [{"action": "sacrifice", "subject": "a_character_each_player_controls"}],
    }
}

RULE_SENTENCES_PLAYERS_PAYING: dict[str, tuple[str, ...]] = {
    "player_may_pay": (PAY_OR_DRAW, PAY_BOTH_WAYS, EACH_OPPONENT_PAYS),
    "player_may_clause": (MAY_SACRIFICE_THEIRS,),
    "player_sacrifices": (SACRIFICES_THEIR_CHARACTER,),
    "each_opponent_acting": (SACRIFICES_THEIR_PERMANENT,),  # the actor slot (gram43)
}

BOARD_SENTENCES_PLAYERS_PAYING: tuple[str, ...] = (
    PAY_OR_DRAW,
    PAY_BOTH_WAYS,
    EACH_OPPONENT_PAYS,
    MAY_SACRIFICE_THEIRS,
    SACRIFICES_THEIR_PERMANENT,
    SACRIFICES_THEIR_CHARACTER,
)
