"""Printed sentences of statistics said one by one, "of your / their choice" and "they"
after a group (issue 30; written for these tests from CR 2.2.11.b, 2.3.1.a, 6.1.g, 6.1.h,
6.5.b and 6.1.e, in the cards' printing style): semantics/referred_parts.py. Those played
on a board are in ``test_board_referred.py``. Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

ANCHORED_GET_FOREST = "[[Anchored]] Characters you control get +1 {V}."
ANCHORED_GET_TWO = "[[Anchored]] Characters you control get +1 {V} and +1 {O}."
I_GET_MOUNTAIN_IF = "As long as I have 2 or more boosts, I get +2 {M}."
EACH_GETS_WATER_LESS = "Each Character you control in my Expedition gets +1 {O}, -1 {V}."
YOUR_PLANTS_GET = "Your Plants get +1 {M}."
SAID_TWICE = "Characters you control get +1 {V} and +1 {V}."
"""Refused: a statistic said twice (which change?)."""

OPPONENT_SACRIFICES_PERMANENT = "{J} Each opponent sacrifices a Permanent of their choice."
TARGET_SACRIFICES_CHEAP = (
    "{J} Target opponent sacrifices a Character with Hand Cost {3} or less of their choice."
)
EACH_DISCARDS_SPELL = "{J} Each opponent discards a Spell of their choice from their Reserve."
YOU_SACRIFICE_OF_YOURS = "{R} Sacrifice a Character of your choice. If you do, draw two cards."
TARGET_OF_YOUR_CHOICE = "{J} Exhaust target Character of your choice."
"""Refused: a target is the controller's (6.5.b); 'of your choice' says a choice."""
GROUP_OF_YOUR_CHOICE = "{J} Characters of your choice gain 1 boost."
TRIGGER_OF_YOUR_CHOICE = "When you sacrifice a Character of your choice \u2014 Draw a card."

GROUP_THEN_THEY = "{J} Characters you control gain 1 boost. They gain [[Anchored]]."
EACH_IN_TARGET_THEY = (
    "{J} Each Character in target Expedition gains [[Asleep]]. Then, they gain 1 boost."
)
PERMANENTS_READY_THEM = "{R} Exhaust all Permanents you control. Ready them."
GROUP_THEN_IT = "{J} Characters you control gain 1 boost. It gains [[Anchored]]."
"""Refused: 'it' is one object, and the step acted on a group (which one?)."""


def _passive(passive: dict[str, Any]) -> dict[str, Any]:
    return {"passive": passive}


def _on_play(step: dict[str, Any], trigger: str = "enters_play") -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [step]}}


def _stats(forest: int, mountain: int, water: int, **flt: Any) -> dict[str, Any]:
    change = {"forest": forest, "mountain": mountain, "water": water}
    if not flt:
        return {"stats": {"scope": "self", **change}}
    return {"stats": {"scope": "group", **change, "filter": flt}}


READINGS_REFERRED: dict[str, dict[str, Any]] = {
    ANCHORED_GET_FOREST: _passive(
        _stats(1, 0, 0, statuses=["Anchored"], types=["Character"], controller="you")
    ),
    ANCHORED_GET_TWO: _passive(
        _stats(1, 0, 1, statuses=["Anchored"], types=["Character"], controller="you")
    ),
    I_GET_MOUNTAIN_IF: _passive({**_stats(0, 2, 0), "if": "i have 2 or more boosts"}),
    EACH_GETS_WATER_LESS: _passive(
        _stats(-1, 0, 1, in_my_expedition=True, types=["Character"], controller="you")
    ),
    YOUR_PLANTS_GET: _passive(
        _stats(0, 1, 0, subtypes=["Plant"], types=["Character"], controller="you")
    ),
    OPPONENT_SACRIFICES_PERMANENT: _on_play(
        {
            "action": "sacrifice",
            "subject": "a_character_or_permanent_each_opponent_controls",
            "filter": {"types": ["Permanent"]},
        }
    ),
    TARGET_SACRIFICES_CHEAP: _on_play(
        {
            "action": "sacrifice",
            "subject": "a_character_target_opponent_controls",
            "filter": {"hand_cost_max": 3},
        }
    ),
    EACH_DISCARDS_SPELL: _on_play(
        {
            "action": "discard",
            "subject": "a_card_from_each_opponents_reserve",
            "filter": {"types": ["Spell"]},
        }
    ),
    YOU_SACRIFICE_OF_YOURS: _on_play(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "then": [{"action": "draw", "amount": 2}],
        },
        trigger="played_from_reserve",
    ),
    GROUP_THEN_THEY: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "characters_you_control",
            "then": [{"action": "gain_status", "status": "Anchored", "subject": "it"}],
        }
    ),
    EACH_IN_TARGET_THEY: _on_play(
        {
            "action": "gain_status",
            "status": "Asleep",
            "subject": "characters_in_target_expedition",
            "then": [{"action": "give_boost", "amount": 1, "subject": "it"}],
        }
    ),
    PERMANENTS_READY_THEM: _on_play(
        {
            "action": "exhaust",
            "subject": "objects_in_play",
            "filter": {"types": ["Permanent"], "controller": "you"},
            "then": [{"action": "ready", "subject": "it"}],
        },
        trigger="played_from_reserve",
    ),
}

RULE_SENTENCES_REFERRED: dict[str, tuple[str, ...]] = {
    "stat_terms": (ANCHORED_GET_TWO, EACH_GETS_WATER_LESS, SAID_TWICE),
    "stat_term": (ANCHORED_GET_FOREST, I_GET_MOUNTAIN_IF, YOUR_PLANTS_GET),
    "of_doers_choice": (
        OPPONENT_SACRIFICES_PERMANENT,
        TARGET_SACRIFICES_CHEAP,
        EACH_DISCARDS_SPELL,
        YOU_SACRIFICE_OF_YOURS,
        TARGET_OF_YOUR_CHOICE,
        GROUP_OF_YOUR_CHOICE,
        TRIGGER_OF_YOUR_CHOICE,
    ),
    "they_object": (GROUP_THEN_THEY, EACH_IN_TARGET_THEY, PERMANENTS_READY_THEM),
    "it": (GROUP_THEN_IT,),
}

_NOT_CHOSEN = "'of your choice' said of an object no player chooses here is not read"
REFUSED_REFERRED: dict[str, str] = {
    SAID_TWICE: "a change of forest said twice is not read",
    TARGET_OF_YOUR_CHOICE: _NOT_CHOSEN,
    GROUP_OF_YOUR_CHOICE: _NOT_CHOSEN,
    TRIGGER_OF_YOUR_CHOICE: _NOT_CHOSEN,
    GROUP_THEN_IT: "'it' names one object, and the step before acted on a group",
}

BOARD_SENTENCES_REFERRED: tuple[str, ...] = (
    ANCHORED_GET_TWO,
    OPPONENT_SACRIFICES_PERMANENT,
    TARGET_SACRIFICES_CHEAP,
    GROUP_THEN_THEY,
)
