"""Printed sentences of "what a step does x how many x who chooses" (issue 30; written for
these tests, not copied from card data; the audit is benchmarks/chooser_audit.py): the
atomic actions of 7.3 a player does, in every amount, done by the player the text names
(1.4.7.b). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

READINGS_CHOSEN_OUTPUTS: dict[str, dict[str, Any]] = {
    "{J} Discard your hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "discard", "subject": "cards_in_your_hand"}],
        }
    },
    "{J} Each player discards their Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "cards_in_your_reserve",
                    "players_do": "each_player",
                }
            ],
        }
    },
    "{J} Exhaust target Character. Its controller exhausts a Character they control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "then": [
                        {
                            "action": "exhaust",
                            "subject": "a_character_you_control",
                            "players_do": "its_controller",
                        }
                    ],
                }
            ],
        }
    },
    "{J} Exhaust target Character. Its owner discards their hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "target_character",
                    "then": [
                        {
                            "action": "discard",
                            "subject": "cards_in_your_hand",
                            "players_do": "its_owner",
                        }
                    ],
                }
            ],
        }
    },
    "{J} Exhaust two Characters you control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "exhaust", "subject": "a_character_you_control", "choose_count": 2}
            ],
        }
    },
    "{J} Target opponent sends two Characters they control to Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "subject": "a_character_you_control",
                    "choose_count": 2,
                    "players_do": "target_opponent",
                }
            ],
        }
    },
    "{J} Return two Characters you control to their owner's hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "return",
                    "to": "hand",
                    "to_owner": True,
                    "subject": "a_character_you_control",
                    "choose_count": 2,
                }
            ],
        }
    },
    "{J} Target opponent reveals their hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "reveal",
                    "subject": "cards_in_your_hand",
                    "players_do": "target_opponent",
                }
            ],
        }
    },
    "{J} Exhaust all Characters controlled by target opponent.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "exhaust", "subject": "characters_of_target_opponent"}],
        }
    },
    "{J} Each Character target opponent controls gains [[Asleep]].": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Asleep",
                    "subject": "characters_of_target_opponent",
                }
            ],
        }
    },
    "{J} Target a player. They discard their hand.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "cards_in_your_hand",
                    "players_do": "target_player",
                }
            ],
        }
    },
    "{J} Target an opponent. They draw two cards.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 2, "players_do": "target_opponent"}],
        }
    },
    "{J} Target opponent chooses a Character they control and sacrifices it.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "sacrifice", "subject": "a_character_target_opponent_controls"}],
        }
    },
    "{J} Target opponent puts the top card of their deck in their Mana zone.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "put",
                    "to": "mana",
                    "subject": "top_cards_of_your_deck",
                    "amount": 1,
                    "players_do": "target_opponent",
                }
            ],
        }
    },
}

RULE_SENTENCES_CHOSEN_OUTPUTS: dict[str, tuple[str, ...]] = {
    "discard_your_zone": (
        "{J} Discard your hand.",
        "{J} Each player discards their Reserve.",
    ),
    "its_controller_acting": (
        "{J} Exhaust target Character. Its controller exhausts a Character they control.",
    ),
    "its_owner_acting": ("{J} Exhaust target Character. Its owner discards their hand.",),
    "exhaust_count": ("{J} Exhaust two Characters you control.",),
    "send_count": ("{J} Target opponent sends two Characters they control to Reserve.",),
    "return_count": ("{J} Return two Characters you control to their owner's hand.",),
    "reveal_your_hand": ("{J} Target opponent reveals their hand.",),
    "controlled_by_target_opponent": ("{J} Exhaust all Characters controlled by target opponent.",),
}

BOARD_SENTENCES_CHOSEN_OUTPUTS: tuple[str, ...] = tuple(READINGS_CHOSEN_OUTPUTS)
