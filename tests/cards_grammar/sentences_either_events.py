"""Printed sentences of the section "triggers and conditions" (issue 30; written for these
tests from CR 5.1.2, 5.1.2.d, 6.3.b and 7.3.36.a in the cards' printing style): a trigger's
event on one object of either of two descriptions, each a card type or a sub-type. Played
on boards in ``test_board_either_events.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

DASH = "\u2014"
PLAY_CHARACTER_OR_SPELL = f"When you play a Character or a Spell {DASH} I gain 1 boost."
PLAY_PERMANENT_OR_ROBOT_FROM_RESERVE = (
    f"When you play a Permanent or a Robot from Reserve {DASH} I gain 1 Steam counter."
)
OPPONENT_PLAYS_CHARACTER_OR_PLANT = (
    f"When an opponent plays a Character or a Plant {DASH} Draw a card."
)
SACRIFICE_PERMANENT_OR_ROBOT = f"When you sacrifice a Permanent or a Robot {DASH} I gain 1 boost."
SACRIFICE_CHARACTER_OR_PERMANENT = (
    f"When you sacrifice a Character or a Permanent {DASH} Draw a card."
)
SACRIFICE_ROBOT_OR_PLANT = f"When you sacrifice a Robot or a Plant {DASH} I gain 1 boost."
EITHER_WITH_STATUS = f"When you play a Boosted Character or a Spell {DASH} I gain 1 boost."
"""Refused: a status on one side only is more than "either" says in one filter."""
EITHER_TWICE = f"When you play a Character or a Character {DASH} I gain 1 boost."
"""Refused: the same description twice."""
SACRIFICE_FROM_HAND = f"When you sacrifice a Character or a Spell {DASH} I gain 1 boost."
"""Refused: a Spell is not in play, never sacrificed (7.3.36.a)."""
ASLEEP_IN_PLAY = (
    "{J} If there is an [[Asleep]] Character in play: Draw a card, otherwise I gain 1 boost."
)
TWO_CHARACTERS_IN_PLAY = "{H} If there are two or more Characters in play, draw a card."
NO_ROBOTS_IN_PLAY = "{J} If there are no Robots in play: I gain 1 boost."
EXHAUSTED_PERMANENT = (
    f"When you play a Spell, if there is an [[Exhausted]] Permanent {DASH} Draw a card."
)
SPELL_IN_PLAY = "{J} If there is a Spell in play, draw a card."
"""Refused: a Spell is not in play once resolved (3.1.4.a, 5.2.4.b)."""
FIRST_TOKEN_THIS_TURN = (
    f"When you create a token {DASH} If it's the first token you created this turn, draw a card."
)
FIRST_ONE_THIS_DAY = (
    f"When you create a token Character {DASH} If it's the first one you created this Day, "
    "it gains [[Anchored]]."
)
FIRST_TOKEN_CHARACTER_THIS_DAY = (
    f"When you create a token {DASH} If it is the first token Character you created this "
    "Day: Draw a card, otherwise I gain 1 boost."
)
FIRST_TOKEN_NAMES_NOTHING = "{J} If it's the first token you created this turn, draw a card."
"""Refused: "it" names nothing an "enters play" trigger names (6.3.i)."""
IT_WAS_A_SPELL = "Discard target card in a Reserve. If it was a Spell, draw a card."
IT_WAS_CHEAP = (
    "{J} Discard target card with Hand Cost {3} or less from a Reserve. If it was a "
    "Character with Hand Cost {2} or less, draw a card."
)
IT_WAS_BOOSTED = "{J} Send target Character to Reserve. If it was a Boosted Character, draw a card."
"""Read (gram52): a status is lost as the object moves (2.4), so "it was" is what it was just
before the step that sent it (6.3.j, 6.3.k; engine.steps.afterwards notes it)."""
PLAY_DURING_YOUR_TURN = f"When you play a Spell during your turn {DASH} I gain 1 boost."
RESERVE_DURING_OPPONENTS_TURN = (
    f"When I go to Reserve during your opponent's turn {DASH} Draw a card."
)
DURING_TURN_AND_CONDITION = (
    f"When you play a Spell during your turn, if I'm boosted {DASH} I gain 1 boost."
)
"""Refused: the turn and a condition after it are not joined yet."""
DISCARDED_FROM_OPPONENTS_RESERVE = (
    f"When a card is discarded from an opponent's Reserve {DASH} I gain 1 boost."
)
SPELL_DISCARDED_FROM_A_RESERVE = f"When a Spell is discarded from a Reserve {DASH} Draw a card."
JOINS_FROM_RESERVE = (
    f"When a Character joins my Expedition from your Reserve {DASH} It gains 1 boost."
)
JOINS_FROM_HAND = (
    f"When another Character joins your Expeditions from your hand {DASH} I gain 1 boost."
)
AHEAD_OF_BOTH = (
    f"When an opponent's Expedition moves forward, if it is ahead of both your Expeditions "
    f"{DASH} Draw a card."
)
BEHIND_EACH = (
    f"When an opponent's Expedition moves backward, if it's behind each of your Expeditions "
    f"{DASH} I gain 1 boost."
)
AHEAD_AFTER_A_CHARACTER = (
    f"When a Character joins my Expedition, if it is ahead of both your Expeditions "
    f"{DASH} Draw a card."
)
"""Refused: "it" is a Character there, not an Expedition (7.5.2.a)."""
AHEAD_IN_THE_EFFECT = (
    f"When an opponent's Expedition moves forward {DASH} If it is ahead of both your "
    "Expeditions, draw a card."
)
"""Refused: in the effect, "it" names no Expedition the engine binds (yet)."""
COLON_OVER_IF = (
    "{J} If you control a Permanent: If you control two or more Characters, draw a card."
)
COLON_OVER_IF_OTHERWISE = (
    "{J} If I'm boosted: If you control a Character, draw a card, otherwise I gain 1 boost."
)
"""Refused: "otherwise" under two conditions is not one joined condition."""
RESERVE_OR_SACRIFICED = f"When I go to Reserve or am sacrificed {DASH} Draw a card."
BACKWARD_OR_FAILS = (
    f"When my Expedition moves backward or fails to move forward {DASH} I gain 1 boost."
)
SACRIFICED_OR_RESERVE_IF = (
    f"When I'm sacrificed or go to Reserve, if I'm boosted {DASH} Draw a card."
)
LEAVE_OR_SACRIFICED = f"When I leave the Expedition zone or am sacrificed {DASH} Draw a card."
"""Refused: one atomic action (a sacrifice) is both events (6.3.g)."""
EITHER_EVENT_PER_DAY = (
    f"When I go to Reserve or am sacrificed {DASH} Draw a card. "
    "This ability triggers only once per Day."
)
"""Refused: the daily limit counts the one Reaction's activations (6.3.l) — tested in
``test_board_either_events.py`` (the Unique reader, tried next, gives its own reason)."""


def _boost(trigger: str, flt: dict[str, Any], **more: Any) -> dict[str, Any]:
    step = {"action": "give_boost", "amount": 1, "subject": "self"}
    return {"reaction": {"trigger": trigger, "filter": flt, **more, "effect": [step]}}


def _if(trigger: str, condition: str, step: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [{**step, "if": condition, **more}]}}


_DRAW = {"action": "draw", "amount": 1}
_BOOST = {"action": "give_boost", "amount": 1, "subject": "self"}


def _two(text: str, first: str, second: str, step: dict[str, Any], **more: Any) -> dict[str, Any]:
    """One Reaction per event, the second as the first's ``_more`` (with the printed text,
    as ``first.grammar_ability`` gives each ability of the sentence)."""
    one = {"trigger": first, **more, "effect": [step]}
    return {"reaction": one, "_more": [{"text": text, "reaction": {**one, "trigger": second}}]}


READINGS_EITHER_EVENTS: dict[str, dict[str, Any]] = {
    COLON_OVER_IF: _if(
        "enters_play", "you control a permanent and you control two or more characters", _DRAW
    ),
    AHEAD_OF_BOTH: {
        "reaction": {
            "trigger": "an_opponents_expedition_moves_forward",
            "if": "it's ahead of both your expeditions",
            "effect": [_DRAW],
        }
    },
    BEHIND_EACH: {
        "reaction": {
            "trigger": "an_opponents_expedition_moves_backward",
            "if": "it's behind each of your expeditions",
            "effect": [_BOOST],
        }
    },
    JOINS_FROM_RESERVE: {
        "reaction": {
            "trigger": "character_joins_my_expedition",
            "joined_from": "reserve",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    },
    JOINS_FROM_HAND: {
        "reaction": {
            "trigger": "another_character_joins_your_expeditions",
            "joined_from": "hand",
            "effect": [_BOOST],
        }
    },
    DISCARDED_FROM_OPPONENTS_RESERVE: {
        "reaction": {
            "trigger": "card_discarded",
            "discarded_from": "opponents_reserve",
            "effect": [_BOOST],
        }
    },
    SPELL_DISCARDED_FROM_A_RESERVE: {
        "reaction": {
            "trigger": "card_discarded",
            "filter": {"types": ["Spell"]},
            "discarded_from": "any_reserve",
            "effect": [_DRAW],
        }
    },
    PLAY_DURING_YOUR_TURN: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "if": "it's your turn",
            "effect": [_BOOST],
        }
    },
    RESERVE_DURING_OPPONENTS_TURN: {
        "reaction": {
            "trigger": "goes_to_reserve_from_anywhere",
            "if": "it's your opponent's turn",
            "effect": [_DRAW],
        }
    },
    IT_WAS_A_SPELL: {
        "effect": [
            {
                "action": "discard",
                "subject": "target_reserve_card",
                "then": [{**_DRAW, "if": "it was a spell"}],
            }
        ]
    },
    IT_WAS_CHEAP: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "discard",
                    "subject": "target_reserve_card",
                    "filter": {"hand_cost_max": 3},
                    "then": [{**_DRAW, "if": "it was a character with hand cost {2} or less"}],
                }
            ],
        }
    },
    RESERVE_OR_SACRIFICED: _two(
        RESERVE_OR_SACRIFICED, "goes_to_reserve_from_anywhere", "sacrificed", _DRAW
    ),
    BACKWARD_OR_FAILS: _two(
        BACKWARD_OR_FAILS,
        "my_expedition_moves_backward",
        "my_expedition_fails_to_move_forward",
        _BOOST,
    ),
    SACRIFICED_OR_RESERVE_IF: _two(
        SACRIFICED_OR_RESERVE_IF,
        "sacrificed",
        "goes_to_reserve_from_anywhere",
        _DRAW,
        **{"if": "i'm boosted"},
    ),
    FIRST_TOKEN_THIS_TURN: _if(
        "you_create_a_token", "it's the first token you created this turn", _DRAW
    ),
    # gdef: a token Character's trigger — "one" is a token Character (2.2.1, 7.3.5.a)
    FIRST_ONE_THIS_DAY: {
        "reaction": {
            "trigger": "you_create_a_token",
            "filter": {"types": ["Character"]},
            "effect": [
                {
                    "action": "gain_status",
                    "status": "Anchored",
                    "subject": "it",
                    "if": "it's the first token character you created this day",
                }
            ],
        }
    },
    FIRST_TOKEN_CHARACTER_THIS_DAY: _if(
        "you_create_a_token",
        "it's the first token character you created this day",
        _DRAW,
        otherwise=[_BOOST],
    ),
    ASLEEP_IN_PLAY: _if(
        "enters_play", "there is an asleep character in play", _DRAW, otherwise=[_BOOST]
    ),
    TWO_CHARACTERS_IN_PLAY: _if(
        "played_from_hand", "there are two or more characters in play", _DRAW
    ),
    NO_ROBOTS_IN_PLAY: _if("enters_play", "there are no robots in play", _BOOST),
    EXHAUSTED_PERMANENT: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Spell"]},
            "if": "there is an exhausted permanent",
            "effect": [_DRAW],
        }
    },
    PLAY_CHARACTER_OR_SPELL: _boost("you_play_a_card", {"types": ["Character", "Spell"]}),
    PLAY_PERMANENT_OR_ROBOT_FROM_RESERVE: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"subtypes": ["Robot"], "or_types": ["Permanent"]},
            "played_from": "reserve",
            "effect": [
                {"action": "gain_counters", "amount": 1, "counter": "Steam", "subject": "self"}
            ],
        }
    },
    OPPONENT_PLAYS_CHARACTER_OR_PLANT: {
        "reaction": {
            "trigger": "opponent_plays_a_card",
            "filter": {"subtypes": ["Plant"], "or_types": ["Character"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    SACRIFICE_PERMANENT_OR_ROBOT: _boost(
        "you_sacrifice_a_character",
        {"subtypes": ["Robot"], "or_types": ["Permanent"], "types": ["Character", "Permanent"]},
    ),
    SACRIFICE_CHARACTER_OR_PERMANENT: {
        "reaction": {
            "trigger": "you_sacrifice_a_character",
            "filter": {"types": ["Character", "Permanent"]},
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
    SACRIFICE_ROBOT_OR_PLANT: _boost(
        "you_sacrifice_a_character",
        {"subtypes": ["Robot", "Plant"], "types": ["Character", "Permanent"]},
    ),
}

RULE_SENTENCES_EITHER_EVENTS: dict[str, tuple[str, ...]] = {
    "ev_you_sacrifice_either": (
        SACRIFICE_PERMANENT_OR_ROBOT,
        SACRIFICE_CHARACTER_OR_PERMANENT,
        SACRIFICE_ROBOT_OR_PLANT,
        SACRIFICE_FROM_HAND,
    ),
    "ev_you_play_either": (
        PLAY_CHARACTER_OR_SPELL,
        PLAY_PERMANENT_OR_ROBOT_FROM_RESERVE,
        EITHER_WITH_STATUS,
        EITHER_TWICE,
    ),
    "ev_opponent_plays_either": (OPPONENT_PLAYS_CHARACTER_OR_PLANT,),
    "event_during_turn_trigger": (
        PLAY_DURING_YOUR_TURN,
        RESERVE_DURING_OPPONENTS_TURN,
        DURING_TURN_AND_CONDITION,
    ),
    "ev_discarded_from_a_reserve": (
        DISCARDED_FROM_OPPONENTS_RESERVE,
        SPELL_DISCARDED_FROM_A_RESERVE,
    ),
    "ev_joins_from": (JOINS_FROM_RESERVE, JOINS_FROM_HAND),
    "it_versus_your_expeditions_cond": (
        AHEAD_OF_BOTH,
        BEHIND_EACH,
        AHEAD_AFTER_A_CHARACTER,
        AHEAD_IN_THE_EFFECT,
    ),
    "conditioned_output": (COLON_OVER_IF, COLON_OVER_IF_OTHERWISE),
    "it_was_a_cond": (IT_WAS_A_SPELL, IT_WAS_CHEAP, IT_WAS_BOOSTED),
    "ev_either_event": (
        RESERVE_OR_SACRIFICED,
        BACKWARD_OR_FAILS,
        SACRIFICED_OR_RESERVE_IF,
        LEAVE_OR_SACRIFICED,
    ),
    "it_first_created_cond": (
        FIRST_TOKEN_THIS_TURN,
        FIRST_ONE_THIS_DAY,
        FIRST_TOKEN_CHARACTER_THIS_DAY,
        FIRST_TOKEN_NAMES_NOTHING,
    ),
    "there_are_in_play_cond": (
        ASLEEP_IN_PLAY,
        TWO_CHARACTERS_IN_PLAY,
        NO_ROBOTS_IN_PLAY,
        EXHAUSTED_PERMANENT,
        SPELL_IN_PLAY,
    ),
}

BOARD_SENTENCES_EITHER_EVENTS: tuple[str, ...] = (
    PLAY_CHARACTER_OR_SPELL,
    PLAY_PERMANENT_OR_ROBOT_FROM_RESERVE,
    SACRIFICE_PERMANENT_OR_ROBOT,
    ASLEEP_IN_PLAY,
    FIRST_TOKEN_THIS_TURN,
    FIRST_ONE_THIS_DAY,
    RESERVE_OR_SACRIFICED,
    IT_WAS_A_SPELL,
    RESERVE_DURING_OPPONENTS_TURN,
    DISCARDED_FROM_OPPONENTS_RESERVE,
    JOINS_FROM_RESERVE,
    AHEAD_OF_BOTH,
    COLON_OVER_IF,
)

REFUSED_EITHER_EVENTS: dict[str, str] = {
    EITHER_WITH_STATUS: "only a card type or a sub-type alone",
    EITHER_TWICE: "the same description is said twice",
    SACRIFICE_FROM_HAND: "this sacrifice is not read",
    SPELL_IN_PLAY: "'spell' in play is not counted here",
    FIRST_TOKEN_NAMES_NOTHING: "'it' does not refer to anything",
    LEAVE_OR_SACRIFICED: "one atomic action may be both events",
    DURING_TURN_AND_CONDITION: "a turn and a condition on one trigger",
    COLON_OVER_IF_OTHERWISE: "two conditions on one step are not read yet",
    AHEAD_AFTER_A_CHARACTER: "'it' compared with your Expeditions names an Expedition only",
    AHEAD_IN_THE_EFFECT: "'it' does not refer to anything",
}
