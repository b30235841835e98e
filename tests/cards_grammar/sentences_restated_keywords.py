"""Printed sentences for the grammar's gram67 rules (issue 30; written for these tests, not
copied from card data): a rules keyword ability's own rule said in a set's words — read as
the keyword (7.4.3.b Eternal, 7.4.6.b Seasoned); a cost paid during Rest to stay read as an
optional replacement paid with that cost (6.2.d, 6.5.f; eng70), a discarded card refused."""

from __future__ import annotations

from typing import Any

ETERNAL_FIRST = "During Rest, I'm not sent to Reserve."
ETERNAL_LAST = "I don't go to Reserve during Rest."
SEASONED_IF = "I keep my boosts when I go from the Expedition zone to Reserve."
SEASONED_LAST = "I keep my boosts when I go to Reserve from the Expedition zone."
PAID = "During Rest, you may pay {1}. If you do, I stay in my Expedition."
INSTEAD_OF = "During Rest, you may pay {2} instead of sending me to Reserve."
SPENT = "During Rest, you may spend 1 of my Toxin counters. If you do, I don't go to Reserve."
SPENT_BOOSTS = "During Rest, you may spend 2 of my boosts. If you do, I am not sent to Reserve."
EXHAUSTED = "During Rest, you may exhaust me. If you do, I'm not sent to Reserve."
DISCARDED = "During Rest, you may discard a card. If you do, I'm not sent to Reserve."


def _paid(cost: dict[str, Any]) -> dict[str, Any]:
    """The reading of "During Rest, you may [cost]. If you do, I'm not sent to Reserve."."""
    return {
        "passive": {
            "instead": {
                "action": "move",
                "to": "reserve",
                "scope": "self",
                "during": "night",
                "optional": True,
                "paid": True,
                "instead": [cost],
            }
        }
    }


READINGS_RESTATED_KEYWORDS: dict[str, dict[str, Any]] = {
    ETERNAL_FIRST: {"passive": {"keyword": "Eternal"}},
    ETERNAL_LAST: {"passive": {"keyword": "Eternal"}},
    SEASONED_IF: {"passive": {"keyword": "Seasoned"}},
    SEASONED_LAST: {"passive": {"keyword": "Seasoned"}},
    PAID: _paid({"action": "pay_mana", "subject": "controller", "amount": 1}),
    INSTEAD_OF: _paid({"action": "pay_mana", "subject": "controller", "amount": 2}),
    SPENT: _paid({"action": "spend_counters", "subject": "self", "amount": 1, "counter": "Toxin"}),
    SPENT_BOOSTS: _paid(
        {"action": "spend_counters", "subject": "self", "amount": 2, "counter": "boost"}
    ),
    EXHAUSTED: _paid({"action": "exhaust", "subject": "self"}),
}

REFUSED_RESTATED_KEYWORDS: dict[str, str] = {
    DISCARDED: "a card discarded during Rest",
}

RULE_SENTENCES_RESTATED_KEYWORDS: dict[str, tuple[str, ...]] = {
    "restated_eternal": (ETERNAL_FIRST, ETERNAL_LAST),
    "restated_seasoned": (SEASONED_IF, SEASONED_LAST),
    "rest_choice_paid": (PAID, INSTEAD_OF, SPENT, SPENT_BOOSTS, EXHAUSTED, DISCARDED),
}
