"""The arrow keys of a search field move through the list under it.

The Rules search box already works this way (its own :class:`~judge_app.gui.search_panel.
SearchBox`); the Cards view's search and the sandbox's Add card dialog did not: a judge who
typed "Haven" and wanted the second card had to reach for the mouse. :class:`ListKeys`
watches a line edit and moves the list's current row on ↑ ↓ Page Up and Page Down, the focus
staying in the field so typing goes on.
"""

from __future__ import annotations

from judge_app.gui.qt import QEvent, QKeyEvent, QLineEdit, QListWidget, QObject, Qt

STEPS = {
    Qt.Key.Key_Down: 1,
    Qt.Key.Key_Up: -1,
    Qt.Key.Key_PageDown: 10,
    Qt.Key.Key_PageUp: -10,
}


class ListKeys(QObject):
    """Moves ``results``' current row when the arrow keys are pressed in ``field``."""

    def __init__(self, field: QLineEdit, results: QListWidget) -> None:
        super().__init__(field)
        self.results = results
        field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            step = STEPS.get(Qt.Key(event.key()))
            if step is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                count = self.results.count()
                if count:
                    row = max(0, min(count - 1, self.results.currentRow() + step))
                    self.results.setCurrentRow(row)
                return True
        return super().eventFilter(watched, event)
