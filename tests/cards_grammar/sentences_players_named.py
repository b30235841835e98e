"""Printed sentences of players named by a step's subject and of choices said as their own
verb (written for these tests, not copied from card data): "Target opponent [step]" — any
step the grammar reads, in the third person, done by the opponent targeted (6.5.b, 1.4.7.b)
— and "Choose [object] and [step] it" (6.1.g), said of "you" or of the players named.
Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

TARGET_OPPONENT_EXHAUSTS_ORB = "{J} Target opponent exhausts one of their Mana Orbs."
TARGET_OPPONENT_EXHAUSTS = "{H} Target opponent exhausts a Character they control."
TARGET_OPPONENT_MAY_RETURN = (
    "{J} Target opponent may return a Character they control to their hand."
)
TARGET_OPPONENT_SENDS = "Target opponent sends a Character they control to their Reserve."
TARGET_OPPONENT_READIES_PLANT = "{R} Draw a card. Target opponent readies a Plant they control."
TARGET_OPPONENT_SACRIFICES_ROBOT = "{J} Target opponent sacrifices a Robot."
EACH_OPPONENT_CHOOSES_SENDS = (
    "{J} Each opponent chooses a Character they control and sends it to Reserve."
)
EACH_PLAYER_CHOOSES_EXHAUSTS = "{H} Each player chooses a Permanent they control and exhausts it."
YOU_CHOOSE_SEND = "Choose a Character you control and send it to Reserve."
YOU_CHOOSE_SACRIFICE = "{J} Choose a Permanent you control and sacrifice it."
TARGET_OPPONENT_CHOOSES_EXHAUSTS = (
    "{J} Target opponent chooses a Character they control and exhausts it."
)
# refused, with the reason
TARGET_OPPONENT_TARGET = "{J} Target opponent exhausts target Character."
TARGET_PLAYER_EXHAUSTS = "{J} Target player exhausts a Character they control."
CHOOSE_TARGET = "{J} Choose target Character and exhaust it."
CHOOSE_NO_IT = "{J} Choose a Character you control and draw a card."
TARGET_OPPONENT_IF_THEY_DO = (
    "{J} Target opponent exhausts a Character they control. If they do, draw a card."
)


def _enters(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


def _hand(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "played_from_hand", "effect": list(effect)}}


def _reserve(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "played_from_reserve", "effect": list(effect)}}


_THEIRS = {"players_do": "target_opponent"}

READINGS_PLAYERS_NAMED: dict[str, dict[str, Any]] = {
    TARGET_OPPONENT_EXHAUSTS_ORB: _enters(
        {"action": "exhaust", "subject": "mana_orbs_you_choose", "amount": 1, **_THEIRS}
    ),
    TARGET_OPPONENT_EXHAUSTS: _hand(
        {"action": "exhaust", "subject": "a_character_you_control", **_THEIRS}
    ),
    TARGET_OPPONENT_MAY_RETURN: _enters(
        {
            "action": "return",
            "to": "hand",
            "to_owner": True,
            "subject": "a_character_you_control",
            "may": True,
            **_THEIRS,
        }
    ),
    TARGET_OPPONENT_SENDS: {
        "effect": [
            {
                "action": "send",
                "to": "reserve",
                "to_owner": True,
                "subject": "a_character_you_control",
                **_THEIRS,
            }
        ]
    },
    TARGET_OPPONENT_READIES_PLANT: _reserve(
        {"action": "draw", "amount": 1},
        {
            "action": "ready",
            "subject": "a_character_you_control",
            "filter": {"subtypes": ["Plant"]},
            **_THEIRS,
        },
    ),
    EACH_OPPONENT_CHOOSES_SENDS: _enters(
        {
            "action": "send",
            "to": "reserve",
            "subject": "a_character_you_control",
            "players_do": "each_opponent",
        }
    ),
    EACH_PLAYER_CHOOSES_EXHAUSTS: _hand(
        {
            "action": "exhaust",
            "subject": "a_character_or_permanent_you_control",
            "filter": {"types": ["Permanent"]},
            "players_do": "each_player",
        }
    ),
    YOU_CHOOSE_SEND: {
        "effect": [{"action": "send", "to": "reserve", "subject": "a_character_you_control"}]
    },
    YOU_CHOOSE_SACRIFICE: _enters(
        {
            "action": "sacrifice",
            "subject": "a_character_or_permanent_you_control",
            "filter": {"types": ["Permanent"]},
        }
    ),
    TARGET_OPPONENT_CHOOSES_EXHAUSTS: _enters(
        {"action": "exhaust", "subject": "a_character_you_control", **_THEIRS}
    ),
}
RULE_SENTENCES_PLAYERS_NAMED: dict[str, tuple[str, ...]] = {
    "target_opponent_acting": (
        TARGET_OPPONENT_EXHAUSTS_ORB,
        TARGET_OPPONENT_EXHAUSTS,
        TARGET_OPPONENT_MAY_RETURN,
        TARGET_OPPONENT_SENDS,
        TARGET_OPPONENT_READIES_PLANT,
        TARGET_OPPONENT_TARGET,
        TARGET_OPPONENT_IF_THEY_DO,
    ),
    "target_player_acting": (TARGET_PLAYER_EXHAUSTS,),
    "choose_and_step": (
        EACH_OPPONENT_CHOOSES_SENDS,
        EACH_PLAYER_CHOOSES_EXHAUSTS,
        YOU_CHOOSE_SEND,
        YOU_CHOOSE_SACRIFICE,
        TARGET_OPPONENT_CHOOSES_EXHAUSTS,
        CHOOSE_TARGET,
        CHOOSE_NO_IT,
    ),
}
REFUSED_PLAYERS_NAMED: dict[str, str] = {
    TARGET_OPPONENT_TARGET: "what each of these players does there is not read yet",
    TARGET_PLAYER_EXHAUSTS: "which player is targeted is not asked for such a step yet",
    CHOOSE_TARGET: "only an object chosen",
    CHOOSE_NO_IT: "the step does not act on the object chosen",
    TARGET_OPPONENT_IF_THEY_DO: "after a step each of several players does is not read yet",
}
"""Read, and refused with the reason: a target inside the opponent's step (who chooses it is
not said, 6.5.b), "target player" (the engine does not ask which), a target said as chosen
before the step (targets are chosen as the step resolves, 6.5.b), a choice no step acts on,
a follow-up whose doer is not said."""
BOARD_SENTENCES_PLAYERS_NAMED: tuple[str, ...] = (
    TARGET_OPPONENT_EXHAUSTS_ORB,
    TARGET_OPPONENT_EXHAUSTS,
    TARGET_OPPONENT_MAY_RETURN,
    EACH_OPPONENT_CHOOSES_SENDS,
    YOU_CHOOSE_SACRIFICE,
)
"""Played on boards in tests/cards_text/test_players_named.py."""
