"""Sibling sentences of a quick action's cost of X (eng76, issue 30): every cost kind whose X
the player chooses as they declare the quick action (5.1.2.c) × every effect using that X.
"Spend X of my [name] counters / boosts" and "Remove X boosts from me" are read (2.5.h,
7.3.38.a): the effect's X is the X chosen. A mana cost of X (7.1.4.c), "Discard X cards" and
an X used otherwise than as how many cards are drawn or counters given, gained or removed
are refused by name (benchmarks/x_cost_siblings.py measures them)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.trigger_cost_parts import (
    X_COST_REFUSED,
    X_DISCARD_REFUSED,
    X_USE_REFUSED,
)

X_SPEND_COSTS: dict[str, dict[str, Any]] = {
    "Spend X of my boosts": {"mana": 0, "spend": "X", "counter": "boost"},
    "Spend X of my Kelon counters": {"mana": 0, "spend": "X", "counter": "Kelon"},
    "Spend X of my Ember counters": {"mana": 0, "spend": "X", "counter": "Ember"},
    "Remove X boosts from me": {"mana": 0, "spend": "X", "counter": "boost"},
    "{T}, Spend X of my Ember counters": {
        "mana": 0,
        "exhaust_me": True,
        "spend": "X",
        "counter": "Ember",
    },
    "{1}, Spend X of my boosts": {"mana": 1, "spend": "X", "counter": "boost"},
}
"""Costs spending X counters (2.5.h), as printed → the cost read."""

X_EFFECTS: dict[str, dict[str, Any]] = {
    "Draw X cards.": {"action": "draw", "amount": "X"},
    "I gain X boosts.": {"action": "give_boost", "amount": "X", "subject": "self"},
    "Target Character gains X boosts.": {
        "action": "give_boost",
        "amount": "X",
        "subject": "target_character",
    },
    "I gain X Ember counters.": {
        "action": "gain_counters",
        "amount": "X",
        "counter": "Ember",
        "subject": "self",
    },
    "Target Character gains X Kelon counters.": {
        "action": "gain_counters",
        "amount": "X",
        "counter": "Kelon",
        "subject": "target_character",
    },
    "Target player draws X cards.": {
        "action": "draw",
        "amount": "X",
        "subject": "target_player",
    },
    "Target Character loses X boosts.": {
        "action": "remove_counters",
        "counter": "boost",
        "amount": "X",
        "subject": "target_character",
    },
    "Each Character you control gains X boosts.": {
        "action": "give_boost",
        "amount": "X",
        "subject": "characters_you_control",
    },
}
"""Effects whose amount is the X paid, as printed → the step read."""

X_READ: dict[str, dict[str, Any]] = {
    f"{cost}: {effect}": {"quick_action": {"cost": read_cost, "effect": [step]}}
    for cost, read_cost in X_SPEND_COSTS.items()
    for effect, step in X_EFFECTS.items()
}
"""48 siblings read: each cost × each effect."""

X_REFUSED: dict[str, str] = {
    "{X}: Draw X cards.": X_COST_REFUSED,
    "Pay {X}: I gain X boosts.": X_COST_REFUSED,
    "{X}, {T}: Target Character gains X boosts.": X_COST_REFUSED,
    "Spend X of my boosts: Draw X+1 cards.": X_USE_REFUSED,
    "Spend X of my boosts: Draw a card.": X_USE_REFUSED,
    "Spend X of my Kelon counters: Draw two cards.": X_USE_REFUSED,
    "Discard X cards from your hand: Draw X cards.": X_DISCARD_REFUSED,
    "Discard X cards from your Reserve: I gain X boosts.": X_DISCARD_REFUSED,
}
"""Refused by name: a mana X (7.1.4.c), an X the effect uses otherwise or not at all."""

X_BY_HAND: tuple[str, ...] = (
    "Remove X boosts from me: Draw X cards, then discard X cards.",
    "Sacrifice X Characters: Draw X cards.",
)
"""Other costs of X: not read (by hand, whatever the reason)."""

X_SIBLINGS: tuple[str, ...] = (*X_READ, *X_REFUSED, *X_BY_HAND)
"""Every sibling, in the order written."""

RULE_SENTENCES_X_COSTS: dict[str, tuple[str, ...]] = {
    "x_spend_cost": tuple(X_READ),
    "x_discard_cost": tuple(t for t, r in X_REFUSED.items() if r == X_DISCARD_REFUSED),
}
READINGS_X_COSTS = X_READ
REFUSED_X_COSTS = X_REFUSED
BOARD_SENTENCES_X_COSTS: tuple[str, ...] = (
    "Spend X of my boosts: Draw X cards.",
    "{T}, Spend X of my Ember counters: Target Character gains X boosts.",
)
