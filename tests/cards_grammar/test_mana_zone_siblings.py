"""The sibling sentences of gram99 (:mod:`.sentences_mana_zone_siblings`), judged as
``benchmarks/mana_zone_siblings.py`` judges them: each read as it means (its reading holds
every field its meaning says), and each the desk cannot play refused — never read as
something else."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from scenarios.cards.grammar.set_lexicon import using_keywords

from .sentences_mana_zone_siblings import KEYWORDS, SIBLINGS, Meaning

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from mana_zone_siblings import verdict

CASES = [(s, m) for siblings in SIBLINGS.values() for s, m in siblings]


@pytest.fixture(autouse=True)
def _set_keywords() -> Iterator[None]:
    with using_keywords(KEYWORDS):
        yield


def test_the_lists_hold_together() -> None:
    assert len(CASES) >= 60 and len({s for s, _ in CASES}) == len(CASES)


@pytest.mark.parametrize(("sentence", "meaning"), CASES, ids=[s for s, _ in CASES])
def test_a_sibling_is_read_as_it_means_or_refused(sentence: str, meaning: Meaning) -> None:
    said, shown = verdict(sentence, meaning)
    assert said == "right", shown
