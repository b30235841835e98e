# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences of gram93's rules (issue 30): delayed effects with a condition at every
moment ("At Night, if it's still in play, …", 2.2.2.m, 6.5.d), the condition "it's [still /
no longer] in play" (3.1.4.a, 1.4.4.a), passives during a player's turns (2.3.2.f, 4.2.3.b)
and "the next [card] you play" for every duration (5.2.d, 2.2.15.a). Merged into
:mod:`.sentences` at its end; the siblings are :mod:`.sentences_durations_delays`, the boards
``test_board_durations_delays.py``."""

from __future__ import annotations

from typing import Any

AT_NIGHT_STILL = "Double the number of boosts on target Character you control. At Night, if it's still in play, it loses all its boosts."
NEXT_DUSK_STILL = (
    "Exhaust target Character. At the start of the next Dusk, if it's still in play, ready it."
)
END_OF_TURN_IF = "Target Character gains 2 boosts. At the end of the turn, if it has 2 or more boosts, sacrifice it."
NO_LONGER = "Target Character gains 1 boost. At Dusk, if it's no longer in play, draw a card."
NEXT_THIS_DAY = "The next Permanent you play this Day costs 1 less."
NEXT_UNTIL_END = "The next Spell you play until end of turn is free."
DURING_YOUR_TURNS = "Your opponents can't play cards from their Reserve during your turns."
DURING_EACH_OPPONENTS = "During each opponent's turn, I can't be targeted."

READINGS_DURATIONS_DELAYS: dict[str, dict[str, Any]] = {
    AT_NIGHT_STILL: {
        "effect": [
            {
                "action": "double_counters",
                "counter": "boost",
                "filter": {"controller": "you"},
                "subject": "target_character",
                "then": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "at": "Night",
                            "delayed": [
                                {
                                    "action": "remove_counters",
                                    "all_counters": True,
                                    "counter": "boost",
                                    "if": "it's in play",
                                    "subject": "it",
                                }
                            ],
                            "duration": "until its moment",
                        },
                        "subject": "it",
                        "text": "At Night, if it's still in play, it loses all its boosts",
                    }
                ],
            }
        ]
    },
    DURING_EACH_OPPONENTS: {
        "passive": {"cant_be": {"actions": ["target"]}, "if": "it's your opponent's turn"}
    },
    NEXT_DUSK_STILL: {
        "effect": [
            {
                "action": "exhaust",
                "subject": "target_character",
                "then": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "at": "Dusk",
                            "delayed": [{"action": "ready", "if": "it's in play", "subject": "it"}],
                            "duration": "until its moment",
                        },
                        "subject": "it",
                        "text": "At the start of the next Dusk, if it's still in play, ready it",
                    }
                ],
            }
        ]
    },
    NO_LONGER: {
        "effect": [
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "target_character",
                "then": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "at": "Dusk",
                            "delayed": [
                                {"action": "draw", "amount": 1, "if": "unless it's in play"}
                            ],
                            "duration": "until its moment",
                        },
                        "subject": "it",
                        "text": "At Dusk, if it's no longer in play, draw a card",
                    }
                ],
            }
        ]
    },
    END_OF_TURN_IF: {
        "effect": [
            {
                "action": "give_boost",
                "amount": 2,
                "subject": "target_character",
                "then": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "at": "end of the turn",
                            "delayed": [
                                {
                                    "action": "sacrifice",
                                    "if": "it has 2 or more boosts",
                                    "subject": "it",
                                }
                            ],
                            "duration": "this turn",
                        },
                        "subject": "it",
                        "text": "At the end of the turn, if it has 2 or more boosts, sacrifice it",
                    }
                ],
            }
        ]
    },
    NEXT_THIS_DAY: {
        "effect": [
            {
                "action": "ongoing",
                "ongoing": {
                    "duration": "this Day",
                    "next_played": {"card_type": "Permanent", "cost_change": -1},
                },
            }
        ]
    },
    NEXT_UNTIL_END: {
        "effect": [
            {
                "action": "ongoing",
                "ongoing": {
                    "duration": "this turn",
                    "next_played": {"card_type": "Spell", "free": True},
                },
            }
        ]
    },
    DURING_YOUR_TURNS: {
        "passive": {"cant": "Your opponents can't play cards from Reserve", "if": "it's your turn"}
    },
}

RULE_SENTENCES_DURATIONS_DELAYS: dict[str, tuple[str, ...]] = {
    "delayed_at_phase_if": (AT_NIGHT_STILL, NO_LONGER),
    "delayed_at_next_phase_if": (NEXT_DUSK_STILL,),
    "delayed_at_end_of_if": (END_OF_TURN_IF,),
    "delayed_if": (AT_NIGHT_STILL, END_OF_TURN_IF, NO_LONGER),
    "it_in_play_cond": (AT_NIGHT_STILL, NEXT_DUSK_STILL, NO_LONGER),
    "next_played_lasting": (NEXT_THIS_DAY, NEXT_UNTIL_END),
    "passive_during_turn": (DURING_YOUR_TURNS,),
    "during_turn_passive": (DURING_EACH_OPPONENTS,),
}
