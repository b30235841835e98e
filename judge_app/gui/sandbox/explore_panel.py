"""The Readings tab: "Explore all answers" at a pending decision, the verdict and what
decides it, the outcomes with their differences, outcomes opened as branches, and the
timeline tree of branches.

The visible words are the judge's: the verdict, whether every answer was followed, and
"What decides" — each decision that separates the outcomes and the answers leading to each
(:mod:`engine.explore.decisive`), as the report says them. How many boards were explored
and how long it took are internal figures, left to the verdict's tooltip.

Exploring runs on the event loop a slice at a time (``engine.explore.Explorer.advance``),
with progress and Cancel, so the window never freezes; a cancelled or bounded exploration
shows what it found and says it is incomplete.

The panel's parts live by idea: the verdict's and the outcomes' words in
:mod:`.outcome_words`, the wrapped path lines in :mod:`.path_lines`, the branches' lines and
the timeline's forks in :mod:`.branch_lines`, the scroll area in :mod:`.fill_or_scroll`, the
tab on a short panel in :mod:`.short_readings`.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from judge_app.gui.qt import (
    QAbstractItemView,
    QComboBox,
    QFont,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QResizeEvent,
    QSplitter,
    Qt,
    QTextBrowser,
    QTimer,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from judge_app.gui.sandbox.board_scene import BoardScene
from judge_app.gui.sandbox.board_style import Palette
from judge_app.gui.sandbox.branch_lines import branch_text
from judge_app.gui.sandbox.empty_table import READING
from judge_app.gui.sandbox.explore_compare import MarkedBoard
from judge_app.gui.sandbox.fill_or_scroll import FillOrScroll
from judge_app.gui.sandbox.outcome_words import decides_html, outcome_html
from judge_app.gui.sandbox.path_lines import RewrapOnResize, fill_outcomes, wrap_paths
from judge_app.gui.sandbox.short_readings import BRANCHES_KEPT, ShortPanelFit

if TYPE_CHECKING:
    from engine import GameState
    from engine.explore import Exploration, Explorer
    from judge_app.sandbox.session import Session

SLICE_SECONDS = 0.03
"""Exploration work per event-loop turn: short enough to keep the window responsive."""


NOTHING_EXPLORED = "At a pending decision, explore every answer to see whether it matters."
"""The verdict's place before anything is explored."""

UNTIL_CHOICES = (
    ("resolution", "to the end of the resolution"),
    ("turn", "to the end of the turn"),
    ("phase", "to the end of the phase"),
    ("day", "to the end of the day"),
)


class ReadingsPanel(QWidget):
    """Explore every answer; list outcomes; keep, switch and compare branches."""

    changed = Signal()  # the session's shown branch or moment changed: redraw
    message = Signal(str, bool)  # text, is an error
    compare_requested = Signal(int, int)  # two branch indices
    compare_boards_requested = Signal(object, object)  # two (name, GameState) pairs

    def __init__(
        self,
        session: Callable[[], Session],
        parent: QWidget | None = None,
        made: Callable[[], Session | None] | None = None,
    ) -> None:
        """``session()`` is the page's session (made if it is not yet); ``made()`` the
        session if one was made — before, the panel shows an empty table's tree without
        making one (issue 33: the first switch to the Sandbox loads no engine)."""
        super().__init__(parent)
        self._session = session
        self._made = made or session
        self.explorer: Explorer | None = None
        self.result: Exploration | None = None
        self._origin: tuple[int, int] | None = None  # (branch, cursor) explored from
        self._root: GameState | None = None  # the board explored
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._tick)

        self.explore_button = QPushButton("Explore all answers", self)
        self.explore_button.setToolTip(
            "Follow every legal answer of the pending decision and of the decisions after "
            "it, and compare the boards they lead to"
        )
        self.explore_button.clicked.connect(self.start)
        self.until = QComboBox(self)
        for key, words in UNTIL_CHOICES:
            self.until.addItem(words, key)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress.hide()
        self.cancel_button = QPushButton("Cancel", self)
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        row = QHBoxLayout()
        row.addWidget(self.explore_button)
        row.addWidget(self.until, 1)
        row2 = QHBoxLayout()
        row2.addWidget(self.progress, 1)
        row2.addWidget(self.cancel_button)

        self.verdict = QLabel(NOTHING_EXPLORED, self)
        self.verdict.setWordWrap(True)
        self.verdict.setAccessibleName("Exploration verdict")
        # what decides: each decision separating the outcomes, the answers leading to each
        self.decides = QLabel(self)
        self.decides.setWordWrap(True)
        self.decides.setTextFormat(Qt.TextFormat.RichText)
        self.decides.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.decides.setAccessibleName("What decides")
        self.decides.hide()
        self.outcomes = QTreeWidget(self)
        self.outcomes.setHeaderHidden(True)
        self.outcomes.setAccessibleName("Outcomes")
        self.outcomes.itemSelectionChanged.connect(self._show_outcome)
        # each path whole, wrapped: the order shows where a cut line would end
        self.outcomes.setWordWrap(True)
        self.outcomes.setUniformRowHeights(False)
        self.outcomes.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.outcomes.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._rewrap = RewrapOnResize(self, self.wrap_paths)
        self.outcomes.viewport().installEventFilter(self._rewrap)
        self.details = QTextBrowser(self)
        self.details.setAccessibleName("What differs")
        # the selected outcome's board, small but readable, what differs framed
        self.preview_title = QLabel(self)
        self.preview_title.setWordWrap(True)
        self.preview = MarkedBoard(BoardScene(palette_default()), self)
        self.preview.setAccessibleName("Outcome board")
        self.open_button = QPushButton("Open as branch", self)
        self.open_button.setToolTip("Replay this outcome's answers as a new branch of the timeline")
        self.open_button.clicked.connect(self.open_selected)
        self.open_button.setEnabled(False)
        self.outcomes_compare_button = QPushButton("Side by side", self)
        self.outcomes_compare_button.setToolTip(
            "Select two outcomes (Ctrl+click) to show their boards side by side"
        )
        self.outcomes_compare_button.clicked.connect(self.compare_outcomes)
        self.outcomes.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)

        self.branches = QTreeWidget(self)
        self.branches.setHeaderHidden(True)
        self.branches.setAccessibleName("Branches")
        self.branches.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.branches.itemActivated.connect(self._branch_activated)
        self.branches.itemDoubleClicked.connect(self._branch_activated)
        self.branches.itemSelectionChanged.connect(self._branch_selection)
        self.show_button = QPushButton("Show", self)
        self.show_button.setToolTip("Show the selected branch on the board")
        self.show_button.clicked.connect(self.show_selected_branch)
        self.compare_button = QPushButton("Side by side", self)
        self.compare_button.setToolTip("Select two branches to show their boards side by side")
        self.compare_button.clicked.connect(self._compare)
        branch_row = QHBoxLayout()
        self.branches_title = QToolButton(self)
        self.branches_title.setText("Branches")
        bold = QFont()
        bold.setBold(True)
        self.branches_title.setFont(bold)
        branch_row.addWidget(self.branches_title)
        branch_row.addStretch(1)
        branch_row.addWidget(self.show_button)
        branch_row.addWidget(self.compare_button)

        top = QWidget(self)
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        explore_bar = QWidget(top)
        explore_rows = QVBoxLayout(explore_bar)
        explore_rows.setContentsMargins(0, 0, 0, 0)
        explore_rows.addLayout(row)
        explore_rows.addLayout(row2)
        top_layout.addWidget(explore_bar)
        top_layout.addWidget(self.verdict)
        top_layout.addWidget(self.decides)
        top_layout.addWidget(self.outcomes, 2)
        top_layout.addWidget(self.details, 2)
        top_layout.addWidget(self.preview_title)
        top_layout.addWidget(self.preview, 4)
        open_bar = QWidget(top)
        open_row = QHBoxLayout(open_bar)
        open_row.setContentsMargins(0, 0, 0, 0)
        open_row.addWidget(self.open_button, 1)
        open_row.addWidget(self.outcomes_compare_button)
        top_layout.addWidget(open_bar)
        bottom = QWidget(self)
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addLayout(branch_row)
        bottom_layout.addWidget(self.branches, 1)
        split = QSplitter(Qt.Orientation.Vertical, self)
        self.scroll_area = self._scrolled(top)
        split.addWidget(self.scroll_area)
        split.addWidget(bottom)
        split.setSizes([660, BRANCHES_KEPT])
        self.split = split
        # a short panel: the Branches box shrinks to its title while a reading is shown,
        # what decides and what differs go under the board (:mod:`.short_readings`)
        self.fit_short = ShortPanelFit(
            self.scroll_area,
            top_layout,
            {
                "above": explore_bar,
                "verdict": self.verdict,
                "decides": self.decides,
                "outcomes": self.outcomes,
                "details": self.details,
            },
            [self.preview_title, self.preview, open_bar],
            split,
            self.branches,
            self.branches_title,
        )
        # a short window (1280×720, or 200 % on 1920×1080) keeps every part readable: the
        # verdict, the outcomes, what differs and the board scroll rather than shrink to
        # nothing, and never make the window taller than the screen
        for lists in (self.outcomes, self.details):
            lists.setMinimumHeight(3 * self.fontMetrics().lineSpacing() + 8)
        self.branches.setMinimumHeight(36)
        self.preview.setMinimumHeight(130)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self._session_seen: Session | None = None
        self._branches_seen: tuple[object, ...] = ()
        self._branches_shape: tuple[object, ...] = ()  # the session, branch shown, parents
        self._branch_items: list[QTreeWidgetItem] = []
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_short.fit()

    def _scrolled(self, part: QWidget) -> FillOrScroll:
        """``part`` in a vertical scroll area: all of it at its readable size, scrolled on
        a short window (:class:`FillOrScroll`)."""
        area = FillOrScroll(self)
        area.watch(part)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setMinimumHeight(80)
        return area

    # ------------------------------------------------------------------ reading
    @property
    def session(self) -> Session:
        return self._session()

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def refresh(self) -> None:
        """Follow the session: a new document forgets the last exploration."""
        s = self._made()
        if s is None:  # an empty table, not touched yet: one reading at its start
            self._show_untouched()
            return
        if s is not self._session_seen:
            self._session_seen = s
            self._stop()
            self.result = None
            self._origin = None
            self.outcomes.clear()
            self.details.clear()
            self.decides.clear()
            self.decides.hide()
            self.verdict.setText(NOTHING_EXPLORED)
            self.fit_short.shown(False)
        self.explore_button.setEnabled(s.state.pending is not None and not self.running)
        self._fill_branches()
        self._update_open()

    def _show_untouched(self) -> None:
        """What :meth:`refresh` shows for an empty table's new session, without one: nothing
        explored, nothing to explore, its only reading (tests/gui compare the two)."""
        self.verdict.setText(NOTHING_EXPLORED)
        self.explore_button.setEnabled(False)
        self.branches.blockSignals(True)
        self.branches.clear()
        item = QTreeWidgetItem([f"▶ {READING}, at step 0 of 0"])  # as branch_text says
        item.setData(0, Qt.ItemDataRole.UserRole, 0)
        font = QFont(item.font(0))
        font.setBold(True)
        item.setFont(0, font)
        self.branches.addTopLevelItem(item)
        self.branches.blockSignals(False)
        self._branch_items = [item]
        self._branch_selection()
        self._update_open()

    def _fill_branches(self) -> None:
        s = self.session
        seen = (id(s), tuple(id(m) for m in s.tree()), s.branch, s.cursor, len(s.branches))
        if seen == self._branches_seen:
            return  # the tree shown is the session's: nothing to rebuild on a step
        self._branches_seen = seen
        texts = [branch_text(s, i) for i in range(len(s.branches))]
        shape = (id(s), s.branch, tuple(b.parent for b in s.branches))
        if shape == self._branches_shape and len(self._branch_items) == len(texts):
            # a step moved the branch shown on (its "at step N of M" changed), the tree's
            # shape did not: its words change in place, nothing is built or expanded anew
            for item, text in zip(self._branch_items, texts, strict=True):
                if item.text(0) != text:
                    item.setText(0, text)
            return
        self._branches_shape = shape
        self.branches.blockSignals(True)
        self.branches.clear()
        items: list[QTreeWidgetItem] = []
        for i, b in enumerate(s.branches):
            shown = i == s.branch
            item = QTreeWidgetItem([texts[i]])
            item.setData(0, Qt.ItemDataRole.UserRole, i)
            if shown:
                font = QFont(item.font(0))
                font.setBold(True)
                item.setFont(0, font)
            parent = items[b.parent] if b.parent is not None and b.parent < len(items) else None
            if parent is None:
                self.branches.addTopLevelItem(item)
            else:
                parent.addChild(item)
            items.append(item)
        self._branch_items = items
        self.branches.expandAll()
        self.branches.blockSignals(False)
        self._branch_selection()

    def _selected_branches(self) -> list[int]:
        return [int(i.data(0, Qt.ItemDataRole.UserRole)) for i in self.branches.selectedItems()]

    def _branch_selection(self) -> None:
        chosen = self._selected_branches()
        self.show_button.setEnabled(len(chosen) == 1 and not self.running)
        self.compare_button.setEnabled(len(chosen) == 2 and not self.running)

    # ------------------------------------------------------------------ exploring
    def start(self) -> None:
        """Explore every answer from the present moment (in slices on the event loop)."""
        if self.running:
            return
        from judge_app.sandbox.branches import explore_here
        from judge_app.sandbox.moment import SandboxError

        s = self.session
        until = str(self.until.currentData())
        try:
            self.explorer = explore_here(s, until)
        except SandboxError as exc:
            self.message.emit(str(exc), True)
            return
        self._origin = (s.branch, s.cursor)
        self._root = s.state
        self.result = None
        self.outcomes.clear()
        self.details.clear()
        self.verdict.setText("Exploring every answer…")
        self.verdict.setToolTip("")
        self.decides.clear()
        self.decides.hide()
        self.fit_short.shown(False)
        self.progress.setFormat("Following every answer…")
        self.progress.show()
        self.cancel_button.show()
        self.explore_button.setEnabled(False)
        self._timer.start()

    def _tick(self) -> None:
        explorer = self.explorer
        if explorer is None:
            self._stop()
            return
        done = explorer.advance(SLICE_SECONDS)
        # how far it got, for the curious; the bar's words stay the judge's
        p = explorer.progress()
        self.progress.setToolTip(f"{p.states} boards, {p.ends} ends, {p.waiting} waiting")
        if done:
            self._finish()

    def cancel(self) -> None:
        """Stop exploring; what was found so far is shown, marked incomplete."""
        if self.explorer is not None and self.running:
            self.explorer.cancel()
            self._finish()

    def finish_now(self) -> Exploration | None:
        """Run the exploration to its end at once (tests and the self-test)."""
        if self.explorer is not None and self.running:
            self.explorer.advance()
            self._finish()
        return self.result

    def _stop(self) -> None:
        self._timer.stop()
        self.progress.hide()
        self.cancel_button.hide()

    def _finish(self) -> None:
        self._stop()
        assert self.explorer is not None
        from engine.explore import outcomes_of

        self.result = outcomes_of(self.explorer)
        self._show_result(self.result)
        self.refresh()

    def _show_result(self, result: Exploration) -> None:
        self.verdict.setText(f"<b>{escape(result.verdict())}</b>")
        # how much was explored is for the curious, not the verdict's words
        self.verdict.setToolTip(f"{result.states} boards explored in {result.seconds:.2f} s")
        self.decides.setText(decides_html(result, self._root))
        self.decides.show()
        fill_outcomes(self.outcomes, result)
        first = self.outcomes.topLevelItem(0)
        if first is not None:
            self.outcomes.setCurrentItem(first)
        self.fit_short.shown(True)
        for problem in result.problems:
            self.message.emit(problem, True)

    def wrap_paths(self) -> None:
        """Wrap the path lines to the outcomes list's width again (:mod:`.path_lines`)."""
        wrap_paths(self.outcomes)

    def _chosen(self) -> tuple[int, int] | None:
        items = self.outcomes.selectedItems()
        if not items or self.result is None:
            return None
        value = items[0].data(0, Qt.ItemDataRole.UserRole)
        return (int(value[0]), int(value[1]))

    def _show_outcome(self) -> None:
        chosen = self._chosen()
        result = self.result
        if chosen is None or result is None:
            self.details.clear()
            self._update_open()
            return
        n, k = chosen
        self.details.setHtml(outcome_html(result, n, k))
        self._preview(n)
        self._update_open()

    def _preview(self, n: int) -> None:
        """Draw outcome ``n``'s board under its words, what differs from the next outcome
        framed (the same frames as Side by side)."""
        result = self.result
        if result is None:
            return
        from judge_app.sandbox.branches import compare

        here = result.outcomes[n].state
        others = [i for i in range(len(result.outcomes)) if i != n]
        marked: frozenset[str] = frozenset()
        title = f"<b>Outcome {n + 1}'s board</b>"
        if others:
            other = others[0]
            marked = compare(here, result.outcomes[other].state).left
            title += f" — what differs from Outcome {other + 1} is framed"
        self.preview_title.setText(title)
        self.preview.show_state(here, self.session.revealed, marked)

    def _update_open(self) -> None:
        self.open_button.setEnabled(
            self._chosen() is not None and self._origin is not None and not self.running
        )
        self.outcomes_compare_button.setEnabled(len(self._chosen_outcomes()) == 2)

    def _chosen_outcomes(self) -> list[int]:
        """The outcomes selected (a path selected stands for its outcome)."""
        found: list[int] = []
        for item in self.outcomes.selectedItems():
            n = int(item.data(0, Qt.ItemDataRole.UserRole)[0])
            if n not in found:
                found.append(n)
        return found

    def compare_outcomes(self) -> None:
        """Show the two selected outcomes' boards side by side."""
        chosen = self._chosen_outcomes()
        if self.result is None or len(chosen) != 2:
            return
        first, second = sorted(chosen)
        self.compare_boards_requested.emit(
            (f"Outcome {first + 1}", self.result.outcomes[first].state),
            (f"Outcome {second + 1}", self.result.outcomes[second].state),
        )

    def open_selected(self) -> bool:
        """Open the selected outcome (its selected path, or its shortest) as a branch."""
        chosen = self._chosen()
        result = self.result
        if chosen is None or result is None or self._origin is None:
            return False
        n, k = chosen
        outcome = result.outcomes[n]
        if not outcome.answers:
            return False
        from judge_app.sandbox.branches import open_outcome, switch
        from judge_app.sandbox.moment import SandboxError

        s = self.session
        branch, cursor = self._origin
        try:
            if branch >= len(s.branches):
                raise SandboxError("The branch it was explored from is gone.")
            switch(s, branch)
            if cursor >= len(s.moments) or s.moments[cursor].state != self._root:
                raise SandboxError(
                    "The board explored is no longer in the timeline: explore again."
                )
            s.jump(cursor)
            open_outcome(
                s,
                outcome.answers[min(k, len(outcome.answers) - 1)],
                result.until,
                f"Outcome {n + 1}",
            )
        except SandboxError as exc:
            self.message.emit(str(exc), True)
            self.changed.emit()
            return False
        self.message.emit(f"Opened outcome {n + 1} as a branch.", False)
        self.changed.emit()
        return True

    # ------------------------------------------------------------------ branches
    def show_selected_branch(self) -> None:
        chosen = self._selected_branches()
        if len(chosen) == 1:
            self.show_branch(chosen[0])

    def show_branch(self, index: int) -> None:
        from judge_app.sandbox.branches import switch
        from judge_app.sandbox.moment import SandboxError

        try:
            switch(self.session, index)
        except SandboxError as exc:
            self.message.emit(str(exc), True)
            return
        self.changed.emit()

    def _branch_activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.show_branch(int(item.data(0, Qt.ItemDataRole.UserRole)))

    def _compare(self) -> None:
        chosen = self._selected_branches()
        if len(chosen) == 2:
            self.compare_requested.emit(chosen[0], chosen[1])


def palette_default() -> Palette:
    """The light theme's board colours (the page gives its own once built)."""
    from judge_app.gui.sandbox.page import palette_for
    from judge_app.gui.theme import LIGHT

    return palette_for(LIGHT)
