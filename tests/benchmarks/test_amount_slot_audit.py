"""The amount slot matrix (gram42, issue 30) is made from the grammar's own rules and tells a
reading with the amount's field from another reading and from a refusal."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from amount_slot_audit import FORMS, cells, constructions, judge  # noqa: E402

from scenarios.cards.grammar.reader import read_ability  # noqa: E402


def test_the_constructions_are_the_grammars_rules_with_a_number() -> None:
    found = {c.rule: c for c in constructions()}
    assert "draw" in found and "gain_boosts" in found  # "draw N cards", "[object] gains N boosts"
    assert found["draw"].said("2").lower().startswith("{j} draw 2")


def test_a_cap_after_a_count_of_boosts_is_read_right_and_a_step_change_is_not() -> None:
    cap = next(f for f in FORMS if f.name == "for each, max")
    base = read_ability("{J} I gain 1 boost.")
    capped = read_ability("{J} I gain 1 boost for each Plant you control, up to a max of 3.")
    assert judge(base, capped, cap)
    other = read_ability("{J} Target Character gains 1 boost for each Plant you control.")
    assert not judge(base, other, cap)  # another object: not the same step


def test_a_small_sample_of_cells_has_verdicts_and_no_crash() -> None:
    sample = [c for c in constructions() if c.rule in ("draw", "gain_boosts")]
    verdicts = [v for _, _, v, _ in cells(sample)]
    assert verdicts and "crash" not in verdicts
    assert verdicts.count("right") >= len(FORMS) - 1  # a draw takes every amount form
