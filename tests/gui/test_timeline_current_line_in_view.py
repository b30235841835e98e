"""The timeline's current line stays whole in view when the window is made smaller and the
lines wrap anew (issue 33: the line saying an ignored Reaction does not activate was cut at
the bottom of the list at 1280×720)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from scenarios import EXAMPLES_DIR

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def test_the_current_line_stays_whole_in_view_when_the_window_shrinks(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.resize(1600, 1000)
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(
        EXAMPLES_DIR / "7_3_19_a_derived_ignoring_a_characters_abilities_this_day.yaml"
    )
    while page.step():
        pass
    page.tabs.setCurrentWidget(page.timeline)
    listed = page.timeline.list
    row = next(i for i, line in enumerate(listed.lines()) if "is ignored" in line)
    page.timeline.moment_chosen.emit(row)
    assert listed.current_row() == row
    qtbot.wait(20)
    window.resize(1280, 720)
    qtbot.wait(50)
    shown = listed.line_rect(row)
    room = listed.viewport().rect()
    assert room.top() <= shown.top() and shown.bottom() <= room.bottom(), (shown, room)
