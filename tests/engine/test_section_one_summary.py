"""Section 1 of CR 5.0 is an informal summary; from Section 2 on each paragraph is a rule
(1.1.1.d). A line cites the later rule; a Section 1 paragraph decides only where no later
rule says it, each such paragraph listed with its reason (engine/why/summary.py)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine.why.citations import RULES, cite
from engine.why.deciding import split_rules
from engine.why.summary import (
    CANT_BEATS_CAN_AT,
    SECTION_ONE,
    Summary,
    never_deciding,
    see_also,
)
from engine.why.table import TABLE, why
from rules_corpus.corpus import Corpus
from rules_corpus.model import Rule, Section

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("engine", "scenarios", "judge_app")
# a whole rule id of Section 1 (1.2.4.d, 1.1.4), not a prefix ("1.4.7.") nor a version
_SECTION_ONE_ID = re.compile(r"(?<![\w.])(1\.[1-4]\.\d+(?:\.[a-z])?)(?![\w.])")
_OWN = {ROOT / "engine/why/summary.py", ROOT / "engine/why/citations.py"}


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of ``path`` that are not docstrings (nor attribute docstrings):
    what the engine, the reader and the checker may say."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    said = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    return [
        (n.lineno, n.value)
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in said
    ]


def test_every_section_one_paragraph_listed_is_a_cr_rule_with_its_later_rules(
    corpus: Corpus,
) -> None:
    for one, summary in SECTION_ONE.items():
        assert isinstance(corpus.get("altered-cr-5.0", one), Rule | Section), one
        for later in summary.said_by:
            assert not later.startswith("1."), (one, later)
            assert isinstance(corpus.get("altered-cr-5.0", later), Rule), (one, later)
            assert later in RULES, (one, later)  # citable
        # either a later rule says it, or the reason no later rule does is given
        assert summary.said_by or summary.alone, one


def test_the_allow_list_is_explicit_and_each_entry_justified() -> None:
    alone = {one: s.alone for one, s in SECTION_ONE.items() if s.alone}
    assert all(len(reason) > 20 for reason in alone.values())
    # the golden rules and definitions no later rule states
    for one in ("1.1.2.a", "1.1.3.c", "1.1.3.d", "1.1.7.b", "1.2.1.b", "1.4.1.a", "1.4.5.a"):
        assert one in alone
    # said by a later rule: never deciding
    for one in ("1.2.4.d", "1.2.5.c", "1.4.3.a", "1.4.7.b", "1.4.6.c", "1.3.2.c"):
        assert never_deciding(one)


def test_cite_refuses_a_summarised_or_unlisted_section_one_paragraph() -> None:
    with pytest.raises(KeyError, match=r"2\.2\.12\.g"):
        cite("1.2.4.d")
    with pytest.raises(KeyError, match=r"6\.4\.c"):
        cite("1.2.5.c")
    assert cite("1.4.1.a", "2.2.12.g") == ("1.4.1.a", "2.2.12.g")


def test_every_registered_section_one_id_is_listed() -> None:
    unlisted = [r for r in RULES if r.startswith("1.") and r not in SECTION_ONE]
    assert unlisted == []


def test_no_decision_point_cites_a_summarised_paragraph() -> None:
    for point in TABLE:
        assert not [r for r in why(point) if never_deciding(r)], point


def test_no_code_string_names_a_summarised_or_unlisted_section_one_paragraph() -> None:
    """A rule written in a trace's words, a refusal or the reader's reasons: a Section 1
    paragraph a later rule says, or one not listed with its reason, fails here."""
    found: list[str] = []
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path in _OWN:
                continue
            for line, text in _code_strings(path):
                for one in _SECTION_ONE_ID.findall(text):
                    if one not in SECTION_ONE or never_deciding(one):
                        found.append(f"{path.relative_to(ROOT)}:{line}: {one}")
    assert found == []


def test_a_summary_beside_its_rule_is_only_see_also() -> None:
    deciding, also = split_rules(("1.2.4.d", "7.3.31.a"))
    assert deciding == ("2.2.12.g", "7.3.31.a")  # the later rule, in its place
    assert "1.2.4.d" in also
    deciding, also = split_rules(("2.4.6.e", "2.2.12.j", "1.2.4.d"))
    assert deciding == ("2.4.6.e", "2.2.12.j")  # the specific one already cited
    assert also == ("1.2.4.d",)
    # an allowed paragraph beside a later rule saying it for this case: see also
    deciding, also = split_rules(("6.1.g", "6.1.h", "1.4.5.a"))
    assert deciding == ("6.1.g", "6.1.h") and also == ("1.4.5.a",)
    # alone, where no later rule says it, it decides
    assert split_rules(("1.4.1.a",)) == (("1.4.1.a",), ())


def test_cant_beats_can_decides_only_where_listed_with_its_reason() -> None:
    """1.4.1.a decides a point only where no later rule says the "can't" for its case:
    each such point listed with its reason, and every point listed still cites it."""
    deciding = {p for p in TABLE if "1.4.1.a" in split_rules(why(p))[0]}
    assert deciding == set(CANT_BEATS_CAN_AT)
    assert all(len(reason) > 20 for reason in CANT_BEATS_CAN_AT.values())
    # where a later rule says it, that rule decides
    assert why("reaction.cant_by_passive") == ("7.3.1.e",)  # "cannot activate"
    assert why("effect.move_is_not_play") == ("7.5.12.a",)  # put is not played
    assert why("choice.cant_option") == why("may.cant_option") == ("6.1.g",)
    assert "6.1.g" not in why("turn.cost_cant")  # a cost is no step's decision


def test_see_also_names_the_summary_of_each_later_rule() -> None:
    assert see_also(("6.4.c",)) == ("1.2.5.c", "1.4.1.b")
    assert see_also(("7.5.6.b", "1.4.7.b")) == ()
    assert see_also(("7.4.4.c",)) == ()
    assert Summary(("6.4.c",)).alone == ""
