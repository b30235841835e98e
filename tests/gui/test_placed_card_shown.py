"""Issue 33 ("what is by hand is shown in the Inspector with its reason"; small screens): a
card put on the table is shown. At 200 % on a 1920×1080 laptop (a 960×540 window) a typed
card put in p1's hero Expedition landed below the fold and nothing was selected: the
Inspector, which says what is resolved by hand and why, stayed empty until the judge found
the card and clicked it. Now the board scrolls to the card put on it, and a card with
abilities left to the judge is selected, so the Inspector says what and why at once; a card
the engine runs whole leaves the tab and the selection as they were."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.cards.placing import place_card
from judge_app.gui.cards.typed import TypeCardDialog
from judge_app.gui.main_window import MainWindow
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.sandbox.board import zone_keys

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
BY_HAND = "{J} Draw a card. {R} Each player hums a tune."


def _small_empty_table(make_window: WindowFactory, qtbot: QtBot) -> SandboxPage:
    window = make_window()
    window.resize(960, 540)
    window.set_mode(1)
    qtbot.wait(20)
    page = window.sandbox
    page.unsaved_prompt = lambda _page: "discard"  # type: ignore[method-assign]
    page.new_board()
    qtbot.wait(20)
    return page


def _in_view(page: SandboxPage, object_id: str) -> bool:
    seen = page.view.mapToScene(page.view.viewport().rect()).boundingRect()
    return seen.contains(page.scene.tiles[object_id].sceneBoundingRect())


def test_a_typed_card_with_an_ability_by_hand_is_scrolled_to_and_said_in_the_inspector(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    page = _small_empty_table(make_window, qtbot)
    dialog = TypeCardDialog(page.window())
    qtbot.addWidget(dialog)
    dialog.text.setPlainText(BY_HAND)
    card = dialog.typed_card()
    assert card is not None and card.gaps
    hero = zone_keys("p1")["hero_expedition"]
    page.view.verticalScrollBar().setValue(0)  # the table's top: p2's rows
    assert place_card(page, card, hero)
    (placed,) = page.session.state.zone(hero)
    qtbot.wait(50)
    assert page.view.verticalScrollBar().maximum() > 0  # the table is taller than the view
    assert _in_view(page, placed)  # was below the fold (p2's rows and the regions shown)
    assert page.selected == placed and page.tabs.currentWidget() is page.inspector
    shown = page.inspector.toPlainText()
    assert "Resolved by hand" in shown and "Each player hums a tune." in shown
    assert "'hums a tune'" in shown  # the reason names the words not read


def test_a_card_the_engine_runs_whole_is_scrolled_to_and_the_tab_is_kept(
    make_window: WindowFactory, qtbot: QtBot
) -> None:
    page = _small_empty_table(make_window, qtbot)
    page.tabs.setCurrentWidget(page.timeline)
    hero = zone_keys("p1")["hero_expedition"]
    page.view.verticalScrollBar().setValue(0)
    assert page.add_card("Vanilla 1/1/1", hero)
    (placed,) = page.session.state.zone(hero)
    qtbot.wait(50)
    assert _in_view(page, placed)
    assert page.selected is None and page.tabs.currentWidget() is page.timeline
