"""A document the judge saves — a board and its state, an exported report — gets the
permissions any program would give it (0666 less the umask), or keeps those of the file it
replaces: written through a temporary file for atomicity, it must not end up owner-only."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules_corpus.store.atomic import write_atomically
from scenarios.file_set import replace_together


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def _mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


def test_a_new_board_pair_is_readable_as_any_saved_file(tmp_path: Path, umask_022: None) -> None:
    board, state = tmp_path / "dispute.yaml", tmp_path / "dispute.state.json"
    replace_together(board, {board: "players: {}\n", state: "{}"})
    assert _mode(board) == 0o644 and _mode(state) == 0o644


def test_a_saved_board_keeps_the_permissions_of_the_file_it_replaces(
    tmp_path: Path, umask_022: None
) -> None:
    board = tmp_path / "dispute.yaml"
    board.write_text("old\n", encoding="utf-8")
    board.chmod(0o640)
    replace_together(board, {board: "new\n"})
    assert board.read_text(encoding="utf-8") == "new\n" and _mode(board) == 0o640


def test_an_exported_report_is_a_user_file_a_cache_file_stays_owner_only(
    tmp_path: Path, umask_022: None
) -> None:
    report, cache = tmp_path / "ruling.html", tmp_path / "tables.bin"
    write_atomically(report, b"<p>ruling</p>", user_file=True)
    write_atomically(cache, b"tables")
    assert _mode(report) == 0o644
    assert _mode(cache) == 0o600  # the app's own cache: nobody else needs to read it
