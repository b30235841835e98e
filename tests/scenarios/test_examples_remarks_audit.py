"""The Examples and Remarks audit (benchmarks/examples_remarks_audit.py, issue 31): every
note of CR 5.0 sections 1-7 is listed, a scenario's ``shows`` link names a note CR 5.0
prints, and a note counts as shown only by a scenario that holds, asserts an outcome and
cites the note's rule."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest
import yaml

from rules_corpus.model import NoteKind
from scenarios.errors import LoadError
from scenarios.scenario.cr_notes import NoteRef, cr_notes, link_label, parse_link
from scenarios.scenario.load import load_scenario

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def notes_audit() -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__("examples_remarks_audit")


@pytest.fixture(scope="module")
def showing(notes_audit: ModuleType) -> dict[NoteRef, object]:
    """The example scenarios by the notes they show (loaded once: 600 files)."""
    found: dict[NoteRef, object] = notes_audit.scenarios_showing()
    return found


def test_every_note_of_sections_1_to_7_is_listed() -> None:
    notes = cr_notes()
    assert notes is not None
    assert len(notes) == 134
    kinds = [n.ref.kind for n in notes]
    assert kinds.count(NoteKind.EXAMPLE) == 53
    assert {n.ref.rule.split(".")[0] for n in notes} == set("1234567")
    labels = [n.label for n in notes]
    assert len(set(labels)) == len(labels)
    assert "2.2.2.m Example 2" in labels and "2.4.4 Remark" in labels
    assert "2.2.11.e Example" in labels  # the Kojo & Booda Example follows 2.2.11.e


def test_a_link_is_read_and_written_back() -> None:
    assert parse_link("2.1.d Example") == NoteRef("2.1.d", NoteKind.EXAMPLE)
    assert parse_link("5.1.2.f remark 2") == NoteRef("5.1.2.f", NoteKind.REMARK, 2)
    assert link_label(NoteRef("5.1.2.f", NoteKind.REMARK, 2)) == "5.1.2.f Remark 2"
    assert link_label(NoteRef("2.1.d", NoteKind.EXAMPLE)) == "2.1.d Example"


@pytest.mark.parametrize(
    ("link", "says"),
    [
        ("2.1.d Remark", "prints no Remark after 2.1.d (it has: 2.1.d Example)"),
        ("2.2.2.m Example", "has 2 Examples: say which"),
        ("2.1.d Example 1", "has one Example"),
        ("5.1.2.f Remark 3", "has 2 Remarks, not 3"),
        ("the 2.1.d Example", "does not name an Example or Remark"),
        ("9.9.z Example", "prints no Example after 9.9.z"),
    ],
)
def test_a_link_to_a_note_cr_5_does_not_print_is_refused_with_its_line(
    tmp_path: Path, link: str, says: str
) -> None:
    path = tmp_path / "s.yaml"
    board = {"title": "t", "shows": [link], "players": {"p1": {}, "p2": {}}}
    path.write_text(yaml.safe_dump(board, sort_keys=False), encoding="utf-8")
    with pytest.raises(LoadError) as raised:
        load_scenario(path)
    message = raised.value.messages[0]
    assert says in message and "shows" in message and ":3:" in message  # the list item's line


def test_every_shows_link_of_the_examples_names_a_real_note(showing: dict[NoteRef, object]) -> None:
    labels = {n.ref for n in cr_notes() or ()}
    assert showing and set(showing) <= labels
    assert len(showing) >= 80


def test_the_not_modelled_table_names_real_notes_none_shown(
    notes_audit: ModuleType, showing: dict[NoteRef, object]
) -> None:
    labels = {n.label for n in cr_notes() or ()}
    assert set(notes_audit.NOT_MODELLED) <= labels
    shown = {link_label(ref) for ref in showing}
    assert not set(notes_audit.NOT_MODELLED) & shown


def _scenario(tmp_path: Path, expect: list[object]) -> Path:
    path = tmp_path / "s.yaml"
    board = {
        "title": "t",
        "shows": ["7.3.35.a Remark"],
        "phase": "Afternoon",
        "players": {"p1": {"reserve": ["Vanilla 1/1/1"]}, "p2": {}},
        "script": [{"request": {"action": "sabotage", "objects": ["Vanilla 1/1/1"]}}],
        "expect": expect,
    }
    path.write_text(yaml.safe_dump(board, sort_keys=False), encoding="utf-8")
    return path


def test_a_note_is_shown_only_with_its_outcome_and_its_rule_cited(
    notes_audit: ModuleType, tmp_path: Path
) -> None:
    from scenarios.cards.library import default_library

    note = next(n for n in cr_notes() or () if n.label == "7.3.35.a Remark")
    outcome = {"zone": "discard:p1", "cards": ["Vanilla 1/1/1"]}
    cases: dict[str, list[object]] = {
        "shown": [outcome, {"cites": "7.3.35.a"}],
        "no citation": [outcome],
        "no outcome": [{"cites": "7.3.35.a"}],
        "wrong outcome": [{"zone": "discard:p1", "count": 0}, {"cites": "7.3.35.a"}],
    }
    verdicts = {}
    for name, expect in cases.items():
        folder = tmp_path / name.replace(" ", "_")
        folder.mkdir()
        path = _scenario(folder, expect)
        scenario = load_scenario(path, default_library())
        [verdict] = notes_audit.classify([note], {note.ref: [(path, scenario)]}, {})
        verdicts[name] = (verdict.kind, verdict.reason)
    assert verdicts["shown"] == ("shown", "")
    assert verdicts["no citation"][0] == "missing"
    assert "does not assert that the trace cites 7.3.35.a" in verdicts["no citation"][1]
    assert "asserts no outcome" in verdicts["no outcome"][1]
    assert "does not hold" in verdicts["wrong outcome"][1]


def test_a_note_naming_the_rule_that_governs_is_shown_by_citing_that_rule(
    notes_audit: ModuleType,
) -> None:
    note = next(n for n in cr_notes() or () if n.label == "2.2.13.c Remark")
    assert note.names == ("3.2.10.b",)
    assert notes_audit.cites_the_rule(note, {"3.2.10.b"})
    assert notes_audit.cites_the_rule(note, {"2.2.13.c"})
    assert not notes_audit.cites_the_rule(note, {"3.2.10.a"})


def test_every_example_and_remark_is_shown_or_not_modelled_with_a_reason(
    notes_audit: ModuleType, showing: dict[NoteRef, object]
) -> None:
    """The audit held at zero missing (issue 31): each note a scenario shows holds, asserts
    its outcome and cites its rule; each other one says why no game state shows it."""
    verdicts = notes_audit.classify(cr_notes() or (), showing)
    missing = [(v.note.label, v.reason) for v in verdicts if v.kind == notes_audit.MISSING]
    assert missing == []
    shown = [v for v in verdicts if v.kind == notes_audit.SHOWN]
    assert len(shown) >= 110
    assert all(v.reason for v in verdicts if v.kind == notes_audit.NOT_MODELLED_KIND)
