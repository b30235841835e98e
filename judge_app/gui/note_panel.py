"""The personal note under the reading pane, saved as the judge types.

A note is only forgotten once it is saved. When a save fails (the database is locked by
another program, the disk is full) the text is kept as *unsaved*, the panel says so in
plain words, and the save is retried every :data:`RETRY_MS` until it succeeds — also after
the judge has moved on to another rule, whose note then shows the unsaved text, not the
older saved one.
"""

from __future__ import annotations

from collections.abc import Callable

from judge_app.gui.qt import QLabel, QPlainTextEdit, QTimer, QVBoxLayout, QWidget
from judge_app.gui.urls import Target

SAVE_DELAY_MS = 600
RETRY_MS = 3000

Saver = Callable[[Target, str], str | None]
"""Saves a note; returns ``None`` when saved, else why it was not (shown to the judge)."""


def _never_saved(target: Target, text: str) -> str | None:
    return "no place to save notes"


class NotePanel(QWidget):
    """Edits the note of the item on show; ``saver`` writes a note and says whether it did."""

    def __init__(self, parent: QWidget | None = None, saver: Saver = _never_saved) -> None:
        super().__init__(parent)
        self.target: Target | None = None
        self.saver = saver
        self._dirty = False
        self.unsaved: dict[Target, str] = {}
        self.title = QLabel("My note", self)
        self.editor = QPlainTextEdit(self)
        self.editor.setAccessibleName("My note")
        self.editor.setTabChangesFocus(True)
        self.editor.setMaximumHeight(80)
        self.editor.setEnabled(False)
        self.editor.setPlaceholderText("Open a rule to write a note on it.")
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName("Note not saved")
        self.problem.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.flush)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.flush)
        self.editor.textChanged.connect(self._on_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.editor)
        layout.addWidget(self.problem)

    def show_note(self, target: Target, label: str, text: str | None) -> None:
        """Switch to the note of ``target`` (saving the previous one first). ``text`` is
        the saved note, or ``None`` when it cannot be read now: the editor is then locked
        rather than showing an empty note that a save would write over the real one. An
        unsaved text for ``target`` wins over the saved one."""
        self.flush()
        self.target = target
        shown = self.unsaved.get(target, text)
        self.editor.blockSignals(True)
        self.editor.setPlainText(shown or "")
        self.editor.blockSignals(False)
        self.editor.setEnabled(shown is not None)
        self.title.setText(f"My note on {label}")
        if shown is None:
            self.editor.setPlaceholderText(
                f"Your note on {label} cannot be read right now (your notes database is in "
                "use); open the rule again in a moment."
            )
        else:
            self.editor.setPlaceholderText(
                f"Write a note on {label} — kept on this computer, saved as you type."
            )

    @property
    def has_unsaved(self) -> bool:
        """Whether some note is not saved yet (typed, or a save that failed)."""
        return self._dirty or bool(self.unsaved)

    def flush(self) -> bool:
        """Save now every note not saved yet; returns whether all are saved. Failed saves
        stay unsaved, the judge is told, and a retry is scheduled."""
        self._timer.stop()
        if self._dirty and self.target is not None:
            self._dirty = False
            self.unsaved[self.target] = self.editor.toPlainText()
        problem = ""
        for target, text in list(self.unsaved.items()):
            failure = self.saver(target, text)
            if failure is None:
                # the judge may have typed on since: only forget the text that was saved
                if self.unsaved.get(target) == text:
                    del self.unsaved[target]
            else:
                problem = failure
        if self.unsaved:
            count = len(self.unsaved)
            which = "Your note is" if count == 1 else f"{count} of your notes are"
            self.problem.setText(
                f"⚠ {which} not saved yet — {problem.removeprefix('Not saved yet: ')} "
                f"Trying again every {RETRY_MS // 1000} seconds."
            )
            self.problem.show()
            self._retry.start()
            return False
        self._retry.stop()
        self.problem.hide()
        return True

    def _on_changed(self) -> None:
        self._dirty = True
        self._timer.start()
