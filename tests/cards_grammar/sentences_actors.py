"""Printed sentences of the actor slot (gram43, issue 30; written for these tests, not copied
from card data; the audit is benchmarks/actor_slot_audit.py): the players a card names as
doing a step (1.4.7.b), choosing among their own (6.1.h, the step on what they chose the
effect controller's, 1.4.7.c), deciding a "may" (6.5.c) or kept from targeting (6.5.b).
Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

READINGS_ACTORS: dict[str, dict[str, Any]] = {
    "{J} Target opponent may pay {2}. If they don't, exhaust target Character they control.": {
        "reaction": {
            "effect": [
                {
                    "action": "pay_mana",
                    "amount": 2,
                    "if_not_done": [
                        {
                            "action": "exhaust",
                            "filter": {"controller": "decider"},
                            "subject": "target_character",
                        }
                    ],
                    "may": True,
                    "subject": "target_opponent",
                }
            ],
            "trigger": "enters_play",
        }
    },
    "Your opponents can't target Illusions.": {
        "passive": {
            "cant_be": {
                "actions": ["target_by_opponent"],
                "filter": {"subtypes": ["Illusion"], "types": ["Character"]},
            }
        }
    },
    "Your opponents' effects can't target Characters you control.": {
        "passive": {
            "cant_be": {
                "actions": ["target_by_opponent"],
                "filter": {"types": ["Character"], "controller": "you"},
            }
        }
    },
    "Your opponents can't target me.": {
        "passive": {"cant_be": {"actions": ["target_by_opponent"]}}
    },
    "{J} Your opponent exhausts a Character they control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_character_you_control",
                    "players_do": "each_opponent",
                }
            ],
        }
    },
    "{J} Each of your opponents exhausts a Character they control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_character_you_control",
                    "players_do": "each_opponent",
                }
            ],
        }
    },
    "{J} All opponents exhaust a Character they control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_character_you_control",
                    "players_do": "each_opponent",
                }
            ],
        }
    },
    "{J} Your opponents may draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "subject": "opponent", "may": True}],
        }
    },
    "{J} All players exhaust a Character they control.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_character_you_control",
                    "players_do": "each_player",
                }
            ],
        }
    },
    "{J} Target opponent chooses a card in their Reserve. Exhaust it.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_card_from_target_opponents_reserve",
                    "effect_controller_does": True,
                }
            ],
        }
    },
    "{J} Each opponent chooses a card from their hand. Discard it.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "a_card_from_each_opponents_hand",
                    "effect_controller_does": True,
                }
            ],
        }
    },
    "{R} You may pay {1}: Target opponent chooses a card in their Reserve. Exhaust it.": {
        "reaction": {
            "trigger": "played_from_reserve",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_card_from_target_opponents_reserve",
                    "effect_controller_does": True,
                    "may": True,
                    "pay": 1,
                }
            ],
        }
    },
    "{J} Target player chooses a Character they control. Exhaust it.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "exhaust",
                    "subject": "a_character_target_player_controls",
                    "effect_controller_does": True,
                }
            ],
        }
    },
    "{J} Each opponent chooses a Character they control. Send the chosen Characters to Reserve.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "send",
                    "to": "reserve",
                    "subject": "a_character_each_opponent_controls",
                    "effect_controller_does": True,
                }
            ],
        }
    },
    "{J} Target opponent may pay {2}. If they don't: Draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "pay_mana",
                    "subject": "target_opponent",
                    "amount": 2,
                    "may": True,
                    "if_not_done": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    "{J} Target opponent may pay {2}. If they do: Draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "pay_mana",
                    "subject": "target_opponent",
                    "amount": 2,
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
    "{J} You may pay {2}. If you do: Draw a card.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "pay": 2, "may": True}],
        }
    },
    "{J} Target opponent may draw up to two cards.": {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": "X",
                    "amounts": [0, 1, 2],
                    "players_do": "target_opponent",
                    "may": True,
                }
            ],
        }
    },
}

RULE_SENTENCES_ACTORS: dict[str, tuple[str, ...]] = {
    "they_control": (
        "{J} Target opponent may pay {2}. If they don't, exhaust target Character they control.",
        "{J} Exhaust target Character they control.",
    ),
    "opponents_cant_target_group": (
        "Your opponents can't target Illusions.",
        "Your opponents' effects can't target Characters you control.",
    ),
    "opponents_cant_target_me": ("Your opponents can't target me.",),
    "each_opponent_acting": (
        "{J} Your opponent exhausts a Character they control.",
        "{J} Each of your opponents exhausts a Character they control.",
        "{J} All opponents exhaust a Character they control.",
    ),
    "each_player_acting": ("{J} All players exhaust a Character they control.",),
    "choose_object": (
        "{J} Target opponent chooses a card in their Reserve. Exhaust it.",
        "{J} Each opponent chooses a card from their hand. Discard it.",
        "{R} You may pay {1}: Target opponent chooses a card in their Reserve. Exhaust it.",
        "{J} Target player chooses a Character they control. Exhaust it.",
    ),
    "those_object": (
        "{J} Each opponent chooses a Character they control. Send the chosen "
        "Characters to Reserve.",
    ),
    "if_they_dont": ("{J} Target opponent may pay {2}. If they don't: Draw a card.",),
    "if_they_do": ("{J} Target opponent may pay {2}. If they do: Draw a card.",),
    "may_pay_if_you_do": ("{J} You may pay {2}. If you do: Draw a card.",),
    "player_may_clause": (
        "{J} Target opponent may draw up to two cards.",
        "{J} Your opponents may draw a card.",
    ),
}

REFUSED_ACTORS: dict[str, str] = {
    # "they" with no player named before it: whose Character is not said
    "{J} Exhaust target Character they control.": "who 'they' are",
    # their "may" before a choice the effect's controller acts on: whose decision is not said
    "{J} Target opponent may choose a Character they control. Exhaust it.": "a choice no step",
    # one Character chosen: "the chosen Characters" names several
    "{J} Target opponent chooses a Character they control. "
    "Send the chosen Characters to Reserve.": "does not agree in number",
}
