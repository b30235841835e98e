"""The card words citation audit (benchmarks/card_words_citation_audit.py), held at zero
(issue 31): every section-7.5 term and trigger symbol of 7.1.1 the card reader takes is asked
on a board where it decides, and the trace cites the term's own rule on a line naming the
card that prints it, with the outcome the term decides.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def card_words() -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__("card_words_citation_audit")


def test_every_term_of_7_5_the_reader_takes_is_asked(card_words: ModuleType) -> None:
    sections = {".".join(p.rule.split(".")[:3]) for p in card_words.PAIRS}
    # 7.5.1 (the symbols' names) decides nothing by itself; every other term is asked
    assert {f"7.5.{n}" for n in range(2, 13)} <= sections
    assert {"7.1.1.a", "7.1.1.b", "7.1.1.c", "4.2.b", "6.5.d"} <= {p.rule for p in card_words.PAIRS}
    # both ways: where the term makes the Reaction activate and where it does not
    assert {p.draws for p in card_words.PAIRS} == {True, False}


def test_each_pair_cites_its_term_with_the_right_outcome(
    card_words: ModuleType, tmp_path: Path
) -> None:
    outcomes = card_words.audit(tmp_path)
    wrong = [
        (o.pair.term, o.pair.decision, o.pair.rule, o.drew, o.error, o.lines[:3])
        for o in outcomes
        if not o.right
    ]
    assert not wrong
    assert len(outcomes) >= 30


def test_a_pair_asked_for_a_rule_that_does_not_decide_is_found(
    card_words: ModuleType, tmp_path: Path
) -> None:
    """The audit can fail: the fails-to-move-forward pair asked for the Progress rule of
    moving due to a terrain (4.2.4.j), or with the opposite outcome, is wrong."""
    pair = next(p for p in card_words.PAIRS if p.rule == "7.5.7.a" and p.draws)
    assert card_words.run_pair(pair, tmp_path).right
    assert not card_words.run_pair(dataclasses.replace(pair, rule="4.2.4.j"), tmp_path).right
    assert not card_words.run_pair(dataclasses.replace(pair, draws=False), tmp_path).right
