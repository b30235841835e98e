"""Printed sentences of the grammar's block "amounts and references: the cost of the object
the step before acted on" (issue 30; written for these tests, not copied from card data):
their readings, the rules each exercises and those played on a board
(``test_board_acted_costs.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

SACRIFICE_IF_YOU_DO_BOOSTS = (
    "{J} Sacrifice a Character. If you do, target Character gains boosts equal to the "
    "sacrificed Character's Hand Cost."
)
SACRIFICE_WHERE_X = (
    "{J} Sacrifice a Character. If you do, target Character gains X boosts, where X is the "
    "sacrificed Character's Reserve Cost."
)
DISCARD_DRAW_EQUAL = (
    "{H} Discard a card from your Reserve. If you do, draw cards equal to the discarded "
    "card's Hand Cost."
)
SACRIFICE_COUNTERS_EQUAL = (
    "{J} Sacrifice a Permanent. If you do, I gain Sap counters equal to the sacrificed "
    "Permanent's Hand Cost."
)

RETURN_DRAW_EQUAL = (
    "{J} Return a Character you control to its owner's hand. If you do, draw cards equal to "
    "the returned Character's Reserve Cost."
)
DISCARD_OPPONENT_DRAWS = (
    "{J} Discard a card from your Reserve. If you do, target opponent draws cards equal to "
    "the chosen card's Hand Cost."
)

DISCARD_DRAW_PER_THIS_WAY = (
    "{J} Discard any number of cards from your Reserve. Draw a card for each card discarded "
    "this way."
)
SACRIFICE_BOOST_PER_THIS_WAY = (
    "{J} Sacrifice any number of Permanents. I gain 1 boost per Permanent sacrificed this way."
)


def _then(first: dict[str, Any], then: dict[str, Any], trigger: str = "enters_play") -> Any:
    return {"reaction": {"trigger": trigger, "effect": [{**first, "then": [then]}]}}


_SACRIFICE = {"action": "sacrifice", "subject": "a_character_you_control"}

READINGS_ACTED_COSTS: dict[str, dict[str, Any]] = {
    SACRIFICE_IF_YOU_DO_BOOSTS: _then(
        _SACRIFICE,
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "per": "its hand cost",
        },
    ),
    SACRIFICE_WHERE_X: _then(
        _SACRIFICE,
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "per": "its reserve cost",
        },
    ),
    DISCARD_DRAW_EQUAL: _then(
        {"action": "discard", "subject": "a_card_from_your_reserve"},
        {"action": "draw", "amount": 1, "per": "its hand cost"},
        "played_from_hand",
    ),
    SACRIFICE_COUNTERS_EQUAL: _then(
        {
            "action": "sacrifice",
            "subject": "a_character_or_permanent_you_control",
            "filter": {"types": ["Permanent"]},
        },
        {
            "action": "gain_counters",
            "amount": 1,
            "subject": "self",
            "counter": "Sap",
            "per": "its hand cost",
        },
    ),
    RETURN_DRAW_EQUAL: _then(
        {"action": "return", "to": "hand", "to_owner": True, "subject": "a_character_you_control"},
        {"action": "draw", "amount": 1, "per": "its reserve cost"},
    ),
    DISCARD_OPPONENT_DRAWS: _then(
        {"action": "discard", "subject": "a_card_from_your_reserve"},
        {"action": "draw", "amount": 1, "subject": "target_opponent", "per": "its hand cost"},
    ),
    DISCARD_DRAW_PER_THIS_WAY: _then(
        {"action": "discard", "subject": "a_card_from_your_reserve", "any_number": True},
        {"action": "draw", "amount": 1, "per": "that many"},
    ),
    SACRIFICE_BOOST_PER_THIS_WAY: _then(
        {
            "action": "sacrifice",
            "subject": "a_character_or_permanent_you_control",
            "filter": {"types": ["Permanent"]},
            "any_number": True,
        },
        {"action": "give_boost", "amount": 1, "subject": "self", "per": "that many"},
    ),
}

RULE_SENTENCES_ACTED_COSTS: dict[str, tuple[str, ...]] = {
    "where_x_acted_cost_chain": (SACRIFICE_WHERE_X,),
    "gain_boosts_equal_acted": (SACRIFICE_IF_YOU_DO_BOOSTS,),
    "draw_equal_acted": (DISCARD_DRAW_EQUAL,),
    "gain_counters_equal_acted": (SACRIFICE_COUNTERS_EQUAL,),
    "acted_hand_cost": (SACRIFICE_IF_YOU_DO_BOOSTS,),
    "acted_reserve_cost": (SACRIFICE_WHERE_X,),
    "acted_sacrificed": (SACRIFICE_IF_YOU_DO_BOOSTS,),
    "acted_discarded": (DISCARD_DRAW_EQUAL,),
    "acted_returned": (RETURN_DRAW_EQUAL,),
    "acted_chosen": (DISCARD_OPPONENT_DRAWS,),
    "player_draws_equal_acted": (DISCARD_OPPONENT_DRAWS,),
    "acted_cost": (SACRIFICE_IF_YOU_DO_BOOSTS, DISCARD_DRAW_EQUAL),
    "per_acted_chain": (DISCARD_DRAW_PER_THIS_WAY, SACRIFICE_BOOST_PER_THIS_WAY),
    "counted_acted": (DISCARD_DRAW_PER_THIS_WAY, SACRIFICE_BOOST_PER_THIS_WAY),
}

BOARD_SENTENCES_ACTED_COSTS: tuple[str, ...] = (
    SACRIFICE_IF_YOU_DO_BOOSTS,
    SACRIFICE_WHERE_X,
    DISCARD_DRAW_PER_THIS_WAY,
)
