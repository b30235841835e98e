"""Issue 32 in the window: the cards a question names as chips above the results (click: the
card), the next question typed after Enter replaces the last one, and copying an opened Remark
or Example cites it with its rule. The cards are the library's (CR 5.0's examples)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QGuiApplication, QPoint, Qt
from judge_app.gui.search_model import HitRow
from judge_app.gui.urls import Target
from judge_app.gui.window_views import CARDS

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
QUESTION = "If I play Kuwat while my opponent controls Haven, what happens first?"


def ready_with_cards(qtbot: QtBot, make_window: WindowFactory) -> MainWindow:
    window = make_window()
    controller = window.search.controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.question_cards is not None, timeout=20_000)
    return window


def test_the_cards_a_question_names_are_chips_above_the_results(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = ready_with_cards(qtbot, make_window)
    window.search.set_query(QUESTION)
    chips = window.search.chips
    assert chips.isVisible()
    assert chips.names == ["Kuwat, the Dissenter", "Haven, Bravos Bastion"]
    shown = chips.text()
    assert "Kuwat, the Dissenter" in shown and "Permanent" in shown
    assert "“Kuwat” is the card Kuwat, the Dissenter" in chips.toolTip()
    top = chips.mapTo(window, QPoint(0, 0)).y()
    results = window.search.results
    assert top + chips.height() <= results.mapTo(window, QPoint(0, 0)).y()
    # The order of the two cards' Reactions is among the first hits, no Example naming them.
    hits = window.search.view.hits[:5]
    assert {"4.4.b", "5.1.1.c", "1.4.5.a"} & {h.label for h in hits}
    assert not [h for h in hits if h.kind == "example" and "Kuwat" in h.snippet]
    # A question naming no card has no chips.
    window.search.set_query("how does tough work")
    assert not chips.isVisible() and chips.names == []


def test_a_chip_click_opens_the_card(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = ready_with_cards(qtbot, make_window)
    window.search.set_query(QUESTION)
    chips = window.search.chips
    assert chips.text().count('href="card:') == 2
    chips.activate(chips.names[1])  # what a click on the second chip's link does
    assert window.pages.currentWidget() is window.cards
    assert window.cards_mode.isChecked()
    assert window.cards.box.text() == "Haven, Bravos Bastion"
    assert "Haven, Bravos Bastion" in window.cards.detail.toPlainText()
    assert CARDS == 2


def test_after_enter_the_next_question_typed_replaces_the_last(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    box = window.search.box
    box.setFocus()
    qtbot.keyClicks(box, "fleeting")
    window.search.run_now()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.current is not None  # the top hit is open
    qtbot.keyClicks(box, "tough")
    assert box.text() == "tough"
    # Without Enter, typing goes on with the question.
    qtbot.keyClicks(box, " cost")
    assert box.text() == "tough cost"


def test_copying_an_opened_example_cites_it_with_its_rule(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    rule = window.library.corpus.get("altered-cr-5.0", "2.1.d")  # type: ignore[union-attr]
    example = next(n for n in rule.notes if n.kind.value == "example")
    hit = HitRow(
        Target("altered-cr-5.0", "2.1.d"), "2.1.d", "example", "", "", example.text[:80], ()
    )
    window.search.results.hit_activated.emit(hit)
    window.copy_citation()
    copied = QGuiApplication.clipboard().text()
    assert copied.startswith("Altered CR 5.0 — 2.1.d: ") or "2.1.d" in copied.split(":")[0]
    assert rule.text[:40] in copied
    assert "\nExample: " in copied and example.text[:40] in copied
    # A rule opened otherwise is copied without its notes.
    window.search.results.hit_activated.emit(
        HitRow(Target("altered-cr-5.0", "2.1.d"), "2.1.d", "rule", "", "", rule.text[:80], ())
    )
    window.copy_citation()
    assert "Example:" not in QGuiApplication.clipboard().text()


def test_ctrl_c_on_an_example_hit_copies_it_with_its_rule(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    # Names only the CR's Examples use: Example hits are listed.
    window.search.set_query("Lithium plays Anubis and Ninette")
    results = window.search.results
    rows = results.results.rows()
    position = next(n for n, r in enumerate(rows) if isinstance(r, HitRow) and r.kind == "example")
    hit = rows[position]
    assert isinstance(hit, HitRow)
    results.setCurrentIndex(results.results.index(position, 0))
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(results, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = QGuiApplication.clipboard().text()
    rule = window.library.corpus.get(hit.target.doc, hit.target.id)  # type: ignore[union-attr]
    assert copied.split(":", 1)[0].endswith(hit.target.id)
    assert getattr(rule, "text", "")[:30] in copied
    assert "\nExample: " in copied


def test_a_players_word_for_a_procedure_typed_alone_opens_that_procedure_on_enter(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    """ "mulligan" is 4.1's setup (the draw of six cards, CR 5.0 4.1.h), not the faction Muna
    whose name looks alike; the window says which rules' words it was searched as."""
    window = make_window()
    box = window.search.box
    box.setFocus()
    qtbot.keyClicks(box, "mulligan")
    window.search.run_now()
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert window.current is not None
    assert window.current.target.doc == "altered-cr-5.0"
    assert window.current.target.id.split(".")[:2] in (["4", "1"], ["1", "3"])
    assert window.current.target.id != "Muna"
    shown = window.search.message.text()
    assert window.search.message.isVisible()
    assert "do not use the word" in shown and "mulligan" in shown and "draw six cards" in shown


def test_a_word_the_rules_do_not_know_typed_alone_says_so(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.search.set_query("scoop")
    assert not window.search.view.hits
    assert window.search.message.isVisible()
    assert "The rules do not use the word “scoop”." in window.search.message.text()
    # A word the rules use says nothing of the kind.
    window.search.set_query("fleeting")
    assert "do not use the word" not in window.search.message.text()


def test_a_name_no_known_card_has_is_said_below_the_chips(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    # An invented name beside a library card: the chip for the card, a line for the name.
    window = ready_with_cards(qtbot, make_window)
    window.search.set_query("what does 'Zephyr Hound' do when Kuwat is sacrificed?")
    chips = window.search.chips
    assert chips.isVisible()
    assert chips.names == ["Kuwat, the Dissenter"]
    [name] = window.search.view.unknown_cards
    assert name.typed == "Zephyr Hound"
    shown = chips.text()
    assert "“Zephyr Hound”: no library card (none imported) by that name" in shown
    assert "is called “Zephyr Hound”" in chips.toolTip()
    # Only names of cards: no line, and a question naming nothing hides the row.
    window.search.set_query("Does Kuwat trigger when I draw?")
    assert window.search.view.unknown_cards == ()
    assert "by that name" not in chips.text()
    window.search.set_query("how does tough work")
    assert not chips.isVisible()


def test_a_named_cards_text_is_read_under_its_chip_in_words(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    """The judge reads the card's ability beside the rules, without opening the card: its
    printed text under the chips, icons in words (search42)."""
    window = ready_with_cards(qtbot, make_window)
    window.search.set_query(QUESTION)
    chips = window.search.chips
    lines = chips.text().split("<br/>")
    assert len(lines) == 3  # the chips, then each card's text
    assert "Kuwat, the Dissenter</b>: [When I enter play] Sacrifice a Character." in lines[1]
    assert "Haven, Bravos Bastion</b>: Your Characters have:" in lines[2]
    assert "{J}" not in chips.text() and "{R}" not in chips.text()
    assert "Kuwat, the Dissenter: [When I enter play] Sacrifice a Character." in chips.toolTip()
    top = chips.mapTo(window, QPoint(0, 0)).y()
    assert top + chips.height() <= window.search.results.mapTo(window, QPoint(0, 0)).y()
    # A question naming no card: no text left from the last.
    window.search.set_query("how does tough work")
    assert not chips.isVisible()


def test_only_two_cards_texts_are_shown_and_a_long_one_is_cut(qtbot: QtBot) -> None:
    from judge_app.gui.card_chips import MAX_TEXTS, TEXT_CHARS, CardChips
    from judge_app.gui.search_model import CardChip

    chips = CardChips()
    qtbot.addWidget(chips)
    long = "When I go to Reserve from the Expedition zone — " + "draw a card, then " * 20 + "stop."
    made = (
        CardChip("Brindle Oracle", "Character", "oracle", "[When I enter play] Draw a card."),
        CardChip("Velvet Sentry", "Permanent", "sentry", long),
        CardChip("Copper Wren", "Character", "wren", "I have +1 Forest."),
        CardChip("Ashen Loom", "Spell", "loom", ""),
    )
    chips.show_chips(made)
    lines = chips.text().split("<br/>")
    assert MAX_TEXTS == 2 and len(lines) == 1 + MAX_TEXTS
    assert "Brindle Oracle</b>: [When I enter play] Draw a card." in lines[1]
    assert lines[2].endswith(" …</span>") and "stop." not in lines[2]
    assert len(lines[2]) < TEXT_CHARS + 150  # cut, with its markup
    assert "Copper Wren</b>" not in chips.text()  # the third card: its chip only
    assert long in chips.toolTip()  # the whole text on hover
    chips.show_chips(made[3:])  # a card with no text: its chip alone
    assert chips.text().count("<br/>") == 0
