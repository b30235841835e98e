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
    assert "• [When I enter play] Draw a card.\n   → the sandbox plays it as written" in preview
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
    assert "'hums a tune'" in shown and "not read" in shown  # the reason names the words
    assert "[When I enter play] Draw a card." in shown  # the executed part is listed too


def _placed_inspector(
    qtbot: QtBot, window: MainWindow, typed: str
) -> tuple[list[str], list[str], str]:
    """A card typed as ``typed``: the abilities the engine runs, those left by hand, and the
    Inspector's text once it is placed."""
    page = window.sandbox
    dialog = _dialog(qtbot, window)
    dialog.text.setPlainText(typed)
    card = dialog.typed_card()
    assert card is not None
    hero = zone_keys("p1")["hero_expedition"]
    before = set(page.session.state.zone(hero))
    assert place_card(page, card, hero)
    (placed,) = set(page.session.state.zone(hero)) - before
    page.select(placed)
    shown = page.inspector.toPlainText()
    return [a.text for a in card.model.abilities], [g.where for g in card.gaps], shown


def test_a_printed_card_typed_on_one_line_shows_as_typed_on_two_and_an_uncut_line_does_not(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    """The issue: two abilities typed on one line became one ability resolved by hand and
    looked the same as the two-line version. A Reaction then a passive, as printed: on one
    line it is the same two abilities, run by the engine, as on two lines. Text the card
    language cannot cut (an effect's steps) stays one ability, and the Inspector says so:
    the whole line is what the judge resolves by hand, not the step the engine would run."""
    window = make_window()
    window.set_mode(1)
    reaction = "When you play a Spell — I gain 1 boost."
    passive = 'If I have 3 or more boosts, I gain "{T}: Draw a card."'
    one_line, by_hand, shown_one = _placed_inspector(qtbot, window, f"{reaction} {passive}")
    two_lines, _, shown_two = _placed_inspector(qtbot, window, f"{reaction}\n{passive}")
    assert one_line == two_lines == [reaction, passive] and not by_hand
    for shown in (shown_one, shown_two):
        assert "Resolved by hand" not in shown  # the engine runs both
        assert reaction in shown
        assert 'If I have 3 or more boosts, I gain "[exhaust me]: Draw a card."' in shown

    step, unread = "{J} Draw a card.", "Each player hums a tune."
    one_line, by_hand_one, shown_one = _placed_inspector(qtbot, window, f"{step} {unread}")
    two_lines, by_hand_two, shown_two = _placed_inspector(qtbot, window, f"{step}\n{unread}")
    assert one_line == [] and len(by_hand_one) == 1 and f"{step} {unread}" in by_hand_one[0]
    assert two_lines == [step] and len(by_hand_two) == 1 and step not in by_hand_two[0]
    assert "[When I enter play] Draw a card. Each player hums a tune." in shown_one
    assert "[When I enter play] Draw a card. Each player hums a tune." not in shown_two
    ran = "Reaction — [When I enter play] Draw a card. (works here)"
    assert ran in shown_two and ran not in shown_one  # the part the engine runs is not lost
