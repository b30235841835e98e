"""The Sandbox mode: lay out a board, step through resolution, see the rule behind every
step, decide, inspect, undo, save and explain the ruling.

The page owns one :class:`~judge_app.sandbox.session.Session` and redraws from it after
every change; long runs (to the end of a phase or day) go in small batches on the event
loop with a progress line and a Cancel button, so the window never freezes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from engine import GameState, Phase, Status, edits
from judge_app.gui.qt import (
    QAction,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QShortcut,
    QSplitter,
    Qt,
    QTabWidget,
    QTimer,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from judge_app.gui.sandbox.board_items import Palette
from judge_app.gui.sandbox.board_scene import BoardScene
from judge_app.gui.sandbox.board_view import BoardView
from judge_app.gui.sandbox.decision_panel import MAX_KEYED, DecisionPanel
from judge_app.gui.sandbox.documents import BoardFiles
from judge_app.gui.sandbox.explore_panel import mark_forks
from judge_app.gui.sandbox.file_commands import FILE_COMMANDS
from judge_app.gui.sandbox.menus import BoardMenus
from judge_app.gui.sandbox.panels import (
    ERROR_COLOURS,
    ExpectationsPanel,
    InspectorPanel,
    TimelinePanel,
    muted_css,
)
from judge_app.gui.sandbox.readings_host import ReadingsHost
from judge_app.gui.theme import LIGHT, Theme
from judge_app.sandbox.board import zone_title
from judge_app.sandbox.explain import why_this_player
from judge_app.sandbox.inspect import inspect
from judge_app.sandbox.session import SandboxError, Session
from judge_app.sandbox.wording import expectation_words, option_views, value_words, zone_words
from scenarios.cards.library import Library, default_library
from scenarios.pool import CardPool

EXAMPLES_DIR = Path(__file__).resolve().parents[3] / "scenarios" / "examples"
RUN_BATCH = 150


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


class SandboxPage(BoardFiles, BoardMenus, ReadingsHost, QWidget):
    """The scenario sandbox."""

    rule_requested = Signal(str)
    changed = Signal()
    board_file = Signal(object)  # a board file was opened or saved (its Path)
    # the file commands' actions (made from FILE_COMMANDS; the File menu shows them too)
    new_action: QAction
    open_action: QAction
    examples_action: QAction
    save_action: QAction
    save_as_action: QAction
    report_action: QAction

    def __init__(self, parent: QWidget | None = None, library: Library | None = None) -> None:
        super().__init__(parent)
        self._library = library
        self.theme: Theme = LIGHT
        self.card_pool: Callable[[], CardPool | None] = lambda: None  # set by the window
        self._rule_text: Callable[[str], str | None] = lambda _rule: None
        self.session = Session.empty(self.library)
        self.selected: str | None = None
        self.running: str | None = None
        self.last_dir = EXAMPLES_DIR if EXAMPLES_DIR.is_dir() else Path.home()
        self._decision_shown: tuple[str, int] | None = None
        self.keep_tab = False  # a redraw asked for by the Readings tab leaves it in front
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
        for command in FILE_COMMANDS:  # New board, Open…, Examples…, Save, Save as…, Export
            action = a(command.text, getattr(self, command.method), command.keys, command.tip)
            setattr(self, command.action, action)
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
        for act in (self.new_action, self.open_action, self.examples_action, self.save_action):
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
        # Six tabs do not fit side by side in the side panel (the last ones hid behind scroll
        # arrows, never found): along its edge, every name shows at any width.
        self.tabs.setTabPosition(QTabWidget.TabPosition.West)
        self.tabs.addTab(self.decision, "Decision")
        self.tabs.addTab(self.timeline, "Timeline")
        self.tabs.addTab(self.inspector, "Inspector")
        self.tabs.addTab(self.expectations, "Expectations")
        self.tabs.addTab(self._readings_tab(), "Readings")  # explore, branches (issue 21)
        self.tabs.addTab(self._ruling_tab(), "Ruling")
        self.tabs.setCurrentIndex(1)
        self._decision_keys()

        split = self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
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

    def _ruling_tab(self) -> QWidget:
        """The judge's ruling in their own words; it goes into the report and the summary
        with the rules the steps cite."""
        box = QWidget(self)
        note = QLabel(
            "Your ruling, in your own words. Export report (Ctrl+E) and Copy summary put it "
            "first, followed by the steps and the rules they cite.",
            box,
        )
        note.setWordWrap(True)
        self.ruling = QPlainTextEdit(box)
        self.ruling.setAccessibleName("Ruling")
        self.ruling.setPlaceholderText(
            "e.g. The {R} Reaction does not boost Kuwat: in the Discard pile it is a new "
            "object (2.1.d)."
        )
        self.ruling.textChanged.connect(self._ruling_edited)
        layout = QVBoxLayout(box)
        layout.addWidget(note)
        layout.addWidget(self.ruling, 1)
        return box

    def _ruling_edited(self) -> None:
        """The ruling is saved with the board, so typing it is an unsaved change: the
        titles show • and closing asks to save (no full redraw per keystroke)."""
        was_dirty = self.session.dirty
        self.session.ruling = self.ruling.toPlainText()
        if self.session.dirty != was_dirty:
            self._show_title()
            self.changed.emit()

    def _decision_keys(self) -> None:
        """Number keys pick an option of the pending decision, Enter answers (while a
        decision is pending; a text field keeps its own keys)."""
        self.number_keys: list[QShortcut] = []
        for n in range(1, MAX_KEYED + 1):
            key = QShortcut(QKeySequence(str(n)), self)
            key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            key.activated.connect(lambda n=n: self.decision.press_number(n))
            self.number_keys.append(key)
        self.enter_keys: list[QShortcut] = []
        for name in ("Return", "Enter"):
            key = QShortcut(QKeySequence(name), self)
            key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            key.activated.connect(self.decision.press_enter)
            self.enter_keys.append(key)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.scene.set_palette(palette_for(theme))
        css = muted_css(theme.muted)
        for browser in (self.timeline.detail, self.inspector):
            browser.document().setDefaultStyleSheet(css)
        self.expectations.dark = theme.dark
        if self.isVisible():
            self.redraw()

    # ------------------------------------------------------------------ showing
    def redraw(self) -> None:
        """Redraw the board and every panel from the session."""
        s = self.session
        board = s.board()
        pending = s.state.pending
        self.scene.option_numbers = (
            {o.id: i for i, o in enumerate(pending.options, 1) if o.id in s.state.objects}
            if pending is not None
            else {}
        )
        self.scene.viewport = self.view.room()
        self.scene.show_board(board)
        self.view.fit()
        if self.scene.option_numbers:
            self._show_decision_objects()
        if self.selected is not None and self.selected not in s.state.objects:
            self.selected = None
        self.scene.select(self.selected)
        self.timeline.show_moments(s.moments, s.cursor, s.said)
        mark_forks(self.timeline.list, s)  # where other branches leave this one
        self._show_decision()
        self._show_inspector()
        self.expectations.show_outcomes(
            [
                (expectation_words(o.label), o.held, _short(value_words(o.actual)))
                for o in s.outcomes()
            ]
        )
        self._show_title()
        self._update_actions()
        self.changed.emit()

    def _show_title(self) -> None:
        """The board's title, file and moment, with • when it has unsaved changes."""
        s = self.session
        name = s.path.name if s.path is not None else "not saved"
        mark = " •" if s.dirty else ""
        if len(s.branches) > 1:  # which reading of the timeline tree is shown
            name = f"{name}; {s.branches[s.branch].name}"
        self.title.setText(
            f"<b>{_esc(s.board_title)}</b>{mark} <span style='color:{self.theme.muted}'>"
            f"({_esc(name)}) — moment "
            f"{s.cursor} of {len(s.moments) - 1}</span>"
        )

    def _show_decision(self) -> None:
        s = self.session
        d = s.state.pending
        if d is None:
            self._decision_shown = None
            why = s.why_not_step() if not s.can_step() else "No decision is pending: press Step."
            self.decision.show_nothing(why)
            self.tabs.setTabText(0, "Decision")
            return
        if (d.id, s.cursor) == self._decision_shown and self.decision.pending:
            return  # on screen already, with whatever the judge has ticked
        why, rules = why_this_player(s.state, d)
        self.decision.show_decision(
            d.player,
            d.prompt,
            option_views(s.state, d),
            d.min_choices,
            d.max_choices,
            why,
            rules,
            not s.needs_judge(),
        )
        self.tabs.setTabText(0, "Decision •")
        if (d.id, s.cursor) != self._decision_shown and not self.keep_tab:
            # a decision that was not on screen yet comes forward, whatever tab was open
            # (except the Readings tab the judge is switching readings in)
            self.tabs.setCurrentWidget(self.decision)
        self._decision_shown = (d.id, s.cursor)

    def _show_decision_objects(self) -> None:
        """Scroll so Limbo and the objects the decision is about are in view."""
        rects = [
            self.scene.tiles[o].sceneBoundingRect()
            for o in self.scene.option_numbers
            if o in self.scene.tiles
        ]
        limbo = self.scene.zones.get("limbo")
        if limbo is not None:
            rects.append(limbo.sceneBoundingRect())
        if rects:
            area = rects[0]
            for r in rects[1:]:
                area = area.united(r)
            self.view.ensureVisible(area, 8, 8)

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
        for act in (
            self.new_action,
            self.open_action,
            self.examples_action,
            self.add_action,
            self.moment_action,
        ):
            act.setEnabled(idle)
        self.remove_action.setEnabled(idle and self.selected is not None)
        self.readings.refresh()
        self.explore_action.setEnabled(self.readings.explore_button.isEnabled() and idle)
        deciding = idle and self.decision.pending
        for key in (*self.number_keys, *self.enter_keys):
            key.setEnabled(deciding)

    def say(self, text: str, error: bool = False) -> None:
        """Show a message above the board (errors in red) until the next action."""
        if not text:
            self.message.clear()
            self.message.hide()
            return
        colour = ERROR_COLOURS[self.theme.dark] if error else self.theme.link
        self.message.setStyleSheet(f"QLabel {{ color: {colour}; padding: 2px 4px; }}")
        self.message.setText(text)
        self.message.show()

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
        label = f"Judge edit: {zone_words(expedition)} put on region {region}"
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


def _esc(text: str) -> str:
    import html

    return html.escape(text)


def _short(value: object, limit: int = 140) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
