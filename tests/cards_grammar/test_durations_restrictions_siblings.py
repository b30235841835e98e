"""The sibling sentences of gram110 (:mod:`.sentences_durations_restrictions`): each duration
— the three of 2.2.15.a and the end points "until the next [phase]" / "until your next turn"
(2.2.15.c) — after or before each lasting change (a keyword given or taken, a "can't" on an
atomic action, a "can't play") is read to what it means, or refused where the engine cannot
do it; none is read as something else (the judgement of
benchmarks/durations_restrictions_siblings.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from durations_delays_siblings import judge, written

from .sentences_durations_restrictions import SIBLINGS


def test_the_siblings_cross_every_slot() -> None:
    assert len(SIBLINGS) >= 60
    assert sum(m is None for m in SIBLINGS.values()) >= 20  # refusals are judged too


@pytest.mark.parametrize("sentence", sorted(SIBLINGS))
def test_a_sibling_means_what_it_says(sentence: str) -> None:
    assert judge(sentence, SIBLINGS[sentence]) == "right", written(sentence)
