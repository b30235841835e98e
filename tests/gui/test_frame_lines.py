"""Issue 33, fast at the table: the Decision tab's option rows draw their frame as four
lines and four corners (:mod:`judge_app.gui.sandbox.frame_lines`) — exactly the pixels the
style paints, on screen, at every size; a frame the style draws otherwise is left to it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QApplication, QFrame, QImage, QStyleOptionFrame, QWidget
from judge_app.gui.sandbox.frame_lines import LinedFrame, outline_of

SIZES = ((358, 46), (358, 88), (120, 30), (600, 301), (3, 3))


def _window(qtbot: QtBot, frame: QFrame, sheet: str = "") -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    window.setStyleSheet(sheet)
    window.resize(640, 340)
    frame.setParent(window)
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    frame.move(7, 5)
    window.show()
    qtbot.waitExposed(window)
    return window


def _on_screen(window: QWidget) -> QImage:
    """The window's pixels as painted (the backing store), not painted again for a grab."""
    QApplication.processEvents()
    return QApplication.primaryScreen().grabWindow(window.winId()).toImage()


def _outline(frame: QFrame) -> object:
    option = QStyleOptionFrame()
    frame.initStyleOption(option)
    return outline_of(frame, option)


def test_a_row_s_frame_is_the_style_s_own_pixels_at_every_size(qtbot: QtBot) -> None:
    plain_frame, lined_frame = QFrame(), LinedFrame()
    plain, lined = _window(qtbot, plain_frame), _window(qtbot, lined_frame)
    assert _outline(lined_frame) is not None  # the application's style: four lines
    for width, height in SIZES:
        for frame in (plain_frame, lined_frame):
            frame.resize(width, height)
        assert _on_screen(lined) == _on_screen(plain), (width, height)


def test_a_frame_the_style_draws_otherwise_is_left_to_the_style(qtbot: QtBot) -> None:
    """A style sheet giving the frame a thick border of its own: not a plain outline, so
    the style paints it (the same pixels as a plain frame under the same sheet)."""
    sheet = "QFrame { border: 3px dashed #b3261e; border-radius: 4px; }"
    plain_frame, lined_frame = QFrame(), LinedFrame()
    plain, lined = _window(qtbot, plain_frame, sheet), _window(qtbot, lined_frame, sheet)
    assert _outline(lined_frame) is None
    for width, height in SIZES[:3]:
        for frame in (plain_frame, lined_frame):
            frame.resize(width, height)
        assert _on_screen(lined) == _on_screen(plain), (width, height)
