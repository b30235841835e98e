"""The place slot matrix (gram51, issue 30) finds its place forms in the grammar and tells a
place read right from one read as another place, on a small sample."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from place_slot_matrix import Case, cases, check, place_forms  # noqa: E402


def test_the_place_forms_are_the_grammars() -> None:
    forms = place_forms()
    assert "the expedition facing me" in forms and "your other expedition" in forms
    assert "your companion expedition" in forms  # SUBTYPE said as "Companion"


def test_a_sample_of_cells_is_read_right_and_another_place_is_told() -> None:
    facing = "the Expedition facing me"
    sample = [c for c in cases() if c.family == "count condition" and facing in c.text]
    sample += [c for c in cases() if c.family == "have it move" and "your other" in c.text]
    assert len(sample) == 2 and all(check(c) == "right" for c in sample)
    first = sample[0]
    assert check(Case(first.family, first.text, "my")) == "wrong"  # not my Expedition


def test_a_place_the_construction_does_not_take_is_unread() -> None:
    text = "{J} If there are two or more Characters in one of your Expeditions, draw a card."
    assert check(Case("count condition", text, "one_of")) == "unread"
