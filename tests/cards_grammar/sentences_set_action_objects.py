"""Printed sentences for ia42's rules (issue 30; written for these tests, not copied from card
data): a set's keyword action taking an object ("[Smelt] target Character you control",
"[Smelt] it"), its definition read from a reminder said of "me" (:data:`SET_KEYWORDS`, as an
import gives it); and "it gains that many boosts" after a removal from that one object."""

from __future__ import annotations

from scenarios.cards.printed.reminded_keywords import defined_keywords

SET_KEYWORDS = defined_keywords(
    [("{J} [Smelt] me. (Remove all my Spark counters, then I gain that many boosts.)", "Forge")]
)
"""[Smelt], defined by a reminder said of "me"."""

SMELT_TARGET = "Draw a card, then Smelt target Character you control."
SMELT_IT = "Target Character gains 2 Spark counters, then Smelt it."
IT_GAINS_THAT_MANY = "{J} Target Character loses all its boosts. It gains that many boosts."
"""Read since ia42 (was refused, review23): "it" is the one target the removal acted on."""

_GAIN_IT = {
    "subject": "it",
    "action": "give_boost",
    "amount": 1,
    "per": "spark counter removed this way",
}

READINGS_SET_ACTION_OBJECTS: dict[str, dict[str, object]] = {
    SMELT_TARGET: {
        "effect": [
            {"action": "draw", "amount": 1},
            {
                "subject": "target_character",
                "filter": {"controller": "you"},
                "action": "remove_counters",
                "counter": "Spark",
                "all_counters": True,
                "then": [_GAIN_IT],
                "keyword_action": "Smelt",
            },
        ]
    },
    SMELT_IT: {
        "effect": [
            {
                "action": "gain_counters",
                "amount": 2,
                "counter": "Spark",
                "subject": "target_character",
                "then": [
                    {
                        "subject": "it",
                        "action": "remove_counters",
                        "counter": "Spark",
                        "all_counters": True,
                        "then": [_GAIN_IT],
                        "keyword_action": "Smelt",
                    }
                ],
            }
        ]
    },
}

READINGS_SET_ACTION_OBJECTS[IT_GAINS_THAT_MANY] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "remove_counters",
                "counter": "boost",
                "all_counters": True,
                "subject": "target_character",
                "then": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "it",
                        "per": "boost removed this way",
                    }
                ],
            }
        ],
    }
}

RULE_SENTENCES_SET_ACTION_OBJECTS: dict[str, tuple[str, ...]] = {
    "set_action_on": (SMELT_TARGET, SMELT_IT),
}
