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
"""

from __future__ import annotations

from collections.abc import Callable

from engine import GameState
from engine.explore import Exploration, Explorer, differences, outcomes_of
from judge_app.gui.qt import (
    QAbstractItemView,
    QComboBox,
    QEvent,
    QFont,
    QFontMetrics,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QObject,
    QProgressBar,
    QPushButton,
    QResizeEvent,
    QScrollArea,
    QSplitter,
    Qt,
    QTextBrowser,
    QTimer,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from judge_app.gui.sandbox.board_items import Palette
from judge_app.gui.sandbox.board_scene import BoardScene
from judge_app.gui.sandbox.explore_compare import MarkedBoard
from judge_app.gui.sandbox.timeline_lines import TimelineLines
from judge_app.sandbox.branches import compare, explore_here, forks, open_outcome, switch
from judge_app.sandbox.report_explored import completeness
from judge_app.sandbox.session import SandboxError, Session
from scenarios.scenario.judge_words import without_ids

SLICE_SECONDS = 0.03
"""Exploration work per event-loop turn: short enough to keep the window responsive."""

UNTIL_CHOICES = (
    ("resolution", "to the end of the resolution"),
    ("turn", "to the end of the turn"),
    ("phase", "to the end of the phase"),
    ("day", "to the end of the day"),
)


class FillOrScroll(QScrollArea):
    """A scroll area whose widget fills its height when that is at least the widget's
    minimum, and scrolls only below it. (A resizable QScrollArea gives a widget with
    word-wrapped labels its preferred height, so it scrolled on a tall window too.)"""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def watch(self, part: QWidget) -> None:
        """Scroll ``part``, fitted again whenever its contents change (a new verdict)."""
        self.setWidget(part)
        part.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            QTimer.singleShot(0, self.fit)  # once the layout has taken in the change
        return super().eventFilter(watched, event)

    def fit(self) -> None:
        part = self.widget()
        layout = part.layout() if part is not None else None
        if part is None or layout is None:
            return
        width = self.viewport().width()
        least = self.least(layout, width)
        if least > self.viewport().height():  # a scroll bar takes some of the width
            width -= self.verticalScrollBar().sizeHint().width()
            least = self.least(layout, width)
        part.resize(width, max(least, self.viewport().height()))

    @staticmethod
    def least(layout: QLayout, width: int) -> int:
        """The height ``layout`` needs at ``width``: its words at their wrapped height, the
        parts that stretch (lists, the board) at their minimum. (The layout's own minimum
        reads a rich-text label's height short, and its preferred height gives the lists and
        the board their full size hints.)"""
        if not isinstance(layout, QVBoxLayout):
            return layout.totalMinimumHeightForWidth(width)
        margins = layout.contentsMargins()
        heights: list[int] = []
        for i in range(layout.count()):
            item = layout.itemAt(i)
            if item is None or item.isEmpty():
                continue
            widget = item.widget()
            if widget is not None and layout.stretch(i) > 0:
                heights.append(widget.minimumHeight() or widget.minimumSizeHint().height())
            elif item.hasHeightForWidth():
                heights.append(item.heightForWidth(width))
            else:
                heights.append(item.sizeHint().height())
        spacing = max(0, layout.spacing()) * max(0, len(heights) - 1)
        return sum(heights) + spacing + margins.top() + margins.bottom()


class ReadingsPanel(QWidget):
    """Explore every answer; list outcomes; keep, switch and compare branches."""

    changed = Signal()  # the session's shown branch or moment changed: redraw
    message = Signal(str, bool)  # text, is an error
    compare_requested = Signal(int, int)  # two branch indices
    compare_boards_requested = Signal(object, object)  # two (name, GameState) pairs

    def __init__(self, session: Callable[[], Session], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
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

        self.verdict = QLabel(
            "At a pending decision, explore every answer to see whether it matters.", self
        )
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
        self._rewrap = RewrapOnResize(self)
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
        branch_row.addWidget(QLabel("<b>Branches</b>", self), 1)
        branch_row.addWidget(self.show_button)
        branch_row.addWidget(self.compare_button)

        top = QWidget(self)
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addLayout(row)
        top_layout.addLayout(row2)
        top_layout.addWidget(self.verdict)
        top_layout.addWidget(self.decides)
        top_layout.addWidget(self.outcomes, 2)
        top_layout.addWidget(self.details, 2)
        top_layout.addWidget(self.preview_title)
        top_layout.addWidget(self.preview, 4)
        open_row = QHBoxLayout()
        open_row.addWidget(self.open_button, 1)
        open_row.addWidget(self.outcomes_compare_button)
        top_layout.addLayout(open_row)
        bottom = QWidget(self)
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addLayout(branch_row)
        bottom_layout.addWidget(self.branches, 1)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self._scrolled(top))
        split.addWidget(bottom)
        split.setSizes([660, 80])
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

    def _scrolled(self, part: QWidget) -> QScrollArea:
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
        s = self.session
        if s is not self._session_seen:
            self._session_seen = s
            self._stop()
            self.result = None
            self._origin = None
            self.outcomes.clear()
            self.details.clear()
            self.decides.clear()
            self.decides.hide()
            self.verdict.setText(
                "At a pending decision, explore every answer to see whether it matters."
            )
        self.explore_button.setEnabled(s.state.pending is not None and not self.running)
        self._fill_branches()
        self._update_open()

    def _fill_branches(self) -> None:
        s = self.session
        seen = (id(s), tuple(id(m) for m in s.tree()), s.branch, s.cursor, len(s.branches))
        if seen == self._branches_seen:
            return  # the tree shown is the session's: nothing to rebuild on a step
        self._branches_seen = seen
        texts = [_branch_text(s, i) for i in range(len(s.branches))]
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
        self.result = outcomes_of(self.explorer)
        self._show_result(self.result)
        self.refresh()

    def _show_result(self, result: Exploration) -> None:
        self.verdict.setText(f"<b>{_esc(result.verdict())}</b>")
        # how much was explored is for the curious, not the verdict's words
        self.verdict.setToolTip(f"{result.states} boards explored in {result.seconds:.2f} s")
        self.decides.setText(decides_html(result, self._root))
        self.decides.show()
        self.outcomes.clear()
        for n, o in enumerate(result.outcomes, start=1):
            paths = f"{o.paths} path" + ("s" if o.paths != 1 else "")
            item = QTreeWidgetItem([f"Outcome {n} — {paths}"])
            item.setData(0, Qt.ItemDataRole.UserRole, (n - 1, 0))
            for k, path in enumerate(o.answers):
                steps = f"{len(path)} answer" + ("s" if len(path) != 1 else "")
                said = "; then ".join(a.said.rstrip(".") for a in path)
                child = QTreeWidgetItem([f"Path {k + 1} ({steps}): {said}"])
                child.setData(0, WHOLE, child.text(0))  # wrapped to the list's width
                child.setToolTip(0, "\n".join(a.said for a in path))
                child.setData(0, Qt.ItemDataRole.UserRole, (n - 1, k))
                item.addChild(child)
            self.outcomes.addTopLevelItem(item)
        self.outcomes.expandAll()
        self.wrap_paths()
        first = self.outcomes.topLevelItem(0)
        if first is not None:
            self.outcomes.setCurrentItem(first)
        for problem in result.problems:
            self.message.emit(problem, True)

    def wrap_paths(self) -> None:
        """Each path line whole, on as many lines as the list's width needs (a tree
        cuts a long line where the order of the answers would show)."""
        room = self.outcomes.viewport().width() - self.outcomes.indentation() * 2 - 12
        metrics = QFontMetrics(self.outcomes.font())
        for n in range(self.outcomes.topLevelItemCount()):
            top = self.outcomes.topLevelItem(n)
            for k in range(top.childCount() if top is not None else 0):
                child = top.child(k) if top is not None else None
                whole = child.data(0, WHOLE) if child is not None else None
                if child is not None and isinstance(whole, str):
                    child.setText(0, wrap_words(whole, metrics, max(room, 80)))

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
        outcome = result.outcomes[n]
        paths = "1 path leads" if outcome.paths == 1 else f"{outcome.paths} paths lead"
        # what differs first: the top lines are what a short window shows without scrolling
        parts = self._differences(n)
        parts.append(f"<p><b>Outcome {n + 1}</b> — {paths} here. Answers, shortest first:</p><ol>")
        for i, path in enumerate(outcome.answers):
            said = "<br>then ".join(_esc(a.said) for a in path)
            # the path Open as branch replays is in bold (readable in light and dark themes)
            parts.append(f"<li><b>{said}</b></li>" if i == k else f"<li>{said}</li>")
        parts.append("</ol>")
        if len(outcome.answers) < outcome.paths:
            parts.append(
                "<p style='color:gray'>The other paths read the same as these or are longer.</p>"
            )
        self.details.setHtml("".join(parts))
        self._preview(n)
        self._update_open()

    def _differences(self, n: int) -> list[str]:
        """What differs from outcome ``n`` to each other outcome, as HTML paragraphs."""
        result = self.result
        assert result is not None
        here = result.outcomes[n].board
        parts: list[str] = []
        for other, o in enumerate(result.outcomes):
            if other == n:
                continue
            lines = differences(here, o.board)
            parts.append(
                f"<p><b>What differs from Outcome {n + 1} to Outcome {other + 1}</b></p><ul>"
                + "".join(f"<li>{_esc(line)}</li>" for line in lines)
                + "</ul>"
            )
        if len(result.outcomes) == 1:
            parts.append("<p>Every answer leads to this board.</p>")
        return parts

    def _preview(self, n: int) -> None:
        """Draw outcome ``n``'s board under its words, what differs from the next outcome
        framed (the same frames as Side by side)."""
        result = self.result
        if result is None:
            return
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


def decides_html(result: Exploration, start: GameState | None) -> str:
    """Whether every answer was followed and "What decides": each decision separating the
    outcomes and, for each outcome, the answers leading to it — the report's words
    (:func:`judge_app.sandbox.report_explored.exploration_html`), engine ids named as the
    cards on the board explored (``start``)."""

    def words(text: str) -> str:
        return _esc(without_ids(start, text) if start is not None else text)

    parts = [f"<p style='color:gray'>{_esc(completeness(result))}</p>"]
    if result.decisive:
        # one paragraph per line, indented by margins: compact on a short window
        parts.append("<p style='margin-bottom:0'><b>What decides</b></p>")
        for cause in result.decisive:
            said = cause.words[:1].upper() + cause.words[1:]
            parts.append(f"<p style='margin:2px 0 0 8px'>• {_esc(said)}</p>")
            parts.extend(
                f"<p style='margin:0 0 0 24px'>Outcome {i + 1}: {words(' or '.join(answers))}</p>"
                for i, answers in cause.outcomes
            )
    return "".join(parts)


def mark_forks(timeline: TimelineLines, session: Session) -> None:
    """Mark the timeline's moments where other branches leave it: "⑂ Outcome 2"."""
    where = forks(session)
    before = timeline.marks  # only they and the rows to mark now are looked at
    marked: dict[int, tuple[str, str]] = {}
    for i in sorted(set(before) | set(where)):
        if not 0 <= i < timeline.count():
            continue
        plain, tip = before.get(i, (timeline.text(i), timeline.tip(i)))
        names = where.get(i)
        if names:
            marked[i] = (plain, tip)
            timeline.set_line(
                i,
                f"{plain}   ⑂ {', '.join(names)}",
                f"{tip or plain}\nOther branches leave here: {', '.join(names)}",
            )
        elif i in before:
            timeline.set_line(i, plain, tip)
    timeline.marks = marked


WHOLE = Qt.ItemDataRole.UserRole + 1
"""The item data role holding a path line's whole text (its shown text is wrapped)."""


def wrap_words(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` with line breaks so no line is wider than ``room`` pixels."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        tried = f"{line} {word}" if line else word
        if line and metrics.horizontalAdvance(tried) > room:
            lines.append(line)
            line = word
        else:
            line = tried
    lines.append(line)
    return "\n".join(lines)


def _branch_text(s: Session, index: int) -> str:
    """Branch ``index``'s line in the tree: its name, where it leaves its parent, and the
    step it shows ("▶" on the one on the board)."""
    b = s.branches[index]
    shown = index == s.branch
    where = "" if b.parent is None else f" — from step {b.fork}"
    moments = s.moments if shown else b.moments
    cursor = s.cursor if shown else b.cursor
    return f"{'▶ ' if shown else ''}{b.name}{where}, at step {cursor} of {len(moments) - 1}"


class RewrapOnResize(QObject):
    """Wraps the path lines again when the outcomes list changes width."""

    def __init__(self, panel: ReadingsPanel) -> None:
        super().__init__(panel)
        self.panel = panel

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.panel.wrap_paths()
        return False


def palette_default() -> Palette:
    """The light theme's board colours (the page gives its own once built)."""
    from judge_app.gui.sandbox.page import palette_for
    from judge_app.gui.theme import LIGHT

    return palette_for(LIGHT)


def _esc(text: str) -> str:
    import html

    return html.escape(text)
