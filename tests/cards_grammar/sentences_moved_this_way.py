"""Printed sentences naming back what the step before moved "this way" (issue 30, session
42; written for these tests from CR 6.5.b, 6.3.i, 2.1.d and 2.1.f, in the cards' printing
style): semantics/moved_this_way.py, grammar/references.py. Siblings and a board in
``test_moved_this_way.py``."""

from __future__ import annotations

from typing import Any

PUT_THEN_EXHAUST = (
    "{J} Put a card from your Discard pile in your Reserve, then exhaust the card put in "
    "your Reserve this way."
)
SACRIFICED_RETURNED = (
    "{J} Sacrifice a Character. Return the Character sacrificed this way to your hand."
)
SENT_EXHAUSTED = (
    "{J} Send target Character to its owner's Reserve. Exhaust the Character sent to its "
    "owner's Reserve this way."
)
RETURNED_DISCARDED = (
    "{J} Return a card from your Discard pile to your hand, then discard the card returned "
    "to your hand this way."
)
DISCARDED_PUT = (
    "{J} Discard a card from your Reserve. Put the card discarded this way in your Reserve."
)
SACRIFICED_MANY = (
    "{J} Sacrifice up to two Characters. Return the Characters sacrificed this way to your hand."
)


def _after(first: dict[str, Any], then: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [{**first, "then": [then]}]}}


READINGS_MOVED_THIS_WAY: dict[str, dict[str, Any]] = {
    PUT_THEN_EXHAUST: _after(
        {"action": "put", "subject": "a_card_from_your_discard_pile", "to": "reserve"},
        {"action": "exhaust", "subject": "it"},
    ),
    SACRIFICED_RETURNED: _after(
        {"action": "sacrifice", "subject": "a_character_you_control"},
        {"action": "return", "to": "hand", "subject": "it"},
    ),
    SENT_EXHAUSTED: _after(
        {"action": "send", "to": "reserve", "to_owner": True, "subject": "target_character"},
        {"action": "exhaust", "subject": "it"},
    ),
    RETURNED_DISCARDED: _after(
        {"action": "return", "subject": "a_card_from_your_discard_pile", "to": "hand"},
        {"action": "discard", "subject": "it"},
    ),
    DISCARDED_PUT: _after(
        {"action": "discard", "subject": "a_card_from_your_reserve"},
        {"action": "put", "to": "reserve", "subject": "it"},
    ),
    SACRIFICED_MANY: _after(
        {"action": "sacrifice", "subject": "a_character_you_control", "up_to": 2},
        {"action": "return", "to": "hand", "subject": "it"},
    ),
}
"""A sentence per grammar rule of the section, read (tests/cards_grammar/test_rules.py)."""

RULE_SENTENCES_MOVED_THIS_WAY: dict[str, tuple[str, ...]] = {
    "moved_this_way_one": (PUT_THEN_EXHAUST,),
    "way_put_in_reserve": (PUT_THEN_EXHAUST,),
    "way_sacrificed": (SACRIFICED_RETURNED,),
    "way_sent_to_reserve": (SENT_EXHAUSTED,),
    "way_returned_to_hand": (RETURNED_DISCARDED,),
    "way_discarded": (DISCARDED_PUT,),
    "moved_this_way_many": (SACRIFICED_MANY,),
}
