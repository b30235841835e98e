"""The voice audit tells a voice read as its house text from one read to another meaning and
from one not read (gram38, issue 30: readings x realisations)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from voice_audit import audit, compiled, house_texts, read_back  # noqa: E402

from scenarios.cards.grammar.reader import read_ability  # noqa: E402


def test_a_reading_in_each_voice_is_counted_by_dimension() -> None:
    text = "{H} Each player draws two cards."
    texts = house_texts({text: read_ability(text)})
    assert [t for t, _ in texts] == [text]  # the writer writes it back in its house style
    counts, misses = audit(texts)
    assert counts[("determiner", "all")]["same"] == 1  # "All players draw two cards."
    assert counts[("numbers", "digits")]["same"] == 1  # "Each player draws 2 cards."
    assert sum(counts[("passive", "passive")].values()) == 0  # no step to say passively
    assert misses == []


def test_another_meaning_and_a_refusal_are_told_from_the_same() -> None:
    reading = read_ability("{J} Target Character gains 1 boost.")
    _, meant = compiled("{J} Target Character gains 1 boost.", reading)
    assert read_back("{J} Target Character gains a boost.", reading, meant) == "same"
    assert read_back("{J} Target Character gains 2 boosts.", reading, meant) == "other reading"
    assert read_back("{J} Zorblax the frobnicator thrice.", reading, meant) == "refused"
