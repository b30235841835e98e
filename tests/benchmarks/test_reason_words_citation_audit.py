"""The reason-words audit (benchmarks/reason_words_citation_audit.py) reads a trace line by
what its words say — several modifiers applied, a cost that cannot be paid, a zone counted
against its limit — and asks for the rules of that reason; these tests check that each
reading tells a right line from a wrong one, and ignores a line that says no such reason."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import reason_words_citation_audit as audit  # noqa: E402

TWO = "X: it is revealed [A replaces: instead roll two dice.; B adds: also reveal a card.]"


def test_two_modifiers_need_their_order_said_and_cited() -> None:
    assert audit._order(TWO, {"6.2.b", "6.2.c"}) == "the order is not said"
    said = TWO[:-1] + "; in this order: A (replacing), then B (additive)]"
    assert audit._order(said, {"6.2.b"}) == "no order rule (6.2.g, 6.2.h) cited"
    assert audit._order(said, {"6.2.g", "6.2.i"}) == ""
    one = "X [B adds: also reveal a card.; A adds nothing: a replacing modifier applied first]"
    assert audit._order(one, set()) is None


def test_an_unpayable_cost_needs_the_rule_of_paying_in_full() -> None:
    line = "Hub does not have 1 Kelon counter to spend, so the cost cannot be paid"
    assert audit._unpayable(line, {"7.3.38.b"}) == "does not cite 6.4.c"
    assert audit._unpayable(line, {"6.4.c", "7.3.38.b"}) == ""
    assert audit._unpayable("p1 pays 2 mana", set()) is None


def test_a_clean_up_line_counts_what_counts() -> None:
    wrong = "Clean-up: each Reserve and Landmarks are within their limits (p1: Reserve 3 of 2, "
    assert audit._limit(wrong + "Landmarks 0 of 2)", set()) == "'within' but counts 3 of 2"
    right = (
        "Clean-up: each Reserve and Landmarks are within their limits (p1: 3 cards in Reserve, "
        "1 of them not counted (Lyra Contortionist: “…”), 2 of 2, Landmarks 0 of 2)"
    )
    assert audit._limit(right, {"4.2.5.c"}).startswith("a card changes the limit")
    assert audit._limit(right, {"4.2.5.c", "2.2.12.m", "1.4.2.a"}) == ""
    assert audit._limit("Rest: nothing happens", set()) is None
