"""Printed sentences of players acting in turn (1.4.7.b, 6.1.h; written for these tests, not
copied from card data): "Each player / Each opponent [step]" — any step the grammar reads,
in the third person, done by each of those players as "you". Merged into :mod:`.sentences`
at its end."""

from __future__ import annotations

from typing import Any

EACH_OPPONENT_EXHAUSTS = "{J} Each opponent exhausts a Character they control."
EACH_PLAYER_SENDS = "{J} Each player sends a Character they control to their Reserve."
EACH_OPPONENT_MAY_RETURN = "{J} Each opponent may return a Character they control to their hand."
EACH_PLAYER_READIES = "{J} Each player readies a Plant they control."
EACH_OPPONENT_EXHAUSTS_AFTER_DRAW = (
    "{J} Draw a card. Each opponent exhausts a Character they control."
)
EACH_OPPONENT_TARGET = "{J} Each opponent exhausts target Character."
EACH_OPPONENT_YOURS = "{J} Each opponent exhausts a Character you control."
EACH_OPPONENT_IF_THEY_DO = (
    "{J} Each opponent exhausts a Character they control. If they do, draw a card."
)
IF_PLANT_EACH_OPPONENT = (
    "{J} If you control a Plant, each opponent exhausts a Character they control."
)


def _enters(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


READINGS_PLAYERS_IN_TURN: dict[str, dict[str, Any]] = {
    EACH_OPPONENT_EXHAUSTS: _enters(
        {"action": "exhaust", "subject": "a_character_you_control", "players_do": "each_opponent"}
    ),
    EACH_PLAYER_SENDS: _enters(
        {
            "action": "send",
            "to": "reserve",
            "to_owner": True,
            "subject": "a_character_you_control",
            "players_do": "each_player",
        }
    ),
    EACH_OPPONENT_MAY_RETURN: _enters(
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "a_character_you_control",
            "may": True,
            "players_do": "each_opponent",
        }
    ),
    EACH_PLAYER_READIES: _enters(
        {
            "action": "ready",
            "subject": "a_character_you_control",
            "filter": {"subtypes": ["Plant"]},
            "players_do": "each_player",
        }
    ),
    EACH_OPPONENT_EXHAUSTS_AFTER_DRAW: _enters(
        {"action": "draw", "amount": 1},
        {"action": "exhaust", "subject": "a_character_you_control", "players_do": "each_opponent"},
    ),
    IF_PLANT_EACH_OPPONENT: _enters(
        {
            "action": "exhaust",
            "subject": "a_character_you_control",
            "players_do": "each_opponent",
            "if": "you control a plant",
        }
    ),
}
RULE_SENTENCES_PLAYERS_IN_TURN: dict[str, tuple[str, ...]] = {
    "players_do": (
        EACH_OPPONENT_EXHAUSTS,
        EACH_PLAYER_SENDS,
        EACH_PLAYER_READIES,
        EACH_OPPONENT_EXHAUSTS_AFTER_DRAW,
        EACH_OPPONENT_TARGET,
        EACH_OPPONENT_IF_THEY_DO,
        IF_PLANT_EACH_OPPONENT,
    ),
    "players_may_do": (EACH_OPPONENT_MAY_RETURN,),
    "each_player_acting": (EACH_PLAYER_SENDS, EACH_PLAYER_READIES),
    "each_opponent_acting": (EACH_OPPONENT_EXHAUSTS, EACH_OPPONENT_MAY_RETURN),
}
REFUSED_PLAYERS_IN_TURN: dict[str, str] = {
    EACH_OPPONENT_TARGET: "what each of these players does there is not read yet",
    EACH_OPPONENT_YOURS: "is not read by the card grammar",
    EACH_OPPONENT_IF_THEY_DO: "after a step each of several players does is not read yet",
}
"""Read, and refused with the reason: a target (who chooses it is not said, 6.5.b), a
"you" of the controller inside another player's step, a follow-up whose doer is not said."""
BOARD_SENTENCES_PLAYERS_IN_TURN: tuple[str, ...] = (
    EACH_OPPONENT_EXHAUSTS,
    EACH_PLAYER_SENDS,
    EACH_OPPONENT_MAY_RETURN,
    IF_PLANT_EACH_OPPONENT,
)
"""Played on boards in tests/cards_text/test_players_in_turn.py."""
