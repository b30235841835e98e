"""Printed sentences of the grammar's block "amounts: 'as many [things] as the number of / as
there are [objects]'" (issue 30; written for these tests): their readings and rules, and
those played on a board (``test_board_as_many.py``). Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

DRAW_AS_MANY = "Draw as many cards as the number of Characters you control."
GAINS_AS_MANY_THERE_ARE = "{J} I gain as many boosts as there are Characters in my Expedition."
EACH_PLAYER_DRAWS_AS_MANY = (
    "{J} Each player draws as many cards as the number of Characters you control."
)
COUNTERS_AS_MANY = "I gain as many Kelon counters as the number of cards in your Reserve."

READINGS_AS_MANY: dict[str, dict[str, Any]] = {
    DRAW_AS_MANY: {"effect": [{"action": "draw", "amount": 1, "per": "characters you control"}]},
    GAINS_AS_MANY_THERE_ARE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "characters in my expedition",
                }
            ],
        }
    },
    EACH_PLAYER_DRAWS_AS_MANY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "subject": "each_player",
                    "per": "characters you control",
                }
            ],
        }
    },
    COUNTERS_AS_MANY: {
        "effect": [
            {
                "action": "gain_counters",
                "amount": 1,
                "counter": "Kelon",
                "subject": "self",
                "per": "card in your reserve",
            }
        ]
    },
}

RULE_SENTENCES_AS_MANY: dict[str, tuple[str, ...]] = {
    "draw_as_many_count": (DRAW_AS_MANY,),
    "gain_boosts_as_many_count": (GAINS_AS_MANY_THERE_ARE,),
    "player_draws_as_many_count": (EACH_PLAYER_DRAWS_AS_MANY,),
    "gain_counters_as_many_count": (COUNTERS_AS_MANY,),
}

BOARD_SENTENCES_AS_MANY: tuple[str, ...] = (GAINS_AS_MANY_THERE_ARE, EACH_PLAYER_DRAWS_AS_MANY)
