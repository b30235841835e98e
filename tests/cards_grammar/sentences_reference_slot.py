"""Printed sentences of the reference slot (gram45, issue 30; written for these tests from
CR 6.5.b, 6.5.d, 6.3.i, 6.1.e and 7.3, in the cards' printing style): one filler
(``referent``: "it", "them", "that [noun]", "those [nouns]", "each of them", "each of those
[nouns]") in every construction that names its object back, and the antecedents a
condition (a group it counts) or a trigger (the Expedition that moved) introduce. Those
played on a board are in ``test_board_reference_slot.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

_TOKENS = "Ordis Recruit 1/1/1 Soldier"

EACH_OF_THOSE_TOKENS = (
    "{J} Create two Ordis Recruit 1/1/1 Soldier tokens in my Expedition. "
    "Each of those tokens gains 1 boost."
)
GIVE_THEM_ANCHORED = "{J} Up to two target Characters gain 1 boost. Give them [[Anchored]]."
GIVE_THAT_CHARACTER = "{J} Target Character gains 1 boost. Give that Character [[Asleep]]."
PLAY_IT_FOR_FREE = "{J} Draw a card. Play that card for free."
GROUP_YOU_CONTROL_READY = "{J} If you control two or more Characters: Ready them."
GROUP_RESERVE_BOOSTS = "{J} If there are two or more Spells in your Reserve, they gain 1 boost."
GROUP_THOSE_ROBOTS = "{J} If you control two or more Robots, those Robots gain 1 boost."
MOVED_IF_IT_IS_IN_FOREST = "When my Expedition moves forward \u2014 If it's in {V}: Draw a card."
MOVED_BACK_DRAW_IF_IN_WATER = "When my Expedition moves backwards, draw a card if it's in {O}."

TARGETS_BEFORE_THE_GROUP = (
    "{J} Up to two target Characters gain 1 boost. "
    "If you control three or more Characters, they gain [[Anchored]]."
)
"""'They' names what the step before acted on (6.5.b), not the group the condition counts."""
TOKENS_BEFORE_THE_GROUP = (
    "{J} Create an Ordis Recruit 1/1/1 Soldier token in each of your Expeditions. "
    "If you control four or more Soldiers, each of those tokens gains 1 boost."
)
GROUP_THOSE_SPELLS = "{J} If you control two or more Characters, ready those Spells."
"""Refused: the condition counts Characters, not Spells."""
GROUP_THEN_IT = "{J} If you control two or more Characters: Ready it."
"""Refused: "it" names one object; the condition counts several."""
PLAY_THEM_FOR_FREE = "{J} Up to two target Characters gain 1 boost. Play them for free."
"""Refused: a step that plays one card, said of several."""


def _j(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


READINGS_REFERENCE_SLOT: dict[str, dict[str, Any]] = {
    EACH_OF_THOSE_TOKENS: _j(
        {
            "action": "create",
            "amount": 2,
            "token": _TOKENS,
            "subject": "my_expedition",
            "then": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    ),
    GIVE_THEM_ANCHORED: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "up_to": 2,
            "then": [{"action": "gain_status", "status": "Anchored", "subject": "it"}],
        }
    ),
    GIVE_THAT_CHARACTER: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "then": [{"action": "gain_status", "status": "Asleep", "subject": "it"}],
        }
    ),
    PLAY_IT_FOR_FREE: _j(
        {
            "action": "draw",
            "amount": 1,
            "then": [{"action": "play_for_free", "subject": "it"}],
        }
    ),
    GROUP_YOU_CONTROL_READY: _j(
        {
            "action": "ready",
            "subject": "characters_you_control",
            "if": "you control two or more characters",
        }
    ),
    GROUP_RESERVE_BOOSTS: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "cards_in_your_reserve",
            "filter": {"types": ["Spell"]},
            "if": "there are two or more spells in your reserve",
        }
    ),
    GROUP_THOSE_ROBOTS: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "filter": {"subtypes": ["Robot"]},
            "if": "you control two or more robots",
        }
    ),
    TARGETS_BEFORE_THE_GROUP: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "up_to": 2,
            "then": [
                {
                    "action": "gain_status",
                    "status": "Anchored",
                    "subject": "it",
                    "if": "you control three or more characters",
                }
            ],
        }
    ),
    TOKENS_BEFORE_THE_GROUP: _j(
        {
            "action": "create",
            "token": _TOKENS,
            "amount": 1,
            "subject": "each_my_expedition",
            "then": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "it",
                    "if": "you control four or more soldiers",
                }
            ],
        }
    ),
    MOVED_IF_IT_IS_IN_FOREST: {
        "reaction": {
            "trigger": "my_expedition_moves_forward",
            "effect": [{"action": "draw", "amount": 1, "if": "my expedition is in {v}"}],
        }
    },
    MOVED_BACK_DRAW_IF_IN_WATER: {
        "reaction": {
            "trigger": "my_expedition_moves_backward",
            "effect": [{"action": "draw", "amount": 1, "if": "my expedition is in {o}"}],
        }
    },
}

REFUSED_REFERENCE_SLOT: dict[str, str] = {
    GROUP_THOSE_SPELLS: "'those Spells' does not name",
    GROUP_THEN_IT: "'it' does not refer to anything",
    PLAY_THEM_FOR_FREE: "several cards named back are not played at once",
}

RULE_SENTENCES_REFERENCE_SLOT: dict[str, tuple[str, ...]] = {
    "each_of_those": (EACH_OF_THOSE_TOKENS, TOKENS_BEFORE_THE_GROUP),
    "they_object": (TARGETS_BEFORE_THE_GROUP,),
    "referred_object": (EACH_OF_THOSE_TOKENS, GROUP_RESERVE_BOOSTS, GROUP_THOSE_ROBOTS),
    "give_it_statuses": (GIVE_THEM_ANCHORED, GIVE_THAT_CHARACTER),
    "play_for_free": (PLAY_IT_FOR_FREE, PLAY_THEM_FOR_FREE),
    "ready": (GROUP_YOU_CONTROL_READY, GROUP_THOSE_SPELLS, GROUP_THEN_IT),
    "conditioned_output": (MOVED_IF_IT_IS_IN_FOREST,),
}

BOARD_SENTENCES_REFERENCE_SLOT: tuple[str, ...] = ()
