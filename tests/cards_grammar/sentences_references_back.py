"""Printed sentences of references back (issue 30; written for these tests from CR 6.5.b,
6.1.c, 6.1.e, 1.4.7.b, 7.3.5 and 7.3.27, in the cards' printing style, several designers'
voices): grammar/references.py and semantics/references_back.py. Those played on a board
are in ``test_board_references_back.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

THOSE_EXHAUSTED = "{J} Up to two target Characters gain 1 boost. Then exhaust those Characters."
THOSE_GAIN = (
    "{J} Up to two target Characters you control gain 1 boost, "
    "then those Characters gain [[Asleep]]."
)
CHOSEN_READY = "{J} Target Character gains 1 boost. Then ready the chosen Character."
DRAWN_PUT = "{J} Draw a card. Put that card in your Reserve."
TOKEN_THERE = "{J} Target Expedition moves forward one region. Create an Ordis Recruit token there."
BRASSBUG_THERE = (
    "{J} Target Expedition moves forward one region. "
    "Then create a [Brassbug 2/2/2] Robot token there."
)
OPPONENT_THEN_THEY = "{J} Target opponent sacrifices a Character. They draw a card."
PLAYER_THEN_THAT = "{J} Target player draws two cards, then that player resupplies."
OPPONENT_THEN_THAT = "{J} Target opponent draws a card. That opponent sacrifices a Character."

THOSE_LANDMARKS = "{J} Up to two target Characters gain 1 boost. Then exhaust those Landmarks."
"""Refused: the targets are Characters, not Landmarks."""
CHOSEN_SPELL = "{J} Target Character gains 1 boost. Then ready the chosen Spell."
"""Refused: the target is a Character, not a Spell."""
DRAWN_CHARACTER = "{J} Draw a card. Put that Character in your Reserve."
"""Refused: the card drawn may be no Character."""
NO_PLAYER_THEY = "{J} Draw a card. They draw a card."
"""Refused: no step before names one player."""
GOVERNED_THEN_THEY = (
    "{J} If you control a Mage, target opponent draws a card. They sacrifice a Character."
)
"""Refused: the condition governs the first step alone; nested, it would govern both."""
EACH_THEN_THEY = "{J} Each opponent draws a card. They sacrifice a Character."
"""Refused: each player would do both steps before the next did the first (6.1.h)."""

_TOKEN = "Ordis Recruit 1/1/1 Soldier"


def _j(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


READINGS_REFERENCES_BACK: dict[str, dict[str, Any]] = {
    THOSE_EXHAUSTED: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "up_to": 2,
            "then": [{"action": "exhaust", "subject": "it"}],
        }
    ),
    THOSE_GAIN: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "filter": {"controller": "you"},
            "up_to": 2,
            "then": [{"action": "gain_status", "status": "Asleep", "subject": "it"}],
        }
    ),
    CHOSEN_READY: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "then": [{"action": "ready", "subject": "it"}],
        }
    ),
    DRAWN_PUT: _j(
        {
            "action": "draw",
            "amount": 1,
            "then": [{"action": "put", "to": "reserve", "subject": "it"}],
        }
    ),
    TOKEN_THERE: _j(
        {
            "action": "move_forward",
            "subject": "target_expedition",
            "then": [
                {"action": "create", "token": _TOKEN, "amount": 1, "subject": "its_expedition"}
            ],
        }
    ),
    BRASSBUG_THERE: _j(
        {
            "action": "move_forward",
            "subject": "target_expedition",
            "then": [
                {
                    "action": "create",
                    "token": "Brassbug 2/2/2 Robot",
                    "amount": 1,
                    "subject": "its_expedition",
                }
            ],
        }
    ),
    OPPONENT_THEN_THEY: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "players_do": "target_opponent",
            "then": [{"action": "draw", "amount": 1}],
            "it_follows": True,
        }
    ),
    PLAYER_THEN_THAT: _j(
        {
            "action": "draw",
            "amount": 2,
            "players_do": "target_player",
            "then": [{"action": "resupply"}],
            "it_follows": True,
        }
    ),
    OPPONENT_THEN_THAT: _j(
        {
            "action": "draw",
            "amount": 1,
            "players_do": "target_opponent",
            "then": [{"action": "sacrifice", "subject": "a_character_you_control"}],
            "it_follows": True,
        }
    ),
}

RULE_SENTENCES_REFERENCES_BACK: dict[str, tuple[str, ...]] = {
    "those_object": (THOSE_EXHAUSTED, THOSE_GAIN, THOSE_LANDMARKS),
    "that_object": (CHOSEN_READY, CHOSEN_SPELL),
    "put_it": (DRAWN_PUT, DRAWN_CHARACTER),
    "create_named_token_there": (TOKEN_THERE,),
    "create_token_there": (BRASSBUG_THERE,),
    "referred_players_acting": (
        OPPONENT_THEN_THEY,
        PLAYER_THEN_THAT,
        OPPONENT_THEN_THAT,
        NO_PLAYER_THEY,
        EACH_THEN_THEY,
        GOVERNED_THEN_THEY,
    ),
}

REFUSED_REFERENCES_BACK: dict[str, str] = {
    THOSE_LANDMARKS: "'those Landmarks' does not name the target Character",
    CHOSEN_SPELL: "'that Spell' does not name the target Character",
    DRAWN_CHARACTER: "'that Character' does not name the card",
    NO_PLAYER_THEY: "'they' / 'that player' names no one player",
    EACH_THEN_THEY: "'they' / 'that player' names no one player",
    GOVERNED_THEN_THEY: "'they' after a step under a condition",
}

BOARD_SENTENCES_REFERENCES_BACK: tuple[str, ...] = (
    THOSE_EXHAUSTED,
    DRAWN_PUT,
    TOKEN_THERE,
    OPPONENT_THEN_THEY,
    PLAYER_THEN_THAT,
)
