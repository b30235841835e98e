"""Printed sentences of "a Landmark" as an object (issue 30; written for these tests from CR
2.2.3 and 3.2.7): a Permanent of zone type Landmark, in its controller's Landmarks, in every
slot a description fills (a target, "each", a chosen one, an additional cost's object), and
those played on a board (``test_board_landmark_objects.py``). Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

EACH_LANDMARK_AN_OPPONENT_CONTROLS = "{J} Exhaust each Landmark an opponent controls."
EACH_LANDMARK_YOUR_OPPONENTS_CONTROL = "{J} Exhaust each Landmark your opponents control."
MAY_SACRIFICE_A_LANDMARK = "{J} You may sacrifice a Landmark. If you do, draw a card."
READY_TARGET_EXHAUSTED_LANDMARK = "{J} Ready target exhausted Landmark you control."
SACRIFICE_A_LANDMARK_AS_A_COST = "As an additional cost to play me, sacrifice a Landmark."
TARGET_LANDMARK_IN_RESERVE = "{J} Exhaust target Landmark in your Reserve."

_IN_LANDMARKS = {"permanents_in_landmarks": True}
"""A Permanent in Landmarks (2.2.3.e, 3.2.7.b): what "a Landmark" in play is."""


def _on_play(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


_THEIRS = {
    "action": "exhaust",
    "subject": "objects_in_play",
    "filter": {**_IN_LANDMARKS, "types": ["Permanent"], "controller": "opponent"},
}
_MINE = {"action": "sacrifice", "subject": "a_character_or_permanent_you_control"}

READINGS_LANDMARK_OBJECTS: dict[str, dict[str, Any]] = {
    EACH_LANDMARK_AN_OPPONENT_CONTROLS: _on_play(_THEIRS),
    EACH_LANDMARK_YOUR_OPPONENTS_CONTROL: _on_play(_THEIRS),
    MAY_SACRIFICE_A_LANDMARK: _on_play(
        {
            **_MINE,
            "filter": {**_IN_LANDMARKS, "types": ["Permanent"]},
            "may": True,
            "then": [{"action": "draw", "amount": 1}],
        }
    ),
    READY_TARGET_EXHAUSTED_LANDMARK: _on_play(
        {
            "action": "ready",
            "subject": "target_permanent_you_control",
            "filter": {"statuses": ["Exhausted"], **_IN_LANDMARKS},
        }
    ),
    SACRIFICE_A_LANDMARK_AS_A_COST: {
        "passive": {
            "cost": {
                "change": 0,
                "applies_to": "me",
                "optional": [{**_MINE, "filter": {**_IN_LANDMARKS, "types": ["Permanent"]}}],
                "additional": True,
            }
        }
    },
}

RULE_SENTENCES_LANDMARK_OBJECTS: dict[str, tuple[str, ...]] = {
    "landmark_noun": (
        EACH_LANDMARK_AN_OPPONENT_CONTROLS,
        EACH_LANDMARK_YOUR_OPPONENTS_CONTROL,
        MAY_SACRIFICE_A_LANDMARK,
        READY_TARGET_EXHAUSTED_LANDMARK,
        SACRIFICE_A_LANDMARK_AS_A_COST,
    ),
}

BOARD_SENTENCES_LANDMARK_OBJECTS: tuple[str, ...] = (
    EACH_LANDMARK_AN_OPPONENT_CONTROLS,
    MAY_SACRIFICE_A_LANDMARK,
    READY_TARGET_EXHAUSTED_LANDMARK,
)

REFUSED_LANDMARK_OBJECTS: dict[str, str] = {
    # a Landmark is in its controller's Landmarks (2.2.3.e): one said elsewhere is not read
    TARGET_LANDMARK_IN_RESERVE: "Landmark",
}

# ---- "a [Character / Permanent]" chosen in play, any player's unless said (6.1.g, 3.1.4.a)
EXHAUST_A_CHARACTER = "{J} Exhaust a Character."
EXHAUST_A_LANDMARK_AN_OPPONENT_CONTROLS = "{J} Exhaust a Landmark an opponent controls."

READINGS_LANDMARK_OBJECTS.update(
    {
        EXHAUST_A_CHARACTER: _on_play(
            {
                "action": "exhaust",
                "subject": "a_character_or_permanent_in_play",
                "filter": {"types": ["Character"]},
            }
        ),
        EXHAUST_A_LANDMARK_AN_OPPONENT_CONTROLS: _on_play(
            {
                "action": "exhaust",
                "subject": "a_character_or_permanent_in_play",
                "filter": {**_IN_LANDMARKS, "types": ["Permanent"], "controller": "opponent"},
            }
        ),
    }
)
RULE_SENTENCES_LANDMARK_OBJECTS["chosen_object"] = (
    EXHAUST_A_CHARACTER,
    EXHAUST_A_LANDMARK_AN_OPPONENT_CONTROLS,
)
BOARD_SENTENCES_LANDMARK_OBJECTS += (EXHAUST_A_CHARACTER, EXHAUST_A_LANDMARK_AN_OPPONENT_CONTROLS)
