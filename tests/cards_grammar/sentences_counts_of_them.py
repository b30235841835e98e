"""Counts of what the step before did, said with "them" (issue 30, session 42; written for
these tests): "Sacrifice all tokens you control, then draw a card for each of them." — one
card per object the sacrifice acted on (6.5.i), the group found once (6.1.e) — and a cost of
"up to N" counters whose number the effect's "that many" is (5.1.2.c). Reader and board
tests: test_counts_of_what_a_step_did.py, test_up_to_n_counters_as_a_cost.py."""

from __future__ import annotations

from typing import Any

TOKENS_THEN_EACH_OF_THEM = "Sacrifice all tokens you control, then draw a card for each of them."
UP_TO_TWO_BOOSTS_COST = "Remove up to two boosts from me: Draw that many cards."

READINGS_COUNTS_OF_THEM: dict[str, dict[str, Any]] = {
    UP_TO_TWO_BOOSTS_COST: {
        "quick_action": {
            "cost": {"mana": 0, "spend": "X", "counter": "boost", "spend_most": 2},
            "effect": [{"action": "draw", "amount": "X"}],
        }
    },
    TOKENS_THEN_EACH_OF_THEM: {
        "effect": [
            {
                "action": "sacrifice",
                "subject": "objects_in_play",
                "filter": {
                    "types": ["Character", "Permanent"],
                    "controller": "you",
                    "tokens": True,
                },
                "then": [{"action": "draw", "amount": 1, "per": "that many"}],
            }
        ]
    },
}

RULE_SENTENCES_COUNTS_OF_THEM: dict[str, tuple[str, ...]] = {
    "counted_each_of_them": (TOKENS_THEN_EACH_OF_THEM,),
    "up_to_spend_cost": (UP_TO_TWO_BOOSTS_COST,),
}
