"""Printed sentences for the grammar's section "descriptions/triggers" (
issue 30; written for these tests from the CR's vocabulary, not copied from card data):
merged into :data:`.sentences.READINGS` and :data:`.sentences.RULE_SENTENCES` at the end of
that module; the reader test reads each, and ``test_board_descriptions.py`` plays them."""

from __future__ import annotations

from typing import Any

_J = "enters_play"


def _j(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": _J, "effect": list(effect)}}


_WITH_A_BOOST = "{J} Exhaust target Character with a boost."
_ONE_OR_MORE = "{J} Exhaust each Character an opponent controls with one or more boosts."
_AT_LEAST_ONE = "When a Character with at least one boost leaves play — Draw a card."
_NO_BOOSTS = "{J} Exhaust each Character you control with no boosts."
_TWO_OR_MORE = "{J} Exhaust each Character with 2 or more boosts."
_AT_LEAST_TWO = "{J} If you control a Character with at least two boosts, draw a card."
_COUNT_BOOSTED = "{J} Draw a card for each Plant Character with 2 or more boosts."

_OTHER_AHEAD = "{J} If your other Expedition is ahead, draw a card."
_THE_OTHER = "I have Defender as long as the other Expedition isn't In Contact."
_FACING_BEHIND = "{J} If the Expedition facing me is behind, draw a card."
_UNLESS_TRIGGER = "At Noon, unless you control a Plant — Draw a card."
_UNLESS_LEAVE = "When I leave play, unless I'm Boosted — Draw a card."

JOINS_OTHER = "When a Character joins your other Expedition — Draw a card."
JOINS_FACING = "When a Character joins the Expedition facing me — Draw a card."
_IN_THE_OTHER = "{J} Exhaust each Character in the other Expedition."
LEAVES_FROM_MINE = "When a Character in my Expedition leaves play — Draw a card."
IN_YOUR_HERO = "{J} Exhaust each Character in your Hero Expedition."
JOINS_COMPANION = "When a Character joins your Companion Expedition — Draw a card."
OPPONENTS_LEAVES = "When an opponent's Character leaves play — Draw a card."
I_LOSE_EXHAUSTED = "When I lose Exhausted — I gain 1 boost."
_CHARACTER_TOKEN = "When you create a Character token — Draw a card."
_THEIR_CHARACTER_TOKEN = "When an opponent creates a Character token — Draw a card."
YOURS_LOSES_ASLEEP = "When a Character you control loses Asleep — Draw a card."
_EACH_OF_THEIRS = "{J} Exhaust each of an opponent's Characters."
_EACH_OF_YOURS = "{J} Exhaust each of your Boosted Characters."


def _draws_on(trigger: str, flt: dict[str, Any]) -> dict[str, Any]:
    effect = [{"action": "draw", "amount": 1}]
    return {"reaction": {"trigger": trigger, "filter": flt, "effect": effect}}


READINGS_DESCRIPTIONS: dict[str, dict[str, Any]] = {
    _WITH_A_BOOST: _j(
        {"action": "exhaust", "subject": "target_character", "filter": {"statuses": ["Boosted"]}}
    ),
    _ONE_OR_MORE: _j(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"statuses": ["Boosted"], "types": ["Character"], "controller": "opponent"},
        }
    ),
    _AT_LEAST_ONE: {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"statuses": ["Boosted"], "types": ["Character"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _NO_BOOSTS: _j(
        {
            "action": "exhaust",
            "subject": "characters_you_control",
            "filter": {"without": ["Boosted"]},
        }
    ),
    _TWO_OR_MORE: _j(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"boosts_min": 2, "types": ["Character"]},
        }
    ),
    _AT_LEAST_TWO: _j(
        {
            "action": "draw",
            "amount": 1,
            "if": "you control a character with at least two boosts",
        }
    ),
    _COUNT_BOOSTED: _j({"action": "draw", "per": "plant character with 2 or more boosts"}),
    _OTHER_AHEAD: _j({"action": "draw", "amount": 1, "if": "your other expedition is ahead"}),
    _THE_OTHER: {"passive": {"keyword": "Defender", "if": "the other expedition isn't in contact"}},
    _FACING_BEHIND: _j({"action": "draw", "amount": 1, "if": "the expedition facing me is behind"}),
    _UNLESS_TRIGGER: {
        "reaction": {
            "trigger": "at_noon",
            "if": "unless you control a plant",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    JOINS_OTHER: _draws_on(
        "character_joins_one_of_your_expeditions", {"in_your_other_expedition": True}
    ),
    JOINS_FACING: _draws_on("character_joins_an_opponents_expedition", {"facing_me": True}),
    _IN_THE_OTHER: _j(
        {
            "action": "exhaust",
            "subject": "characters_you_control",
            "filter": {"in_your_other_expedition": True},
        }
    ),
    LEAVES_FROM_MINE: _draws_on(
        "object_leaves_play", {"in_my_expedition": True, "types": ["Character"]}
    ),
    IN_YOUR_HERO: _j(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"in_your_expedition": "hero", "types": ["Character"]},
        }
    ),
    JOINS_COMPANION: _draws_on(
        "character_joins_one_of_your_expeditions", {"in_your_expedition": "companion"}
    ),
    OPPONENTS_LEAVES: _draws_on(
        "object_leaves_play", {"types": ["Character"], "controller": "opponent"}
    ),
    _EACH_OF_THEIRS: _j(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"types": ["Character"], "controller": "opponent"},
        }
    ),
    _EACH_OF_YOURS: _j(
        {
            "action": "exhaust",
            "subject": "characters_you_control",
            "filter": {"statuses": ["Boosted"]},
        }
    ),
    I_LOSE_EXHAUSTED: {
        "reaction": {
            "trigger": "loses_status",
            "filter": {"only_me": True},
            "status": "Exhausted",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    YOURS_LOSES_ASLEEP: {
        "reaction": {
            "trigger": "loses_status",
            "filter": {"types": ["Character"], "controller": "you"},
            "status": "Asleep",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _CHARACTER_TOKEN: {
        "reaction": {
            "trigger": "you_create_a_token",
            "filter": {"types": ["Character"]},  # gdef: token Characters only (2.2.1)
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _THEIR_CHARACTER_TOKEN: {
        "reaction": {
            "trigger": "you_create_a_token",
            "player": "opponent",
            "filter": {"types": ["Character"]},  # gdef
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _UNLESS_LEAVE: {
        "reaction": {
            "trigger": "leaves_play",
            "if": "unless i'm boosted",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}

RULE_SENTENCES_DESCRIPTIONS: dict[str, tuple[str, ...]] = {
    "with_a_boost": (_WITH_A_BOOST, _ONE_OR_MORE, _AT_LEAST_ONE),
    "with_no_boosts": (_NO_BOOSTS,),
    "with_boosts_min": (_TWO_OR_MORE, _AT_LEAST_TWO, _COUNT_BOOSTED),
    # one place said of one Expedition (gram51: folds other_ / facing_ / your_kind_ cond)
    "placed_expedition_cond": (_OTHER_AHEAD, _THE_OTHER, _FACING_BEHIND),
    "other_expedition_joined": (JOINS_OTHER,),
    "facing_expedition_joined": (JOINS_FACING,),
    "in_your_other_expedition": (_IN_THE_OTHER,),
    "in_your_expedition_kind": (IN_YOUR_HERO,),
    "your_expedition_kind_joined": (JOINS_COMPANION,),
    "opponents_joiner": (OPPONENTS_LEAVES,),
    "ev_i_lose_status": (I_LOSE_EXHAUSTED,),
    "ev_loses_status": (YOURS_LOSES_ASLEEP,),
    "ev_you_create_token": (_CHARACTER_TOKEN,),
    "ev_opponent_creates_token": (_THEIR_CHARACTER_TOKEN,),
    "each_of_whose_object": (_EACH_OF_THEIRS, _EACH_OF_YOURS),
}

BOARD_SENTENCES_DESCRIPTIONS: tuple[str, ...] = tuple(READINGS_DESCRIPTIONS)
