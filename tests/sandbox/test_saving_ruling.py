"""The judge's ruling (Ruling tab) is saved with the board and comes back on opening."""

from __future__ import annotations

import json
from pathlib import Path

from judge_app.sandbox.branches_io import branches_path
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

HAVEN_KUWAT = EXAMPLES_DIR / "2_1_d_haven_kuwat_new_object_is_not_boosted.yaml"

RULING = (
    "## Décision — Kuwat n'est pas boosté\n"
    "\n"
    "The {R} Reaction does **not** boost Kuwat: in the Discard pile it is a *new object*\n"
    "(2.1.d).\n"
    "\n"
    "- first point: `quoted: text` with # and : inside\n"
    "  - nested, indented — « guillemets », 日本語, emoji 🃏\n"
    "\n"
    "    four spaces of code\n"
    "trailing line without a newline"
)


def test_a_saved_ruling_reopens_exactly_with_markdown_and_non_ascii(tmp_path: Path) -> None:
    session = Session.open(HAVEN_KUWAT)
    session.ruling = RULING
    path = tmp_path / "kuwat.yaml"
    save_session(session, path)
    text = path.read_text(encoding="utf-8")
    assert "ruling: |" in text  # a block scalar: the judge's words read as typed
    assert "日本語, emoji 🃏" in text  # written as characters, not escapes
    reopened = Session.open(path)
    assert reopened.ruling == RULING
    assert not reopened.dirty
    assert check_scenario(load_scenario(path)).ok  # the command line still runs the saved file


def test_a_ruling_ending_in_newlines_or_starting_indented_comes_back_exactly(
    tmp_path: Path,
) -> None:
    for ruling in ("  indented first line\nthen flush\n\n\n", "one line\n", "tabs\tand \\ back"):
        session = Session.open(HAVEN_KUWAT)
        session.ruling = ruling
        path = tmp_path / "edge.yaml"
        save_session(session, path)
        assert Session.open(path).ruling == ruling


def test_no_ruling_writes_no_ruling_field(tmp_path: Path) -> None:
    path = tmp_path / "plain.yaml"
    save_session(Session.open(HAVEN_KUWAT), path)
    assert "ruling" not in path.read_text(encoding="utf-8")
    assert Session.open(path).ruling == ""


def test_typing_a_ruling_is_an_unsaved_change_until_saved(tmp_path: Path) -> None:
    session = Session.open(HAVEN_KUWAT)
    assert not session.dirty
    session.ruling = "Kuwat is a new object (2.1.d)."
    assert session.dirty
    save_session(session, tmp_path / "b.yaml")
    assert not session.dirty
    session.ruling = ""
    assert session.dirty  # clearing a saved ruling is a change too


def test_a_board_with_branches_keeps_its_ruling_and_its_branches(tmp_path: Path) -> None:
    session = Session.open(HAVEN_KUWAT)
    session.script = ()  # the judge answers by hand
    session.run("decision")
    turn = session.state.pending
    assert turn is not None
    session.answer(next(o.id for o in turn.options if o.id != "pass"))
    session.undo()
    session.answer("pass")  # a second reading; the first is kept as a branch
    assert len(session.branches) == 2
    session.ruling = "Both readings shown; the second applies (2.1.d)."
    path = tmp_path / "branched.yaml"
    save_session(session, path)
    saved = json.loads(branches_path(path).read_text(encoding="utf-8"))
    assert "ruling" not in saved  # the branches file keeps its own format
    reopened = Session.open(path)
    assert reopened.ruling == session.ruling
    assert len(reopened.branches) == 2 and not reopened.notice


def test_an_example_saved_as_a_board_keeps_its_rules_and_background(tmp_path: Path) -> None:
    # Haven Kuwat illustrates 2.1.d and 6.3.j; 1.4.4.a is named for context (background).
    session = Session.open(HAVEN_KUWAT)
    path = tmp_path / "kuwat.yaml"
    save_session(session, path)
    model = load_scenario(path).model
    assert model.rules == ("2.1.d", "6.3.j")
    assert model.background == ("1.4.4.a",)
