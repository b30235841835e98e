"""Printed sentences for the grammar's Unique shape, outputs and triggers (issue 30, the
"uniques" part), kept apart from :mod:`.sentences` so the two parts merge cleanly; that
module adds these to its ``READINGS`` and ``RULE_SENTENCES``. Written for these tests, not
copied from card data."""

from __future__ import annotations

from typing import Any

UNIQUE_READINGS: dict[str, dict[str, Any]] = {
    "{H} If your hand is empty: Draw two cards. I gain 1 boost.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "draw",
                    "amount": 2,
                    "if": "your hand is empty",
                    "also": [{"action": "give_boost", "amount": 1, "subject": "self"}],
                }
            ],
        }
    },
    "{H} If your hand is empty: Have me gain Anchored, otherwise draw a card.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "have_do",
                    "do": {"action": "gain_status", "status": "Anchored", "subject": "self"},
                    "if": "your hand is empty",
                    "otherwise": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
}
"""Printed sentence -> its reading (the card structures)."""

UNIQUE_READINGS.update(
    # the Uniques' parts section of altered.lark: triggers and steps (each reading is the
    # sentence patterns' too)
    {
        "When I leave the Expedition zone, if I was Fleeting — Draw a card.": {
            "reaction": {
                "trigger": "leaves_expedition_zone",
                "if": "i was fleeting",
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
        "When I gain my third Sap counter — Draw a card.": {
            "reaction": {
                "trigger": "counter_reaches",
                "amount": 3,
                "counter": "Sap",
                "filter": {"only_me": True},
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
        "When I gain 2 or more boosts — Sabotage.": {
            "reaction": {
                "trigger": "gains_boosts",
                "amount": 2,
                "filter": {"only_me": True},
                "effect": [{"action": "sabotage"}],
            }
        },
        "When I go to Reserve from anywhere — Exhaust me.": {
            "reaction": {
                "trigger": "goes_to_reserve_from_anywhere",
                "effect": [{"action": "exhaust", "subject": "self"}],
            }
        },
        "When I leave the Landmark zone — Resupply.": {
            "reaction": {"trigger": "leaves_landmark_zone", "effect": [{"action": "resupply"}]}
        },
        "When you exhaust a card in Reserve — I gain 1 boost.": {
            "reaction": {
                "trigger": "you_exhaust_a_reserve_card",
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
        "When you make a Gift — I gain 1 boost.": {
            "reaction": {
                "trigger": "you_make_a_gift",
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
        "When my Expedition moves forward due to {M} — Draw a card.": {
            "reaction": {
                "trigger": "my_expedition_moves_forward",
                "terrain": "mountain",
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
        "When my Expedition attempts to Ascend — I gain Anchored.": {
            "reaction": {
                "trigger": "my_expedition_attempts_to_ascend",
                "effect": [{"action": "gain_status", "status": "Anchored", "subject": "self"}],
            }
        },
        "When one of your Expeditions attempts to Ascend — Draw a card.": {
            "reaction": {
                "trigger": "your_expedition_attempts_to_ascend",
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
        "When an opponent draws one or more cards or does Resupply — I gain 1 boost.": {
            "reaction": {
                "trigger": "opponent_draws_or_resupplies",
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
        "When a card joins the discard pile — I gain 1 boost.": {
            "reaction": {
                "trigger": "card_joins_a_discard_pile",
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
        "When a card goes from your deck or hand to Reserve — I gain 1 boost.": {
            "reaction": {
                "trigger": "card_goes_to_your_reserve_from_deck_or_hand",
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
        "When another Permanent joins your Expeditions or Landmarks — Draw a card.": {
            "reaction": {
                "trigger": "permanent_joins_your_expeditions_or_landmarks",
                "filter": {"another": True},
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
        "When a Character leaves my Expedition — I gain 1 boost.": {
            "reaction": {
                "trigger": "character_leaves_my_expedition",
                "filter": {},
                "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            }
        },
        "When you play another card from Reserve — Draw a card.": {
            "reaction": {
                "trigger": "you_play_a_card",
                "filter": {"another": True},
                "played_from": "reserve",
                "effect": [{"action": "draw", "amount": 1}],
            }
        },
        "{J} Send to Reserve target Character with Hand Cost {2} or less.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "send",
                        "to": "reserve",
                        "subject": "target_character",
                        "filter": {"hand_cost_max": 2},
                    }
                ],
            }
        },
        "{J} Sacrifice two Characters.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "sacrifice", "subject": "a_character_you_control", "choose_count": 2}
                ],
            }
        },
        "{H} Sacrifice one Character. If you do, draw two cards.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_you_control",
                        "then": [{"action": "draw", "amount": 2}],
                    }
                ],
            }
        },
        "{J} You may give 2 boosts to target Plant.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 2,
                        "subject": "target_character",
                        "filter": {"subtypes": ["Plant"]},
                        "may": True,
                    }
                ],
            }
        },
        "{T}: Activate the {J} abilities of target Permanent you control.": {
            "quick_action": {
                "cost": {"mana": 0, "exhaust_me": True},
                "effect": [
                    {
                        "action": "activate",
                        "trigger": "enters_play",
                        "subject": "target_permanent_you_control",
                    }
                ],
            }
        },
        "{J} Target Character gains 1 boost and Anchored.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 1,
                        "subject": "target_character",
                        "then": [{"action": "gain_status", "status": "Anchored", "subject": "it"}],
                    }
                ],
            }
        },
        "{J} I gain 2 boosts and lose Fleeting.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "give_boost", "amount": 2, "subject": "self"},
                    {"action": "lose_status", "status": "Fleeting", "subject": "self"},
                ],
            }
        },
        "{H} Target Character loses 2 boosts.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "remove_counters",
                        "counter": "boost",
                        "amount": 2,
                        "subject": "target_character",
                    }
                ],
            }
        },
        "{J} Target Character switches Expeditions.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [{"action": "switch_expeditions", "subject": "target_character"}],
            }
        },
        "{J} Up to one target Character gains Asleep.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "gain_status",
                        "status": "Asleep",
                        "subject": "target_character",
                        "up_to": 1,
                    }
                ],
            }
        },
        "{H} Roll a die. On a: • 4+, Resupply. • 1-3, draw a card.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "roll_die",
                        "outcomes": [
                            {"low": 4, "high": 6, "effect": [{"action": "resupply"}]},
                            {"low": 1, "high": 3, "effect": [{"action": "draw", "amount": 1}]},
                        ],
                    }
                ],
            }
        },
    }
)

UNIQUE_RULE_SENTENCES: dict[str, tuple[str, ...]] = {
    "conditioned_output": ("{H} If your hand is empty: Draw two cards. I gain 1 boost.",),
    "have_gain_statuses": (
        "{H} If your hand is empty: Have me gain Anchored, otherwise draw a card.",
    ),
}
"""Grammar rule -> more sentences showing it."""

UNIQUE_RULE_SENTENCES.update(
    {
        "leave_if_trigger": ("When I leave the Expedition zone, if I was Fleeting — Draw a card.",),
        "ev_counter_reaches": ("When I gain my third Sap counter — Draw a card.",),
        "ordinal": ("When I gain my third Sap counter — Draw a card.",),
        "ev_i_gain_boosts": ("When I gain 2 or more boosts — Sabotage.",),
        "ev_go_reserve": ("When I go to Reserve from anywhere — Exhaust me.",),
        "ev_leave_landmark": ("When I leave the Landmark zone — Resupply.",),
        "ev_you_exhaust_reserve_card": ("When you exhaust a card in Reserve — I gain 1 boost.",),
        "ev_you_make_a_gift": ("When you make a Gift — I gain 1 boost.",),
        "ev_my_expedition_forward_due_to": (
            "When my Expedition moves forward due to {M} — Draw a card.",
        ),
        "ev_my_expedition_ascends": ("When my Expedition attempts to Ascend — I gain Anchored.",),
        "ev_your_expedition_ascends": (
            "When one of your Expeditions attempts to Ascend — Draw a card.",
        ),
        "ev_opponent_draws": (
            "When an opponent draws one or more cards or does Resupply — I gain 1 boost.",
        ),
        "ev_joins_discard_pile": ("When a card joins the discard pile — I gain 1 boost.",),
        "ev_goes_to_reserve_from_deck_or_hand": (
            "When a card goes from your deck or hand to Reserve — I gain 1 boost.",
        ),
        "ev_permanent_joins": (
            "When another Permanent joins your Expeditions or Landmarks — Draw a card.",
        ),
        "ev_leaves_my_expedition": ("When a Character leaves my Expedition — I gain 1 boost.",),
        "ev_you_play_another": ("When you play another card from Reserve — Draw a card.",),
        "send_to_reserve_first": (
            "{J} Send to Reserve target Character with Hand Cost {2} or less.",
        ),
        "sacrifice_count": ("{J} Sacrifice two Characters.",),
        "sacrifice_one": ("{H} Sacrifice one Character. If you do, draw two cards.",),
        "give_boosts_to": ("{J} You may give 2 boosts to target Plant.",),
        "activate_icon": ("{T}: Activate the {J} abilities of target Permanent you control.",),
        "gain_boosts_and_status": ("{J} Target Character gains 1 boost and Anchored.",),
        "gain_boosts_and_lose": ("{J} I gain 2 boosts and lose Fleeting.",),
        "lose_boosts": ("{H} Target Character loses 2 boosts.",),
        "switch_expeditions": ("{J} Target Character switches Expeditions.",),
        "switch": ("{J} Target Character switches Expeditions.",),
        "up_to_one_target": ("{J} Up to one target Character gains Asleep.",),
        "die_outcomes": ("{H} Roll a die. On a: • 4+, Resupply. • 1-3, draw a card.",),
        "die_bullet": ("{H} Roll a die. On a: • 4+, Resupply. • 1-3, draw a card.",),
    }
)

UNIQUE_SHAPES: tuple[str, ...] = (
    "{H} If your hand is empty: Draw two cards. I gain 1 boost.",
    "{H} If your hand is empty: Have me gain Anchored, otherwise draw a card.",
)
"""Unique shapes played in both cases of their condition (test_board_uniques.py)."""
