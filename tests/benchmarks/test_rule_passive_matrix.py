"""The rule-changing passives matrix (gram49, issue 30) finds its constructions in the
grammar and tells a right reading from a wrong one and a must-refuse cell on a small sample."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from rule_passive_matrix import (  # noqa: E402
    Cell,
    cant_play_cells,
    check,
    constructions,
    cost_cells,
    reached,
)


def test_the_constructions_are_the_grammars_passive_rules_that_change_a_rule() -> None:
    found = constructions()
    assert {"cards_cost", "opponents_cant_play_from", "group_keyword"} <= found


def test_a_sample_is_read_right_and_reaches_its_constructions() -> None:
    sample = [c for c in cost_cells() if "from hand" in c.text and "minimum" in c.text][:2]
    sample += [c for c in cant_play_cells() if "Characters from Reserve in the" in c.text][:2]
    assert len(sample) == 4 and all(check(c) == "read right" for c in sample)
    assert "opponents_cant_play_from" in reached(sample)


def test_a_wrong_meaning_and_a_must_refuse_cell_are_told() -> None:
    first = next(c for c in cost_cells() if "minimum" in c.text)
    assert check(Cell(first.text, first.dims, lambda p: "minimum" not in p["cost"])) == (
        "read wrong"
    )
    spells = next(c for c in cant_play_cells() if c.expect is None)
    assert "Spells" in spells.text and check(spells) == "read right"  # refused
    assert check(Cell(spells.text, spells.dims, lambda p: True)) == "not read"
