"""Printed sentences of the grammar's block "triggers: 'The first time [event] each turn —'"
(issue 30; written for these tests): their readings and rules, and those played on a board
(``test_board_first_time_triggers.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

FIRST_TIME_SACRIFICE = "The first time you sacrifice a Character each turn \u2014 I gain 1 boost."
SECOND_TIME_SACRIFICED = (
    "The second time a Character you control is sacrificed each turn \u2014 I gain 1 boost."
)
SECOND_GIFT_THIS_TURN = (
    "The second time you make a Gift this turn, if I am Boosted \u2014 Draw a card."
)

_BOOST_ME = [{"action": "give_boost", "amount": 1, "subject": "self"}]


def _nth(trigger: str, nth: int, effect: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    found = {"trigger": trigger, "ordinal": nth, "per": "turn", **more, "effect": effect}
    return {"reaction": found}


READINGS_FIRST_TIME_TRIGGERS: dict[str, dict[str, Any]] = {
    FIRST_TIME_SACRIFICE: _nth("you_sacrifice_a_character", 1, _BOOST_ME),
    SECOND_TIME_SACRIFICED: _nth("you_sacrifice_a_character", 2, _BOOST_ME),
    SECOND_GIFT_THIS_TURN: _nth(
        "you_make_a_gift", 2, [{"action": "draw", "amount": 1}], **{"if": "i am boosted"}
    ),
}

RULE_SENTENCES_FIRST_TIME_TRIGGERS: dict[str, tuple[str, ...]] = {
    "first_time_trigger": (FIRST_TIME_SACRIFICE, SECOND_TIME_SACRIFICED, SECOND_GIFT_THIS_TURN),
}

REFUSED_FIRST_TIME: dict[str, str] = {
    "The first time you roll a die each Dusk \u2014 I gain 1 boost.": "each dusk",
    "The first time you roll a 6 each turn \u2014 I gain 1 boost.": "counts no other event",
    "The first time you Resupply each Day \u2014 Draw a card.": "counts no other event",
}
"""Events the engine does not count so: resolved by hand, the reason naming the words."""

BOARD_SENTENCES_FIRST_TIME_TRIGGERS: tuple[str, ...] = (
    FIRST_TIME_SACRIFICE,
    SECOND_TIME_SACRIFICED,
)

# ------------------------------------------------------- "When [object] gains a status"
GAINS_A_STATUS = "When a Character you control gains a status \u2014 It gains 1 boost."
ANOTHER_GAINS_ANY_STATUS = "When another Character gains any status \u2014 Draw a card."
I_GAIN_A_STATUS = "When I gain a status \u2014 Draw a card."

READINGS_FIRST_TIME_TRIGGERS.update(
    {
        GAINS_A_STATUS: {
            "reaction": {
                "trigger": "gains_a_status",
                "filter": {"types": ["Character"], "controller": "you"},
                "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
            }
        },
        ANOTHER_GAINS_ANY_STATUS: {
            "reaction": {
                "trigger": "gains_a_status",
                "filter": {"types": ["Character"], "another": True},
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
        I_GAIN_A_STATUS: {
            "reaction": {
                "trigger": "gains_a_status",
                "filter": {"only_me": True},
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
    }
)
RULE_SENTENCES_FIRST_TIME_TRIGGERS.update(
    {
        "ev_gains_a_status": (GAINS_A_STATUS, ANOTHER_GAINS_ANY_STATUS),
        "ev_i_gain_a_status": (I_GAIN_A_STATUS,),
    }
)
BOARD_SENTENCES_FIRST_TIME_TRIGGERS += (GAINS_A_STATUS,)

# ------------------------------------------- "When a token enters play under your control"
TOKEN_ENTERS_PLAY = "When a token enters play under your control \u2014 I gain 1 boost."
TOKEN_YOU_CONTROL_ENTERS = "When a token you control enters play \u2014 It gains 1 boost."

READINGS_FIRST_TIME_TRIGGERS.update(
    {
        TOKEN_ENTERS_PLAY: {
            "reaction": {
                "trigger": "you_receive_a_token",
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
        TOKEN_YOU_CONTROL_ENTERS: {
            "reaction": {
                "trigger": "you_receive_a_token",
                "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
            }
        },
    }
)
RULE_SENTENCES_FIRST_TIME_TRIGGERS.update(
    {
        "ev_enters_play_under_your_control": (TOKEN_ENTERS_PLAY,),
        "ev_object_enters_play": (TOKEN_YOU_CONTROL_ENTERS,),
    }
)
REFUSED_TOKEN_ENTERS: tuple[str, ...] = (
    "When a Robot token enters play under your control \u2014 I gain 1 boost.",
    "When another token enters play under your control \u2014 I gain 1 boost.",
)
"""A narrower token: the engine watches every token received (resolved by hand)."""
BOARD_SENTENCES_FIRST_TIME_TRIGGERS += (TOKEN_ENTERS_PLAY, TOKEN_YOU_CONTROL_ENTERS)

# ------------------------------------------------------ "When I'm returned to your Hand"
RETURNED_TO_HAND = "When I'm returned to your Hand \u2014 Draw a card."
PUT_IN_HAND = "When I am put in your hand \u2014 I gain 1 boost."

READINGS_FIRST_TIME_TRIGGERS.update(
    {
        RETURNED_TO_HAND: {
            "reaction": {"trigger": "returned_to_hand", "effect": [{"action": "draw", "amount": 1}]}
        },
        PUT_IN_HAND: {
            "reaction": {
                "trigger": "returned_to_hand",
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
    }
)
RULE_SENTENCES_FIRST_TIME_TRIGGERS.update({"ev_i_am_discarded": (RETURNED_TO_HAND, PUT_IN_HAND)})
BOARD_SENTENCES_FIRST_TIME_TRIGGERS += (RETURNED_TO_HAND,)

# ----------------------------------------------- "The first time you roll a die each turn"
FIRST_DIE_EACH_TURN = "The first time you roll a die each turn \u2014 Draw a card."
SECOND_DIE_EACH_TURN = "When you roll a die for the second time each turn \u2014 Draw a card."

READINGS_FIRST_TIME_TRIGGERS.update(
    {
        FIRST_DIE_EACH_TURN: _nth("you_roll_a_die", 1, [{"action": "draw", "amount": 1}]),
        SECOND_DIE_EACH_TURN: _nth("you_roll_a_die", 2, [{"action": "draw", "amount": 1}]),
    }
)
RULE_SENTENCES_FIRST_TIME_TRIGGERS["first_time_trigger"] += (FIRST_DIE_EACH_TURN,)
RULE_SENTENCES_FIRST_TIME_TRIGGERS["ev_nth_time_each_turn"] = (SECOND_DIE_EACH_TURN,)
BOARD_SENTENCES_FIRST_TIME_TRIGGERS += (FIRST_DIE_EACH_TURN, SECOND_DIE_EACH_TURN)
