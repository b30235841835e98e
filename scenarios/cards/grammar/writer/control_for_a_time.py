"""The writer's words for control taken for a time (7.3.40, 2.2.15.a), which
``semantics/control_for_a_time.py`` reads: the duration said after "Take control of
[object]"."""

from __future__ import annotations

from typing import Any

_SAID = {
    "this turn": "until end of turn",
    "this Afternoon": "this Afternoon",
    "this Day": "this Day",
}


def control_duration_words(step: dict[str, Any]) -> str:
    """ " until end of turn" (or another duration) for a step with one; "" without."""
    ongoing = step.get("ongoing")
    return f" {_SAID[ongoing['duration']]}" if ongoing else ""
