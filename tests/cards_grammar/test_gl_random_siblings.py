"""The siblings of :mod:`.sentences_gl_random` (issue 30, session 34 "gl"): each sentence of
``READINGS_GL`` is read by the grammar to exactly its reading and is executable; each of
``REFUSED_GL`` is not executable, its reason naming the words and the rule (6.5.j)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.printed import read_printed

from .probe import SPELL, probe_card
from .sentences_gl_random import READINGS_GL, REFUSED_GL, Reading


def _grammar_reading(text: str) -> Reading | None:
    if text.startswith(SPELL):
        steps, _ = grammar_effect(text[len(SPELL) :])
        return None if steps is None else {"effect": steps}
    ability, _ = grammar_ability(text, support=text.startswith(("{I}", "{D}")))
    if ability is not None:
        ability.pop("text", None)
    return ability


@pytest.mark.parametrize("text", sorted(READINGS_GL))
def test_a_sibling_reads_as_judged(text: str) -> None:
    assert _grammar_reading(text) == READINGS_GL[text]
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize(("text", "rule"), sorted(REFUSED_GL.items()))
def test_a_near_miss_stays_refused(text: str, rule: str) -> None:
    reading = read_printed(probe_card(text))
    assert not reading.executable
    assert any(rule in a.reason and "random" in a.reason for a in reading.abilities)


def test_the_siblings_are_many() -> None:
    assert len(READINGS_GL) >= 40
