"""Printed sentences of outputs as composed language (issue 30; written for these tests
from CR 7.3.5, 7.3.8, 7.3.21, 3.2.9.b, 2.2.2.m and 4.2.4.b, in the cards' printing style):
semantics/outputs_language.py. Those played on a board are in
``test_board_outputs_language.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

AT_DUSK_SEND_THEM = (
    "Up to two target Characters you control gain 1 boost. At Dusk, send them to Reserve."
)
AT_NIGHT_EXHAUST_IT = "{J} Ready target Character. At Night, exhaust it."
AT_NEXT_DUSK_LOSES = (
    "{J} Target Character gains 2 boosts. At the next Dusk, it loses all its boosts."
)
AT_NOON_REFUSED = "{J} Ready target Character. At Noon, send it to Reserve."
"""Read since g1: the next Day's Noon, the Emblem lasting until then (2.2.15.c)
(tests/cards_grammar/sentences_next_moments.py holds its reading)."""
AT_DUSK_THEM_AFTER_ONE = "{J} Ready target Character. At Dusk, send them to Reserve."
"""Refused: "them" after a step on one object."""

TOP_CARD_MANA_EXHAUSTED = "{J} Put the top card of your deck in your Mana zone exhausted."
HAND_CARD_MANA_EXHAUSTED = "{J} Put a card from your hand in your Mana zone exhausted."
MANA_ANCHORED = "{J} Put the top card of your deck in your Mana zone Anchored."
"""Refused: a card entering a Mana zone with another status."""
TARGET_OWNER_MANA_EXHAUSTED = "{J} Put target Character in its owner's Mana zone exhausted."

TOKEN_FACING_MINE = (
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in the Expedition facing mine."
)
TOKEN_WITH_ETERNAL = (
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition with [[Eternal]]."
)
TOKEN_DEFENDER_FIRST = (
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token with [[Defender]] in my Expedition."
)
TOKEN_FLEETING_FIRST = (
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token with [[Fleeting]] in my Expedition."
)
TOKENS_WITH_TWO = (
    "{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition with [[Tough 1]] and "
    "[[Defender]]."
)
TOKEN_THAT_GAINS = (
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition that gains 2 boosts."
)
TOKENS_THAT_GAIN = (
    "{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition that gain 1 boost."
)
"""Refused: "that gain" after several tokens."""

GROUP_CANT_GAIN_THEN_GAIN = (
    "Characters in target Expedition can't gain boosts until the end of the Day. Characters "
    "you control gain 1 boost."
)
OPPONENTS_CANT_GAIN = "{J} Each Character your opponents control can't gain boosts this turn."
GROUP_CANT_BE_SACRIFICED = "{J} Characters you control can't be sacrificed this turn."

DRAW_X_PLUS_ONE = "{J} Draw X cards, where X is the number of cards in your hand plus one."
BOOSTS_X_PLUS_TWO = (
    "{J} Target Character gains X boosts, where X is the number of Characters you control plus two."
)

PUT_THEM_IN_RESERVE = "{J} Up to two target Characters gain 1 boost. Put them in Reserve."
PUT_THEM_AFTER_ONE = "{J} Target Character gains 1 boost. Put them in Reserve."
"""Refused: "them" after a step on one object."""
RETURN_THEM_OWNERS = (
    "{J} Up to two target Characters gain 1 boost. Return them to their owners' hands."
)

DRAW_MY_HAND_COST = "{J} Draw cards equal to my Hand Cost."
SACRIFICED_DRAW_MY_COST = "When I'm sacrificed \u2014 Draw cards equal to my Hand Cost."
BOOSTS_MY_RESERVE_COST = "{J} Target Character gains boosts equal to my Reserve Cost."
ARCANE_MY_HAND_COST = "{J} I gain Arcane counters equal to my Hand Cost."
DRAW_X_MY_COST = "{J} Draw X+1 cards, where X is my Reserve Cost."

EACH_OF_THEM_ANCHORED = (
    "{J} Up to two target Characters gain 1 boost. Each of them gains [[Anchored]]."
)
EACH_OF_THEM_AFTER_ONE = "{J} Target Character gains 1 boost. Each of them gains [[Anchored]]."
"""Refused: "them" after a step on one object."""
LOOK_PUT_ONE_THE_OTHER = (
    "{J} Look at the top two cards of your deck. Put one in your hand and the other at the "
    "bottom of your deck."
)

YOURS_AND_TARGET_EXCHANGE = (
    "{J} A Character you control and target Character an opponent controls exchange their boosts."
)
TWO_TARGETS_EXCHANGE = (
    "{J} Target Character you control and target Character an opponent controls exchange "
    "their boosts."
)
"""Refused: two targets of two descriptions (the engine targets two of one description)."""

SEND_ALL_TO_RESERVES = "{J} Send all Characters to their owners' Reserves."
RETURN_TO_DISCARD_PILES = "{J} Return up to two target Characters to their owners' discard piles."

LOOK_PUT_UP_TO_TWO = (
    "{J} Look at the top three cards of your deck. Put up to two of them in your Reserve and "
    "the others at the bottom of your deck in any order."
)

DRAW_UP_TO_TWO = "{J} Draw up to two cards."
BOOSTS_UP_TO_THREE = "{J} Target Character gains up to three boosts."
ARCANE_UP_TO_TWO = "{J} I gain up to two Arcane counters."

DOUBLE_COUNTERS_OF = "{J} Double the counters of target Character you control."
DOUBLE_NUMBER_ON_ME = "{R} Double the number of counters on me."
DOUBLE_EACH_KIND_ON = (
    "{J} Double the counters of each kind on another target Character you control."
)
DOUBLE_MY_BOOSTS = "{J} Double my boosts."
DOUBLE_MY_ARCANE = "{J} Double my Arcane counters."
LOSES_ALL_STATUSES = "{J} Target Character loses all its statuses."
EACH_LOSE_ALL_STATUSES = "{J} Each Character you control loses all their statuses."
LOSES_STATUSES_AND_BOOSTS = "{J} Target Character loses all its statuses and all its boosts."
GROUP_LOSES_BOTH = "{J} Each Character you control loses all its statuses and all its boosts."
"""Refused: a second verb for a group is not read yet."""


def _on(step: dict[str, Any], trigger: str = "enters_play") -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [step]}}


_TOKEN = "Ordis Recruit 1/1/1 Soldier"
_BOOSTS_ALL = {"action": "remove_counters", "counter": "boost", "all_counters": True}

READINGS_OUTPUTS_LANGUAGE: dict[str, dict[str, Any]] = {
    DRAW_UP_TO_TWO: _on({"action": "draw", "amount": "X", "amounts": [0, 1, 2]}),
    BOOSTS_UP_TO_THREE: _on(
        {
            "action": "give_boost",
            "subject": "target_character",
            "amount": "X",
            "amounts": [0, 1, 2, 3],
        }
    ),
    ARCANE_UP_TO_TWO: _on(
        {
            "action": "gain_counters",
            "subject": "self",
            "counter": "Arcane",
            "amount": "X",
            "amounts": [0, 1, 2],
        }
    ),
    LOOK_PUT_UP_TO_TWO: _on(
        {
            "action": "look",
            "subject": "top_cards_of_your_deck",
            "amount": 3,
            "then": [
                {"action": "put", "subject": "a_card_among_them", "to": "reserve", "up_to": 2},
                {
                    "action": "put",
                    "subject": "a_card_among_them",
                    "to": "deck",
                    "position": "bottom",
                    "times": 3,
                },
            ],
        }
    ),
    SEND_ALL_TO_RESERVES: _on(
        {
            "action": "send",
            "to": "reserve",
            "to_owner": True,
            "subject": "objects_in_play",
            "filter": {"types": ["Character"]},
        }
    ),
    RETURN_TO_DISCARD_PILES: _on({"action": "discard", "subject": "target_character", "up_to": 2}),
    YOURS_AND_TARGET_EXCHANGE: _on(
        {
            "action": "exchange_boosts",
            "subject": "target_character",
            "filter": {"controller": "opponent"},
            "with": "a_character_you_control",
        }
    ),
    LOOK_PUT_ONE_THE_OTHER: _on(
        {
            "action": "look",
            "subject": "top_cards_of_your_deck",
            "amount": 2,
            "then": [
                {"action": "put", "subject": "a_card_among_them", "to": "hand"},
                {
                    "action": "put",
                    "subject": "a_card_among_them",
                    "to": "deck",
                    "position": "bottom",
                },
            ],
        }
    ),
    EACH_OF_THEM_ANCHORED: _on(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "up_to": 2,
            "then": [{"action": "gain_status", "subject": "it", "status": "Anchored"}],
        }
    ),
    DRAW_MY_HAND_COST: _on({"action": "draw", "amount": 1, "per": "my hand cost"}),
    SACRIFICED_DRAW_MY_COST: _on(
        {"action": "draw", "amount": 1, "per": "my hand cost"}, "sacrificed"
    ),
    BOOSTS_MY_RESERVE_COST: _on(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "per": "my reserve cost",
        }
    ),
    ARCANE_MY_HAND_COST: _on(
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Arcane",
            "subject": "self",
            "per": "my hand cost",
        }
    ),
    DRAW_X_MY_COST: _on({"action": "draw", "amount": 1, "per": "my reserve cost", "per_plus": 1}),
    PUT_THEM_IN_RESERVE: _on(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "up_to": 2,
            "then": [{"action": "put", "to": "reserve", "subject": "it"}],
        }
    ),
    RETURN_THEM_OWNERS: _on(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "up_to": 2,
            "then": [{"action": "return", "to": "hand", "to_owner": True, "subject": "it"}],
        }
    ),
    DRAW_X_PLUS_ONE: _on(
        {"action": "draw", "amount": 1, "per": "card in your hand", "per_plus": 1}
    ),
    BOOSTS_X_PLUS_TWO: _on(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "per": "characters you control",
            "per_plus": 2,
        }
    ),
    GROUP_CANT_GAIN_THEN_GAIN: {
        "effect": [
            {
                "action": "ongoing",
                "subject": "characters_in_target_expedition",
                "ongoing": {"duration": "this Day", "cant_be": ["gain_boosts"]},
            },
            {"action": "give_boost", "amount": 1, "subject": "characters_you_control"},
        ]
    },
    OPPONENTS_CANT_GAIN: _on(
        {
            "action": "ongoing",
            "subject": "objects_in_play",
            "filter": {"controller": "opponent", "types": ["Character"]},
            "ongoing": {"duration": "this turn", "cant_be": ["gain_boosts"]},
        }
    ),
    GROUP_CANT_BE_SACRIFICED: _on(
        {
            "action": "ongoing",
            "subject": "characters_you_control",
            "ongoing": {"duration": "this turn", "cant_be": ["sacrifice"]},
        }
    ),
    AT_DUSK_SEND_THEM: {
        "effect": [
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "target_character",
                "filter": {"controller": "you"},
                "up_to": 2,
                "then": [
                    {
                        "action": "ongoing",
                        "subject": "it",
                        "ongoing": {
                            "duration": "until its moment",
                            "at": "Dusk",
                            "delayed": [{"action": "send", "subject": "it", "to": "reserve"}],
                        },
                        "text": "At Dusk, send them to Reserve",
                    }
                ],
            }
        ]
    },
    AT_NIGHT_EXHAUST_IT: _on(
        {
            "action": "ready",
            "subject": "target_character",
            "then": [
                {
                    "action": "ongoing",
                    "subject": "it",
                    "ongoing": {
                        "duration": "until its moment",
                        "at": "Night",
                        "delayed": [{"action": "exhaust", "subject": "it"}],
                    },
                    "text": "At Night, exhaust it",
                }
            ],
        }
    ),
    AT_NEXT_DUSK_LOSES: _on(
        {
            "action": "give_boost",
            "subject": "target_character",
            "amount": 2,
            "then": [
                {
                    "action": "ongoing",
                    "subject": "it",
                    "ongoing": {
                        "duration": "until its moment",
                        "at": "Dusk",
                        "delayed": [{**_BOOSTS_ALL, "subject": "it"}],
                    },
                    "text": "At the next Dusk, it loses all its boosts",
                }
            ],
        }
    ),
    TOP_CARD_MANA_EXHAUSTED: _on(
        {"action": "put", "subject": "top_cards_of_your_deck", "to": "mana", "amount": 1}
    ),
    HAND_CARD_MANA_EXHAUSTED: _on(
        {"action": "put", "subject": "a_card_from_your_hand", "to": "mana"}
    ),
    TARGET_OWNER_MANA_EXHAUSTED: _on(
        {"action": "put", "subject": "target_character", "to": "mana", "to_owner": True}
    ),
    TOKEN_FACING_MINE: _on(
        {"action": "create", "subject": "the_expedition_facing_me", "token": _TOKEN, "amount": 1}
    ),
    TOKEN_DEFENDER_FIRST: _on(
        {
            "action": "create",
            "subject": "my_expedition",
            "token": _TOKEN,
            "amount": 1,
            "token_keywords": ["Defender"],
        }
    ),
    TOKEN_FLEETING_FIRST: _on(
        {
            "action": "create",
            "subject": "my_expedition",
            "token": _TOKEN,
            "amount": 1,
            "then": [{"action": "gain_status", "status": "Fleeting", "subject": "it"}],
        }
    ),
    TOKEN_WITH_ETERNAL: _on(
        {
            "action": "create",
            "subject": "my_expedition",
            "token": _TOKEN,
            "amount": 1,
            "token_keywords": ["Eternal"],
        }
    ),
    TOKENS_WITH_TWO: _on(
        {
            "action": "create",
            "subject": "my_expedition",
            "token": _TOKEN,
            "amount": 2,
            "token_keywords": ["Tough 1", "Defender"],
        }
    ),
    TOKEN_THAT_GAINS: _on(
        {
            "action": "create",
            "subject": "my_expedition",
            "token": _TOKEN,
            "amount": 1,
            "then": [{"action": "give_boost", "subject": "it", "amount": 2}],
        }
    ),
    DOUBLE_COUNTERS_OF: _on(
        {
            "action": "double_counters",
            "subject": "target_character",
            "filter": {"controller": "you"},
            "all_counters": True,
        }
    ),
    DOUBLE_NUMBER_ON_ME: _on(
        {"action": "double_counters", "subject": "self", "all_counters": True},
        "played_from_reserve",
    ),
    DOUBLE_EACH_KIND_ON: _on(
        {
            "action": "double_counters",
            "subject": "target_character",
            "filter": {"controller": "you", "another": True},
            "all_counters": True,
        }
    ),
    DOUBLE_MY_BOOSTS: _on({"action": "double_counters", "subject": "self", "counter": "boost"}),
    DOUBLE_MY_ARCANE: _on({"action": "double_counters", "subject": "self", "counter": "Arcane"}),
    LOSES_ALL_STATUSES: _on(
        {"action": "lose_status", "subject": "target_character", "all_statuses": True}
    ),
    EACH_LOSE_ALL_STATUSES: _on(
        {"action": "lose_status", "subject": "characters_you_control", "all_statuses": True}
    ),
    LOSES_STATUSES_AND_BOOSTS: _on(
        {
            "action": "lose_status",
            "subject": "target_character",
            "all_statuses": True,
            "it_follows": True,
            "then": [{**_BOOSTS_ALL, "subject": "it"}],
        }
    ),
}

RULE_SENTENCES_OUTPUTS_LANGUAGE: dict[str, tuple[str, ...]] = {
    "delayed_at_phase": (
        AT_DUSK_SEND_THEM,
        AT_NIGHT_EXHAUST_IT,
        AT_NEXT_DUSK_LOSES,
        AT_NOON_REFUSED,
        AT_DUSK_THEM_AFTER_ONE,
    ),
    "mana_entered_status": (TOP_CARD_MANA_EXHAUSTED, MANA_ANCHORED),
    "mana_destination": (TOP_CARD_MANA_EXHAUSTED,),
    "put_in_mana_place": (HAND_CARD_MANA_EXHAUSTED,),
    "in_owner_mana_zone": (TARGET_OWNER_MANA_EXHAUSTED,),
    "facing_me_place": (TOKEN_FACING_MINE,),
    "create_token_with": (TOKEN_WITH_ETERNAL, TOKENS_WITH_TWO),
    "create_token_with_first": (TOKEN_DEFENDER_FIRST, TOKEN_FLEETING_FIRST),
    "create_token_that_gains": (TOKEN_THAT_GAINS, TOKENS_THAT_GAIN),
    "double_every_counter": (DOUBLE_COUNTERS_OF, DOUBLE_NUMBER_ON_ME, DOUBLE_EACH_KIND_ON),
    "where_x_plus_chain": (DRAW_X_PLUS_ONE, BOOSTS_X_PLUS_TWO),
    "put_it": (PUT_THEM_IN_RESERVE, PUT_THEM_AFTER_ONE),
    "amount_up_to": (DRAW_UP_TO_TWO, BOOSTS_UP_TO_THREE),
    "draw_chosen_amount": (DRAW_UP_TO_TWO,),
    "gain_boosts_chosen_amount": (BOOSTS_UP_TO_THREE,),
    "gain_counters_chosen_amount": (ARCANE_UP_TO_TWO,),
    "put_up_to_of_them": (LOOK_PUT_UP_TO_TWO,),
    "reserve_zone": (SEND_ALL_TO_RESERVES,),
    "discard_zone": (RETURN_TO_DISCARD_PILES,),
    "objects_exchange_boosts": (YOURS_AND_TARGET_EXCHANGE, TWO_TARGETS_EXCHANGE),
    "each_of_them": (EACH_OF_THEM_ANCHORED, EACH_OF_THEM_AFTER_ONE),
    "rest_at_deck_bottom": (LOOK_PUT_ONE_THE_OTHER,),
    "draw_equal_my_cost": (DRAW_MY_HAND_COST, SACRIFICED_DRAW_MY_COST),
    "gain_boosts_equal_my_cost": (BOOSTS_MY_RESERVE_COST,),
    "gain_counters_equal_my_cost": (ARCANE_MY_HAND_COST,),
    "where_x_my_cost_chain": (DRAW_X_MY_COST,),
    "return_to_owners_hands": (RETURN_THEM_OWNERS,),
    "object_cant_gain_for": (GROUP_CANT_GAIN_THEN_GAIN, OPPONENTS_CANT_GAIN),
    "object_cant_be_for": (GROUP_CANT_BE_SACRIFICED,),
    "double_my_counters": (DOUBLE_MY_BOOSTS, DOUBLE_MY_ARCANE),
    "all_its": (LOSES_ALL_STATUSES, LOSES_STATUSES_AND_BOOSTS),
    "lose_all_statuses": (LOSES_ALL_STATUSES, EACH_LOSE_ALL_STATUSES),
    "lose_all_statuses_and_boosts": (LOSES_STATUSES_AND_BOOSTS, GROUP_LOSES_BOTH),
}

BOARD_SENTENCES_OUTPUTS_LANGUAGE: tuple[str, ...] = (
    BOOSTS_UP_TO_THREE,
    LOOK_PUT_UP_TO_TWO,
    SEND_ALL_TO_RESERVES,
    YOURS_AND_TARGET_EXCHANGE,
    EACH_OF_THEM_ANCHORED,
    DRAW_MY_HAND_COST,
    SACRIFICED_DRAW_MY_COST,
    PUT_THEM_IN_RESERVE,
    DRAW_X_PLUS_ONE,
    GROUP_CANT_GAIN_THEN_GAIN,
    AT_DUSK_SEND_THEM,
    TOP_CARD_MANA_EXHAUSTED,
    TOKEN_WITH_ETERNAL,
    TOKEN_FLEETING_FIRST,
    TOKEN_THAT_GAINS,
    DOUBLE_COUNTERS_OF,
    LOSES_STATUSES_AND_BOOSTS,
)

REFUSED_OUTPUTS_LANGUAGE: dict[str, str] = {
    TWO_TARGETS_EXCHANGE: "exchanging the boosts of these is not read yet",
    EACH_OF_THEM_AFTER_ONE: "'them' names no objects the step before acted on",
    PUT_THEM_AFTER_ONE: "'them' names no objects the step before acted on",
    MANA_ANCHORED: "a card put in a Mana zone with this status is not read",
    AT_DUSK_THEM_AFTER_ONE: "'them' names no objects the step before acted on",
    TOKENS_THAT_GAIN: "'that gains' after several tokens is not read yet",
    GROUP_LOSES_BOTH: "a second verb for these objects is not read yet",
}
