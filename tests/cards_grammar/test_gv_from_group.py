"""The siblings of :mod:`.sentences_gv_from_group` (issue 30, session 35 "gv"): "N counters
from [objects]" said without "each" is N in all (6.1.g): one in all reads as a step on one
object chosen; two or more in all stay refused with the reason and rules; "from each" /
"from all" stays N from each (6.1.e)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.printed import read_printed

from .probe import SPELL, effect_steps, probe_card
from .sentences_gv_from_group import READ_GV, REFUSED_GV

_steps = effect_steps


@pytest.mark.parametrize("text", sorted(READ_GV))
def test_a_sibling_reads_as_judged(text: str) -> None:
    action, subject, amount, each = READ_GV[text]
    step = _steps(text)[0]
    assert (step["action"], step["subject"], step["amount"]) == (action, subject, amount), step
    assert bool(step.get("each")) is each, step
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_GV.items()))
def test_a_group_in_all_stays_refused_with_its_rules(text: str, words: str) -> None:
    reading = read_printed(probe_card(text))
    assert not reading.executable
    if text.startswith(SPELL):
        steps, why = grammar_effect(text[len(SPELL) :])
    else:
        steps, why = grammar_ability(text, support=False)
    assert steps is None
    assert words in str(why) and "6.1.g" in str(why), why


def test_the_siblings_are_many() -> None:
    assert len(READ_GV) + len(REFUSED_GV) >= 30
