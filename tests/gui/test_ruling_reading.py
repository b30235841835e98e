"""Issue 18: a ruling is about one reading at one moment. The Ruling tab says which; when the
board shows another (a step undone, an explored outcome opened) the tab warns and offers to go
back, and Export report / Copy summary ask which reading to explain under the ruling."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QGuiApplication
from judge_app.gui.sandbox.page import SandboxPage
from scenarios import EXAMPLES_DIR
from tests.gui.test_explore_window import _at_the_reactions, _explored

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
HAVEN_KUWAT = EXAMPLES_DIR / "2_1_d_haven_kuwat_new_object_is_not_boosted.yaml"
RULING = "The Reaction does not boost the new object (6.3.j)."


def played(make_window: WindowFactory) -> SandboxPage:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(HAVEN_KUWAT)
    while page.step():
        pass
    return page


def ruling_tab_title(page: SandboxPage) -> str:
    return page.tabs.tabText(page.tabs.indexOf(page.ruling_tab))


def test_the_tab_says_which_reading_and_warns_after_an_undo(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    page = played(make_window)
    last = page.session.cursor
    assert "A ruling written now is for what the board shows: Reading 1" in (
        page.ruling_tab.about.text()
    )
    page.ruling.setFocus()
    qtbot.keyClicks(page.ruling, RULING)
    assert "This ruling is for what the board shows: Reading 1, at its last moment" in (
        page.ruling_tab.about.text()
    )
    assert ruling_tab_title(page) == "Ruling"
    assert page.undo() and page.undo()
    about = page.ruling_tab.about.text()
    assert f"This ruling is for Reading 1, at its last moment ({last} of {last})" in about
    assert f"but the board shows Reading 1, at moment {last - 2}" in about
    assert ruling_tab_title(page) == "Ruling ⚠"
    page.ruling_tab.about.linkActivated.emit("ruling:back")  # "Show Reading 1 there"
    assert page.session.cursor == last and ruling_tab_title(page) == "Ruling"


def test_editing_the_ruling_makes_it_about_the_board_shown(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    page = played(make_window)
    page.ruling.setPlainText(RULING)
    assert page.undo()
    assert ruling_tab_title(page) == "Ruling ⚠"
    page.ruling.setFocus()
    qtbot.keyClicks(page.ruling, " Checked one step earlier.")
    assert ruling_tab_title(page) == "Ruling"
    assert "This ruling is for what the board shows" in page.ruling_tab.about.text()


def test_copy_summary_asks_which_reading_to_explain(make_window: WindowFactory) -> None:
    page = played(make_window)
    last = page.session.cursor
    page.ruling.setPlainText(RULING)
    page.undo()
    asked: list[str] = []
    page.reading_prompt = lambda _p: asked.append("asked") or "cancel"  # type: ignore[method-assign]
    QGuiApplication.clipboard().setText("before")
    assert page.copy_summary() == ""
    assert asked == ["asked"] and QGuiApplication.clipboard().text() == "before"
    page.reading_prompt = lambda _p: "ruling"  # type: ignore[method-assign]
    summary = page.copy_summary()
    assert RULING in summary and page.session.cursor == last  # explained where it was written
    page.undo()
    page.reading_prompt = lambda _p: "shown"  # type: ignore[method-assign]
    assert RULING in page.copy_summary() and page.session.cursor == last - 1
    page.redo()
    asked.clear()
    page.reading_prompt = lambda _p: asked.append("asked") or "cancel"  # type: ignore[method-assign]
    assert RULING in page.copy_summary() and not asked  # the ruling's own reading: no question


def test_an_explored_outcome_opened_after_the_ruling_is_named_in_the_warning(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    page = _at_the_reactions(make_window, tmp_path)
    page.ruling.setPlainText(RULING)
    _explored(page, qtbot)
    panel = page.readings
    panel.outcomes.setCurrentItem(panel.outcomes.topLevelItem(1))
    assert panel.open_selected(), page.message.text()
    about = page.ruling_tab.about.text()
    assert "This ruling is for Reading 1" in about and "but the board shows Outcome 2" in about
    assert ruling_tab_title(page) == "Ruling ⚠"
    assert page.show_ruling_reading()
    assert page.session.branches[page.session.branch].name == "Reading 1"
    assert ruling_tab_title(page) == "Ruling"
