"""Printed sentences of statistics said one by one, "of your / their choice" and "they"
after a group (issue 30; written for these tests from CR 2.2.11.b, 2.3.1.a, 6.1.g, 6.1.h,
6.5.b and 6.1.e, in the cards' printing style): semantics/referred_parts.py. Those played
on a board are in ``test_board_referred.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

ANCHORED_GET_FOREST = "[[Anchored]] Characters you control get +1 {V}."
ANCHORED_GET_TWO = "[[Anchored]] Characters you control get +1 {V} and +1 {O}."
I_GET_MOUNTAIN_IF = "As long as I have 2 or more boosts, I get +2 {M}."
EACH_GETS_WATER_LESS = "Each Character you control in my Expedition gets +1 {O}, -1 {V}."
YOUR_PLANTS_GET = "Your Plants get +1 {M}."
SAID_TWICE = "Characters you control get +1 {V} and +1 {V}."
"""Refused: a statistic said twice (which change?)."""

OPPONENT_SACRIFICES_PERMANENT = "{J} Each opponent sacrifices a Permanent of their choice."
TARGET_SACRIFICES_CHEAP = (
    "{J} Target opponent sacrifices a Character with Hand Cost {3} or less of their choice."
)
EACH_DISCARDS_SPELL = "{J} Each opponent discards a Spell of their choice from their Reserve."
YOU_SACRIFICE_OF_YOURS = "{R} Sacrifice a Character of your choice. If you do, draw two cards."
TARGET_OF_YOUR_CHOICE = "{J} Exhaust target Character of your choice."
"""Refused: a target is the controller's (6.5.b); 'of your choice' says a choice."""
GROUP_OF_YOUR_CHOICE = "{J} Characters of your choice gain 1 boost."
TRIGGER_OF_YOUR_CHOICE = "When you sacrifice a Character of your choice \u2014 Draw a card."

GROUP_THEN_THEY = "{J} Characters you control gain 1 boost. They gain [[Anchored]]."
EACH_IN_TARGET_THEY = (
    "{J} Each Character in target Expedition gains [[Asleep]]. Then, they gain 1 boost."
)
PERMANENTS_READY_THEM = "{R} Exhaust all Permanents you control. Ready them."
GROUP_THEN_IT = "{J} Characters you control gain 1 boost. It gains [[Anchored]]."
"""Refused: 'it' is one object, and the step acted on a group (which one?)."""

EXPEDITION_THEN_LOSE = (
    "{J} Target Expedition you control moves forward one region. "
    "Characters in it lose all their boosts."
)
EXPEDITION_THEN_TOKEN = (
    "{J} Target Expedition of yours moves backward one region. "
    "Then, create an [Ember Sprite 1/2/0] Spirit token in it."
)
EXPEDITION_THEN_EXHAUST_EACH = (
    "{R} Target Expedition an opponent controls Ascends. Exhaust each Character in it."
)
CHARACTER_THEN_IN_IT = "{J} Target Character gains [[Asleep]]. Characters in it gain 1 boost."
"""Refused: "it" is a Character there, not an Expedition."""
EXPEDITION_IF_IT = (
    "{J} Target Expedition you control Ascends. If it's In Contact, Characters in it gain 1 boost."
)
"""Refused: a condition on the Expedition "it" is not read yet."""
TARGET_IN_IT = "{J} Target Expedition moves forward one region. Exhaust target Character in it."
CHOSEN_IN_IT = "{J} Target Expedition moves forward one region. Sacrifice a Character in it."
"""Refused: only Characters in it as a group, or a target in it, are read."""
MOVED_TARGET_IN_THAT = (
    "When one of your Expeditions moves forward \u2014 Target Character in that Expedition "
    "gains 1 boost."
)

LOSE_DEFENDER_IF = "If I have 2 or more boosts, I lose [[Defender]]."
LOSE_ETERNAL_AS_LONG = "As long as you control a Plant, I lose [[Eternal]]."
LOSE_TOUGH = "If I have 2 or more boosts, I lose [[Tough 1]]."
"""Read, not executable: losing Tough is not applied yet (it changes what a target costs)."""

NO_BOOSTS_TOUGH_AND_MOUNTAIN = "Characters you control with no boosts have [[Tough 1]] and +1 {M}."
BOOSTED_DEFENDER_AND_WATER = "[[Boosted]] Characters you control have [[Defender]] and get +1 {O}."
GET_AND_HAVE_GROUP = "Characters you control get +1 {V} and have [[Defender]]."
I_GET_AND_HAVE = "I get +1 {V} and have [[Defender]]."
I_GET_AND_LOSE_IF = "As long as I have 2 or more boosts, I get +1 {M} and lose [[Defender]]."
I_HAVE_AND_LOSE_IF = "If I have 2 or more boosts, I have [[Gigantic]] and lose [[Defender]]."
GIVEN_AND_LOST = "I have [[Defender]] and lose [[Defender]]."
"""Refused: one keyword given and taken away at once."""


def _passive(passive: dict[str, Any]) -> dict[str, Any]:
    return {"passive": passive}


EITHER_TERRAIN_EXPEDITION = "{J} Characters in target Expedition in {V} or {O} gain 1 boost."
YOURS_IN_EITHER_MOVES = "{J} Target Expedition you control in {V} or {O} moves forward one region."
TARGET_IN_EITHER = "{J} Exhaust target Character in {M} or {O}."
SAME_TERRAIN_TWICE = "{J} Exhaust target Character in {M} or {M}."
"""Refused: one terrain said twice."""

MOVED_TOKEN_IN_IT = (
    "When one of your Expeditions moves forward \u2014 Create a [Sapling 1/0/0] Plant token in it."
)
OPPONENTS_MOVED_EXHAUST = (
    "When an opponent's Expedition moves forward \u2014 Exhaust each Character in that Expedition."
)
MOVED_DRAW_THEN_IN_IT = (
    "When one of your Expeditions moves forward \u2014 Draw a card. Characters in it gain 1 boost."
)
"""Refused: after "Draw a card", "it" is the card drawn, not the Expedition."""

YOURS_IN_TARGET_EXPEDITION = "{J} Characters you control in target Expedition gain 1 boost."

THEIRS_IN_IT = (
    "{J} Target Expedition moves forward one region. Exhaust each Character an opponent "
    "controls in it."
)


def _listed(text: str, first: dict[str, Any], *more: dict[str, Any]) -> dict[str, Any]:
    """Several passive abilities of one sentence: the first, the others as ``_more``."""
    return {**_passive(first), "_more": [{"text": text, **_passive(m)} for m in more]}


def _on_play(step: dict[str, Any], trigger: str = "enters_play") -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [step]}}


def _stats(forest: int, mountain: int, water: int, **flt: Any) -> dict[str, Any]:
    change = {"forest": forest, "mountain": mountain, "water": water}
    if not flt:
        return {"stats": {"scope": "self", **change}}
    return {"stats": {"scope": "group", **change, "filter": flt}}


READINGS_REFERRED: dict[str, dict[str, Any]] = {
    ANCHORED_GET_FOREST: _passive(
        _stats(1, 0, 0, statuses=["Anchored"], types=["Character"], controller="you")
    ),
    ANCHORED_GET_TWO: _passive(
        _stats(1, 0, 1, statuses=["Anchored"], types=["Character"], controller="you")
    ),
    I_GET_MOUNTAIN_IF: _passive({**_stats(0, 2, 0), "if": "i have 2 or more boosts"}),
    EACH_GETS_WATER_LESS: _passive(
        _stats(-1, 0, 1, in_my_expedition=True, types=["Character"], controller="you")
    ),
    YOUR_PLANTS_GET: _passive(
        _stats(0, 1, 0, subtypes=["Plant"], types=["Character"], controller="you")
    ),
    OPPONENT_SACRIFICES_PERMANENT: _on_play(
        {
            "action": "sacrifice",
            "subject": "a_character_or_permanent_each_opponent_controls",
            "filter": {"types": ["Permanent"]},
        }
    ),
    TARGET_SACRIFICES_CHEAP: _on_play(
        {
            "action": "sacrifice",
            "subject": "a_character_target_opponent_controls",
            "filter": {"hand_cost_max": 3},
        }
    ),
    EACH_DISCARDS_SPELL: _on_play(
        {
            "action": "discard",
            "subject": "a_card_from_each_opponents_reserve",
            "filter": {"types": ["Spell"]},
        }
    ),
    YOU_SACRIFICE_OF_YOURS: _on_play(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "then": [{"action": "draw", "amount": 2}],
        },
        trigger="played_from_reserve",
    ),
    GROUP_THEN_THEY: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "then": [{"action": "gain_status", "status": "Anchored", "subject": "it"}],
        }
    ),
    EACH_IN_TARGET_THEY: _on_play(
        {
            "action": "gain_status",
            "status": "Asleep",
            "subject": "characters_in_target_expedition",
            "then": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    ),
    PERMANENTS_READY_THEM: _on_play(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"types": ["Permanent"], "controller": "you"},
            "then": [{"action": "ready", "subject": "it"}],
        },
        trigger="played_from_reserve",
    ),
    LOSE_DEFENDER_IF: _passive({"lose_keyword": "Defender", "if": "i have 2 or more boosts"}),
    LOSE_ETERNAL_AS_LONG: _passive({"lose_keyword": "Eternal", "if": "you control a plant"}),
    NO_BOOSTS_TOUGH_AND_MOUNTAIN: _listed(
        NO_BOOSTS_TOUGH_AND_MOUNTAIN,
        {"grant": {"to": "characters you control with no boosts", "keyword": "Tough 1"}},
        _stats(0, 1, 0, without=["Boosted"], types=["Character"], controller="you"),
    ),
    BOOSTED_DEFENDER_AND_WATER: _listed(
        BOOSTED_DEFENDER_AND_WATER,
        {"grant": {"to": "boosted characters you control", "keyword": "Defender"}},
        _stats(0, 0, 1, statuses=["Boosted"], types=["Character"], controller="you"),
    ),
    GET_AND_HAVE_GROUP: _listed(
        GET_AND_HAVE_GROUP,
        _stats(1, 0, 0, types=["Character"], controller="you"),
        {"grant": {"to": "characters you control", "keyword": "Defender"}},
    ),
    I_GET_AND_HAVE: _listed(I_GET_AND_HAVE, _stats(1, 0, 0), {"keyword": "Defender"}),
    I_GET_AND_LOSE_IF: _listed(
        I_GET_AND_LOSE_IF,
        {**_stats(0, 1, 0), "if": "i have 2 or more boosts"},
        {"lose_keyword": "Defender", "if": "i have 2 or more boosts"},
    ),
    I_HAVE_AND_LOSE_IF: _listed(
        I_HAVE_AND_LOSE_IF,
        {"keyword": "Gigantic", "if": "i have 2 or more boosts"},
        {"lose_keyword": "Defender", "if": "i have 2 or more boosts"},
    ),
    EITHER_TERRAIN_EXPEDITION: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_in_target_expedition",
            "filter": {"in_terrain": "forest", "or_terrain": "water"},
        }
    ),
    YOURS_IN_EITHER_MOVES: _on_play(
        {
            "action": "move_forward",
            "subject": "target_expedition",
            "filter": {
                "expedition_controller": "you",
                "in_terrain": "forest",
                "or_terrain": "water",
            },
        }
    ),
    TARGET_IN_EITHER: _on_play(
        {
            "action": "exhaust",
            "subject": "target_character",
            "filter": {"in_terrain": "mountain", "or_terrain": "water"},
        }
    ),
    MOVED_TOKEN_IN_IT: _on_play(
        {
            "action": "create",
            "token": "Sapling 1/0/0 Plant",
            "amount": 1,
            "subject": "its_expedition",
        },
        trigger="one_of_your_expeditions_moves_forward",
    ),
    OPPONENTS_MOVED_EXHAUST: _on_play(
        {"action": "exhaust", "subject": "characters_in_it"},
        trigger="an_opponents_expedition_moves_forward",
    ),
    TARGET_IN_IT: _on_play(
        {
            "action": "move_forward",
            "subject": "target_expedition",
            "then": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "filter": {"in_its_expedition": True},
                }
            ],
        }
    ),
    MOVED_TARGET_IN_THAT: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "filter": {"in_its_expedition": True},
        },
        trigger="one_of_your_expeditions_moves_forward",
    ),
    YOURS_IN_TARGET_EXPEDITION: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_in_target_expedition",
            "filter": {"controller": "you"},
        }
    ),
    THEIRS_IN_IT: _on_play(
        {
            "action": "move_forward",
            "subject": "target_expedition",
            "then": [
                {
                    "action": "exhaust",
                    "subject": "characters_in_it",
                    "filter": {"controller": "opponent"},
                }
            ],
        }
    ),
    EXPEDITION_THEN_LOSE: _on_play(
        {
            "action": "move_forward",
            "subject": "target_expedition",
            "filter": {"expedition_controller": "you"},
            "then": [
                {
                    "action": "remove_counters",
                    "counter": "boost",
                    "all_counters": True,
                    "subject": "characters_in_it",
                }
            ],
        }
    ),
    EXPEDITION_THEN_TOKEN: _on_play(
        {
            "action": "move_backwards",
            "subject": "target_expedition",
            "filter": {"expedition_controller": "you"},
            "then": [
                {
                    "action": "create",
                    "token": "Ember Sprite 1/2/0 Spirit",
                    "amount": 1,
                    "subject": "its_expedition",
                }
            ],
        }
    ),
    EXPEDITION_THEN_EXHAUST_EACH: _on_play(
        {
            "action": "ascend",
            "subject": "target_expedition",
            "filter": {"expedition_controller": "opponent"},
            "then": [{"action": "exhaust", "subject": "characters_in_it"}],
        },
        trigger="played_from_reserve",
    ),
}

RULE_SENTENCES_REFERRED: dict[str, tuple[str, ...]] = {
    "stat_terms": (ANCHORED_GET_TWO, EACH_GETS_WATER_LESS, SAID_TWICE),
    "stat_term": (ANCHORED_GET_FOREST, I_GET_MOUNTAIN_IF, YOUR_PLANTS_GET),
    "of_doers_choice": (
        OPPONENT_SACRIFICES_PERMANENT,
        TARGET_SACRIFICES_CHEAP,
        EACH_DISCARDS_SPELL,
        YOU_SACRIFICE_OF_YOURS,
        TARGET_OF_YOUR_CHOICE,
        GROUP_OF_YOUR_CHOICE,
        TRIGGER_OF_YOUR_CHOICE,
    ),
    "they_object": (GROUP_THEN_THEY, EACH_IN_TARGET_THEY, PERMANENTS_READY_THEM),
    "it": (GROUP_THEN_IT,),
    "in_it_expedition": (
        EXPEDITION_THEN_LOSE,
        EXPEDITION_THEN_EXHAUST_EACH,
        CHARACTER_THEN_IN_IT,
        EXPEDITION_IF_IT,
        TARGET_IN_IT,
        CHOSEN_IN_IT,
        THEIRS_IN_IT,
        MOVED_TARGET_IN_THAT,
        OPPONENTS_MOVED_EXHAUST,
        MOVED_DRAW_THEN_IN_IT,
    ),
    "it_place": (EXPEDITION_THEN_TOKEN, MOVED_TOKEN_IN_IT),
    "i_lose_keyword": (LOSE_DEFENDER_IF, LOSE_ETERNAL_AS_LONG),
    "stat_change_said": (GET_AND_HAVE_GROUP, I_GET_AND_HAVE, I_GET_AND_LOSE_IF),
    "group_keyword_and_stats": (NO_BOOSTS_TOUGH_AND_MOUNTAIN, BOOSTED_DEFENDER_AND_WATER),
    "group_stats_and_keyword": (GET_AND_HAVE_GROUP,),
    "my_stats_and_keyword": (I_GET_AND_HAVE,),
    "my_stats_and_lost": (I_GET_AND_LOSE_IF,),
    "my_keyword_and_lost": (I_HAVE_AND_LOSE_IF, GIVEN_AND_LOST),
    "in_either_terrain": (EITHER_TERRAIN_EXPEDITION, TARGET_IN_EITHER, SAME_TERRAIN_TWICE),
    "described_expedition_either": (YOURS_IN_EITHER_MOVES,),
    "you_control": (YOURS_IN_TARGET_EXPEDITION,),
}

_NOT_CHOSEN = "'of your choice' said of an object no player chooses here is not read"
REFUSED_REFERRED: dict[str, str] = {
    SAID_TWICE: "a change of forest said twice is not read",
    TARGET_OF_YOUR_CHOICE: _NOT_CHOSEN,
    GROUP_OF_YOUR_CHOICE: _NOT_CHOSEN,
    TRIGGER_OF_YOUR_CHOICE: _NOT_CHOSEN,
    GROUP_THEN_IT: "'it' names one object, and the step before acted on a group",
    CHARACTER_THEN_IN_IT: "'it' names no Expedition a step before acted on",
    EXPEDITION_IF_IT: "a condition on the Expedition 'it' is not read yet",
    CHOSEN_IN_IT: "this object in it is not read yet",
    GIVEN_AND_LOST: "'Defender' given and lost at once is not read",
    SAME_TERRAIN_TWICE: "'mountain or mountain' is one terrain",
    MOVED_DRAW_THEN_IN_IT: "'it' names no Expedition a step before acted on",
}

BOARD_SENTENCES_REFERRED: tuple[str, ...] = (
    ANCHORED_GET_TWO,
    OPPONENT_SACRIFICES_PERMANENT,
    TARGET_SACRIFICES_CHEAP,
    GROUP_THEN_THEY,
    EXPEDITION_THEN_LOSE,
    EXPEDITION_THEN_TOKEN,
    LOSE_DEFENDER_IF,
    NO_BOOSTS_TOUGH_AND_MOUNTAIN,
    I_GET_AND_LOSE_IF,
    EITHER_TERRAIN_EXPEDITION,
    YOURS_IN_EITHER_MOVES,
    MOVED_TOKEN_IN_IT,
    MOVED_TARGET_IN_THAT,
    YOURS_IN_TARGET_EXPEDITION,
)
