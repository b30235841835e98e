"""The writer of a choice made at random (issue 30, session 34 "gl"; the reader's
semantics/random_choices.py): a step choosing objects with ``at_random`` printed as that step
followed by "at random" (6.5.j) — "Discard a card from your hand at random"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]


def at_random_words(step: Step, clause: Callable[[Step], str]) -> str | None:
    """ "[step] at random" for a step whose choice is made randomly; ``None`` for others."""
    if not step.get("at_random"):
        return None
    return f"{clause({k: v for k, v in step.items() if k != 'at_random'})} at random"
