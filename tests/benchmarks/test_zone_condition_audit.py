"""The zone-condition slot matrix (gram47, issue 30) finds its constructions in the grammar
and tells a right count from a wrong one on a small sample."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from zone_condition_audit import Case, cases, check, constructions  # noqa: E402


def test_the_constructions_are_the_grammars_condition_rules_with_a_zone() -> None:
    found = constructions()
    assert "there_are_in_zone_cond" in found and "player_has_cards_cond" in found


def test_a_sample_of_cells_is_read_right_and_a_wrong_meaning_is_told() -> None:
    sample = [c for c in cases() if "Song" in c.text and "Reserve" in c.text][:4]
    assert sample and all(check(c) == "right" for c in sample)
    first = sample[0]
    counted, whose, low, high, types, _ = first.meaning
    wrong = Case(first.family, first.text, (counted, whose, low, high, types, frozenset()))
    assert check(wrong) == "wrong"  # the sub-type is part of what is counted
