"""Delayed steps (session 35): the siblings of :mod:`.sentences_delayed_steps` judged by meaning
(the judge of benchmarks/durations_delays_siblings.py: every fragment said, or refused where meant
to be), and a step capitalised after a trigger's comma read as the same step (a case slip), while a
capitalised noun listed inside a trigger does not end it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from _common import probe_card
from durations_delays_siblings import judge, written

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.semantics.delayed_steps import moment_of
from scenarios.cards.grammar.voiced import house_voice
from scenarios.cards.printed import read_printed

from .sentences_delayed_steps import CAPITAL_NEAR_MISSES, CAPITALISED, SIBLINGS


def test_the_siblings_cross_every_slot() -> None:
    assert len(SIBLINGS) >= 75
    assert sum(m is None for m in SIBLINGS.values()) >= 8  # refusals are judged too


@pytest.mark.parametrize("sentence", sorted(SIBLINGS))
def test_a_sibling_means_what_it_says(sentence: str) -> None:
    assert judge(sentence, SIBLINGS[sentence]) == "right", written(sentence)


@pytest.mark.parametrize("capitalised", sorted(CAPITALISED))
def test_a_step_capitalised_after_the_trigger_comma_is_the_same_step(capitalised: str) -> None:
    lower = CAPITALISED[capitalised]
    assert read_ability(capitalised) == read_ability(lower)
    assert read_printed(probe_card(capitalised)).executable


@pytest.mark.parametrize("text", CAPITAL_NEAR_MISSES)
def test_a_capitalised_noun_listed_in_a_trigger_does_not_end_it(text: str) -> None:
    """The trigger's comma before a listed card type or sub-type is no trigger's end: the
    text is said as printed (no dash put there)."""
    said = house_voice(text)
    assert "\u2014" not in said.split(",")[0] + said.split(",")[1][:3]


@pytest.mark.parametrize(
    ("words", "at"),
    [
        ("at the start of your next turn", "start of your next turn"),
        ("at the beginning of your opponent's next turn", "start of your opponent's next turn"),
        ("at the end of your next turn", "end of your next turn"),
        ("at the start of the next day", "Morning"),
        ("at the next dusk", "Dusk"),
        ("at night", "Night"),
    ],
)
def test_the_moment_words(words: str, at: str) -> None:
    assert moment_of(words.split()) == at
