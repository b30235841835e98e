"""The Sandbox mode: lay out a board, step through resolution, see the rule behind every
step, decide, inspect, undo, save and explain the ruling.

The page owns one :class:`~judge_app.sandbox.session.Session` and redraws from it after
every change (an empty table's session is made on the first action: until then the page
draws the empty table from plain records, :mod:`.empty_table`, without loading the engine);
long runs (to the end of a phase or day) go in small batches on the event
loop with a progress line and a Cancel button, so the window never freezes.

This module builds the page (its actions, toolbar, board and side panels); what the page
does is in its mixins, one idea each: :mod:`.drawing` (redrawing from the session),
:mod:`.stepping` (steps, runs, undo), :mod:`.editing` (the judge's edits of the board),
:mod:`.documents` (files), :mod:`.menus` (context menus and dialogs) and
:mod:`.readings_host` (the Readings tab).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING

from judge_app.gui import collection_pause
from judge_app.gui.qt import (
    QAction,
    QFont,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QProgressBar,
    QPushButton,
    QShortcut,
    QShowEvent,
    QSplitter,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from judge_app.gui.sandbox.board_scene import BoardScene
from judge_app.gui.sandbox.board_style import Palette
from judge_app.gui.sandbox.board_view import BoardView
from judge_app.gui.sandbox.decision_panel import MAX_KEYED, DecisionPanel
from judge_app.gui.sandbox.documents import BoardFiles
from judge_app.gui.sandbox.drawing import BoardDrawing
from judge_app.gui.sandbox.editing import BoardEditing
from judge_app.gui.sandbox.file_commands import FILE_COMMANDS
from judge_app.gui.sandbox.menus import BoardMenus
from judge_app.gui.sandbox.panels import (
    ERROR_COLOURS,
    ExpectationsPanel,
    InspectorPanel,
    TimelinePanel,
    muted_css,
)
from judge_app.gui.sandbox.quick_line import QuickLine
from judge_app.gui.sandbox.readings_host import ReadingsHost
from judge_app.gui.sandbox.ruling_tab import UNTOUCHED_SHOWN, RulingTab, reading_shown
from judge_app.gui.sandbox.side_tabs import SideTabs
from judge_app.gui.sandbox.stepping import BoardStepping
from judge_app.gui.sandbox.title_label import TitleLabel
from judge_app.gui.sandbox.toolbar import COMPACT, FULL, SandboxToolbar
from judge_app.gui.theme import LIGHT, Theme

if TYPE_CHECKING:
    from judge_app.sandbox.session import Session
    from scenarios.cards.library import Library
    from scenarios.pool import CardPool

EXAMPLES_DIR = Path(__file__).resolve().parents[3] / "scenarios" / "examples"


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


class SandboxPage(
    BoardFiles, BoardMenus, ReadingsHost, BoardDrawing, BoardStepping, BoardEditing, QWidget
):
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
        # how the session is made on first use (the window: as a view is built, so that
        # background work importing the same code waits; alone: the collector paused)
        self.making_session: Callable[[], AbstractContextManager[None]] = (
            collection_pause.collection_paused
        )
        self._rule_text: Callable[[str], str | None] = lambda _rule: None
        # an empty table's session is made when first needed (:attr:`session`)
        self._session: Session | None = None
        self.selected: str | None = None
        self.running: str | None = None
        self.last_dir = EXAMPLES_DIR if EXAMPLES_DIR.is_dir() else Path.home()
        self._decision_shown: tuple[str, int] | None = None
        self.keep_tab = False  # a redraw asked for by the Readings tab leaves it in front
        self._timeline_stale = False  # moments not shown while the Decision tab is in front
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._run_tick)
        self._build()
        self.draw_untouched()
        # this view lives for the session: a full collection during a step no longer walks
        # it (issue 33)
        collection_pause.set_aside()

    @property
    def session(self) -> Session:
        """The board's session. An empty table's is made the first time it is needed — a
        card laid out, a sentence typed, a file opened, a step — not to paint the empty
        table: making it loads the engine, the card library and the scenario models, more
        than half of the first switch to the Sandbox (issue 33)."""
        if self._session is None:
            # the engine's and cards' code and the card library live for the app: no
            # collection walks them while they are made, nor later (~50 ms each, issue 33);
            # in the window, background work importing the same code waits meanwhile — the
            # imports too (two threads importing the cards' code at once broke it: "cannot
            # import name … partially initialized module")
            with self.making_session():
                from judge_app.sandbox.session import Session
                from scenarios.scenario.imported import ImportedCards

                made = Session.empty(self.library)
            # imported cards a board creates tokens of: the window's pool, whenever open
            made.scenario.imported = ImportedCards(lambda: self.card_pool())
            self._session = made
        return self._session

    @session.setter
    def session(self, session: Session) -> None:
        self._session = session

    @property
    def made_session(self) -> Session | None:
        """The session if one was made; ``None`` while the empty table is untouched."""
        return self._session

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
            from judge_app.sandbox.library_cache import cached_library

            self._library = cached_library()  # the sets read once per change (library_cache)
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
        self.go_on_action = a(
            "Go on with the loop",
            self.go_on_with_loop,
            (),
            "Go on with the loop of Reactions the app stopped at its bound, as the rules would",
        )
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

        # the toolbar: every command a button, or (when the full row does not fit, as at
        # 200 % on a 1920×1080 screen) in a labelled menu button — never behind "»" (toolbar)
        bar = self.toolbar = SandboxToolbar(self)
        files = (self.new_action, self.open_action, self.examples_action, self.save_action)
        for act in files:
            bar.button(act, FULL)
        bar.menu_button("Board", (*files, self.save_as_action), COMPACT)
        bar.separator()
        bar.button(self.step_action)
        runs = (
            self.run_action,
            self.run_turn_action,
            self.run_phase_action,
            self.run_day_action,
            self.go_on_action,
        )
        bar.menu_button("Run", runs, default=self.run_action)
        for act in (self.undo_action, self.redo_action, self.explore_action):
            bar.button(act)
        bar.separator()
        bar.button(self.add_action)
        bar.button(self.moment_action)
        for act in (self.reveal_hands, self.reveal_decks):
            bar.button(act, FULL)
        bar.menu_button("Show", (self.reveal_hands, self.reveal_decks), COMPACT)
        bar.separator()
        bar.button(self.report_action)
        bar.button(self.summary_action)
        # the toolbar's words kept short (the menus and tooltips keep the whole names)
        for act, short in (
            (self.new_action, "New"),
            (self.explore_action, "Explore"),
            (self.moment_action, "Moment…"),
            (self.report_action, "Report…"),
            (self.summary_action, "Summary"),
        ):
            act.setIconText(short)

        self.title = TitleLabel(self)  # shortened with "…" rather than squeeze the quick entry
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
        # the board typed as a sentence (quick_line, judge_app.sandbox.quick_entry)
        self.quick = QuickLine(self.complete_card_name, self)
        self.quick.entered.connect(self.quick_enter)
        self.quick_key = QShortcut(QKeySequence("Ctrl+L"), self)
        self.quick_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.quick_key.activated.connect(self.focus_quick_entry)
        # room for a sentence of the board ("Kuwat in reserve, Haven, Vanilla …") whatever
        # the title beside it
        self.quick.setMinimumWidth(self.quick.fontMetrics().horizontalAdvance("x" * 44))
        head = QHBoxLayout()
        head.addWidget(self.quick, 1)
        head.addWidget(self.title)
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
        # once the resize is done and the view laid out at its new size
        self.view.resized.connect(self._keep_decision_in_view, Qt.ConnectionType.QueuedConnection)

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
        # Six tabs fit neither along the panel's top (the last ones hid behind scroll arrows)
        # nor along its edge on a short window at 200 % ("Decisi… Tim…"): their names are
        # buttons that wrap onto a second row, each whole (side_tabs)
        self.tabs = SideTabs(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.decision, "Decision")
        self.tabs.addTab(self.timeline, "Timeline")
        self.tabs.addTab(self.inspector, "Inspector")
        self.tabs.addTab(self.expectations, "Expectations")
        self.tabs.addTab(self._readings_tab(), "Readings")  # explore, branches (issue 21)
        self.tabs.addTab(self._ruling_tab(), "Ruling")
        for i in range(self.tabs.count()):
            self.tabs.setTabToolTip(i, self.tabs.tabText(i))
        self.tabs.setCurrentIndex(1)
        self.tabs.currentChanged.connect(self._tab_changed)
        self._decision_keys()

        split = self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.view)
        split.addWidget(self.tabs.panel)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([900, 380])
        split.setChildrenCollapsible(False)
        self.tabs.panel.setMinimumWidth(300)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(bar)
        layout.addLayout(head)
        layout.addWidget(self.message)
        layout.addWidget(split, 1)

    def focus_quick_entry(self) -> None:
        self.quick.setFocus()
        self.quick.selectAll()

    def showEvent(self, event: QShowEvent) -> None:
        """An empty table waits for the judge's words: the quick entry has the focus."""
        super().showEvent(event)
        s = self._session
        if s is None or (not s.state.objects and len(s.moments) == 1):
            self.quick.setFocus()

    def _ruling_tab(self) -> QWidget:
        """The judge's ruling in their own words, and which reading it is for
        (:mod:`~judge_app.gui.sandbox.ruling_tab`); it goes into the report and the summary
        with the rules the steps cite."""
        self.ruling_tab = RulingTab(self)
        self.ruling_tab.warning_colour = ERROR_COLOURS[False]
        self.ruling = self.ruling_tab.editor
        self.ruling.textChanged.connect(self._ruling_edited)
        self.ruling_tab.back_requested.connect(self.show_ruling_reading)
        return self.ruling_tab

    def _ruling_edited(self) -> None:
        """The ruling is saved with the board, so typing it is an unsaved change: the
        titles show • and closing asks to save (no full redraw per keystroke). It is now
        about the reading shown."""
        was_dirty = self.session.dirty
        self.session.ruling = self.ruling.toPlainText()
        self.ruling_tab.edited(reading_shown(self.session))
        self._show_ruling_reading()
        if self.session.dirty != was_dirty:
            self._show_title()
            self.changed.emit()

    def _show_ruling_reading(self) -> None:
        """The Ruling tab says which reading the ruling is for; its title is marked when
        the board shows another."""
        s = self._session
        shown = reading_shown(s) if s is not None else UNTOUCHED_SHOWN
        self.ruling_tab.show_state(shown)
        index = self.tabs.indexOf(self.ruling_tab)
        mark = " ⚠" if self.ruling_tab.elsewhere(shown) else ""
        if index >= 0:
            self.set_tab_text(index, f"Ruling{mark}")

    def show_ruling_reading(self) -> bool:
        """Show the reading and moment the ruling was written for (if they still exist)."""
        wanted = self.ruling_tab.written_for
        from judge_app.sandbox.branches import switch

        s = self.session
        if wanted is None or wanted.branch >= len(s.branches):
            self.say("The reading the ruling was written for is no longer kept.", error=True)
            return False
        switch(s, wanted.branch)
        if wanted.cursor < len(s.moments) and s.moments[wanted.cursor] is wanted.moment:
            s.jump(wanted.cursor)
        else:
            self.say(
                f"{wanted.name} no longer has the moment the ruling was written at: "
                "showing its latest.",
                error=True,
            )
        self.redraw()
        return True

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

    def set_text_scale(self, scale: float, panels: QFont | None = None) -> None:
        """Draw the board's text ``scale`` times its own size (the judge's text size,
        :mod:`judge_app.gui.text_size`): tiles, titles and the Adventure grow with it.
        ``panels``: the font of the tabs beside the board (timeline, decision, ruling…)."""
        if panels is not None:
            from judge_app.gui.text_size import apply_font

            apply_font(self.tabs.panel, panels)
            apply_font(self.tabs, panels)  # a platform may give tab widgets a font of their own
        if abs(scale - self.scene.text_scale) < 1e-6:
            return
        self.scene.text_scale = scale
        if self.scene.board is not None:
            self.scene.show_board(self.scene.board)
            self.view.fit()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.ruling_tab.warning_colour = ERROR_COLOURS[theme.dark]
        self.scene.set_palette(palette_for(theme))
        self.readings.preview.board_scene.set_palette(palette_for(theme))
        css = muted_css(theme.muted)
        for browser in (self.timeline.detail, self.inspector):
            browser.document().setDefaultStyleSheet(css)
        self.expectations.dark = theme.dark
        if self.isVisible():
            self.redraw()
