"""Reveal counts and superlatives (issue 30): a superlative said with its statistic's word — "with
the highest {V} power", "with the lowest {M} statistic" (2.2.11.b) — reads exactly as the same
sentence without the word in every slot (semantics/superlatives.py), and the near-misses stay
refused."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability

from .sentences_superlative_words import REFUSED_SIBLINGS, SIBLINGS


def _meaning(text: str) -> dict[str, Any]:
    """The reading of ``text`` (a support ability when it starts with {I} / {D}, 2.2.12)."""
    ability, stop = grammar_ability(text, support=text.startswith(("{I}", "{D}")))
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 40
    assert len(REFUSED_SIBLINGS) >= 6


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_means_the_superlative_without_the_word(text: str) -> None:
    read = _meaning(text)
    assert "'extreme'" in repr(read)  # the superlative is in the reading
    assert read == _meaning(SIBLINGS[text])


@pytest.mark.parametrize("text", sorted(REFUSED_SIBLINGS))
def test_each_near_miss_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None, REFUSED_SIBLINGS[text]
