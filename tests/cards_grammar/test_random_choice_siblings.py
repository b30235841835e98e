"""The siblings of :mod:`.sentences_random_choice` (issue 30, session 34): each sentence of
``READINGS_GL`` is read by the grammar to exactly its reading and is executable; each of
``REFUSED_GL`` is not executable, its reason naming the words and the rule (6.5.j)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.writer.all_rules import write_ability, write_effect
from scenarios.cards.grammar.writer.objects import Unwritable
from scenarios.cards.printed import read_printed

from .probe import SPELL, probe_card
from .sentences_random_choice import READINGS_GL, REFUSED_GL, Reading


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


def _without_random(reading: Reading) -> Reading:
    """The reading with every step's ``at_random`` left off."""

    def steps(effect: list[dict[str, object]]) -> list[dict[str, object]]:
        return [{k: v for k, v in s.items() if k != "at_random"} for s in effect]

    if "effect" in reading:
        return {"effect": steps(reading["effect"])}
    kind = next(k for k in ("reaction", "quick_action") if k in reading)
    return {**reading, kind: {**reading[kind], "effect": steps(reading[kind]["effect"])}}


def _written(reading: Reading) -> str | None:
    try:
        if "effect" in reading:
            return write_effect(reading["effect"])
        return write_ability(reading)
    except Unwritable:
        return None


@pytest.mark.parametrize("text", sorted(READINGS_GL))
def test_the_writer_prints_at_random_back(text: str) -> None:
    """The writer prints "… at random" where the reading says so and the reader reads it back
    the same (the round trip, tests/cards_grammar/test_round_trip.py); a reading the writer
    has no words for lacks them without "at random" too (a player filter, some triggers)."""
    reading = READINGS_GL[text]
    written = _written(reading)
    if written is None:
        assert _written(_without_random(reading)) is None
        return
    assert "at random" in written
    if "effect" in reading:
        assert _grammar_reading(SPELL + written) == reading, written
        return
    back, _ = grammar_ability(written, support=bool(reading.get("support")))
    assert back is not None, written
    back.pop("text", None)
    assert back == reading, written
