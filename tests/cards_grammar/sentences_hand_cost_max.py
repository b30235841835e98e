"""Printed sentences for the section "conditions and triggers, round 2 (session 3)" of the
card grammar (written for these tests, not copied from card data): the controller's cards
counted in their Mana zone (3.2.9.c); a Hand Cost maximum found as the object is checked
(2.2.7, 6.5.b); "a Robot or Permanent" (2.2.2, 2.2.1); "When I'm exhausted" (2.4.5, 7.3.13)."""

from __future__ import annotations

from typing import Any


def _draw_if(condition: str, amount: int = 2) -> dict[str, Any]:
    step = {"action": "draw", "amount": amount, "if": condition}
    return {"reaction": {"trigger": "played_from_hand", "effect": [step]}}


MANA_CARDS = "{H} If you have 3 or more cards in your Mana zone, draw two cards."
THERE_ARE_MANA = "{H} If there are 3 or more cards in your Mana zone, draw two cards."

COST_X = (
    "{H} Send to Reserve target Character with Hand Cost {X} or less, where X is the number"
    " of Characters you control."
)
COST_OF_YOURS = (
    "{H} Send to Reserve target Character with Hand Cost less than or equal to the Hand Cost"
    " of a Character you control."
)

ROBOT_OR_PERMANENT = "{H} If you control a Robot or Permanent, draw two cards."
SACRIFICE_ROBOT_OR_CHARACTER = "{H} You may sacrifice a Robot or Character. If you do, draw a card."

WHEN_EXHAUSTED = "When I'm exhausted — Draw a card."
WHEN_YOURS_EXHAUSTED = "When a Character you control is exhausted — Draw a card."


def _send(max_from: str) -> dict[str, Any]:
    step = {
        "action": "send",
        "to": "reserve",
        "subject": "target_character",
        "filter": {"hand_cost_max_from": max_from},
    }
    return {"reaction": {"trigger": "played_from_hand", "effect": [step]}}


READINGS_CONDITIONS2: dict[str, dict[str, Any]] = {
    MANA_CARDS: _draw_if("you have 3 or more cards in your mana zone"),
    THERE_ARE_MANA: _draw_if("there are 3 or more cards in your mana zone"),
    COST_X: _send("characters_you_control"),
    COST_OF_YOURS: _send("highest_you_control"),
    ROBOT_OR_PERMANENT: _draw_if("you control a robot or permanent"),
    WHEN_YOURS_EXHAUSTED: {
        "reaction": {
            "trigger": "becomes_status",
            "filter": {"types": ["Character"], "controller": "you"},
            "status": "Exhausted",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    WHEN_EXHAUSTED: {
        "reaction": {
            "trigger": "becomes_status",
            "filter": {"only_me": True},
            "status": "Exhausted",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    SACRIFICE_ROBOT_OR_CHARACTER: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_or_permanent_you_control",
                    "filter": {
                        "subtypes": ["Robot"],
                        "or_types": ["Character"],
                        "types": ["Character", "Permanent"],
                    },
                    "may": True,
                    "then": [{"action": "draw", "amount": 1}],
                }
            ],
        }
    },
}

RULE_SENTENCES_CONDITIONS2: dict[str, tuple[str, ...]] = {
    "mana_orbs_cond": (MANA_CARDS, THERE_ARE_MANA),
    "cost_max_where_x": (COST_X,),
    "cost_max_of_another": (COST_OF_YOURS,),
    "subtype_or_permanent_noun": (ROBOT_OR_PERMANENT,),
    "subtype_or_character_noun": (SACRIFICE_ROBOT_OR_CHARACTER,),
    "ev_i_am_status": (WHEN_EXHAUSTED,),
    "ev_is_status": (WHEN_YOURS_EXHAUSTED,),
}

BOARD_SENTENCES_CONDITIONS2: tuple[str, ...] = (
    MANA_CARDS,
    THERE_ARE_MANA,
    COST_X,
    COST_OF_YOURS,
    ROBOT_OR_PERMANENT,
    SACRIFICE_ROBOT_OR_CHARACTER,
    WHEN_EXHAUSTED,
    WHEN_YOURS_EXHAUSTED,
)
