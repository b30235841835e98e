"""Issue 33: at 200 % on a 1920×1080 laptop (a 960×540 window in logical pixels) the
Readings tab shows the verdict and "What decides" together, the outcomes under them and
the selected outcome's board after: the Branches box shrinks to its title while a reading
is shown, and "What differs" goes under the board. At 1280×720 the Branches box shrinks
and the usual order is kept; on a tall window nothing changes."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import pairwise

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QWidget
from judge_app.gui.sandbox.explore_panel import ReadingsPanel
from judge_app.gui.sandbox.page import SandboxPage

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def _explored(make_window: WindowFactory, qtbot: QtBot, size: tuple[int, int]) -> SandboxPage:
    window = make_window()
    window.resize(*size)
    window.set_mode(1)
    qtbot.wait(20)
    page = window.sandbox
    assert page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    page.explore_action.trigger()
    qtbot.waitUntil(lambda: page.readings.result is not None, timeout=20_000)
    qtbot.wait(50)  # the scroll area fits its part, then scrolls to the verdict
    return page


def in_view(panel: ReadingsPanel, widget: QWidget) -> bool:
    """Whole inside the Readings tab's scroll area's viewport."""
    viewport = panel.scroll_area.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    bottom_right = widget.mapTo(viewport, widget.rect().bottomRight())
    return viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right)


def test_at_960_by_540_the_verdict_and_what_decides_are_in_view_then_the_outcomes(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    page = _explored(make_window, qtbot, (960, 540))
    panel = page.readings
    assert page.tabs.currentWidget() is panel
    assert "What p1 sacrifices does" in panel.verdict.text()
    # the verdict and what decides (every answer followed, what p1 sacrifices) are read
    # without scrolling, whole in the tab's view (not under the Branches row), the outcomes
    # under them (what decides was under the board, out of view, its first line cut)
    assert "Every legal answer was followed" in panel.decides.text()
    for part in (panel.verdict, panel.decides, panel.outcomes):
        assert part.isVisible() and in_view(panel, part), part.accessibleName()
    shown = [panel.verdict, panel.decides, panel.outcomes, panel.preview_title, panel.preview]
    tops = [part.y() for part in shown]
    assert tops == sorted(tops)
    for upper, lower in pairwise(shown):
        assert upper.geometry().bottom() < lower.y(), (upper.accessibleName(), "overlaps")
    # the board's title is in view; the board and its buttons whole a scroll away
    assert in_view(panel, panel.preview_title)
    panel.scroll_area.ensureWidgetVisible(panel.open_button, 0, 0)
    for part in (panel.preview, panel.open_button, panel.outcomes_compare_button):
        qtbot.waitUntil(partial(in_view, panel, part), timeout=3000)
    first = panel.outcomes.topLevelItem(0)
    assert first is not None and first.isSelected()  # the board shown is the outcome's
    # the Branches box is its title; what decides and what differs are under the board
    assert panel.branches.isHidden() and panel.branches_title.isVisible()
    assert panel.decides.y() < panel.outcomes.y() < panel.preview.y() < panel.details.y()
    # a click on the title brings the branches back
    panel.branches_title.click()
    assert not panel.branches.isHidden() and panel.branches.height() >= 36
    # a new board forgets the reading: the usual order
    page.new_board()
    qtbot.wait(20)
    assert not panel.branches.isHidden()
    order = [panel.fit_short.layout.indexOf(w) for w in (panel.decides, panel.outcomes)]
    assert order == sorted(order) and panel.decides.isHidden()  # under the verdict again


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000)])
def test_a_taller_window_keeps_the_usual_order_with_everything_in_view(
    make_window: WindowFactory, qtbot: QtBot, size: tuple[int, int]
) -> None:
    page = _explored(make_window, qtbot, size)
    panel = page.readings
    assert panel.decides.y() < panel.outcomes.y() < panel.details.y() < panel.preview.y()
    for part in (panel.verdict, panel.decides, panel.outcomes, panel.details, panel.preview):
        assert in_view(panel, part), (size, part.accessibleName())
    for button in (panel.open_button, panel.outcomes_compare_button):
        qtbot.waitUntil(partial(in_view, panel, button), timeout=3000)
    # on a tall window the Branches box keeps its list
    assert panel.branches.isHidden() == (size == (1280, 720))
