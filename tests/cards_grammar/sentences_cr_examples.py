# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Printed sentences for the grammar's "CR example texts (session 3)" section (issue 31),
kept apart so the parts merge cleanly; :mod:`.sentences` adds these to its ``READINGS``
and ``RULE_SENTENCES``. Phrase classes the CR 5.0 Examples print, in forms written for
these tests beside the Examples' own."""

from __future__ import annotations

from typing import Any

_COUNCIL = "The {J}, {H} and {R} triggers of Characters facing me don't activate"

CR_EXAMPLE_READINGS: dict[str, dict[str, Any]] = {
    "The {J}, {H}, and {R} triggers of Characters facing me don't activate.": {
        "passive": {"cant": _COUNCIL}
    },
    "The {H} abilities of Characters facing me can't activate.": {
        "passive": {"cant": "The {H} triggers of Characters facing me don't activate"}
    },
    "The {R} and {J} triggers of Characters facing me do not activate.": {
        "passive": {"cant": "The {J} and {R} triggers of Characters facing me don't activate"}
    },
    "Play me for {1} less per other card you played this turn.": {
        "passive": {
            "cost": {"change": -1, "applies_to": "me", "per": "other card you played this turn"}
        }
    },
    "Play me for {2} more.": {"passive": {"cost": {"change": 2, "applies_to": "me"}}},
    "All other characters loses their abilities.": {
        "passive": {"lose_abilities": "All other characters"}
    },
    "When you make a Gift — You may exhaust me to also receive it.": {
        "reaction": {
            "trigger": "you_make_a_gift",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "self",
                    "may": True,
                    "to_pay": True,
                    "then": [{"action": "receive_gift", "subject": "controller"}],
                }
            ],
        }
    },
    "{J} Target another Character in play or in Reserve. Then roll a die: On a 4+, we both gain 1 boost / On a 1-3, it gains 1 boost.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "roll_die",
                    "subject": "target_card_in_play_or_reserve",
                    "filter": {"types": ["Character"], "another": True},
                    "outcomes": [
                        {
                            "low": 4,
                            "high": 6,
                            "effect": [
                                {"action": "give_boost", "subject": "self", "amount": 1},
                                {"action": "give_boost", "subject": "it", "amount": 1},
                            ],
                        },
                        {
                            "low": 1,
                            "high": 3,
                            "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
                        },
                    ],
                }
            ],
        }
    },
    "{J} Roll a die: On a 5+, draw a card / On a 2-4, I gain 1 boost / On a 1, I gain Asleep.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "roll_die",
                    "outcomes": [
                        {"low": 5, "high": 6, "effect": [{"action": "draw", "amount": 1}]},
                        {
                            "low": 2,
                            "high": 4,
                            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                        },
                        {
                            "low": 1,
                            "high": 1,
                            "effect": [
                                {"action": "gain_status", "status": "Asleep", "subject": "self"}
                            ],
                        },
                    ],
                }
            ],
        }
    },
    "Expeditions can't move forward.": {"passive": {"cant": "expeditions can't move forward"}},
    "Your other Expedition and the Expedition facing it can't move forward.": {
        "passive": {"cant": "your other expedition and the expedition facing it can't move forward"}
    },
    "{T}: Place a Water Terrain Marker on target region.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "place_terrain_marker",
                    "subject": "target_region",
                    "terrains": ["water"],
                }
            ],
        }
    },
    "If you would draw one or more cards, Resupply instead.": {
        "passive": {
            "instead": {
                "action": "draw",
                "scope": "mine",
                "whole_step": True,
                "instead_action": "resupply",
            }
        }
    },
    "If a Character you control would be exhausted, it also gains 1 boost.": {
        "passive": {
            "also": {
                "action": "exhaust",
                "scope": "mine",
                "watched": {"types": ["Character"]},
                "add": "give_boost",
                "amount": 1,
            }
        }
    },
    "If a Character you control would be put in an Expedition, it also gains 2 boosts.": {
        "passive": {
            "also": {
                "action": "put",
                "scope": "mine",
                "watched": {"types": ["Character"]},
                "add": "give_boost",
                "amount": 2,
            }
        }
    },
    "If a Character you control would be sacrificed, it gains 2 boosts instead.": {
        "passive": {
            "instead": {
                "action": "sacrifice",
                "scope": "mine",
                "watched": {"types": ["Character"]},
                "instead_action": "give_boost",
                "instead_amount": 2,
            }
        }
    },
    "{J} Pass.": {"reaction": {"trigger": "enters_play", "effect": [{"action": "pass"}]}},
}
"""Printed sentence -> its reading (the card structures)."""

CR_EXAMPLE_RULE_SENTENCES: dict[str, tuple[str, ...]] = {
    "triggers_dont_activate": (
        "The {J}, {H}, and {R} triggers of Characters facing me don't activate.",
        "The {H} abilities of Characters facing me can't activate.",
        "The {R} and {J} triggers of Characters facing me do not activate.",
    ),
    "trigger_icons": ("The {R} and {J} triggers of Characters facing me do not activate.",),
    "my_cost_per": ("Play me for {1} less per other card you played this turn.",),
    "my_cost": ("Play me for {2} more.",),
    "counted_only": ("Play me for {1} less per other card you played this turn.",),
    "cr_lose_abilities": ("All other characters loses their abilities.",),
    "also_receive_gift": ("When you make a Gift — You may exhaust me to also receive it.",),
    "roll_die_results": (
        "{J} Target another Character in play or in Reserve. Then roll a die: On a 4+, we both gain 1 boost / On a 1-3, it gains 1 boost.",
        "{J} Roll a die: On a 5+, draw a card / On a 2-4, I gain 1 boost / On a 1, I gain Asleep.",
    ),
    "die_slash": (
        "{J} Roll a die: On a 5+, draw a card / On a 2-4, I gain 1 boost / On a 1, I gain Asleep.",
    ),
    "pass_step": ("{J} Pass.",),
    "yours_would_also_boosts": (
        "If a Character you control would be exhausted, it also gains 1 boost.",
        "If a Character you control would be put in an Expedition, it also gains 2 boosts.",
    ),
    "would_be_put_in_expedition": (
        "If a Character you control would be put in an Expedition, it also gains 2 boosts.",
    ),
    "instead_it_boosts": (
        "If a Character you control would be sacrificed, it gains 2 boosts instead.",
    ),
    "would_draw_whole_step": ("If you would draw one or more cards, Resupply instead.",),
    "place_terrain_marker": ("{T}: Place a Water Terrain Marker on target region.",),
    "expeditions_cant_move_forward": ("Expeditions can't move forward.",),
    "expeditions_said": ("Expeditions can't move forward.",),
    "we_both_gain_boosts": (
        "{J} Target another Character in play or in Reserve. Then roll a die: On a 4+, we both gain 1 boost / On a 1-3, it gains 1 boost.",
    ),
}
"""Grammar rule -> sentences showing it."""
