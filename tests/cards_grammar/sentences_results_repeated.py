"""Printed sentences for the grammar's gram60 rules (issue 30; written for these tests, not
copied from card data): a step repeated "once for each [counted]" (6.5.i), and "Roll N dice.
[step] for each die that shows [result]" — N rolls, the step done for each die whose result
is in the range (7.3.33.a-b, 6.5.i). Merged into :mod:`.sentences`; boards in
``test_board_results_repeated.py``."""

from __future__ import annotations

from typing import Any

RESUPPLY_ONCE_PER = "{J} Resupply once for each Landmark you control."
DRAW_ONCE_PER = "{J} Draw a card once for each other Character you control."
BEHIND_ONCE_PER = "At Dusk — Resupply once for each of your Expeditions that is behind."
TWO_DICE_DRAW = "{J} Roll two dice. Draw a card for each die that shows 4 or more."
THREE_DICE_BOOST = "{J} Roll three dice. I gain 1 boost for each die showing 5 or more."
DICE_TARGET = "{J} Roll two dice. Target Character gains 1 boost for each die that shows 4 or more."
"""Refused: each roll an instance of its own would choose its target anew (6.5.i)."""
DICE_ONE_RESULT = "{J} Roll two dice. If the result is 4 or more, draw a card."
"""Refused: "the result" of two dice is not one result (7.3.33.b)."""
DICE_ON_A = "{J} Roll two dice. On a 4+, draw a card."
"""Refused: which die's result (7.3.33.b)."""
DICE_UNUSED = "{J} Roll two dice."
"""Refused: the dice's results are used by no step (7.3.33.b)."""
PLAY_TARGET_FREE = (
    "{J} You may play target Character in your Reserve with Hand Cost {2} or less for free."
)
PLAY_TARGET_SPELL = (
    "{H} You may play target Spell in your Reserve with Reserve Cost {3} or less for free."
)
PLAY_TARGET_HAND = (
    "{J} You may play target Character in your hand with Hand Cost {2} or less for free."
)
"""Refused: a card in a Hand is hidden (3.1.3), not a target."""
DRAW_THEN_DISCARD = (
    "{J} Draw a card for each other Character you control, then discard that many cards "
    "from your hand."
)
DRAW_TWO_BOOSTS = "{J} Draw two cards. I gain that many boosts."
MAY_DRAW_THAT_MANY = "{J} You may draw two cards. Discard that many cards from your hand."
"""Refused: "that many" after an optional draw is not read (none may be drawn)."""
LOST_THIS_WAY = (
    "{J} Target Character loses all its boosts. Draw a card for each boost lost this way."
)
THEN_LOST_THIS_WAY = (
    "{J} Target Character loses all its boosts, then I gain 1 boost for each boost lost this way."
)
SPENT_THIS_WAY = "{J} Spend 2 of my Ember counters. Draw a card for each counter spent this way."
SPENT_OTHER_NAME = "{J} Spend 2 of my Ember counters. Draw a card for each boost spent this way."
"""Refused: the step before spent no boosts."""
REMOVED_NO_STEP = "{J} Draw a card for each counter removed this way."
"""Refused: no step before it removed counters."""
LOST_THAT_MANY = "{J} Target Character loses all its boosts. I gain that many boosts."
SPENT_THAT_MANY = "{J} Spend 2 of my Ember counters. Draw that many cards."
REMOVED_DISCARD_THAT_MANY = (
    "{J} Remove all boosts from target Character. Discard that many cards from your hand."
)
"""Refused: "that many" counters as a number of cards chosen is not read."""
YOU_ROLLED = "{J} Roll a die. If you rolled 4 or more, draw two cards, otherwise draw a card."
YOU_ROLLED_NO_ROLL = "{J} If you rolled a 6, draw a card."
"""Refused: no roll is said before it."""
RESULT_CREATE_ONE = (
    "{J} Roll a die. If the result is 4 or more, create two [Ordis Recruit 1/1/1] Soldier "
    "tokens in my Expedition, otherwise create one."
)
DIE_NO_DICE = "{J} Draw a card for each die that shows 4 or more."
"""Refused: no dice rolled before it."""


def _j(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


def _dice(n: int, low: int, step: dict[str, Any]) -> dict[str, Any]:
    outcome = {"low": low, "high": 6, "effect": [step]}
    return {"action": "roll_die", "outcomes": [outcome], "times": n}


_RECRUITS = {"action": "create", "token": "Ordis Recruit 1/1/1 Soldier", "subject": "my_expedition"}
_LOSE_ALL = {
    "action": "remove_counters",
    "counter": "boost",
    "all_counters": True,
    "subject": "target_character",
}


def _free(trigger: str, types: list[str], bound: str, n: int) -> dict[str, Any]:
    filt = {"types": types, bound: n}
    step = {"action": "play_for_free", "subject": "target_card_in_your_reserve", "filter": filt}
    return {"reaction": {"trigger": trigger, "effect": [{**step, "may": True}]}}


READINGS_RESULTS_REPEATED: dict[str, dict[str, Any]] = {
    DRAW_THEN_DISCARD: _j(
        {
            "action": "draw",
            "per": "other character you control",
            "then": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_hand",
                    "x_chooses": True,
                    "x_is": "that many",
                }
            ],
        }
    ),
    DRAW_TWO_BOOSTS: _j(
        {
            "action": "draw",
            "amount": 2,
            "then": [{"action": "give_boost", "amount": 1, "subject": "self", "per": "that many"}],
        }
    ),
    LOST_THIS_WAY: _j(
        {
            **_LOSE_ALL,
            "then": [{"action": "draw", "amount": 1, "per": "boost lost this way"}],
        }
    ),
    THEN_LOST_THIS_WAY: _j(
        {
            **_LOSE_ALL,
            "then": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "boost lost this way",
                }
            ],
        }
    ),
    SPENT_THIS_WAY: _j(
        {
            "action": "spend_counters",
            "amount": 2,
            "counter": "Ember",
            "then": [{"action": "draw", "amount": 1, "per": "counter spent this way"}],
        }
    ),
    LOST_THAT_MANY: _j(
        {
            **_LOSE_ALL,
            "then": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "boost removed this way",
                }
            ],
        }
    ),
    SPENT_THAT_MANY: _j(
        {
            "action": "spend_counters",
            "amount": 2,
            "counter": "Ember",
            "then": [{"action": "draw", "amount": 1, "per": "ember counter spent this way"}],
        }
    ),
    YOU_ROLLED: _j(
        {
            "action": "roll_die",
            "outcomes": [
                {"low": 4, "high": 6, "effect": [{"action": "draw", "amount": 2}]},
                {"low": 1, "high": 3, "effect": [{"action": "draw", "amount": 1}]},
            ],
        }
    ),
    RESULT_CREATE_ONE: _j(
        {
            "action": "roll_die",
            "outcomes": [
                {"low": 4, "high": 6, "effect": [{**_RECRUITS, "amount": 2}]},
                {"low": 1, "high": 3, "effect": [{**_RECRUITS, "amount": 1}]},
            ],
        }
    ),
    PLAY_TARGET_FREE: _free("enters_play", ["Character"], "hand_cost_max", 2),
    PLAY_TARGET_SPELL: _free("played_from_hand", ["Spell"], "reserve_cost_max", 3),
    RESUPPLY_ONCE_PER: _j({"action": "resupply", "times": 0, "x_is": "landmark you control"}),
    DRAW_ONCE_PER: _j({"action": "draw", "per": "other character you control"}),
    BEHIND_ONCE_PER: {
        "reaction": {
            "trigger": "at_dusk",
            "effect": [
                {"action": "resupply", "times": 0, "x_is": "of your expeditions that is behind"}
            ],
        }
    },
    TWO_DICE_DRAW: _j(_dice(2, 4, {"action": "draw", "amount": 1})),
    THREE_DICE_BOOST: _j(_dice(3, 5, {"action": "give_boost", "amount": 1, "subject": "self"})),
}

RULE_SENTENCES_RESULTS_REPEATED: dict[str, tuple[str, ...]] = {
    "per_chain": (RESUPPLY_ONCE_PER, DRAW_ONCE_PER, BEHIND_ONCE_PER),
    "roll_dice": (TWO_DICE_DRAW, THREE_DICE_BOOST, DICE_UNUSED),
    "play_target_for_free": (PLAY_TARGET_FREE, PLAY_TARGET_SPELL, PLAY_TARGET_HAND),
    "discard_that_many": (DRAW_THEN_DISCARD, MAY_DRAW_THAT_MANY, REMOVED_DISCARD_THAT_MANY),
    "that_many_number": (DRAW_TWO_BOOSTS, LOST_THAT_MANY, SPENT_THAT_MANY),
    "counters_acted": (LOST_THIS_WAY, SPENT_THIS_WAY),
    "per_counters_acted_chain": (
        LOST_THIS_WAY,
        THEN_LOST_THIS_WAY,
        SPENT_THIS_WAY,
        SPENT_OTHER_NAME,
        REMOVED_NO_STEP,
    ),
    "if_otherwise": (RESULT_CREATE_ONE, YOU_ROLLED),
    "you_rolled_result_cond": (YOU_ROLLED, YOU_ROLLED_NO_ROLL),
    "per_die_chain": (TWO_DICE_DRAW, THREE_DICE_BOOST, DICE_TARGET, DIE_NO_DICE),
}

REFUSED_RESULTS_REPEATED = {
    DICE_TARGET: "targets or chooses",
    DICE_ONE_RESULT: "the result",
    DICE_ON_A: "one result of several dice",
    DICE_UNUSED: "not used one die at a time",
    DIE_NO_DICE: "names no dice rolled",
    MAY_DRAW_THAT_MANY: "counts no step before it",
    SPENT_OTHER_NAME: "counts no step before it",
    REMOVED_NO_STEP: "counts no step before it",
    YOU_ROLLED_NO_ROLL: "of no roll",
    REMOVED_DISCARD_THAT_MANY: "of counters chosen",
    PLAY_TARGET_HAND: "anywhere but your Reserve",
}
