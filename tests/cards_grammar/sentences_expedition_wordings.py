"""Printed sentences of the grammar's block "places: Expeditions and players in every
wording" (issue 30; written for these tests from the CR's words): "target opponent's
Expedition" (7.5.5.a, 6.5.b), "each of your Expeditions that's behind / that is tied"
(7.5.2.b-c), "target opponent's Hero / Companion Expedition" (7.2.3.a). Merged into
:mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

OPPONENTS_EXPEDITION_BACK = "{J} Target opponent's Expedition moves backwards one region."
EXPEDITION_OF_AN_OPPONENT_IN_WATER = (
    "{J} Target Expedition of an opponent in {O} moves backwards one region."
)
ASLEEP_IN_OPPONENTS_EXPEDITION = "{J} Characters in target opponent's Expedition gain [[Asleep]]."
BEHIND_MOVES_FORWARD = "{J} Each of your Expeditions that's behind moves forward one region."
TIED_MOVES_FORWARD = "{J} Each of your Expeditions that is tied moves forward one region."
AHEAD_MOVES_BACK = "{J} Each of your Expeditions that's ahead moves backwards one region."
OPPONENTS_HERO_BACK = "{J} Target opponent's Hero Expedition moves backwards one region."
OPPONENTS_COMPANION_FORWARD = "{J} Target opponent's Companion Expedition moves forward one region."
TOKEN_IN_OPPONENTS_HERO = "{J} Create a Brassbug token in target opponent's Hero Expedition."
TARGET_IN_AN_EXPEDITION_AHEAD = (
    "{J} Target Character in an Expedition that's ahead gains [[Asleep]]."
)
PLAY_IN_AN_EXPEDITION_AHEAD = (
    "{J} You may play a Character in an Expedition that is ahead for free."
)
SUBTYPE_EXPEDITION_REFUSED = "{J} Target opponent's Robot Expedition moves forward one region."


def _on_arrival(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


_OPPONENTS = {"expedition_controller": "opponent"}

READINGS_EXPEDITION_WORDINGS: dict[str, dict[str, Any]] = {
    OPPONENTS_EXPEDITION_BACK: _on_arrival(
        {"action": "move_backwards", "subject": "target_expedition", "filter": _OPPONENTS}
    ),
    EXPEDITION_OF_AN_OPPONENT_IN_WATER: _on_arrival(
        {
            "action": "move_backwards",
            "subject": "target_expedition",
            "filter": {**_OPPONENTS, "in_terrain": "water"},
        }
    ),
    ASLEEP_IN_OPPONENTS_EXPEDITION: _on_arrival(
        {
            "action": "gain_status",
            "status": "Asleep",
            "subject": "characters_in_target_expedition",
            "filter": _OPPONENTS,
        }
    ),
    BEHIND_MOVES_FORWARD: _on_arrival(
        {
            "action": "move_forward",
            "subject": "each_my_expedition_described",
            "filter": {"expedition_standing": "behind"},
        }
    ),
    TIED_MOVES_FORWARD: _on_arrival(
        {
            "action": "move_forward",
            "subject": "each_my_expedition_described",
            "filter": {"expedition_standing": "tied"},
        }
    ),
    AHEAD_MOVES_BACK: _on_arrival(
        {
            "action": "move_backwards",
            "subject": "each_my_expedition_described",
            "filter": {"expedition_ahead": True},
        }
    ),
    OPPONENTS_HERO_BACK: _on_arrival(
        {"action": "move_backwards", "subject": "target_opponent_hero_expedition"}
    ),
    OPPONENTS_COMPANION_FORWARD: _on_arrival(
        {"action": "move_forward", "subject": "target_opponent_companion_expedition"}
    ),
    TARGET_IN_AN_EXPEDITION_AHEAD: _on_arrival(
        {
            "action": "gain_status",
            "status": "Asleep",
            "subject": "target_character",
            "filter": {"expedition_ahead": True},
        }
    ),
    TOKEN_IN_OPPONENTS_HERO: _on_arrival(
        {
            "action": "create",
            "token": "Brassbug 2/2/2 Robot",
            "amount": 1,
            "subject": "target_opponent_hero_expedition",
        }
    ),
}

RULE_SENTENCES_EXPEDITION_WORDINGS: dict[str, tuple[str, ...]] = {
    "opponents_target_expedition": (
        OPPONENTS_EXPEDITION_BACK,
        EXPEDITION_OF_AN_OPPONENT_IN_WATER,
        ASLEEP_IN_OPPONENTS_EXPEDITION,
    ),
    "expeditions_standing": (BEHIND_MOVES_FORWARD, TIED_MOVES_FORWARD),
    "described_expeditions_move": (BEHIND_MOVES_FORWARD, AHEAD_MOVES_BACK),
    "target_opponents_kind_expedition_moves": (
        OPPONENTS_HERO_BACK,
        OPPONENTS_COMPANION_FORWARD,
        SUBTYPE_EXPEDITION_REFUSED,
    ),
    "target_opponent_hero_place": (TOKEN_IN_OPPONENTS_HERO,),
    "in_an_expedition_ahead": (TARGET_IN_AN_EXPEDITION_AHEAD, PLAY_IN_AN_EXPEDITION_AHEAD),
}

REFUSED_EXPEDITION_WORDINGS: dict[str, str] = {
    SUBTYPE_EXPEDITION_REFUSED: "is not an Expedition",
    # a card in Hand or Reserve is in no Expedition: where it is played into is not read
    PLAY_IN_AN_EXPEDITION_AHEAD: "not read",
}

BOARD_SENTENCES_EXPEDITION_WORDINGS: tuple[str, ...] = (
    OPPONENTS_EXPEDITION_BACK,
    BEHIND_MOVES_FORWARD,
    OPPONENTS_HERO_BACK,
    TARGET_IN_AN_EXPEDITION_AHEAD,
)
