"""Printed sentences of the superlative qualifiers (issue 30; written for these tests from
CR 2.2.7 and 2.2.11): "with the lowest Hand Cost", "with the highest {V}" in the slots a
description fills, and those played on a board (``test_board_superlatives.py``). Merged
into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

EACH_OPPONENTS_LOWEST = "{J} Exhaust each Character an opponent controls with the lowest Hand Cost."
TARGET_HIGHEST_FOREST = "{J} Exhaust target Character with the highest {V}."
TARGET_FACING_LOWEST = "{J} Exhaust target Character facing me with the highest Hand Cost."
EACH_LOWEST_MOUNTAIN = "{J} Exhaust each Character with the lowest {M}."
LEAVES_WITH_THE_LOWEST = (
    "When a Character with the lowest Hand Cost leaves play \u2014 Draw a card."
)
HIGHEST_FOREST_HAVE = "Characters with the highest {V} have [[Defender]]."


def _on_play(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [{"action": "exhaust", **step}]}}


READINGS_SUPERLATIVES: dict[str, dict[str, Any]] = {
    EACH_OPPONENTS_LOWEST: _on_play(
        {
            "subject": "objects_in_play",
            "filter": {
                "types": ["Character"],
                "controller": "opponent",
                "extreme": "lowest",
                "extreme_of": "hand_cost",
            },
        }
    ),
    TARGET_HIGHEST_FOREST: _on_play(
        {"subject": "target_character", "filter": {"extreme": "highest", "extreme_of": "forest"}}
    ),
    TARGET_FACING_LOWEST: _on_play(
        {
            "subject": "target_character",
            "filter": {"facing_me": True, "extreme": "highest", "extreme_of": "hand_cost"},
        }
    ),
    EACH_LOWEST_MOUNTAIN: _on_play(
        {
            "subject": "objects_in_play",
            "filter": {"types": ["Character"], "extreme": "lowest", "extreme_of": "mountain"},
        }
    ),
}

RULE_SENTENCES_SUPERLATIVES: dict[str, tuple[str, ...]] = {
    "lowest_hand_cost": (EACH_OPPONENTS_LOWEST,),
    "highest_hand_cost": (TARGET_FACING_LOWEST,),
    "lowest_statistic": (EACH_LOWEST_MOUNTAIN,),
    "highest_statistic": (TARGET_HIGHEST_FOREST,),
}

BOARD_SENTENCES_SUPERLATIVES: tuple[str, ...] = (EACH_OPPONENTS_LOWEST, TARGET_HIGHEST_FOREST)

REFUSED_SUPERLATIVES: dict[str, str] = {
    LEAVES_WITH_THE_LOWEST: "lowest",  # a trigger's object has left play (6.3.b)
    HIGHEST_FOREST_HAVE: "highest",  # statistics passives give (2.2.11.c)
}
