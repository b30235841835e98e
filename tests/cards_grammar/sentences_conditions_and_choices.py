"""Printed sentences of the grammar section "conditions and choices" (issue 30): conditions
joined by "or" (6.5.d), other players' choices ("Target opponent may …", "If they do /
don't", 6.5.c, 6.1.h), counted amounts after a step ("N times", "for each", 6.5.i), the
cards played this turn (5.1.2.k) and whose turn it is (4.2.3.b): their readings, the rules
each exercises and those played on a board (``test_board_conditions_and_choices.py``).
Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

EITHER_DRAW = "{J} If you control a token or I'm Boosted, draw a card."
EITHER_TRIGGER = "At Noon, if your hand is empty or I'm Exhausted \u2014 I gain 1 boost."
EITHER_COLON = (
    "{H} If you have no cards in your Reserve or you control two or more Plants: Draw a card."
)
OPPONENT_MAY = "{J} Target opponent may draw a card. If they do, draw a card."
EACH_MAY = "{J} Each player may Resupply."
OPPONENT_MAY_NOT = "{J} Target opponent may sacrifice a Character. If they don't, I gain 2 boosts."
THREE_TIMES = "{J} Resupply three times."
TWO_TIMES = "{J} Draw a card two times."
CREATE_EACH = (
    "{J} Create a [Brassbug 2/2/2] Robot token in my Expedition for each Plant you control."
)
TWO_PER = "{J} Draw two cards for each token you control."
OPPONENT_TWO_PER = "{J} Target opponent draws two cards for each Character you control."
PLAYED_SPELL = "{J} If you played a Spell this turn, draw a card."
PLAYED_TWO = "{J} If you have played two or more Characters this turn, I gain 1 boost."
LEFT_AFTER = "{J} Sacrifice another Character. If a Character left play this turn, I gain 2 boosts."
LEFT_YOURS = "{J} If two or more Characters you control left play this turn, draw a card."
ITS_OWNER_MAY = "{J} Exhaust target Character. Its controller may draw a card."
THEY_MAY_DISCARD = (
    "{J} Each opponent may discard a card from their hand. If they don't, draw a card."
)
DRAW_IF_AFTER = "{J} Draw a card if you control a Plant."
DRAW_UNLESS_AFTER = "{J} Draw a card unless you control a Plant."
GAINS_UNLESS = (
    "When a Character joins the Expedition facing me \u2014 It gains Asleep unless it's Boosted."
)
HERO_ASCENDED_AND = (
    "{J} If your Hero Expedition is Ascended and you control a Boosted Character, draw two cards."
)
THERES_A_TOKEN = "{J} If there's a Boosted Character in my Expedition, draw a card."
NO_OPPONENT = "{J} If no opponent controls a Boosted Character, draw a card."
RESUPPLY_EACH = "{J} Resupply for each Plant you control."
BOTH_STATUSES = "{J} Each exhausted and Boosted Character gains Fleeting."
COST_AND_NO_BOOSTS = "{J} Target Character with Hand Cost {3} or less and no boosts gains Asleep."
COST_AND_A_BOOST = "{J} Sacrifice a Character with Hand Cost {2} or less and a boost."
NONE_HERE = "{J} If there are no Characters in my Expedition, draw a card."
THEIR_HAND = "{J} If an opponent has no cards in hand, draw a card."
YOUR_TURN = "{R} If it's your turn, draw a card."
NOT_THEIRS = "{J} If it's not your opponent's turn, I gain 1 boost."
DURING_YOURS = "During your turn, I get +1/+1/+1."
DURING_THEIRS = "I have Defender during your opponent's turn."


def _j(*steps: dict[str, Any], trigger: str = "enters_play") -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": list(steps)}}


_DRAW = {"action": "draw", "amount": 1}
_BOOST = {"action": "give_boost", "amount": 1, "subject": "self"}

READINGS_CONDITIONS_AND_CHOICES: dict[str, dict[str, Any]] = {
    EITHER_DRAW: _j({**_DRAW, "if": "you control a token or i'm boosted"}),
    EITHER_TRIGGER: {
        "reaction": {
            "trigger": "at_noon",
            "if": "your hand is empty or i'm exhausted",
            "effect": [_BOOST],
        }
    },
    EITHER_COLON: _j(
        {**_DRAW, "if": "you have no cards in your reserve or you control two or more plants"},
        trigger="played_from_hand",
    ),
    OPPONENT_MAY: _j({**_DRAW, "subject": "target_opponent", "may": True, "then": [dict(_DRAW)]}),
    EACH_MAY: _j({"action": "resupply", "subject": "each_player", "may": True}),
    OPPONENT_MAY_NOT: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_target_opponent_controls",
            "may": True,
            "if_not_done": [{"action": "give_boost", "amount": 2, "subject": "self"}],
        }
    ),
    THREE_TIMES: _j({"action": "resupply", "times": 3}),
    TWO_TIMES: _j({**_DRAW, "times": 2}),
    CREATE_EACH: _j(
        {
            "action": "create",
            "token": "Brassbug 2/2/2 Robot",
            "amount": 1,
            "subject": "my_expedition",
            "per": "plant you control",
        }
    ),
    TWO_PER: _j({"action": "draw", "per": "token you control", "amount": 2}),
    OPPONENT_TWO_PER: _j(
        {
            "action": "draw",
            "amount": 2,
            "subject": "target_opponent",
            "per": "character you control",
        }
    ),
    PLAYED_SPELL: _j({**_DRAW, "if": "you played a spell this turn"}),
    PLAYED_TWO: _j({**_BOOST, "if": "you have played two or more characters this turn"}),
    LEFT_AFTER: _j(
        {"action": "sacrifice", "subject": "a_character_you_control", "filter": {"another": True}},
        {
            "action": "give_boost",
            "amount": 2,
            "subject": "self",
            "if": "a character left play this turn",
        },
    ),
    LEFT_YOURS: _j({**_DRAW, "if": "two or more characters you control left play this turn"}),
    ITS_OWNER_MAY: _j(
        {
            "action": "exhaust",
            "subject": "target_character",
            "then": [{**_DRAW, "subject": "its_controller", "may": True}],
        }
    ),
    THEY_MAY_DISCARD: _j(
        {
            "action": "discard",
            "subject": "a_card_from_each_opponents_hand",
            "may": True,
            "if_not_done": [dict(_DRAW)],
        }
    ),
    DRAW_IF_AFTER: _j({**_DRAW, "if": "you control a plant"}),
    DRAW_UNLESS_AFTER: _j({**_DRAW, "if": "unless you control a plant"}),
    GAINS_UNLESS: {
        "reaction": {
            "trigger": "character_joins_an_opponents_expedition",
            "filter": {"facing_me": True},
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Asleep",
                    "subject": "it",
                    "if": "unless it's boosted",
                }
            ],
        }
    },
    HERO_ASCENDED_AND: _j(
        {
            "action": "draw",
            "amount": 2,
            "if": "your hero expedition is ascended and you control a boosted character",
        }
    ),
    THERES_A_TOKEN: _j({**_DRAW, "if": "there is a boosted character in my expedition"}),
    NO_OPPONENT: _j({**_DRAW, "if": "unless an opponent controls a boosted character"}),
    RESUPPLY_EACH: _j({"action": "resupply", "times": 0, "x_is": "plant you control"}),
    BOTH_STATUSES: _j(
        {
            "action": "gain_status",
            "status": "Fleeting",
            "subject": "objects_in_play",
            "filter": {"statuses": ["Exhausted", "Boosted"], "types": ["Character"]},
        }
    ),
    COST_AND_NO_BOOSTS: _j(
        {
            "action": "gain_status",
            "status": "Asleep",
            "subject": "target_character",
            "filter": {"without": ["Boosted"], "hand_cost_max": 3},
        }
    ),
    COST_AND_A_BOOST: _j(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "filter": {"statuses": ["Boosted"], "hand_cost_max": 2},
        }
    ),
    NONE_HERE: _j({**_DRAW, "if": "there are no characters in my expedition"}),
    THEIR_HAND: _j({**_DRAW, "if": "an opponent has no cards in their hand"}),
    YOUR_TURN: _j({**_DRAW, "if": "it's your turn"}, trigger="played_from_reserve"),
    NOT_THEIRS: _j({**_BOOST, "if": "it's not your opponent's turn"}),
    DURING_YOURS: {
        "passive": {
            "stats": {"scope": "self", "forest": 1, "mountain": 1, "water": 1},
            "if": "it's your turn",
        }
    },
    DURING_THEIRS: {"passive": {"keyword": "Defender", "if": "it's your opponent's turn"}},
}

RULE_SENTENCES_CONDITIONS_AND_CHOICES: dict[str, tuple[str, ...]] = {
    "any_of_cond": (EITHER_DRAW, EITHER_TRIGGER, EITHER_COLON),
    "player_may_clause": (
        OPPONENT_MAY,
        EACH_MAY,
        OPPONENT_MAY_NOT,
        ITS_OWNER_MAY,
        THEY_MAY_DISCARD,
    ),
    "if_they_do": (OPPONENT_MAY,),
    "if_they_dont": (OPPONENT_MAY_NOT,),
    "times_chain": (THREE_TIMES, TWO_TIMES),
    "per_chain": (CREATE_EACH, RESUPPLY_EACH),
    "played_this_turn_cond": (PLAYED_SPELL, PLAYED_TWO),
    "turn_cond": (YOUR_TURN, NOT_THEIRS),
    "left_play_this_turn_cond": (LEFT_AFTER, LEFT_YOURS),
    "player_has_cards_in_zone_cond": (THEIR_HAND,),
    "statuses_both_adjective": (BOTH_STATUSES,),
    "theres_cond": (THERES_A_TOKEN,),
    "no_opponent_controls_cond": (NO_OPPONENT,),
    "chain_if_clause": (DRAW_IF_AFTER,),
    "chain_unless_clause": (DRAW_UNLESS_AFTER, GAINS_UNLESS),
    "cost_compared_and": (COST_AND_NO_BOOSTS, COST_AND_A_BOOST),
    "with_no_boosts": (COST_AND_NO_BOOSTS,),
    "with_a_boost": (COST_AND_A_BOOST,),
    # "no Characters in my Expedition": read since "there are no Characters in the Expedition
    # facing me" takes any plural noun (one LALR conflict less, the literal word factored out)
    "there_are_placed_cond": (NONE_HERE,),
    "during_turn_passive": (DURING_YOURS,),
    "passive_during_turn": (DURING_THEIRS,),
}

BOARD_SENTENCES_CONDITIONS_AND_CHOICES: tuple[str, ...] = (
    EITHER_DRAW,
    OPPONENT_MAY,
    EACH_MAY,
    OPPONENT_MAY_NOT,
    THREE_TIMES,
    TWO_TIMES,
    CREATE_EACH,
    TWO_PER,
    OPPONENT_TWO_PER,
    PLAYED_SPELL,
    PLAYED_TWO,
    NOT_THEIRS,
    LEFT_AFTER,
    LEFT_YOURS,
    ITS_OWNER_MAY,
    THEIR_HAND,
    BOTH_STATUSES,
    COST_AND_NO_BOOSTS,
    RESUPPLY_EACH,
    DRAW_IF_AFTER,
    DRAW_UNLESS_AFTER,
)
"""The {J} sentences played on a board (the others need a turn or a phase set up)."""
