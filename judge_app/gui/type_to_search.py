"""Typing goes to the search box, wherever the judge last clicked in the Rules view.

A judge who has just clicked a hit, a link or a bookmark types the next question at once.
Those panes take no text, so the keys used to vanish (the results list jumped to a row
starting with the letter, the reading pane ignored them). :class:`TypeToSearch` watches such
panes: a printable key starts a new search with it (the old question is replaced, as when
the box is focused with Ctrl+K), and Esc goes back to the box. Keys with Ctrl or Alt, the
arrows, Tab, Enter and Space keep their usual meaning in the pane (copying a selection,
moving through links, opening a link, scrolling).
"""

from __future__ import annotations

from judge_app.gui.qt import QApplication, QEvent, QKeyEvent, QLineEdit, QObject, Qt, QWidget

_TYPING_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


def starts_a_search(event: QKeyEvent) -> bool:
    """Whether ``event`` is a character a question could begin with (not a command key,
    not white space)."""
    if event.modifiers() & ~_TYPING_MODIFIERS:
        return False
    text = event.text()
    return bool(text) and text.isprintable() and not text.isspace()


class TypeToSearch(QObject):
    """Forwards typing in the watched panes to ``box``."""

    def __init__(self, box: QLineEdit, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.box = box

    def watch(self, *widgets: QWidget) -> None:
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return super().eventFilter(watched, event)
        if not self.box.isEnabled():
            return False
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            self._focus_box()
            return True
        if not starts_a_search(event):
            return False
        self._focus_box()
        typed = QKeyEvent(
            QEvent.Type.KeyPress, event.key(), event.modifiers(), event.text(), False, 1
        )
        QApplication.sendEvent(self.box, typed)  # typed in the box: it searches as usual
        return True

    def _focus_box(self) -> None:
        self.box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.box.selectAll()
