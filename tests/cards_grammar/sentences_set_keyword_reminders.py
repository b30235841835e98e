"""Printed sentences for the grammar's gram89 rules (issue 30; written for these tests, not
copied from card data): an optional cost of playing the card said with "by also" (a set
keyword ability's reminder), a set keyword ability with its number (its reminder's X), and a
set keyword action done N times — read with :data:`SET_KEYWORDS`, as an import gives them."""

from __future__ import annotations

from typing import Any

SET_KEYWORDS = {
    "dicker": "You may play me from hand for {X} less by also putting a card from your hand in"
    " your Reserve.",
    "rummage": "Put the top card of your deck in your Reserve.",
}
"""The set's keywords these sentences are read with (``using_keywords``): "[Dicker X]" as the
import defines it from "[Dicker 1]. (… for {1} less …)" (reminded_keywords.parametrised)."""

FROM_HAND = (
    "You may play me from hand for {1} less by also putting a card from your hand in your Reserve."
)
SACRIFICING = "You may play me for {2} less by also sacrificing a Character."
FROM_RESERVE = "You may play me from Reserve for {1} less by also discarding a card from your hand."
EXHAUSTING = "You may play me for {1} less by also exhausting a Character you control."
DICKER_2 = "Dicker 2."
RUMMAGE_TWICE = "{J} Rummage 2 times."
RUMMAGE_THREE = "{J} Rummage three times."

_PUT = {"action": "put", "subject": "a_card_from_your_hand", "to": "reserve"}
_RUMMAGE = {
    "action": "put",
    "to": "reserve",
    "subject": "top_cards_of_your_deck",
    "amount": 1,
    "keyword_action": "Rummage",  # ha: the step is Rummage's whole definition (2.2.12.c)
}

READINGS_SET_KEYWORD_REMINDERS: dict[str, dict[str, Any]] = {
    FROM_HAND: {
        "passive": {"cost": {"change": -1, "applies_to": "me from hand", "optional": [_PUT]}}
    },
    SACRIFICING: {
        "passive": {
            "cost": {
                "change": -2,
                "applies_to": "me",
                "optional": [{"action": "sacrifice", "subject": "a_character_you_control"}],
            }
        }
    },
    FROM_RESERVE: {
        "passive": {
            "cost": {
                "change": -1,
                "applies_to": "me from reserve",
                "optional": [{"action": "discard", "subject": "a_card_from_your_hand"}],
            }
        }
    },
    EXHAUSTING: {
        "passive": {
            "cost": {
                "change": -1,
                "applies_to": "me",
                "optional": [{"action": "exhaust", "subject": "a_character_you_control"}],
            }
        }
    },
    DICKER_2: {
        "passive": {"cost": {"change": -2, "applies_to": "me from hand", "optional": [_PUT]}},
        "set_keyword": "Dicker",  # session 41: the ability is [Dicker]'s ("with [Dicker]")
    },
    RUMMAGE_TWICE: {"reaction": {"trigger": "enters_play", "effect": [{**_RUMMAGE, "times": 2}]}},
    RUMMAGE_THREE: {"reaction": {"trigger": "enters_play", "effect": [{**_RUMMAGE, "times": 3}]}},
}

RULE_SENTENCES_SET_KEYWORD_REMINDERS: dict[str, tuple[str, ...]] = {
    "play_me_for_less_by_also": (FROM_HAND, SACRIFICING, FROM_RESERVE, EXHAUSTING),
    "set_keyword": (DICKER_2,),
    "set_action_times": (RUMMAGE_TWICE,),
    "times_chain": (RUMMAGE_THREE,),  # a number word: "[step] three times" (6.5.i)
}
BOARD_SENTENCES_SET_KEYWORD_REMINDERS: tuple[str, ...] = (FROM_HAND,)  # test_set_keyword_costs.py
