"""The reader says when its page answers an earlier question than the results list's
(search42): the judge typing the next question sees the last answer in the large pane while
the new first result is highlighted in the list."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QPoint, Qt

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def _ask(qtbot: QtBot, window: MainWindow, question: str) -> None:
    box = window.search.box
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, question)
    window.search.run_now()


def test_a_page_from_the_last_question_is_said_so_until_enter(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    note = window.earlier_page
    assert not note.isVisible()  # nothing opened yet
    _ask(qtbot, window, "fleeting")
    assert not note.isVisible()  # results, and no page opened
    qtbot.keyClick(window.search.box, Qt.Key.Key_Return)
    opened = window.current
    assert opened is not None
    assert not note.isVisible()  # the page is the first result
    _ask(qtbot, window, "what happens at dusk")
    top = window.search.view.top
    assert top is not None and top.target.id != opened.target.id
    assert note.isVisible()
    said = note.text()
    assert "This page is from before your last search" in said
    assert f"Enter opens its first result: <b>{top.label}" in said
    # Above the page, below the path of the rule shown.
    assert (
        window.breadcrumb.mapTo(window, QPoint(0, 0)).y()
        < note.mapTo(window, QPoint(0, 0)).y()
        < window.reader.mapTo(window, QPoint(0, 0)).y()
    )
    qtbot.keyClick(window.search.box, Qt.Key.Key_Return)
    assert window.current is not None and window.current.target.id == top.target.id
    assert not note.isVisible()


def test_a_second_result_opened_on_purpose_is_no_earlier_page(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    _ask(qtbot, window, "fleeting")
    rows = [h for h in window.search.view.hits]
    assert len(rows) >= 2
    window.open_target(rows[1].target)  # a click on the second result
    assert not window.earlier_page.isVisible()
    # The same question searched again (its meaning arrives, a filter is kept): still none.
    window.search.run_now()
    assert not window.earlier_page.isVisible()


def test_a_cleared_search_leaves_no_note(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    _ask(qtbot, window, "fleeting")
    qtbot.keyClick(window.search.box, Qt.Key.Key_Return)
    _ask(qtbot, window, "what happens at dusk")
    assert window.earlier_page.isVisible()
    window.search.set_query("")
    assert not window.earlier_page.isVisible()
