"""Printed sentences of the grammar's block "before the output" (issue 30, gram29; written
for these tests from the CR, not copied from card data): a Landmark and every object in play
in a trigger's subject slot (2.2.3.b-e, 7.3.16.a, 7.3.21.a, 7.5.4.a), a Landmark played
(5.1.2, 2.2.3.c), a zone's state (3.2.3, 3.2.7, 1.2.2), and a quick action's restrictions in
every wording of the verb (5.1.2.g, 1.4.6.b, 4.2.a). Their readings and rules, and those
played on a board (``test_board_before_output.py``). Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

DRAW = [{"action": "draw", "amount": 1}]
LANDMARK = {"types": ["Permanent"], "permanents_in_landmarks": True}

LANDMARK_LEAVES = "When a Landmark you control leaves play \u2014 Draw a card."
LANDMARK_EXHAUSTED = "When another Landmark you control becomes exhausted \u2014 Draw a card."
THEIR_LANDMARK_GAINS = "When a Landmark an opponent controls gains [[Asleep]] \u2014 Draw a card."
TOKEN_GAINS_ANCHORED = "When a token you control gains [[Anchored]] \u2014 Draw a card."
PERMANENT_LOSES = "When a Permanent you control loses [[Asleep]] \u2014 Draw a card."
PERMANENT_GAINS_BOOST = "When a Permanent you control gains a boost \u2014 Draw a card."
TOKEN_GAINS_TWO_BOOSTS = (
    "When a Character token you control gains 2 or more boosts \u2014 Draw a card."
)
PERMANENT_GAINS_A_STATUS = "When a Permanent gains a status \u2014 Draw a card."
TOKEN_GAINS_COUNTERS = "When a token you control gains one or more counters \u2014 Draw a card."
OPPONENT_SACRIFICES_LANDMARK = "When an opponent sacrifices a Landmark \u2014 Draw a card."
PERMANENT_SACRIFICED = "When another Permanent you control is sacrificed \u2014 Draw a card."
ANOTHER_RETURNED = "When another Character you control is returned to your hand \u2014 Draw a card."
LANDMARK_ENTERS_PLAY = "When a Landmark you control enters play \u2014 Draw a card."
GAINS_A_COUNTER = "When a Landmark you control gains a Charge counter \u2014 Draw a card."
BECOMES_READY = "When another Character you control becomes ready \u2014 Draw a card."
IS_READIED = "When a Permanent you control is readied \u2014 Draw a card."
MOVES_TO_OTHER = "When a Character you control moves to your other Expedition \u2014 Draw a card."
DECK_EMPTY = "{J} If your deck is empty: Draw a card."
GAIN_CONTROL = "When you gain control of a Character \u2014 Draw a card."
YOU_PLAY_A_LANDMARK = "When you play a Landmark \u2014 Draw a card."
OPPONENT_HAS_A_LANDMARK = "{J} If an opponent controls a Landmark: Draw a card."
HAVE_TWO_LANDMARKS = "{J} If you have two or more Landmarks: Draw a card."
DISCARD_PILE_EMPTY = "{J} If your discard pile is empty, draw a card."
ONLY_IF_HAND_EMPTY = "{T}: Draw a card. Activate only if your hand is empty."
USE_THIS_ABILITY_ONLY_IF = "{T}: Draw a card. Use this ability only if you control a Landmark."
YOU_CAN_ONLY_USE_IF = "{T}: Draw a card. You can only use this if your Reserve is empty."
CAN_ONLY_ACTIVATE_ABILITY_IF = (
    "{T}: Draw a card. You can only activate this ability if you control a Landmark."
)
USE_ONLY_ONCE = "{1}: Draw a card. Use only once per Day."
YOU_CAN_ONLY_TWICE = "{1}: Draw a card. You can only activate this twice each Day."
USE_ONLY_DURING_NOON = "{T}: Draw a card. Use only during Noon."
YOU_CAN_ONLY_USE_DURING = "{T}: Draw a card. You can only use this during the Afternoon."
ACTIVATE_ONLY_YOUR_TURN = "{T}: Draw a card. Activate only during your turn."
USE_THIS_YOUR_TURN = "{T}: Draw a card. Use this only during your turn."
ABILITY_YOUR_TURN = "{T}: Draw a card. Use this ability only during your turn."
YOU_CAN_YOUR_TURN = "{T}: Draw a card. You can only activate this during your turn."

LANDMARK_NEVER_IN_EXPEDITIONS = "When a Landmark leaves the Expedition zone \u2014 Draw a card."
LANDMARK_TO_RESERVE = "When a Landmark you control goes to Reserve \u2014 Draw a card."

_TAP = {"mana": 0, "exhaust_me": True}


def _when(fields: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {**fields, "effect": DRAW}}


def _quick(cost: dict[str, Any], **kept: Any) -> dict[str, Any]:
    return {"quick_action": {"cost": cost, "effect": DRAW, **kept}}


READINGS_BEFORE_OUTPUT: dict[str, dict[str, Any]] = {
    LANDMARK_LEAVES: _when(
        {"trigger": "object_leaves_play", "filter": {**LANDMARK, "controller": "you"}}
    ),
    LANDMARK_EXHAUSTED: _when(
        {
            "trigger": "becomes_status",
            "filter": {**LANDMARK, "controller": "you", "another": True},
            "status": "Exhausted",
        }
    ),
    THEIR_LANDMARK_GAINS: _when(
        {
            "trigger": "gains_status",
            "filter": {**LANDMARK, "controller": "opponent"},
            "status": "Asleep",
        }
    ),
    TOKEN_GAINS_ANCHORED: _when(
        {
            "trigger": "gains_status",
            "filter": {"controller": "you", "tokens": True},
            "status": "Anchored",
        }
    ),
    PERMANENT_LOSES: _when(
        {
            "trigger": "loses_status",
            "filter": {"types": ["Permanent"], "controller": "you"},
            "status": "Asleep",
        }
    ),
    PERMANENT_GAINS_BOOST: _when(
        {
            "trigger": "gains_boosts",
            "amount": 1,
            "filter": {"types": ["Permanent"], "controller": "you"},
        }
    ),
    TOKEN_GAINS_TWO_BOOSTS: _when(
        {
            "trigger": "gains_boosts",
            "amount": 2,
            "filter": {"types": ["Character"], "controller": "you", "tokens": True},
        }
    ),
    PERMANENT_GAINS_A_STATUS: _when(
        {"trigger": "gains_a_status", "filter": {"types": ["Permanent"]}}
    ),
    TOKEN_GAINS_COUNTERS: _when(
        {"trigger": "gains_counters", "amount": 1, "filter": {"controller": "you", "tokens": True}}
    ),
    OPPONENT_SACRIFICES_LANDMARK: _when(
        {"trigger": "player_sacrifices", "player": "opponent", "filter": LANDMARK}
    ),
    PERMANENT_SACRIFICED: _when(
        {
            "trigger": "player_sacrifices",
            "filter": {"types": ["Permanent"], "controller": "you", "another": True},
        }
    ),
    ANOTHER_RETURNED: _when(
        {
            "trigger": "object_returned_to_your_hand",
            "filter": {"types": ["Character"], "controller": "you", "another": True},
        }
    ),
    LANDMARK_ENTERS_PLAY: _when({"trigger": "permanent_joins_your_landmarks"}),
    GAINS_A_COUNTER: _when(
        {
            "trigger": "gains_counters",
            "amount": 1,
            "filter": {**LANDMARK, "controller": "you"},
            "counter": "Charge",
        }
    ),
    BECOMES_READY: _when(
        {
            "trigger": "loses_status",
            "filter": {"types": ["Character"], "controller": "you", "another": True},
            "status": "Exhausted",
        }
    ),
    IS_READIED: _when(
        {
            "trigger": "loses_status",
            "filter": {"types": ["Permanent"], "controller": "you"},
            "status": "Exhausted",
        }
    ),
    MOVES_TO_OTHER: _when(
        {
            "trigger": "object_switches_expeditions",
            "filter": {"types": ["Character"], "controller": "you"},
        }
    ),
    DECK_EMPTY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "your deck is empty"}],
        }
    },
    GAIN_CONTROL: _when({"trigger": "you_take_control", "filter": {"types": ["Character"]}}),
    YOU_PLAY_A_LANDMARK: _when(
        {"trigger": "you_play_a_card", "filter": {"types": ["Permanent"]}, "zone_type": "landmark"}
    ),
    OPPONENT_HAS_A_LANDMARK: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "an opponent controls a Landmark"}],
        }
    },
    HAVE_TWO_LANDMARKS: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "you have two or more landmarks"}],
        }
    },
    DISCARD_PILE_EMPTY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "your discard pile is empty"}],
        }
    },
    ONLY_IF_HAND_EMPTY: _quick(_TAP, **{"if": "your hand is empty"}),
    USE_THIS_ABILITY_ONLY_IF: _quick(_TAP, **{"if": "you control a landmark"}),
    YOU_CAN_ONLY_USE_IF: _quick(_TAP, **{"if": "your reserve is empty"}),
    CAN_ONLY_ACTIVATE_ABILITY_IF: _quick(_TAP, **{"if": "you control a landmark"}),
    USE_ONLY_ONCE: _quick({"mana": 1}, per_day=1),
    YOU_CAN_ONLY_TWICE: _quick({"mana": 1}, per_day=2),
    USE_ONLY_DURING_NOON: _quick(_TAP, **{"if": "it's noon"}),
    YOU_CAN_ONLY_USE_DURING: _quick(_TAP, **{"if": "it's afternoon"}),
    ACTIVATE_ONLY_YOUR_TURN: _quick(_TAP, **{"if": "it's your turn"}),
    USE_THIS_YOUR_TURN: _quick(_TAP, **{"if": "it's your turn"}),
    ABILITY_YOUR_TURN: _quick(_TAP, **{"if": "it's your turn"}),
    YOU_CAN_YOUR_TURN: _quick(_TAP, **{"if": "it's your turn"}),
}

RULE_SENTENCES_BEFORE_OUTPUT: dict[str, tuple[str, ...]] = {
    "a_joiner": (LANDMARK_LEAVES, THEIR_LANDMARK_GAINS),
    "another_joiner": (LANDMARK_EXHAUSTED,),
    "ev_gains_status": (THEIR_LANDMARK_GAINS, TOKEN_GAINS_ANCHORED),
    "ev_loses_status": (PERMANENT_LOSES,),
    "ev_gains_a_boost": (PERMANENT_GAINS_BOOST,),
    "ev_gains_boosts": (TOKEN_GAINS_TWO_BOOSTS,),
    "ev_gains_a_status": (PERMANENT_GAINS_A_STATUS,),
    "ev_becomes_status": (LANDMARK_EXHAUSTED,),
    "ev_gains_counters": (TOKEN_GAINS_COUNTERS,),
    "ev_you_play": (YOU_PLAY_A_LANDMARK,),
    "ev_take_control": (GAIN_CONTROL,),
    "ev_gains_a_counter": (GAINS_A_COUNTER,),
    "ev_becomes_ready": (BECOMES_READY, IS_READIED),
    "ev_moves_to_other_expedition": (MOVES_TO_OTHER,),
    "deck_empty_cond": (DECK_EMPTY,),
    "ev_object_returned_to_your_hand": (ANOTHER_RETURNED,),
    "ev_object_enters_play": (LANDMARK_ENTERS_PLAY,),
    "ev_player_sacrifices": (OPPONENT_SACRIFICES_LANDMARK,),
    "ev_object_is_sacrificed": (PERMANENT_SACRIFICED,),
    "discard_pile_empty_cond": (DISCARD_PILE_EMPTY,),
    "you_have_landmarks_cond": (HAVE_TWO_LANDMARKS,),
    "ev_object_leaves_zone": (LANDMARK_NEVER_IN_EXPEDITIONS,),
    "ev_object_goes_to_reserve": (LANDMARK_TO_RESERVE,),
    "only_if_clause": (
        ONLY_IF_HAND_EMPTY,
        USE_THIS_ABILITY_ONLY_IF,
        YOU_CAN_ONLY_USE_IF,
        CAN_ONLY_ACTIVATE_ABILITY_IF,
    ),
    "only_per_day_clause": (USE_ONLY_ONCE, YOU_CAN_ONLY_TWICE),
    "only_during_clause": (USE_ONLY_DURING_NOON, YOU_CAN_ONLY_USE_DURING),
    "only_during_your_turn_clause": (
        ACTIVATE_ONLY_YOUR_TURN,
        USE_THIS_YOUR_TURN,
        ABILITY_YOUR_TURN,
        YOU_CAN_YOUR_TURN,
    ),
}

BOARD_SENTENCES_BEFORE_OUTPUT: tuple[str, ...] = (
    LANDMARK_LEAVES,
    LANDMARK_EXHAUSTED,
    TOKEN_GAINS_ANCHORED,
    PERMANENT_GAINS_BOOST,
    YOU_PLAY_A_LANDMARK,
    GAINS_A_COUNTER,
    BECOMES_READY,
    MOVES_TO_OTHER,
    DECK_EMPTY,
    ANOTHER_RETURNED,
    LANDMARK_ENTERS_PLAY,
    OPPONENT_SACRIFICES_LANDMARK,
    OPPONENT_HAS_A_LANDMARK,
    HAVE_TWO_LANDMARKS,
    DISCARD_PILE_EMPTY,
    ONLY_IF_HAND_EMPTY,
    USE_ONLY_ONCE,
    USE_ONLY_DURING_NOON,
)

REFUSED_BEFORE_OUTPUT: dict[str, str] = {
    # a Landmark is in Landmarks, never in the Expedition zone (2.2.3.e)
    LANDMARK_NEVER_IN_EXPEDITIONS: "2.2.3.e",
    # from play, or a card of that zone type from a hand? The words do not tell (2.2.3.c)
    LANDMARK_TO_RESERVE: "Landmark going to Reserve",
}
