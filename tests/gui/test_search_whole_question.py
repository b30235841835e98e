"""A long question pasted into the search box is shown whole (issue 32): the one-line
box shows only its end, so the question is repeated, wrapped, under the box; a short question is
not repeated; a question put in the box by a link or the history shows its start."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QGuiApplication, Qt

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]

# What a hurried judge pastes: the start says what is asked, the end only the situation.
LONG = (
    "Who decides the order when my Reaction and my opponent's Reaction trigger at the same "
    "time during Dusk, while my Character with Defender is in my Hero Expedition and the "
    "opponent's Expedition tries to move forward?"
)


def paste(qtbot: QtBot, window: MainWindow, text: str) -> None:
    box = window.search.box
    box.setFocus()
    QGuiApplication.clipboard().setText(text)
    qtbot.keyClick(box, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def test_a_pasted_long_question_is_shown_whole_under_the_box(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    panel = window.search
    panel.long_in_background = False
    paste(qtbot, window, LONG)
    assert panel.box.text() == LONG
    # the box holds the cursor at the end: its start is scrolled out of sight ...
    assert panel.box.cursorPosition() == len(LONG)
    assert panel.box.fontMetrics().horizontalAdvance(LONG) > panel.box.width()
    # ... so the question is repeated whole, over more than one line, under the box
    line = panel.whole_question
    assert line.isVisible()
    assert line.text() == LONG
    assert line.height() > line.fontMetrics().height() * 1.5  # wrapped, not cut
    assert line.geometry().top() >= panel.box.geometry().bottom()  # under the box
    assert line.geometry().bottom() < panel.game.geometry().top()  # above the filters


def test_a_short_question_is_not_repeated_and_clearing_hides_the_line(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    panel = window.search
    panel.long_in_background = False
    qtbot.keyClicks(panel.box, "fleeting")
    assert not panel.whole_question.isVisible()  # the box shows it all: no second copy
    paste(qtbot, window, " " + LONG)
    assert panel.whole_question.isVisible()
    assert panel.whole_question.text() == "fleeting " + LONG  # spaces collapsed, as searched
    panel.box.clear()
    assert not panel.whole_question.isVisible()


def test_a_wider_box_that_holds_the_question_hides_the_line(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    panel = window.search
    panel.long_in_background = False
    question = "Can a Character with Fleeting in my Reserve be played for its Reserve cost?"
    panel.set_query(question)
    width = panel.box.fontMetrics().horizontalAdvance(question)
    assert width > panel.box.width() - 60  # too long for the box as the window opens
    assert panel.whole_question.isVisible()
    panel.box.setMinimumWidth(width + 200)  # the judge widens the search side
    qtbot.waitUntil(lambda: panel.box.width() >= width + 200, timeout=5000)
    assert not panel.whole_question.isVisible()


def test_a_question_put_in_the_box_shows_its_start(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    panel = window.search
    panel.long_in_background = False
    panel.set_query(LONG)  # as a link, the Recent list or --query put it
    assert panel.box.cursorPosition() == 0
    assert panel.view.query == LONG and panel.view.hits
    assert panel.whole_question.isVisible() and panel.whole_question.text() == LONG
