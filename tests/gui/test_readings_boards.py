"""Issue 33: the Readings tab shows each outcome's board, small but readable, what differs
framed; path lines whole; no internal figures in the verdict; Side by side fits the screen
with text of 11 px or more."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.sandbox.board_layout import MIN_FONT_PX
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.gui.sandbox.path_lines import WHOLE

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def _explored(make_window: WindowFactory, qtbot: QtBot) -> SandboxPage:
    window = make_window()
    window.resize(1280, 720)
    window.set_mode(1)
    page = window.sandbox
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    page.explore_action.trigger()
    qtbot.waitUntil(lambda: page.readings.result is not None, timeout=20_000)
    return page


def test_each_outcome_shows_its_board_with_what_differs_framed_and_whole_paths(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    page = _explored(make_window, qtbot)
    panel = page.readings
    verdict = panel.verdict.text()
    assert "states" not in verdict and " s)" not in verdict  # no internal figures
    assert "boards explored" in panel.verdict.toolTip()  # ... kept for the curious
    first = panel.outcomes.topLevelItem(0)
    assert first is not None and first.childCount() >= 1
    path = first.child(0)
    whole = path.data(0, WHOLE)
    assert "; then p1 chooses" in whole  # every answer of the path, in order
    assert path.text(0).replace("\n", " ") == whole  # wrapped, not cut
    width = panel.outcomes.viewport().width()
    metrics = panel.outcomes.fontMetrics()
    assert all(metrics.horizontalAdvance(line) <= width for line in path.text(0).split("\n"))
    # the selected outcome's board, small but readable, what differs from the other framed
    assert "Outcome 1's board" in panel.preview_title.text()
    assert panel.preview.marks, "what differs is framed"
    assert panel.preview.transform().m11() * MIN_FONT_PX >= 11
    seen = panel.preview.mapToScene(panel.preview.viewport().rect()).boundingRect()
    assert any(seen.intersects(m.sceneBoundingRect()) for m in panel.preview.marks)
    # the second outcome chosen alone, as a plain click does (setCurrentItem reads the keys
    # the application thinks held: with Ctrl, which an earlier test's Ctrl+key can leave, a
    # list that selects several adds it to the first, whose board stays shown)
    second = panel.outcomes.topLevelItem(1)
    assert second is not None
    panel.outcomes.clearSelection()
    second.setSelected(True)
    assert "Outcome 2's board" in panel.preview_title.text()


def test_side_by_side_fits_the_screen_with_readable_text(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    page = _explored(make_window, qtbot)
    panel = page.readings
    panel.outcomes.topLevelItem(0).setSelected(True)
    panel.outcomes.topLevelItem(1).setSelected(True)
    panel.compare_outcomes()
    dialog = page.compare_dialog
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
    for view, marks in zip(dialog.views, dialog.marks, strict=True):
        assert view.transform().m11() * MIN_FONT_PX >= 11  # 11 px or more, never 7
        assert marks
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        assert any(seen.intersects(m.sceneBoundingRect()) for m in marks)
    dialog.close()
