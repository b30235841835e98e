"""The judge's bookmarks and notes survive locks, failed saves and a killed process.

A locked database (another window, a sync tool) is not a damaged one: it is never moved
aside. A note whose save fails stays unsaved, the judge is told, and it is saved on a retry.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui import note_panel, userdata
from judge_app.gui.note_panel import NotePanel
from judge_app.gui.urls import Target
from judge_app.gui.userdata import UserData, UserDataError

CR = "altered-cr-5.0"
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture()
def saved_db(tmp_path: Path) -> Path:
    data = UserData.open(tmp_path)
    data.add_bookmark(CR, "6.2.e", "Modifiers")
    data.set_note(CR, "6.2.e", "Ask the head judge.")
    data.close()
    return tmp_path


@pytest.fixture()
def short_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(userdata, "OPEN_WAIT_S", 0.1)
    monkeypatch.setattr(userdata, "LOCK_WAIT_S", 0.05)


def _hold(path: Path, how: str) -> Iterator[sqlite3.Connection]:
    other = sqlite3.connect(path, isolation_level=None)
    other.execute(f"begin {how}")
    yield other
    other.execute("rollback")
    other.close()


def test_exclusively_locked_database_is_left_in_place_not_moved_aside(
    saved_db: Path, short_waits: None
) -> None:
    holder = _hold(saved_db / "user.db", "exclusive")
    next(holder)
    data = UserData.open(saved_db)
    assert list(saved_db.glob("user.db.corrupt-*")) == []
    assert data.path == saved_db / "user.db"
    assert any("in use by another program" in n for n in data.notices)
    with pytest.raises(UserDataError, match="in use"):
        data.note(CR, "6.2.e")  # never an empty note in place of the real one
    with pytest.raises(UserDataError, match="Not saved yet"):
        data.set_note(CR, "6.2.e", "overwritten while locked")
    next(holder, None)  # the other program lets go
    assert data.note(CR, "6.2.e") == "Ask the head judge."
    assert data.is_bookmarked(CR, "6.2.e")
    data.set_note(CR, "6.2.e", "Saved once it was free.")
    data.close()
    again = UserData.open(saved_db)
    assert again.notices == [] and again.note(CR, "6.2.e") == "Saved once it was free."
    again.close()


def test_write_locked_database_still_reads_and_refuses_writes_clearly(
    saved_db: Path, short_waits: None
) -> None:
    holder = _hold(saved_db / "user.db", "immediate")
    next(holder)
    data = UserData.open(saved_db)
    assert list(saved_db.glob("user.db.corrupt-*")) == []
    assert data.note(CR, "6.2.e") == "Ask the head judge."
    assert [b.item_id for b in data.bookmarks()] == ["6.2.e"]
    with pytest.raises(UserDataError, match="in use by another program"):
        data.add_bookmark(CR, "1.1")
    next(holder, None)
    data.add_bookmark(CR, "1.1")
    assert {b.item_id for b in data.bookmarks()} == {"6.2.e", "1.1"}
    data.close()


class FlakySaver:
    """Fails the first ``failures`` saves, then keeps what it is given."""

    def __init__(self, failures: int) -> None:
        self.failures = failures
        self.kept: dict[Target, str] = {}
        self.calls = 0

    def __call__(self, target: Target, text: str) -> str | None:
        self.calls += 1
        if self.failures > 0:
            self.failures -= 1
            return "Not saved yet: your bookmarks and notes database is in use."
        self.kept[target] = text
        return None


def test_failed_note_save_stays_unsaved_is_shown_and_is_retried(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(note_panel, "RETRY_MS", 50)
    saver = FlakySaver(failures=3)
    panel = NotePanel(saver=saver)
    qtbot.addWidget(panel)
    panel.show()
    rule = Target(CR, "6.2.e")
    panel.show_note(rule, "6.2.e", "")
    qtbot.keyClicks(panel.editor, "Check the ruling.")
    assert panel.flush() is False
    assert panel.has_unsaved and panel.unsaved == {rule: "Check the ruling."}
    assert panel.problem.isVisible() and "not saved yet" in panel.problem.text()
    # moving to another rule keeps the unsaved text; coming back shows it, not the old one
    other = Target(CR, "1.1")
    panel.show_note(other, "1.1", "")
    panel.show_note(rule, "6.2.e", "stale saved text")
    assert panel.editor.toPlainText() == "Check the ruling."
    qtbot.waitUntil(lambda: not panel.has_unsaved, timeout=5000)
    assert saver.kept == {rule: "Check the ruling."}
    assert not panel.problem.isVisible()


def test_note_that_cannot_be_read_is_not_offered_blank_for_overwriting(qtbot: QtBot) -> None:
    panel = NotePanel(saver=FlakySaver(0))
    qtbot.addWidget(panel)
    panel.show_note(Target(CR, "6.2.e"), "6.2.e", None)
    assert not panel.editor.isEnabled()
    assert "cannot be read right now" in panel.editor.placeholderText()


_WRITER = """
import sys
from pathlib import Path
from judge_app.gui.userdata import UserData
data = UserData.open(Path(sys.argv[1]))
n = 0
while True:
    data.set_note("altered-cr-5.0", f"r{n % 50}", f"note {n}")
    print(n, flush=True)
    n += 1
"""


def test_notes_acknowledged_before_kill_9_are_all_kept(tmp_path: Path) -> None:
    """SIGKILL in the middle of saving notes: the database opens cleanly (never moved
    aside) and holds every note whose save had returned."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert child.stdout is not None
    acknowledged = -1
    deadline = time.monotonic() + 20
    while acknowledged < 300 and time.monotonic() < deadline:
        line = child.stdout.readline()
        if not line:
            break
        acknowledged = int(line)
    child.send_signal(signal.SIGKILL)
    child.wait()
    assert acknowledged >= 300, "the writer did not get going"
    data = UserData.open(tmp_path)
    assert data.notices == [] and list(tmp_path.glob("user.db.corrupt-*")) == []
    notes = {n.item_id: n.text for n in data.notes()}
    for n in range(max(0, acknowledged - 49), acknowledged + 1):
        # each r-slot's latest acknowledged note (or a later one written before the kill)
        saved = int(notes[f"r{n % 50}"].split()[1])
        assert saved >= n
    data.close()


def test_window_keeps_a_note_whose_save_fails_and_saves_it_when_retried_at_quit(
    qtbot: QtBot, make_window: Callable[..., object], monkeypatch: pytest.MonkeyPatch
) -> None:
    from judge_app.gui.main_window import MainWindow
    from judge_app.gui.qt import QMessageBox

    window = make_window()
    assert isinstance(window, MainWindow)
    window.open_rule("6.2.e")
    real_set_note = window.user.set_note
    locked = {"on": True}

    def set_note(doc: str, item_id: str, text: str) -> None:
        if locked["on"]:
            raise UserDataError("Not saved yet: your bookmarks and notes database is in use.")
        real_set_note(doc, item_id, text)

    monkeypatch.setattr(window.user, "set_note", set_note)
    qtbot.keyClicks(window.note.editor, "Ask about Mighty Jinn.")
    window.note.flush()
    assert window.note.has_unsaved and window.note.problem.isVisible()
    assert "not saved yet" in window.note.problem.text()
    asked: list[str] = []

    def warning(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        locked["on"] = False  # the other program lets go; the judge presses Retry
        return QMessageBox.StandardButton.Retry

    monkeypatch.setattr(QMessageBox, "warning", warning)
    assert window.close()
    assert asked and "not saved yet" in asked[0]
    again = UserData.open(Path(os.environ["JUDGE_APP_DATA_DIR"]))
    assert again.note(CR, "6.2.e") == "Ask about Mighty Jinn."
    again.close()


_OPENER = """
import sys, time
from pathlib import Path
from judge_app.gui.userdata import UserData
go = Path(sys.argv[1]).parent / "go"
while not go.exists():  # all windows open at the same instant
    time.sleep(0.001)
data = UserData.open(Path(sys.argv[1]))
data.add_bookmark("altered-cr-5.0", sys.argv[2])
print(data.path is not None, data.notices)
"""


def test_four_windows_opening_a_fresh_database_at_once_all_use_it(tmp_path: Path) -> None:
    """The first migration runs in one write transaction: the others wait, none falls back
    to a session-only database (which would lose what is written in it)."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    for trial in range(3):
        (tmp_path / "go").unlink(missing_ok=True)
        folder = tmp_path / f"trial{trial}"
        folder.mkdir()
        children = [
            subprocess.Popen(
                [sys.executable, "-c", _OPENER, str(folder), f"{n}.1"],
                stdout=subprocess.PIPE,
                text=True,
                env=env,
            )
            for n in range(4)
        ]
        time.sleep(1.5)  # let them all start and wait
        (tmp_path / "go").touch()
        outputs = [child.communicate(timeout=60)[0].strip() for child in children]
        assert outputs == ["True []"] * 4
        data = UserData.open(folder)
        assert sorted(b.item_id for b in data.bookmarks()) == ["0.1", "1.1", "2.1", "3.1"]
        data.close()
