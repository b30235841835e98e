"""Printed sentences for the grammar's gram77 rules (issue 30; written for these tests, not
copied from card data): two more rules keyword abilities said in a set's words — Gigantic's
rule (7.4.4.b) and Tough's (7.4.7.c) — read as the bearer having that keyword, so a set's
keyword line "Buoyant. (I am present in both of your Expeditions.)" reads as Gigantic."""

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

READINGS_UNBRACKETED_KEYWORDS: dict[str, dict[str, Any]] = {
    GIGANTIC: {"passive": {"keyword": "Gigantic"}},
    GIGANTIC_SHORT: {"passive": {"keyword": "Gigantic"}},
    TOUGH_TARGET: {"passive": {"keyword": "Tough 2"}},
    TOUGH_ALSO: {"passive": {"keyword": "Tough 1"}},
    TOUGH_CHOOSE: {"passive": {"keyword": "Tough 3"}},
    TOUGH_CR: {"passive": {"keyword": "Tough 2"}},
}

RULE_SENTENCES_UNBRACKETED_KEYWORDS: dict[str, tuple[str, ...]] = {
    "restated_gigantic": (GIGANTIC, GIGANTIC_SHORT),
    "restated_tough": (TOUGH_TARGET, TOUGH_ALSO, TOUGH_CHOOSE, TOUGH_CR),
}
