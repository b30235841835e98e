"""The whole question, shown under the search box when the box cannot show it (issue 32, search43).

A hurried judge pastes a long question — a player's message, a card's text and what happened —
and the one-line search box then shows only its end: the start, which usually says what is
asked ("Can my Hero…", "Who decides…"), scrolls out of sight, and the judge cannot check which
question the results answer. :class:`WholeQuestion` repeats the question, wrapped over as many
lines as it needs, right under the box, whenever the box's width does not hold it; a question
that fits is not repeated (the line takes no room then).

It only reads the box: the box stays a line edit (Enter, the arrow keys, Esc and the history
keep working as before), and the words shown are the box's, spaces collapsed, as searched.
"""

from __future__ import annotations

from judge_app.gui.qt import QEvent, QLabel, QLineEdit, QObject, Qt, QWidget
from judge_app.gui.theme import LIGHT, Theme

# Room the box's frame, padding and clear button take from its width (pixels, generous: a
# question within a few characters of filling the box is repeated rather than half-hidden).
BOX_CHROME = 44


def box_shows_whole(box: QLineEdit, text: str) -> bool:
    """Whether ``box`` is wide enough to show all of ``text`` on its one line."""
    room = box.width() - BOX_CHROME - box.height()  # the clear button is about square
    return box.fontMetrics().horizontalAdvance(text) <= room


class WholeQuestion(QLabel):
    """A muted, wrapped line repeating the box's question when the box hides part of it."""

    def __init__(self, box: QLineEdit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = box
        self.theme = LIGHT
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setContentsMargins(2, 0, 2, 0)
        self.setAccessibleName("Your whole question")
        self.setVisible(False)
        self._apply_theme()
        box.textChanged.connect(self.refresh)
        box.installEventFilter(self)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._apply_theme()

    def _apply_theme(self) -> None:
        self.setStyleSheet(f"QLabel {{ color: {self.theme.muted}; }}")

    def question(self) -> str:
        """The question as searched: the box's words, spaces collapsed."""
        return " ".join(self.box.text().split())

    def refresh(self) -> None:
        """Show the question if the box hides part of it, else hide the line."""
        question = self.question()
        hidden = bool(question) and not box_shows_whole(self.box, self.box.text())
        if hidden:
            self.setText(question)
        self.setVisible(hidden)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The box resized (the window or its splitter) or restyled: what it shows changed.
        if watched is self.box and event.type() in (
            QEvent.Type.Resize,
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
        ):
            self.refresh()
        return False
