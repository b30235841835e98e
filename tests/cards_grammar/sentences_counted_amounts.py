"""Printed sentences of the grammar's "effects: numbers in every slot of a counted step"
section (issue 30): their readings, the rules each exercises and those played on a board
(``test_board_counted_amounts.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

_DRAW_EQUAL = "{J} Draw cards equal to the number of Characters you control."
_OPPONENT_DRAWS_EQUAL = (
    "{J} Target opponent draws cards equal to the number of cards in your Reserve."
)
_EACH_DRAWS_PER = "{J} Each player draws a card for each Character you control."
_OPPONENT_DRAWS_PER = "{J} Target opponent draws a card per card in your Reserve."
_BOOSTS_EQUAL = "{J} Target Character gains boosts equal to the number of Characters you control."
_COUNTERS_EQUAL = "{J} I gain Sap counters equal to the number of cards in your Reserve."
_OPPONENT_SACRIFICES_TWO = "{J} Target opponent sacrifices two Characters."
_EACH_SACRIFICES_TWO = "{J} Each player sacrifices two Characters."
_SACRIFICE_UP_TO = "{J} Sacrifice up to two Characters you control."
_UP_TO_GAIN = "{J} Up to two Characters you control each gain 1 boost."
_DISCARD_UP_TO = "{J} Discard up to two cards from your Reserve."
_UP_TO_THAT_MANY = "{J} Sacrifice up to two Characters you control. Draw that many cards."
_TWO_THAT_MANY = "{J} Target opponent sacrifices two Characters. Draw that many cards."
_SACRIFICE_PERMANENTS_UP_TO = "{J} Sacrifice up to two Permanents you control."
_DISCARD_TWO = "{J} Discard two cards from your hand."
_EACH_DISCARDS_TWO = "{J} Each player discards two cards from their hand."
_OPPONENT_DISCARDS_TWO_RESERVE = "{J} Target opponent discards two cards from their Reserve."
_DISCARD_X = "{J} Discard X cards from your hand, where X is the number of Characters you control."
_DISCARD_AS_MANY = (
    "{J} Discard as many cards from your Reserve as there are Characters you control."
)
_SACRIFICE_X = "{J} Sacrifice X Characters, where X is the number of cards in your Reserve."
_SACRIFICE_EQUAL = "{J} Sacrifice Characters equal to the number of cards in your Reserve."
_SACRIFICE_AS_MANY = "{J} Sacrifice as many Characters as there are cards in your Reserve."
_OPPONENT_DISCARDS_X = (
    "{J} Target opponent discards X cards from their hand, where X is the number of"
    " Characters you control."
)
_EACH_SACRIFICES_AS_MANY = (
    "{J} Each player sacrifices as many Characters as there are cards in your Reserve."
)
_OPPONENT_DISCARDS_EQUAL = (
    "{J} Target opponent discards cards from their Reserve equal to the number of"
    " Characters you control."
)
_EACH_SACRIFICES_X = (
    "{J} Each opponent sacrifices X Characters, where X is the number of cards in your Reserve."
)
_OPPONENT_SACRIFICES_EQUAL = (
    "{J} Target opponent sacrifices Characters equal to the number of cards in your Reserve."
)
_PLAYER_DISCARDS_AS_MANY = (
    "{J} Target player discards as many cards from their hand as there are Characters you control."
)
_UP_TO_OPPONENT_DISCARDS_THAT_MANY = (
    "{J} Sacrifice up to two Characters you control. Target opponent discards that many"
    " cards from their hand."
)
_UP_TO_DISCARD_THAT_MANY = (
    "{J} Exhaust up to two target Characters. Discard that many cards from your Reserve."
)
_UP_TO_SACRIFICE_THAT_MANY = (
    "{J} Discard up to two cards from your Reserve. Each opponent sacrifices that many Characters."
)
_UP_TO_SACRIFICE_MINE_THAT_MANY = (
    "{J} Exhaust up to two target Characters. Sacrifice that many Characters."
)
_ITS_CONTROLLER_DISCARDS_X = (
    "{J} Exhaust target Character. Its controller discards X cards from their hand, where X"
    " is the number of Characters you control."
)
_SPEND_ALL = "{T}: Spend all my boosts."
_SPEND_X = "{T}: Spend X of my boosts, where X is the number of Characters you control."
_SPEND_AS_MANY = "{T}: Spend as many of my Sap counters as there are Characters you control."
_NO_BACKWARD = "{J} Expeditions can't move backwards this turn."
_TARGET_NO_BACKWARD = "{J} Target Expedition can't move backward this Afternoon."
_NO_SPELLS = "{J} Your opponents can't play Spells this Afternoon."
_TARGET_NO_CARDS = "{J} Target opponent can't play cards this turn."
_QUICK_EQUAL = "{T}: I gain boosts equal to the number of Boosted Characters you control."


def _j(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_COUNTED_AMOUNTS: dict[str, dict[str, Any]] = {
    _DRAW_EQUAL: _j({"action": "draw", "amount": 1, "per": "characters you control"}),
    _OPPONENT_DRAWS_EQUAL: _j(
        {"action": "draw", "amount": 1, "subject": "target_opponent", "per": "card in your reserve"}
    ),
    _EACH_DRAWS_PER: _j(
        {"action": "draw", "amount": 1, "subject": "each_player", "per": "character you control"}
    ),
    _OPPONENT_DRAWS_PER: _j(
        {"action": "draw", "amount": 1, "subject": "target_opponent", "per": "card in your reserve"}
    ),
    _BOOSTS_EQUAL: _j(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "per": "characters you control",
        }
    ),
    _COUNTERS_EQUAL: _j(
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Sap",
            "subject": "self",
            "per": "card in your reserve",
        }
    ),
    _OPPONENT_SACRIFICES_TWO: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_target_opponent_controls",
            "choose_count": 2,
        }
    ),
    _EACH_SACRIFICES_TWO: _j(
        {"action": "sacrifice", "subject": "a_character_each_player_controls", "choose_count": 2}
    ),
    _SACRIFICE_UP_TO: _j({"action": "sacrifice", "subject": "a_character_you_control", "up_to": 2}),
    _UP_TO_GAIN: _j(
        {"action": "give_boost", "amount": 1, "subject": "a_character_you_control", "up_to": 2}
    ),
    _DISCARD_UP_TO: _j({"action": "discard", "subject": "a_card_from_your_reserve", "up_to": 2}),
    _UP_TO_THAT_MANY: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "up_to": 2,
            "then": [{"action": "draw", "amount": 1, "per": "that many"}],
        }
    ),
    _TWO_THAT_MANY: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_target_opponent_controls",
            "choose_count": 2,
            "then": [{"action": "draw", "amount": 1, "per": "that many"}],
        }
    ),
    _SACRIFICE_PERMANENTS_UP_TO: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_or_permanent_you_control",
            "filter": {"types": ["Permanent"]},
            "up_to": 2,
        }
    ),
    _DISCARD_TWO: _j({"action": "discard", "subject": "a_card_from_your_hand", "choose_count": 2}),
    _EACH_DISCARDS_TWO: _j(
        {"action": "discard", "subject": "a_card_from_each_players_hand", "choose_count": 2}
    ),
    _OPPONENT_DISCARDS_TWO_RESERVE: _j(
        {"action": "discard", "subject": "a_card_from_target_opponents_reserve", "choose_count": 2}
    ),
    _DISCARD_X: _j(
        {
            "action": "discard",
            "subject": "a_card_from_your_hand",
            "x_is": "characters you control",
            "x_chooses": True,
        }
    ),
    _DISCARD_AS_MANY: _j(
        {
            "action": "discard",
            "subject": "a_card_from_your_reserve",
            "x_is": "characters you control",
            "x_chooses": True,
        }
    ),
    **{
        said: _j(
            {
                "action": "sacrifice",
                "subject": "a_character_you_control",
                "x_is": "card in your reserve",
                "x_chooses": True,
            }
        )
        for said in (_SACRIFICE_X, _SACRIFICE_EQUAL, _SACRIFICE_AS_MANY)
    },
    _OPPONENT_DISCARDS_X: _j(
        {
            "action": "discard",
            "subject": "a_card_from_target_opponents_hand",
            "x_is": "characters you control",
            "x_chooses": True,
        }
    ),
    _OPPONENT_DISCARDS_EQUAL: _j(
        {
            "action": "discard",
            "subject": "a_card_from_target_opponents_reserve",
            "x_is": "characters you control",
            "x_chooses": True,
        }
    ),
    _PLAYER_DISCARDS_AS_MANY: _j(
        {
            "action": "discard",
            "subject": "a_card_from_target_players_hand",
            "x_is": "characters you control",
            "x_chooses": True,
        }
    ),
    _EACH_SACRIFICES_AS_MANY: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_each_player_controls",
            "x_is": "card in your reserve",
            "x_chooses": True,
        }
    ),
    _EACH_SACRIFICES_X: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_each_opponent_controls",
            "x_is": "card in your reserve",
            "x_chooses": True,
        }
    ),
    _OPPONENT_SACRIFICES_EQUAL: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_target_opponent_controls",
            "x_is": "card in your reserve",
            "x_chooses": True,
        }
    ),
    _UP_TO_OPPONENT_DISCARDS_THAT_MANY: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "up_to": 2,
            "then": [
                {
                    "action": "discard",
                    "subject": "a_card_from_target_opponents_hand",
                    "x_is": "that many",
                    "x_chooses": True,
                }
            ],
        }
    ),
    _UP_TO_DISCARD_THAT_MANY: _j(
        {
            "action": "exhaust",
            "subject": "target_character",
            "up_to": 2,
            "then": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_reserve",
                    "x_is": "that many",
                    "x_chooses": True,
                }
            ],
        }
    ),
    _UP_TO_SACRIFICE_THAT_MANY: _j(
        {
            "action": "discard",
            "subject": "a_card_from_your_reserve",
            "up_to": 2,
            "then": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_each_opponent_controls",
                    "x_is": "that many",
                    "x_chooses": True,
                }
            ],
        }
    ),
    _UP_TO_SACRIFICE_MINE_THAT_MANY: _j(
        {
            "action": "exhaust",
            "subject": "target_character",
            "up_to": 2,
            "then": [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "x_is": "that many",
                    "x_chooses": True,
                }
            ],
        }
    ),
    _ITS_CONTROLLER_DISCARDS_X: _j(
        {
            "action": "exhaust",
            "subject": "target_character",
            "then": [
                {
                    "action": "discard",
                    "subject": "a_card_from_your_hand",
                    "players_do": "its_controller",
                    "x_is": "characters you control",
                    "x_chooses": True,
                }
            ],
        }
    ),
    **{
        said: {"quick_action": {"cost": {"mana": 0, "exhaust_me": True}, "effect": [step]}}
        for said, step in (
            (
                _SPEND_ALL,
                {
                    "action": "spend_counters",
                    "counter": "boost",
                    "amount": 1,
                    "per": "my number of boosts",
                },
            ),
            (
                _SPEND_X,
                {
                    "action": "spend_counters",
                    "counter": "boost",
                    "amount": 1,
                    "per": "characters you control",
                },
            ),
            (
                _SPEND_AS_MANY,
                {
                    "action": "spend_counters",
                    "counter": "Sap",
                    "amount": 1,
                    "per": "characters you control",
                },
            ),
        )
    },
    _NO_BACKWARD: _j(
        {
            "action": "ongoing",
            "ongoing": {"duration": "this turn", "cant": "Expeditions can't move backward"},
        }
    ),
    _TARGET_NO_BACKWARD: _j(
        {
            "action": "ongoing",
            "subject": "target_expedition",
            "ongoing": {"duration": "this Afternoon", "cant": "Expeditions can't move backward"},
        }
    ),
    _NO_SPELLS: _j(
        {
            "action": "ongoing",
            "ongoing": {"duration": "this Afternoon", "cant": "Your opponents can't play Spells"},
        }
    ),
    _TARGET_NO_CARDS: _j(
        {
            "action": "ongoing",
            "subject": "target_opponent",
            "ongoing": {"duration": "this turn", "cant": "Target opponent can't play cards"},
        }
    ),
    _QUICK_EQUAL: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "per": "boosted characters you control",
                }
            ],
        }
    },
}

RULE_SENTENCES_COUNTED_AMOUNTS: dict[str, tuple[str, ...]] = {
    "draw_equal_count": (_DRAW_EQUAL,),
    "player_draws_equal_count": (_OPPONENT_DRAWS_EQUAL,),
    "per_chain": (_EACH_DRAWS_PER, _OPPONENT_DRAWS_PER),
    "gain_boosts_equal_count": (_BOOSTS_EQUAL, _QUICK_EQUAL),
    "gain_counters_equal_count": (_COUNTERS_EQUAL,),
    "player_sacrifices_count": (_OPPONENT_SACRIFICES_TWO, _EACH_SACRIFICES_TWO),
    "up_to_chosen": (
        _SACRIFICE_UP_TO,
        _UP_TO_GAIN,
        _DISCARD_UP_TO,
        _UP_TO_THAT_MANY,
        _SACRIFICE_PERMANENTS_UP_TO,
    ),
    "discard_count": (_DISCARD_TWO,),
    "discard_x": (_DISCARD_X,),
    "discard_as_many_count": (_DISCARD_AS_MANY,),
    "sacrifice_x": (_SACRIFICE_X,),
    "sacrifice_equal_count": (_SACRIFICE_EQUAL,),
    "sacrifice_as_many_count": (_SACRIFICE_AS_MANY,),
    "player_discards_x": (_OPPONENT_DISCARDS_X, _ITS_CONTROLLER_DISCARDS_X),
    "player_discards_equal_count": (_OPPONENT_DISCARDS_EQUAL,),
    "player_discards_as_many_count": (_PLAYER_DISCARDS_AS_MANY,),
    "player_sacrifices_x": (_EACH_SACRIFICES_X,),
    "player_sacrifices_equal_count": (_OPPONENT_SACRIFICES_EQUAL,),
    "player_sacrifices_as_many_count": (_EACH_SACRIFICES_AS_MANY,),
    "discard_that_many": (_UP_TO_DISCARD_THAT_MANY,),
    "opponents_cant_play_for": (_NO_SPELLS,),
    "target_cant_play_for": (_TARGET_NO_CARDS,),
    "restricted_target_opponent": (_TARGET_NO_CARDS,),
    "played_kind": (_NO_SPELLS,),
    "expeditions_cant_move_back_for": (_NO_BACKWARD,),
    "target_expedition_cant_move_back_for": (_TARGET_NO_BACKWARD,),
    "spend_all_mine": (_SPEND_ALL,),
    "spend_as_many_count": (_SPEND_AS_MANY,),
    "where_x_chain": (_SPEND_X,),
    "sacrifice_that_many": (_UP_TO_SACRIFICE_MINE_THAT_MANY,),
    "player_sacrifices_that_many": (_UP_TO_SACRIFICE_THAT_MANY,),
    "player_discards_count": (_EACH_DISCARDS_TWO, _OPPONENT_DISCARDS_TWO_RESERVE),
    "that_many_number": (_UP_TO_THAT_MANY, _TWO_THAT_MANY),
}

BOARD_SENTENCES_COUNTED_AMOUNTS: tuple[str, ...] = (
    _DRAW_EQUAL,
    _OPPONENT_DRAWS_EQUAL,
    _EACH_DRAWS_PER,
    _OPPONENT_DRAWS_PER,
    _BOOSTS_EQUAL,
    _COUNTERS_EQUAL,
    _OPPONENT_SACRIFICES_TWO,
    _EACH_SACRIFICES_TWO,
    _SACRIFICE_UP_TO,
    _UP_TO_GAIN,
    _DISCARD_UP_TO,
    _UP_TO_THAT_MANY,
    _TWO_THAT_MANY,
    _DISCARD_TWO,
    _EACH_DISCARDS_TWO,
    _OPPONENT_DISCARDS_TWO_RESERVE,
    _DISCARD_X,
    _DISCARD_AS_MANY,
    _SACRIFICE_X,
    _SACRIFICE_EQUAL,
    _SACRIFICE_AS_MANY,
    _OPPONENT_DISCARDS_X,
    _OPPONENT_DISCARDS_EQUAL,
    _PLAYER_DISCARDS_AS_MANY,
    _EACH_SACRIFICES_X,
    _OPPONENT_SACRIFICES_EQUAL,
    _EACH_SACRIFICES_AS_MANY,
    _UP_TO_OPPONENT_DISCARDS_THAT_MANY,
    _UP_TO_DISCARD_THAT_MANY,
    _UP_TO_SACRIFICE_THAT_MANY,
    _ITS_CONTROLLER_DISCARDS_X,
)
