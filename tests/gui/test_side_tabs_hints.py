"""Issue 33, fast at the table: the side tabs' minimum is the tab widget's own, worked out
once for its pages and font (laying the panel out asked every page for it at each step), and
anew after a font change or a page added; their size hint does not ask the pages at all."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QFont, QLabel, QTabWidget, QWidget
from judge_app.gui.sandbox.side_tabs import SideTabs

pytestmark = pytest.mark.gui


def test_the_minimum_is_the_tab_widget_s_own_after_fonts_and_pages_change(
    qtbot: QtBot,
) -> None:
    holder = QWidget()
    qtbot.addWidget(holder)
    tabs = SideTabs(holder)
    page = QLabel("A page with a few words on it", tabs)
    tabs.addTab(page, "First")
    assert tabs.minimumSizeHint() == QTabWidget.minimumSizeHint(tabs)
    before = tabs.minimumSizeHint()
    big = QFont(tabs.font())
    big.setPointSizeF(big.pointSizeF() * 2.5)
    tabs.setFont(big)  # a larger font: the pages' minimums grow, and so does this one
    assert tabs.minimumSizeHint() == QTabWidget.minimumSizeHint(tabs)
    assert tabs.minimumSizeHint().width() > before.width()
    wide = QLabel("W" * 80, tabs)
    tabs.addTab(wide, "Second")  # a wider page: a wider minimum
    assert tabs.minimumSizeHint() == QTabWidget.minimumSizeHint(tabs)
    assert tabs.minimumSizeHint().width() > QLabel("W" * 20).minimumSizeHint().width()
    assert tabs.sizeHint().toTuple() == (380, 480)  # fixed: the splitter sizes the panel
