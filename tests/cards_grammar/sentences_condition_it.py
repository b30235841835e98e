"""Printed sentences for "it" named by a condition on one object, and a condition over
several steps (issue 30, amounts and references; written for these tests, not copied from
card data): "If your Hero is exhausted, ready it and draw a card" — "it" the Hero (3.2.6.b),
both steps governed by the one condition (6.5.d). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

IF_HERO_EXHAUSTED_READY_IT_DRAW = "{J} If your Hero is exhausted, ready it and draw a card."
IF_HERO_EXHAUSTED_READY_IT = "{R} If your Hero is exhausted, ready it."
UNLESS_HERO_EXHAUSTED_EXHAUST_IT = "{J} Unless your Hero is exhausted, exhaust it."
HERO_COLON_READY_IT_OTHERWISE = "{R} If your Hero is exhausted: Ready it, otherwise draw a card."
IF_PLANT_DRAW_AND_BOOST = "{J} If you control a Plant, draw a card and I gain 1 boost."


def _r(trigger: str, step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [step]}}


READINGS_CONDITION_IT: dict[str, dict[str, Any]] = {
    IF_HERO_EXHAUSTED_READY_IT_DRAW: _r(
        "enters_play",
        {
            "action": "ready",
            "subject": "your_hero",
            "if": "your hero is exhausted",
            "also": [{"action": "draw", "amount": 1}],
        },
    ),
    IF_HERO_EXHAUSTED_READY_IT: _r(
        "played_from_reserve",
        {"action": "ready", "subject": "your_hero", "if": "your hero is exhausted"},
    ),
    UNLESS_HERO_EXHAUSTED_EXHAUST_IT: _r(
        "enters_play",
        {"action": "exhaust", "subject": "your_hero", "if": "unless your hero is exhausted"},
    ),
    HERO_COLON_READY_IT_OTHERWISE: _r(
        "played_from_reserve",
        {
            "action": "ready",
            "subject": "your_hero",
            "if": "your hero is exhausted",
            "otherwise": [{"action": "draw", "amount": 1}],
        },
    ),
    IF_PLANT_DRAW_AND_BOOST: _r(
        "enters_play",
        {
            "action": "draw",
            "amount": 1,
            "if": "you control a plant",
            "also": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        },
    ),
}

RULE_SENTENCES_CONDITION_IT: dict[str, tuple[str, ...]] = {
    "if_clause": (IF_HERO_EXHAUSTED_READY_IT_DRAW, IF_PLANT_DRAW_AND_BOOST),
    "unless_clause": (UNLESS_HERO_EXHAUSTED_EXHAUST_IT,),
    "conditioned_output": (HERO_COLON_READY_IT_OTHERWISE,),
}

BOARD_SENTENCES_CONDITION_IT: tuple[str, ...] = (IF_HERO_EXHAUSTED_READY_IT_DRAW,)
