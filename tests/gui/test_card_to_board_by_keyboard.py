"""A hurried judge finds a card by a misspelt French name and presses Enter: the board's
zones open at "Put on the board", and a zone chosen puts the card there and shows the
board — no reach for the button (before, Enter and a double-click did nothing)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import Qt

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
POOL = Path(__file__).resolve().parents[1] / "data" / "pool"


def test_enter_after_a_misspelt_french_name_offers_the_zones_and_puts_the_card_there(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    page = window.cards
    with qtbot.waitSignal(page.importer.signals.finished, timeout=20_000):
        assert page.start_import([POOL])
    window.set_mode(2)
    page.box.setFocus()
    page.box.setText("Benediction mecanik")  # no accents, a typo; Enter before the pause
    assert page.board_menu.isHidden()
    qtbot.keyClick(page.box, Qt.Key.Key_Return)
    assert page.results.item(0).text().startswith("Clockwork Blessing (French:")
    qtbot.waitUntil(lambda: page.board_menu.isVisible(), timeout=5_000)
    titles = [a.text() for a in page.board_menu.actions()]
    assert "p1 · Hand" in titles, titles
    hand = next(a for a in page.board_menu.actions() if a.text() == "p1 · Hand")
    hand.trigger()
    sandbox = window.sandbox
    names = [t.name for t in sandbox.session.board().all_tiles()]
    assert "Clockwork Blessing" in names, names
    assert window.pages.currentWidget() is sandbox  # the board is shown


def test_a_double_click_on_a_card_offers_the_zones_and_nothing_found_offers_none(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    page = window.cards
    with qtbot.waitSignal(page.importer.signals.finished, timeout=20_000):
        assert page.start_import([POOL])
    window.set_mode(2)
    page.search("Clockwork Blessing")
    item = page.results.item(0)
    page.results.itemActivated.emit(item)  # a double-click, or Enter in the list
    qtbot.waitUntil(lambda: page.board_menu.isVisible(), timeout=5_000)
    page.board_menu.hide()
    page.search("zzzz no such card qqqq")
    assert page.results.count() == 0
    assert not page.offer_board_menu()
    assert page.board_menu.isHidden()
