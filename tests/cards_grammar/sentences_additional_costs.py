"""Printed sentences of additional costs (5.1.2.c, 5.1.2.i; written for these tests, not
copied from card data): "As an additional cost to play me / this card, [cost]" — any cost a
quick action reads; sacrificing, discarding or exhausting cards, or more mana, is paid by the
engine, the others
are refused with the reason naming the rule. Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

SACRIFICE_A_CHARACTER = "As an additional cost to play me, sacrifice a Character."
SACRIFICE_A_PLANT = "As an additional cost to play me, sacrifice a Plant."
DISCARD_FROM_RESERVE = "As an additional cost to play this card, discard a card from your Reserve."
DISCARD_A_SPELL_FROM_HAND = "As an additional cost to play me, discard a Spell from your hand."
EXHAUST_A_CHARACTER = "As an additional cost to play me, exhaust a Character you control."
PAY_MANA = "As an additional cost to play me, {2}."
SPEND_BOOSTS = "As an additional cost to play this card, spend 2 of my boosts."
SACRIFICE_TWO = "As an additional cost to play me, sacrifice two Characters."
DISCARD_TWO_FROM_RESERVE = (
    "As an additional cost to play this card, discard two cards from your Reserve."
)
EXHAUST_A_PLANT = "As an additional cost to play me, exhaust a Plant you control."
PAY_ONE = "As an additional cost to play me, pay {1}."
EXHAUST_ME = "As an additional cost to play me, {T}."


def _additional(step: dict[str, Any]) -> dict[str, Any]:
    return {
        "passive": {
            "cost": {"change": 0, "applies_to": "me", "optional": [step], "additional": True}
        }
    }


READINGS_ADDITIONAL_COSTS: dict[str, dict[str, Any]] = {
    SACRIFICE_A_CHARACTER: _additional(
        {"action": "sacrifice", "subject": "a_character_you_control"}
    ),
    SACRIFICE_A_PLANT: _additional(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "filter": {"subtypes": ["Plant"]},
        }
    ),
    DISCARD_FROM_RESERVE: _additional({"action": "discard", "subject": "a_card_from_your_reserve"}),
    DISCARD_A_SPELL_FROM_HAND: _additional(
        {"action": "discard", "subject": "a_card_from_your_hand", "filter": {"types": ["Spell"]}}
    ),
    EXHAUST_A_CHARACTER: _additional({"action": "exhaust", "subject": "a_character_you_control"}),
    EXHAUST_A_PLANT: _additional(
        {
            "action": "exhaust",
            "subject": "a_character_you_control",
            "filter": {"subtypes": ["Plant"]},
        }
    ),
    SACRIFICE_TWO: _additional(
        {"action": "sacrifice", "subject": "a_character_you_control", "choose_count": 2}
    ),
    DISCARD_TWO_FROM_RESERVE: _additional(
        {"action": "discard", "subject": "a_card_from_your_reserve", "choose_count": 2}
    ),
    # more mana, paid with the rest of the mana (1.2.5.d-e): the card costs {N} more
    PAY_MANA: {"passive": {"cost": {"change": 2, "applies_to": "me"}}},
    PAY_ONE: {"passive": {"cost": {"change": 1, "applies_to": "me"}}},
}
RULE_SENTENCES_ADDITIONAL_COSTS: dict[str, tuple[str, ...]] = {
    "additional_cost": (
        SACRIFICE_A_CHARACTER,
        SACRIFICE_A_PLANT,
        DISCARD_FROM_RESERVE,
        DISCARD_A_SPELL_FROM_HAND,
        EXHAUST_A_CHARACTER,
        PAY_MANA,
        SPEND_BOOSTS,
        SACRIFICE_TWO,
        DISCARD_TWO_FROM_RESERVE,
        EXHAUST_A_PLANT,
        PAY_ONE,
        EXHAUST_ME,
    ),
}
REFUSED_ADDITIONAL_COSTS: dict[str, str] = {
    text: "as an additional cost (5.1.2.c)" for text in (SPEND_BOOSTS, EXHAUST_ME)
}
"""Read, and refused with the reason naming the rule: costs the engine does not pay as an
additional cost (never a card played without its cost)."""
BOARD_SENTENCES_ADDITIONAL_COSTS: tuple[str, ...] = (
    SACRIFICE_A_CHARACTER,
    DISCARD_FROM_RESERVE,
    EXHAUST_A_CHARACTER,
    SACRIFICE_TWO,
    PAY_MANA,
)
"""Played on boards in tests/cards_text/test_additional_costs.py."""
