"""A long paste into the search box never freezes the window: it is searched off the UI
thread (the message line says so, and how much of it is searched), what the judge does
meanwhile — clear the box, type on, press Enter — is honoured, and one search runs at a time."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QGuiApplication, Qt
from judge_app.gui.search_model import Filters, SearchView
from judge_app.gui.search_panel import BACKGROUND_CHARS
from rules_corpus.search.index import MAX_QUERY_CHARS

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
ALL = Filters()

# A judge pastes a player's e-mail: a real question, then a long tail of text.
QUESTION = "when a character with fleeting leaves the expedition does it go to reserve "
PASTE = (QUESTION * 80)[:5000]


def record_threads(window: MainWindow, slow: float = 0.0) -> tuple[list[bool], list[int]]:
    """Wrap the controller's ``run``: for each search, whether it ran on the UI thread, and
    how many searches were running at once at its start. ``slow``: a search off the UI
    thread takes that many seconds more (as the first long paste does on a slow machine)."""
    controller = window.search.controller
    assert controller is not None
    on_ui: list[bool] = []
    overlapping: list[int] = []
    running = [0]
    original = controller.run

    def run(
        text: str, filters: Filters = ALL, typing: bool = True, encode: bool = True
    ) -> SearchView:
        on_ui.append(threading.current_thread() is threading.main_thread())
        running[0] += 1
        overlapping.append(running[0])
        try:
            if not on_ui[-1]:
                time.sleep(slow)
            return original(text, filters, typing, encode)
        finally:
            running[0] -= 1

    controller.run = run  # type: ignore[method-assign]
    return on_ui, overlapping


def paste(qtbot: QtBot, window: MainWindow, text: str) -> None:
    box = window.search.box
    box.setFocus()
    QGuiApplication.clipboard().setText(text)
    qtbot.keyClick(box, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def test_a_5000_character_paste_is_searched_off_the_ui_thread_and_says_how_much(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    panel = window.search
    on_ui, _ = record_threads(window)
    shown: list[SearchView] = []
    panel.results_shown.connect(shown.append)
    paste(qtbot, window, PASTE)
    assert len(panel.box.text()) == 5000
    qtbot.waitUntil(lambda: panel.searching or bool(shown), timeout=5000)
    # the part searched: the first MAX_QUERY_CHARS characters, cut at the last whole word
    collapsed = " ".join(PASTE.split())
    searched = len(collapsed[:MAX_QUERY_CHARS].rsplit(" ", 1)[0])
    assert searched < MAX_QUERY_CHARS  # the paste's words do not end exactly there
    said = f"the first {searched} of {len(collapsed):,} characters of your question"
    # while it runs, the window says what it is doing and how much of the paste it searches
    if panel.searching:
        assert f"Searching {said}" in panel.message.text()
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    assert on_ui == [False]  # the search did not run on the UI thread
    assert shown[-1].hits  # the question at the start of the paste found rules
    # and the window says, in a judge's words, that only a part was searched
    assert f"Searched {said}" in panel.message.text()
    assert "query" not in panel.message.text() and "shortened" not in panel.message.text()


def test_a_short_question_stays_on_the_ui_thread(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    on_ui, _ = record_threads(window)
    window.search.set_query("fleeting expedition")
    assert on_ui == [True] and window.search.view.hits  # at once, as every keystroke
    window.search.set_query("y" * BACKGROUND_CHARS)  # at the limit: still at once
    assert on_ui == [True, True]


def test_clearing_or_typing_during_a_long_search_wins_and_searches_never_overlap(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    panel = window.search
    _, overlapping = record_threads(window, slow=0.5)
    shown: list[SearchView] = []
    panel.results_shown.connect(shown.append)
    paste(qtbot, window, PASTE)
    qtbot.waitUntil(lambda: panel.searching, timeout=5000)
    panel.box.clear()  # Esc / the clear button: the list empties at once
    assert shown and shown[-1].query == "" and not panel.results.current_hit()
    qtbot.keyClicks(panel.box, "exhausted")  # typed while the paste is still searched
    qtbot.waitUntil(lambda: not panel.searching and panel.view.query == "exhausted", timeout=20_000)
    qtbot.wait(100)
    assert panel.view.query == "exhausted" and panel.view.hits
    assert all(v.query != " ".join(PASTE.split()) for v in shown)  # the stale answer: dropped
    assert max(overlapping) == 1  # never two searches at once on the one index


def test_enter_during_a_long_search_opens_its_top_hit_when_it_is_back(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    panel = window.search
    record_threads(window, slow=0.5)
    paste(qtbot, window, PASTE)
    qtbot.waitUntil(lambda: panel.searching, timeout=5000)
    qtbot.keyClick(panel.box, Qt.Key.Key_Return)
    assert window.current is None  # nothing to open yet: it waits for the results
    qtbot.waitUntil(lambda: window.current is not None, timeout=20_000)
    top = panel.view.top
    assert top is not None and window.current is not None
    assert window.current.target.id == top.target.id
