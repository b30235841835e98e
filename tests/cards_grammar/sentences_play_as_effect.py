"""Printed sentences for the grammar's "play as an effect" section (issue 31), kept apart so
the parts merge cleanly; :mod:`.sentences` adds these to its ``READINGS`` and
``RULE_SENTENCES``. Forms written for these tests: any card type and list of zones played
from, any Expedition "had" to move, a step repeated, a Terrain Marker moved."""

from __future__ import annotations

from typing import Any

READINGS_CITE4: dict[str, dict[str, Any]] = {
    # a card in Reserve becoming exhausted (2.4.6.c, 7.5.4.a), as a Character does
    "When a card in your Reserve becomes exhausted — Draw a card.": {
        "reaction": {
            "trigger": "becomes_status",
            "filter": {"in_your_reserve": True},
            "status": "Exhausted",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    "Play a Character from your Hand or Reserve for free.": {
        "effect": [{"action": "play_for_free", "subject": "a_character_from_hand_or_reserve"}]
    },
    "Immediately play a Spell from your Reserve for {2} less.": {
        "effect": [
            {
                "action": "play",
                "subject": "a_card_from_hand_or_reserve",
                "filter": {"types": ["Spell"], "in_your_reserve": True},
                "cost_change": -2,
            }
        ]
    },
    "Play a Plant Character from your Hand for free.": {
        "effect": [
            {
                "action": "play_for_free",
                "subject": "a_character_from_hand_or_reserve",
                "filter": {"subtypes": ["Plant"], "in_your_hand": True},
            }
        ]
    },
    "Play a Permanent from your Reserve or Hand for {1} less.": {
        "effect": [
            {
                "action": "play",
                "subject": "a_card_from_hand_or_reserve",
                "filter": {"types": ["Permanent"]},
                "cost_change": -1,
            }
        ]
    },
    "Play a Character for free.": {
        "effect": [{"action": "play_for_free", "subject": "a_character_from_hand_or_reserve"}]
    },
    "You may have your hero Expedition move forward one region. Draw a card.": {
        "effect": [
            {"action": "move_forward", "subject": "your_hero_expedition", "may": True},
            {"action": "draw", "amount": 1},
        ]
    },
    "Have my Expedition move backwards one region.": {
        "effect": [{"action": "move_backwards", "subject": "my_expedition"}]
    },
    "Have target Expedition move forward.": {
        "effect": [{"action": "move_forward", "subject": "target_expedition"}]
    },
    "Have the Expedition facing me move backwards one region.": {
        "effect": [{"action": "move_backwards", "subject": "the_expedition_facing_me"}]
    },
    "Have your Companion Expedition move forward one region.": {
        "effect": [{"action": "move_forward", "subject": "your_companion_expedition"}]
    },
    "A Character you control gains 1 boost, twice.": {
        "effect": [
            {"action": "give_boost", "amount": 1, "subject": "a_character_you_control", "times": 2}
        ]
    },
    "Target Character gains 1 boost, twice.": {
        "effect": [{"action": "give_boost", "amount": 1, "subject": "target_character", "times": 2}]
    },
    "Characters you control gain 1 boost, 3 times.": {
        "effect": [
            {"action": "give_boost", "amount": 1, "subject": "characters_you_control", "times": 3}
        ]
    },
    "Move a Terrain Marker to target region.": {
        "effect": [
            {
                "action": "move_terrain_marker",
                "subject": "a_terrain_marker",
                "region": "target_region",
            }
        ]
    },
    "Move a Terrain Marker to my region.": {
        "effect": [
            {"action": "move_terrain_marker", "subject": "a_terrain_marker", "region": "my_region"}
        ]
    },
}

RULE_SENTENCES_CITE4: dict[str, tuple[str, ...]] = {
    "ev_becomes_status": ("When a card in your Reserve becomes exhausted — Draw a card.",),
    "from_hand_or_reserve": (
        "Play a Character from your Hand or Reserve for free.",
        "Play a Permanent from your Reserve or Hand for {1} less.",
    ),
    "have_expedition_move": (
        "You may have your hero Expedition move forward one region. Draw a card.",
        "Have my Expedition move backwards one region.",
        "Have target Expedition move forward.",
        "Have your Companion Expedition move forward one region.",
    ),
    "have_facing_expedition_move": ("Have the Expedition facing me move backwards one region.",),
    "move_terrain_marker": (
        "Move a Terrain Marker to target region.",
        "Move a Terrain Marker to my region.",
    ),
    "my_region_said": ("Move a Terrain Marker to my region.",),
    "play_character_for_free": ("Play a Character for free.",),
    "play_described_for_free": (
        "Play a Character from your Hand or Reserve for free.",
        "Play a Plant Character from your Hand for free.",
    ),
    "play_described_for_less": (
        "Immediately play a Spell from your Reserve for {2} less.",
        "Play a Permanent from your Reserve or Hand for {1} less.",
    ),
    "repeated_chain": (
        "A Character you control gains 1 boost, twice.",
        "Characters you control gain 1 boost, 3 times.",
        "Target Character gains 1 boost, twice.",
    ),
    "target_region_said": ("Move a Terrain Marker to target region.",),
}
"""Grammar rule -> sentences showing it."""
