# ruff: noqa: E501  (printed sentences kept verbatim, one a key)
"""Sibling sentences of A CHOICE MADE AT RANDOM (issue 30, session 34), written before
building (not copied from card data): "[step choosing objects] at random" in every slot — a
Spell's effect, {J} / {H} / {R}, "When …", "At …", a quick action, a support {I} / {D}, after
"you may", inside "If …", after "Then," and a player filter ("Each player who has 5 or more
cards in hand …") — read as the step's own choice made randomly (``at_random``, 6.5.j): no
player chooses; the table draws among the options (6.1.g) and the judge enters what the draw
gave (semantics/random_choices.py; engine/steps/random_choice.py).

``READINGS_GL`` maps each sentence ("SPELL " marks a Spell's effect) to its reading, judged by
meaning; ``REFUSED_GL`` the near-misses that must stay refused, with the rule their reason
cites: nothing chosen ("Draw a card at random", "I gain 2 boosts", "Roll a die"), a target
(chosen by a player, 6.5.b), "up to" (how many is a player's decision), a group ("Each
Character you control"), "me", a discard that names no zone (7.3.7.a), and the other
wordings ("a random card", "Choose a card at random from …"), not built.

Held by tests/cards_grammar/test_random_choice_siblings.py; boards in
test_board_random_choices.py."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]

READINGS_GL: dict[str, Reading] = {
    "SPELL Discard a card from your hand at random.": {
        "effect": [{"action": "discard", "subject": "a_card_from_your_hand", "at_random": True}]
    },
    "SPELL Discard two cards from your hand at random.": {
        "effect": [
            {
                "action": "discard",
                "subject": "a_card_from_your_hand",
                "choose_count": 2,
                "at_random": True,
            }
        ]
    },
    "SPELL Target opponent discards a card from their hand at random.": {
        "effect": [
            {"action": "discard", "subject": "a_card_from_target_opponents_hand", "at_random": True}
        ]
    },
    "SPELL Target player discards a card from their hand at random.": {
        "effect": [
            {"action": "discard", "subject": "a_card_from_target_players_hand", "at_random": True}
        ]
    },
    "SPELL Each opponent discards a card from their hand at random.": {
        "effect": [
            {"action": "discard", "subject": "a_card_from_each_opponents_hand", "at_random": True}
        ]
    },
    "SPELL Each player discards a card from their hand at random.": {
        "effect": [
            {"action": "discard", "subject": "a_card_from_each_players_hand", "at_random": True}
        ]
    },
    "SPELL Target opponent discards a card from their Reserve at random.": {
        "effect": [
            {
                "action": "discard",
                "subject": "a_card_from_target_opponents_reserve",
                "at_random": True,
            }
        ]
    },
    "SPELL Each player who has 5 or more cards in hand discards a card from their hand at random.": {
        "effect": [
            {
                "action": "discard",
                "subject": "a_card_from_your_hand",
                "at_random": True,
                "players_do": "each_player",
                "players_if": "you have 5 or more cards in hand",
            }
        ]
    },
    "SPELL Each opponent with 3 or more cards in hand discards a card from their hand at random.": {
        "effect": [
            {
                "action": "discard",
                "subject": "a_card_from_your_hand",
                "at_random": True,
                "players_do": "each_opponent",
                "players_if": "you have 3 or more cards in hand",
            }
        ]
    },
    "SPELL Each player draws two cards. Then, each player who has 5 or more cards in hand discards a card from their hand at random.": {
        "effect": [
            {"action": "draw", "amount": 2, "subject": "each_player"},
            {
                "action": "discard",
                "subject": "a_card_from_your_hand",
                "at_random": True,
                "players_do": "each_player",
                "players_if": "you have 5 or more cards in hand",
            },
        ]
    },
    "SPELL Return a card from your Reserve to your hand at random.": {
        "effect": [
            {
                "action": "return",
                "subject": "a_card_from_your_reserve",
                "to": "hand",
                "at_random": True,
            }
        ]
    },
    "SPELL Sacrifice a Character at random.": {
        "effect": [{"action": "sacrifice", "subject": "a_character_you_control", "at_random": True}]
    },
    "SPELL Each player sacrifices a Character at random.": {
        "effect": [
            {
                "action": "sacrifice",
                "subject": "a_character_each_player_controls",
                "at_random": True,
            }
        ]
    },
    "SPELL Each opponent sacrifices a Character at random.": {
        "effect": [
            {
                "action": "sacrifice",
                "subject": "a_character_each_opponent_controls",
                "at_random": True,
            }
        ]
    },
    "SPELL Exhaust a Character you control at random.": {
        "effect": [{"action": "exhaust", "subject": "a_character_you_control", "at_random": True}]
    },
    "SPELL Send a Character you control to Reserve at random.": {
        "effect": [
            {
                "action": "send",
                "to": "reserve",
                "subject": "a_character_you_control",
                "at_random": True,
            }
        ]
    },
    "SPELL Draw a card, then discard a card from your hand at random.": {
        "effect": [
            {"action": "draw", "amount": 1},
            {"action": "discard", "subject": "a_card_from_your_hand", "at_random": True},
        ]
    },
    "SPELL You may discard a card from your hand at random. If you do, draw two cards.": {
        "effect": [
            {
                "action": "discard",
                "subject": "a_card_from_your_hand",
                "at_random": True,
                "may": True,
                "then": [{"action": "draw", "amount": 2}],
            }
        ]
    },
    "SPELL Put a card from your hand in your Reserve at random.": {
        "effect": [
            {
                "action": "put",
                "subject": "a_card_from_your_hand",
                "to": "reserve",
                "at_random": True,
            }
        ]
    },
    "{J} Target opponent discards a card from their hand at random.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_hand",
                    "at_random": True,
                }
            ],
        }
    },
    "{H} Discard a card from your hand at random.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {"action": "discard", "subject": "a_card_from_your_hand", "at_random": True}
            ],
        }
    },
    "{R} Each player discards a card from their hand at random.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {"action": "discard", "subject": "a_card_from_each_players_hand", "at_random": True}
            ],
        }
    },
    "{J} You may discard a card from your hand at random. If you do, I gain 2 boosts.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_hand",
                    "at_random": True,
                    "may": True,
                    "then": [{"action": "give_boost", "amount": 2, "subject": "self"}],
                }
            ],
        }
    },
    "{J} If you control a Plant, target opponent discards a card from their hand at random.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_hand",
                    "at_random": True,
                    "if": "you control a plant",
                }
            ],
        }
    },
    "When I go to Reserve from the Expedition zone — Target opponent discards a card from their hand at random.": {
        "reaction": {
            "trigger": "goes_to_reserve_from_expedition_zone",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_hand",
                    "at_random": True,
                }
            ],
        }
    },
    "At Noon — Each opponent discards a card from their hand at random.": {
        "reaction": {
            "trigger": "at_noon",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_each_opponents_hand",
                    "at_random": True,
                }
            ],
        }
    },
    "At Dusk — Discard a card from your hand at random.": {
        "reaction": {
            "trigger": "at_dusk",
            "effect": [
                {"action": "discard", "subject": "a_card_from_your_hand", "at_random": True}
            ],
        }
    },
    "{I} {T}: Target opponent discards a card from their hand at random.": {
        "support": True,
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_hand",
                    "at_random": True,
                }
            ],
        },
    },
    "{T}: Discard a card from your Reserve at random.": {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {"action": "discard", "subject": "a_card_from_your_reserve", "at_random": True}
            ],
        }
    },
    "{D}: Target opponent discards a card from their hand at random.": {
        "support": True,
        "quick_action": {
            "cost": {"mana": 0, "discard_me_from_reserve": True},
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_hand",
                    "at_random": True,
                }
            ],
        },
    },
    "When you roll a die — Each opponent discards a card from their hand at random.": {
        "reaction": {
            "trigger": "you_roll_a_die",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_each_opponents_hand",
                    "at_random": True,
                }
            ],
        }
    },
    "{J} Each player who has 4 or more cards in hand discards a card from their hand at random.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_hand",
                    "at_random": True,
                    "players_do": "each_player",
                    "players_if": "you have 4 or more cards in hand",
                }
            ],
        }
    },
    "{J} Draw a card, then discard a card from your hand at random.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "amount": 1},
                {"action": "discard", "subject": "a_card_from_your_hand", "at_random": True},
            ],
        }
    },
    "{J} Sacrifice a Character you control at random.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "sacrifice", "subject": "a_character_you_control", "at_random": True}
            ],
        }
    },
    "{J} Return a Character you control to its owner's hand at random.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "a_character_you_control",
                    "at_random": True,
                }
            ],
        }
    },
    "{J} Each opponent sacrifices a Character at random.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_each_opponent_controls",
                    "at_random": True,
                }
            ],
        }
    },
    "{J} Discard a card from your Reserve at random.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "discard", "subject": "a_card_from_your_reserve", "at_random": True}
            ],
        }
    },
    "{H} Target opponent discards two cards from their hand at random.": {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_hand",
                    "choose_count": 2,
                    "at_random": True,
                }
            ],
        }
    },
    "{J} Each opponent who has no cards in their Reserve discards a card from their hand at random.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_hand",
                    "at_random": True,
                    "players_do": "each_opponent",
                    "players_if": "you have no cards in your reserve",
                }
            ],
        }
    },
    "When I leave play — Each opponent discards a card from their hand at random.": {
        "reaction": {
            "trigger": "leaves_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_each_opponents_hand",
                    "at_random": True,
                }
            ],
        }
    },
}
REFUSED_GL: dict[str, str] = {
    "SPELL Draw a card at random.": "6.5.j",
    "SPELL Target opponent draws a card at random.": "6.5.j",
    "SPELL Sacrifice target Character at random.": "6.5.j",
    "SPELL Discard up to two cards from your hand at random.": "6.5.j",
    "SPELL Send target Character to Reserve at random.": "6.5.j",
    "SPELL I gain 2 boosts at random.": "6.5.j",
    "SPELL Roll a die at random.": "6.5.j",
    "SPELL Discard a random card from your hand.": "6.5.j",
    "SPELL Choose a card at random from your hand.": "6.5.j",
    "{J} Exhaust me at random.": "6.5.j",
    "SPELL Each Character you control gains 1 boost at random.": "6.5.j",
    # ("Discard a card at random", "Target opponent discards a card at random" read now — ib40:
    # a card of the Hand, 3.1.3.d, drawn at random, 3.2.5.c; sentences_hands_players.py DISCARD_READ)
}

TARGET_OPPONENT_RANDOM = "SPELL Target opponent discards a card from their hand at random."
EACH_PLAYER_FILTERED = (
    "SPELL Each player who has 3 or more cards in hand discards a card from their hand at random."
)
SACRIFICE_RANDOM = "SPELL Sacrifice a Character at random."
READINGS_GL[EACH_PLAYER_FILTERED] = {
    "effect": [
        {
            "action": "discard",
            "subject": "a_card_from_your_hand",
            "at_random": True,
            "players_do": "each_player",
            "players_if": "you have 3 or more cards in hand",
        }
    ]
}

RULE_SENTENCES_GL: dict[str, tuple[str, ...]] = {
    "gl_at_random": (
        "{J} Target opponent discards a card from their hand at random.",
        "Discard two cards from your hand at random.",
        "Each player who has 5 or more cards in hand discards a card from their hand at random.",
        "{J} You may discard a card from your hand at random. If you do, I gain 2 boosts.",
    ),
}
"""The grammar rule of the block "gl" with sentences exercising it (a Spell's without the
mark, as tests/cards_grammar/sentences.py keeps them)."""


def unmarked(text: str) -> str:
    """A sibling's sentence as printed: the Spell mark left off."""
    return text.removeprefix("SPELL ")
