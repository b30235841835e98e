"""Printed sentences for the grammar's gram54 rules (issue 30; written for these tests, not
copied from card data): a set's keyword action read by its definition (the pool's lexicon,
:data:`SET_KEYWORDS`, given as an import gives it), a reminder's "[cost] to do this.", a
zone's limit changed (typed), a die roll replaced by N dice, a token's composite type."""

from __future__ import annotations

from typing import Any

SET_KEYWORDS = {
    "kindle": "Target Character you control gains 1 Ember counter.",
    "stoke": "Draw a card. I gain 1 boost.",
}
"""The set's keyword actions these sentences are read with (``using_keywords``)."""

_EMBER = {
    "action": "gain_counters",
    "amount": 1,
    "counter": "Ember",
    "subject": "target_character",
    "filter": {"controller": "you"},
}
_DRAW = {"action": "draw", "amount": 1}

KINDLE_AND = "{J} Draw a card and Kindle."
STOKE_TWICE = "{J} Stoke twice."
"""The keyword action of two steps done twice, whole (it read as one draw, two boosts)."""
STOKE_THREE_TIMES = "{J} Stoke three times."
STOKE_AGAIN = "{J} Stoke. Stoke again."
STOKE_AGAIN_AFTER_A_BOOST = "{J} I gain 1 boost. Stoke again."
"""Refused: no Stoke before it (only its last step, a boost, was said)."""
STOKE_PER = "{J} Stoke for each Plant you control."
"""Refused: a count multiplies one step, and Stoke is two."""
TO_DO_THIS = "{J} Discard me from Reserve to do this."
LANDMARK_LIMIT = "Your Landmark limit is increased by one."
ALL_RESERVE = "All Reserve limits are reduced by 2."
LIMIT_BY_X = "Your Reserve limit is increased by X."
"""Refused: no "where X is …" says X of a limit (it read as +1)."""
ALL_LIMITS_BY_X = "All Landmark limits are reduced by X."
RESERVE_IS = "Your Reserve limit is 4."
TWO_DICE = "Each time you would roll a die, roll two dice instead and choose one of the results."
X_DICE = "Each time you would roll a die, roll X dice instead and choose one of the results."
MORE_DICE = (
    "Each time you would roll a die, roll two more dice instead and choose one of the results."
)
"""Refused: "two more dice" read as two dice (one more), its "more" dropped."""
REVEAL = "If you would roll one or more dice, also reveal the top card of your deck."
LANDMARK_TOKEN = "When a Landmark Permanent token joins your Landmarks \u2014 Draw a card."
EXPEDITION_TOKENS = "{J} Each Expedition Permanent token you control gains 1 boost."

_BOOST_ME = {"action": "give_boost", "amount": 1, "subject": "self"}

_STOKED = [{**_DRAW, "keyword_action": "Stoke"}, _BOOST_ME]
"""ia (session 38): the first step of Stoke's two carries its name (6.5.f)."""

READINGS_SET_ACTIONS: dict[str, dict[str, Any]] = {
    STOKE_TWICE: {"reaction": {"trigger": "enters_play", "effect": _STOKED * 2}},
    STOKE_THREE_TIMES: {"reaction": {"trigger": "enters_play", "effect": _STOKED * 3}},
    STOKE_AGAIN: {"reaction": {"trigger": "enters_play", "effect": _STOKED * 2}},
    # ha: the step that is Kindle's whole definition carries its name (2.2.12.c, 6.1.c)
    KINDLE_AND: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [_DRAW, {**_EMBER, "keyword_action": "Kindle"}],
        }
    },
    LANDMARK_LIMIT: {"passive": {"limit": {"zone": "landmarks", "by": 1, "players": "you"}}},
    ALL_RESERVE: {"passive": {"limit": {"zone": "reserve", "by": -2, "players": "all"}}},
    RESERVE_IS: {"passive": {"limit": {"zone": "reserve", "to": 4, "players": "you"}}},
    TWO_DICE: {"passive": {"instead": {"action": "roll_die", "scope": "mine", "extra": 1}}},
    REVEAL: {"passive": {"also": {"action": "roll_die", "scope": "mine", "add": "reveal"}}},
    LANDMARK_TOKEN: {
        "reaction": {
            "trigger": "permanent_joins_your_landmarks",
            "filter": {"tokens": True},
            "effect": [_DRAW],
        }
    },
    EXPEDITION_TOKENS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "objects_in_play",
                    "filter": {
                        "permanents_in_expeditions": True,
                        "types": ["Permanent"],
                        "controller": "you",
                        "tokens": True,
                    },
                }
            ],
        }
    },
}

REFUSED_SET_ACTIONS: dict[str, str] = {
    TO_DO_THIS: "it is read only in a keyword's reminder",
    LIMIT_BY_X: "a limit changed by 'X' is not read",
    STOKE_PER: "'for each' after a keyword action of several steps is not read yet",
    STOKE_AGAIN_AFTER_A_BOOST: "'again' repeats no step said before it",
    X_DICE: "'dice instead' after a number of dice not printed as such",
    MORE_DICE: "'dice instead' after a number of dice not printed as such",
    ALL_LIMITS_BY_X: "a limit changed by 'X' is not read",
}

RULE_SENTENCES_SET_ACTIONS: dict[str, tuple[str, ...]] = {
    "set_action_step": (KINDLE_AND,),
    "twice_chain": (STOKE_TWICE,),
    "times_chain": (STOKE_THREE_TIMES,),
    "per_chain": (STOKE_PER,),
    "again_chain": (STOKE_AGAIN, STOKE_AGAIN_AFTER_A_BOOST),
    "cost_restated": (TO_DO_THIS,),
    "limit_changed": (LANDMARK_LIMIT, LIMIT_BY_X, ALL_RESERVE, ALL_LIMITS_BY_X),
    "limit_is": (RESERVE_IS,),
    "landmark_limit_zone": (LANDMARK_LIMIT,),
    "reserve_limit_zone": (ALL_RESERVE, RESERVE_IS),
    "limit_increased": (LANDMARK_LIMIT,),
    "limit_reduced": (ALL_RESERVE,),
    "roll_dice_instead": (TWO_DICE, X_DICE, MORE_DICE),
    "roll_one_words": (TWO_DICE,),
    "roll_many_words": (REVEAL,),
    "landmark_permanent_token_noun": (LANDMARK_TOKEN,),
    "expedition_permanent_token_noun": (EXPEDITION_TOKENS,),
}
