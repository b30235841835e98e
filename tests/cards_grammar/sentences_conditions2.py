"""Printed sentences for the section "conditions and triggers, round 2 (session 3)" of the
card grammar (written for these tests, not copied from card data): the controller's cards
counted in their Mana zone (3.2.9.c)."""

from __future__ import annotations

from typing import Any


def _draw_if(condition: str, amount: int = 2) -> dict[str, Any]:
    step = {"action": "draw", "amount": amount, "if": condition}
    return {"reaction": {"trigger": "played_from_hand", "effect": [step]}}


MANA_CARDS = "{H} If you have 3 or more cards in your Mana zone, draw two cards."

READINGS_CONDITIONS2: dict[str, dict[str, Any]] = {
    MANA_CARDS: _draw_if("you have 3 or more cards in your mana zone"),
}

RULE_SENTENCES_CONDITIONS2: dict[str, tuple[str, ...]] = {
    "mana_orbs_cond": (MANA_CARDS,),
}

BOARD_SENTENCES_CONDITIONS2: tuple[str, ...] = (MANA_CARDS,)
