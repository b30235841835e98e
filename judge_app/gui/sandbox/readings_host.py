"""The sandbox page's side of the Readings tab (issue 21 in the table's window, issue 20):
building the tab, Explore all answers, two boards side by side — and keeping the judge
where they are while they browse readings (a mixin of
:class:`~judge_app.gui.sandbox.page.SandboxPage`).

Two behaviours meet here. A new decision brings the Decision tab forward and number keys
and Enter answer it (the table's keyboard); the Readings tab lists branches a judge
switches between with Enter or a double click. So a change made from the Readings tab
(showing a branch, opening an outcome) leaves that tab in front — the Decision tab is
marked "Decision •" and the board numbers the options — and Enter typed in the Branches
list shows the branch instead of answering the decision shown.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from judge_app.gui.qt import QEvent, QKeyEvent, QObject, Qt
from judge_app.gui.sandbox.explore_compare import CompareDialog, branch_board
from judge_app.gui.sandbox.explore_panel import ReadingsPanel

if TYPE_CHECKING:
    from engine import GameState
    from judge_app.gui.sandbox.page import SandboxPage

_OWN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class ListKeepsEnter(QObject):
    """An event filter: Enter typed in the list it watches goes to the list (which shows
    the branch), not to the page's shortcut that answers the pending decision."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        override = event.type() == QEvent.Type.ShortcutOverride
        if override and isinstance(event, QKeyEvent) and event.key() in _OWN_KEYS:
            event.accept()  # delivered to the list as a key press
        return False


class ReadingsHost:
    """The Readings tab in the sandbox page."""

    if TYPE_CHECKING:  # the page's members, for the type checker only

        def __getattr__(self, name: str) -> Any: ...

    def _page(self) -> SandboxPage:
        return self  # type: ignore[return-value]

    def _readings_tab(self) -> ReadingsPanel:
        """The Readings panel, wired to the page."""
        page = self._page()
        panel = ReadingsPanel(lambda: page.session, page, lambda: page.made_session)
        panel.changed.connect(self._readings_changed)
        panel.message.connect(page.say)
        panel.compare_requested.connect(self.compare_branches)
        panel.compare_boards_requested.connect(self.compare_boards)
        self._keeps_enter = ListKeepsEnter(panel)
        panel.branches.installEventFilter(self._keeps_enter)
        self.readings = panel
        return panel

    def _readings_changed(self) -> None:
        """Redraw after a change made from the Readings tab, leaving that tab in front."""
        page = self._page()
        page.keep_tab = True
        try:
            page.redraw()
        finally:
            page.keep_tab = False

    def explore_answers(self) -> None:
        """Explore every answer of the pending decision (the Readings tab shows it)."""
        page = self._page()
        page.tabs.setCurrentWidget(self.readings)
        self.readings.start()

    def compare_branches(self, first: int, second: int) -> CompareDialog:
        """Show two branches side by side, the differences framed on both boards."""
        s = self._page().session
        return self.compare_boards(branch_board(s, first), branch_board(s, second))

    def compare_boards(
        self, first: tuple[str, GameState], second: tuple[str, GameState]
    ) -> CompareDialog:
        """Show two named boards side by side (branches, or explored outcomes)."""
        page = self._page()
        dialog = CompareDialog(first, second, page.session.revealed, page.scene.colours, page)
        self.compare_dialog = dialog
        if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
            dialog.show()
        return dialog
