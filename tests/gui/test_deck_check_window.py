"""Cards view › Check a decklist… (issue 35), offscreen on the project's own fixture cards
(``tests/data/tournament``): a file dropped or opened, a pasted list, the limited pool, rule
links, bad input and the PDF to print."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.cards.deck_check import DeckCheckDialog
from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QDate, QUrl
from scenarios.pool import CardPool

pytestmark = pytest.mark.gui
DATA = Path(__file__).resolve().parents[1] / "data" / "tournament"
RULINGS = DATA.parent / "tournament_rulings" / "DSR_EN.json"


@pytest.fixture()
def dialog(qtbot: QtBot, tmp_path: Path) -> Iterator[DeckCheckDialog]:
    pool = CardPool(tmp_path / "cards.db")
    pool.import_paths([DATA / "DSK_EN.json", DATA / "DSK_FR.json", DATA / "history_DSK.json"])
    made = DeckCheckDialog(pool)
    qtbot.addWidget(made)
    yield made
    pool.close()


def test_a_file_is_checked_on_the_event_date(dialog: DeckCheckDialog) -> None:
    dialog.date_box.setDate(QDate(2025, 2, 1))
    assert dialog.load_file(DATA / "legal.txt")
    shown = dialog.report_view.toPlainText()
    assert "NOT LEGAL for constructed play on 2025-02-01 — 1 problem" in shown
    assert "Axiom Card 4 (Common, Axiom) is suspended" in shown
    assert "Errata in force on 2025-02-01" in shown
    dialog.date_box.setDate(QDate(2025, 3, 21))  # checked again at once
    verdict = dialog.verdict
    assert verdict is not None and verdict.legal
    shown = dialog.report_view.toPlainText()
    assert "LEGAL for constructed play on 2025-03-21" in shown
    for count in ("Cards\t43", "Hero\t1", "Rare\t9", "Exalted\t2", "Unique\t1", "Axiom\t43"):
        label, n = count.split("\t")
        assert label in shown and n in shown


def test_a_pasted_list_with_a_question_and_a_rule_link(
    qtbot: QtBot, dialog: DeckCheckDialog
) -> None:
    dialog.list_box.setPlainText("1 Warden Ilse\n3 Cog Tinkerer\n")
    verdict = dialog.run_check()
    assert verdict is not None and not verdict.legal
    assert "To ask the player" in dialog.report_view.toPlainText()
    assert "href='rule:1.1.4.d'" in dialog.report_view.toHtml().replace('"', "'")
    with qtbot.waitSignal(dialog.rule_requested) as signal:
        dialog.report_view.anchorClicked.emit(QUrl("rule:1.1.4.d"))
    assert signal.args == ["1.1.4.d"]


def test_a_limited_pool_chooses_limited(dialog: DeckCheckDialog) -> None:
    assert dialog.set_pool(DATA / "pool.txt")
    assert dialog.format_box.currentText() == "Limited"
    dialog.list_box.setPlainText("1 Muse Talia\n4 ALT_DSK_B_AX_11_C\n")
    verdict = dialog.run_check()
    assert verdict is not None
    assert [v.rule for v in verdict.violations] == ["1.1.5.a", "1.1.5.b"]


def test_bad_input_names_the_line_and_nothing_to_print(
    dialog: DeckCheckDialog, tmp_path: Path
) -> None:
    dialog.list_box.setPlainText("1 Warden Ilse\nWarden Ilse\n")
    assert dialog.run_check() is None
    assert "pasted list:2: expected a number of copies" in dialog.report_view.toPlainText()
    assert not dialog.pdf_button.isEnabled()
    assert not dialog.save_pdf(tmp_path / "none.pdf")


def test_the_check_saved_as_pdf_to_print(dialog: DeckCheckDialog, tmp_path: Path) -> None:
    dialog.date_box.setDate(QDate(2025, 4, 1))
    assert dialog.load_file(DATA / "written.txt")
    assert dialog.pdf_button.isEnabled()
    target = tmp_path / "check.pdf"
    assert dialog.save_pdf(target)
    assert target.read_bytes().startswith(b"%PDF") and target.stat().st_size > 1000


def test_the_card_view_marks_a_ruling_given_under_earlier_rules(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window()
    page = window.cards
    with qtbot.waitSignal(page.importer.signals.finished, timeout=20_000):
        assert page.start_import([RULINGS])
    page.search("Ruled Tinkerer")
    page.results.setCurrentRow(0)
    shown = page.detail.toPlainText()
    assert shown.count("Given under an earlier version of the rules:") == 1
    assert "The sandbox follows CR 5.0" in shown
    assert "7.5.5 (the term 'Controller')" in shown
    assert page.check_button.text() == "Check a decklist…"
