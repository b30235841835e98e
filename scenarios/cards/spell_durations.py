"""A Spell's effect lasting "while I'm in play" (issue 30, gram110): a Spell resolves in Limbo
and goes to its owner's Discard pile or Reserve as its play ends (5.1.2.h, 5.2.4.b) — it is
never in play, so the duration names no time the engine could keep: resolve by hand."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from scenarios.cards.models import CardModel

SOURCE_IN_PLAY = "while I'm in play"
"""The card format's duration over as the Emblem's source leaves play (2.2.15.c, 2.1.d)."""


def _durations(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        if isinstance(value.get("duration"), str):
            yield value["duration"]
        for item in value.values():
            yield from _durations(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _durations(item)


def spell_in_play_gap(card: CardModel) -> str:
    """Why ``card``'s effect cannot run when it is a Spell lasting "while I'm in play" (module
    docstring); "" when none does."""
    for step in card.effect:
        if SOURCE_IN_PLAY in _durations(step.model_dump(exclude_none=True)):
            return (
                f"'{SOURCE_IN_PLAY}' said by a Spell: a Spell resolves in Limbo and is never in "
                "play (5.1.2.h, 5.2.4.b), so the duration names no time — resolve by hand"
            )
    return ""
