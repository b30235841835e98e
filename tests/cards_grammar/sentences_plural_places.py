"""Printed sentences of the grammar's block "plural places" (issue 30; written for these
tests from the CR's words): "your Expeditions that are behind / ahead / tied" (7.5.2.a-c), the
plural of "each of your Expeditions that's behind", and "an Expedition of yours / you
control" (7.5.5.a). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

PLURAL_BEHIND_MOVE_FORWARD = "{J} Your Expeditions that are behind move forward one region."
PLURAL_AHEAD_MOVE_BACK = "{J} Your Expeditions that are ahead move backwards one region."
TOKEN_IN_PLURAL_TIED = "{J} Create a Brassbug token in your Expeditions that are tied."
TOKEN_IN_AN_EXPEDITION_OF_YOURS = "{J} Create a Brassbug token in an Expedition of yours."
TOKEN_IN_AN_EXPEDITION_YOU_CONTROL = "{J} Create a Brassbug token in an Expedition you control."


def _on_arrival(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


_DESCRIBED = "each_my_expedition_described"
_BRASSBUG = {"action": "create", "token": "Brassbug 2/2/2 Robot", "amount": 1}

READINGS_PLURAL_PLACES: dict[str, dict[str, Any]] = {
    PLURAL_BEHIND_MOVE_FORWARD: _on_arrival(
        {
            "action": "move_forward",
            "subject": _DESCRIBED,
            "filter": {"expedition_standing": "behind"},
        }
    ),
    PLURAL_AHEAD_MOVE_BACK: _on_arrival(
        {"action": "move_backwards", "subject": _DESCRIBED, "filter": {"expedition_ahead": True}}
    ),
    TOKEN_IN_PLURAL_TIED: _on_arrival(
        {**_BRASSBUG, "subject": _DESCRIBED, "filter": {"expedition_standing": "tied"}}
    ),
    TOKEN_IN_AN_EXPEDITION_OF_YOURS: _on_arrival(
        {**_BRASSBUG, "subject": "one_of_your_expeditions"}
    ),
    TOKEN_IN_AN_EXPEDITION_YOU_CONTROL: _on_arrival(
        {**_BRASSBUG, "subject": "one_of_your_expeditions"}
    ),
}

RULE_SENTENCES_PLURAL_PLACES: dict[str, tuple[str, ...]] = {
    "expeditions_are": (PLURAL_BEHIND_MOVE_FORWARD, PLURAL_AHEAD_MOVE_BACK, TOKEN_IN_PLURAL_TIED),
    "described_expeditions_move": (PLURAL_BEHIND_MOVE_FORWARD, PLURAL_AHEAD_MOVE_BACK),
    "described_expeditions_place": (TOKEN_IN_PLURAL_TIED,),
    "one_of_your_expeditions_place": (
        TOKEN_IN_AN_EXPEDITION_OF_YOURS,
        TOKEN_IN_AN_EXPEDITION_YOU_CONTROL,
    ),
}

BOARD_SENTENCES_PLURAL_PLACES: tuple[str, ...] = (
    PLURAL_BEHIND_MOVE_FORWARD,
    TOKEN_IN_PLURAL_TIED,
    TOKEN_IN_AN_EXPEDITION_OF_YOURS,
)
