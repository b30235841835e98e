"""The siblings of :mod:`.sentences_compared_removed` (issue 30, session 38): each read sibling
reads to the part judged by meaning and runs; each near-miss stays refused with its reason; the
writer prints the read ones back to the same reading. Boards: test_board_compared_stats.py,
test_board_expedition_it.py, test_board_removed_counts.py."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.printed import read_printed

from .grammar_cards import assert_round_trip
from .probe import SPELL, effect_steps, probe_card
from .sentences_compared_removed import (
    COMPARED,
    EXPEDITION_IT,
    EXPEDITION_IT_REFUSED,
    REFUSED_WHY,
    REMOVED,
    REMOVED_REFUSED,
)
from .sibling_checks import grammar_reason as _grammar_reason
from .sibling_checks import step_holds as _holds


def _all_steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    todo = list(steps)
    while todo:
        step = todo.pop(0)
        found.append(step)
        for key in ("then", "otherwise", "also"):
            todo.extend(step.get(key) or ())
    return found


def _read(table: dict[str, Any]) -> list[str]:
    return sorted(t for t, part in table.items() if part is not None)


@pytest.mark.parametrize("text", _read(COMPARED))
def test_a_compared_cost_or_statistic_reads_as_judged(text: str) -> None:
    part = COMPARED[text]
    assert part is not None
    steps = _all_steps(effect_steps(text))
    assert any(_holds(s, part) for s in steps), steps
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_WHY.items()))
def test_a_near_miss_stays_refused(text: str, words: str) -> None:
    assert not read_printed(probe_card(text)).executable
    assert words in _grammar_reason(text)


@pytest.mark.parametrize("text", [t for t in _read(COMPARED) if not t.startswith(SPELL)])
def test_the_writer_prints_it_back(text: str) -> None:
    assert_round_trip(text)


@pytest.mark.parametrize("text", _read(EXPEDITION_IT))
def test_a_count_in_the_expedition_named_reads_as_judged(text: str) -> None:
    part = EXPEDITION_IT[text]
    assert part is not None
    steps = _all_steps(effect_steps(text))
    assert any(_holds(s, part) for s in steps), steps
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize(("text", "words"), sorted(EXPEDITION_IT_REFUSED.items()))
def test_a_count_in_it_naming_no_expedition_stays_refused(text: str, words: str) -> None:
    assert not read_printed(probe_card(text)).executable
    assert words in _grammar_reason(text)


@pytest.mark.parametrize("text", _read(REMOVED))
def test_a_count_of_removed_counters_reads_as_judged(text: str) -> None:
    part = REMOVED[text]
    assert part is not None
    steps = _all_steps(effect_steps(text))
    assert any(_holds(s, part) for s in steps), steps
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize(("text", "words"), sorted(REMOVED_REFUSED.items()))
def test_a_count_of_removed_counters_near_miss_stays_refused(text: str, words: str) -> None:
    assert not read_printed(probe_card(text)).executable
    assert words in _grammar_reason(text)


def _written_back(text: str) -> bool:
    """The siblings the writer prints back: not a Spell's (the round trip reads abilities),
    nor a condition after a target Expedition's move — the writer has no words for a
    condition inside a chain of steps yet (its own refusal, not ic's)."""
    return not text.startswith(SPELL) and "Target Expedition" not in text


@pytest.mark.parametrize(
    "text", [t for t in (*_read(EXPEDITION_IT), *_read(REMOVED)) if _written_back(t)]
)
def test_the_writer_prints_the_counts_back(text: str) -> None:
    assert_round_trip(text)


def test_the_siblings_are_counted() -> None:
    """≥ 40 siblings for each construction (the brief), near-misses apart."""
    assert len(_read(COMPARED)) >= 40
    assert len(_read(EXPEDITION_IT)) >= 40
    assert len(_read(REMOVED)) >= 40
