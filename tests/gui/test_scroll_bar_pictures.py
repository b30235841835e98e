"""Issue 33, fast at the table: the board's scroll bars keep the picture of each state they
painted (:mod:`judge_app.gui.sandbox.scroll_bars`) — and show exactly the pixels the style
paints itself, on screen, whether the picture is made or copied."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from judge_app.gui.qt import QApplication, QImage, QScrollBar, Qt, QWidget
from judge_app.gui.sandbox.board_scene import BoardScene
from judge_app.gui.sandbox.board_view import BoardView
from judge_app.gui.sandbox.page import palette_for
from judge_app.gui.sandbox.scroll_bars import PICTURES_KEPT, PictureScrollBar
from judge_app.gui.theme import LIGHT


def _window(qtbot: QtBot, bar: QScrollBar) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(60, 900)
    bar.setParent(window)
    bar.setGeometry(23, 5, 14, 829)
    bar.setRange(0, 222)
    bar.setPageStep(800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _on_screen(window: QWidget) -> QImage:
    """The window's pixels as painted (the backing store), not painted again for a grab."""
    QApplication.processEvents()
    return QApplication.primaryScreen().grabWindow(window.winId()).toImage()


def test_a_bar_shows_the_styles_own_pixels_made_or_copied(qtbot: QtBot) -> None:
    plain_bar = QScrollBar(Qt.Orientation.Vertical)
    kept_bar = PictureScrollBar(Qt.Orientation.Vertical)
    plain, kept = _window(qtbot, plain_bar), _window(qtbot, kept_bar)
    for value, maximum in ((204, 222), (17, 222), (204, 222), (0, 97), (97, 97), (17, 222)):
        for bar in (plain_bar, kept_bar):
            bar.setMaximum(maximum)
            bar.setValue(value)
        assert _on_screen(kept) == _on_screen(plain), (value, maximum)
    assert kept_bar.copied >= 2  # (204, 222) and (17, 222) came back: copied, same pixels


def test_a_long_list_s_bar_shows_the_styles_own_pixels(qtbot: QtBot) -> None:
    """A small handle over a long groove (a timeline of many lines): each new position is
    painted on the groove kept, the same pixels as the style's."""
    plain_bar = QScrollBar(Qt.Orientation.Vertical)
    kept_bar = PictureScrollBar(Qt.Orientation.Vertical)
    plain, kept = _window(qtbot, plain_bar), _window(qtbot, kept_bar)
    for maximum in (400, 1400, 5000):
        for value in (0, maximum // 2, maximum):
            for bar in (plain_bar, kept_bar):
                bar.setPageStep(120)
                bar.setMaximum(maximum)
                bar.setValue(value)
            assert _on_screen(kept) == _on_screen(plain), (value, maximum)


def test_a_hovered_bar_is_painted_by_the_style(qtbot: QtBot) -> None:
    bar = PictureScrollBar(Qt.Orientation.Vertical)
    window = _window(qtbot, bar)
    for value in (10, 20):
        bar.setValue(value)
        _on_screen(window)
    copied = bar.copied
    bar.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
    bar.setValue(10)  # a state it has a picture of, but the pointer is over it
    _on_screen(window)
    assert bar.copied == copied
    bar.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, False)
    bar.setValue(20)
    _on_screen(window)
    assert bar.copied == copied + 1


def test_pictures_kept_are_bounded(qtbot: QtBot) -> None:
    bar = PictureScrollBar(Qt.Orientation.Vertical)
    window = _window(qtbot, bar)
    for value in range(0, 3 * PICTURES_KEPT):
        bar.setValue(value)
        _on_screen(window)
    assert len(bar._pictures) == PICTURES_KEPT


def test_the_board_view_has_bars_that_keep_pictures(qtbot: QtBot) -> None:
    view = BoardView(BoardScene(palette_for(LIGHT)))
    qtbot.addWidget(view)
    assert isinstance(view.verticalScrollBar(), PictureScrollBar)
    assert isinstance(view.horizontalScrollBar(), PictureScrollBar)
    assert view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded
