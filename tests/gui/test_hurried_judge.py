"""The app as a hurried judge uses it: the keys do what the view in front says they do, typing
goes to the search wherever the judge last clicked, the obvious card comes first, and a
re-ranked list keeps the hit the judge picked."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QApplication, QGuiApplication, Qt
from judge_app.gui.sandbox.dialogs import AddCardDialog
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.gui.urls import Target

pytestmark = pytest.mark.gui
CR = "altered-cr-5.0"
WindowFactory = Callable[..., MainWindow]
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
EXAMPLES = Path(__file__).resolve().parents[2] / "scenarios" / "examples"


def typed_in_add_card(qtbot: QtBot, window: MainWindow, zone: str, typed: str) -> AddCardDialog:
    """The Sandbox's Add card dialog for ``zone``, shown, with ``typed`` in its search box."""
    window.set_mode(1)
    page = window.sandbox
    dialog = AddCardDialog(page.library, page.zones(), zone, page)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.query, typed)
    return dialog


def kuwat_example_in_the_sandbox(make_window: WindowFactory) -> SandboxPage:
    """The Sandbox with the rules' Haven Kuwat example (2.1.d) open, at its start."""
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(EXAMPLES / "2_1_d_haven_kuwat_new_object_is_not_boosted.yaml")
    return page


def test_ctrl_shift_c_copies_the_sandbox_summary_in_the_sandbox_and_the_citation_in_rules(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    assert window.open_target(Target(CR, "6.3.j"))
    window.set_mode(1)
    page = window.sandbox
    page.ruling.setPlainText("The Reaction does not boost the new object (6.3.j).")
    page.view.setFocus()
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(page.view, Qt.Key.Key_C, CTRL_SHIFT)
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("Ruling"), copied  # both actions on one key: Qt ran neither
    assert "does not boost the new object" in copied
    window.set_mode(0)
    window.reader.setFocus()
    qtbot.keyClick(window.reader, Qt.Key.Key_C, CTRL_SHIFT)
    assert QGuiApplication.clipboard().text().startswith("Altered CR 5.0 — 6.3.j")


def test_typing_after_clicking_a_hit_or_a_link_starts_a_new_search(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    box = window.search.box
    box.setFocus()
    with qtbot.waitSignal(window.search.results_shown, timeout=5000):
        qtbot.keyClicks(box, "fleeting")
    results = window.search.results
    results.setFocus()
    qtbot.keyClick(results, Qt.Key.Key_Return)  # the hit opens; the focus stays in the list
    assert window.current is not None
    qtbot.keyClick(results, "e")  # the first key, where the judge clicked last ...
    assert QApplication.focusWidget() is box
    with qtbot.waitSignal(window.search.results_shown, timeout=5000):
        qtbot.keyClicks(box, "xhausted")  # ... and the rest where the focus now is
    assert box.text() == "exhausted"  # the old question replaced, not appended to
    window.reader.setFocus()
    qtbot.keyClick(window.reader, "R", Qt.KeyboardModifier.ShiftModifier)
    with qtbot.waitSignal(window.search.results_shown, timeout=5000):
        qtbot.keyClicks(box, "eady")
    assert box.text() == "Ready"
    window.reader.setFocus()
    qtbot.keyClick(window.reader, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is box and box.selectedText() == "Ready"


def test_command_keys_in_the_reading_pane_keep_their_meaning(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    assert window.open_target(Target(CR, "6.3.j"))
    window.reader.setFocus()
    window.reader.selectAll()
    qtbot.keyClick(window.reader, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert "6.3.j" in QGuiApplication.clipboard().text()  # Ctrl+C copies the selection
    qtbot.keyClick(window.reader, Qt.Key.Key_Space)
    assert window.search.box.text() == ""  # Space scrolls the page, it starts no search
    assert QApplication.focusWidget() is window.reader


def test_a_run_of_one_step_says_one_step(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    page.run("decision")  # an empty table: the first player's turn is one step away
    qtbot.waitUntil(lambda: page.running is None, timeout=10_000)
    assert page.decision.pending
    assert page.message.text() == "Ran 1 step."


def test_add_card_offers_first_the_cards_the_chosen_zone_can_hold(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = typed_in_add_card(qtbot, window, "landmark:p1", "Haven")
    listed = [dialog.results.item(i).text() for i in range(dialog.results.count())]
    assert listed[0].startswith("Haven, Bravos Bastion"), listed  # a Landmark Permanent
    assert any(t.startswith("Haven Seiringar") for t in listed[1:])  # a Character: after
    seiringar = next(i for i, t in enumerate(listed) if t.startswith("Haven Seiringar"))
    dialog.results.setCurrentRow(seiringar)
    dialog.zone.setCurrentIndex(dialog.zone.findData("expedition:p1:hero"))
    assert dialog.results.currentItem().text().startswith("Haven Seiringar")  # kept
    assert dialog.results.item(0).text().startswith("Haven Seiringar")  # fits there
    qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    assert dialog.result() == dialog.DialogCode.Accepted
    assert dialog.card() is not None and dialog.card().name == "Haven Seiringar"


def test_mana_orbs_are_set_in_one_edit_by_typing_the_number(
    qtbot: QtBot, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    from judge_app.gui.qt import QDialog, QTimer
    from judge_app.gui.sandbox.dialogs import ManaDialog

    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    before = len(page.session.moments)

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ManaDialog)
        qtbot.keyClicks(dialog.ready, "4")  # the number typed replaces the 0 shown
        qtbot.keyClick(dialog.ready, Qt.Key.Key_Return)

    original_exec = QDialog.exec

    def exec_and_answer(self: QDialog) -> int:
        QTimer.singleShot(0, answer)
        return original_exec(self)

    monkeypatch.setattr(ManaDialog, "exec", exec_and_answer)
    page.mana_dialog("p1")
    board = page.session.board().player("p1")
    assert (board.mana_ready, board.mana_exhausted) == (4, 0)
    assert len(page.session.moments) == before + 1  # one moment, so one Undo


def test_with_a_large_font_every_tab_stays_in_view(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.set_mode(1)
    strip = window.sandbox.tabs.strip  # the sandbox's tab names: buttons that wrap
    for bar in (window.tabs.tabBar(), strip):
        font = bar.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        bar.setFont(font)
    window.set_mode(0)
    window.splitter.setSizes([300, 900])
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.tabs.tabBar().width() <= 310)
    bar = window.tabs.tabBar()
    for i in range(bar.count()):  # none hidden behind scroll arrows
        assert bar.tabRect(i).right() <= bar.width(), bar.tabText(i)
    window.set_mode(1)
    qtbot.waitUntil(strip.isVisible)
    for button in strip.buttons:  # each name whole, inside the panel
        assert button.width() >= button.sizeHint().width(), button.text()
        assert button.geometry().right() <= strip.width(), button.text()
        assert button.geometry().bottom() <= strip.height(), button.text()


def test_the_same_question_ranked_again_keeps_the_hit_the_judge_moved_to(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    box = window.search.box
    box.setFocus()
    with qtbot.waitSignal(window.search.results_shown, timeout=5000):
        qtbot.keyClicks(box, "can I respond to that?")
    results = window.search.results
    top = results.current_hit()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    picked = results.current_hit()
    assert top is not None and picked is not None and picked.target != top.target
    window.search.run_now()  # ranked again, as when the question's meaning comes back
    kept = results.current_hit()
    assert kept is not None and kept.target == picked.target
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.current is not None and window.current.target == picked.target
    # Another question typed after Enter replaces the last one (issue 32), and its top hit
    # is selected.
    with qtbot.waitSignal(window.search.results_shown, timeout=5000):
        qtbot.keyClicks(box, "tough cost")
    assert box.text() == "tough cost"
    first = next(r for r in results.results.rows() if hasattr(r, "target"))
    assert results.current_hit() == first


def test_a_card_found_by_its_french_name_says_that_name_in_the_list(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    page = window.cards
    with qtbot.waitSignal(page.importer.signals.finished, timeout=20_000):
        assert page.start_import([Path(__file__).resolve().parents[1] / "data" / "pool"])
    page.search("Benediction mecanik")  # no accents, a typo
    first = page.results.item(0).text()
    assert first.startswith("Clockwork Blessing (French: Bénédiction Mécanique) — Spell"), first
    page.search("Clockwork Blessing")  # the English name: nothing added
    assert page.results.item(0).text().startswith("Clockwork Blessing — Spell")


def test_the_reactions_to_choose_from_name_their_icons_in_words(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    page = kuwat_example_in_the_sandbox(make_window)
    while not page.decision.pending or "Reaction" not in page.decision.header.text():
        assert page.step()
    shown = [row.words() for row in page.decision.rows]
    assert any("[When I enter play] Sacrifice a Character." in t for t in shown), shown
    assert any("[When I am played from Reserve] I gain 1 boost." in t for t in shown)
    assert not any("{J}" in t or "{R}" in t for t in shown)  # the data's codes


def test_add_card_offers_no_unrelated_card_for_a_name_it_does_not_know(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    # a name not in the rules' examples
    dialog = typed_in_add_card(qtbot, window, "expedition:p2:hero", "Foundry Engineer")
    assert dialog.results.count() == 0  # not Foundry Armorer, put on the table by Enter
    assert not dialog.ok.isEnabled()
    assert "No card matches “Foundry Engineer”" in dialog.detail.text()
    dialog.query.clear()
    qtbot.keyClicks(dialog.query, "Kuwatt")  # a typo still finds its card
    assert dialog.results.item(0).text().startswith("Kuwat, the Dissenter")


def test_the_import_summary_lists_what_the_engine_reads_under_its_first_line(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    page = window.cards
    with qtbot.waitSignal(page.importer.signals.finished, timeout=20_000):
        assert page.start_import([Path(__file__).resolve().parents[1] / "data" / "pool"])
    document = page.detail.document()
    listed: list[str] = []
    block = document.begin()
    while block.isValid():
        if block.textList() is not None:
            listed.append(block.text())
        block = block.next()
    assert any(item.startswith("the engine executes") for item in listed), listed
    assert page.detail.toPlainText().splitlines()[1].startswith("Imported 9 prints")


def test_the_arrow_keys_in_a_card_search_pick_the_card_below(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = typed_in_add_card(qtbot, window, "expedition:p1:hero", "Haven")
    second = dialog.results.item(1).text()
    qtbot.keyClick(dialog.query, Qt.Key.Key_Down)
    assert dialog.results.currentRow() == 1
    qtbot.keyClick(dialog.query, Qt.Key.Key_Up)
    qtbot.keyClick(dialog.query, Qt.Key.Key_Up)  # stays on the first
    assert dialog.results.currentRow() == 0
    qtbot.keyClick(dialog.query, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.query, Qt.Key.Key_Return)
    card = dialog.card()
    assert card is not None and second.startswith(card.name)
    window.set_mode(2)
    cards = window.cards
    cards.search("Haven")
    assert cards.results.count() >= 2
    qtbot.keyClick(cards.box, Qt.Key.Key_Down)
    assert cards.results.currentRow() == 1
    assert cards.results.item(1).text().split(" — ")[0] in cards.detail.toPlainText()


def test_when_the_script_answers_the_decision_shown_the_timeline_comes_forward(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    page = kuwat_example_in_the_sandbox(make_window)
    while not page.decision.pending:
        assert page.step()
    assert page.tabs.currentWidget() is page.decision  # a decision comes forward
    assert page.step()  # the scenario's script answers it
    assert not page.decision.pending
    assert page.tabs.currentWidget() is page.timeline  # not an empty Decision tab
    assert page.undo()  # the decision is back, and in front again
    assert page.tabs.currentWidget() is page.decision
