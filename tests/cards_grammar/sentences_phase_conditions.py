"""Printed sentences of the grammar block "conditions, amounts and choices: the phase, an
Expedition's contents, a die, a zone" (issue 30): "if it's [phase]" (4.2.a), "[static] during
[phase]" / "During [phase], [static]" (2.3.2.f), "Use this only during [phase]" (5.1.2.g,
1.3.2.d), "[Expedition] contains [count]" (7.5.5.b, 1.2.3.c), "the result is N or more / less"
(7.3.33.a) and "an opponent's Reserve is empty" (3.2): their readings, the rules each
exercises and those played on a board (``test_board_phase_conditions.py``). Merged into
:mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

IF_AFTERNOON = "{H} If it's Afternoon, draw a card."
IF_NOON = "At Noon \u2014 If it's Noon, I gain 1 boost."
SPELLS_MORE_DURING = "Spells your opponents play cost {1} more during Afternoon."
DURING_DUSK = "During Dusk, I have Defender."
ONLY_DURING_DUSK = "Sacrifice me: Draw a card. Use this only during Dusk."
ONLY_DURING_AFTERNOON = "{T}: I gain 1 boost. Use this only during the Afternoon."
FACING_CONTAINS = "{R} If the Expedition facing me contains an Asleep Character, I gain 3 boosts."
MINE_CONTAINS = "{J} If my Expedition contains two or more Plants, draw a card."
RESULT_OR_MORE = (
    "When you roll a die \u2014 If the result is 4 or more, draw a card."
    " Otherwise, I gain Fleeting."
)
RESULT_OR_LESS = "When you roll a die \u2014 If the result is 2 or less, draw a card."
OPPONENTS_RESERVE_EMPTY = "{R} If an opponent's Reserve is empty: Draw a card."
OPPONENTS_HAND_EMPTY = "{J} If your opponent's hand is empty, I gain 1 boost."

_DRAW = {"action": "draw", "amount": 1}


def _r(trigger: str, *effect: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": list(effect)}}


def _boost(n: int, condition: str) -> dict[str, Any]:
    return {"action": "give_boost", "amount": n, "subject": "self", "if": condition}


READINGS_PHASE_CONDITIONS: dict[str, dict[str, Any]] = {
    IF_AFTERNOON: _r("played_from_hand", {**_DRAW, "if": "it's afternoon"}),
    IF_NOON: _r("at_noon", _boost(1, "it's noon")),
    SPELLS_MORE_DURING: {
        "passive": {
            "cost": {
                "change": 1,
                "applies_to": "spells your opponents play",
                "if": "it's afternoon",
            }
        }
    },
    DURING_DUSK: {"passive": {"keyword": "Defender", "if": "it's dusk"}},
    ONLY_DURING_DUSK: {
        "quick_action": {
            "cost": {"mana": 0, "sacrifice_me": True},
            "effect": [dict(_DRAW)],
            "if": "it's dusk",
        }
    },
    ONLY_DURING_AFTERNOON: {
        "quick_action": {
            "cost": {"mana": 0, "exhaust_me": True},
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
            "if": "it's afternoon",
        }
    },
    FACING_CONTAINS: _r(
        "played_from_reserve", _boost(3, "the expedition facing me contains an asleep character")
    ),
    MINE_CONTAINS: _r("enters_play", {**_DRAW, "if": "my expedition contains two or more plants"}),
    RESULT_OR_MORE: _r(
        "you_roll_a_die",
        {
            **_DRAW,
            "if": "the result is 4+",
            "otherwise": [{"action": "gain_status", "status": "Fleeting", "subject": "self"}],
        },
    ),
    RESULT_OR_LESS: _r("you_roll_a_die", {**_DRAW, "if": "the result is 1-2"}),
    OPPONENTS_RESERVE_EMPTY: _r(
        "played_from_reserve", {**_DRAW, "if": "an opponent has no cards in their reserve"}
    ),
    OPPONENTS_HAND_EMPTY: _r("enters_play", _boost(1, "an opponent has no cards in their hand")),
}

RULE_SENTENCES_PHASE_CONDITIONS: dict[str, tuple[str, ...]] = {
    "phase_cond": (IF_AFTERNOON, IF_NOON),
    "passive_during_phase": (SPELLS_MORE_DURING,),
    "during_phase_passive": (DURING_DUSK,),
    "only_during_clause": (ONLY_DURING_DUSK, ONLY_DURING_AFTERNOON),
    "expedition_contains_cond": (FACING_CONTAINS, MINE_CONTAINS),
    "die_result_cond": (RESULT_OR_MORE, RESULT_OR_LESS),
    "opponents_zone_empty_cond": (OPPONENTS_RESERVE_EMPTY, OPPONENTS_HAND_EMPTY),
}

BOARD_SENTENCES_PHASE_CONDITIONS: tuple[str, ...] = (
    IF_AFTERNOON,
    MINE_CONTAINS,
    OPPONENTS_HAND_EMPTY,
)
