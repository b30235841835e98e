"""A second card import started in the window while one runs is queued, as the command line
queues behind the database's lock: shown as queued with its own progress and Cancel, run
after the first, never refused and never at the same time (issue 34) — driven offscreen with
pytest-qt on the project's fixture files."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.cards.import_rows import QUEUED
from judge_app.gui.cards.page import CardsPage
from judge_app.gui.main_window import MainWindow
from scenarios.pool import CardPool, official

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
DATA = Path(__file__).resolve().parents[1] / "data" / "pool"
LANTERN = DATA / "single_card.json"  # Lantern Singer
SET = DATA / "TEST_EN.json"  # Cogwheel Tinkerer, Brass Watchtower, …


class Gate:
    """Holds every card file read until opened, and counts imports running at once."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.open = threading.Event()
        self.at_once = 0
        self.most_at_once = 0
        self._lock = threading.Lock()
        reading = official.read_file
        importing = CardPool.import_paths

        def slow_read(path: Path) -> official.SourceFile:
            self.open.wait(10)
            return reading(path)

        def counted(pool: CardPool, *args: object, **kwargs: object) -> object:
            with self._lock:
                self.at_once += 1
                self.most_at_once = max(self.most_at_once, self.at_once)
            try:
                return importing(pool, *args, **kwargs)  # type: ignore[arg-type]
            finally:
                with self._lock:
                    self.at_once -= 1

        monkeypatch.setattr(official, "read_file", slow_read)
        monkeypatch.setattr(CardPool, "import_paths", counted)


def two_imports(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> tuple[MainWindow, Gate]:
    """A window importing the single card, the set queued behind it, both held at the gate."""
    window = make_window()
    gate = Gate(monkeypatch)
    window.cards.start_import([LANTERN])
    window.cards.start_import([SET])
    return window, gate


def names(page: CardsPage) -> set[str]:
    page.close_pool()
    pool = page.pool()
    assert pool is not None
    return {card.name for card in pool.browse(100)}


def test_second_import_during_the_first_is_queued_then_run_never_at_once(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    page = window.cards
    gate = Gate(monkeypatch)
    failed: list[list[str]] = []
    page.importer.signals.failed.connect(failed.append)
    assert page.start_import([LANTERN])
    assert page.start_import([SET])  # asked while the first runs: queued, not refused
    view = page.progress_row
    assert view.isVisibleTo(page)
    rows = view.row_texts()
    assert [title for title, _ in rows] == [
        "Import of single_card.json",
        "Import of TEST_EN.json",
    ]
    assert rows[1][1] == QUEUED and rows[0][1] != QUEUED
    assert all(row.cancel_button.isEnabled() for row in view.rows)  # a Cancel for each
    assert "queued" in window.statusBar().currentMessage()
    assert page.import_button.isEnabled()  # a third may be asked for too
    done: list[object] = []
    page.importer.signals.finished.connect(done.append)
    gate.open.set()
    qtbot.waitUntil(lambda: len(done) == 2, timeout=20_000)
    assert failed == []
    assert gate.most_at_once == 1
    qtbot.waitUntil(lambda: not view.isVisibleTo(page))
    assert {"Lantern Singer", "Cogwheel Tinkerer", "Brass Watchtower"} <= names(page)


def test_queued_import_shows_its_own_progress_once_it_starts(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, gate = two_imports(make_window, monkeypatch)
    page = window.cards
    view = page.progress_row
    seen: list[list[tuple[str, str]]] = []
    page.importer.signals.progress.connect(lambda *_: seen.append(view.row_texts()))
    with qtbot.waitSignals([page.importer.signals.finished] * 2, timeout=20_000):
        gate.open.set()
    second = [rows for rows in seen if rows and rows[0][0] == "Import of TEST_EN.json"]
    assert second, "the second import's own row reported progress"
    assert any("Reading TEST_EN.json" in rows[0][1] for rows in second)


def test_cancelling_a_queued_import_withdraws_it_and_the_running_one_completes(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, gate = two_imports(make_window, monkeypatch)
    page = window.cards
    view = page.progress_row
    queued = view.rows[1]
    with qtbot.waitSignal(page.importer.signals.cancelled, timeout=5_000):
        queued.cancel_button.click()
    assert [title for title, _ in view.row_texts()] == ["Import of single_card.json"]
    assert window.statusBar().currentMessage() == "Import cancelled; nothing was changed."
    with qtbot.waitSignal(page.importer.signals.finished, timeout=20_000):
        gate.open.set()
    got = names(page)
    assert "Lantern Singer" in got and "Cogwheel Tinkerer" not in got


def test_cancelling_the_running_import_starts_the_queued_one(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, gate = two_imports(make_window, monkeypatch)
    page = window.cards
    view = page.progress_row
    outcomes: list[str] = []
    page.importer.signals.cancelled.connect(lambda: outcomes.append("cancelled"))
    page.importer.signals.finished.connect(lambda _r: outcomes.append("finished"))
    view.rows[0].cancel_button.click()
    assert view.rows[0].progress.format() == "Cancelling…"
    assert not view.rows[0].cancel_button.isEnabled()
    gate.open.set()
    qtbot.waitUntil(lambda: len(outcomes) == 2, timeout=20_000)
    assert outcomes == ["cancelled", "finished"]  # in the order asked
    got = names(page)
    assert "Cogwheel Tinkerer" in got and "Lantern Singer" not in got
