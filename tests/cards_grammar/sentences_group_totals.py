"""Printed sentences of the grammar's block "gram35" (issue 30; written for these tests from
the CR's words): totals of several targets in every wording (6.5.b), "N target [objects]",
objects in an Expedition by its standing (7.5.2.a-c, 7.5.5.b), "When I go to your Discard
pile [or your Reserve]" (7.3.7.a, 6.3.g) and "When you create a [sub-type] token" (7.3.5.a,
2.2.2). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

TWO_TARGETS_RESERVE_TOTAL = (
    "{J} Exhaust two target Characters with combined Reserve Cost 3 or less."
)
ANY_NUMBER_HAND_TOTAL = (
    "{J} Send any number of target Characters with total Hand Cost 4 or less to Reserve."
)
UP_TO_WHOSE_TOTAL = "{J} Exhaust up to three target Characters whose total {M} is 5 or less."
WHOSE_TOTAL_NUMBER = "{J} Exhaust up to two target Characters whose total Hand Cost is 4 or less."
TWO_TARGETS = "{J} Exhaust two target Characters."
IN_EXPEDITION_BEHIND = "{J} Exhaust each Character in an Expedition that's behind."
IN_YOUR_EXPEDITION_TIED = "{J} Exhaust target Character in your Expedition that's tied."
IN_OPPONENTS_AHEAD = "{J} Exhaust each Character in an opponent's Expedition that's ahead."
GO_TO_DISCARD = "When I go to your Discard pile \u2014 Draw a card."
GO_TO_DISCARD_OR_RESERVE = "When I go to your Discard pile or your Reserve \u2014 Draw a card."
CREATE_ROBOT_TOKEN = "When you create a Robot token \u2014 Draw a card."
OPPONENT_CREATES_PLANT = "When an opponent creates a Plant token \u2014 Draw a card."
THIRD_BOOST = "When I gain my third boost \u2014 Draw a card."
IN_YOUR_EXPEDITIONS_TIED = (
    "{J} Exhaust up to two target Characters in your Expeditions that are tied."
)


def _on_arrival(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


_DRAW = [{"action": "draw", "amount": 1}]

READINGS_GROUP_TOTALS: dict[str, dict[str, Any]] = {
    TWO_TARGETS_RESERVE_TOTAL: _on_arrival(
        {
            "action": "exhaust",
            "subject": "target_character",
            "total": {"of": "reserve_cost", "at_most": 3},
            "targets": 2,
        }
    ),
    ANY_NUMBER_HAND_TOTAL: _on_arrival(
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "total": {"of": "hand_cost", "at_most": 4},
        }
    ),
    UP_TO_WHOSE_TOTAL: _on_arrival(
        {
            "action": "exhaust",
            "subject": "target_character",
            "up_to": 3,
            "total": {"of": "mountain", "at_most": 5},
        }
    ),
    WHOSE_TOTAL_NUMBER: _on_arrival(
        {
            "action": "exhaust",
            "subject": "target_character",
            "up_to": 2,
            "total": {"of": "hand_cost", "at_most": 4},
        }
    ),
    TWO_TARGETS: _on_arrival({"action": "exhaust", "subject": "target_character", "targets": 2}),
    IN_EXPEDITION_BEHIND: _on_arrival(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"expedition_standing": "behind", "types": ["Character"]},
        }
    ),
    IN_YOUR_EXPEDITION_TIED: _on_arrival(
        {
            "action": "exhaust",
            "subject": "target_character",
            "filter": {"expedition_standing": "tied", "controller": "you"},
        }
    ),
    IN_OPPONENTS_AHEAD: _on_arrival(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"expedition_ahead": True, "types": ["Character"], "controller": "opponent"},
        }
    ),
    GO_TO_DISCARD: {"reaction": {"trigger": "discarded", "effect": _DRAW}},
    GO_TO_DISCARD_OR_RESERVE: {
        "reaction": {"trigger": "discarded", "effect": _DRAW},
        "_more": [
            {
                "text": GO_TO_DISCARD_OR_RESERVE,
                "reaction": {"trigger": "goes_to_reserve_from_anywhere", "effect": _DRAW},
            }
        ],
    },
    CREATE_ROBOT_TOKEN: {
        "reaction": {"trigger": "you_create_a_token", "if": "it's a robot", "effect": _DRAW}
    },
    OPPONENT_CREATES_PLANT: {
        "reaction": {
            "trigger": "you_create_a_token",
            "player": "opponent",
            "if": "it's a plant",
            "effect": _DRAW,
        }
    },
}

READINGS_GROUP_TOTALS[THIRD_BOOST] = {
    "reaction": {
        "trigger": "counter_reaches",
        "amount": 3,
        "counter": "boost",
        "filter": {"only_me": True},
        "effect": _DRAW,
    }
}

READINGS_GROUP_TOTALS[IN_YOUR_EXPEDITIONS_TIED] = _on_arrival(
    {
        "action": "exhaust",
        "subject": "target_character",
        "up_to": 2,
        "filter": {"expedition_standing": "tied", "controller": "you"},
    }
)

RULE_SENTENCES_GROUP_TOTALS: dict[str, tuple[str, ...]] = {
    "group_total": (
        TWO_TARGETS_RESERVE_TOTAL,
        ANY_NUMBER_HAND_TOTAL,
        UP_TO_WHOSE_TOTAL,
        WHOSE_TOTAL_NUMBER,
    ),
    "counted_targets": (TWO_TARGETS_RESERVE_TOTAL, TWO_TARGETS),
    "in_expedition_standing": (
        IN_EXPEDITION_BEHIND,
        IN_YOUR_EXPEDITION_TIED,
        IN_OPPONENTS_AHEAD,
        IN_YOUR_EXPEDITIONS_TIED,
    ),
    "ev_i_go_to_discard_pile": (GO_TO_DISCARD, GO_TO_DISCARD_OR_RESERVE),
    "ev_creates_subtype_token": (CREATE_ROBOT_TOKEN, OPPONENT_CREATES_PLANT),
    "ev_boost_reaches": (THIRD_BOOST,),
}

BOARD_SENTENCES_GROUP_TOTALS: tuple[str, ...] = (
    TWO_TARGETS_RESERVE_TOTAL,
    IN_EXPEDITION_BEHIND,
)

REFUSED_GROUP_TOTALS: dict[str, str] = {
    "{J} Exhaust any number of target Characters with a total Hand Cost {4} or more.": "at least",
    "{J} Exhaust two target Characters whose total power is 6 or less.": "power",
    "{J} Exhaust target Character with total Hand Cost 4 or less.": "total",
    "When I'm sacrificed or go to your Discard pile \u2014 Draw a card.": "or",
    # a token no token card defines (a known one reads, its name checked: token_card_nouns)
    "When you create a Glimmer Shard token \u2014 Draw a card.": "glimmer shard",
    "When you create a Robot token, if it's a Plant \u2014 Draw a card.": "sub-type",
    "{J} Exhaust each Character an opponent controls in one of your Expeditions that's tied.": (
        "controllers"
    ),
}
"""Sentences one of these words would read wrong: refused, the word named."""
