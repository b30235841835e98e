"""Printed sentences of CR words the reader lacked (issue 30; written for these tests from
the CR's vocabulary, not copied from card data): a "can't" an effect gives for a time
(1.4.1.a, 2.2.15.a) with every "can't be" verb and every status an object gains (2.4.1.a),
"loses and can't gain" (7.3.21), "moves backward" (7.3.24), "facing me" (7.5.2), "in the
same Expedition as me" (7.5.5.a), "Once per Day." (1.4.6.b) — and, refused with the rule,
a keyword in the "can't gain" slot (7.4), no duration printed (2.2.15.b), "reroll"
(7.3.33.c) and "once per turn" (1.4.6.b). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

CANT_BE_SACRIFICED = "{J} Target Character can't be sacrificed this turn."
CANT_BE_SENT = "{J} Target Character can't be sent to Reserve this Day."
CANT_BE_EXHAUSTED_OR_READIED = "{J} Target Character can't be exhausted or readied this turn."
CANT_BE_TARGETED = "{J} Target Character can't be targeted until end of turn."
CANT_GAIN_ASLEEP = "{J} Target Character can't gain Asleep this turn."
CANT_GAIN_BOOSTS = "{J} Target Character can't gain boosts this turn."
CANT_FOR_A_GROUP = "{J} Each Character your opponents control can't gain boosts this turn."
"""Read now (semantics/cr_words_more.py: the group's objects as the Emblem is created)."""
CANT_GAIN_STATUSES = "{J} Target Character can't gain statuses this turn."
I_CANT_GAIN_FLEETING = "{H} I can't gain Fleeting this Afternoon."
LOSES_AND_CANT_GAIN = "{J} Target Character loses and can't gain Anchored this turn."
CANT_GAIN_KEYWORD = "{J} Target Character can't gain [[Tough]] this turn."
LOSES_CANT_GAIN_KEYWORD = "{J} Target Character loses and can't gain [[Gigantic]] this turn."
CANT_NO_DURATION = "{J} Target Character can't be discarded."
MY_EXPEDITION_BACKWARD = "{J} My Expedition moves backward."
TARGET_EXPEDITION_BACKWARD = "{J} Target Expedition moves backward one region."
FACING_BACKWARD = "{J} The Expedition facing me moves backwards."
FACING_ME = "{J} Target Character facing me gains Asleep."
REROLL = "{J} Roll a die. You may reroll it."
PUT_ON_TOP = "{J} Put target Character on top of its owner's Deck."
PUT_AT_BOTTOM = "{J} Put target Character at the bottom of its owner's Deck."
SEND_TO_BOTTOM = "{J} Send target Character to the bottom of its owner's Deck."
SEND_TO_THIRD = "{J} Send target Character to the third position from the top of its owner's Deck."
RETURN_TO_FIRST = "{J} Return target Character to the first position of its owner's Deck."
PUT_ME_AT_BOTTOM = "{J} Put me at the bottom of my owner's Deck."
ONLY_CHARACTER = "{J} If I'm the only Character in my Expedition, draw a card."
SAME_EXPEDITION = "{J} Target Character in the same Expedition as me gains 1 boost."
ONCE_PER_DAY = "{T}: Draw a card. Once per Day."
TWICE_PER_DAY = "{1}: I gain 1 boost. This ability can only be used twice per Day."
ONCE_PER_TURN = "{T}: Draw a card. Activate this only once per turn."
END_OF_YOUR_TURN = "At the end of your turn, if you have no cards in hand \u2014 Draw a card."
ONE_OR_MORE_LEAVE = "When one or more Characters you control leave play \u2014 Draw a card."
DRAW_IF_YOUR_TURN = "{J} Draw a card if it's your turn."
END_OF_OPPONENTS_TURN = "At the end of each opponent's turn \u2014 I gain 1 boost."
ONE_OR_MORE_LEAVE_IT = (
    "When one or more Characters you control leave play \u2014 Put it in your Reserve."
)
"""One event for all of them (6.1.c): \"it\" would be one of several — refused."""


def _j(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


def _for(subject: str, actions: list[str], duration: str = "this turn") -> dict[str, Any]:
    ongoing = {"duration": duration, "cant_be": actions}
    return {"action": "ongoing", "subject": subject, "ongoing": ongoing}


def _deck(verb: str, position: str | int) -> dict[str, Any]:
    step = {"action": verb, "to": "deck", "position": position, "to_owner": True}
    return {**step, "subject": "target_character"}


READINGS_CR_WORDS_MORE: dict[str, dict[str, Any]] = {
    CANT_BE_SACRIFICED: _j(_for("target_character", ["sacrifice"])),
    CANT_BE_SENT: _j(_for("target_character", ["go_to_reserve"], "this Day")),
    CANT_BE_EXHAUSTED_OR_READIED: _j(_for("target_character", ["exhaust", "ready"])),
    CANT_BE_TARGETED: _j(_for("target_character", ["target"])),
    CANT_GAIN_ASLEEP: _j(_for("target_character", ["gain_asleep"])),
    CANT_GAIN_BOOSTS: _j(_for("target_character", ["gain_boosts"])),
    CANT_GAIN_STATUSES: _j(_for("target_character", ["gain_status"])),
    I_CANT_GAIN_FLEETING: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [_for("self", ["gain_fleeting"], "this Afternoon")],
        }
    },
    LOSES_AND_CANT_GAIN: _j(
        {
            "action": "lose_status",
            "status": "Anchored",
            "subject": "target_character",
            "then": [_for("it", ["gain_anchored"])],
            "it_follows": True,
        }
    ),
    MY_EXPEDITION_BACKWARD: _j({"action": "move_backwards", "subject": "my_expedition"}),
    TARGET_EXPEDITION_BACKWARD: _j({"action": "move_backwards", "subject": "target_expedition"}),
    FACING_BACKWARD: _j({"action": "move_backwards", "subject": "the_expedition_facing_me"}),
    FACING_ME: _j(
        {
            "action": "gain_status",
            "status": "Asleep",
            "subject": "target_character",
            "filter": {"facing_me": True},
        }
    ),
    PUT_ON_TOP: _j(_deck("put", "top")),
    PUT_AT_BOTTOM: _j(_deck("put", "bottom")),
    SEND_TO_BOTTOM: _j(_deck("send", "bottom")),
    SEND_TO_THIRD: _j(_deck("send", 3)),
    RETURN_TO_FIRST: _j(_deck("return", "top")),
    PUT_ME_AT_BOTTOM: _j({**_deck("put", "bottom"), "subject": "self"}),
    ONLY_CHARACTER: _j(
        {"action": "draw", "amount": 1, "if": "there are no other characters in my expedition"}
    ),
    SAME_EXPEDITION: _j(
        {"action": "give_boost", "amount": 1, "subject": "target_character_in_my_expedition"}
    ),
    ONCE_PER_DAY: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "draw", "amount": 1}],
            "per_day": 1,
        }
    },
    TWICE_PER_DAY: {
        "quick_action": {
            "cost": {"mana": 1},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            "per_day": 2,
        }
    },
    END_OF_YOUR_TURN: {  # as a turn of the Reaction's controller ends (4.2.3.e, 7.2.3.a)
        "reaction": {
            "trigger": "at_end_of_turn",
            "player": "you",
            "if": "you have no cards in hand",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    ONE_OR_MORE_LEAVE: {  # once per event (1.2.7.c)
        "reaction": {
            "trigger": "object_leaves_play",
            "filter": {"types": ["Character"], "controller": "you"},
            "once_per_event": True,
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    DRAW_IF_YOUR_TURN: {  # "it" the moment, no object (4.2.3.b, 6.5.d)
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": "it's your turn"}],
        }
    },
    END_OF_OPPONENTS_TURN: {  # another player's turn (1.2.1.b)
        "reaction": {
            "trigger": "at_end_of_turn",
            "player": "opponent",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    ONCE_PER_TURN: {  # plays in one Afternoon turn (4.2.3.e, 5.1.2.g; gram31)
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "draw", "amount": 1}],
            "per_turn": 1,
        }
    },
}
RULE_SENTENCES_CR_WORDS_MORE: dict[str, tuple[str, ...]] = {
    "object_cant_be_for": (
        CANT_BE_SACRIFICED,
        CANT_BE_SENT,
        CANT_BE_EXHAUSTED_OR_READIED,
        CANT_BE_TARGETED,
        CANT_NO_DURATION,
    ),
    "object_cant_gain_for": (
        CANT_GAIN_ASLEEP,
        CANT_GAIN_BOOSTS,
        CANT_GAIN_STATUSES,
        I_CANT_GAIN_FLEETING,
    ),
    "object_loses_cant_gain_for": (LOSES_AND_CANT_GAIN, LOSES_CANT_GAIN_KEYWORD),
    "gainable_status": (CANT_GAIN_ASLEEP, LOSES_AND_CANT_GAIN),
    "gainable_keyword": (CANT_GAIN_KEYWORD,),
    "gainable_boosts": (CANT_GAIN_BOOSTS,),
    "gainable_any_status": (CANT_GAIN_STATUSES,),
    "my_expedition_backwards": (MY_EXPEDITION_BACKWARD,),
    "target_expedition_backwards": (TARGET_EXPEDITION_BACKWARD,),
    "facing_expedition_backward": (FACING_BACKWARD,),
    "facing_me_qualifier": (FACING_ME,),
    "reroll_refused": (REROLL,),
    "owners_deck_place": (PUT_ON_TOP, PUT_AT_BOTTOM),
    "return_to_deck": (SEND_TO_BOTTOM,),
    "to_nth_position": (SEND_TO_THIRD, RETURN_TO_FIRST),
    "put_me_on_deck": (PUT_ME_AT_BOTTOM,),
    "only_character_cond": (ONLY_CHARACTER,),
    "in_same_expedition_as_me": (SAME_EXPEDITION,),
    "only_per_day_clause": (ONCE_PER_DAY, TWICE_PER_DAY),
    "only_per_turn_clause": (ONCE_PER_TURN,),
    "end_of_your_turn_trigger": (END_OF_YOUR_TURN, END_OF_OPPONENTS_TURN),
    "whose_turn_you": (END_OF_YOUR_TURN,),
    "many_joiner": (ONE_OR_MORE_LEAVE, ONE_OR_MORE_LEAVE_IT),
    "whose_turn_opponent": (END_OF_OPPONENTS_TURN,),
}
REFUSED_CR_WORDS_MORE: dict[str, str] = {
    CANT_GAIN_KEYWORD: "a keyword ability (7.4)",
    LOSES_CANT_GAIN_KEYWORD: "a keyword ability (7.4)",
    CANT_NO_DURATION: "(2.2.15.b)",
    REROLL: "(7.3.33.c)",
    # one event for all the objects (1.2.7.c): "it" would be one of several — not read
    ONE_OR_MORE_LEAVE_IT: "'it' after 'one or more' names no one object",
}
"""Read, and refused with the reason naming the rule."""
BOARD_SENTENCES_CR_WORDS_MORE: tuple[str, ...] = (
    CANT_BE_SACRIFICED,
    CANT_GAIN_ASLEEP,
    LOSES_AND_CANT_GAIN,
    MY_EXPEDITION_BACKWARD,
    FACING_ME,
    PUT_AT_BOTTOM,
    SEND_TO_THIRD,
    ONLY_CHARACTER,
)
