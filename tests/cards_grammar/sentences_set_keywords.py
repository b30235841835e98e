"""Printed sentences for the grammar's gram61 rules (issue 30; written for these tests, not
copied from card data): a set's keyword ABILITY (a word of the pool's lexicon, read with
:data:`SET_KEYWORDS`) where a rules keyword stands — read as its definition on a keyword line
or in a list, refused naming it where the engine does not run it."""

from __future__ import annotations

from typing import Any

SET_KEYWORDS = {"homeward": "When I go from the Expedition zone to Reserve \u2014 [Resupply]."}
"""The set's keyword abilities these sentences are read with (``using_keywords``)."""

_HOMEWARD = {
    "reaction": {
        "trigger": "goes_to_reserve_from_expedition_zone",
        "effect": [{"action": "resupply"}],
    }
}

BARE = "Homeward."
LISTED = "Defender, Homeward."
GAINS = "{J} Target Character gains Homeward this turn."
WITH = "{J} Each Character with Homeward you control gains 1 boost."
IF_I_HAVE = "{J} If I have Homeward, draw a card."

READINGS_SET_KEYWORDS: dict[str, dict[str, Any]] = {
    BARE: _HOMEWARD,
    LISTED: {"keywords": ["Defender"], "_abilities": [_HOMEWARD]},
    # g5: a Reaction's definition given for a time as a quoted Reaction is (2.2.15.a, 2.3.1.a)
    GAINS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {
                        "duration": "this turn",
                        "abilities": [{"text": "[Homeward]", **_HOMEWARD}],
                    },
                }
            ],
        }
    },
}

REFUSED_SET_KEYWORDS: dict[str, str] = {
    WITH: "[Homeward] is the set's keyword ability",
    IF_I_HAVE: "[Homeward] is the set's keyword ability",
}

RULE_SENTENCES_SET_KEYWORDS: dict[str, tuple[str, ...]] = {
    "set_keyword": (BARE, LISTED),
    "set_keyword_elsewhere": (WITH, IF_I_HAVE),
    # gram78: given for a time — a replacement's definition given (test_board_gram78.py);
    # g5: a Reaction's too, as a quoted Reaction is
    "set_keyword_for_a_time": (GAINS,),
}
