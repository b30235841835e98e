"""A damaged or hostile branches file (``NAME.branches.json``) is left aside with a notice in
a judge's words naming the branch, moment and field — never a Python error's text — and a
board it carries is held to the same checks as a saved state file (day and counters in
range, two players, known agenda tasks, options naming objects that exist), so no branch
can bring in a board no game can reach (judge_app.sandbox.branches_fields, branches_io)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from tests.reliability.branched_board import two_readings

Data = dict[str, Any]

PYTHON_WORDS = ("int()", "__init__", "indices", "attribute", "instances of", "codec", "NoneType")


def _opened_with(folder: Path, change: Callable[[Data], None]) -> Session:
    path = folder / "board.yaml"
    save_session(two_readings(path), path)
    branches = folder / "board.branches.json"
    data = json.loads(branches.read_text(encoding="utf-8"))
    change(data)
    branches.write_text(json.dumps(data), encoding="utf-8")
    return Session.open(path)


def _set(*keys: object, value: object) -> Callable[[Data], None]:
    def change(data: Data) -> None:
        target: Any = data
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return change


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (_set("branches", value={"a": 1}), "(“branches”)"),
        (_set("branches", 1, "parent", value="zero"), "branch 2: the branch it comes from"),
        (_set("branches", 1, "fork", value="9" * 5000), "branch 2: the moment it forks at"),
        (_set("branches", 1, "cursor", value="abc"), "branch 2: the moment shown (“cursor”)"),
        (_set("branches", 0, "name", value=["x"]), "branch 1: its name"),
        (_set("shown", value=None), "which branch is shown"),
        (_set("branches", 0, "moments", 0, value=[[[]]]), "branch 1: moment 1: it is not a moment"),
        (
            _set("branches", 0, "moments", 0, "redo", value="teleport"),
            "branch 1: moment 1: how to redo it (“redo”) is an unknown moment kind",
        ),
        (
            _set("branches", 1, "moments", 0, "choice", value="o1"),
            "branch 2: moment 1: the options",
        ),
        (_set("start", value="a board"), "its board as first opened (“start”)"),
        (_set("start", "objects", value={"o1": {"kind": "card"}}), "the board as first opened"),
    ],
    ids=[
        "branches a dict",
        "parent text",
        "fork of 5000 digits",
        "cursor text",
        "name a list",
        "shown null",
        "a moment that is a list",
        "an unknown kind of moment",
        "choice not a list",
        "start a string",
        "start with a broken object",
    ],
)
def test_a_wrong_field_is_named_in_words(
    tmp_path: Path, change: Callable[[Data], None], named: str
) -> None:
    session = _opened_with(tmp_path, change)
    assert len(session.branches) == 1  # the board opens as saved, without the branches
    assert "left aside" in session.notice
    assert named in session.notice
    assert not any(word in session.notice for word in PYTHON_WORDS), session.notice


def test_a_number_longer_than_python_reads_is_named(tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    save_session(two_readings(path), path)
    branches = tmp_path / "board.branches.json"
    text = branches.read_text(encoding="utf-8").replace('"shown":0', '"shown":' + "9" * 5000)
    branches.write_text(text, encoding="utf-8")
    session = Session.open(path)
    assert "a number too long" in session.notice
    assert "4300" not in session.notice and len(session.branches) == 1


def _with_board_branch(board_change: Callable[[Data], None]) -> Callable[[Data], None]:
    """A third branch, forked at the end of the shown one, holding one judge's edit whose
    board is the first board changed by ``board_change``: the shown branch still ends on
    the saved board, so only the check of that board can leave the branches aside."""

    def change(data: Data) -> None:
        board = copy.deepcopy(data["start"])
        board_change(board)
        shown = data["branches"][0]
        moment = {"text": "Judge edit", "source": "judge", "redo": "state", "state": board}
        data["branches"].append(
            {
                "name": "Reading 3",
                "parent": 0,
                "fork": len(shown["moments"]),
                "cursor": 1,
                "origin": "undo",
                "moments": [moment],
            }
        )

    return change


@pytest.mark.parametrize(
    ("board_change", "named"),
    [
        (_set("day", value=10**30), "day 100000000000…(31 digits) is not a day"),
        (_set("next_object", value=-1), "next_object -1 is out of range"),
        (_set("players", value=["p1", "p2", "p3"]), "exactly two players"),
    ],
    ids=["day 10**30", "next_object -1", "three players"],
)
def test_a_board_in_a_branch_is_held_to_the_saved_state_checks(
    tmp_path: Path, board_change: Callable[[Data], None], named: str
) -> None:
    session = _opened_with(tmp_path, _with_board_branch(board_change))
    assert len(session.branches) == 1
    assert "left aside" in session.notice and named in session.notice


def test_a_sound_board_in_a_branch_is_still_restored(tmp_path: Path) -> None:
    session = _opened_with(tmp_path, _with_board_branch(lambda board: None))
    assert len(session.branches) == 3, session.notice
