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
WITHOUT = "{J} Send target Character without Homeward to Reserve."
WITH_BOUND = "{J} Target Character with Homeward 1 or more gains 1 boost."
LOSES = "{J} Target Character loses Homeward this turn."
IF_IT_HAS = "When another Character leaves play \u2014 If it has Homeward, draw a card."
IF_I_HAVE = "{J} If I have Homeward, draw a card."

_NAMED = {**_HOMEWARD, "set_keyword": "Homeward"}
"""The definition's ability named by its keyword (session 41: "with [Homeward]" finds it)."""

READINGS_SET_KEYWORDS: dict[str, dict[str, Any]] = {
    BARE: _NAMED,
    # session 41: a qualifier, as a rules keyword is (keyword_qualifiers.py, 2.2.12.c)
    WITH: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "characters_you_control",
                    "filter": {"set_keywords": ["Homeward"]},
                }
            ],
        }
    },
    # session 41: a condition on the bearer (evaluate/set_keyword_conditions.py, 6.5.d)
    IF_I_HAVE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "i have homeward"}],
        }
    },
    IF_IT_HAS: {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"], "another": True},
            "effect": [{"action": "draw", "amount": 1, "if": "it has homeward"}],
        }
    },
    LOSES: {  # session 41: an Emblem-Ongoing removing its abilities (set_keyword_losses.py)
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ignore",
                    "subject": "target_character",
                    "ongoing": {
                        "duration": "this turn",
                        "lose_abilities": True,
                        "lose_set_keyword": "Homeward",
                    },
                }
            ],
        }
    },
    WITHOUT: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "subject": "target_character",
                    "filter": {"without_set_keywords": ["Homeward"]},
                }
            ],
        }
    },
    LISTED: {"keywords": ["Defender"], "_abilities": [_NAMED]},
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
                        "abilities": [{"text": "[Homeward]", **_NAMED}],
                    },
                }
            ],
        }
    },
}

REFUSED_SET_KEYWORDS: dict[str, str] = {
    WITH_BOUND: "which number an object's has is not kept",
}

RULE_SENTENCES_SET_KEYWORDS: dict[str, tuple[str, ...]] = {
    "set_keyword": (BARE, LISTED),
    "i_set_keyword_cond": (IF_I_HAVE,),
    "it_set_keyword_cond": (IF_IT_HAS,),
    # session 41 (keyword_qualifiers.py; boards: test_keyword_qualifiers.py)
    "with_set_keyword": (WITH,),
    "without_set_keyword": (WITHOUT,),
    "set_keyword_bounded": (WITH_BOUND,),
    "lose_set_keyword_for_a_time": (LOSES,),
    # gram78: given for a time — a replacement's definition given
    # (test_board_replacing_modifiers.py);
    # g5: a Reaction's too, as a quoted Reaction is
    "set_keyword_for_a_time": (GAINS,),
}
