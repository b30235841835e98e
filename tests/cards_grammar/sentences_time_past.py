"""Printed sentences of the grammar's section "time" (gram36, issue 30; written for these
tests): the past tense of every action by any player in a period (6.5.d, 4.1, 4.2.3) and
durations in more designers' words (2.2.15.a) — their readings and rules, and those played
on a board (``test_board_time_past.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

IF_YOU_DISCARDED_THIS_TURN = "{H} If you discarded a card this turn, I gain 1 boost."
IF_YOU_HAVE_NOT_DRAWN = "{H} If you have not drawn a card this turn, I gain 1 boost."
IF_OPPONENT_PLAYED_A_SPELL = "{H} If an opponent played a Spell this Day, I gain 1 boost."
IF_OPPONENTS_HAVENT_SACRIFICED = (
    "{H} If your opponents haven't sacrificed a Permanent this Afternoon, I gain 1 boost."
)
IF_TOKEN_CREATED = "{H} If a token was created this Day, I gain 1 boost."
IF_DISCARDED_THIS_DAY_CLAUSE = "{J} If you discarded a card this Day, draw a card."
DRAW_THEN_IF_DRAWN = (
    "{H} Draw two cards. If you have drawn two or more cards this turn, I gain 1 boost."
)
CANT_MOVE_UNTIL_END_OF_TURN = "{J} Target Expedition can't move forward until end of turn."
EXPEDITIONS_CANT_MOVE_BACK_REST_OF_DAY = (
    "{J} Expeditions can't move backward for the rest of the Day."
)
FOR_EACH_CARD_DISCARDED = "{H} I gain 1 boost for each card you discarded this turn."
PER_SPELL_OPPONENTS_PLAYED = "{H} I gain 1 boost per Spell your opponents played this Day."
EXPEDITIONS_CANT_MOVE_BACK_THIS_DAY = "{J} Expeditions can't move backward this Day."
IF_HERO_EXPEDITION_MOVED = "{H} If your Hero Expedition has moved forward this Day, I gain 1 boost."
IF_FACING_DIDNT_MOVE = (
    "{H} If the Expedition facing me didn't move forward this Day, I gain 1 boost."
)
IF_CHARACTER_OF_YOURS_LEFT = (
    "{H} If a Character you control left the Expedition zone this Day, I gain 1 boost."
)
UNTIL_YOUR_NEXT_TURN = "{J} Target Character gains Defender until the end of your next Dusk."
DURING_DUSK_THIS_DAY = "{J} Target Character can't be sacrificed during Dusk this Day."
FIRST_SPELL_EACH_DAY = "When you play a Spell for the first time each Day \u2014 I gain 1 boost."
SECOND_TOKEN_THIS_TURN = "When you create a token for the second time this turn \u2014 Draw a card."
HAVE_DEFENDER_UNTIL_END_OF_TURN = "{J} Characters you control have Defender until end of turn."
IF_DISCARDED_COLON = "{J} If you discarded a card earlier this turn: Draw a card."
GAINS_DEFENDER_REST_OF_TURN = "{J} Target Character gains Defender for the rest of the turn."


def _boost_if(condition: str) -> dict[str, Any]:
    step = {"action": "give_boost", "amount": 1, "subject": "self", "if": condition}
    return {"reaction": {"trigger": "played_from_hand", "effect": [step]}}


def _boost_per(per: str) -> dict[str, Any]:
    step = {"action": "give_boost", "amount": 1, "per": per, "subject": "self"}
    return {"reaction": {"trigger": "played_from_hand", "effect": [step]}}


READINGS_TIME_PAST: dict[str, dict[str, Any]] = {
    IF_DISCARDED_COLON: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "amount": 1, "if": "you discarded a card earlier this turn"}
            ],
        }
    },
    HAVE_DEFENDER_UNTIL_END_OF_TURN: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "characters_you_control",
                    "ongoing": {"duration": "this turn", "keyword": "Defender"},
                }
            ],
        }
    },
    FIRST_SPELL_EACH_DAY: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "ordinal": 1,
            "per": "day",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    SECOND_TOKEN_THIS_TURN: {
        "reaction": {
            "trigger": "you_create_a_token",
            "ordinal": 2,
            "per": "turn",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    IF_HERO_EXPEDITION_MOVED: _boost_if("your hero expedition has moved forward this day"),
    IF_FACING_DIDNT_MOVE: _boost_if("the expedition facing me didn't move forward this day"),
    IF_CHARACTER_OF_YOURS_LEFT: _boost_if(
        "a character you control left the expedition zone this day"
    ),
    FOR_EACH_CARD_DISCARDED: _boost_per("card you discarded this turn"),
    PER_SPELL_OPPONENTS_PLAYED: _boost_per("spell your opponents played this day"),
    EXPEDITIONS_CANT_MOVE_BACK_THIS_DAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {"duration": "this Day", "cant": "Expeditions can't move backward"},
                }
            ],
        }
    },
    IF_YOU_DISCARDED_THIS_TURN: _boost_if("you discarded a card this turn"),
    IF_YOU_HAVE_NOT_DRAWN: _boost_if("you have not drawn a card this turn"),
    IF_OPPONENT_PLAYED_A_SPELL: _boost_if("an opponent played a spell this day"),
    IF_OPPONENTS_HAVENT_SACRIFICED: _boost_if(
        "your opponents haven't sacrificed a permanent this afternoon"
    ),
    IF_TOKEN_CREATED: _boost_if("a token was created this day"),
    DRAW_THEN_IF_DRAWN: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [
                {"action": "draw", "amount": 2},
                {
                    "action": "give_boost",
                    "amount": 1,
                    "subject": "self",
                    "if": "you have drawn two or more cards this turn",
                },
            ],
        }
    },
    IF_DISCARDED_THIS_DAY_CLAUSE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "you discarded a card this day"}],
        }
    },
    CANT_MOVE_UNTIL_END_OF_TURN: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {"duration": "this turn", "cant": "Expeditions can't move forward"},
                    "subject": "target_expedition",
                }
            ],
        }
    },
    EXPEDITIONS_CANT_MOVE_BACK_REST_OF_DAY: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "ongoing": {"duration": "this Day", "cant": "Expeditions can't move backward"},
                }
            ],
        }
    },
    GAINS_DEFENDER_REST_OF_TURN: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "ongoing",
                    "subject": "target_character",
                    "ongoing": {"duration": "this turn", "keyword": "Defender"},
                }
            ],
        }
    },
}

RULE_SENTENCES_TIME_PAST: dict[str, tuple[str, ...]] = {
    "you_did_cond": (DRAW_THEN_IF_DRAWN,),
    "you_did_not_cond": (IF_YOU_HAVE_NOT_DRAWN,),
    "others_did_cond": (IF_OPPONENT_PLAYED_A_SPELL,),
    "others_did_not_cond": (IF_OPPONENTS_HAVENT_SACRIFICED,),
    "was_done_cond": (IF_TOKEN_CREATED,),
    "if_discarded_a_card_in_period": (IF_DISCARDED_THIS_DAY_CLAUSE, IF_YOU_DISCARDED_THIS_TURN),
    "target_expedition_cant_move_for": (CANT_MOVE_UNTIL_END_OF_TURN,),
    "expeditions_cant_move_back_for": (
        EXPEDITIONS_CANT_MOVE_BACK_REST_OF_DAY,
        EXPEDITIONS_CANT_MOVE_BACK_THIS_DAY,
    ),
    "expedition_moved_cond": (IF_HERO_EXPEDITION_MOVED, IF_FACING_DIDNT_MOVE),
    "left_expedition_zone_cond": (IF_CHARACTER_OF_YOURS_LEFT,),
    "not_a_duration": (UNTIL_YOUR_NEXT_TURN, DURING_DUSK_THIS_DAY),
    "ev_nth_time_each_period": (FIRST_SPELL_EACH_DAY, SECOND_TOKEN_THIS_TURN),
    "gain_keyword_for_a_time": (HAVE_DEFENDER_UNTIL_END_OF_TURN,),
    "if_discarded_a_card_colon": (IF_DISCARDED_COLON,),
    "done_in_period": (FOR_EACH_CARD_DISCARDED, PER_SPELL_OPPONENTS_PLAYED),
    "this_turn_time": (GAINS_DEFENDER_REST_OF_TURN,),
}

BOARD_SENTENCES_TIME_PAST: tuple[str, ...] = (
    FIRST_SPELL_EACH_DAY,
    IF_HERO_EXPEDITION_MOVED,
    IF_FACING_DIDNT_MOVE,
    IF_CHARACTER_OF_YOURS_LEFT,
    FOR_EACH_CARD_DISCARDED,
    PER_SPELL_OPPONENTS_PLAYED,
    IF_YOU_DISCARDED_THIS_TURN,
    IF_YOU_HAVE_NOT_DRAWN,
    IF_OPPONENT_PLAYED_A_SPELL,
    IF_OPPONENTS_HAVENT_SACRIFICED,
    IF_TOKEN_CREATED,
    DRAW_THEN_IF_DRAWN,
    GAINS_DEFENDER_REST_OF_TURN,
)

REFUSED_TIME_PAST: dict[str, str] = {
    UNTIL_YOUR_NEXT_TURN: "'until the end of your next Dusk' is no duration",
    DURING_DUSK_THIS_DAY: "'during Dusk this Day' is no duration",
}
