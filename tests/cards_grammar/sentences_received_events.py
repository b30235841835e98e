"""Printed sentences for the section "triggers and statics: receiving, Ascending, entering
play" of the card grammar (written for these tests, not copied from card data): receiving a
Gift (7.3.29.a) or a token (7.3.30.a), an Expedition Ascending (7.3.3.a), an object you
control entering play (7.3.10.a)."""

from __future__ import annotations

from typing import Any

BOOST_ME = [{"action": "give_boost", "amount": 1, "subject": "self"}]
DRAW = [{"action": "draw", "amount": 1}]

WHEN_YOU_RECEIVE_A_GIFT = "When you receive a Gift \u2014 I gain 1 boost."
WHEN_YOU_RECEIVE_A_TOKEN = "When you receive a token \u2014 I gain 1 boost."
WHEN_MY_EXPEDITION_ASCENDS = "When my Expedition Ascends \u2014 I gain 1 boost."
WHEN_ONE_OF_YOURS_ASCENDS = "When one of your Expeditions Ascends \u2014 I gain 1 boost."
WHEN_ANOTHER_ENTERS_PLAY = "When another Character you control enters play \u2014 I gain 1 boost."
WHEN_PLANT_ENTERS_PLAY = "When a Plant Character you control enters play \u2014 Draw a card."
WHEN_PERMANENT_ENTERS_PLAY = "When a Permanent you control enters play \u2014 Draw a card."
WHEN_MY_EXPEDITION_IN_CONTACT = "When my Expedition becomes In Contact \u2014 I gain 1 boost."
WHEN_YOURS_IN_CONTACT = "When one of your Expeditions becomes In Contact \u2014 I gain 1 boost."
WHEN_I_BECOME_IN_CONTACT = "When I become In Contact \u2014 I gain 1 boost."
WHEN_SENT_TO_RESERVE = "When a Character you control is sent to Reserve \u2014 Draw a card."
WHEN_RETURNED_TO_RESERVE = (
    "When another Character is returned to its owner's Reserve \u2014 I gain 1 boost."
)
WHEN_YOU_RECEIVE_A_TOKEN_IT = "When you receive a token \u2014 It gains 1 boost."
WHEN_PERMANENT_JOINS_LANDMARKS = "When a Permanent joins your Landmarks \u2014 Draw a card."
WHEN_ANOTHER_JOINS_LANDMARKS = "When another Permanent joins your Landmarks \u2014 Exhaust it."
WHEN_SECOND_SPELL_EACH_TURN = "When you play your second Spell each turn \u2014 I gain 1 boost."
WHEN_SECOND_SPELL_THIS_DAY = "When you play your second Spell this Day \u2014 I gain 1 boost."
WHEN_THIRD_CHARACTER_THIS_DAY = "When you play your third Character this Day \u2014 Draw a card."
WHEN_RECEIVE_GIFT_IF = "When you receive a Gift, if I'm Boosted \u2014 Draw a card."

USE_ONLY_IF_IN_CONTACT = "{T}: Draw a card. Use this only if I'm In Contact."
ACTIVATE_ONLY_IF_TOKEN = "{1}: I gain 1 boost. Activate this only if you control a token."
CAN_USE_ONLY_IF = "{T}: Draw a card. You can use this only if my Expedition is in {V}."
_EXHAUST = {"mana": 0, "exhaust_me": True}
CANT_BY_SPELLS = "I can't be targeted by Spells."
CANT_BY_OPPONENTS_SPELLS = (
    "Characters in my Expedition can't be targeted by Spells your opponents play."
)
CANT_BY_SPELLS_IF = "As long as I'm Anchored, I can't be targeted by Spells."
CANT_BY_AN_OPPONENTS_SPELLS = (
    "Characters you control can't be targeted by Spells an opponent plays."
)

READINGS_RECEIVED: dict[str, dict[str, Any]] = {
    WHEN_SECOND_SPELL_EACH_TURN: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "ordinal": 2,
            "per": "turn",
            "effect": BOOST_ME,
        }
    },
    WHEN_SECOND_SPELL_THIS_DAY: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "ordinal": 2,
            "per": "day",
            "effect": BOOST_ME,
        }
    },
    WHEN_THIRD_CHARACTER_THIS_DAY: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"]},
            "ordinal": 3,
            "per": "day",
            "effect": DRAW,
        }
    },
    WHEN_PERMANENT_JOINS_LANDMARKS: {
        "reaction": {"trigger": "permanent_joins_your_landmarks", "effect": DRAW}
    },
    WHEN_ANOTHER_JOINS_LANDMARKS: {
        "reaction": {
            "trigger": "permanent_joins_your_landmarks",
            "filter": {"another": True},
            "effect": [{"action": "exhaust", "subject": "it"}],
        }
    },
    WHEN_YOU_RECEIVE_A_TOKEN_IT: {
        "reaction": {
            "trigger": "you_receive_a_token",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    },
    WHEN_SENT_TO_RESERVE: {
        "reaction": {
            "trigger": "object_goes_to_reserve",
            "filter": {"types": ["Character"], "controller": "you"},
            "effect": DRAW,
        }
    },
    WHEN_RETURNED_TO_RESERVE: {
        "reaction": {
            "trigger": "object_goes_to_reserve",
            "filter": {"types": ["Character"], "another": True},
            "effect": BOOST_ME,
        }
    },
    WHEN_MY_EXPEDITION_IN_CONTACT: {
        "reaction": {"trigger": "my_expedition_becomes_in_contact", "effect": BOOST_ME}
    },
    WHEN_YOURS_IN_CONTACT: {
        "reaction": {"trigger": "your_expedition_becomes_in_contact", "effect": BOOST_ME}
    },
    WHEN_I_BECOME_IN_CONTACT: {"reaction": {"trigger": "i_become_in_contact", "effect": BOOST_ME}},
    CANT_BY_SPELLS: {"passive": {"cant_be": {"actions": ["target_by_spell"]}}},
    CANT_BY_OPPONENTS_SPELLS: {
        "passive": {
            "cant_be": {
                "actions": ["target_by_opponents_spell"],
                "filter": {"in_my_expedition": True, "types": ["Character"]},
            }
        }
    },
    CANT_BY_SPELLS_IF: {
        "passive": {"cant_be": {"actions": ["target_by_spell"]}, "if": "i'm anchored"}
    },
    CANT_BY_AN_OPPONENTS_SPELLS: {
        "passive": {
            "cant_be": {
                "actions": ["target_by_opponents_spell"],
                "filter": {"types": ["Character"], "controller": "you"},
            }
        }
    },
    USE_ONLY_IF_IN_CONTACT: {
        "quick_action": {"cost": _EXHAUST, "effect": DRAW, "if": "i'm in contact"}
    },
    ACTIVATE_ONLY_IF_TOKEN: {
        "quick_action": {"cost": {"mana": 1}, "effect": BOOST_ME, "if": "you control a token"}
    },
    CAN_USE_ONLY_IF: {
        "quick_action": {"cost": _EXHAUST, "effect": DRAW, "if": "my expedition is in {v}"}
    },
    WHEN_YOU_RECEIVE_A_GIFT: {"reaction": {"trigger": "you_receive_a_gift", "effect": BOOST_ME}},
    WHEN_YOU_RECEIVE_A_TOKEN: {"reaction": {"trigger": "you_receive_a_token", "effect": BOOST_ME}},
    WHEN_MY_EXPEDITION_ASCENDS: {
        "reaction": {"trigger": "my_expedition_ascends", "effect": BOOST_ME}
    },
    WHEN_ONE_OF_YOURS_ASCENDS: {
        "reaction": {"trigger": "your_expedition_ascends", "effect": BOOST_ME}
    },
    WHEN_ANOTHER_ENTERS_PLAY: {
        "reaction": {"trigger": "another_character_joins_your_expeditions", "effect": BOOST_ME}
    },
    WHEN_PLANT_ENTERS_PLAY: {
        "reaction": {
            "trigger": "character_joins_your_expeditions",
            "filter": {"subtypes": ["Plant"]},
            "effect": DRAW,
        }
    },
    WHEN_PERMANENT_ENTERS_PLAY: {
        "reaction": {"trigger": "permanent_joins_your_expeditions_or_landmarks", "effect": DRAW}
    },
    WHEN_RECEIVE_GIFT_IF: {
        "reaction": {"trigger": "you_receive_a_gift", "if": "i'm boosted", "effect": DRAW}
    },
}

RULE_SENTENCES_RECEIVED: dict[str, tuple[str, ...]] = {
    "ev_you_play_nth": (
        WHEN_SECOND_SPELL_EACH_TURN,
        WHEN_SECOND_SPELL_THIS_DAY,
        WHEN_THIRD_CHARACTER_THIS_DAY,
    ),
    "ev_permanent_joins_landmarks": (WHEN_PERMANENT_JOINS_LANDMARKS, WHEN_ANOTHER_JOINS_LANDMARKS),
    "ev_object_sent_to_reserve": (WHEN_SENT_TO_RESERVE, WHEN_RETURNED_TO_RESERVE),
    "ev_my_expedition_in_contact": (WHEN_MY_EXPEDITION_IN_CONTACT,),
    "ev_your_expedition_in_contact": (WHEN_YOURS_IN_CONTACT,),
    "ev_i_become_in_contact": (WHEN_I_BECOME_IN_CONTACT,),
    "cant_targeted_by_spells": (CANT_BY_SPELLS, CANT_BY_SPELLS_IF),
    "cant_targeted_by_opponents_spells": (CANT_BY_OPPONENTS_SPELLS, CANT_BY_AN_OPPONENTS_SPELLS),
    "only_if_clause": (USE_ONLY_IF_IN_CONTACT, ACTIVATE_ONLY_IF_TOKEN, CAN_USE_ONLY_IF),
    "ev_you_receive_gift": (WHEN_YOU_RECEIVE_A_GIFT, WHEN_RECEIVE_GIFT_IF),
    "ev_you_receive_token": (WHEN_YOU_RECEIVE_A_TOKEN, WHEN_YOU_RECEIVE_A_TOKEN_IT),
    "ev_my_expedition_ascends_now": (WHEN_MY_EXPEDITION_ASCENDS,),
    "ev_your_expedition_ascends_now": (WHEN_ONE_OF_YOURS_ASCENDS,),
    "ev_object_enters_play": (
        WHEN_ANOTHER_ENTERS_PLAY,
        WHEN_PLANT_ENTERS_PLAY,
        WHEN_PERMANENT_ENTERS_PLAY,
    ),
}

BOARD_SENTENCES_RECEIVED: tuple[str, ...] = (
    WHEN_SECOND_SPELL_THIS_DAY,
    WHEN_PERMANENT_JOINS_LANDMARKS,
    WHEN_MY_EXPEDITION_IN_CONTACT,
    WHEN_YOURS_IN_CONTACT,
    WHEN_I_BECOME_IN_CONTACT,
    CANT_BY_SPELLS,
    CANT_BY_OPPONENTS_SPELLS,
    USE_ONLY_IF_IN_CONTACT,
    WHEN_YOU_RECEIVE_A_GIFT,
    WHEN_YOU_RECEIVE_A_TOKEN,
    WHEN_MY_EXPEDITION_ASCENDS,
    WHEN_ONE_OF_YOURS_ASCENDS,
    WHEN_ANOTHER_ENTERS_PLAY,
)
