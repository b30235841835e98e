"""Writing the g7 reveal counts back in card style (semantics/revealed_counts.py): "Reveal your
hand" (1.2.7.d) and a step counted once per card the step before acted on that is such a card,
"… for each Character among them" (6.5.i) — read back to the same reading."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_AMONG = " among them"


def revealed_count_words(step: Step, clause: Callable[[Step], str]) -> str | None:
    """The words of a reveal of your hand, or of a step with ``per: "[noun] among them"``;
    None for any other step."""
    if step.get("action") == "reveal" and set(step) == {"action", "subject"}:
        if step["subject"] == "cards_in_your_hand":
            return "Reveal your hand"
        return None
    per = step.get("per")
    if not isinstance(per, str) or not per.endswith(_AMONG):
        return None
    noun = " ".join(
        w if w in ("card", "non-token") else w.capitalize() for w in per[: -len(_AMONG)].split()
    )
    rest = {k: v for k, v in step.items() if k != "per"}
    return f"{clause(rest)} for each {noun}{_AMONG}"
