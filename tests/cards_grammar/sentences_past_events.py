"""Printed sentences of the grammar's block "triggers and conditions as composed language":
conditions on what happened in a period, in every tense and negated (issue 30; written for
these tests) — their readings and rules, and those played on a board
(``test_board_past_events.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

IF_SACRIFICED_THIS_DAY = "{H} If a Character was sacrificed this Day, I gain 1 boost."
IF_YOU_SACRIFICED_THIS_TURN = "{H} If you sacrificed a Character this turn, I gain 1 boost."
IF_SPELL_THIS_AFTERNOON = "{H} If you have played a Spell this Afternoon, I gain 1 boost."
IF_YOU_HAVE_NOT_PLAYED_A_SPELL = "{H} If you haven't played a Spell this turn, I gain 1 boost."
IF_NOT_MOVED_THIS_DAY = "{H} If my Expedition did not move forward this Day, I gain 1 boost."
UNLESS_YOU_DIDNT_SACRIFICE = (
    "{J} Unless you didn't sacrifice a Character this Afternoon: Draw a card."
)
IF_TWO_WERE_SACRIFICED = "{J} If two or more Characters were sacrificed this turn: Draw a card."
IF_LEFT_PLAY_THIS_DAY = "{H} If a Character you control left play this Day, I gain 1 boost."
IF_OTHER_EXPEDITION_EMPTY = "{H} If your other Expedition contains no Characters, I gain 1 boost."
IF_IT_IS_IN_MY_EXPEDITION = (
    "When another Character joins your Expeditions \u2014 If it is in my Expedition, I gain 1 "
    "boost."
)
IF_IT_HAD_HAND_COST = (
    "When a Character you control is sacrificed \u2014 If it had Hand Cost {3} or more: Draw a "
    "card."
)


def _boost_if(condition: str) -> dict[str, Any]:
    step = {"action": "give_boost", "amount": 1, "subject": "self", "if": condition}
    return {"reaction": {"trigger": "played_from_hand", "effect": [step]}}


READINGS_PAST_EVENTS: dict[str, dict[str, Any]] = {
    IF_SACRIFICED_THIS_DAY: _boost_if("a character was sacrificed this day"),
    IF_YOU_SACRIFICED_THIS_TURN: _boost_if("you sacrificed a character this turn"),
    IF_SPELL_THIS_AFTERNOON: _boost_if("you have played a spell this afternoon"),
    IF_YOU_HAVE_NOT_PLAYED_A_SPELL: _boost_if("you haven't played a spell this turn"),
    IF_NOT_MOVED_THIS_DAY: _boost_if("my expedition did not move forward this day"),
    UNLESS_YOU_DIDNT_SACRIFICE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "unless you didn't sacrifice a character this afternoon",
                }
            ],
        }
    },
    IF_TWO_WERE_SACRIFICED: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "draw",
                    "amount": 1,
                    "if": "two or more characters were sacrificed this turn",
                }
            ],
        }
    },
}

READINGS_PAST_EVENTS[IF_IT_IS_IN_MY_EXPEDITION] = {
    "reaction": {
        "trigger": "another_character_joins_your_expeditions",
        "effect": [
            {
                "action": "give_boost",
                "amount": 1,
                "subject": "self",
                "if": "it is in my expedition",
            }
        ],
    }
}
READINGS_PAST_EVENTS[IF_IT_HAD_HAND_COST] = {
    "reaction": {
        "trigger": "player_sacrifices",
        "filter": {"controller": "you"},
        "effect": [{"action": "draw", "amount": 1, "if": "its hand cost is {3} or more"}],
    }
}

READINGS_PAST_EVENTS[IF_LEFT_PLAY_THIS_DAY] = _boost_if(
    "a character you control left play this day"
)

READINGS_PAST_EVENTS[IF_OTHER_EXPEDITION_EMPTY] = _boost_if(
    "your other expedition contains no characters"
)

RULE_SENTENCES_PAST_EVENTS: dict[str, tuple[str, ...]] = {
    "expedition_contains_cond": (IF_OTHER_EXPEDITION_EMPTY,),
    "left_play_this_period_cond": (IF_LEFT_PLAY_THIS_DAY,),
    "it_in_my_expedition_cond": (IF_IT_IS_IN_MY_EXPEDITION,),
    "it_has_cost_cond": (IF_IT_HAD_HAND_COST,),
    "played_this_phase_cond": (IF_SPELL_THIS_AFTERNOON,),
    "not_played_cond": (IF_YOU_HAVE_NOT_PLAYED_A_SPELL,),
    "sacrificed_this_period_cond": (IF_SACRIFICED_THIS_DAY, IF_TWO_WERE_SACRIFICED),
    "you_sacrificed_cond": (IF_YOU_SACRIFICED_THIS_TURN,),
    "not_sacrificed_cond": (UNLESS_YOU_DIDNT_SACRIFICE,),
    "my_expedition_not_moved_cond": (IF_NOT_MOVED_THIS_DAY,),
}

BOARD_SENTENCES_PAST_EVENTS: tuple[str, ...] = (
    IF_OTHER_EXPEDITION_EMPTY,
    IF_LEFT_PLAY_THIS_DAY,
    IF_IT_IS_IN_MY_EXPEDITION,
    IF_SACRIFICED_THIS_DAY,
    IF_YOU_SACRIFICED_THIS_TURN,
    IF_SPELL_THIS_AFTERNOON,
    IF_YOU_HAVE_NOT_PLAYED_A_SPELL,
    IF_NOT_MOVED_THIS_DAY,
)
