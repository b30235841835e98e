"""The personal note under the reading pane, saved as the judge types."""

from __future__ import annotations

from judge_app.gui.qt import QLabel, QPlainTextEdit, QTimer, QVBoxLayout, QWidget, Signal
from judge_app.gui.urls import Target

SAVE_DELAY_MS = 600


class NotePanel(QWidget):
    """Edits the note of the item on show; emits :attr:`save_requested` (target, text)."""

    save_requested = Signal(object, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.target: Target | None = None
        self._dirty = False
        self.title = QLabel("My note", self)
        self.editor = QPlainTextEdit(self)
        self.editor.setAccessibleName("My note")
        self.editor.setTabChangesFocus(True)
        self.editor.setMaximumHeight(80)
        self.editor.setEnabled(False)
        self.editor.setPlaceholderText("Open a rule to write a note on it.")
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.flush)
        self.editor.textChanged.connect(self._on_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.editor)

    def show_note(self, target: Target, label: str, text: str) -> None:
        """Switch to the note of ``target`` (saving the previous one first)."""
        self.flush()
        self.target = target
        self.editor.blockSignals(True)
        self.editor.setPlainText(text)
        self.editor.blockSignals(False)
        self.editor.setEnabled(True)
        self.title.setText(f"My note on {label}")
        self.editor.setPlaceholderText(
            f"Write a note on {label} — kept on this computer, saved as you type."
        )

    def flush(self) -> None:
        """Save now if there are unsaved changes."""
        self._timer.stop()
        if self._dirty and self.target is not None:
            self._dirty = False
            self.save_requested.emit(self.target, self.editor.toPlainText())

    def _on_changed(self) -> None:
        self._dirty = True
        self._timer.start()
