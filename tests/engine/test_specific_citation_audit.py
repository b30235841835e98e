"""The families benchmarks/specific_citation_audit.py reads (issue 31, cite37): a line citing
only a family's general rule, and a sibling lettered rule naming a word of the line's case
that the general rule does not."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

from rules_corpus.corpus import parse_corpus

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def audit() -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__("specific_citation_audit")


@pytest.fixture(scope="module")
def families(audit: ModuleType):  # type: ignore[no-untyped-def]
    return audit.Families(parse_corpus().documents[0])


@pytest.mark.parametrize(
    ("rule", "general"),
    [
        ("6.4.a", True),  # the first of 6.4.a-e
        ("7.3.25.a", True),
        ("4.3", True),  # a section with lettered rules
        ("6.4.e", False),
        ("7.3.17.a", False),  # boosts: 7.3.17 has one rule only
    ],
)
def test_general_rule(families, rule: str, general: bool) -> None:  # type: ignore[no-untyped-def]
    assert families.is_general(rule) is general


def test_general_only_needs_no_sibling_cited(families) -> None:  # type: ignore[no-untyped-def]
    assert families.general_only(frozenset({"7.3.25.a", "4.2.4.j"})) == ["7.3.25.a"]
    assert families.general_only(frozenset({"7.3.25.a", "7.3.25.e"})) == []


def test_a_sibling_naming_the_case_is_a_candidate(audit, families) -> None:  # type: ignore[no-untyped-def]
    line = audit.Line(
        "x.yaml",
        "p1 pays for the quick action of Grim Altar: Vanilla 1/1/1 is sacrificed",
        frozenset({"6.4.a", "7.3.36.a"}),
    )
    found = families.candidate(line, "6.4.a")
    assert found is not None
    assert ("6.4.e", ("Quick action",)) in found.siblings


def test_the_familys_own_word_is_not_a_case(audit, families) -> None:  # type: ignore[no-untyped-def]
    # "moves forward" is the family's title (7.3.25 Move Forward), named by 7.3.25.a too
    line = audit.Line("x.yaml", "Progress: p1's hero Expedition moves forward", frozenset())
    assert families.candidate(line, "7.3.25.a") is None


def test_common_words_name_no_case(families) -> None:  # type: ignore[no-untyped-def]
    assert "Player" not in families.words
    assert "Card" not in families.words
