"""The sandbox's quick-entry line: the board typed as a sentence ("Kuwat in reserve, Haven,
Vanilla", then "play Kuwat"), with card names completed from the library and the imported
card pool as they are typed. The words are read by :mod:`judge_app.sandbox.quick_words`
and laid on the board by :mod:`judge_app.sandbox.quick_entry`; this module is the widget.
"""

from __future__ import annotations

from collections.abc import Callable

from judge_app.gui.qt import (
    QAbstractItemView,
    QCompleter,
    QEvent,
    QKeyEvent,
    QLineEdit,
    QModelIndex,
    QStringListModel,
    Qt,
    QWidget,
    Signal,
)

PLACEHOLDER = "Type the board: Kuwat in reserve, Haven, Vanilla — then: play Kuwat  (Ctrl+L)"
HELP = (
    "Cards and places in plain words, separated by commas or “and”:\n"
    "  Kuwat in reserve, Haven, Vanilla in p2's hero expedition, 2 Vanilla exhausted +1\n"
    "A Character goes to its player's hero Expedition, a Landmark to the Landmarks, a Spell to\n"
    "the Hand; p1 unless “p2” is said (“p2: Haven, Vanilla” for several). Each player gets\n"
    "enough ready Mana to play what is in their Hand and Reserve (“p1 mana 6” to change).\n"
    "“play Kuwat” plays it as its player's turn effect and runs to the next decision.\n"
    "Tab completes a card name; Enter lays it out (one Undo takes it back)."
)


class QuickLine(QLineEdit):
    """One line of words; ``entered`` carries the sentence when Enter is pressed."""

    entered = Signal(str)

    def __init__(self, complete: Callable[[str], list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._complete = complete
        self._start = 0
        self._completed = False
        self.setPlaceholderText(PLACEHOLDER)
        self.setToolTip(HELP)
        self.setAccessibleName("Quick entry: type the board")
        self.setClearButtonEnabled(True)
        self.model = QStringListModel(self)
        self.completer_ = QCompleter(self.model, self)
        self.completer_.setWidget(self)
        self.completer_.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer_.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer_.activated.connect(self.insert_name)
        self.textEdited.connect(self._offer)

    def names_offered(self) -> list[str]:
        return list(self.model.stringList())

    def _offer(self, text: str) -> None:
        from judge_app.sandbox.quick_words import fragment  # with the card words, once typed

        self._completed = False
        start, typed = fragment(text[: self.cursorPosition()])
        self._start = start
        names = self._complete(typed) if len(typed.strip()) >= 2 else []
        # nothing to offer, or the name is already whole: no popup in the way of Enter
        if not names or (len(names) == 1 and names[0].casefold() == typed.strip().casefold()):
            self.model.setStringList([])
            self._popup().hide()
            return
        self.model.setStringList(names)
        self.completer_.complete()
        # nothing highlighted: Enter lays out the words as typed, Tab or a click takes a name
        self._popup().setCurrentIndex(QModelIndex())

    def insert_name(self, name: str) -> None:
        """Put ``name`` in place of the card name being typed."""
        text, cursor = self.text(), self.cursorPosition()
        self.setText(text[: self._start] + name + text[cursor:])
        self.setCursorPosition(self._start + len(name))
        self.model.setStringList([])
        self._completed = True  # the Tab that took it is not a move to the next field

    def _popup(self) -> QAbstractItemView:
        popup = self.completer_.popup()
        assert popup is not None  # a completer always has its list
        return popup

    def _popup_open(self) -> bool:
        return self._popup().isVisible()

    def event(self, e: QEvent) -> bool:
        # Enter, Return and Tab are this line's, not the page's (answer a decision) or the
        # focus chain's, while the judge types here
        if (
            e.type() == QEvent.Type.ShortcutOverride
            and isinstance(e, QKeyEvent)
            and e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            e.accept()
            return True
        if e.type() == QEvent.Type.KeyPress and isinstance(e, QKeyEvent):
            if e.key() == Qt.Key.Key_Tab and self.model.rowCount():
                self._take_current()
                return True
            if e.key() == Qt.Key.Key_Tab and self._completed:
                self._completed = False
                return True
        return super().event(e)

    def _take_current(self) -> None:
        popup = self._popup()
        index = popup.currentIndex()
        row = index.row() if index.isValid() else 0
        name = str(self.model.stringList()[row])
        popup.hide()
        self.insert_name(name)

    def keyPressEvent(self, e: QKeyEvent) -> None:
        if e.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            popup = self._popup()
            if popup.isVisible() and popup.currentIndex().isValid():
                self._take_current()
                return
            popup.hide()
            self.model.setStringList([])
            if self.text().strip():
                self.entered.emit(self.text())
            return
        if e.key() == Qt.Key.Key_Escape and self._popup_open():
            self._popup().hide()
            return
        super().keyPressEvent(e)


__all__ = ["HELP", "QuickLine"]
