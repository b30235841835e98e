"""View › Larger/Smaller text (Ctrl+= / Ctrl+- / Ctrl+0) sizes the lists beside the rules
text too: the search results (cards laid out anew, rows taller) and the contents tree (its
bold document lines with it), back to their size on Ctrl+0."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QApplication, QEvent, QObject, QStyleOptionViewItem, Qt
from judge_app.gui.results_view import ROW_ROLE
from judge_app.gui.search_model import HitRow
from judge_app.gui.text_size import board_text_scale

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


def first_hit_row(window: MainWindow) -> int:
    model = window.search.results.results
    return next(
        n for n in range(model.rowCount()) if isinstance(model.index(n, 0).data(ROW_ROLE), HitRow)
    )


def hit_card(window: MainWindow) -> tuple[float, int, int]:
    """The first hit card's font size as laid out, its height as the list lays it out, and
    its height as the delegate would size it now."""
    results = window.search.results
    index = results.results.index(first_hit_row(window), 0)
    results.viewport().repaint()
    width = results.delegate._width(QStyleOptionViewItem())
    document = results.delegate._document(index, width)
    hint = results.delegate.sizeHint(QStyleOptionViewItem(), index).height()
    return document.defaultFont().pointSizeF(), results.visualRect(index).height(), hint


def press(qtbot: QtBot, window: MainWindow, key: str) -> None:
    keys = {"+": Qt.Key.Key_Equal, "-": Qt.Key.Key_Minus, "0": Qt.Key.Key_0}
    qtbot.keyClick(window.reader, keys[key], Qt.KeyboardModifier.ControlModifier)


@pytest.mark.parametrize("steps", [2, 4])
def test_larger_text_lays_the_results_out_larger_and_ctrl_0_restores_them(
    qtbot: QtBot, make_window: WindowFactory, steps: int
) -> None:
    window = make_window()
    window.search.set_query("fleeting expedition reserve")
    assert window.search.view.hits
    size, height, hint = hit_card(window)
    assert size == pytest.approx(QApplication.font().pointSizeF())
    assert height == hint
    for _ in range(steps):
        press(qtbot, window, "+")
    assert window.reader.zoom_steps == steps
    larger, larger_height, larger_hint = hit_card(window)
    assert larger == pytest.approx(size * (1 + 0.1 * steps), rel=0.02)
    assert larger_height > height  # the rows took their new height at once
    assert larger_height == larger_hint  # the painted card fits its row
    # the next keystroke's results are laid out in the larger text too
    window.search.set_query("fleeting expedition")
    assert hit_card(window)[0] == pytest.approx(larger)
    press(qtbot, window, "0")
    window.search.set_query("fleeting expedition reserve")
    assert hit_card(window) == (size, height, hint)


def test_smaller_text_lays_the_results_out_smaller(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.search.set_query("fleeting expedition reserve")
    size, height, _ = hit_card(window)
    press(qtbot, window, "-")
    press(qtbot, window, "-")
    smaller, smaller_height, _ = hit_card(window)
    assert smaller < size and smaller_height < height


def test_larger_text_sizes_the_contents_tree_and_its_document_lines(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    tree = window.toc
    window.tabs.setCurrentWidget(tree)
    top = tree.topLevelItem(0)
    child = top.child(0)
    assert top.font(0).bold()
    before = (tree.visualItemRect(top).height(), tree.visualItemRect(child).height())
    base = tree.font().pointSizeF()
    for _ in range(3):
        press(qtbot, window, "+")
    assert tree.font().pointSizeF() == pytest.approx(base * 1.3, rel=0.02)
    assert top.font(0).bold() and top.font(0).pointSizeF() == tree.font().pointSizeF()
    after = (tree.visualItemRect(top).height(), tree.visualItemRect(child).height())
    assert after[0] > before[0] and after[1] > before[1]
    # the bookmarks and recent searches beside them follow the same size
    assert window.recent_list.list.font().pointSizeF() == tree.font().pointSizeF()
    press(qtbot, window, "0")
    assert tree.font().pointSizeF() == pytest.approx(base)
    assert top.font(0).pointSizeF() == pytest.approx(base)


class _FontChanges(QObject):
    """Counts the font changes a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange:
            self.count += 1
        return False


def test_the_sandbox_built_leaves_the_results_as_they_are(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    """The Sandbox built on first use is sized as the judge's text, and the search's results
    are not given their font again: the same size, but set, it laid the results out anew
    for nothing (25 ms of the first switch to the Sandbox, issue 33). A zoom after it
    sizes both."""
    window = make_window()
    window.search.set_query("fleeting expedition reserve")
    before = hit_card(window)
    changes = _FontChanges()
    window.search.results.installEventFilter(changes)
    window.set_mode(1)
    assert changes.count == 0
    assert hit_card(window) == before
    page = window.sandbox
    assert page.scene.text_scale == pytest.approx(board_text_scale(QApplication.font(), 0))
    window.zoom_text(1)  # View › Larger text
    assert changes.count > 0
    assert page.scene.text_scale == pytest.approx(board_text_scale(QApplication.font(), 1))
