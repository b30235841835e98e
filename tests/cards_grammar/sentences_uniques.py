# ruff: noqa: E501  (printed sentences are kept whole, one per line)
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

UNIQUE_READINGS.update(
    {
        "{J} You may spend 1 counter from a card you control or in your Reserve to Resupply.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "spend_counters",
                        "amount": 1,
                        "counter": "any",
                        "subject": "a_card_you_control_or_in_your_reserve",
                        "may": True,
                        "to_pay": True,
                        "then": [{"action": "resupply"}],
                    }
                ],
            }
        },
        "{J} You may spend 2 counters from a card in your Reserve or Landmarks to draw a card.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "spend_counters",
                        "amount": 2,
                        "counter": "any",
                        "subject": "a_card_in_your_reserve_or_landmarks",
                        "may": True,
                        "to_pay": True,
                        "then": [{"action": "draw", "amount": 1}],
                    }
                ],
            }
        },
        "{H} You may spend 1 of my boosts to ready two Mana Orbs.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "spend_counters",
                        "amount": 1,
                        "counter": "boost",
                        "may": True,
                        "to_pay": True,
                        "then": [
                            {"action": "ready", "subject": "mana_orbs_you_choose", "amount": 2}
                        ],
                    }
                ],
            }
        },
        "{J} Return target Character to the top of its owner's deck.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "return",
                        "to": "deck",
                        "position": "top",
                        "to_owner": True,
                        "subject": "target_character",
                    }
                ],
            }
        },
        "{T}: You win the game.": {
            "quick_action": {
                "cost": {"mana": 0, "exhaust_me": True},
                "effect": [{"action": "win_game"}],
            }
        },
        "{H} Each player discards their hand, then draws two cards.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {"action": "discard", "subject": "cards_in_each_players_hand"},
                    {"action": "draw", "amount": 2, "subject": "each_player"},
                ],
            }
        },
        "{J} Create a [Brassbug 2/2/2] Robot token in each of your Expeditions that's behind or tied.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "create",
                        "token": "Brassbug 2/2/2 Robot",
                        "amount": 1,
                        "subject": "each_my_expedition_behind_or_tied",
                    }
                ],
            }
        },
    }
)
UNIQUE_RULE_SENTENCES.update(
    {
        "spend_any_counter": (
            "{J} You may spend 1 counter from a card you control or in your Reserve to Resupply.",
        ),
        "card_you_control_or_in_reserve": (
            "{J} You may spend 1 counter from a card you control or in your Reserve to Resupply.",
        ),
        "card_in_reserve_or_landmarks": (
            "{J} You may spend 2 counters from a card in your Reserve or Landmarks to draw a card.",
        ),
        "ready_mana_orbs": ("{H} You may spend 1 of my boosts to ready two Mana Orbs.",),
        "return_to_deck": ("{J} Return target Character to the top of its owner's deck.",),
        "deck_end": ("{J} Return target Character to the top of its owner's deck.",),
        "win_game": ("{T}: You win the game.",),
        "discards_hand_then_draws": ("{H} Each player discards their hand, then draws two cards.",),
        "each_of_your_expeditions_behind_or_tied": (
            "{J} Create a [Brassbug 2/2/2] Robot token in "
            "each of your Expeditions that's behind or "
            "tied.",
        ),
    }
)

UNIQUE_READINGS.update(
    {
        "{J} Choose one: • I gain 1 boost. • {T}: Draw a card.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "choose",
                        "modes": [
                            {
                                "text": "I gain 1 boost.",
                                "effect": [
                                    {"action": "give_boost", "amount": 1, "subject": "self"}
                                ],
                            },
                            {
                                "text": "{T}: Draw a card.",
                                "effect": [
                                    {
                                        "action": "exhaust",
                                        "subject": "self",
                                        "then": [{"action": "draw", "amount": 1}],
                                        # "{T}:" the cost of the mode's effect (2.2.12.k)
                                        "to_pay": True,
                                    }
                                ],
                            },
                        ],
                        "choose": 1,
                    }
                ],
            }
        },
        "{J} Exhaust target Character and draw a card.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {"action": "exhaust", "subject": "target_character"},
                    {"action": "draw", "amount": 1},
                ],
            }
        },
        "{H} You may pay {1} and put a card from your hand in Reserve to draw two cards.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "put",
                        "to": "reserve",
                        "subject": "a_card_from_your_hand",
                        "pay": 1,
                        "may": True,
                        "then": [{"action": "draw", "amount": 2}],
                    }
                ],
            }
        },
        "{J} You may immediately play a Character for {3} less.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "play",
                        "subject": "a_character_from_hand_or_reserve",
                        "cost_change": -3,
                        "may": True,
                    }
                ],
            }
        },
        "{H} Each player may put a card from their hand in Reserve.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "put",
                        "to": "reserve",
                        "subject": "a_card_from_each_players_hand",
                        "may": True,
                    }
                ],
            }
        },
        "{J} Sacrifice a Character in my Expedition.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_you_control",
                        "filter": {"in_my_expedition": True},
                    }
                ],
            }
        },
    }
)
UNIQUE_RULE_SENTENCES.update(
    {
        "tap_mode": ("{J} Choose one: • I gain 1 boost. • {T}: Draw a card.",),
        "and_chain": ("{J} Exhaust target Character and draw a card.",),
        "may_pay_and_clause": (
            "{H} You may pay {1} and put a card from your hand in Reserve to draw two cards.",
        ),
        "play_for_less": ("{J} You may immediately play a Character for {3} less.",),
        "player_may_put_in_reserve": (
            "{H} Each player may put a card from their hand in Reserve.",
        ),
        "sacrifice": ("{J} Sacrifice a Character in my Expedition.",),
    }
)

UNIQUE_READINGS.update(
    {
        "{H} Exchange target card from your Reserve with a card from your hand.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "exchange",
                        "subject": "target_card_in_your_reserve",
                        "with": "a_card_from_your_hand",
                    }
                ],
            }
        },
        "{J} You may target another Fleeting Character. It gains 2 boosts.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "give_boost",
                        "amount": 2,
                        "subject": "target_character",
                        "filter": {"statuses": ["Fleeting"], "another": True},
                        "may": True,
                    }
                ],
            }
        },
        "{H} Target a Character you control. It gains Anchored.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "gain_status",
                        "status": "Anchored",
                        "subject": "target_character",
                        "filter": {"controller": "you"},
                    }
                ],
            }
        },
        "{T}: Expeditions can't move forward this Day.": {
            "quick_action": {
                "cost": {"mana": 0, "exhaust_me": True},
                "effect": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "duration": "this Day",
                            "cant": "Expeditions can't move forward",
                        },
                    }
                ],
            }
        },
        "{J} Target Expedition can't move forward this Day.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "ongoing",
                        "ongoing": {
                            "duration": "this Day",
                            "cant": "Expeditions can't move forward",
                        },
                        "subject": "target_expedition",
                    }
                ],
            }
        },
    }
)
UNIQUE_RULE_SENTENCES.update(
    {
        "exchange_reserve_with_hand": (
            "{H} Exchange target card from your Reserve with a card from your hand.",
        ),
        "target_step": ("{J} You may target another Fleeting Character. It gains 2 boosts.",),
        "target_another": ("{J} You may target another Fleeting Character. It gains 2 boosts.",),
        "target_a": ("{H} Target a Character you control. It gains Anchored.",),
        "expeditions_cant_move": ("{T}: Expeditions can't move forward this Day.",),
        "target_expedition_cant_move": ("{J} Target Expedition can't move forward this Day.",),
    }
)

UNIQUE_READINGS.update(
    {
        "{J} You may target an opponent, they draw a card. If you do, I gain Anchored.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "draw",
                        "amount": 1,
                        "subject": "target_opponent",
                        "you_decide": True,
                        "may": True,
                        "then": [
                            {"action": "gain_status", "status": "Anchored", "subject": "self"}
                        ],
                    }
                ],
            }
        },
        "{H} Each player puts the top card of their deck in their Mana zone.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "put",
                        "to": "mana",
                        "subject": "top_cards_of_each_players_deck",
                        "amount": 1,
                    }
                ],
            }
        },
    }
)
UNIQUE_RULE_SENTENCES.update(
    {
        "may_target_opponent_draws": (
            "{J} You may target an opponent, they draw a card. If you do, I gain Anchored.",
        ),
        "player_puts_top_card_in_mana": (
            "{H} Each player puts the top card of their deck in their Mana zone.",
        ),
    }
)

UNIQUE_READINGS.update(
    {
        "{J} You may put a card from your Reserve in your Mana zone.": {
            "reaction": {
                "trigger": "enters_play",
                "effect": [
                    {
                        "action": "put",
                        "to": "mana",
                        "subject": "a_card_from_your_reserve",
                        "may": True,
                    }
                ],
            }
        },
        "{H} You may put a card from your hand in your Mana zone as a ready Mana Orb.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "put",
                        "to": "mana",
                        "subject": "a_card_from_your_hand",
                        "ready_orb": True,
                        "may": True,
                    }
                ],
            }
        },
        "{H} Put a card from your hand in Reserve. If you do, draw a card.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "put",
                        "to": "reserve",
                        "subject": "a_card_from_your_hand",
                        "then": [{"action": "draw", "amount": 1}],
                    }
                ],
            }
        },
    }
)
UNIQUE_RULE_SENTENCES.update(
    {
        "put_card_from_zone": ("{J} You may put a card from your Reserve in your Mana zone.",),
        "put_in_mana_place": ("{J} You may put a card from your Reserve in your Mana zone.",),
        "put_in_mana_ready_place": (
            "{H} You may put a card from your hand in your Mana zone as a ready Mana Orb.",
        ),
        "put_in_reserve_place": (
            "{H} Put a card from your hand in Reserve. If you do, draw a card.",
        ),
    }
)

UNIQUE_READINGS.update(
    {
        "{H} Discard a card from your hand. If it's a Character, I gain 1 boost.": {
            "reaction": {
                "trigger": "played_from_hand",
                "effect": [
                    {
                        "action": "discard",
                        "subject": "a_card_from_your_hand",
                        "then": [
                            {
                                "action": "give_boost",
                                "amount": 1,
                                "subject": "self",
                                "if": "it's a character",
                            }
                        ],
                    }
                ],
            }
        }
    }
)
UNIQUE_RULE_SENTENCES.update(
    {"its_a_cond": ("{H} Discard a card from your hand. If it's a Character, I gain 1 boost.",)}
)

UNIQUE_SHAPES: tuple[str, ...] = (
    "{H} If your hand is empty: Draw two cards. I gain 1 boost.",
    "{H} If your hand is empty: Have me gain Anchored, otherwise draw a card.",
)
"""Unique shapes played in both cases of their condition (test_board_uniques.py)."""
