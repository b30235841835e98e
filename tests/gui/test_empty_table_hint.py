"""Issue 33, the walk of session 19 (``docs/walkthrough.md``): the empty table's hint was drawn
across the borders of the top player's empty Expedition and Landmarks boxes at 1280×720, and
at 200 % on a 1920×1080 laptop (a 960×540 window) it was out of view. It now has a band of its
own at the table's top, under the quick-entry line it names: in view when the table opens and
no other item of the table (a zone's frame, a title) under its words."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QGraphicsTextItem

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_the_empty_tables_hint_is_in_view_and_no_line_crosses_its_words(
    make_window: WindowFactory, qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = make_window()
    window.resize(*size)
    window.set_mode(1)
    page = window.sandbox
    page.unsaved_prompt = lambda _page: "discard"  # type: ignore[method-assign]
    page.new_board()
    qtbot.wait(50)  # the view fits the table to its size
    hints = [i for i in page.scene.items() if i.data(0) == "hint"]
    assert len(hints) == 1 and isinstance(hints[0], QGraphicsTextItem)
    hint = hints[0]
    assert "Ctrl+L" in hint.toPlainText()
    margin = hint.document().documentMargin()
    words = hint.sceneBoundingRect().adjusted(margin, margin, -margin, -margin)
    # nothing else of the table under the words: no zone's box, no title, no region
    under = [i for i in page.scene.items(words) if i is not hint and i.isVisible()]
    assert under == [], [type(i).__name__ for i in under]
    # in view as the table opens, without scrolling
    view = page.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(words), (size, shown, words)
