"""The sibling sentences of gram93 (:mod:`.sentences_durations_delays`): each is read to what
it means — its delayed steps at their moment under their condition, the duration its change
lasts — or refused where the engine cannot do it; none is read as something else (the
judgement of benchmarks/durations_delays_siblings.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from durations_delays_siblings import judge, written

from .sentences_durations_delays import SIBLINGS


def test_the_siblings_cross_every_slot() -> None:
    assert len(SIBLINGS) >= 80
    assert sum(m is None for m in SIBLINGS.values()) >= 20  # refusals are judged too


@pytest.mark.parametrize("sentence", sorted(SIBLINGS))
def test_a_sibling_means_what_it_says(sentence: str) -> None:
    assert judge(sentence, SIBLINGS[sentence]) == "right", written(sentence)
