"""Printed sentences comparing the controller with each opponent (issue 30; written for
these tests, not copied from card data): "If you control more Characters than each
opponent", "at least as many … as each opponent" (1.2.2; the other player of a two-player
game, 1.2.1.b), "Activate this only during your turn" (5.1.2.g) and "If the result is
even / odd" after a roll (7.3.33.b). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

MORE_CHARACTERS_THAN_EACH = "{J} If you control more Characters than each opponent, draw a card."
AS_MANY_CHARACTERS_AS_EACH = (
    "{J} If you control at least as many Characters as each opponent, draw a card."
)
AS_MANY_ORBS_AS_EACH = (
    "{J} If you have at least as many Mana Orbs as each opponent, I gain 1 boost."
)
ONLY_DURING_YOUR_TURN = "{T} : I gain 1 boost. Activate this only during your turn."
EVEN_DRAW_OTHERWISE_BOOST = (
    "{J} Roll a die. If the result is even, draw a card. Otherwise, I gain 1 boost."
)
ODD_DRAW = "{R} Roll a die. If the result is odd, draw a card."
MORE_ORBS_THAN_EACH = "{R} If you have more Mana Orbs than each opponent, draw a card."


_DRAW = {"action": "draw", "amount": 1}
_BOOST = {"action": "give_boost", "amount": 1, "subject": "self"}


def _r(trigger: str, step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [step]}}


READINGS_COMPARED_WITH_EACH: dict[str, dict[str, Any]] = {
    MORE_CHARACTERS_THAN_EACH: _r(
        "enters_play",
        {"action": "draw", "amount": 1, "if": "you control more characters than each opponent"},
    ),
    AS_MANY_CHARACTERS_AS_EACH: _r(
        "enters_play",
        {
            "action": "draw",
            "amount": 1,
            "if": "you control at least as many characters as each opponent",
        },
    ),
    AS_MANY_ORBS_AS_EACH: _r(
        "enters_play",
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "self",
            "if": "you have at least as many mana orbs as each opponent",
        },
    ),
    ONLY_DURING_YOUR_TURN: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            "if": "it's your turn",
        }
    },
    EVEN_DRAW_OTHERWISE_BOOST: _r(
        "enters_play",
        {
            "action": "roll_die",
            "outcomes": [
                *({"low": r, "high": r, "effect": [_DRAW]} for r in (2, 4, 6)),
                *({"low": r, "high": r, "effect": [_BOOST]} for r in (1, 3, 5)),
            ],
        },
    ),
    ODD_DRAW: _r(
        "played_from_reserve",
        {
            "action": "roll_die",
            "outcomes": [{"low": r, "high": r, "effect": [_DRAW]} for r in (1, 3, 5)],
        },
    ),
    MORE_ORBS_THAN_EACH: _r(
        "played_from_reserve",
        {"action": "draw", "amount": 1, "if": "you have more mana orbs than each opponent"},
    ),
}

RULE_SENTENCES_COMPARED_WITH_EACH: dict[str, tuple[str, ...]] = {
    "lead_each_cond": (
        MORE_CHARACTERS_THAN_EACH,
        AS_MANY_CHARACTERS_AS_EACH,
        AS_MANY_ORBS_AS_EACH,
        MORE_ORBS_THAN_EACH,
    ),
    "only_during_your_turn_clause": (ONLY_DURING_YOUR_TURN,),
    "die_parity_outcome": (EVEN_DRAW_OTHERWISE_BOOST, ODD_DRAW),
}

BOARD_SENTENCES_COMPARED_WITH_EACH: tuple[str, ...] = (
    MORE_CHARACTERS_THAN_EACH,
    AS_MANY_CHARACTERS_AS_EACH,
    ONLY_DURING_YOUR_TURN,
    EVEN_DRAW_OTHERWISE_BOOST,
)
