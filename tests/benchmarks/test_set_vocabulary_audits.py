"""Both audits of a set's own words (issue 30) run whole: every cell of the set-mechanics
matrix (keyword actions, keyword abilities, counters, tokens in every slot) and of the set
keyword abilities' slots is read right or refused naming the set's word — none is read as
something else, none crashes. Run here, an audit cannot go stale unseen as the reader moves
on (the keyword abilities' audit stood at 13 right of 51 with 38 wrong, all oracle drift)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import set_keyword_abilities  # noqa: E402
import set_mechanics_matrix  # noqa: E402


def _misses(module: object) -> tuple[Counter[str], list[tuple[str, str, str]]]:
    outcomes: Counter[str] = Counter()
    missed: list[tuple[str, str, str]] = []
    for case in module.cases():  # type: ignore[attr-defined]
        got = module.check(case)  # type: ignore[attr-defined]
        outcomes[got] += 1
        if got in ("wrong", "crash"):
            missed.append((case.family, got, case.text))
    return outcomes, missed


def test_every_set_mechanics_cell_is_right_or_refused() -> None:
    outcomes, missed = _misses(set_mechanics_matrix)
    assert not missed, missed
    assert outcomes["right"] >= 122, outcomes


def test_every_set_keyword_ability_cell_is_right_or_refused() -> None:
    outcomes, missed = _misses(set_keyword_abilities)
    assert not missed, missed
    assert outcomes["right"] >= 51, outcomes


def test_the_sibling_oracle_tells_a_wrong_qualifier() -> None:
    """A reading asking for the rules keyword where the text names the set's is wrong."""
    case = next(c for c in set_keyword_abilities.cases() if c.family == "runs: with")
    _, said, _, _ = set_keyword_abilities._read(case.text)
    sibling = case.text.replace(f"[{case.keyword}]", "[Gigantic]")
    _, other, _, _ = set_keyword_abilities._read(sibling)
    assert set_keyword_abilities._as_rules_keyword(said, case.keyword, case.text) == "right"
    assert set_keyword_abilities._as_rules_keyword(other, case.keyword, case.text) == "wrong"
