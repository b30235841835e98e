"""gu (session 35): a sacrifice is of an object in play (7.3.36.a) — never of a card in a
Reserve or a Discard pile. One test and one judge's reason for both readers (the grammar's
semantics/reserve_discard_targets.py and the pattern reader's printed/clauses.py)."""

from __future__ import annotations

from typing import Any

__all__ = ["SACRIFICE_OUTSIDE_PLAY", "sacrifices_outside_play"]

SACRIFICE_OUTSIDE_PLAY = (
    "'sacrifice' a card in a Reserve or a Discard pile is read by hand: to sacrifice is to"
    " discard an object in play you control (7.3.36.a), and a card outside play is not one"
)
"""The judge's reason."""

_OUTSIDE_PLAY = ("_in_your_reserve", "_reserve_card", "_in_your_discard_pile", "discard_pile")
"""The words of the step subjects naming a card in a Reserve or a Discard pile."""


def sacrifices_outside_play(step: dict[str, Any]) -> bool:
    """Whether ``step`` sacrifices a card in a Reserve or a Discard pile (7.3.36.a)."""
    subject = step.get("subject")
    if step.get("action") != "sacrifice" or not isinstance(subject, str):
        return False
    return any(part in subject for part in _OUTSIDE_PLAY)
