"""A line above the reader when the page it shows answers an earlier search (search42).

At a table a judge types a question, presses Enter, reads the answer, then types the next
one: the results list follows the new question at each keystroke while the reader still shows
the rule the last question opened, and the first new result is highlighted as if it were
shown. A glance at the large pane then reads the last answer for the new question. This line
says so ("This page is from before your last search. Enter opens its first result: 5.1.1.b
Timing."), and goes as soon as the reader shows the new search's first result, the search is
cleared, or the page was opened for the question now searched (a second result opened on
purpose is no earlier page).
"""

from __future__ import annotations

import html

from judge_app.gui.qt import QLabel, Qt, QWidget
from judge_app.gui.search_model import SearchView
from judge_app.gui.theme import LIGHT, Theme
from judge_app.gui.urls import Target


class EarlierPageNote(QLabel):
    """Shown while the reader's page was opened for another question than the results'."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = LIGHT
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAccessibleName("Page from an earlier search")
        self._shown: Target | None = None
        self._opened_for = ""  # the question searched when the page was opened
        self._view = SearchView("")
        self.setVisible(False)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._refresh()

    def page_opened(self, target: Target | None, query: str) -> None:
        """The reader shows ``target`` (None: a page that is no rule), opened while ``query``
        was the question searched."""
        self._shown = target
        self._opened_for = query
        self._refresh()

    def results_shown(self, view: SearchView) -> None:
        self._view = view
        self._refresh()

    def _refresh(self) -> None:
        view, shown = self._view, self._shown
        top = view.top if view.query else None
        if (
            top is None
            or shown is None
            or view.query == self._opened_for
            or _same(top.target, shown)
        ):
            self.setVisible(False)
            return
        about = f"{top.label} {top.title}".strip() if top.title != top.label else top.label
        self.setText(
            f'<span style="color:{self.theme.muted}">This page is from before your last search. '
            f"Enter opens its first result: <b>{html.escape(about)}</b>.</span>"
        )
        self.setVisible(True)


def _same(a: Target, b: Target) -> bool:
    """The same item (a glossary term may differ in case between a hit and the page)."""
    return a.doc == b.doc and a.id.casefold() == b.id.casefold()
