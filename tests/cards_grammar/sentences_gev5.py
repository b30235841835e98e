"""Printed sentences for the section "gev5 (session 5)" of the card grammar (written for these
tests from CR 7.3.20.a, not copied from card data): objects leaving play, any object
description."""

from __future__ import annotations

from typing import Any

DRAW = [{"action": "draw", "amount": 1}]

ANOTHER_OF_YOURS_LEAVES = "When another Character you control leaves play \u2014 Draw a card."
YOURS_LEAVES = "When a Character you control leaves play \u2014 Draw a card."
OPPONENTS_PERMANENT_LEAVES = "When a Permanent an opponent controls leaves play \u2014 Draw a card."
A_TOKEN_LEAVES = "When a token leaves play \u2014 Draw a card."
ASLEEP_LEAVES = "When an Asleep Character leaves play \u2014 Draw a card."


def _leaves(flt: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "object_leaves_play", "filter": flt, "effect": DRAW}}


READINGS_GEV5: dict[str, dict[str, Any]] = {
    ANOTHER_OF_YOURS_LEAVES: _leaves(
        {"types": ["Character"], "controller": "you", "another": True}
    ),
    YOURS_LEAVES: _leaves({"types": ["Character"], "controller": "you"}),
    OPPONENTS_PERMANENT_LEAVES: _leaves({"types": ["Permanent"], "controller": "opponent"}),
    A_TOKEN_LEAVES: _leaves({"tokens": True}),
    ASLEEP_LEAVES: _leaves({"types": ["Character"], "statuses": ["Asleep"]}),
}
RULE_SENTENCES_GEV5: dict[str, tuple[str, ...]] = {
    "ev_object_leaves_play": (ANOTHER_OF_YOURS_LEAVES, A_TOKEN_LEAVES),
}
BOARD_SENTENCES_GEV5: tuple[str, ...] = tuple(READINGS_GEV5)

# "For each [object you control], you may [X it]" (6.5.i, 6.5.c); "activate its {J} abilities"
EACH_YOU_MAY_EXHAUST = "{J} For each other Character you control, you may exhaust it."
EACH_YOU_MAY_ACTIVATE = "{J} For each Permanent you control, you may activate its {J} abilities."
READINGS_GEV5[EACH_YOU_MAY_EXHAUST] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "exhaust",
                "subject": "a_character_you_control",
                "filter": {"another": True},
                "any_number": True,
            }
        ],
    }
}
READINGS_GEV5[EACH_YOU_MAY_ACTIVATE] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "activate",
                "trigger": "enters_play",
                "subject": "a_character_or_permanent_you_control",
                "filter": {"types": ["Permanent"]},
                "any_number": True,
            }
        ],
    }
}
RULE_SENTENCES_GEV5["for_each_you_may"] = (EACH_YOU_MAY_EXHAUST,)
RULE_SENTENCES_GEV5["activate_its_icon"] = (EACH_YOU_MAY_ACTIVATE,)
BOARD_SENTENCES_GEV5 = tuple(READINGS_GEV5)
