"""Issue 18: the Sandbox's board follows the judge's text size — View › Larger/Smaller text
(Ctrl+= / Ctrl+-, as for the rules text) and the system's font size — instead of keeping its
own: the text grows, the rows still fit the view's width, the view scrolls down."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QApplication, Qt
from judge_app.gui.sandbox.board_layout import (
    MIN_FONT_PX,
    MIN_SCALE,
    SCALE_STEP,
    choose_layout,
    lay_out,
)
from judge_app.gui.sandbox.documents import APP_ROOT
from judge_app.gui.text_size import board_text_scale

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
BUSY = APP_ROOT / "scenarios" / "sandbox" / "busy_board.yaml"
CTRL = Qt.KeyboardModifier.ControlModifier


def test_a_larger_text_size_lays_the_table_out_larger_within_the_width(
    make_window: WindowFactory,
) -> None:
    window = make_window()
    window.set_mode(1)
    assert window.sandbox.open_file(BUSY)
    board = window.sandbox.session.board()
    narrowest = lay_out(board, 1.0).width
    for width, height in ((1160.0, 820.0), (700.0, 500.0), (2400.0, 1400.0)):
        own = choose_layout(board, width, height)
        for text in (1.2, 1.5, 2.0):
            larger = choose_layout(board, width, height, text)
            # the text is as much larger (to a scale step), or at the least the board's floor
            assert larger.scale >= min(own.scale * text, MIN_SCALE * text) - SCALE_STEP * text
            assert larger.scale > own.scale
            # the rows fit the width, unless the table cannot be any narrower
            assert larger.width * larger.scale <= width + 2 or larger.width == narrowest
        smaller = choose_layout(board, width, height, 0.8)
        assert smaller.scale * MIN_FONT_PX >= 11  # never under 11 px, however small


def test_ctrl_plus_and_minus_size_the_board_as_the_rules_text(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.resize(1600, 1000)
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(BUSY)
    qtbot.wait(20)
    own = page.view.transform().m11()
    reader_size = window.reader.font().pointSizeF()
    for _ in range(3):
        qtbot.keyClick(page.view, Qt.Key.Key_Equal, CTRL)
    assert window.reader.font().pointSizeF() > reader_size  # the same key, both texts
    assert page.scene.text_scale == pytest.approx(1.3 * board_text_scale(QApplication.font(), 0))
    grown = page.view.transform().m11()
    assert grown >= own * 1.2, (own, grown)  # 30 % larger text, to a layout step
    # the panels beside the board (timeline, decision, ruling) and the Cards view grow too
    system = QApplication.font().pointSizeF()
    assert page.tabs.font().pointSizeF() == pytest.approx(system * 1.3)
    assert page.timeline.list.font().pointSizeF() == pytest.approx(system * 1.3)
    window.set_mode(2)
    assert window.cards.font().pointSizeF() == pytest.approx(system * 1.3)
    window.set_mode(1)
    qtbot.keyClick(page.view, Qt.Key.Key_0, CTRL)
    assert page.view.transform().m11() == pytest.approx(own)
    qtbot.keyClick(page.view, Qt.Key.Key_Minus, CTRL)
    assert page.view.transform().m11() * MIN_FONT_PX >= 11
    qtbot.keyRelease(page.view, Qt.Key.Key_Control)  # the judge lets go of Ctrl


def test_the_board_follows_the_systems_font_size(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.resize(1600, 1000)
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(BUSY)
    qtbot.wait(20)
    own = page.view.transform().m11()
    reader_size = window.reader.font().pointSizeF()
    system = QApplication.font()
    bigger = QApplication.font()
    bigger.setPointSizeF(system.pointSizeF() * 1.5)
    try:
        QApplication.setFont(bigger)  # the desktop's text size, set larger
        qtbot.waitUntil(lambda: page.scene.text_scale > 1.2, timeout=5000)
        assert page.view.transform().m11() >= own * 1.3
        assert window.reader.font().pointSizeF() >= reader_size * 1.4
    finally:
        QApplication.setFont(system)
    qtbot.waitUntil(lambda: page.scene.text_scale == pytest.approx(1.0), timeout=5000)
