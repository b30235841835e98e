"""Printed sentences for the section "triggers, permissions and control: the Nth event each
turn, another player receiving" of the card grammar (written for these tests, not copied
from card data): the Nth Gift made or received (7.3.22.a, 7.3.29.a), the Nth Character
sacrificed (7.3.36.a) each turn (4.2.3), a Gift or a token another player receives (1.2.2)."""

from __future__ import annotations

from typing import Any

BOOST_ME = [{"action": "give_boost", "amount": 1, "subject": "self"}]
DRAW = [{"action": "draw", "amount": 1}]

WHEN_THIRD_GIFT_MADE = "When you make your third Gift each turn \u2014 I gain 1 boost."
WHEN_SECOND_GIFT_MADE = "When you make your second Gift each turn \u2014 I gain 1 boost."
WHEN_SECOND_GIFT_RECEIVED = "When you receive your second Gift each turn \u2014 Draw a card."
WHEN_FIRST_GIFT_RECEIVED = "When you receive your first Gift each turn \u2014 I gain 1 boost."
WHEN_SACRIFICE_FIRST_TIME = (
    "When you sacrifice a Character for the first time each turn \u2014 I gain 1 boost."
)
WHEN_SACRIFICED_SECOND_TIME = (
    "When a Character you control is sacrificed for the second time each turn \u2014 "
    "I gain 1 boost."
)
WHEN_GIFT_SECOND_TIME = "When you make a Gift for the second time each turn \u2014 Draw a card."
WHEN_OPPONENT_RECEIVES_GIFT = "When an opponent receives a Gift \u2014 I gain 1 boost."
WHEN_OPPONENT_RECEIVES_TOKEN = "When your opponent receives a token \u2014 Draw a card."
WHEN_PLAYER_RECEIVES_GIFT = "When a player receives a Gift \u2014 I gain 1 boost."
WHEN_PLAYER_RECEIVES_TOKEN = "When a player receives a token \u2014 Draw a card."

REFUSED_COUNTED = (
    # an event the engine does not count through a turn (a card played is counted since
    # gram36: "… for the first time each turn / Day", semantics/time_past.py)
    "When a Character you control leaves play for the first time each turn \u2014 Draw a card.",
    # a sacrifice narrowed by a description: the engine counts every Character
    "When you sacrifice a Plant Character for the first time each turn \u2014 Draw a card.",
)


def _nth(trigger: str, nth: int, effect: list[dict[str, Any]]) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "ordinal": nth, "per": "turn", "effect": effect}}


READINGS_COUNTED_EVENTS: dict[str, dict[str, Any]] = {
    WHEN_THIRD_GIFT_MADE: _nth("you_make_a_gift", 3, BOOST_ME),
    WHEN_SECOND_GIFT_MADE: _nth("you_make_a_gift", 2, BOOST_ME),
    WHEN_SECOND_GIFT_RECEIVED: _nth("you_receive_a_gift", 2, DRAW),
    WHEN_FIRST_GIFT_RECEIVED: _nth("you_receive_a_gift", 1, BOOST_ME),
    WHEN_SACRIFICE_FIRST_TIME: _nth("you_sacrifice_a_character", 1, BOOST_ME),
    WHEN_SACRIFICED_SECOND_TIME: _nth("you_sacrifice_a_character", 2, BOOST_ME),
    WHEN_GIFT_SECOND_TIME: _nth("you_make_a_gift", 2, DRAW),
    WHEN_OPPONENT_RECEIVES_GIFT: {
        "reaction": {"trigger": "you_receive_a_gift", "player": "opponent", "effect": BOOST_ME}
    },
    WHEN_OPPONENT_RECEIVES_TOKEN: {
        "reaction": {"trigger": "you_receive_a_token", "player": "opponent", "effect": DRAW}
    },
    WHEN_PLAYER_RECEIVES_GIFT: {
        "reaction": {"trigger": "you_receive_a_gift", "player": "any", "effect": BOOST_ME}
    },
    WHEN_PLAYER_RECEIVES_TOKEN: {
        "reaction": {"trigger": "you_receive_a_token", "player": "any", "effect": DRAW}
    },
}

RULE_SENTENCES_COUNTED_EVENTS: dict[str, tuple[str, ...]] = {
    "ev_nth_time_each_turn": (
        WHEN_SACRIFICE_FIRST_TIME,
        WHEN_SACRIFICED_SECOND_TIME,
        WHEN_GIFT_SECOND_TIME,
    ),
    "ev_you_make_nth_gift": (WHEN_THIRD_GIFT_MADE, WHEN_SECOND_GIFT_MADE),
    "ev_you_receive_nth_gift": (WHEN_SECOND_GIFT_RECEIVED, WHEN_FIRST_GIFT_RECEIVED),
    "ev_opponent_receives_gift": (WHEN_OPPONENT_RECEIVES_GIFT,),
    "ev_opponent_receives_token": (WHEN_OPPONENT_RECEIVES_TOKEN,),
    "ev_player_receives_gift": (WHEN_PLAYER_RECEIVES_GIFT,),
    "ev_player_receives_token": (WHEN_PLAYER_RECEIVES_TOKEN,),
}

BOARD_SENTENCES_COUNTED_EVENTS: tuple[str, ...] = (
    WHEN_THIRD_GIFT_MADE,
    WHEN_SECOND_GIFT_MADE,
    WHEN_SACRIFICE_FIRST_TIME,
    WHEN_SACRIFICED_SECOND_TIME,
    WHEN_OPPONENT_RECEIVES_GIFT,
    WHEN_PLAYER_RECEIVES_GIFT,
)

# "When a card leaves your Hero zone" (3.2.6): semantics/leaving_hero_zone.py
WHEN_A_CARD_LEAVES_YOUR_HERO_ZONE = "When a card leaves your Hero zone \u2014 I gain 1 boost."
READINGS_COUNTED_EVENTS[WHEN_A_CARD_LEAVES_YOUR_HERO_ZONE] = {
    "reaction": {"trigger": "card_leaves_your_hero_zone", "effect": BOOST_ME}
}
RULE_SENTENCES_COUNTED_EVENTS["ev_leaves_your_hero_zone"] = (WHEN_A_CARD_LEAVES_YOUR_HERO_ZONE,)
BOARD_SENTENCES_COUNTED_EVENTS += (WHEN_A_CARD_LEAVES_YOUR_HERO_ZONE,)

# "Take control of [object] until end of turn" (7.3.40, 2.2.15): semantics/control_for_a_time.py
TAKE_CONTROL_UNTIL_END_OF_TURN = "{H} Take control of target Character until end of turn."
TAKE_CONTROL_THIS_DAY = (
    "{J} Take control of target Exhausted Permanent an opponent controls this Day."
)
READINGS_COUNTED_EVENTS[TAKE_CONTROL_UNTIL_END_OF_TURN] = {
    "reaction": {
        "trigger": "played_from_hand",
        "effect": [
            {
                "action": "take_control",
                "subject": "target_character",
                "to": "expedition",
                "ongoing": {"duration": "this turn"},
            }
        ],
    }
}
READINGS_COUNTED_EVENTS[TAKE_CONTROL_THIS_DAY] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "take_control",
                "subject": "target_permanent",
                "filter": {"statuses": ["Exhausted"], "controller": "opponent"},
                "ongoing": {"duration": "this Day"},
            }
        ],
    }
}
RULE_SENTENCES_COUNTED_EVENTS["take_control_for_a_time"] = (
    TAKE_CONTROL_UNTIL_END_OF_TURN,
    TAKE_CONTROL_THIS_DAY,
)
BOARD_SENTENCES_COUNTED_EVENTS += (TAKE_CONTROL_UNTIL_END_OF_TURN,)
