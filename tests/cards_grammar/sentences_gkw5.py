"""Printed sentences for the grammar's "gkw5 (session 5)" section (helper gkw5, issue 30;
written for these tests from the CR's vocabulary, not copied from card data): merged into
:data:`.sentences.READINGS` and :data:`.sentences.RULE_SENTENCES` at the end of that
module; the reader test reads each, and ``test_board_gkw5.py`` plays them on boards."""

from __future__ import annotations

from typing import Any

_J = "enters_play"


def _j(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": _J, "effect": list(effect)}}


_LESS = "{J} Exhaust target Character with Hand Cost less than {3}."
_GREATER = "{J} Return target Permanent with Reserve Cost greater than {2} to its owner's hand."
_EQUAL = "When you play a Character with Hand Cost {2} — Draw a card."
_AT_LEAST = "{J} Exhaust target Character with Reserve Cost {4} or greater."
_DISCARD_TO_MANA = "{J} Put a card from your Discard pile in your Mana zone."
_MANA_TO_TOP = "{J} Put a card from your Mana zone on top of your deck."
_RESERVE_TO_HAND = "{J} Put a card from your Reserve in your hand."
_HAND_TO_RESERVE = "{J} You may put a Character from your hand in your Reserve."
_RETURN_FROM_DISCARD = "{J} Return a Spell from your Discard pile to your hand."
_RESERVE_TO_BOTTOM = "{J} Put a Permanent from your Reserve at the bottom of your deck."
_HERO_AHEAD = "{J} If your Hero Expedition is ahead, draw a card."
_COMPANION_ASCENDED = "{J} If your Companion Expedition isn't Ascended, draw a card."
_IN_A_RESERVE = "{J} Discard target Exhausted card in a Reserve."

READINGS_GKW5: dict[str, dict[str, Any]] = {
    _LESS: _j({"action": "exhaust", "subject": "target_character", "filter": {"hand_cost_max": 2}}),
    _GREATER: _j(
        {
            "action": "return",
            "to": "hand",
            "subject": "target_permanent",
            "filter": {"reserve_cost_min": 3},
        }
    ),
    _EQUAL: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"], "hand_cost_max": 2, "hand_cost_min": 2},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    _AT_LEAST: _j(
        {"action": "exhaust", "subject": "target_character", "filter": {"reserve_cost_min": 4}}
    ),
    _DISCARD_TO_MANA: _j(
        {"action": "put", "subject": "a_card_from_your_discard_pile", "to": "mana"}
    ),
    _MANA_TO_TOP: _j(
        {"action": "put", "subject": "a_card_from_your_mana_zone", "to": "deck", "position": "top"}
    ),
    _RESERVE_TO_HAND: _j({"action": "put", "subject": "a_card_from_your_reserve", "to": "hand"}),
    _HAND_TO_RESERVE: _j(
        {
            "action": "put",
            "subject": "a_card_from_your_hand",
            "to": "reserve",
            "filter": {"types": ["Character"]},
            "may": True,
        }
    ),
    _RETURN_FROM_DISCARD: _j(
        {
            "action": "return",
            "subject": "a_card_from_your_discard_pile",
            "to": "hand",
            "filter": {"types": ["Spell"]},
        }
    ),
    _RESERVE_TO_BOTTOM: _j(
        {
            "action": "put",
            "subject": "a_card_from_your_reserve",
            "to": "deck",
            "position": "bottom",
            "filter": {"types": ["Permanent"]},
        }
    ),
    _HERO_AHEAD: _j({"action": "draw", "amount": 1, "if": "your hero expedition is ahead"}),
    _COMPANION_ASCENDED: _j(
        {"action": "draw", "amount": 1, "if": "your companion expedition isn't ascended"}
    ),
    _IN_A_RESERVE: _j(
        {
            "action": "discard",
            "subject": "target_reserve_card",
            "filter": {"statuses": ["Exhausted"]},
        }
    ),
}

RULE_SENTENCES_GKW5: dict[str, tuple[str, ...]] = {
    "cost_less_than": (_LESS,),
    "cost_greater_than": (_GREATER,),
    "cost_equal": (_EQUAL,),
    "cost_at_least": (_AT_LEAST,),
    "put_card_between_zones": (_DISCARD_TO_MANA, _MANA_TO_TOP, _RESERVE_TO_HAND),
    "put_in_reserve": (_HAND_TO_RESERVE, _RESERVE_TO_BOTTOM),
    "return_to_hand": (_RETURN_FROM_DISCARD,),
    "your_expedition_kind_cond": (_HERO_AHEAD, _COMPANION_ASCENDED),
    "in_reserve": (_IN_A_RESERVE,),
}

BOARD_SENTENCES_GKW5: tuple[str, ...] = tuple(READINGS_GKW5)
