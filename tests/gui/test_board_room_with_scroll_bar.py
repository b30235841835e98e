"""Issue 33, fast at the table: the room the table is laid out for does not change when the
board view's scroll bar comes or goes.

On the busy board at 1500×900 a card drawn makes the table a little taller than the view:
the vertical scroll bar shows, the viewport narrows by its width. The room used to be
measured inside the viewport, so the table was laid out a second time, narrower, within the
same step, and every zone and region was painted twice (the slowest steps of
``benchmarks/sandbox_bench.py``). The room now leaves a scroll bar's width whether the bar
shows or not: the table is laid out once, and still fits beside the bar.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QApplication
from judge_app.gui.sandbox.board_items import ZoneItem
from judge_app.gui.sandbox.page import SandboxPage

pytestmark = pytest.mark.gui
BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_the_scroll_bar_showing_does_not_lay_the_table_out_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = SandboxPage()
    qtbot.addWidget(page)
    page.resize(1500, 900)
    page.show()
    _settle()
    assert page.open_file(BUSY)
    _settle()
    painted: list[str] = []
    paint = ZoneItem.paint

    def counted(self: ZoneItem, *args: object) -> None:
        painted.append(self.key)
        paint(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(ZoneItem, "paint", counted)
    bar = page.view.verticalScrollBar()
    rooms = {page.scene.viewport}
    toggled = 0
    for _ in range(70):
        s = page.session
        shown = bar.isVisible()
        painted.clear()
        if s.needs_judge():
            d = s.state.pending
            assert d is not None
            page.answer(tuple(d.option_ids()[: max(d.min_choices, 1)]))
        else:
            page.step()
        _settle()
        rooms.add(page.scene.viewport)
        if bar.isVisible() != shown:
            toggled += 1
            # laid out once: no zone painted twice in the step the bar came or went
            assert len(painted) == len(set(painted)), painted
    assert toggled >= 2  # the bar came and went: the case is exercised
    assert len(rooms) == 1  # one room for the table, with or without the bar
    width, _height = rooms.pop()
    assert width < page.view.viewport().width()  # the table's room fits beside the bar
    scene_width = page.scene.sceneRect().width() * page.view.transform().m11()
    assert scene_width <= page.view.viewport().width()
