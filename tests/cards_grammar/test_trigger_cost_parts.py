"""Every sibling sentence of triggers and costs as composable parts (issue 30, gram65) is read
as written in :mod:`.sentences_trigger_cost_parts`, and runs on the engine, or is left to the
judge with its reason — never read otherwise (precision first)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_trigger_cost_parts import (
    READ_GROUPS,
    READINGS_TRIGGER_COST_PARTS,
    REFUSED_GROUPS,
    SIBLINGS,
)

REFUSALS = {t: why for g in REFUSED_GROUPS for t, why in g.items()}


def test_the_siblings_are_many_and_each_in_one_group() -> None:
    assert len(SIBLINGS) == len(set(SIBLINGS)) >= 70
    assert sum(len(g) for g in (*READ_GROUPS, *REFUSED_GROUPS)) == len(SIBLINGS)


@pytest.mark.parametrize("text", sorted(READINGS_TRIGGER_COST_PARTS))
def test_a_read_sibling_reads_as_written_and_runs(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else ""
    ability.pop("text", None)
    assert ability == READINGS_TRIGGER_COST_PARTS[text]
    reading = read_printed(probe_card(text, hand_cost=2, name="Sibling"), patterns=False)
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(REFUSALS))
def test_a_refused_sibling_is_left_to_the_judge_with_its_reason(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None
    assert REFUSALS[text] in stop.reason
    card = probe_card(text, hand_cost=2, name="Sibling")
    assert not read_printed(card, patterns=False).executable
