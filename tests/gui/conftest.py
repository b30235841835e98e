"""Fixtures for the desktop app's tests: offscreen Qt, throw-away cache and data folders.

The search index is built once per test session into a session-scoped cache folder
(``JUDGE_APP_CACHE_DIR``); every test gets its own ``JUDGE_APP_DATA_DIR`` so bookmarks and notes
never leak between tests or into the real profile.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QApplication, Qt, QThreadPool, QWidget
from rules_corpus.library import RulesLibrary, open_library


@pytest.fixture(autouse=True)
def collect_windows_between_tests() -> Iterator[None]:
    """A window whose rules loaded sets its long-lived objects aside from the cycle collector
    (``judge_app.gui.collection_pause``): right for the app, which has one window for the whole
    session; a test process makes hundreds, so they go back to the collector after each test."""
    yield
    gc.unfreeze()


@pytest.fixture(autouse=True)
def no_key_held_from_an_earlier_test(qtbot: QtBot) -> None:
    """Each test starts with no modifier key held. Qt Test's Ctrl+key click leaves the
    application's keyboard state at Ctrl (it never lets go of it), and a later test's
    ``setCurrentItem`` in a list that selects several then added to the selection instead of
    replacing it: a test's result depended on which tests ran before it."""
    if QApplication.keyboardModifiers() != Qt.KeyboardModifier.NoModifier:
        hand = QWidget()
        qtbot.keyRelease(hand, Qt.Key.Key_Control)  # let go: no modifier held after it
        hand.deleteLater()
    assert QApplication.keyboardModifiers() == Qt.KeyboardModifier.NoModifier


@pytest.fixture(autouse=True)
def no_board_picture_kept_from_an_earlier_test() -> None:
    """Each test paints the board's items itself: the pictures the app keeps of each look
    (``judge_app.gui.sandbox.kept_pictures``) live for the process, and a test that checks
    what a tile paints found it painted by an earlier test's board."""
    from judge_app.gui.sandbox.kept_pictures import PICTURES

    PICTURES.clear()


@pytest.fixture(scope="session")
def session_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    cache = tmp_path_factory.mktemp("cache")
    previous = os.environ.get("JUDGE_APP_CACHE_DIR")
    os.environ["JUDGE_APP_CACHE_DIR"] = str(cache)
    yield cache
    if previous is None:
        os.environ.pop("JUDGE_APP_CACHE_DIR", None)
    else:
        os.environ["JUDGE_APP_CACHE_DIR"] = previous


@pytest.fixture(scope="session")
def library(session_cache: Path) -> Iterator[RulesLibrary]:
    """The rules library, built once for the whole session, with its sentence encoder loaded
    (as the app has it a second after start): every window searches the same way, whichever
    test runs first."""
    lib = open_library(cache=session_cache)
    assert lib.load_semantic() is None
    yield lib
    lib.close()


@pytest.fixture()
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(folder))
    return folder


@pytest.fixture()
def make_window(qtbot: QtBot, library: RulesLibrary, data_dir: Path) -> Callable[..., MainWindow]:
    """Create a real main window on the shared library and wait until it is usable."""

    def make(appearance: str | None = None, delay: int = 0, wait: bool = True) -> MainWindow:
        earlier_windows_background_done(qtbot)
        window = MainWindow(
            appearance,
            search_delay_ms=delay,
            opener=lambda **_: library,
            data_directory=None,  # data_dir() honours JUDGE_APP_DATA_DIR
        )
        # closing a window with an unsaved board asks; tests that do not answer it on
        # purpose discard (a real dialog would wait for a click that never comes). The
        # Sandbox view is built on first use: answer for it when it is built.
        window.view_built.connect(lambda _mode: discard_unsaved(window))
        # one ranking per search (with the encoder), not a lexical one re-ranked a moment later
        window.search.meaning_in_background = False
        qtbot.addWidget(window)
        window.resize(1200, 780)
        window.show()
        if wait:
            with qtbot.waitSignal(window.ready, timeout=20_000):
                window.start()
        return window

    return make


def earlier_windows_background_done(qtbot: QtBot) -> None:
    """Wait till the background work of the windows made before has ended. It runs on the
    application's thread pool (``QThreadPool.globalInstance()``, two threads on two cores) and
    outlives its window — the views' code prepared after a search, the card grammar's tables
    (seconds of CPU, tens under load) — and a new window's rules open on that pool too: on a
    loaded machine they waited in its queue behind an earlier test's preparation, and the
    window was not ready within its 20 s (``tests/gui/test_lists_text_size.py``, load 8-9).
    The app has one window, whose opening is the pool's first job. Waits for the condition,
    never a fixed time; the limit only stops a job that never ends from hanging the run."""
    pool = QThreadPool.globalInstance()
    qtbot.waitUntil(lambda: pool.activeThreadCount() == 0, timeout=300_000)


def discard_unsaved(window: MainWindow) -> None:
    page = window.built_sandbox()
    if page is not None:
        page.unsaved_prompt = lambda _page: "discard"  # type: ignore[method-assign]
