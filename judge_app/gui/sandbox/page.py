"""The Sandbox mode: lay out a board, step through resolution, see the rule behind every
step, decide, inspect, undo, save and explain the ruling.

The page owns one :class:`~judge_app.sandbox.session.Session` and redraws from it after
every change; long runs (to the end of a phase or day) go in small batches on the event
loop with a progress line and a Cancel button, so the window never freezes.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from engine import GameState, Option, Phase, Status, edits
from judge_app.gui.qt import (
    QAction,
    QFileDialog,
    QGraphicsView,
    QGuiApplication,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QMenu,
    QMessageBox,
    QPainter,
    QPoint,
    QProgressBar,
    QPushButton,
    QResizeEvent,
    QSplitter,
    Qt,
    QTabWidget,
    QTimer,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWheelEvent,
    QWidget,
    Signal,
)
from judge_app.gui.sandbox.board_items import Palette
from judge_app.gui.sandbox.board_scene import REGION_NAMES, BoardScene
from judge_app.gui.sandbox.dialogs import (
    AddCardDialog,
    CountersDialog,
    MomentDialog,
    TerrainMarkerDialog,
)
from judge_app.gui.sandbox.explore_compare import CompareDialog, branch_board
from judge_app.gui.sandbox.explore_panel import ReadingsPanel, mark_forks
from judge_app.gui.sandbox.panels import (
    DecisionPanel,
    ExpectationsPanel,
    InspectorPanel,
    TimelinePanel,
)
from judge_app.gui.theme import LIGHT, Theme
from judge_app.sandbox.board import ZONE_TITLES, zone_keys, zone_title
from judge_app.sandbox.explain import why_this_player
from judge_app.sandbox.inspect import inspect
from judge_app.sandbox.report import report_html, summary_text
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import SandboxError, Session, open_session
from scenarios.cards.library import Library, default_library
from scenarios.pool import CardPool

EXAMPLES_DIR = Path(__file__).resolve().parents[3] / "scenarios" / "examples"
RUN_BATCH = 150
EDITABLE_STATUSES = (Status.EXHAUSTED, Status.FLEETING, Status.ASLEEP, Status.ANCHORED)


def palette_for(theme: Theme) -> Palette:
    return Palette(
        background=theme.window,
        zone=theme.alt_base,
        zone_border=theme.border,
        tile=theme.base,
        tile_exhausted="#2b2c31" if theme.dark else "#e4e5ea",
        text=theme.text,
        muted=theme.muted,
        accent=theme.accent,
        selection="#f0a020",
        dark=theme.dark,
    )


class BoardView(QGraphicsView):
    """The board, scaled to fit its width (Ctrl+wheel zooms)."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setAccessibleName("Board")
        self.zoom = 1.0

    def fit(self) -> None:
        rect = self.sceneRect()
        if rect.width() <= 0:
            return
        scale = max(0.45, min(1.6, (self.viewport().width() - 4) / rect.width())) * self.zoom
        self.resetTransform()
        self.scale(scale, scale)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            step = 1.1 if event.angleDelta().y() > 0 else 1 / 1.1
            self.zoom = max(0.5, min(2.5, self.zoom * step))
            self.fit()
            return
        super().wheelEvent(event)


class SandboxPage(QWidget):
    """The scenario sandbox."""

    rule_requested = Signal(str)
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, library: Library | None = None) -> None:
        super().__init__(parent)
        self._library = library
        self.card_pool: Callable[[], CardPool | None] = lambda: None  # set by the window
        self._rule_text: Callable[[str], str | None] = lambda _rule: None
        self.session = Session.empty(self.library)
        self.selected: str | None = None
        self.running: str | None = None
        self.last_dir = EXAMPLES_DIR if EXAMPLES_DIR.is_dir() else Path.home()
        self.confirm_discard: Callable[[], bool] = self._ask_discard
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._run_tick)
        self._build()
        self.redraw()

    @property
    def rule_text(self) -> Callable[[str], str | None]:
        """Rule id → the rule's text (from the rules library, once it is loaded)."""
        return self._rule_text

    @rule_text.setter
    def rule_text(self, provider: Callable[[str], str | None]) -> None:
        self._rule_text = provider
        self.timeline.rule_text = provider

    @property
    def library(self) -> Library:
        if self._library is None:
            self._library = default_library()
        return self._library

    # ------------------------------------------------------------------ construction
    def _action(
        self, text: str, slot: Callable[[], object], keys: tuple[str, ...] = (), tip: str = ""
    ) -> QAction:
        action = QAction(text, self)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shown = ", ".join(keys)
        action.setToolTip(f"{tip or text} ({shown})" if shown else tip or text)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _build(self) -> None:
        a = self._action
        self.new_action = a("New board", self.new_board, ("Ctrl+N",), "Start from an empty table")
        self.open_action = a("Open…", self.open_dialog, ("Ctrl+O",), "Open a scenario file")
        self.save_action = a("Save", self.save, ("Ctrl+S",), "Save the board as a scenario file")
        self.save_as_action = a("Save as…", self.save_as, ("Ctrl+Shift+S",))
        self.step_action = a("Step", self.step, ("F10",), "Do one atomic step")
        self.run_action = a(
            "Run to decision",
            lambda: self.run("decision"),
            ("F5",),
            "Run until a decision nobody scripted",
        )
        self.run_turn_action = a("Run to end of turn", lambda: self.run("turn"), ("Shift+F5",))
        self.run_phase_action = a("Run to end of phase", lambda: self.run("phase"), ("Ctrl+F5",))
        self.run_day_action = a("Run to end of day", lambda: self.run("day"), ("Ctrl+Shift+F5",))
        self.undo_action = a("Undo", self.undo, ("Ctrl+Z",), "Undo the last step or edit")
        self.redo_action = a("Redo", self.redo, ("Ctrl+Shift+Z", "Ctrl+Y"))
        self.add_action = a("Add card…", lambda: self.add_card_dialog(None), ("Ctrl+Shift+A",))
        self.moment_action = a(
            "Set moment…", self.moment_dialog, (), "Set day, phase, first player"
        )
        self.remove_action = a("Remove card", self.remove_selected, ("Delete",))
        self.report_action = a(
            "Export report…",
            self.export_dialog,
            ("Ctrl+E",),
            "Explain the ruling as an HTML report",
        )
        self.summary_action = a("Copy summary", self.copy_summary, ("Ctrl+Shift+C",))
        self.explore_action = a(
            "Explore all answers",
            self.explore_answers,
            ("Ctrl+Shift+X",),
            "Follow every legal answer of the pending decision and compare the outcomes",
        )
        self.reveal_hands = a(
            "Show hands", lambda: self._reveal("hand", self.reveal_hands.isChecked())
        )
        self.reveal_hands.setCheckable(True)
        self.reveal_hands.setChecked(True)
        self.reveal_decks = a(
            "Show decks", lambda: self._reveal("deck", self.reveal_decks.isChecked())
        )
        self.reveal_decks.setCheckable(True)

        bar = QToolBar("Sandbox", self)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for act in (self.new_action, self.open_action, self.save_action):
            bar.addAction(act)
        bar.addSeparator()
        bar.addAction(self.step_action)
        run_button = QToolButton(self)
        run_button.setDefaultAction(self.run_action)
        run_menu = QMenu(run_button)
        for act in (
            self.run_action,
            self.run_turn_action,
            self.run_phase_action,
            self.run_day_action,
        ):
            run_menu.addAction(act)
        run_button.setMenu(run_menu)
        run_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        bar.addWidget(run_button)
        bar.addAction(self.undo_action)
        bar.addAction(self.redo_action)
        bar.addAction(self.explore_action)
        bar.addSeparator()
        bar.addAction(self.add_action)
        bar.addAction(self.moment_action)
        bar.addAction(self.reveal_hands)
        bar.addAction(self.reveal_decks)
        bar.addSeparator()
        bar.addAction(self.report_action)
        bar.addAction(self.summary_action)
        self.toolbar = bar

        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setAccessibleName("Sandbox message")
        self.message.hide()
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress.setMaximumWidth(200)
        self.progress.hide()
        self.cancel = QPushButton("Cancel", self)
        self.cancel.clicked.connect(self.cancel_run)
        self.cancel.hide()
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.progress)
        head.addWidget(self.cancel)

        self.scene = BoardScene(palette_for(LIGHT))
        self.scene.object_clicked.connect(self.select)
        self.scene.background_clicked.connect(lambda: self.select(None))
        self.scene.object_menu.connect(self._object_menu)
        self.scene.zone_menu.connect(self._zone_menu)
        self.scene.region_menu.connect(self._region_menu)
        self.scene.object_dropped.connect(self.move_object)
        self.scene.marker_dropped.connect(self.move_expedition)
        self.view = BoardView(self.scene, self)

        self.decision = DecisionPanel(self)
        self.decision.answered.connect(self.answer)
        self.decision.rule_requested.connect(self.rule_requested)
        self.decision.option_focused.connect(self._focus_option)
        self.timeline = TimelinePanel(self)
        self.timeline.moment_chosen.connect(self.jump)
        self.timeline.rule_requested.connect(self.rule_requested)
        self.inspector = InspectorPanel(self)
        self.inspector.rule_requested.connect(self.rule_requested)
        self.expectations = ExpectationsPanel(self)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.decision, "Decision")
        self.tabs.addTab(self.timeline, "Timeline")
        self.tabs.addTab(self.inspector, "Inspector")
        self.tabs.addTab(self.expectations, "Expectations")
        self.readings = ReadingsPanel(lambda: self.session, self)  # explore, branches
        self.readings.changed.connect(self.redraw)
        self.readings.message.connect(self.say)
        self.readings.compare_requested.connect(self.compare_branches)
        self.readings.compare_boards_requested.connect(self.compare_boards)
        self.tabs.addTab(self.readings, "Readings")
        self.tabs.setCurrentIndex(1)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.view)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([900, 380])
        split.setChildrenCollapsible(False)
        self.tabs.setMinimumWidth(300)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(bar)
        layout.addLayout(head)
        layout.addWidget(self.message)
        layout.addWidget(split, 1)

    def set_theme(self, theme: Theme) -> None:
        self.scene.set_palette(palette_for(theme))

    # ------------------------------------------------------------------ showing
    def redraw(self) -> None:
        """Redraw the board and every panel from the session."""
        s = self.session
        board = s.board()
        self.scene.show_board(board)
        self.view.fit()
        if self.selected is not None and self.selected not in s.state.objects:
            self.selected = None
        self.scene.select(self.selected)
        self.timeline.show_moments(s.moments, s.cursor)
        mark_forks(self.timeline.list, s)  # where other branches leave this one
        self._show_decision()
        self._show_inspector()
        self.expectations.show_outcomes([(o.label, o.held, _short(o.actual)) for o in s.outcomes()])
        name = s.path.name if s.path is not None else "not saved"
        mark = " •" if s.dirty else ""
        if len(s.branches) > 1:  # which reading of the timeline tree is shown
            name = f"{name}; {s.branches[s.branch].name}"
        self.title.setText(
            f"<b>{_esc(s.title)}</b>{mark} <span style='color:gray'>({_esc(name)}) — moment "
            f"{s.cursor} of {len(s.moments) - 1}</span>"
        )
        self._update_actions()
        self.changed.emit()

    def _show_decision(self) -> None:
        s = self.session
        d = s.state.pending
        if d is None:
            why = s.why_not_step() if not s.can_step() else "No decision is pending: press Step."
            self.decision.show_nothing(why)
            self.tabs.setTabText(0, "Decision")
            return
        why, rules = why_this_player(s.state, d)
        self.decision.show_decision(
            d.player,
            d.prompt,
            option_labels(s.state, d.options),
            d.min_choices,
            d.max_choices,
            why,
            rules,
            not s.needs_judge(),
        )
        self.tabs.setTabText(0, "Decision •")
        if s.needs_judge() and self.tabs.currentWidget() is not self.inspector:
            self.tabs.setCurrentWidget(self.decision)

    def _focus_option(self, option_id: str) -> None:
        """Selecting an option that is an object shows it on the board."""
        if option_id in self.session.state.objects:
            self.selected = option_id
            self.scene.select(option_id)

    def _show_inspector(self) -> None:
        if self.selected is None:
            self.inspector.show_nothing()
            return
        self.inspector.show_inspection(inspect(self.session.state, self.selected))

    def _update_actions(self) -> None:
        s = self.session
        idle = self.running is None
        can_step = idle and s.can_step()
        for act in (
            self.step_action,
            self.run_action,
            self.run_turn_action,
            self.run_phase_action,
            self.run_day_action,
        ):
            act.setEnabled(can_step)
        self.undo_action.setEnabled(idle and s.can_undo())
        self.redo_action.setEnabled(idle and s.can_redo())
        for act in (self.new_action, self.open_action, self.add_action, self.moment_action):
            act.setEnabled(idle)
        self.remove_action.setEnabled(idle and self.selected is not None)
        self.readings.refresh()
        self.explore_action.setEnabled(self.readings.explore_button.isEnabled() and idle)

    def say(self, text: str, error: bool = False) -> None:
        """Show a message above the board (errors in red) until the next action."""
        if not text:
            self.message.clear()
            self.message.hide()
            return
        colour = "#b3261e" if error else "#1f5fbf"
        self.message.setStyleSheet(f"QLabel {{ color: {colour}; padding: 2px 4px; }}")
        self.message.setText(text)
        self.message.show()

    # ------------------------------------------------------------------ documents
    def _ask_discard(self) -> bool:
        if not self.session.dirty or not self.isVisible():
            return True
        if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
            return True
        answer = QMessageBox.question(
            self,
            "Unsaved board",
            "The board has changes that are not saved. Discard them?",
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Discard

    def set_session(self, session: Session) -> None:
        self.cancel_run()
        self.session = session
        self.selected = None
        self.say(session.notice)
        self.redraw()

    def new_board(self) -> None:
        if not self.confirm_discard():
            return
        self.set_session(Session.empty(self.library))
        self.say("An empty table: right-click a zone to add a card, or use Add card.")

    def open_file(self, path: Path) -> bool:
        """Open a scenario file; a malformed one is reported (file, line, field) and the
        current board is kept."""
        try:
            session = open_session(path, self.library)
        except SandboxError as exc:
            self.say(f"Could not open {path.name}:\n{exc}", error=True)
            return False
        except OSError as exc:
            self.say(f"Could not open {path}: {exc.strerror or exc}", error=True)
            return False
        self.last_dir = path.parent
        self.set_session(session)
        return True

    def open_dialog(self) -> None:
        if not self.confirm_discard():
            return
        name, _ = QFileDialog.getOpenFileName(
            self, "Open a scenario", str(self.last_dir), "Scenario files (*.yaml *.yml)"
        )
        if name:
            self.open_file(Path(name))

    def save_to(self, path: Path) -> bool:
        try:
            note = save_session(self.session, path)
        except OSError as exc:
            self.say(
                f"Could not save {path}: {exc.strerror or exc}. The board is unchanged.", error=True
            )
            return False
        self.last_dir = path.parent
        self.say(f"Saved {path.name}" + (f" — {note}" if note else ""))
        self.redraw()
        return True

    def save(self) -> None:
        if self.session.path is None or self.session.path.name == "untitled.yaml":
            self.save_as()
        else:
            self.save_to(self.session.path)

    def save_as(self) -> None:
        start = self.session.path or (self.last_dir / "board.yaml")
        name, _ = QFileDialog.getSaveFileName(
            self, "Save the board", str(start), "Scenario files (*.yaml)"
        )
        if name:
            path = Path(name)
            if path.suffix.lower() not in (".yaml", ".yml"):
                path = path.with_suffix(".yaml")
            self.save_to(path)

    # ------------------------------------------------------------------ stepping
    def _do(self, action: Callable[[], object]) -> bool:
        if self.running is not None:
            return False
        try:
            action()
        except SandboxError as exc:
            self.say(str(exc), error=True)
            self.redraw()
            return False
        self.say(self.session.notice)
        self.session.notice = ""
        self.redraw()
        return True

    def step(self) -> bool:
        return self._do(self.session.step)

    def undo(self) -> bool:
        return self._do(self.session.undo)

    def redo(self) -> bool:
        return self._do(self.session.redo)

    def jump(self, index: int) -> bool:
        return self._do(lambda: self.session.jump(index))

    def answer(self, chosen: tuple[str, ...]) -> bool:
        ok = self._do(lambda: self.session.answer(chosen))
        if ok:
            self.tabs.setCurrentWidget(self.timeline)
        return ok

    def run(self, until: str) -> None:
        """Run in batches on the event loop (progress shown, Cancel available)."""
        if self.running is not None or not self.session.can_step():
            return
        self.running = until
        self._steps = 0
        self.session.cancel_run()
        self.progress.show()
        self.cancel.show()
        self._update_actions()
        self._timer.start()

    def _run_tick(self) -> None:
        if self.running is None:
            self._timer.stop()
            return
        try:
            taken, done = self.session.run_batch(self.running, RUN_BATCH)
        except SandboxError as exc:
            self._finish_run()
            self.say(str(exc), error=True)
            self.redraw()
            return
        self._steps += taken
        self.progress.setFormat(f"{self._steps} steps")
        if done or self._steps >= 20_000:
            self._finish_run()
            self.say(
                f"Ran {self._steps} steps."
                + (f" {self.session.notice}" if self.session.notice else "")
            )
            self.redraw()

    def _finish_run(self) -> None:
        self._timer.stop()
        self.running = None
        self.session.cancel_run()
        self.progress.hide()
        self.cancel.hide()

    def cancel_run(self) -> None:
        if self.running is not None:
            self._finish_run()
            self.say(f"Stopped after {self._steps} steps.")
            self.redraw()

    def explore_answers(self) -> None:
        """Explore every answer of the pending decision (the Readings tab shows it)."""
        self.tabs.setCurrentWidget(self.readings)
        self.readings.start()

    def compare_branches(self, first: int, second: int) -> CompareDialog:
        """Show two branches side by side, the differences framed on both boards."""
        s = self.session
        return self.compare_boards(branch_board(s, first), branch_board(s, second))

    def compare_boards(
        self, first: tuple[str, GameState], second: tuple[str, GameState]
    ) -> CompareDialog:
        """Show two named boards side by side (branches, or explored outcomes)."""
        dialog = CompareDialog(first, second, self.session.revealed, self.scene.colours, self)
        self.compare_dialog = dialog
        if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
            dialog.show()
        return dialog

    def run_now(self, until: str = "decision") -> int:
        """Run synchronously (for the command line's self-test and for tests)."""
        taken = self.session.run(until)
        self.redraw()
        return taken

    # ------------------------------------------------------------------ selecting, editing
    def select(self, object_id: str | None) -> None:
        self.selected = object_id
        self.scene.select(object_id)
        self._show_inspector()
        if object_id is not None:
            self.tabs.setCurrentWidget(self.inspector)
        self.remove_action.setEnabled(object_id is not None)

    def edit(self, label: str, change: Callable[[GameState], GameState]) -> bool:
        return self._do(lambda: self.session.edit(label, change))

    def _name(self, oid: str) -> str:
        return self.session.state.name(oid)

    def move_object(self, oid: str, zone: str) -> bool:
        state = self.session.state
        label = f"Judge edit: {self._name(oid)} moved to {zone_title(state, zone)}"
        return self.edit(label, lambda s: edits.move_object(s, oid, zone))

    def move_expedition(self, expedition: str, region: int) -> bool:
        label = f"Judge edit: {expedition} Expedition put on region {region}"
        return self.edit(label, lambda s: edits.set_position(s, expedition, region))

    def toggle_status(self, oid: str, status: Status) -> bool:
        o = self.session.state.objects[oid]
        has = status in o.statuses
        new = o.statuses - {status} if has else o.statuses | {status}
        verb = "loses" if has else "gets"
        label = f"Judge edit: {self._name(oid)} {verb} {status.value}"
        return self.edit(label, lambda s: edits.set_statuses(s, oid, new))

    def set_counters(self, oid: str, counters: dict[str, int]) -> bool:
        shown = ", ".join(f"{v} {k}" for k, v in counters.items() if v) or "no counters"
        label = f"Judge edit: {self._name(oid)} has {shown}"
        return self.edit(label, lambda s: edits.set_counters(s, oid, counters))

    def remove_selected(self) -> None:
        if self.selected is not None:
            self.remove_object(self.selected)

    def remove_object(self, oid: str) -> bool:
        label = f"Judge edit: {self._name(oid)} taken off the table"
        return self.edit(label, lambda s: edits.remove_object(s, oid))

    def add_card(self, card_ref: str, zone: str) -> bool:
        """Put a library card (id or name) or an imported one (``pool:KEY``) in ``zone``,
        owned by that zone's player."""
        from judge_app.gui.cards.placing import find_card, place_card

        try:
            card = find_card(self, card_ref)
        except KeyError as exc:
            self.say(str(exc.args[0]), error=True)
            return False
        return place_card(self, card, zone)

    def set_moment(self, phase: str, day: int, first: str) -> bool:
        label = f"Judge edit: day {day}, just before {phase}; {first} is first player"
        return self.edit(label, lambda s: edits.set_moment(s, Phase(phase), day, first))

    def set_mana(self, player: str, ready: int, exhausted: int) -> bool:
        label = f"Judge edit: {player} has {ready} ready and {exhausted} exhausted Mana Orbs"
        return self.edit(label, lambda s: edits.set_mana(s, player, ready, exhausted))

    def place_terrain_marker(self, region: int, terrains: tuple[str, ...]) -> bool:
        """Place a Terrain Marker of ``terrains`` on region ``region`` (3.2.1.d)."""
        return self._do(lambda: self.session.place_terrain_marker(region, terrains))

    def remove_terrain_marker(self, marker_id: str) -> bool:
        """Take the Terrain Marker ``marker_id`` off the Adventure."""
        return self._do(lambda: self.session.remove_terrain_marker(marker_id))

    def _reveal(self, zone: str, shown: bool) -> None:
        self.session.set_revealed(zone, shown)
        self.redraw()

    # ------------------------------------------------------------------ menus and dialogs
    def zones(self) -> list[tuple[str, str]]:
        """Every zone a card can be put in, as (zone key, "p1 · Reserve")."""
        return self._zones()

    def _zones(self) -> list[tuple[str, str]]:
        state = self.session.state
        found: list[tuple[str, str]] = []
        for p in state.players:
            found.append((f"hero:{p}", f"{p} · Hero"))
            for short, key in zone_keys(p).items():
                if short != "mana":
                    found.append((key, f"{p} · {ZONE_TITLES[short]}"))
        return found

    def add_card_dialog(self, zone: str | None) -> None:
        dialog = AddCardDialog(self.library, self._zones(), zone, self, self.card_pool())
        card = dialog.card() if dialog.exec() else None
        if card is not None:
            from judge_app.gui.cards.placing import place_card

            place_card(self, card, dialog.zone_key())

    def moment_dialog(self) -> None:
        s = self.session.state
        board = self.session.board()
        phase = board.next_phase or s.phase.value
        day = s.day + 1 if board.next_phase == "Morning" else s.day
        dialog = MomentDialog(s.players, day, phase, s.first_player, self)
        if dialog.exec():
            self.set_moment(
                dialog.phase.currentText(), dialog.day.value(), dialog.first.currentText()
            )

    def _object_menu(self, oid: str, where: QPoint) -> None:
        state = self.session.state
        o = state.objects.get(oid)
        if o is None:
            return
        menu = QMenu(self)
        move = menu.addMenu("Move to")
        for key, title in self._zones():
            if key != o.zone:
                act = move.addAction(title)
                act.triggered.connect(lambda _c=False, k=key: self.move_object(oid, k))
        statuses = menu.addMenu("Statuses")
        for status in EDITABLE_STATUSES:
            act = statuses.addAction(status.value)
            act.setCheckable(True)
            act.setChecked(status in o.statuses)
            act.triggered.connect(lambda _c=False, st=status: self.toggle_status(oid, st))
        counters = menu.addAction("Counters and boosts…")
        counters.triggered.connect(lambda: self._counters_dialog(oid))
        menu.addSeparator()
        remove = menu.addAction("Take off the table")
        remove.triggered.connect(lambda: self.remove_object(oid))
        menu.exec(where)

    def _counters_dialog(self, oid: str) -> None:
        o = self.session.state.objects[oid]
        dialog = CountersDialog(self._name(oid), dict(o.counters), self)
        if dialog.exec():
            self.set_counters(oid, dialog.values())

    def _zone_menu(self, zone: str, where: QPoint) -> None:
        from engine.state import zones as z

        menu = QMenu(self)
        kind = zone.split(":")[0]
        if kind == "mana":
            player = z.player_of(zone) or ""
            b = self.session.board().player(player)
            for text, ready, exhausted in (
                ("Add a ready Mana Orb", b.mana_ready + 1, b.mana_exhausted),
                ("Add an exhausted Mana Orb", b.mana_ready, b.mana_exhausted + 1),
                ("Ready every Mana Orb", b.mana_ready + b.mana_exhausted, 0),
                (
                    "Remove a Mana Orb",
                    max(b.mana_ready - 1, 0),
                    b.mana_exhausted if b.mana_ready else max(b.mana_exhausted - 1, 0),
                ),
            ):
                act = menu.addAction(text)
                act.triggered.connect(
                    lambda _c=False, r=ready, e=exhausted: self.set_mana(player, r, e)
                )
        elif kind != "limbo":
            act = menu.addAction("Add a card here…")
            act.triggered.connect(lambda: self.add_card_dialog(zone))
        if kind == "deck":
            from judge_app.gui.cards.placing import decklist_dialog

            act = menu.addAction("Fill from a decklist…")
            act.triggered.connect(lambda: decklist_dialog(self, z.player_of(zone) or ""))
        if kind in ("hand", "deck"):
            toggle = self.reveal_hands if kind == "hand" else self.reveal_decks
            menu.addAction(toggle)
        if menu.isEmpty():
            return
        menu.exec(where)

    def _region_menu(self, region: int, where: QPoint) -> None:
        self.region_menu(region).exec(where)

    def region_menu(self, region: int) -> QMenu:
        """The context menu of region ``region``: put an Expedition there, place a Terrain
        Marker on it, remove one of its Terrain Markers."""
        state = self.session.state
        menu = QMenu(self)
        for ex in state.expedition_ids():
            player, which = ex.split(":")
            if state.positions.get(ex) != region:
                act = menu.addAction(f"Put {player}'s {which} Expedition here")
                act.triggered.connect(lambda _c=False, e=ex: self.move_expedition(e, region))
        view = self.session.board().regions[region]
        menu.addSeparator()
        place = menu.addAction("Place Terrain Marker…")
        place.triggered.connect(lambda: self.terrain_marker_dialog(region))
        if not view.face_up:  # only visible regions have Terrain Markers (3.2.1.d)
            place.setText("Place Terrain Marker… (not on a face-down region, 3.2.1.d)")
            place.setEnabled(False)
        for marker in view.terrain_markers:
            act = menu.addAction(f"Remove Terrain Marker: {marker.text} (#{marker.id.lstrip('o')})")
            act.triggered.connect(lambda _c=False, m=marker.id: self.remove_terrain_marker(m))
        return menu

    def _region_label(self, region: int) -> str:
        if len(self.session.state.adventure) == 1:
            return "the Arena"  # during tiebreakers (3.2.1.c)
        name = REGION_NAMES[region] if region < len(REGION_NAMES) else "Arena"
        return f"region {region} ({name})"

    def terrain_marker_dialog(self, region: int) -> None:
        view = self.session.board().regions[region]
        dialog = TerrainMarkerDialog(self._region_label(region), view.printed, view.terrains, self)
        if dialog.exec() and dialog.terrains():
            self.place_terrain_marker(region, dialog.terrains())

    # ------------------------------------------------------------------ explaining
    def export_to(self, path: Path) -> bool:
        try:
            path.write_text(report_html(self.session, self.rule_text), encoding="utf-8")
        except OSError as exc:
            self.say(f"Could not write {path}: {exc.strerror or exc}", error=True)
            return False
        self.say(f"Report written to {path}")
        return True

    def export_dialog(self) -> None:
        stem = (self.session.path.stem if self.session.path else "ruling") + "-report.html"
        name, _ = QFileDialog.getSaveFileName(
            self, "Export the ruling", str(self.last_dir / stem), "HTML (*.html)"
        )
        if name:
            self.export_to(Path(name))

    def copy_summary(self) -> str:
        text = summary_text(self.session)
        QGuiApplication.clipboard().setText(text)
        self.say("Summary copied to the clipboard.")
        return text


def option_labels(state: GameState, options: tuple[Option, ...]) -> tuple[tuple[str, str], ...]:
    """Option labels a judge can tell apart: objects get their controller and where they
    are; identical labels get the object's id."""
    counts: dict[str, int] = {}
    for o in options:
        counts[o.label] = counts.get(o.label, 0) + 1
    out: list[tuple[str, str]] = []
    for o in options:
        label = o.label
        obj = state.objects.get(o.id)
        if obj is not None:
            extra = [f"{obj.controller}'s"]
            if obj.emblem is not None and obj.emblem.bound:
                extra.append("bound to " + ", ".join(state.name(b) for b in obj.emblem.bound))
            elif obj.emblem is None:
                extra.append(zone_title(state, obj.zone).split(" · ")[-1])
            tag = f" #{o.id.lstrip('o')}" if counts[o.label] > 1 else ""
            label = f"{label}{tag} ({', '.join(extra)})"
        out.append((o.id, label))
    return tuple(out)


def _esc(text: str) -> str:
    import html

    return html.escape(text)


def _short(value: object, limit: int = 140) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
