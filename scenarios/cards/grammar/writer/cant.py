"""The writer of the grammar's "can't and rules changed" readings (issue 30): a "can't" text
(1.4.1.a) back to printed words, so that the round trip
(``tests/cards_grammar/test_round_trip_cant.py``) reads it back the same. Rules changed
(``static:``) and a gained quick action are written by ``writer/static.py`` and
``writer/all_rules.py`` (their words, "You can only activate this if [c]")."""

from __future__ import annotations

import re
from typing import Any

_TRIGGERS_FACING = re.compile(
    r"^The (?P<icons>\{[JHR]\}(?:, \{[JHR]\})* and \{[JHR]\}) triggers of Characters facing "
    r"me don't activate$"
)


def write_cant(passive: dict[str, Any]) -> str:
    """ "[who] can't [do]." as a card prints it; the engine's "The {J}, {H} and {R} triggers
    of Characters facing me don't activate" as "The … abilities … can't activate"."""
    cant = str(passive["cant"])
    m = _TRIGGERS_FACING.match(cant)
    if m is not None:
        cant = f"The {m['icons']} abilities of Characters facing me can't activate"
    condition = passive.get("if")
    if condition is not None:  # "If [c], [who] can't [do]." (2.3.2.f)
        said = cant if cant.startswith("I ") else cant[:1].lower() + cant[1:]
        return f"If {condition}, {said}."
    return cant[:1].upper() + cant[1:] + "."


_LASTING = ("this turn", "this Morning", "this Noon", "this Afternoon", "this Dusk", "this Night")


def lasting_cant_words(step: dict[str, Any]) -> str | None:
    """ "[Target] Expedition(s) can't move forward this turn / this [Phase]" (2.2.2.m), or
    ``None`` for any other step ("this Day" is the Uniques' parts section's)."""
    ongoing = step.get("ongoing") or {}
    if step.get("action") != "ongoing" or set(ongoing) != {"duration", "cant"}:
        return None
    if ongoing["cant"] != "Expeditions can't move forward" or ongoing["duration"] not in _LASTING:
        return None
    subject = step.get("subject")
    if set(step) - {"action", "ongoing", "subject"} or subject not in (None, "target_expedition"):
        return None
    who = "Target Expedition" if subject else "Expeditions"
    return f"{who} can't move forward {ongoing['duration']}"
