"""Reveal counts and superlatives (issue 30): the writer prints the reveal counts back in card style
and the reader reads the printed text to the same reading ("Reveal your hand. Draw a card for each
Character among them", 6.5.i, 1.2.7.d); a superlative said with its statistic's word is written as
the one without it, being the same reading (2.2.11.b)."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.grammar.writer.objects import Unwritable

from .sentences_revealed_counts import SIBLINGS as REVEALED
from .sentences_superlative_words import SIBLINGS as SUPERLATIVES


def _read(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=text.startswith(("{D}", "{I}")))
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


@pytest.mark.parametrize("text", sorted(REVEALED))
def test_a_reveal_count_is_written_and_read_back_the_same(text: str) -> None:
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert "among them" in written
    assert _read(written) == read


def _written(text: str) -> str:
    try:
        return write_ability({**_read(text), "text": text})
    except Unwritable as e:
        return f"unwritable: {e}"


@pytest.mark.parametrize("text", sorted(SUPERLATIVES))
def test_a_superlative_with_its_word_is_written_as_without_it(text: str) -> None:
    assert _written(text) == _written(SUPERLATIVES[text])
