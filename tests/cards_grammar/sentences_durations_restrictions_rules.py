"""Printed sentences of gram110's rules (issue 30): the end points beyond the three durations
— "until the next [phase]" (over as that phase next begins, 4.2.a) and "until your next
turn" (over as its controller takes it, 4.2.3.d), each defined by the event that creates the
Emblem-Ongoing (2.2.15.c) — after a change and said first. Merged into :mod:`.sentences` at
its end; the siblings are :mod:`.sentences_durations_restrictions`, the boards
``test_board_durations_restrictions.py``."""

from __future__ import annotations

from typing import Any

NEXT_NOON_DEFENDER = "Target Character gains Defender until the next Noon."
START_OF_NEXT_DUSK = "Target Character can't be sacrificed until the start of the next Dusk."
YOUR_NEXT_TURN_FIRST = "{J} Until your next turn, I can't be targeted by opponents."
START_OF_YOUR_NEXT_TURN = "Target opponent can't play Spells until the start of your next turn."
OPPONENTS_FROM_RESERVE = "Your opponents can't play cards from their Reserve this Day."
EACH_FROM_HAND = "Each opponent can't play Spells from hand until the end of the turn."
TARGET_FROM_RESERVE = "Target opponent can't play Characters from Reserve until the next Noon."
WHILE_IN_PLAY = "{J} Target Character can't gain boosts while I'm in play."
AS_LONG_AS_IN_PLAY = "{J} Target opponent can't play Spells for as long as I am in play."
LOSES_BOOSTS_CANT_GAIN = "Target Character loses all its boosts and can't gain boosts this turn."
CANT_MOVE_NEXT_NOON = "Target Expedition can't move forward until the next Noon."

READINGS_DURATIONS_RESTRICTIONS: dict[str, dict[str, Any]] = {
    NEXT_NOON_DEFENDER: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_character",
                "ongoing": {"duration": "until the next Noon", "keyword": "Defender"},
            }
        ]
    },
    START_OF_NEXT_DUSK: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_character",
                "ongoing": {"duration": "until the next Dusk", "cant_be": ["sacrifice"]},
            }
        ]
    },
    YOUR_NEXT_TURN_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "self",
                    "ongoing": {
                        "duration": "until your next turn",
                        "cant_be": ["target_by_opponent"],
                    },
                }
            ],
        }
    },
    START_OF_YOUR_NEXT_TURN: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_opponent",
                "ongoing": {
                    "duration": "until your next turn",
                    "cant": "Target opponent can't play Spells",
                },
            }
        ]
    },
    CANT_MOVE_NEXT_NOON: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_expedition",
                "ongoing": {
                    "duration": "until the next Noon",
                    "cant": "Expeditions can't move forward",
                },
            }
        ]
    },
    OPPONENTS_FROM_RESERVE: {
        "effect": [
            {
                "action": "ongoing",
                "ongoing": {
                    "duration": "this Day",
                    "cant": "Your opponents can't play cards from Reserve",
                },
            }
        ]
    },
    EACH_FROM_HAND: {
        "effect": [
            {
                "action": "ongoing",
                "ongoing": {
                    "duration": "this turn",
                    "cant": "Your opponents can't play Spells from hand",
                },
            }
        ]
    },
    TARGET_FROM_RESERVE: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "target_opponent",
                "ongoing": {
                    "duration": "until the next Noon",
                    "cant": "Target opponent can't play Characters from Reserve",
                },
            }
        ]
    },
    WHILE_IN_PLAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "while I'm in play", "cant_be": ["gain_boosts"]},
                }
            ],
        }
    },
    AS_LONG_AS_IN_PLAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_opponent",
                    "ongoing": {
                        "duration": "while I'm in play",
                        "cant": "Target opponent can't play Spells",
                    },
                }
            ],
        }
    },
    LOSES_BOOSTS_CANT_GAIN: {
        "effect": [
            {
                "action": "remove_counters",
                "subject": "target_character",
                "counter": "boost",
                "all_counters": True,
                "it_follows": True,
                "then": [
                    {
                        "action": "ongoing",
                        "subject": "it",
                        "ongoing": {"duration": "this turn", "cant_be": ["gain_boosts"]},
                    }
                ],
            }
        ]
    },
}

RULE_SENTENCES_DURATIONS_RESTRICTIONS: dict[str, tuple[str, ...]] = {
    "g110_next_phase_time": (NEXT_NOON_DEFENDER, START_OF_NEXT_DUSK, CANT_MOVE_NEXT_NOON),
    "g110_your_next_turn_time": (YOUR_NEXT_TURN_FIRST, START_OF_YOUR_NEXT_TURN),
    "g110_opponents_cant_play_from_for": (OPPONENTS_FROM_RESERVE, EACH_FROM_HAND),
    "g110_target_cant_play_from_for": (TARGET_FROM_RESERVE,),
    "g110_from_reserve": (OPPONENTS_FROM_RESERVE, TARGET_FROM_RESERVE),
    "g110_from_hand": (EACH_FROM_HAND,),
    "g110_while_in_play_time": (WHILE_IN_PLAY, AS_LONG_AS_IN_PLAY),
    "g110_loses_boosts_cant_gain_for": (LOSES_BOOSTS_CANT_GAIN,),
}
