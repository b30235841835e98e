"""The citation audit of CR 5.0 (docs/cr_audit.yaml, scenarios/cr_audit.py): every rule of
sections 1-7 is classified, and each procedure rule the engine does not cite is marked."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_corpus.corpus import Corpus
from scenarios.cr_audit import (
    DEFINITION,
    NOT_MODELLED,
    PROCEDURE,
    Classified,
    audit_units,
    engine_cited,
    examples_showing,
    load_audit,
    problems,
    shown_by_problems,
    shown_by_tests,
    uncited_procedures,
)
from scenarios.errors import LoadError


def test_the_audit_classifies_every_rule_and_matches_the_engine(corpus: Corpus) -> None:
    audit = load_audit()
    assert problems(audit, corpus, engine_cited()) == []
    assert len(audit) == len(audit_units(corpus)) > 600
    kinds = {e.kind for e in audit.values()}
    assert kinds == {PROCEDURE, DEFINITION, NOT_MODELLED}


def test_the_audit_covers_the_sections_and_the_lone_status_sections(corpus: Corpus) -> None:
    units = audit_units(corpus)
    assert "1.1.1.a" in units and "7.5.12.a" in units and "2.4.2" in units
    assert not any(u.startswith("8") for u in units)
    assert "2.4" not in units and "6.2" not in units  # sections with rules are not units


def test_every_rule_the_engine_cites_is_a_procedure_or_a_definition() -> None:
    audit = load_audit()
    assert all(audit[r].kind != NOT_MODELLED for r in engine_cited() if r in audit)
    assert engine_cited() <= set(audit)


def test_the_uncited_marks_are_the_uncited_procedures() -> None:
    audit = load_audit()
    marked = [r for r, e in audit.items() if e.uncited]
    assert uncited_procedures(audit, engine_cited()) == marked


def _entry(rule_id: str, kind: str, uncited: str = "") -> Classified:
    return Classified(rule_id, kind, 1, "why" if kind == NOT_MODELLED else "", uncited)


def test_problems_name_each_kind_of_mistake(corpus: Corpus) -> None:
    units = audit_units(corpus)
    audit = {r: _entry(r, DEFINITION) for r in units if r != "1.1.2.b"}
    audit["6.2.e"] = _entry("6.2.e", PROCEDURE)  # cited: fine
    audit["6.2.d"] = _entry("6.2.d", NOT_MODELLED)  # cited, yet "not modelled"
    audit["6.4.b"] = _entry("6.4.b", PROCEDURE)  # not cited, not marked
    audit["6.1.g"] = _entry("6.1.g", PROCEDURE, "somewhere")  # cited, still marked
    audit["9.9.z"] = _entry("9.9.z", DEFINITION)
    found = problems(audit, corpus, {"6.2.e", "6.2.d", "6.1.g"})
    assert sorted(found) == [
        "1.1.2.b: not classified",
        "line 1: 6.1.g: the engine cites it now; remove its 'uncited' mark",
        "line 1: 6.2.d: the engine cites it, so it is modelled",
        "line 1: 6.4.b: a procedure the engine does not cite; say where (uncited: ...)",
        "line 1: 9.9.z: not a rule of sections 1-7 of CR 5.0",
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("rules:\n  '1.1.1.a': {kind: rule}\n", "file.yaml:2: 1.1.1.a: kind must be one of"),
        ("rules:\n  '1.1.1.a': {kind: not modelled}\n", "file.yaml:2: 1.1.1.a: a rule not"),
        ("rules:\n  '1.1.1.a': {kind: definition, uncited: x}\n", "only a procedure"),
        ("rules:\n  '1.1.1.a': {kind: definition, reason: x}\n", "unknown field(s) reason"),
        ("rules:\n  '1.1.1.a': definition\n", "expected {kind: ...}"),
        ("rules:\n  '1.1.1.a': {kind: definition, shown_by: x}\n", "only a procedure rule says"),
        ("rules:\n  '1.1.2.a': {kind: procedure, shown_by: x.py}\n", "tests/FILE.py::test_name"),
        ("- a list\n", "must hold a 'rules' mapping"),
    ],
)
def test_a_malformed_audit_names_the_line_and_the_mistake(
    tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "file.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LoadError) as error:
        load_audit(path)
    assert message in str(error.value)


def test_examples_show_the_rules_they_name_and_cite() -> None:
    shown = examples_showing()
    assert "6_2_e_mighty_jinn_optional_replacement.yaml" in shown["6.2.e"]
    assert all(not name.startswith("_") for names in shown.values() for name in names)


def test_each_shown_by_names_a_test_that_exists_and_names_its_rule() -> None:
    audit = load_audit()
    assert shown_by_problems(audit) == []
    shown = examples_showing()
    assert "7.3.20.a" in shown  # once shown only by a unit test, now by an example too
    assert shown_by_tests(audit, shown) == []


def test_a_shown_by_that_names_no_test_is_a_problem(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text(
        "def test_other() -> None:\n    assert '4.1.i'\n\n\ndef test_a() -> None:\n    pass\n",
        encoding="utf-8",
    )
    audit = {
        "4.1.f": Classified("4.1.f", PROCEDURE, 3, shown_by="tests/test_x.py::test_gone"),
        "4.1.g": Classified("4.1.g", PROCEDURE, 4, shown_by="tests/nowhere.py::test_a"),
        "4.1.h": Classified("4.1.h", PROCEDURE, 5, shown_by="tests/test_x.py::test_a"),
        "4.1.i": Classified("4.1.i", PROCEDURE, 6, shown_by="tests/test_x.py::test_other"),
    }
    assert shown_by_problems(audit, tmp_path) == [
        "line 3: 4.1.f: tests/test_x.py defines no test test_gone",
        "line 4: 4.1.g: shown_by names tests/nowhere.py, which does not exist",
        "line 5: 4.1.h: tests/test_x.py::test_a does not name 4.1.h",
    ]
