"""The sibling sentences of g1 (:mod:`.sentences_next_moments`): delayed steps at the next
[phase] (whatever the Day, 4.2.b Remark) or at the end of your next turn, and changes lasting
until the end of your next turn (2.2.15.c, 4.2.3.d-e), in every slot — read to what they
mean, or refused where the engine cannot do them; none is read as something else (the
judgement of benchmarks/durations_delays_siblings.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from durations_delays_siblings import judge, written

from .sentences_next_moments import SIBLINGS


def test_the_siblings_cross_every_slot() -> None:
    assert len(SIBLINGS) >= 120
    assert sum(m is None for m in SIBLINGS.values()) >= 12  # refusals are judged too


@pytest.mark.parametrize("sentence", sorted(SIBLINGS))
def test_a_sibling_means_what_it_says(sentence: str) -> None:
    assert judge(sentence, SIBLINGS[sentence]) == "right", written(sentence)
