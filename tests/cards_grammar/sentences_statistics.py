"""Printed sentences of the grammar's block "statistics set, swapped and changed for a time;
sub-types given to a group" (issue 30, gram111; written for these tests, the dev set's
forms marked): their readings and rules, and those played on a board
(``test_board_statistics.py``). Merged into :mod:`.sentences` at its end. The sibling
sentences judged by meaning are in ``benchmarks/statistics_siblings.py``."""

from __future__ import annotations

from typing import Any

BASE_FACING = (  # dev (NEWSET27)
    "[When I enter play] Until the end of the turn, the base statistics of each Character in "
    "the Expedition facing me become 1/1/1."
)
BASE_TARGET_DAY = (
    "[When I enter play] The base statistics of target Character become 0/0/0 until the end "
    "of the Day."
)
STATS_BECOME = "Target Character's statistics become 1/1/1 until the end of the turn."
SWAP_TARGET = (  # dev (NEWSET27)
    "{T} : Until the end of the turn, target Character's {V} and {O} are swapped."
)
SWAP_VERB = "Swap the {V} and {O} of target Character until the end of the turn."
CROSS_EQUAL = (  # dev (NEWSET27)
    "Target Character's {V} becomes equal to its {O}, and its {O} becomes equal to its {V}, "
    "until the end of the turn."
)
GETS_FOR_A_TIME = "Target Character gets +2/+0/+0 until the end of the turn."
I_HAVE_STATS = "I have +2 {V} and +1 {O}."
KEYWORD_AND_STATS = "As long as I'm Boosted, I have Tough 1 and +1 {M}."
AM_KEYWORD_I_HAVE = "I am Defender and I have +2 {V}."
SUBTYPES_GIVEN = "Characters you control are Animals in addition to their other sub-types."


def _for_a_time(
    subject: str, duration: str, stats: dict[str, Any], said: str, **more: Any
) -> dict[str, Any]:
    """An ongoing step giving the step's objects a statistic change for ``duration``."""
    given = {"text": f"I have {said}.", "passive": {"stats": {"scope": "self", **stats}}}
    return {
        "action": "ongoing",
        "subject": subject,
        **more,
        "ongoing": {"duration": duration, "abilities": [given]},
    }


_SWAP_VO = {"swap": ["forest", "water"]}

READINGS_STATISTICS: dict[str, dict[str, Any]] = {
    BASE_FACING: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                _for_a_time(
                    "objects_in_play",
                    "this turn",
                    {"base": [1, 1, 1]},
                    "base statistics 1/1/1",
                    filter={"facing_me": True, "types": ["Character"]},
                )
            ],
        }
    },
    BASE_TARGET_DAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                _for_a_time(
                    "target_character", "this Day", {"base": [0, 0, 0]}, "base statistics 0/0/0"
                )
            ],
        }
    },
    STATS_BECOME: {
        "effect": [
            _for_a_time("target_character", "this turn", {"become": [1, 1, 1]}, "statistics 1/1/1")
        ]
    },
    SWAP_TARGET: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                _for_a_time("target_character", "this turn", _SWAP_VO, "{V} and {O} swapped")
            ],
        }
    },
    SWAP_VERB: {
        "effect": [_for_a_time("target_character", "this turn", _SWAP_VO, "{V} and {O} swapped")]
    },
    CROSS_EQUAL: {
        "effect": [_for_a_time("target_character", "this turn", _SWAP_VO, "{V} and {O} swapped")]
    },
    GETS_FOR_A_TIME: {
        "effect": [
            _for_a_time(
                "target_character",
                "this turn",
                {"forest": 2, "mountain": 0, "water": 0},
                "+2/+0/+0",
            )
        ]
    },
    I_HAVE_STATS: {"passive": {"stats": {"scope": "self", "forest": 2, "mountain": 0, "water": 1}}},
    KEYWORD_AND_STATS: {
        "passive": {"keyword": "Tough 1", "if": "i'm boosted"},
        "_more": [
            {
                "text": KEYWORD_AND_STATS,
                "passive": {
                    "stats": {"scope": "self", "forest": 0, "mountain": 1, "water": 0},
                    "if": "i'm boosted",
                },
            }
        ],
    },
    AM_KEYWORD_I_HAVE: {
        "passive": {"keyword": "Defender"},
        "_more": [
            {
                "text": AM_KEYWORD_I_HAVE,
                "passive": {"stats": {"scope": "self", "forest": 2, "mountain": 0, "water": 0}},
            }
        ],
    },
    SUBTYPES_GIVEN: {
        "passive": {"subtypes_given": {"to": "characters you control", "subtypes": ["Animal"]}}
    },
}

RULE_SENTENCES_STATISTICS: dict[str, tuple[str, ...]] = {
    "stat_set": (BASE_FACING, STATS_BECOME),
    "base_stats_become": (BASE_FACING, BASE_TARGET_DAY),
    "stats_become": (STATS_BECOME,),
    "stats_swapped": (SWAP_TARGET, SWAP_VERB),
    "stats_cross_equal": (CROSS_EQUAL,),
    "stats_for_a_time": (GETS_FOR_A_TIME,),
    "i_get_stats": (I_HAVE_STATS,),
    "my_keyword_and_stats": (KEYWORD_AND_STATS, AM_KEYWORD_I_HAVE),
    "group_subtypes_added": (SUBTYPES_GIVEN,),
}

BOARD_SENTENCES_STATISTICS: tuple[str, ...] = (BASE_FACING, SWAP_TARGET, SUBTYPES_GIVEN)

EXCHANGED_BETWEEN = (  # dev (NEWSET27), another trigger
    "[When I enter play] You may exchange my base statistics with those of target "
    "Character in my Expedition until the end of the Day."
)
COPIED = (
    "[When I enter play] Until the end of the Day, my base statistics are equal to its statistics."
)

REFUSED_STATISTICS: dict[str, str] = {
    EXCHANGED_BETWEEN: "statistics exchanged between two objects are not applied yet",
    COPIED: "statistics copied from another object are not applied yet",
}
RULE_SENTENCES_STATISTICS["stats_exchanged_between"] = (EXCHANGED_BETWEEN,)
RULE_SENTENCES_STATISTICS["stats_copied"] = (COPIED,)
