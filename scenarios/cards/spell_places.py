"""A Spell's effect saying a place of its own (review29, issue 30): a Spell resolves in
Limbo (5.1.2.h) and then goes to Reserve or the discard pile (5.2.4.b), never into an
Expedition, so "I'm in my Hero Expedition", "the
Expedition facing me" (1.2.3.c: the opposing Expedition facing the one *I* am in) or "my
Expedition is ahead of …" name no place when a Spell says them — the engine would evaluate
them against no Expedition (the count facing nothing is 0, "I'm not in …" always true),
which reads a meaning the card does not have. Such an effect is left to the judge, by
name."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from scenarios.cards.models import CardModel

_OWN_PLACE = re.compile(
    r"\bfacing me\b|\bi'm (?:not )?in\b|\bi am (?:not )?in\b|\b(?:ahead of|behind) mine\b"
    r"|\bmy (?:hero |companion |other )?expedition\b"
    r"|\bmy region\b"  # g4: the region my Expedition is in (7.5.8.a)
)
"""The words of a condition that name the place of the card saying it ("me", "mine")."""


def _conditions(node: Any) -> Iterator[str]:
    """Every condition's words in a step model's fields, nested steps included."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "condition" and isinstance(value, str):
                yield value
            else:
                yield from _conditions(value)
    elif isinstance(node, list):
        for item in node:
            yield from _conditions(item)


def spell_own_place_gap(card: CardModel) -> str:
    """Why ``card``'s effect cannot run when it is a Spell whose conditions name its own
    place (module docstring); "" when none does."""
    for step in card.effect:
        for said in _conditions(step.model_dump(exclude_none=True)):
            found = _OWN_PLACE.search(said.lower())
            if found:
                return (
                    f"'if {said}': a Spell resolves in Limbo and is in no Expedition "
                    f"(5.1.2.h, 5.2.4.b), so '{found.group(0)}' names no place — resolve by hand"
                )
    return ""
