"""Printed sentences for the grammar's verb forms and number (gram48; written for these tests
from CR 1.2.7.c and 6.3.g, not copied from card data): an event's subject counted in the
plural ("one or more", "two or more", "N or more of your"), its verb in the plural."""

from __future__ import annotations

from typing import Any

DRAW = [{"action": "draw", "amount": 1}]

MANY_JOIN = "When one or more Characters join your Expeditions \u2014 Draw a card."
MANY_LEAVE = "When one or more Characters you control leave play \u2014 Draw a card."
TWO_OF_YOURS_SACRIFICED = (
    "Whenever two or more of your Characters are sacrificed \u2014 Draw a card."
)
YOU_SACRIFICE_MANY = "When you sacrifice one or more Characters \u2014 Draw a card."
MANY_GAIN_ASLEEP = "When one or more Characters gain [[Asleep]] \u2014 Draw a card."
THREE_LEAVE = "When 3 or more Characters leave play \u2014 Draw a card."

READINGS_VERB_FORMS: dict[str, dict[str, Any]] = {
    MANY_JOIN: {
        "reaction": {
            "trigger": "character_joins_your_expeditions",
            "once_per_event": True,
            "effect": DRAW,
        }
    },
    MANY_LEAVE: {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"], "controller": "you"},
            "once_per_event": True,
            "effect": DRAW,
        }
    },
    TWO_OF_YOURS_SACRIFICED: {
        "reaction": {
            "trigger": "player_sacrifices",
            "filter": {"controller": "you"},
            "once_per_event": True,
            "at_least": 2,
            "effect": DRAW,
        }
    },
    YOU_SACRIFICE_MANY: {
        "reaction": {
            "trigger": "you_sacrifice_a_character",
            "once_per_event": True,
            "effect": DRAW,
        }
    },
    MANY_GAIN_ASLEEP: {
        "reaction": {
            "trigger": "gains_status",
            "filter": {"types": ["Character"]},
            "status": "Asleep",
            "once_per_event": True,
            "effect": DRAW,
        }
    },
    THREE_LEAVE: {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"]},
            "once_per_event": True,
            "at_least": 3,
            "effect": DRAW,
        }
    },
}
# "they": every object of the batch (6.3.i)
TWO_ASLEEP_THEY_BOOST = "When two or more Characters gain [[Asleep]] \u2014 They gain 1 boost."
READINGS_VERB_FORMS[TWO_ASLEEP_THEY_BOOST] = {
    "reaction": {
        "trigger": "gains_status",
        "filter": {"types": ["Character"]},
        "status": "Asleep",
        "once_per_event": True,
        "at_least": 2,
        "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
    }
}

# past conditions in the present perfect (6.5.d): the verb slot ``_be_done`` / ``_leave_done``
HAS_BEEN_SACRIFICED = "{H} If a Character has been sacrificed this Day, I gain 1 boost."
HAVE_LEFT_PLAY = (
    "{H} If two or more Characters you control have left play this Day, I gain 1 boost."
)


def _if_boost(said: str) -> dict[str, Any]:
    step = {"action": "give_boost", "amount": 1, "subject": "self", "if": said}
    return {"reaction": {"trigger": "played_from_hand", "effect": [step]}}


READINGS_VERB_FORMS[HAS_BEEN_SACRIFICED] = _if_boost("a character has been sacrificed this day")
READINGS_VERB_FORMS[HAVE_LEFT_PLAY] = _if_boost(
    "two or more characters you control have left play this day"
)
RULE_SENTENCES_VERB_FORMS: dict[str, tuple[str, ...]] = {
    "many_joiner": (
        MANY_JOIN,
        MANY_LEAVE,
        YOU_SACRIFICE_MANY,
        MANY_GAIN_ASLEEP,
        THREE_LEAVE,
        TWO_ASLEEP_THEY_BOOST,
    ),
    "many_of_yours_joiner": (TWO_OF_YOURS_SACRIFICED,),
    "batch_size": (MANY_JOIN, TWO_OF_YOURS_SACRIFICED, THREE_LEAVE),
    "sacrificed_this_period_cond": (HAS_BEEN_SACRIFICED,),
    "left_play_this_period_cond": (HAVE_LEFT_PLAY,),
}
BOARD_SENTENCES_VERB_FORMS: tuple[str, ...] = tuple(READINGS_VERB_FORMS)
