"""Printed sentences of the grammar's block "triggers and conditions as composed language"
(issue 30; written for these tests): the Nth event of a period — any ordinal, any period
(each turn, each / this Day, each Afternoon), a card played from a zone — their readings and
rules, and those played on a board (``test_board_nth_events.py``). Merged into
:mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

SECOND_SACRIFICE_EACH = "When you sacrifice your second Character {period} \u2014 I gain 1 boost."
FIRST_FROM_RESERVE_EACH_AFTERNOON = (
    "When you play your first card from Reserve each Afternoon \u2014 I gain 1 boost."
)
THIRD_SPELL_FROM_HAND_THIS_DAY = (
    "When you play your third Spell from your hand this Day \u2014 Draw a card."
)
SECOND_CARD_DRAWN_EACH_TURN = "When you draw your second card each turn \u2014 I gain 1 boost."
SECOND_CARD_DISCARDED_EACH_TURN = (
    "When you discard your second card each turn \u2014 I gain 1 boost."
)
SECOND_TOKEN_EACH_TURN = "When you create your second token each turn \u2014 I gain 1 boost."
FIRST_DIE_EACH_AFTERNOON = "When you roll your first die each Afternoon \u2014 Draw a card."
FIRST_TIME_SACRIFICE_EACH_DAY = (
    "The first time you sacrifice a Character each Day \u2014 I gain 1 boost."
)
SECOND_TIME_PLAY_FROM_RESERVE = (
    "The second time you play a Character from Reserve each turn \u2014 Draw a card."
)

_BOOST_ME = [{"action": "give_boost", "amount": 1, "subject": "self"}]
_DRAW = [{"action": "draw", "amount": 1}]


def _nth(
    trigger: str, nth: int, per: str, effect: list[dict[str, Any]], **more: Any
) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, **more, "ordinal": nth, "per": per, "effect": effect}}


READINGS_NTH_EVENTS: dict[str, dict[str, Any]] = {
    SECOND_SACRIFICE_EACH.format(period="each Day"): _nth(
        "you_sacrifice_a_character", 2, "day", _BOOST_ME
    ),
    SECOND_SACRIFICE_EACH.format(period="each Afternoon"): _nth(
        "you_sacrifice_a_character", 2, "afternoon", _BOOST_ME
    ),
    FIRST_FROM_RESERVE_EACH_AFTERNOON: _nth(
        "you_play_a_card", 1, "afternoon", _BOOST_ME, played_from="reserve"
    ),
    THIRD_SPELL_FROM_HAND_THIS_DAY: _nth(
        "you_play_a_card", 3, "day", _DRAW, filter={"types": ["Spell"]}, played_from="hand"
    ),
    FIRST_DIE_EACH_AFTERNOON: _nth("you_roll_a_die", 1, "afternoon", _DRAW),
    SECOND_CARD_DISCARDED_EACH_TURN: _nth("card_discarded", 2, "turn", _BOOST_ME, player="you"),
    SECOND_TOKEN_EACH_TURN: _nth("you_create_a_token", 2, "turn", _BOOST_ME),
    SECOND_CARD_DRAWN_EACH_TURN: _nth("player_draws_a_card", 2, "turn", _BOOST_ME, player="you"),
    FIRST_TIME_SACRIFICE_EACH_DAY: _nth("you_sacrifice_a_character", 1, "day", _BOOST_ME),
    SECOND_TIME_PLAY_FROM_RESERVE: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"]},
            "ordinal": 2,
            "per": "turn",
            "played_from": "reserve",
            "effect": _DRAW,
        }
    },
}

RULE_SENTENCES_NTH_EVENTS: dict[str, tuple[str, ...]] = {
    "ev_you_nth": (
        SECOND_SACRIFICE_EACH.format(period="each Day"),
        SECOND_SACRIFICE_EACH.format(period="each Afternoon"),
        FIRST_DIE_EACH_AFTERNOON,
        SECOND_CARD_DRAWN_EACH_TURN,
        SECOND_CARD_DISCARDED_EACH_TURN,
        SECOND_TOKEN_EACH_TURN,
    ),
    "ev_you_play_nth": (THIRD_SPELL_FROM_HAND_THIS_DAY,),
    "ev_you_play_nth_in_phase": (FIRST_FROM_RESERVE_EACH_AFTERNOON,),
    "first_time_trigger": (FIRST_TIME_SACRIFICE_EACH_DAY, SECOND_TIME_PLAY_FROM_RESERVE),
}

REFUSED_NTH_EVENTS: dict[str, str] = {
    "When you draw your second Spell each turn \u2014 I gain 1 boost.": "counts no 'draw'",
    "When you discard your second Spell each turn \u2014 I gain 1 boost.": "counts no 'discard'",
    "When you sacrifice your second Robot each Day \u2014 I gain 1 boost.": "narrower",
    "When you play your second Spell each Dusk \u2014 Draw a card.": "played in the afternoon",
    "The first time you roll a die each Noon \u2014 Draw a card.": "not each noon",
}
"""The Nth of an event or a period the engine does not count: resolved by hand, the reason
naming the words."""

BOARD_SENTENCES_NTH_EVENTS: tuple[str, ...] = (
    SECOND_TOKEN_EACH_TURN,
    SECOND_CARD_DISCARDED_EACH_TURN,
    SECOND_CARD_DRAWN_EACH_TURN,
    SECOND_SACRIFICE_EACH.format(period="each Day"),
    SECOND_SACRIFICE_EACH.format(period="each Afternoon"),
    FIRST_FROM_RESERVE_EACH_AFTERNOON,
)
