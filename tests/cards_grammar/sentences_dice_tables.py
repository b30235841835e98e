"""Printed sentences of the grammar's block "dice: a result said in a trigger, a roll's
results in other words" (issue 30; written for these tests): their readings and rules, and
those played on a board (``test_board_dice_tables.py``). Merged into :mod:`.sentences` at
its end."""

from __future__ import annotations

from typing import Any

WHEN_YOU_ROLL_A_6 = "When you roll a 6 \u2014 Draw a card."
WHEN_RESULT_IS_6 = "When you roll a die, if the result is 6 \u2014 Draw a card."
WHEN_YOU_ROLL_4_OR_MORE = "When you roll a 4 or more \u2014 Draw a card."
WHEN_OPPONENT_ROLLS_1_3 = "When an opponent rolls a 1-3 \u2014 I gain 1 boost."
IF_YOU_ROLL_OR_MORE = "{J} Roll a die. If you roll 4 or more, I gain 2 boosts."
ON_A_COLON = "{J} Roll a die. On a 6: I gain 3 boosts. On a 1-5: I gain 1 boost."
ON_A_OTHERWISE = "{J} Roll a die. On a 6, I gain 3 boosts. Otherwise, I gain 1 boost."
IF_YOU_ROLL_OR_LESS = "Roll a die. If you roll 2 or less, draw a card. On a 3, draw two cards."

_DRAW = [{"action": "draw", "amount": 1}]


def _boosts(n: int) -> list[dict[str, Any]]:
    return [{"action": "give_boost", "amount": n, "subject": "self"}]


def _roll(*outcomes: tuple[int, int, list[dict[str, Any]]]) -> list[dict[str, Any]]:
    return [
        {
            "action": "roll_die",
            "outcomes": [{"low": lo, "high": hi, "effect": e} for lo, hi, e in outcomes],
        }
    ]


READINGS_DICE_TABLES: dict[str, dict[str, Any]] = {
    WHEN_YOU_ROLL_A_6: {
        "reaction": {"trigger": "you_roll_a_die", "if": "the result is 6", "effect": _DRAW}
    },
    WHEN_RESULT_IS_6: {
        "reaction": {"trigger": "you_roll_a_die", "if": "the result is 6", "effect": _DRAW}
    },
    WHEN_YOU_ROLL_4_OR_MORE: {
        "reaction": {"trigger": "you_roll_a_die", "if": "the result is 4+", "effect": _DRAW}
    },
    WHEN_OPPONENT_ROLLS_1_3: {
        "reaction": {
            "trigger": "you_roll_a_die",
            "player": "opponent",
            "if": "the result is 1-3",
            "effect": _boosts(1),
        }
    },
    IF_YOU_ROLL_OR_MORE: {
        "reaction": {"trigger": "enters_play", "effect": _roll((4, 6, _boosts(2)))}
    },
    ON_A_COLON: {
        "reaction": {
            "trigger": "enters_play",
            "effect": _roll((6, 6, _boosts(3)), (1, 5, _boosts(1))),
        }
    },
    ON_A_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": _roll((6, 6, _boosts(3)), (1, 5, _boosts(1))),
        }
    },
    IF_YOU_ROLL_OR_LESS: {
        "effect": _roll((1, 2, _DRAW), (3, 3, [{"action": "draw", "amount": 2}]))
    },
}

RULE_SENTENCES_DICE_TABLES: dict[str, tuple[str, ...]] = {
    "die_rolled_range": (WHEN_YOU_ROLL_A_6, WHEN_OPPONENT_ROLLS_1_3),
    "die_bound_said": (WHEN_YOU_ROLL_4_OR_MORE, IF_YOU_ROLL_OR_MORE, IF_YOU_ROLL_OR_LESS),
    "ev_you_roll_result": (WHEN_YOU_ROLL_A_6, WHEN_YOU_ROLL_4_OR_MORE),
    "ev_opponent_rolls_result": (WHEN_OPPONENT_ROLLS_1_3,),
    "die_if_you_roll": (IF_YOU_ROLL_OR_MORE, IF_YOU_ROLL_OR_LESS),
    "die_outcome_colon": (ON_A_COLON,),
}

BOARD_SENTENCES_DICE_TABLES: tuple[str, ...] = (
    WHEN_YOU_ROLL_A_6,
    WHEN_RESULT_IS_6,
    WHEN_YOU_ROLL_4_OR_MORE,
    IF_YOU_ROLL_OR_MORE,
    ON_A_COLON,
    ON_A_OTHERWISE,
)

# ----------------------------------------- amounts: "its Hand Cost", "that Character's"
SACRIFICE_ITS_HAND_COST = (
    "{J} Sacrifice a Character. If you do, I gain boosts equal to its Hand Cost."
)
SACRIFICE_THAT_RESERVE_COST = (
    "{J} Sacrifice a Character. If you do, target Character gains X boosts, where X is that "
    "Character's Reserve Cost."
)

READINGS_DICE_TABLES.update(
    {
        SACRIFICE_ITS_HAND_COST: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_you_control",
                        "then": [
                            {
                                "action": "give_boost",
                                "amount": 1,
                                "subject": "self",
                                "per": "its hand cost",
                            }
                        ],
                    }
                ],
            }
        },
        SACRIFICE_THAT_RESERVE_COST: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_you_control",
                        "then": [
                            {
                                "action": "give_boost",
                                "amount": 1,
                                "subject": "target_character",
                                "per": "its reserve cost",
                            }
                        ],
                    }
                ],
            }
        },
    }
)
RULE_SENTENCES_DICE_TABLES["its_acted_cost"] = (
    SACRIFICE_ITS_HAND_COST,
    SACRIFICE_THAT_RESERVE_COST,
)
NOT_READ_ITS_COST: tuple[str, ...] = (
    # "its" may be the target's own cost: not read (precision first)
    "{J} Sacrifice a Character. If you do, target Character gains boosts equal to its Hand Cost.",
    "{J} Target Character gains boosts equal to its Hand Cost.",  # no step acted on before
)
BOARD_SENTENCES_DICE_TABLES += (SACRIFICE_ITS_HAND_COST, SACRIFICE_THAT_RESERVE_COST)
