"""Printed sentences of descriptions in every slot (issue 30; written for these tests from
CR 7.5.5.a, 7.5.8.b, 2.4.5.a, 3.2.10, 6.5.b and 2.1.f): a target Expedition described by its
controller ("you control", "of yours", "an opponent controls") and terrain in the slots
that say "target Expedition"; "without boosts"; "from a Reserve" / "in any Reserve"; "them"
after a verb (the objects the step before chose) and "it" after the top card put. Those
played on a board are in ``test_board_described.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

MINE_MOVES_FORWARD = "{J} Target Expedition you control moves forward one region."
YOURS_ASCENDS = "{J} Target Expedition of yours Ascends."
THEIRS_MOVES_BACKWARD = "{J} Target Expedition an opponent controls moves backward one region."
THEIRS_MOVES_BACKWARDS = (
    "{J} Target Expedition controlled by another player moves backwards one region."
)
MINE_IN_FOREST_MOVES = "{J} Target Expedition of yours in {V} moves forward one region."
CHARACTERS_IN_MINE = "{J} Characters in target Expedition you control gain 1 boost."
EACH_IN_THEIRS = "{J} Each Character in target Expedition your opponent controls gains 2 boosts."
WITHOUT_BOOSTS = "At Dusk \u2014 Characters in my Expedition without boosts gain 1 boost."
COST_AND_WITHOUT = "{J} Exhaust target Character with Hand Cost {3} or less and without boosts."
FROM_A_RESERVE = "{J} Discard target card with Hand Cost {3} or less from a Reserve."
IN_ANY_RESERVE = "{J} Discard up to two target cards in any Reserve."
IN_EACH_RESERVE = "{J} Exhaust target card in each Reserve."
"""One target in each Reserve, not one in any: not read (precision first)."""
PUT_THEN_EXHAUST_THEM = (
    "{J} Put up to two target Spells from your discard pile in your Reserve. Exhaust them."
)
SEND_THEN_EXHAUST_THEM = "{J} Send up to two target Characters to Reserve. Exhaust them."
# "them" after a step that acted on one object or none (the drawn card, one target): refused
DRAW_THEN_EXHAUST_THEM = (
    "{J} Send up to two target Characters to Reserve. Draw a card. Exhaust them."
)
ONE_TARGET_THEN_THEM = "{J} Exhaust target Character. Ready them."
# "they" after tokens created two at a time: those tokens (7.3.5.a); after one token: refused
TWO_TOKENS_THEY = (
    "{J} Create two [Lantern Wisp 1/1/1] Spirit tokens in my Expedition. They gain Fleeting."
)
ONE_TOKEN_THEM = "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition. Exhaust them."
PUT_TOP_IF_PLANT = (
    "{J} Put the top card of your deck in your Reserve. If it's a Plant, draw a card."
)
PUT_TOP_IN_MANA_IF_PLANT = (
    "{J} Put the top card of your deck in your Mana zone. If it's a Plant, draw a card."
)
"""Not read: in a Mana zone the card is a Mana Orb (3.2.9.c), no longer a Plant."""
TOKEN_IN_THEIRS = (
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition an opponent controls."
)
TOKEN_IN_MINE_IN_FOREST = (
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition of yours in {V}."
)
HAVE_MINE_MOVE = "{J} Have target Expedition you control move forward."
OPPONENT_DISCARDS_OF_THEIR_CHOICE = (
    "{J} Target opponent discards a card of their choice from their Reserve."
)
EACH_SACRIFICES_OF_THEIR_CHOICE = "{J} Each opponent sacrifices a Character of their choice."
OPPONENT_DISCARDS_OF_YOUR_CHOICE = (
    "{J} Each opponent discards a card of your choice from their Reserve."
)
"""Not read: you choose what they discard, which no step of theirs says (6.1.h)."""
TARGET_ALONE = "{J} Exhaust target Character with no other Characters in its Expedition."
EACH_ALONE_BOOSTED = (
    "{J} Exhaust each [[Boosted]] Character with no other Characters in its Expedition."
)
LEAVES_ALONE = (
    "When a Character with no other Characters in its Expedition leaves play \u2014 Draw a card."
)
LANDMARK_ALONE = "{J} Exhaust target Landmark Permanent with no other Characters in its Expedition."
"""Not read: a Landmark Permanent is in no Expedition (2.2.3.e)."""
TOKENS_WHERE_NO_OTHER = (
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions "
    "with no other Characters."
)
TOKENS_WHERE_AHEAD = (
    "{R} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions that's ahead."
)
TOKENS_WHERE_NONE = (
    "{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in each of your Expeditions "
    "with no Characters."
)

FOR_EACH_OF_YOUR_BOOSTED = "{J} Draw a card for each of your [[Boosted]] Characters."
FOR_EACH_OF_YOUR_PLANTS = "{J} I gain 1 boost for each of your Plants."
FOR_EACH_OF_YOURS_QUALIFIED = "{J} Draw a card for each of your Characters with no boosts."
"""Not read: a count said by its controller, with words after its noun."""


def _tokens(flt: dict[str, Any], amount: int = 1, trigger: str = "enters_play") -> dict[str, Any]:
    step = {
        "action": "create",
        "token": "Ordis Recruit 1/1/1 Soldier",
        "amount": amount,
        "subject": "each_my_expedition_described",
        "filter": flt,
    }
    return {"reaction": {"trigger": trigger, "effect": [step]}}


def _on_play(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


def _target_expedition(action: str, **flt: str) -> dict[str, Any]:
    return _on_play({"action": action, "subject": "target_expedition", "filter": flt})


READINGS_DESCRIBED: dict[str, dict[str, Any]] = {
    MINE_MOVES_FORWARD: _target_expedition("move_forward", expedition_controller="you"),
    YOURS_ASCENDS: _target_expedition("ascend", expedition_controller="you"),
    THEIRS_MOVES_BACKWARD: _target_expedition("move_backwards", expedition_controller="opponent"),
    THEIRS_MOVES_BACKWARDS: _target_expedition("move_backwards", expedition_controller="opponent"),
    MINE_IN_FOREST_MOVES: _target_expedition(
        "move_forward", expedition_controller="you", in_terrain="forest"
    ),
    CHARACTERS_IN_MINE: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_in_target_expedition",
            "filter": {"expedition_controller": "you"},
        }
    ),
    EACH_IN_THEIRS: _on_play(
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "characters_in_target_expedition",
            "filter": {"expedition_controller": "opponent"},
        }
    ),
    WITHOUT_BOOSTS: {
        "reaction": {
            "trigger": "at_dusk",
            "effect": [
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "characters_you_control",
                    "filter": {"in_my_expedition": True, "without": ["Boosted"]},
                }
            ],
        }
    },
    COST_AND_WITHOUT: _on_play(
        {
            "action": "exhaust",
            "subject": "target_character",
            "filter": {"hand_cost_max": 3, "without": ["Boosted"]},
        }
    ),
    FROM_A_RESERVE: _on_play(
        {"action": "discard", "subject": "target_reserve_card", "filter": {"hand_cost_max": 3}}
    ),
    IN_ANY_RESERVE: _on_play({"action": "discard", "subject": "target_reserve_card", "up_to": 2}),
    PUT_THEN_EXHAUST_THEM: _on_play(
        {
            "action": "put",
            "to": "reserve",
            "subject": "target_card_in_your_discard_pile",
            "filter": {"types": ["Spell"]},
            "up_to": 2,
            "then": [{"action": "exhaust", "subject": "it"}],
        }
    ),
    TWO_TOKENS_THEY: _on_play(
        {
            "action": "create",
            "token": "Lantern Wisp 1/1/1 Spirit",
            "amount": 2,
            "subject": "my_expedition",
            "then": [{"action": "gain_status", "status": "Fleeting", "subject": "it"}],
        }
    ),
    SEND_THEN_EXHAUST_THEM: _on_play(
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "up_to": 2,
            "then": [{"action": "exhaust", "subject": "it"}],
        }
    ),
    PUT_TOP_IF_PLANT: _on_play(
        {
            "action": "put",
            "to": "reserve",
            "subject": "top_cards_of_your_deck",
            "amount": 1,
            "then": [{"action": "draw", "amount": 1, "if": "it's a plant"}],
        }
    ),
    TOKEN_IN_THEIRS: _on_play(
        {
            "action": "create",
            "token": "Ordis Recruit 1/1/1 Soldier",
            "amount": 1,
            "subject": "target_expedition",
            "filter": {"expedition_controller": "opponent"},
        }
    ),
    TOKEN_IN_MINE_IN_FOREST: _on_play(
        {
            "action": "create",
            "token": "Ordis Recruit 1/1/1 Soldier",
            "amount": 1,
            "subject": "target_expedition",
            "filter": {"expedition_controller": "you", "in_terrain": "forest"},
        }
    ),
    HAVE_MINE_MOVE: _target_expedition("move_forward", expedition_controller="you"),
    OPPONENT_DISCARDS_OF_THEIR_CHOICE: _on_play(
        {"action": "discard", "subject": "a_card_from_target_opponents_reserve"}
    ),
    EACH_SACRIFICES_OF_THEIR_CHOICE: _on_play(
        {"action": "sacrifice", "subject": "a_character_each_opponent_controls"}
    ),
    TARGET_ALONE: _on_play(
        {
            "action": "exhaust",
            "subject": "target_character",
            "filter": {"alone_in_expedition": True},
        }
    ),
    EACH_ALONE_BOOSTED: _on_play(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {
                "statuses": ["Boosted"],
                "alone_in_expedition": True,
                "types": ["Character"],
            },
        }
    ),
    LEAVES_ALONE: {
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"alone_in_expedition": True, "types": ["Character"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    TOKENS_WHERE_NO_OTHER: _tokens({"expedition_empty": "other"}),
    TOKENS_WHERE_AHEAD: _tokens({"expedition_ahead": True}, trigger="played_from_reserve"),
    TOKENS_WHERE_NONE: _tokens({"expedition_empty": "any"}, amount=2),
    FOR_EACH_OF_YOUR_BOOSTED: _on_play({"action": "draw", "per": "boosted character you control"}),
    FOR_EACH_OF_YOUR_PLANTS: _on_play(
        {"action": "give_boost", "amount": 1, "subject": "self", "per": "plant you control"}
    ),
}

RULE_SENTENCES_DESCRIBED: dict[str, tuple[str, ...]] = {
    "expedition_yours": (MINE_MOVES_FORWARD, YOURS_ASCENDS, CHARACTERS_IN_MINE),
    "expedition_opponents": (THEIRS_MOVES_BACKWARD, THEIRS_MOVES_BACKWARDS, EACH_IN_THEIRS),
    "described_expedition": (MINE_MOVES_FORWARD, MINE_IN_FOREST_MOVES),
    "described_expedition_moves": (MINE_MOVES_FORWARD, MINE_IN_FOREST_MOVES),
    "described_expedition_backwards": (THEIRS_MOVES_BACKWARD,),
    "described_expedition_ascends": (YOURS_ASCENDS,),
    "in_described_expedition": (CHARACTERS_IN_MINE, EACH_IN_THEIRS),
    "with_no_boosts": (WITHOUT_BOOSTS, COST_AND_WITHOUT),
    "in_reserve": (FROM_A_RESERVE, IN_ANY_RESERVE),
    "they_object": (
        PUT_THEN_EXHAUST_THEM,
        SEND_THEN_EXHAUST_THEM,
        DRAW_THEN_EXHAUST_THEM,
        ONE_TARGET_THEN_THEM,
        TWO_TOKENS_THEY,
        ONE_TOKEN_THEM,
    ),
    "put_top_of_deck": (PUT_TOP_IF_PLANT,),
    "described_expedition_place": (TOKEN_IN_THEIRS, TOKEN_IN_MINE_IN_FOREST, HAVE_MINE_MOVE),
    "player_discards": (OPPONENT_DISCARDS_OF_THEIR_CHOICE,),
    "player_sacrifices": (EACH_SACRIFICES_OF_THEIR_CHOICE,),
    "alone_in_expedition": (TARGET_ALONE, EACH_ALONE_BOOSTED, LEAVES_ALONE),
    "described_expeditions_place": (TOKENS_WHERE_NO_OTHER, TOKENS_WHERE_AHEAD),
    "expeditions_no_other": (TOKENS_WHERE_NO_OTHER,),
    "expeditions_ahead": (TOKENS_WHERE_AHEAD,),
    "expeditions_none": (TOKENS_WHERE_NONE,),
    "counted_of_whose": (FOR_EACH_OF_YOUR_BOOSTED, FOR_EACH_OF_YOUR_PLANTS),
}

REFUSED_DESCRIBED: dict[str, str] = {
    # "them" names what the step before acted on (6.5.b): one card drawn, one target
    DRAW_THEN_EXHAUST_THEM: "'them' names no objects the step before acted on",
    ONE_TARGET_THEN_THEM: "'them' names no objects the step before acted on",
    ONE_TOKEN_THEM: "'them' names no objects the step before acted on",
}

BOARD_SENTENCES_DESCRIBED: tuple[str, ...] = (
    MINE_MOVES_FORWARD,
    THEIRS_MOVES_BACKWARD,
    CHARACTERS_IN_MINE,
    WITHOUT_BOOSTS,
    FROM_A_RESERVE,
    PUT_THEN_EXHAUST_THEM,
    PUT_TOP_IF_PLANT,
    TOKEN_IN_THEIRS,
    OPPONENT_DISCARDS_OF_THEIR_CHOICE,
    TARGET_ALONE,
    LEAVES_ALONE,
    TOKENS_WHERE_NO_OTHER,
    TOKENS_WHERE_AHEAD,
    FOR_EACH_OF_YOUR_BOOSTED,
)
