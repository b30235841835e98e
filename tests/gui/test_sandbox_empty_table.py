"""Issue 33, the first switch to the Sandbox: the empty table is painted without making its
session (no engine loaded), and what it shows is what a new session shows — the board, the
panels, the title, the actions — so making the session on the first action changes nothing
the judge sees. Driven offscreen with pytest-qt."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

import pytest
from pytestqt.qtbot import QtBot

from engine import Status
from judge_app.gui.loader import CARD_CODE_IMPORT
from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QAction
from judge_app.gui.sandbox.empty_table import empty_board
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.sandbox.board_records import EXHAUSTED
from judge_app.sandbox.session import Session

pytestmark = pytest.mark.gui


def test_the_empty_board_is_the_one_a_new_session_shows() -> None:
    made = Session.empty().board()
    assert empty_board() == made
    assert empty_board().summary() == made.summary()


def test_the_board_records_name_the_exhausted_status_as_the_engine_does() -> None:
    """The records are kept apart from the engine, so they spell its status themselves."""
    assert Status.EXHAUSTED.value == EXHAUSTED


def _actions(page: SandboxPage) -> dict[str, bool]:
    return {a.text(): a.isEnabled() for a in page.findChildren(QAction)}


def _shown(page: SandboxPage) -> dict[str, object]:
    """Everything the judge sees of the page, as plain values."""
    timeline = page.timeline.list
    readings = page.readings
    branches = readings.branches
    return {
        "title": page.title.text(),
        "tabs": [page.tabs.tabText(i) for i in range(page.tabs.count())],
        "tab in front": page.tabs.currentIndex(),
        "decision": page.decision.header.text(),
        "decision button": page.decision.button.isEnabled(),
        "timeline": [timeline.text(i) for i in range(timeline.count())],
        "timeline detail": page.timeline.detail.toPlainText(),
        "inspector": page.inspector.toPlainText(),
        "expectations": [
            page.expectations.item(i).text() for i in range(page.expectations.count())
        ],
        "verdict": readings.verdict.text(),
        "explore": readings.explore_button.isEnabled(),
        "branches": [branches.topLevelItem(i).text(0) for i in range(branches.topLevelItemCount())],
        "branch bold": branches.topLevelItem(0).font(0).bold(),
        "ruling is for": page.ruling_tab.about.text(),
        "board": page.scene.board,
        "zones": sorted(page.scene.zones),
        "tiles": len(page.scene.tiles),
        "actions": _actions(page),
        "message": (page.message.text(), page.message.isHidden()),
    }


def test_the_untouched_page_shows_what_a_new_session_shows(qtbot: QtBot) -> None:
    untouched = SandboxPage()
    qtbot.addWidget(untouched)
    made = SandboxPage()
    qtbot.addWidget(made)
    for page in (untouched, made):
        page.resize(1280, 720)
        page.show()
    qtbot.waitExposed(made)
    assert made.session is not None  # made now, and drawn from it
    made.redraw()
    untouched.redraw()  # a redraw before the session is made draws the empty table again
    assert untouched.made_session is None
    seen, expected = _shown(untouched), _shown(made)
    assert seen == expected
    assert seen["timeline"] and seen["branches"] == ["▶ Reading 1, at step 0 of 0"]
    assert seen["actions"]["Step"] and not seen["actions"]["Undo"]


def test_the_first_step_makes_the_session_and_steps_as_before(qtbot: QtBot) -> None:
    untouched = SandboxPage()
    qtbot.addWidget(untouched)
    made = SandboxPage()
    qtbot.addWidget(made)
    assert made.session is not None
    assert untouched.made_session is None
    assert untouched.confirm_discard()  # nothing to lose, and no session made for it
    assert untouched.made_session is None
    for page in (untouched, made):
        assert page.step()
    assert untouched.made_session is not None
    assert _shown(untouched) == _shown(made)
    assert untouched.session.moments[-1].text == made.session.moments[-1].text
    assert untouched.session.scenario.imported is not None  # the pool's cards, as before


def test_a_sentence_typed_on_the_untouched_table_lays_it_out(qtbot: QtBot) -> None:
    page = SandboxPage()
    qtbot.addWidget(page)
    assert page.quick_enter("Vanilla in hero expedition")
    assert page.made_session is not None
    assert len(page.session.state.zone("expedition:p1:hero")) == 1
    assert len(page.scene.tiles) == 1


def test_in_the_window_the_first_step_makes_the_session_as_a_view_is_built(
    make_window: Callable[..., MainWindow],
) -> None:
    """The window titles the untouched table as a new board, and the session is made on the
    first step with the window's view-building guard held (background imports of the same
    code wait: two threads importing the engine at once can deadlock)."""
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.made_session is None
    assert window.windowTitle().startswith("New board — Sandbox")
    held: list[bool] = []
    making = page.making_session

    def watched() -> AbstractContextManager[None]:
        held.append(CARD_CODE_IMPORT.locked())
        return making()

    page.making_session = watched
    assert page.step()
    assert page.made_session is not None and len(page.session.moments) == 2
    assert held == [False]  # asked once, before the guard is taken
    assert not CARD_CODE_IMPORT.locked()  # and given back
    assert window.windowTitle().startswith("New board • — Sandbox")  # a step to save
