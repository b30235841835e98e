"""Issue 33, small screens: at 200 % on a 1920×1080 laptop (a 960×540 window) the pending
decision, Limbo and the acting player's row are in view. The dispute typed in the quick
entry and entered with Return (as a judge does, no redraw after) left p1's Hero Expedition
cut and p1's Reserve, Mana and Hand below the fold (scripts/hurried_walk.py, screen c1):
the board scrolled to them, then the status line under the quick entry grew to three lines
of what was laid out and the view lost their height. The view keeps the decision's objects
in view when it is resized while the decision waits."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QApplication, Qt
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.sandbox.board import zone_keys

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
DISPUTE = "Kuwat in reserve, Haven, Vanilla, play Kuwat"


def _seen_top_and_bottom(page: SandboxPage) -> tuple[float, float]:
    seen = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    return seen.top(), seen.bottom()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_dispute_typed_and_entered_keeps_limbo_and_the_deciding_row_in_view(
    make_window: WindowFactory, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = make_window()
    window.resize(*size)
    window.show()
    window.set_mode(1)
    qtbot.wait(50)
    page = window.sandbox
    page.quick.setFocus()
    qtbot.keyClicks(page.quick, DISPUTE)
    qtbot.keyClick(page.quick, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.session.state.pending is not None, timeout=10_000)
    qtbot.wait(300)  # the status line's words laid out, the view resized under them
    QApplication.processEvents()
    assert "Now p1 decides" in page.message.text()
    top, bottom = _seen_top_and_bottom(page)
    keys = zone_keys("p1")
    for key in ("limbo", keys["hero_expedition"]):  # whole
        zone = page.scene.zones[key].sceneBoundingRect()
        assert top - 1 <= zone.top() and zone.bottom() <= bottom + 1, (key, zone, top, bottom)
    for short in ("reserve", "mana", "hand"):  # the row's titles read
        zone = page.scene.zones[keys[short]].sceneBoundingRect()
        assert zone.top() + 24 <= bottom, (short, zone.top(), bottom)
    assert page.tabs.currentWidget() is page.decision
