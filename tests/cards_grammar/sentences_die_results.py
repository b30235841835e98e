"""Printed sentences of the event slot's die and play forms (issue 30, gram44; written for
these tests): a die's result in every slot that names one (semantics/die_results.py), "add N
to the result" as a modifier of the roll (7.3.33.c), and the play event in the past tense
("if I was played from Reserve", semantics/played_from_past.py). Merged into
:mod:`.sentences` at its end; boards in ``test_board_die_results.py``."""

from __future__ import annotations

from typing import Any

WHEN_FIVE_OR_SIX = "When you roll a 5 or a 6 \u2014 Draw a card."
WHEN_SIX_WORD = "When you roll a six \u2014 Draw a card."
WHEN_DIE_AND_RESULT = "When you roll a die and the result is 6 \u2014 Draw a card."
ON_FACES_LISTED = "{J} Roll a die. On a 4, 5 or 6, I gain 2 boosts."
ON_FIVE_OR_SIX = "{J} Roll a die. On a 5 or 6, I gain 2 boosts. Otherwise, I gain 1 boost."
RESULT_COLON_OTHERWISE = (
    "{J} Roll a die. If the result is 3 or more: I gain 2 boosts, otherwise I gain 1 boost."
)
RESULT_IS_FACES = "When you roll a die \u2014 If the result is 5 or 6, draw a card."
ROLLED_SIX_WORD = "{J} If you rolled a six this Day: Draw a card."
ADD_EXHAUSTING = "When you roll a die \u2014 You may exhaust me ({T}) to add 1 to the result."
ADD_ALWAYS = "When you roll a die \u2014 Add 1 to the result."
PLAYED_FROM_RESERVE = "{J} If I was played from Reserve, I gain 2 boosts."
NOT_PLAYED_FROM_HAND = "{R} If I wasn't played from your hand, I gain 1 boost."

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


READINGS_DIE_RESULTS: dict[str, dict[str, Any]] = {
    WHEN_FIVE_OR_SIX: {
        "reaction": {"trigger": "you_roll_a_die", "if": "the result is 5+", "effect": _DRAW}
    },
    WHEN_SIX_WORD: {
        "reaction": {"trigger": "you_roll_a_die", "if": "the result is 6", "effect": _DRAW}
    },
    WHEN_DIE_AND_RESULT: {
        "reaction": {"trigger": "you_roll_a_die", "if": "the result is 6", "effect": _DRAW}
    },
    ON_FACES_LISTED: {"reaction": {"trigger": "enters_play", "effect": _roll((4, 6, _boosts(2)))}},
    ON_FIVE_OR_SIX: {
        "reaction": {
            "trigger": "enters_play",
            "effect": _roll((5, 6, _boosts(2)), (1, 4, _boosts(1))),
        }
    },
    RESULT_COLON_OTHERWISE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": _roll((3, 6, _boosts(2)), (1, 2, _boosts(1))),
        }
    },
    RESULT_IS_FACES: {
        "reaction": {
            "trigger": "you_roll_a_die",
            "effect": [{"action": "draw", "amount": 1, "if": "the result is 5+"}],
        }
    },
    ROLLED_SIX_WORD: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "you rolled a six this day"}],
        }
    },
    ADD_EXHAUSTING: {
        "passive": {
            "instead": {
                "action": "roll_die",
                "scope": "mine",
                "add_to_result": 1,
                "exhaust_me": True,
            }
        }
    },
    ADD_ALWAYS: {
        "passive": {
            "instead": {"action": "roll_die", "scope": "mine", "add_to_result": 1, "always": True}
        }
    },
    PLAYED_FROM_RESERVE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{**_boosts(2)[0], "if": "i was played from reserve"}],
        }
    },
    NOT_PLAYED_FROM_HAND: {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [{**_boosts(1)[0], "if": "i was not played from hand"}],
        }
    },
}

RULE_SENTENCES_DIE_RESULTS: dict[str, tuple[str, ...]] = {
    "die_range": (WHEN_SIX_WORD,),
    "die_faces_said": (WHEN_FIVE_OR_SIX, ON_FACES_LISTED, ON_FIVE_OR_SIX, RESULT_IS_FACES),
    "die_bound_said": (RESULT_COLON_OTHERWISE,),
    "ev_you_roll_result": (WHEN_DIE_AND_RESULT, WHEN_FIVE_OR_SIX),
    "if_otherwise": (RESULT_COLON_OTHERWISE,),
    "rolled_this_day_cond": (ROLLED_SIX_WORD,),
    "add_to_the_result": (ADD_EXHAUSTING, ADD_ALWAYS),
    "i_was_played_from_cond": (PLAYED_FROM_RESERVE, NOT_PLAYED_FROM_HAND),
}

BOARD_SENTENCES_DIE_RESULTS: tuple[str, ...] = (
    WHEN_FIVE_OR_SIX,
    WHEN_DIE_AND_RESULT,
    ON_FACES_LISTED,
    ON_FIVE_OR_SIX,
    RESULT_COLON_OTHERWISE,
    PLAYED_FROM_RESERVE,
)

REFUSED_DIE_RESULTS: dict[str, str] = {
    "When you roll a 1 or a 6 \u2014 Draw a card.": "a gap",
    "{J} Add 1 to the result.": "modifier of the roll",
    "{J} Roll a die. On a 7, draw a card.": "a die shows 1 to 6",
    "{J} If the result is 4 or more, draw a card.": "'the result' of no roll",
}

# ---- the join in the past tense and counted (7.5.10.a): semantics/played_from_past.py
JOINED_WITH_TOKEN = (
    "{J} Create a [Brassbug 2/2/2] Robot token in my Expedition. If two or more Characters "
    "have joined your Expeditions this turn, I gain 2 boosts."
)
JOINED_ALONE = (
    "{J} If two or more Characters have joined your Expeditions this turn, I gain 2 boosts."
)
NONE_JOINED = "{J} If no Character joined your Expeditions this turn, I gain 1 boost."
PER_JOINED = "{J} Draw a card for each Character that joined your Expeditions this Day."

READINGS_DIE_RESULTS.update(
    {
        JOINED_WITH_TOKEN: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "create",
                        "token": "Brassbug 2/2/2 Robot",
                        "amount": 1,
                        "subject": "my_expedition",
                    },
                    {
                        **_boosts(2)[0],
                        "if": "two or more characters have joined your expeditions this turn",
                    },
                ],
            }
        },
        NONE_JOINED: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {**_boosts(1)[0], "if": "no character joined your expeditions this turn"}
                ],
            }
        },
        PER_JOINED: {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "draw", "per": "character that joined your expeditions this day"}
                ],
            }
        },
    }
)
RULE_SENTENCES_DIE_RESULTS.update(
    {
        "joined_this_period_cond": (JOINED_WITH_TOKEN, NONE_JOINED),
        "joined_in_period": (PER_JOINED,),
    }
)
BOARD_SENTENCES_DIE_RESULTS = (*BOARD_SENTENCES_DIE_RESULTS, JOINED_WITH_TOKEN, PER_JOINED)
REFUSED_DIE_RESULTS["{J} If a Character joined my Expedition this turn, draw a card."] = (
    "which Expedition a Character joined"
)

# ---- "I was [not] [status]" beside "I was [not] played from": one "was" (be) for both
WAS_NOT_FLEETING = "When I'm sacrificed, if I was not [[Fleeting]] \u2014 Put me in Reserve."
READINGS_DIE_RESULTS[WAS_NOT_FLEETING] = {
    "reaction": {
        "trigger": "sacrificed",
        "if": "i was not fleeting",
        "effect": [{"action": "put", "to": "reserve", "subject": "self"}],
    }
}
RULE_SENTENCES_DIE_RESULTS["i_status_cond"] = (WAS_NOT_FLEETING,)
REFUSED_DIE_RESULTS["{J} If I am played from Reserve, draw a card."] = "'I am played from'"
RULE_SENTENCES_DIE_RESULTS["i_was_played_from_cond"] = (
    *RULE_SENTENCES_DIE_RESULTS["i_was_played_from_cond"],
    "{J} If I am played from Reserve, draw a card.",
)
