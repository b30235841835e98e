"""Printed sentences of gram46 (issue 30; written for these tests): counters on other
objects in the amount, cost and condition slots ("per Ember counter on cards you control",
"Spend 1 Ember counter from a card you control", "if you have 3 or more Ember counters on
cards you control": 2.5.c, 7.3.38.a, 6.5.d) and a card named by its type outside play ("a
Permanent card from your discard pile", 2.2.1, 3.2.3). Merged into :mod:`.sentences` at its
end; boards in ``test_board_counters_on_group.py`` and ``test_board_typed_cards.py``."""

from __future__ import annotations

from typing import Any

PER_EMBER_ON_CARDS = "{J} I gain 1 boost per Ember counter on cards you control."
X_EMBERS_ON_CHARACTERS = (
    "{J} Draw X cards, where X is the number of Ember counters on Characters you control."
)
SPEND_EMBER = "{J} You may spend 1 Ember counter from a card you control to draw a card."
HAVE_EMBERS = "{J} If you have 3 or more Ember counters on cards you control, draw a card."
PUT_PERMANENT_CARD = "{J} Put a Permanent card from your discard pile in your Reserve."
SEND_CHARACTER_CARD = "{J} Send a Character card from your discard pile to your Reserve."
COUNT_SPELL_CARDS = "{J} I gain 1 boost for each Spell card in your discard pile."


def _on_arrival(*effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


_DRAW = {"action": "draw", "amount": 1}
_BOOST = {"action": "give_boost", "amount": 1, "subject": "self"}

READINGS_COUNTERS_OUTSIDE_PLAY: dict[str, dict[str, Any]] = {
    PER_EMBER_ON_CARDS: _on_arrival({**_BOOST, "per": "ember counter on cards you control"}),
    X_EMBERS_ON_CHARACTERS: _on_arrival(
        {**_DRAW, "per": "ember counters on characters you control"}
    ),
    SPEND_EMBER: _on_arrival(
        {
            "action": "spend_counters",
            "subject": "a_character_or_permanent_you_control",
            "filter": {"types": ["Character", "Permanent"]},
            "amount": 1,
            "counter": "Ember",
            "may": True,
            "then": [_DRAW],
            "to_pay": True,
        }
    ),
    HAVE_EMBERS: _on_arrival(
        {**_DRAW, "if": "you have 3 or more ember counters on cards you control"}
    ),
    PUT_PERMANENT_CARD: _on_arrival(
        {
            "action": "put",
            "subject": "a_card_from_your_discard_pile",
            "to": "reserve",
            "filter": {"types": ["Permanent"]},
        }
    ),
    SEND_CHARACTER_CARD: _on_arrival(
        {
            "action": "send",
            "to": "reserve",
            "subject": "a_card_from_your_discard_pile",
            "filter": {"types": ["Character"]},
        }
    ),
    COUNT_SPELL_CARDS: _on_arrival({**_BOOST, "per": "spell card in your discard pile"}),
}

RULE_SENTENCES_COUNTERS_OUTSIDE_PLAY: dict[str, tuple[str, ...]] = {
    "counters_on_group_cond": (HAVE_EMBERS,),
    "spend_named_counters": (SPEND_EMBER,),
    "counted_objects": (X_EMBERS_ON_CHARACTERS,),
    "counted": (PER_EMBER_ON_CARDS,),
    "permanent_noun": (PUT_PERMANENT_CARD,),
    "character_noun": (SEND_CHARACTER_CARD,),
    "spell_noun": (COUNT_SPELL_CARDS,),
}
