"""A card's move between two zones, its origin said first or last (issue 30; written for
these tests; grammar block "move origins", semantics/move_origins.py): one sentence per rule,
its reading. Siblings and boards: test_move_origins_either_way.py."""

from __future__ import annotations

from typing import Any

FROM_DISCARD_TO_RESERVE = (
    "When a card goes from your Discard pile to your Reserve \u2014 I gain 1 boost."
)
TO_DISCARD_FROM_LIMBO = "When a Spell goes to your Discard pile from Limbo \u2014 Draw a card."
TO_HAND_FROM_RESERVE = (
    "When a Character is returned to your hand from your Reserve \u2014 I gain 1 boost."
)
I_FROM_RESERVE = "{I} When I return to your hand from your Reserve \u2014 Draw a card."

_BOOST = [{"action": "give_boost", "amount": 1, "subject": "self"}]

READINGS_MOVE_ORIGINS: dict[str, dict[str, Any]] = {
    FROM_DISCARD_TO_RESERVE: {
        "reaction": {
            "trigger": "card_joins_your_reserve",
            "joined_from": "discard",
            "effect": _BOOST,
        }
    },
    TO_DISCARD_FROM_LIMBO: {
        "reaction": {
            "trigger": "card_joins_your_discard_pile",
            "filter": {"types": ["Spell"]},
            "joined_from": "limbo",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    TO_HAND_FROM_RESERVE: {
        "reaction": {
            "trigger": "object_returned_to_your_hand",
            "filter": {"types": ["Character"]},
            "joined_from": "reserve",
            "effect": _BOOST,
        }
    },
    # the bearer's support Reaction works in its Reserve before the event (2.2.12.i, 6.3.f);
    # unmarked it is refused by the card compiler (scenarios/cards/support_reactions.py)
    I_FROM_RESERVE: {
        "support": True,
        "reaction": {
            "trigger": "object_returned_to_your_hand",
            "filter": {"only_me": True},
            "joined_from": "reserve",
            "effect": [{"action": "draw", "amount": 1}],
        },
    },
}

RULE_SENTENCES_MOVE_ORIGINS: dict[str, tuple[str, ...]] = {
    "mo_goes_from_to": (FROM_DISCARD_TO_RESERVE,),
    "mo_zone_from": (FROM_DISCARD_TO_RESERVE,),
    "mo_zone_to": (FROM_DISCARD_TO_RESERVE,),
    "mo_joins_discard_pile_from_limbo": (TO_DISCARD_FROM_LIMBO,),
    "mo_returned_to_your_hand_from_reserve": (TO_HAND_FROM_RESERVE,),
    "mo_i_from_reserve_to_hand": (I_FROM_RESERVE,),
}

REFUSED_MOVE_ORIGINS: dict[str, str] = {}
