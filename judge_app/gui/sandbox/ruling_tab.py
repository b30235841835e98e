"""The Ruling tab: the judge's ruling in their own words, and which reading it is for.

A ruling is about one state of the game: a reading (the board as played, an explored
outcome opened as a branch, a reading kept after an undo) at one moment. The judge may step
back, open another outcome or compare readings after writing it — then the board no longer
shows what the ruling was written about, and the report or summary (which explain the
reading shown) would put the ruling over another state. So the tab always says which
reading the ruling is for (the one shown when it was last edited); when the board shows
another, it says so in the tab, marks the tab's title, offers to go back to it, and Export
report / Copy summary ask before explaining the other one.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge_app.gui.qt import QLabel, QPlainTextEdit, Qt, QVBoxLayout, QWidget, Signal
from judge_app.gui.sandbox.empty_table import READING

if TYPE_CHECKING:
    from judge_app.sandbox.moment import Moment
    from judge_app.sandbox.session import Session

BACK_URL = "ruling:back"


@dataclass(frozen=True, slots=True)
class ReadingShown:
    """A reading at a moment, as the judge sees it named."""

    branch: int
    name: str
    cursor: int
    last: int
    moment: Moment | None  # None: an empty table whose session is not made yet

    def words(self) -> str:
        where = "its last moment" if self.cursor == self.last else f"moment {self.cursor}"
        return f"{self.name}, at {where} ({self.cursor} of {self.last})"

    def same_as(self, other: ReadingShown) -> bool:
        return self.branch == other.branch and self.moment is other.moment


UNTOUCHED_SHOWN = ReadingShown(0, READING, 0, 0, None)
"""What an empty table shows before its session is made: the only reading of a new session,
at its start (:func:`reading_shown` of one says the same; tests/gui compare the two)."""


def reading_shown(session: Session) -> ReadingShown:
    """The reading and moment the board shows now."""
    name = session.branches[session.branch].name if session.branches else "The board"
    return ReadingShown(
        session.branch,
        name,
        session.cursor,
        len(session.moments) - 1,
        session.moments[session.cursor],
    )


class RulingTab(QWidget):
    """The ruling editor, with a line saying which reading the ruling is for."""

    back_requested = Signal()  # show the reading the ruling is for

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        note = QLabel(
            "Your ruling, in your own words. Export report (Ctrl+E) and Copy summary put it "
            "first, followed by the steps and the rules they cite.",
            self,
        )
        note.setWordWrap(True)
        self.about = QLabel(self)
        self.about.setWordWrap(True)
        self.about.setTextFormat(Qt.TextFormat.RichText)
        self.about.setAccessibleName("Which reading the ruling is for")
        self.about.linkActivated.connect(self._link)
        self.editor = QPlainTextEdit(self)
        self.editor.setAccessibleName("Ruling")
        self.editor.setPlaceholderText(
            "e.g. Kuwat's Reaction does not boost it: in the Discard pile it is a new "
            "object (2.1.d)."
        )
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.about)
        layout.addWidget(self.editor, 1)
        self.written_for: ReadingShown | None = None
        self.warning_colour = "#b3261e"

    def elsewhere(self, shown: ReadingShown) -> bool:
        """Whether there is a ruling and the board shows another reading than its own."""
        return (
            bool(self.editor.toPlainText().strip())
            and self.written_for is not None
            and not self.written_for.same_as(shown)
        )

    def edited(self, shown: ReadingShown) -> None:
        """The judge edited the ruling while ``shown`` was on the board: it is for that."""
        self.written_for = shown if self.editor.toPlainText().strip() else None
        self.show_state(shown)

    def show_state(self, shown: ReadingShown) -> None:
        """Say which reading the ruling is for, and warn when the board shows another."""
        if not self.editor.toPlainText().strip() or self.written_for is None:
            self.about.setText(
                f"A ruling written now is for what the board shows: {html.escape(shown.words())}."
            )
            return
        if self.written_for.same_as(shown):
            self.about.setText(
                f"This ruling is for what the board shows: {html.escape(shown.words())}."
            )
            return
        back = f'<a href="{BACK_URL}">Show {html.escape(self.written_for.name)} there</a>'
        self.about.setText(
            f'<span style="color:{self.warning_colour}"><b>This ruling is for '
            f"{html.escape(self.written_for.words())}</b>, but the board shows "
            f"{html.escape(shown.words())}.</span> {back} — or edit the ruling to make it "
            "about the board shown."
        )

    def _link(self, url: str) -> None:
        if url == BACK_URL:
            self.back_requested.emit()
