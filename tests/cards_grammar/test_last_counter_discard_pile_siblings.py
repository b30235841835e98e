"""Last counters and discard piles (issue 30): every sibling of
sentences_last_counter_discard_pile.py reads to what it means, or is refused (never another meaning)
— the last [name] counter lost (2.5.g, 2.5.a), a card put into your Discard pile from your deck /
hand / Reserve (3.2.3)."""

from __future__ import annotations

import pytest

from .grammar_cards import sibling_reads_as_meant
from .sentences_last_counter_discard_pile import NOT_YET, SIBLINGS


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 80
    assert sum(1 for s in SIBLINGS if "counter" in s.split("\u2014")[0]) >= 40


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    sibling_reads_as_meant(text, SIBLINGS, NOT_YET)
