"""The reference slot audit (benchmarks/reference_slots.py): the grammar's own list of
constructions saying a pronoun inline, and the matrix of antecedents x forms x slots x
shapes, run on a small sample — a right reading, a wrong one and a refusal told apart."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import reference_slots as audit  # noqa: E402


def test_the_grammar_lists_its_constructions_and_the_filler() -> None:
    found = audit.inline_pronouns()
    assert "referent -> each_of_them" in found["filler"]
    assert "object -> referred_object" not in found.get("step", [])
    assert all("put_them" not in rule for rules in found.values() for rule in rules)


def test_the_matrix_crosses_every_antecedent_and_form() -> None:
    cases = audit.cases()
    dims = {(d, v) for c in cases for d, v in c.dims}
    assert {("antecedent", a.label) for a in audit.ANTECEDENTS} <= dims
    assert {("form", f.label) for f in audit.FORMS} <= dims
    texts = [c.text for c in cases]
    assert len(texts) == len(set(texts))  # one sentence, one case


def test_a_sample_is_told_right_wrong_or_refused() -> None:
    by_text = {c.text: c for c in audit.cases()}
    right = by_text["{J} If you control two or more Characters: Ready them."]
    assert audit.check(right) == "read right"
    wrong = audit.Case(right.text, {**right.expect, "subject": "it"}, right.dims)
    assert audit.check(wrong) == "read wrong"
    assert audit.check_refused("{J} If you control two or more Characters: Ready it.") == (
        "read right"
    )
