"""gram102: each sibling condition on a place, a moment or a player, in each slot a condition
takes, compiles to the engine condition it MEANS (sentences_place_moment_conditions.py); the
siblings the engine cannot say are refused (precision first)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from _siblings import unique_card_conditions

from .sentences_place_moment_conditions import FORMS, REFUSED, SIBLINGS, judged, said


@pytest.mark.parametrize("words", list(SIBLINGS))
def test_6_5_d_each_slot_reads_the_condition_it_means(words: str) -> None:
    meaning: dict[str, Any] = SIBLINGS[words]
    for form in FORMS:
        found = unique_card_conditions(said(words, form))
        assert found is not None, said(words, form)
        assert judged(found, meaning, form.startswith("{{J}} Unless")), (said(words, form), found)


@pytest.mark.parametrize("sentence", REFUSED)
def test_6_5_d_what_the_engine_cannot_say_is_left_to_the_judge(sentence: str) -> None:
    assert unique_card_conditions(sentence) is None
