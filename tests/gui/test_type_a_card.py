"""Issue 33: type a card from its printed text alone. The characteristics are optional (read
from the text's first lines, else defaults, always editable), each sentence that starts a
new ability is its own ability, and what is left to the judge shows in the Inspector with
its reason. Inputs are counted as in tests/gui/test_quick_entry.py: each key press or click
one, each typed word one."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.cards.placing import place_card
from judge_app.gui.cards.typed import DEFAULT_NAME, TYPES, TypeCardDialog
from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QApplication, Qt
from judge_app.sandbox.board import zone_keys

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]


class Inputs:
    """Keys pressed and words typed where the focus is, counted."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        self.count = 0

    def key(
        self, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        focus = QApplication.focusWidget()
        assert focus is not None
        self.qtbot.keyClick(focus, key, modifiers)
        self.count += 1

    def words(self, text: str) -> None:
        focus = QApplication.focusWidget()
        assert focus is not None
        self.qtbot.keyClicks(focus, text)
        self.count += len(text.split())


def _dialog(qtbot: QtBot, window: MainWindow) -> TypeCardDialog:
    dialog = TypeCardDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.text)
    return dialog


def test_a_unique_typed_from_its_text_alone_in_a_few_inputs(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = _dialog(qtbot, window)
    assert not dialog.ok.isEnabled()  # nothing typed yet
    inputs = Inputs(qtbot)
    inputs.count = 1  # "Type a card…" in the Add a card dialog
    inputs.words("{J} If you control a token: Draw a card.")
    assert dialog.ok.isEnabled()  # no name needed
    inputs.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # Use this card
    assert dialog.result() == dialog.DialogCode.Accepted
    assert inputs.count == 11, inputs.count  # 9 words, "Type a card…", Ctrl+Enter
    card = dialog.typed_card()
    assert card is not None and card.name == DEFAULT_NAME
    assert card.model.type == "Character" and not card.gaps  # the engine runs all of it
    printed = dialog.printed()
    assert (printed.hand_cost, printed.reserve_cost, printed.forest) == (2, 2, 1)  # defaults


def test_the_name_and_characteristics_are_read_from_the_first_lines_and_stay_editable(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = _dialog(qtbot, window)
    qtbot.keyClicks(dialog.text, "Odile's Tinkerer")
    qtbot.keyClick(dialog.text, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.text, "Character, Axiom, Engineer, 3/2, 2/1/1")
    qtbot.keyClick(dialog.text, Qt.Key.Key_Return)
    qtbot.keyClicks(dialog.text, "{J} Draw a card.")
    printed = dialog.printed()
    assert printed.name == "Odile's Tinkerer"
    assert (printed.faction, printed.subtypes) == ("Axiom", ("Engineer",))
    assert (printed.hand_cost, printed.reserve_cost) == (3, 2)
    assert (printed.forest, printed.mountain, printed.water) == (2, 1, 1)
    assert printed.main_text == "{J} Draw a card."  # the header lines are not abilities
    assert "Read from the text: name “Odile's Tinkerer”, Character, Axiom" in (
        dialog.read_note.text()
    )
    assert dialog.name.placeholderText() == "Odile's Tinkerer"
    # every field stays editable: what the judge sets wins
    dialog.hand.setValue(5)
    dialog.name.setText("Odile, Tinkerer")
    dialog.kind.setCurrentIndex([t[0] for t in TYPES].index("Landmark Permanent"))
    printed = dialog.printed()
    assert (printed.name, printed.hand_cost, printed.type) == ("Odile, Tinkerer", 5, "Permanent")


def test_two_abilities_typed_on_one_line_are_two_and_the_by_hand_part_is_in_the_inspector(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    dialog = _dialog(qtbot, window)
    qtbot.keyClicks(dialog.text, "{J} Draw a card. {H} I gain 1 boost.")
    card = dialog.typed_card()
    assert card is not None and not card.gaps  # two abilities, both run by the engine
    assert [a.text for a in card.model.abilities] == ["{J} Draw a card.", "{H} I gain 1 boost."]
    qtbot.keyClicks(dialog.text, " {R} Each player hums a tune.")
    preview = dialog.preview.text()
    assert "• [When I enter play] Draw a card.\n   → executed" in preview
    assert "not executed — resolve by hand" in preview
    card = dialog.typed_card()
    assert card is not None
    assert len(card.model.abilities) == 2  # the parts the engine runs are kept
    (gap,) = card.gaps  # only the ability the engine cannot run is by hand
    assert "{R} Each player hums a tune." in gap.where
    assert place_card(page, card, zone_keys("p1")["hero_expedition"])
    (typed,) = page.session.state.zone(zone_keys("p1")["hero_expedition"])
    page.select(typed)
    shown = page.inspector.toPlainText()
    assert "Resolved by hand" in shown
    assert "[When I am played from Reserve] Each player hums a tune." in shown
    assert "not understood" in shown  # the reason, beside the text
    assert "[When I enter play] Draw a card." in shown  # the executed part is listed too
