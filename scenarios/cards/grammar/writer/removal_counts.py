"""ic (issue 30, session 38): the writer's words for a draw counted by a removal — "Draw a
card for each counter removed this way", "… for each boost lost this way" (gram60's count,
6.5.i; "for each boost it lost" and "for each counter removed" read to the same, so they are
written back so)."""

from __future__ import annotations

from typing import Any

_COUNTED_WAYS = (" removed this way", " lost this way", " spent this way")
"""The counts of counters a step before took off (gram60)."""


def draw_per_removed_words(step: dict[str, Any]) -> str | None:
    """ "Draw a card / N cards for each [counter] removed / lost / spent this way"."""
    per = str(step.get("per", ""))
    if step.get("action") != "draw" or not per.endswith(_COUNTED_WAYS):
        return None
    if set(step) - {"action", "amount", "per"}:
        return None
    noun, _, rest = per.partition(" ")
    if noun not in ("boost", "counter"):  # "kelon counter removed this way": the name
        noun, _, rest = per.partition(" counter ")
        noun, rest = f"{noun.capitalize()} counter", rest
    n = step.get("amount", 1)
    cards = "a card" if n == 1 else f"{n} cards"
    return f"Draw {cards} for each {noun} {rest}"
