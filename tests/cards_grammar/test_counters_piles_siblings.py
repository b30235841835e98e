"""Counters and piles (issue 30, session 33): every sibling of sentences_counters_piles.py reads to
what it means, or is refused (never another meaning) — counters put / placed on as their gain
(7.3.15.a), "no more [name] counters" as the last one lost (2.5.g, 2.5.h), counts over every / your
opponents' Discard piles (3.2.3.a, 1.2.1.b), target opponent's Reserve / hand (6.5.b), "[card] you
control or in your Reserve" (1.2.2, 3.2.5)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from scenarios.cards.condition_texts import count_of
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.printed import read_printed

from .grammar_cards import sibling_reads_as_meant
from .sentences_counters_piles import COUNTS, TRIGGERS

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from _common import probe_card

SPELL = "SPELL "


def test_the_siblings_are_many() -> None:
    put_on = [t for t in TRIGGERS if " on " in t.split("\u2014")[0] and TRIGGERS[t]]
    no_more = [t for t in TRIGGERS if "no more" in t and TRIGGERS[t]]
    assert len(put_on) >= 40
    assert len(no_more) >= 20
    assert sum(1 for meant in COUNTS.values() if meant is not None) >= 40


@pytest.mark.parametrize("text", sorted(TRIGGERS))
def test_each_trigger_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    if text.startswith("If "):  # a replacement (6.2): refused
        ability, stop = grammar_ability(text, support=False)
        assert ability is None and stop is not None
        return
    sibling_reads_as_meant(text, TRIGGERS, frozenset())


@pytest.mark.parametrize("text", sorted(COUNTS))
def test_each_count_sibling_counts_what_it_says_or_is_refused(text: str) -> None:
    printed = read_printed(probe_card(text))
    meant = COUNTS[text]
    if meant is None:
        assert not printed.executable
        return
    assert printed.executable, [getattr(a, "reason", "") for a in printed.abilities]
    counted, whose, types = meant
    said = text.removeprefix(SPELL)
    if text.startswith(SPELL):
        steps, _ = grammar_effect(said)
    else:
        ability, _ = grammar_ability(said, support=False)
        steps = ability["reaction"]["effect"] if ability else None
    # the reader's words of the count, as compiled; the printed words where the card grammar
    # leaves the step to the older reader (a player target beside the step's subject)
    per = steps[0]["per"] if steps else said[said.index(" for each ") + 10 :].rstrip(".")
    found = count_of(per)
    assert found is not None
    assert found.counted == counted
    assert found.whose == whose
    flt_types = sorted(str(t.value) for t in found.filter.types) if found.filter else []
    assert flt_types == sorted(types)
