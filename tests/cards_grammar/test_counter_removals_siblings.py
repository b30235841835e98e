"""Counter removals (issue 30, session 33): every sibling of sentences_counter_removals.py reads to
what it means, or is refused (never another meaning) — counters removed from an object as an event
(2.5.g; spent ones too, 7.3.38.a) and counters spent (2.5.h) — and is written back to the same
reading (the writer's round trip)."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .grammar_cards import sibling_reads_as_meant
from .sentences_counter_removals import TRIGGERS


def test_the_siblings_are_many() -> None:
    removed = [t for t in TRIGGERS if " removed from " in t and TRIGGERS[t]]
    spent = [t for t in TRIGGERS if " spend" in t and TRIGGERS[t]]
    assert len(removed) >= 30
    assert len(spent) >= 20
    assert sum(1 for meant in TRIGGERS.values() if meant is None) >= 10


@pytest.mark.parametrize("text", sorted(TRIGGERS))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    sibling_reads_as_meant(text, TRIGGERS, frozenset())


def _meaning(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


@pytest.mark.parametrize("text", sorted(t for t, meant in TRIGGERS.items() if meant))
def test_each_reading_is_written_back_to_itself(text: str) -> None:
    read = _meaning(text)
    written = write_ability(read)
    assert _meaning(written) == read, written
