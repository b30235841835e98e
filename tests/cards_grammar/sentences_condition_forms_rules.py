"""Condition forms (session 39): one printed sentence per grammar rule of the condition forms
blocks, read to the card structures judged by meaning (2.3.1.a, 1.4.1.a, 2.3.1.c: each result under
the one condition; 6.2.b: "[X'] instead if [c]" as its "If [c], …" twin; 5.1.2.k: the ordinal of the
card "it" names). Merged into :mod:`.sentences` (test_rules.py)."""

from __future__ import annotations

from typing import Any

RULE_SENTENCES_ID39: dict[str, tuple[str, ...]] = {
    "id39_two_results": (
        "If you control two or more tokens, I cost {1} less and I have Gigantic.",
    ),
    "id39_lost_and": ("If I have a Boost counter, I lose Defender and I have +1 {O}.",),
    "id39_lost_and_keyword": ("If I have a Boost counter, I lose Defender and am Tough 1.",),
    "id39_stats_and": (
        "If you control a token, I have +1 {V} and Characters you control have Defender.",
    ),
    "id39_stats_and_keyword": ("As long as I'm in {M}, I have +1 {V} and Tough 1.",),
    "id39_stats_and_cant": ("If you control a token, I get +1 {V} and I can't be sacrificed.",),
    "id39_lost_and_cant": ("If I have a Boost counter, I lose Defender and can't be sacrificed.",),
    "id39_keyword_and_cant": ("If you control a token, I am Gigantic and I can't be sacrificed.",),
    "id39_group_stats_and": (
        "If you control a token, Characters you control have +1 {V} and I have Defender.",
    ),
    "id39_group_keyword_and": (
        "If you control a token, Characters you control have Defender and I have +1 {M}.",
    ),
    "id39_group_stats_and_cant": (
        "If you control a token, Characters you control have +1 {O} and can't be sacrificed.",
    ),
    "id39_instead_if_clause": (
        "When you play a Spell — Draw a card. Draw two cards instead if you control a token.",
    ),
    "id39_it_nth_cond": (
        "When you play a Spell — If it's your second Spell this turn, draw a card.",
    ),
}

READINGS_ID39: dict[str, dict[str, Any]] = {
    "If you control two or more tokens, I cost {1} less and I have Gigantic.": {
        "passive": {
            "cost": {"change": -1, "applies_to": "me", "if": "you control two or more tokens"}
        },
        "_more": [
            {
                "text": "If you control two or more tokens, I cost {1} less and I have Gigantic.",
                "passive": {"keyword": "Gigantic", "if": "you control two or more tokens"},
            }
        ],
    },
    "If I have a Boost counter, I lose Defender and I have +1 {O}.": {
        "passive": {"lose_keyword": "Defender", "if": "i have a boost"},
        "_more": [
            {
                "text": "If I have a Boost counter, I lose Defender and I have +1 {O}.",
                "passive": {
                    "stats": {"scope": "self", "forest": 0, "mountain": 0, "water": 1},
                    "if": "i have a boost",
                },
            }
        ],
    },
    "If I have a Boost counter, I lose Defender and am Tough 1.": {
        "passive": {"lose_keyword": "Defender", "if": "i have a boost"},
        "_more": [
            {
                "text": "If I have a Boost counter, I lose Defender and am Tough 1.",
                "passive": {"keyword": "Tough 1", "if": "i have a boost"},
            }
        ],
    },
    "If you control a token, I have +1 {V} and Characters you control have Defender.": {
        "passive": {
            "stats": {"scope": "self", "forest": 1, "mountain": 0, "water": 0},
            "if": "you control a token",
        },
        "_more": [
            {
                "text": "If "
                "you "
                "control "
                "a "
                "token, "
                "I "
                "have "
                "+1 "
                "{V} "
                "and "
                "Characters "
                "you "
                "control "
                "have "
                "Defender.",
                "passive": {
                    "grant": {"to": "characters you control", "keyword": "Defender"},
                    "if": "you control a token",
                },
            }
        ],
    },
    "As long as I'm in {M}, I have +1 {V} and Tough 1.": {
        "passive": {
            "stats": {"scope": "self", "forest": 1, "mountain": 0, "water": 0},
            "if": "i'm in {m}",
        },
        "_more": [
            {
                "text": "As long as I'm in {M}, I have +1 {V} and Tough 1.",
                "passive": {"keyword": "Tough 1", "if": "i'm in {m}"},
            }
        ],
    },
    "If you control a token, I get +1 {V} and I can't be sacrificed.": {
        "passive": {
            "stats": {"scope": "self", "forest": 1, "mountain": 0, "water": 0},
            "if": "you control a token",
        },
        "_more": [
            {
                "text": "If you control a token, I get +1 {V} and I can't be sacrificed.",
                "passive": {"cant_be": {"actions": ["sacrifice"]}, "if": "you control a token"},
            }
        ],
    },
    "If I have a Boost counter, I lose Defender and can't be sacrificed.": {
        "passive": {"lose_keyword": "Defender", "if": "i have a boost"},
        "_more": [
            {
                "text": "If I have a Boost counter, I lose Defender and can't be sacrificed.",
                "passive": {"cant_be": {"actions": ["sacrifice"]}, "if": "i have a boost"},
            }
        ],
    },
    "If you control a token, I am Gigantic and I can't be sacrificed.": {
        "passive": {"keyword": "Gigantic", "if": "you control a token"},
        "_more": [
            {
                "text": "If you control a token, I am Gigantic and I can't be sacrificed.",
                "passive": {"cant_be": {"actions": ["sacrifice"]}, "if": "you control a token"},
            }
        ],
    },
    "If you control a token, Characters you control have +1 {V} and I have Defender.": {
        "passive": {
            "stats": {
                "scope": "group",
                "forest": 1,
                "mountain": 0,
                "water": 0,
                "filter": {"types": ["Character"], "controller": "you"},
            },
            "if": "you control a token",
        },
        "_more": [
            {
                "text": "If "
                "you "
                "control "
                "a "
                "token, "
                "Characters "
                "you "
                "control "
                "have "
                "+1 "
                "{V} "
                "and "
                "I "
                "have "
                "Defender.",
                "passive": {"keyword": "Defender", "if": "you control a token"},
            }
        ],
    },
    "If you control a token, Characters you control have Defender and I have +1 {M}.": {
        "passive": {
            "grant": {"to": "characters you control", "keyword": "Defender"},
            "if": "you control a token",
        },
        "_more": [
            {
                "text": "If "
                "you "
                "control "
                "a "
                "token, "
                "Characters "
                "you "
                "control "
                "have "
                "Defender "
                "and "
                "I "
                "have "
                "+1 "
                "{M}.",
                "passive": {
                    "stats": {"scope": "self", "forest": 0, "mountain": 1, "water": 0},
                    "if": "you control a token",
                },
            }
        ],
    },
    "If you control a token, Characters you control have +1 {O} and can't be sacrificed.": {
        "passive": {
            "stats": {
                "scope": "group",
                "forest": 0,
                "mountain": 0,
                "water": 1,
                "filter": {"types": ["Character"], "controller": "you"},
            },
            "if": "you control a token",
        },
        "_more": [
            {
                "text": "If "
                "you "
                "control "
                "a "
                "token, "
                "Characters "
                "you "
                "control "
                "have "
                "+1 "
                "{O} "
                "and "
                "can't "
                "be "
                "sacrificed.",
                "passive": {
                    "cant_be": {
                        "actions": ["sacrifice"],
                        "filter": {"types": ["Character"], "controller": "you"},
                    },
                    "if": "you control a token",
                },
            }
        ],
    },
    "When you play a Spell — Draw a card. Draw two cards instead if you control a token.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [
                {
                    "action": "draw",
                    "amount": 2,
                    "if": "you control a token",
                    "otherwise": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    "When you play a Spell — If it's your second Spell this turn, draw a card.": {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "effect": [{"action": "draw", "amount": 1, "if": "it's your second spell this turn"}],
        }
    },
}
