"""Each sibling of a trigger's event and of counters spent (sentences_trigger_events_counters)
is read as the sentence file says, refused with its reason, or — the siblings left to the
judge — never read otherwise (issue 30, gram86; benchmarks/trigger_event_siblings.py
counts them)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from trigger_event_siblings import verdict

from .sentences_trigger_events_counters import READ, REFUSED, UNREAD


@pytest.mark.parametrize("text", list(READ))
def test_read_as_it_means(text: str) -> None:
    assert verdict(text)[0] == "right", verdict(text)[1]


@pytest.mark.parametrize("text", list(REFUSED))
def test_refused_by_name(text: str) -> None:
    assert verdict(text)[0] == "refused", verdict(text)[1]


@pytest.mark.parametrize("text", UNREAD)
def test_left_to_the_judge_never_read_otherwise(text: str) -> None:
    assert verdict(text)[0] == "unread", verdict(text)[1]


def test_siblings_are_many_and_distinct() -> None:
    said = [*READ, *REFUSED, *UNREAD]
    assert len(said) >= 80
    assert len(set(said)) == len(said)
