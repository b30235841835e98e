"""How many objects a choice takes is never lost (issue 30, precision first): every step
that reads "up to two / any number of / two [objects]" keeps that count in its reading
(6.1.g, 6.5.i) — a step read without it would act on one object, not what the card says."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scenarios.cards.grammar.reader import NotRead, read_spell_effect

OBJECTS = [
    "Characters you control",
    "Permanents you control",
    "cards from your hand",
    "cards from your Reserve",
    "Characters or Permanents you control",
    "Robots you control",
    "Characters in my Expedition",
]
VERBS = [
    "Sacrifice {}",
    "Discard {}",
    "Exhaust {}",
    "Ready {}",
    "Return {} to their owner's hand",
    "Send {} to Reserve",
    "Put {} in Reserve",
    "{} gain 1 boost",
    "{} gain Asleep",
    "Double the boosts of {}",
    "Give {} 2 boosts",
]
COUNTS = {"up to two": ("up_to", 2), "any number of": ("any_number", True), "two": None}


def _steps(found: Any) -> Iterator[dict[str, Any]]:
    if isinstance(found, dict):
        yield found
        for value in found.values():
            yield from _steps(value)
    elif isinstance(found, list):
        for value in found:
            yield from _steps(value)


@pytest.mark.parametrize("count", list(COUNTS))
@pytest.mark.parametrize("verb", VERBS)
def test_6_1_g_a_choice_keeps_how_many_it_takes(verb: str, count: str) -> None:
    for things in OBJECTS:
        text = verb.format(f"{count} {things}")
        try:
            found = read_spell_effect(text[:1].upper() + text[1:] + ".")
        except NotRead:
            continue  # refused: resolved by hand, never read as another count
        key, value = COUNTS[count] or ("choose_count", 2)
        assert any(s.get(key) == value for s in _steps(found)), (text, found)
