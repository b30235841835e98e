"""A board's save makes its files current together, and never overwrites another
program's changes without asking (scenarios.file_set, judge_app.sandbox.saving)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import scenarios.file_set as file_set
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from tests.reliability.branched_board import two_readings


def _branched_board(folder: Path) -> tuple[Session, Path]:
    """The busy board saved with two branches: board.yaml, .state.json, .branches.json."""
    path = folder / "board.yaml"
    session = two_readings(path)
    session.ruling = "Initiative order (4.4.b)."
    save_session(session, path)
    assert len(session.branches) == 2
    return session, path


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_a_save_failing_half_way_leaves_exactly_the_old_board(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, path = _branched_board(tmp_path)
    before = _files(tmp_path)
    assert set(before) == {"board.yaml", "board.state.json", "board.branches.json"}
    session.step()
    session.ruling = "R" * 10_000
    real = file_set._write_temp
    calls = []

    def full_disk_on_second(target: Path, text: str) -> Path:
        calls.append(target.name)
        if len(calls) == 2:  # the first file was written; the disk fills on the second
            raise OSError(28, "No space left on device")
        return real(target, text)

    monkeypatch.setattr(file_set, "_write_temp", full_disk_on_second)
    with pytest.raises(OSError):
        save_session(session, path)
    assert _files(tmp_path) == before  # the old board, and no temporary file left
    assert session.dirty
    monkeypatch.undo()
    reopened = Session.open(path)
    assert len(reopened.branches) == 2 and not reopened.notice
    assert reopened.ruling == "Initiative order (4.4.b)."


def test_a_save_killed_after_its_commit_point_opens_as_exactly_the_new_board(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, path = _branched_board(tmp_path)
    session.step()
    session.ruling = "The new ruling."
    real = os.replace
    renames = []

    def killed_after_first_rename(src: str | Path, dst: str | Path) -> None:
        renames.append(Path(dst).name)
        if len(renames) == 3:  # journal committed, one file renamed: the program stops
            raise KeyboardInterrupt
        real(src, dst)

    monkeypatch.setattr(file_set.os, "replace", killed_after_first_rename)
    with pytest.raises(KeyboardInterrupt):
        save_session(session, path)
    monkeypatch.undo()
    assert file_set.journal_path(path).exists()
    reopened = Session.open(path)  # finishes the save first
    assert not file_set.journal_path(path).exists()
    assert reopened.ruling == "The new ruling."
    assert reopened.state == session.state
    assert len(reopened.branches) == 2 and not reopened.notice
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_save_stopped_before_its_commit_point_opens_as_exactly_the_old_board(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, path = _branched_board(tmp_path)
    before = _files(tmp_path)
    old_state = Session.open(path).state
    session.step()
    real = os.replace

    def killed_at_commit(src: str | Path, dst: str | Path) -> None:
        if Path(dst).name.endswith(".saving.json"):
            raise KeyboardInterrupt
        real(src, dst)

    monkeypatch.setattr(file_set.os, "replace", killed_at_commit)
    with pytest.raises(KeyboardInterrupt):
        save_session(session, path)
    monkeypatch.undo()
    assert _files(tmp_path) == before
    assert Session.open(path).state == old_state


def test_a_hostile_save_journal_moves_no_file_outside_its_folder(tmp_path: Path) -> None:
    folder = tmp_path / "boards"
    folder.mkdir()
    outside = tmp_path / "secret.txt"
    outside.write_text("keep me", encoding="utf-8")
    board = folder / "board.yaml"
    file_set.journal_path(board).write_text(
        '{"format": "judge-app save in progress", "replace": [["../secret.txt", "x"]],'
        ' "remove": ["../secret.txt"]}',
        encoding="utf-8",
    )
    assert not file_set.finish_interrupted_save(board)
    assert outside.read_text(encoding="utf-8") == "keep me"
    assert not file_set.journal_path(board).exists()


def test_a_board_changed_by_another_program_is_not_overwritten_without_asking(
    tmp_path: Path,
) -> None:
    _, path = _branched_board(tmp_path)
    reopened = Session.open(path)
    edited = path.read_text(encoding="utf-8").replace(
        "ruling: |-", "ruling: |-\n  EDITED IN A TEXT EDITOR."
    )
    path.write_text(edited, encoding="utf-8")
    reopened.step()
    note = save_session(reopened, path)
    assert note.startswith("Not saved") and "board.yaml" in note
    assert "another program" in reopened.notice
    assert path.read_text(encoding="utf-8") == edited
    assert reopened.dirty
    # asked and confirmed: replaced
    save_session(reopened, path, replace_changed=True)
    assert "EDITED IN A TEXT EDITOR" not in path.read_text(encoding="utf-8")
    # after its own save, the next save does not ask again
    reopened.step()
    assert not save_session(reopened, path).startswith("Not saved")
