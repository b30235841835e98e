"""Printed sentences of the grammar's block "sentence syntax" (issue 30; written for these
tests from the CR's vocabulary in the cards' style): the same steps said in another order
(a place or a time first), voice (the passive of an atomic action, what is given before to
whom), clause (a relative clause for a filter, "to play") or list (any number of things one
verb gives). Each reads as the order the cards print reads. Merged into :mod:`.sentences`
at its end."""

from __future__ import annotations

from typing import Any

PLACE_FIRST = "{J} In target Expedition, create a [Brassbug 2/2/2] Robot token."
PLACE_FIRST_TWO = "{R} In my Expedition, create two [Ordis Recruit 1/1/1] Soldier tokens."
TURN_FIRST_FREE = "{T} : This turn, the next Spell you play is free."
UNTIL_END_FIRST = "{D} : Until the end of the turn, the next Character you play gains 1 boost."
DURING_THIS_TURN = "{D} : The next Spell you play during this turn loses [[Fleeting]]."
AFTER_REST_FIRST = (
    "When my Expedition fails to move forward during Dusk \u2014 After Rest, draw a card."
)
PASSIVE_SENT = "{J} Target Character is sent to Reserve."
PASSIVE_SENT_PLURAL = "{H} Up to two target Characters are sent to their owner's Reserve."
PASSIVE_RETURNED = "{J} Target Character is returned to its owner's hand."
PASSIVE_READIED = "{R} All Characters you control are readied."
PASSIVE_READIED_FILTERED = "{J} Target Character with Hand Cost {3} or less is readied."
PASSIVE_DISCARDED = "{H} Target Permanent is discarded."
GIVE_NEXT_BOOSTS = "{D} : Give 1 boost to the next Character you play this turn."
GIVE_NEXT_BOOSTS_TAP = "{T} : Give 2 boosts to the next Character you play this turn."
GIVE_NEXT_STATUS = (
    "{T} : Give [[Anchored]] to the next Character you play this turn with Hand Cost {3} or less."
)
MOVE_TARGET_EXPEDITION = "{J} Move target Expedition forward one region."
MOVE_MY_EXPEDITION = "{R} Move my Expedition forward one region."
WHOSE_HAND_COST = "{J} Target Character whose Hand Cost is {3} or less gains [[Anchored]]."
THAT_COSTS = "{J} Send to Reserve target Character that costs {4} or more."
WHOSE_TOTAL = "Send to Reserve up to three target Characters whose total Hand Cost is {5} or less."
THAT_HAS_BASE_STATISTIC = (
    "When you play a Character that has a base statistic of 0 \u2014 I gain 1 boost."
)
LESS_TO_PLAY = "{D} : The next Spell you play this turn costs {1} less to play."
MORE_TO_PLAY = "{R} The next Permanent you play this Afternoon costs {1} more to play."
PERMANENT_OR_CHARACTER = "{H} Discard target Permanent or Character."
FOUR_GAINED = "{J} I gain 1 boost, [[Anchored]], [[Asleep]] and 1 Kelon counter."
FOUR_GAINED_BY_TARGET = (
    "{J} Target Character gains [[Anchored]], 2 boosts, [[Asleep]], and [[Fleeting]]."
)
FOUR_LOST = "{R} Target Character loses [[Anchored]], [[Asleep]], [[Fleeting]] and [[Exhausted]]."
AND_THEN = "{J} Draw a card and then I gain 1 boost."
GIVE_TO_EACH_OF = "{J} Give 1 boost to each of up to two target Characters."
DAY_FIRST_TARGET_CANT = "{J} This Day, target Expedition can't move forward."
TURN_FIRST_CANT = "{H} Until the end of the turn, Expeditions can't move forward."
CONTROLLED_BY_YOU = "{J} Each Character controlled by you gains 1 boost."
CONTROLLED_BY_OPPONENTS = "{H} Each Character controlled by your opponents gains [[Asleep]]."
TARGET_PLAYER_CONTROLS = "{H} Each Character target player controls gains [[Fleeting]]."
PLAYED_BY_YOU = "{T} : The next Spell played by you this turn is free."
GIVE_TARGET_CHARACTER_STATUS = "{H} You may give target Character [[Fleeting]]."
GIVE_TARGET_PERMANENT_STATUS = "{J} Give target Permanent [[Asleep]]."
WHERE_APART = (
    "{J} Send to Reserve target Character with Hand Cost {X} or less. "
    "X is the number of Characters you control."
)


def _on(trigger: str, *steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": list(steps)}}


def _quick(cost: dict[str, Any], step: dict[str, Any], support: bool = False) -> dict[str, Any]:
    found: dict[str, Any] = {"quick_action": {"cost": cost, "effect": [step]}}
    return {"support": True, **found} if support else found


_TAP = {"mana": 0, "exhaust_me": True}
_DISCARD_ME = {"mana": 0, "discard_me_from_reserve": True}


def _next(duration: str, **played: Any) -> dict[str, Any]:
    return {"action": "ongoing", "ongoing": {"duration": duration, "next_played": played}}


READINGS_SENTENCE_SYNTAX: dict[str, dict[str, Any]] = {
    PLACE_FIRST: _on(
        "enters_play",
        {
            "action": "create",
            "token": "Brassbug 2/2/2 Robot",
            "amount": 1,
            "subject": "target_expedition",
        },
    ),
    PLACE_FIRST_TWO: _on(
        "played_from_reserve",
        {
            "action": "create",
            "token": "Ordis Recruit 1/1/1 Soldier",
            "amount": 2,
            "subject": "my_expedition",
        },
    ),
    TURN_FIRST_FREE: _quick(_TAP, _next("this turn", card_type="Spell", free=True)),
    UNTIL_END_FIRST: _quick(
        _DISCARD_ME, _next("this turn", card_type="Character", boosts=1), support=True
    ),
    DURING_THIS_TURN: _quick(
        _DISCARD_ME, _next("this turn", card_type="Spell", lose_status="Fleeting"), support=True
    ),
    AFTER_REST_FIRST: _on(
        "my_expedition_fails_to_move_forward",
        {
            "action": "ongoing",
            "ongoing": {"duration": "this Day", "after_rest": [{"action": "draw", "amount": 1}]},
            "text": "After Rest, draw a card",
        },
    ),
    PASSIVE_SENT: _on(
        "enters_play", {"action": "send", "to": "reserve", "subject": "target_character"}
    ),
    PASSIVE_SENT_PLURAL: _on(
        "played_from_hand",
        {
            "action": "send",
            "to": "reserve",
            "to_owner": True,
            "subject": "target_character",
            "up_to": 2,
        },
    ),
    PASSIVE_RETURNED: _on(
        "enters_play",
        {"action": "return", "to": "hand", "to_owner": True, "subject": "target_character"},
    ),
    PASSIVE_READIED: _on(
        "played_from_reserve", {"action": "ready", "subject": "characters_you_control"}
    ),
    PASSIVE_READIED_FILTERED: _on(
        "enters_play",
        {"action": "ready", "subject": "target_character", "filter": {"hand_cost_max": 3}},
    ),
    PASSIVE_DISCARDED: _on(
        "played_from_hand", {"action": "discard", "subject": "target_permanent"}
    ),
    GIVE_NEXT_BOOSTS: _quick(
        _DISCARD_ME, _next("this turn", card_type="Character", boosts=1), support=True
    ),
    GIVE_NEXT_BOOSTS_TAP: _quick(_TAP, _next("this turn", card_type="Character", boosts=2)),
    GIVE_NEXT_STATUS: _quick(
        _TAP,
        _next(
            "this turn",
            card_type="Character",
            gain_status="Anchored",
            filter={"hand_cost_max": 3},
        ),
    ),
    MOVE_TARGET_EXPEDITION: _on(
        "enters_play", {"action": "move_forward", "subject": "target_expedition"}
    ),
    MOVE_MY_EXPEDITION: _on(
        "played_from_reserve", {"action": "move_forward", "subject": "my_expedition"}
    ),
    WHOSE_HAND_COST: _on(
        "enters_play",
        {
            "action": "gain_status",
            "status": "Anchored",
            "subject": "target_character",
            "filter": {"hand_cost_max": 3},
        },
    ),
    THAT_COSTS: _on(
        "enters_play",
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "filter": {"hand_cost_min": 4},
        },
    ),
    WHOSE_TOTAL: {
        "effect": [
            {
                "action": "send",
                "to": "reserve",
                "subject": "target_character",
                "up_to": 3,
                "total": {"of": "hand_cost", "at_most": 5},
            }
        ]
    },
    THAT_HAS_BASE_STATISTIC: {
        "reaction": {
            "trigger": "you_play_a_card",
            "filter": {"types": ["Character"], "base_stat": 0},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    LESS_TO_PLAY: _quick(
        _DISCARD_ME, _next("this turn", card_type="Spell", cost_change=-1), support=True
    ),
    MORE_TO_PLAY: _on(
        "played_from_reserve", _next("this Afternoon", card_type="Permanent", cost_change=1)
    ),
    PERMANENT_OR_CHARACTER: _on(
        "played_from_hand", {"action": "discard", "subject": "target_character_or_permanent"}
    ),
    FOUR_GAINED: _on(
        "enters_play",
        {"action": "give_boost", "amount": 1, "subject": "self"},
        {"action": "gain_status", "status": "Anchored", "subject": "self"},
        {"action": "gain_status", "status": "Asleep", "subject": "self"},
        {"action": "gain_counters", "amount": 1, "counter": "Kelon", "subject": "self"},
    ),
    FOUR_GAINED_BY_TARGET: _on(
        "enters_play",
        {
            "action": "gain_status",
            "status": "Anchored",
            "subject": "target_character",
            "then": [
                {"action": "give_boost", "amount": 2, "subject": "it"},
                {"action": "gain_status", "status": "Asleep", "subject": "it"},
                {"action": "gain_status", "status": "Fleeting", "subject": "it"},
            ],
        },
    ),
    FOUR_LOST: _on(
        "played_from_reserve",
        {
            "action": "lose_status",
            "status": "Anchored",
            "subject": "target_character",
            "then": [
                {"action": "lose_status", "status": "Asleep", "subject": "it"},
                {"action": "lose_status", "status": "Fleeting", "subject": "it"},
                {"action": "lose_status", "status": "Exhausted", "subject": "it"},
            ],
        },
    ),
    AND_THEN: _on(
        "enters_play",
        {"action": "draw", "amount": 1},
        {"action": "give_boost", "amount": 1, "subject": "self"},
    ),
    GIVE_TO_EACH_OF: _on(
        "enters_play",
        {"action": "give_boost", "amount": 1, "subject": "target_character", "up_to": 2},
    ),
    DAY_FIRST_TARGET_CANT: _on(
        "enters_play",
        {
            "action": "ongoing",
            "ongoing": {"duration": "this Day", "cant": "Expeditions can't move forward"},
            "subject": "target_expedition",
        },
    ),
    TURN_FIRST_CANT: _on(
        "played_from_hand",
        {
            "action": "ongoing",
            "ongoing": {"duration": "this turn", "cant": "Expeditions can't move forward"},
        },
    ),
    CONTROLLED_BY_YOU: _on(
        "enters_play",
        {"action": "give_boost", "amount": 1, "subject": "characters_you_control"},
    ),
    CONTROLLED_BY_OPPONENTS: _on(
        "played_from_hand",
        {
            "action": "gain_status",
            "status": "Asleep",
            "subject": "objects_in_play",
            "filter": {"types": ["Character"], "controller": "opponent"},
        },
    ),
    TARGET_PLAYER_CONTROLS: _on(
        "played_from_hand",
        {"action": "gain_status", "status": "Fleeting", "subject": "characters_of_target_player"},
    ),
    PLAYED_BY_YOU: _quick(_TAP, _next("this turn", card_type="Spell", free=True)),
    GIVE_TARGET_CHARACTER_STATUS: _on(
        "played_from_hand",
        {"action": "gain_status", "status": "Fleeting", "subject": "target_character", "may": True},
    ),
    GIVE_TARGET_PERMANENT_STATUS: _on(
        "enters_play", {"action": "gain_status", "status": "Asleep", "subject": "target_permanent"}
    ),
    WHERE_APART: _on(
        "enters_play",
        {
            "action": "send",
            "to": "reserve",
            "subject": "target_character",
            "filter": {"hand_cost_max_from": "characters_you_control"},
        },
    ),
}

RULE_SENTENCES_SENTENCE_SYNTAX: dict[str, tuple[str, ...]] = {
    "place_first_create": (PLACE_FIRST, PLACE_FIRST_TWO),
    "duration_first_next_played": (TURN_FIRST_FREE, UNTIL_END_FIRST),
    "during_next_played": (DURING_THIS_TURN,),
    "after_rest_first": (AFTER_REST_FIRST,),
    "send_to_reserve": (PASSIVE_SENT, PASSIVE_SENT_PLURAL),
    "return_to_hand": (PASSIVE_RETURNED,),
    "ready": (PASSIVE_READIED, PASSIVE_READIED_FILTERED),
    "discard": (PASSIVE_DISCARDED,),
    "give_next_boosts": (GIVE_NEXT_BOOSTS, GIVE_NEXT_BOOSTS_TAP),
    "give_next_status": (GIVE_NEXT_STATUS,),
    "target_expedition_forward": (MOVE_TARGET_EXPEDITION,),
    "my_expedition_forward": (MOVE_MY_EXPEDITION,),
    "cost_compared": (WHOSE_HAND_COST,),
    "relative_hand_cost": (THAT_COSTS,),
    "total_cost_qualifier": (WHOSE_TOTAL,),
    "base_statistic": (THAT_HAS_BASE_STATISTIC,),
    "next_costs_less": (LESS_TO_PLAY,),
    "next_costs_more": (MORE_TO_PLAY,),
    "character_or_permanent_noun": (PERMANENT_OR_CHARACTER,),
    "gained_list_chain": (FOUR_GAINED, FOUR_GAINED_BY_TARGET, FOUR_LOST),
    "then_chain": (AND_THEN,),
    "give_boosts_to_each_of": (GIVE_TO_EACH_OF,),
    "expeditions_cant_move_first": (TURN_FIRST_CANT,),
    "target_expedition_cant_move_first": (DAY_FIRST_TARGET_CANT,),
    "you_control": (CONTROLLED_BY_YOU,),
    "opponent_controls": (CONTROLLED_BY_OPPONENTS,),
    "of_target_player": (TARGET_PLAYER_CONTROLS,),
    "you_play": (PLAYED_BY_YOU,),
    "give_target_character_statuses": (GIVE_TARGET_CHARACTER_STATUS,),
    "give_target_permanent_statuses": (GIVE_TARGET_PERMANENT_STATUS,),
    "cost_max_where_x": (WHERE_APART,),
}

BOARD_SENTENCES_SENTENCE_SYNTAX: tuple[str, ...] = (
    PLACE_FIRST,
    PASSIVE_SENT,
    GIVE_NEXT_BOOSTS,
    FOUR_GAINED,
    FOUR_GAINED_BY_TARGET,
    AND_THEN,
    GIVE_TO_EACH_OF,
    CONTROLLED_BY_OPPONENTS,
    GIVE_TARGET_CHARACTER_STATUS,
)
