"""Printed sentences for the grammar's gram77 rules (issue 30; written for these tests, not
copied from card data): two more rules keyword abilities said in a set's words — Gigantic's
rule (7.4.4.b) and Tough's (7.4.7.c) — read as the bearer having that keyword, so a set's
keyword line "Buoyant. (I am present in both of your Expeditions.)" reads as Gigantic; an
ability timed by a phase ("Each Noon, …", the phase's Reaction, 4.2.a) or by one of the
Night's daily effects (4.2.5.a: refused naming it)."""

from __future__ import annotations

from typing import Any

GIGANTIC = "I am present in both of your Expeditions."
GIGANTIC_SHORT = "I'm in both your Expeditions."
TOUGH_TARGET = "Opponents must pay {2} to target me."
TOUGH_ALSO = "Your opponents must also pay {1} to target me."
TOUGH_CHOOSE = "An opponent must pay {3} to choose me as a target of an effect they control."
TOUGH_CR = (
    "In order to choose me as a target of an effect they control, your opponent must also pay {2}."
)

EACH_NOON = "Each Noon, draw a card."
EACH_DUSK = "Each Dusk \u2014 I gain 1 boost."
AT_CLEAN_UP = "At the start of Clean-up \u2014 Draw a card."
DURING_CLEAN_UP = "During Clean-up, draw a card."
AT_REST = "At Rest \u2014 Draw a card."
AT_CHECK_VICTORY = "At the beginning of Check Victory \u2014 Draw a card."

READINGS_UNBRACKETED_KEYWORDS: dict[str, dict[str, Any]] = {
    EACH_NOON: {"reaction": {"trigger": "at_noon", "effect": [{"action": "draw", "amount": 1}]}},
    EACH_DUSK: {
        "reaction": {
            "trigger": "at_dusk",
            "effect": [{"action": "give_boost", "subject": "self", "amount": 1}],
        }
    },
    GIGANTIC: {"passive": {"keyword": "Gigantic"}},
    GIGANTIC_SHORT: {"passive": {"keyword": "Gigantic"}},
    TOUGH_TARGET: {"passive": {"keyword": "Tough 2"}},
    TOUGH_ALSO: {"passive": {"keyword": "Tough 1"}},
    TOUGH_CHOOSE: {"passive": {"keyword": "Tough 3"}},
    TOUGH_CR: {"passive": {"keyword": "Tough 2"}},
}

REFUSED_TIMED_ABILITIES: dict[str, str] = {
    AT_CLEAN_UP: "a Reaction at the Night's Clean-up (4.2.5.c)",
    DURING_CLEAN_UP: "a Reaction at the Night's Clean-up (4.2.5.c)",
    AT_REST: "a Reaction at the Night's Rest (4.2.5.b)",
    AT_CHECK_VICTORY: "a Reaction at the Night's Check Victory (4.2.5.d)",
}

RULE_SENTENCES_UNBRACKETED_KEYWORDS: dict[str, tuple[str, ...]] = {
    "each_phase_trigger": (EACH_NOON, EACH_DUSK),
    "daily_effect_trigger": (AT_CLEAN_UP, DURING_CLEAN_UP, AT_REST, AT_CHECK_VICTORY),
    "restated_gigantic": (GIGANTIC, GIGANTIC_SHORT),
    "restated_tough": (TOUGH_TARGET, TOUGH_ALSO, TOUGH_CHOOSE, TOUGH_CR),
}
