"""Issue 33, the walk of session 19 (``docs/walkthrough.md``): what cost a hurried judge most
at a table — the prints of one card told apart only by the end of their line, which a 200%
screen cut off; a card sheet saying the engine's bare "executed"; a pasted decklist left
unchecked until a second click; the empty table pointing only at the slow ways to lay a board
out, and the first moment saying the stored word "start"."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.cards.deck_check import DeckCheckDialog
from judge_app.gui.cards.page import CardsPage
from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QApplication, QDate, QFontMetrics, QGuiApplication, Qt
from scenarios.pool import CardPool

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
TOURNAMENT = Path(__file__).resolve().parents[1] / "data" / "tournament"
POOL = TOURNAMENT.parent / "pool"


def imported(make_window: WindowFactory) -> CardsPage:
    """A window whose card pool holds the fixture cards (imported here, not in the
    background: the import itself is tested in ``test_cards_view``)."""
    window = make_window()
    page = window.cards
    pool = page.pool()
    assert pool is not None
    pool.import_paths([POOL])
    window.set_mode(2)
    return page


def test_each_print_in_a_narrow_card_list_is_read_to_its_end(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    """The two Cogwheel Tinkerer prints differ only in cost, statistics, set and rarity — the
    end of their line. In a list narrower than the line (a 200% screen, a narrowed pane) the
    end was out of view behind a horizontal scroll bar; each line now wraps in view."""
    page = imported(make_window)
    page.search("cogwheel")
    assert page.results.count() == 2
    page.results.setFixedWidth(260)  # narrower than either line
    qtbot.waitUntil(lambda: page.results.viewport().width() < 260)
    QApplication.processEvents()
    list_width = page.results.viewport().width()
    metrics = QFontMetrics(page.results.font())
    for row in range(page.results.count()):
        item = page.results.item(row)
        assert metrics.horizontalAdvance(item.text()) > list_width  # the line is too long ...
        rect = page.results.visualItemRect(item)
        assert rect.right() <= list_width, item.text()  # ... and still shown in the width,
        assert rect.height() >= 2 * metrics.lineSpacing(), item.text()  # on more lines
    assert page.results.horizontalScrollBar().maximum() == 0


def test_the_card_sheet_says_in_words_that_the_sandbox_plays_an_ability(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    page = imported(make_window)
    page.search("cogwheel")
    page.results.setCurrentRow(0)
    lines = [line.strip() for line in page.detail.toPlainText().splitlines()]
    assert "the sandbox plays it as written" in lines
    assert "executed" not in lines  # the engine's word, alone under the ability


@pytest.fixture()
def deck_dialog(qtbot: QtBot, tmp_path: Path) -> Iterator[DeckCheckDialog]:
    pool = CardPool(tmp_path / "cards.db")
    pool.import_paths([TOURNAMENT / "DSK_EN.json", TOURNAMENT / "history_DSK.json"])
    made = DeckCheckDialog(pool)
    qtbot.addWidget(made)
    yield made
    pool.close()


def test_a_pasted_decklist_is_checked_at_once(qtbot: QtBot, deck_dialog: DeckCheckDialog) -> None:
    """Open the window, Ctrl+V: the verdict is there — the list box has the keys from the
    start and a paste checks, as a dropped file did; no Check click to find."""
    deck_dialog.date_box.setDate(QDate(2025, 2, 1))
    deck_dialog.show()
    qtbot.waitExposed(deck_dialog)
    deck_dialog.activateWindow()
    assert deck_dialog.list_box.hasFocus() or deck_dialog.focusWidget() is deck_dialog.list_box
    QGuiApplication.clipboard().setText((TOURNAMENT / "legal.txt").read_text(encoding="utf-8"))
    qtbot.keyClick(deck_dialog.list_box, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    verdict = deck_dialog.verdict
    assert verdict is not None and not verdict.legal
    shown = deck_dialog.report_view.toPlainText()
    assert "NOT LEGAL for constructed play on 2025-02-01 — 1 problem" in shown
    assert "pasted list" in shown
    deck_dialog.date_box.setDate(QDate(2025, 3, 21))  # and checked again on the new date
    assert deck_dialog.verdict is not None and deck_dialog.verdict.legal


def test_typing_a_list_line_by_line_does_not_check_each_keystroke(
    qtbot: QtBot, deck_dialog: DeckCheckDialog
) -> None:
    """Only a paste or a drop checks at once: a list being typed is checked on Check."""
    deck_dialog.show()
    qtbot.keyClicks(deck_dialog.list_box, "1 Warden Ilse")
    assert deck_dialog.verdict is None
    assert "checked at once" in deck_dialog.report_view.toPlainText()


def test_the_empty_table_names_the_line_that_lays_the_board_out_and_its_example_works(
    make_window: WindowFactory,
) -> None:
    """The empty table's hint names the quick-entry line first, with a sentence that lays
    out the rules' dispute (2.1.d) as written; the first moment says what it is in words."""
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    page.unsaved_prompt = lambda _page: "discard"  # type: ignore[method-assign]
    page.new_board()
    hint = page.scene.hint_text
    assert "Ctrl+L" in hint and hint.index("Ctrl+L") < hint.index("Add a card here")
    example = re.search(r"“([^”]+)”", hint)
    assert example is not None, hint
    page.timeline.moment_chosen.emit(0)
    detail = [line.strip() for line in page.timeline.detail.toPlainText().splitlines()]
    assert "the board before any step" in detail and "start" not in detail
    assert page.quick_enter(example.group(1))
    page.run_now("decision")
    titles = " ".join(row.view.title for row in page.decision.rows)
    assert "Sacrifice a Character" in titles and "I gain 1 boost" in titles  # the dispute


def test_the_card_sheet_names_each_print_by_its_set_rarity_and_faction(
    make_window: WindowFactory,
) -> None:
    """A judge names a print "Test Gates · Common · Axiom", not by the data's reference
    (``ALT_TEST_B_AX_01_C``), which each Prints line began with; the reference is kept after
    the words, small and muted, to copy into a decklist."""
    page = imported(make_window)
    page.search("cogwheel")
    rows = [page.results.item(i).text() for i in range(page.results.count())]
    page.results.setCurrentRow(next(i for i, t in enumerate(rows) if "C/R2" in t))
    text = page.detail.toPlainText()
    lines = text[text.index("\nPrints\n") :].splitlines()[2:4]  # a common and a rare
    assert len(lines) == 2, text
    for line in lines:
        assert line.startswith("Test Gates · "), line  # the set's name first
        assert re.search(r"^Test Gates · (Common|Rare) · (Axiom|Bravos) \(", line), line
        reference = line.split()[-1]
        assert reference.startswith("ALT_TEST_B_") and line.index(reference) > line.index("(")
    assert {line.split(" · ")[1] for line in lines} == {"Common", "Rare"}
