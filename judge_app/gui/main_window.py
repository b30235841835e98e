"""The main window: Rules mode (search, contents, reading pane, notes) and Sandbox mode.

The window only wires widgets together. Everything that decides something lives in plain
classes: :class:`~judge_app.gui.search_model.SearchController` (searching),
:mod:`~judge_app.gui.lookup` (finding an item), :mod:`~judge_app.gui.pages` (what a page says),
:class:`~judge_app.gui.history.History`, :class:`~judge_app.gui.userdata.UserData`.
"""

from __future__ import annotations

import html
from pathlib import Path

from judge_app.gui.appearance import apply_theme, choose_theme
from judge_app.gui.cards.page import CardsPage
from judge_app.gui.citations import citation_text
from judge_app.gui.history import History
from judge_app.gui.loader import LibraryLoader, Opener
from judge_app.gui.lookup import Found, NotFound, resolve
from judge_app.gui.note_panel import NotePanel
from judge_app.gui.pages import render, render_missing, render_welcome
from judge_app.gui.qt import (
    QAction,
    QActionGroup,
    QApplication,
    QCloseEvent,
    QEvent,
    QFrame,
    QGuiApplication,
    QHBoxLayout,
    QKeySequence,
    QLabel,
    QMainWindow,
    QMessageBox,
    QMouseEvent,
    QObject,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    Qt,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from judge_app.gui.reader import Reader
from judge_app.gui.ruling_page import render_ruling
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.gui.search_model import SearchController, SearchView
from judge_app.gui.search_panel import SearchPanel
from judge_app.gui.side_panels import TargetList, TocTree, bookmark_entries
from judge_app.gui.theme import Theme
from judge_app.gui.toc import build_toc
from judge_app.gui.tooltips import tooltip_for_url
from judge_app.gui.urls import Target, parse_url
from judge_app.gui.userdata import UserData, UserDataError
from judge_app.gui.window_memory import APP_TITLE, WindowMemory
from judge_app.gui.window_state import (
    open_settings,
)
from judge_app.rulings_feed import supply_rulings
from rules_corpus.library import RulesLibrary, open_library
from rules_corpus.paths import data_dir
from rules_corpus.search.rulings import RULINGS_DOC, RulingRecord
from scenarios.pool.store import FILENAME as POOL_FILE

DEFAULT_DOC = "altered-cr-5.0"


class MainWindow(WindowMemory, QMainWindow):
    """The rules desk. Call :meth:`start` to begin loading the library in the background."""

    ready = Signal()
    failed = Signal(str)

    def __init__(
        self,
        appearance: str | None = None,
        search_delay_ms: int = 120,
        opener: Opener = open_library,
        cache: Path | None = None,
        data_directory: Path | None = None,
    ) -> None:
        super().__init__()
        self.setWindowTitle(APP_TITLE)
        self.forced_appearance = appearance
        self.theme: Theme = choose_theme(appearance)
        self.library: RulesLibrary | None = None
        self.current: Found | None = None
        self.shown_ruling: RulingRecord | None = None  # the ruling on show, if one is
        self.history: History[Target] = History()
        self.user = UserData.open(data_directory)
        self.settings = open_settings(data_directory)
        self._pool_path = (data_directory or data_dir()) / POOL_FILE
        self._loader = LibraryLoader(self, opener, cache)
        self._loader.signals.progress.connect(self._on_progress)
        self._loader.signals.loaded.connect(self._on_loaded)
        self._loader.signals.failed.connect(self._on_failed)
        self._build_widgets(search_delay_ms)
        self._build_actions()
        self._apply_theme()
        self._show_notices(self.user.notices)
        self._refresh_lists()
        self.reader.show_page(render_welcome(None, self.theme))
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._on_system_scheme)
        self.restore_state()

    # -- construction -----------------------------------------------------------------------

    def _build_widgets(self, search_delay_ms: int) -> None:
        self.search = SearchPanel(self, search_delay_ms)
        self.search.open_target.connect(self.open_target)
        self.search.committed.connect(self._remember_search)
        self.search.box.textEdited.connect(self._show_results_tab)
        self.toc = TocTree(self)
        self.toc.target_chosen.connect(self.open_target)
        self.bookmark_list = TargetList("No bookmarks yet. Open a rule and press Ctrl+D.", self)
        self.bookmark_list.chosen.connect(self._on_list_choice)
        self.recent_list = TargetList("Searches you open a result from appear here.", self)
        self.recent_list.chosen.connect(self._on_recent_choice)
        self.tabs = QTabWidget(self)
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.search.results, "Results")
        self.tabs.addTab(self.toc, "Contents")
        self.tabs.addTab(self.bookmark_list, "Bookmarks")
        self.tabs.addTab(self.recent_list, "Recent")
        self.tabs.setCurrentIndex(1)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 4, 8)
        left_layout.setSpacing(6)
        left_layout.addWidget(self.search)
        left_layout.addWidget(self.tabs, 1)

        self.breadcrumb = QLabel(self)
        self.breadcrumb.setTextFormat(Qt.TextFormat.RichText)
        self.breadcrumb.setWordWrap(True)
        self.breadcrumb.linkActivated.connect(self.follow_link)
        self.breadcrumb.setAccessibleName("Section path")
        self.copy_button = QToolButton(self)
        self.bookmark_button = QToolButton(self)
        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.breadcrumb, 1)
        header.addWidget(self.copy_button)
        header.addWidget(self.bookmark_button)

        self.banner = QFrame(self)
        self.banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.banner_text = QLabel(self.banner)
        self.banner_text.setWordWrap(True)
        self.banner_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        dismiss = QPushButton("Dismiss", self.banner)
        dismiss.clicked.connect(self.banner.hide)
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.setContentsMargins(8, 6, 8, 6)
        banner_layout.addWidget(self.banner_text, 1)
        banner_layout.addWidget(dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self.banner.hide()

        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(True)
        self.progress.setFormat("Loading the rules…")
        self.progress.setAccessibleName("Loading progress")

        self.reader = Reader(self)
        self.reader.link_clicked.connect(self.follow_link)
        self.reader.tooltip_provider = self.tooltip_for
        self.note = NotePanel(self, self._save_note)

        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(4, 8, 8, 8)
        right_layout.setSpacing(6)
        right_layout.addWidget(self.banner)
        right_layout.addWidget(self.progress)
        right_layout.addLayout(header)
        right_layout.addWidget(self.reader, 1)
        right_layout.addWidget(self.note)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([400, 800])
        self.splitter.setChildrenCollapsible(False)
        left.setMinimumWidth(300)

        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.splitter)
        self.sandbox = SandboxPage(self)
        self.sandbox.rule_requested.connect(self.open_cited_rule)
        self.sandbox.rule_text = self.rule_text
        self.sandbox.changed.connect(self._update_title)
        self.sandbox.board_file.connect(self._remember_board)
        self.pages.addWidget(self.sandbox)
        self.cards = CardsPage(self.sandbox, self._pool_path, self)
        self.cards.rule_requested.connect(self.open_cited_rule)
        self.cards.show_sandbox.connect(lambda: self.set_mode(1))
        self.cards.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.sandbox.card_pool = self.cards.pool
        self.cards.importer.signals.finished.connect(lambda _report: self._feed_rulings())
        self.pages.addWidget(self.cards)
        self.setCentralWidget(self.pages)
        for widget in (self.reader.viewport(), self.search.results.viewport(), self.toc.viewport()):
            widget.installEventFilter(self)

    def _action(
        self, text: str, slot: object, shortcuts: list[QKeySequence] | None = None, tip: str = ""
    ) -> QAction:
        action = QAction(text, self)
        if shortcuts:
            unique: list[QKeySequence] = []
            for sequence in shortcuts:
                if not sequence.isEmpty() and sequence not in unique:
                    unique.append(sequence)
            shortcuts = unique
            action.setShortcuts(shortcuts)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        names = ", ".join(
            s.toString(QKeySequence.SequenceFormat.NativeText) for s in shortcuts or []
        )
        action.setToolTip(f"{tip or text} ({names})" if names else tip or text)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence
        self.back_action = self._action(
            "Back", self.go_back, [key(key.StandardKey.Back), key("Alt+Left")]
        )
        self.forward_action = self._action(
            "Forward", self.go_forward, [key(key.StandardKey.Forward), key("Alt+Right")]
        )
        self.focus_action = self._action(
            "Search", self.focus_search, [key("Ctrl+K"), key("Ctrl+F")], "Focus the search box"
        )
        self.copy_action = self._action(
            "Copy citation",
            self.copy_citation,
            [key("Ctrl+Shift+C")],
            "Copy the citation and text of the rule shown",
        )
        self.bookmark_action = self._action(
            "Bookmark", self.toggle_bookmark, [key("Ctrl+D")], "Bookmark the rule shown"
        )
        self.bookmark_action.setCheckable(True)
        self.note_action = self._action(
            "Edit note", self.focus_note, [key("Ctrl+Shift+N")], "Write a note on the rule shown"
        )
        self.zoom_in_action = self._action(
            "Larger text",
            lambda: self.reader.zoom_by(1),
            [key("Ctrl+="), key("Ctrl++"), key(key.StandardKey.ZoomIn)],
        )
        self.zoom_out_action = self._action(
            "Smaller text",
            lambda: self.reader.zoom_by(-1),
            [key("Ctrl+-"), key(key.StandardKey.ZoomOut)],
        )
        self.zoom_reset_action = self._action(
            "Actual size", lambda: self.reader.zoom_by(0), [key("Ctrl+0")]
        )
        self.rules_mode = self._action("Rules", lambda: self.set_mode(0), [key("Ctrl+1")])
        self.sandbox_mode = self._action("Sandbox", lambda: self.set_mode(1), [key("Ctrl+2")])
        self.cards_mode = self._action("Cards", lambda: self.set_mode(2), [key("Ctrl+3")])
        self.import_cards_action = self._action(
            "Import card data…", self.cards.import_dialog, [], "Import official card data files"
        )
        self.import_folder_action = self._action(
            "Import a folder of card data…", self.cards.import_folder_dialog
        )
        modes = QActionGroup(self)
        for action in (self.rules_mode, self.sandbox_mode, self.cards_mode):
            action.setCheckable(True)
            modes.addAction(action)
        self.rules_mode.setChecked(True)
        quit_action = self._action("Quit", self.close, [key(key.StandardKey.Quit)])

        self.copy_button.setDefaultAction(self.copy_action)
        self.bookmark_button.setDefaultAction(self.bookmark_action)
        self.copy_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.bookmark_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)

        toolbar = QToolBar("Navigation", self)
        toolbar.setMovable(False)
        toolbar.setFloatable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addAction(self.back_action)
        toolbar.addAction(self.forward_action)
        toolbar.addSeparator()
        toolbar.addAction(self.rules_mode)
        toolbar.addAction(self.sandbox_mode)
        toolbar.addAction(self.cards_mode)
        self.addToolBar(toolbar)
        self.toolbar = toolbar

        menu = self.menuBar()
        file_menu = menu.addMenu("&File")
        page = self.sandbox
        for action in (page.new_action, page.open_action):
            file_menu.addAction(action)
            action.triggered.connect(lambda _c=False: self.set_mode(1))
        self.recent_menu = file_menu.addMenu("Open recent board")
        file_menu.addAction(page.examples_action)
        page.examples_action.triggered.connect(lambda _c=False: self.set_mode(1))
        file_menu.addSeparator()
        for action in (page.save_action, page.save_as_action, page.report_action):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(self.import_cards_action)
        file_menu.addAction(self.import_folder_action)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        self._fill_recent_menu()
        go_menu = menu.addMenu("&Go")
        for action in (self.back_action, self.forward_action, self.focus_action):
            go_menu.addAction(action)
        rule_menu = menu.addMenu("&Rule")
        for action in (self.copy_action, self.bookmark_action, self.note_action):
            rule_menu.addAction(action)
        view_menu = menu.addMenu("&View")
        view_menu.addAction(self.rules_mode)
        view_menu.addAction(self.sandbox_mode)
        view_menu.addAction(self.cards_mode)
        view_menu.addSeparator()
        for action in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            view_menu.addAction(action)
        view_menu.addSeparator()
        appearance = view_menu.addMenu("Appearance")

        group = QActionGroup(self)
        for label, value in (("Follow the system", None), ("Light", "light"), ("Dark", "dark")):
            action = appearance.addAction(label)
            action.setCheckable(True)
            action.setChecked(value == self.forced_appearance)
            action.triggered.connect(lambda _=False, v=value: self.set_appearance(v))
            group.addAction(action)
        help_menu = menu.addMenu("&Help")
        from judge_app.gui.help import TOPICS

        self.help_actions: list[QAction] = []
        for number, topic in enumerate(TOPICS):
            keys = [key("F1")] if number == 0 else None
            action = self._action(
                topic.title + "…", lambda _c=False, t=topic.title: self.show_help(t), keys
            )
            help_menu.addAction(action)
            self.help_actions.append(action)
        self._update_actions()

    # -- start-up ---------------------------------------------------------------------------

    def start(self) -> None:
        """Open the rules library in the background."""
        self._loader.start()

    def _on_progress(self, done: int, total: int) -> None:
        if total <= 0:
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        percent = int(100 * done / total)
        self.progress.setFormat(f"Building the search index (first run only)… {percent}%")
        self.search.set_waiting(f"Building the search index… {percent}%")

    def _on_loaded(self, library: RulesLibrary) -> None:
        self.library = library
        self.progress.hide()
        self.search.set_controller(SearchController(library.corpus, library.index))
        self.toc.set_nodes(build_toc(library.corpus))
        self._refresh_lists()  # bookmarks name their edition once the documents are known
        self._feed_rulings()
        self._show_notices(library.notices)
        if self.current is None:
            self.reader.show_page(render_welcome(library.corpus, self.theme))
        self._update_actions()
        self.ready.emit()

    def _feed_rulings(self) -> None:
        """The imported cards' official rulings become search results (kind ``ruling``)."""
        if self.library is None or not self._pool_path.exists():
            return  # no pool yet: nothing to feed, and no empty database created
        pool = self.cards.pool()
        if pool is not None:
            supply_rulings(self.library.index, pool.rulings())

    def _on_failed(self, message: str) -> None:
        self.progress.hide()
        self.search.set_waiting("The rules could not be loaded")
        self.search.box.setEnabled(False)  # nothing typed could ever run
        self._show_notices([message])
        self.failed.emit(message)

    @property
    def is_ready(self) -> bool:
        return self.library is not None

    # -- navigation -------------------------------------------------------------------------

    def open_target(self, target: Target, record: bool = True) -> bool:
        """Show ``target`` (rule, section or entry). False (and a message) if not found."""
        if self.library is None:
            self.statusBar().showMessage("The rules are still loading…", 4000)
            return False
        if target.doc == RULINGS_DOC:
            return self._open_ruling(target, record)
        corpus = self.library.corpus
        found = resolve(corpus, target.doc, target.id)
        if isinstance(found, NotFound):
            self.reader.show_page(render_missing(found, corpus, self.theme))
            self.statusBar().showMessage(found.message, 6000)
            return False
        self.set_mode(0)
        self.current = found
        self.shown_ruling = None
        page = render(corpus, found, self.theme)
        self.reader.show_page(page)
        self.breadcrumb.setText(page.breadcrumb)
        if record:
            self.history.visit(found.target)
        shown = found.target
        self._update_title()
        self.note.flush()  # save what was typed first, so the note read below is current
        try:
            saved: str | None = self.user.note(shown.doc, shown.id)
        except UserDataError as error:
            saved = None
            self.statusBar().showMessage(str(error), 8000)
        self.note.show_note(shown, shown.id, saved)
        path = [Target(shown.doc, s.id) for s in corpus.section_path(shown.doc, found.item)]
        self.toc.reveal([*path, shown])
        self._update_actions()
        return True

    def _open_ruling(self, target: Target, record: bool) -> bool:
        """Show an official card ruling's own page; False (and a message) when the ruling is
        no longer in the pool (a bookmark or history step from before a re-import)."""
        assert self.library is not None
        ruling = self.library.index.rulings.get(target.id)
        if ruling is None:
            card = target.id.partition("|")[0]
            self.statusBar().showMessage(
                f"That ruling ({card}) is not among the imported cards' rulings any more.", 6000
            )
            return False
        self.set_mode(0)
        self.current = None  # not a rule: nothing to cite or bookmark as a rule
        self.shown_ruling = ruling
        page = render_ruling(self.library.corpus, ruling, self.theme)
        self.reader.show_page(page)
        self.breadcrumb.setText(page.breadcrumb)
        if record:
            self.history.visit(target)
        self._update_title()
        self.note.flush()
        try:
            saved: str | None = self.user.note(target.doc, target.id)
        except UserDataError as error:
            saved = None
            self.statusBar().showMessage(str(error), 8000)
        self.note.show_note(target, f"the ruling on {ruling.card_name}", saved)
        self._update_actions()
        return True

    def open_rule(self, raw_id: str, doc: str | None = None) -> bool:
        """Open what a user typed as a rule number or term (``6.2e``, ``Fleeting``)."""
        return self.open_target(Target(doc or DEFAULT_DOC, raw_id))

    def open_cited_rule(self, rule_id: str) -> None:
        """Open a rule cited in the sandbox (always CR 5.0, the engine's edition)."""
        if self.open_target(Target(DEFAULT_DOC, rule_id)):
            self.statusBar().showMessage(
                f"Opened CR 5.0, {rule_id} from the sandbox — Ctrl+2 goes back to the board",
                6000,
            )

    def rule_text(self, rule_id: str) -> str | None:
        """The text of a CR 5.0 rule (with its bullet points), for sandbox citations."""
        if self.library is None:
            return None
        item = self.library.corpus.get(DEFAULT_DOC, rule_id)
        if item is None:
            return None
        text = getattr(item, "text", None) or getattr(item, "title", "")
        items = getattr(item, "items", ())
        return "\n".join([str(text), *(f"• {i}" for i in items)]) if text else None

    def follow_link(self, url: str) -> None:
        parsed = parse_url(url)
        if parsed is None:
            self.statusBar().showMessage(f"Not a rules link: {url}", 4000)
        elif parsed.query is not None:
            self.search.set_query(parsed.query)
            self._show_results_tab()
            self.search.focus_box()
        elif parsed.target is not None:
            self.open_target(parsed.target)

    def go_back(self) -> None:
        target = self.history.back()
        if target is not None:
            self.open_target(target, record=False)

    def go_forward(self) -> None:
        target = self.history.forward()
        if target is not None:
            self.open_target(target, record=False)

    def set_mode(self, index: int) -> None:
        """0 = Rules, 1 = Sandbox, 2 = Cards."""
        self.pages.setCurrentIndex(index)
        (self.rules_mode, self.sandbox_mode, self.cards_mode)[index].setChecked(True)
        if index == 2:
            self.cards.box.setFocus()
        self._update_title()

    def focus_search(self) -> None:
        self.set_mode(0)
        self.search.focus_box()

    def focus_note(self) -> None:
        if self.note.editor.isEnabled():
            self.note.editor.setFocus()

    def tooltip_for(self, url: str) -> str | None:
        return tooltip_for_url(self.library.corpus, url) if self.library else None

    # -- judge's tools ----------------------------------------------------------------------

    def citation(self) -> str | None:
        if self.library is None or self.current is None:
            return None
        return citation_text(self.library.corpus, self.current.target.doc, self.current.item)

    def copy_citation(self) -> None:
        text = self.citation()
        if text is None:
            self.statusBar().showMessage("Open a rule first, then copy its citation.", 4000)
            return
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(f"Copied: {text.split(':', 1)[0]}", 4000)

    def toggle_bookmark(self) -> None:
        if self.current is None:
            self.bookmark_action.setChecked(False)
            self.statusBar().showMessage("Open a rule first, then bookmark it.", 4000)
            return
        target = self.current.target
        try:
            if self.user.is_bookmarked(target.doc, target.id):
                self.user.remove_bookmark(target.doc, target.id)
                self.statusBar().showMessage(f"Bookmark removed: {target.id}", 3000)
            else:
                self.user.add_bookmark(target.doc, target.id, self._bookmark_label())
                self.statusBar().showMessage(f"Bookmarked: {target.id}", 3000)
        except UserDataError as error:
            self.statusBar().showMessage(str(error), 8000)
        self._refresh_lists()
        self._update_actions()

    def _bookmark_label(self) -> str:
        if self.current is None:
            return ""
        item = self.current.item
        title = getattr(item, "title", "")
        if not title and self.library is not None and hasattr(item, "section_id"):
            section = self.library.corpus.get(self.current.target.doc, item.section_id)
            title = getattr(section, "title", "")
        return str(title or "")

    def _save_note(self, target: Target, text: str) -> str | None:
        """The note panel's saver: ``None`` when saved, else why not (the panel keeps the
        text, says so and retries)."""
        try:
            self.user.set_note(target.doc, target.id, text)
        except UserDataError as error:
            self.statusBar().showMessage(str(error), 8000)
            return str(error)
        return None

    def _remember_search(self, query: str) -> None:
        try:
            self.user.add_recent(query)
        except UserDataError as error:
            self.statusBar().showMessage(str(error), 8000)
        self._refresh_lists()

    def _refresh_lists(self) -> None:
        prefixes = {}
        if self.library is not None:
            prefixes = {d.slug: d.meta.citation_prefix for d in self.library.corpus.documents}
        try:
            bookmarks, recent = self.user.bookmarks(), self.user.recent()
        except UserDataError as error:
            self.statusBar().showMessage(str(error), 8000)
            return
        self.bookmark_list.set_entries(bookmark_entries(bookmarks, prefixes))
        self.recent_list.set_entries([(q, q, f"Search again for “{q}”") for q in recent])

    def _on_list_choice(self, value: object) -> None:
        if isinstance(value, Target):
            self.open_target(value)

    def _on_recent_choice(self, value: object) -> None:
        self.search.set_query(str(value))
        self._show_results_tab()
        self.search.focus_box()

    def _show_results_tab(self) -> None:
        self.tabs.setCurrentIndex(0)

    def _update_actions(self) -> None:
        self.back_action.setEnabled(self.history.can_back())
        self.forward_action.setEnabled(self.history.can_forward())
        has_item = self.current is not None
        self.copy_action.setEnabled(has_item)
        self.bookmark_action.setEnabled(has_item)
        marked = False
        if self.current is not None:
            try:
                marked = self.user.is_bookmarked(self.current.target.doc, self.current.target.id)
            except UserDataError as error:
                self.statusBar().showMessage(str(error), 8000)
        self.bookmark_action.setChecked(bool(marked))
        self.bookmark_action.setText("Bookmarked" if marked else "Bookmark")

    # -- messages ---------------------------------------------------------------------------

    def _show_notices(self, notices: list[str]) -> None:
        if not notices:
            return
        existing = self.banner_text.text() if self.banner.isVisible() else ""
        text = "<br/>".join(html.escape(n) for n in notices)
        self.banner_text.setText(f"{existing}<br/>{text}" if existing else text)
        self.banner.show()
        self.statusBar().showMessage(notices[-1], 10000)

    def banner_message(self) -> str:
        return self.banner_text.text() if not self.banner.isHidden() else ""

    # -- appearance -------------------------------------------------------------------------

    def set_appearance(self, appearance: str | None) -> None:
        """Force "dark" or "light", or follow the system (None)."""
        self.forced_appearance = appearance
        self.theme = choose_theme(appearance)
        self._apply_theme()

    def _on_system_scheme(self, _scheme: object) -> None:
        if self.forced_appearance is None:
            self.set_appearance(None)

    def _apply_theme(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_theme(app, self.theme)
        self.reader.set_theme(self.theme)
        self.search.set_theme(self.theme)
        self.sandbox.set_theme(self.theme)
        self.cards.set_theme(self.theme)
        theme = self.theme
        self.banner.setStyleSheet(
            f"QFrame {{ background-color: {theme.target_bg}; border: 1px solid {theme.border};"
            f" border-radius: 4px; }} QLabel {{ border: none; color: {theme.text}; }}"
        )
        self.search.box.setStyleSheet("QLineEdit { padding: 5px 6px; font-size: 11pt; }")
        self._rerender()

    def _rerender(self) -> None:
        if self.library is None:
            self.reader.show_page(render_welcome(None, self.theme))
        elif self.shown_ruling is not None:
            self.reader.show_page(render_ruling(self.library.corpus, self.shown_ruling, self.theme))
        elif self.current is None:
            self.reader.show_page(render_welcome(self.library.corpus, self.theme))
        else:
            page = render(self.library.corpus, self.current, self.theme)
            position = self.reader.verticalScrollBar().value()
            self.reader.show_page(page)
            self.reader.verticalScrollBar().setValue(position)
            self.breadcrumb.setText(page.breadcrumb)

    # -- events -----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonPress
            and isinstance(event, QMouseEvent)
            and self._mouse_navigation(event)
        ):
            return True
        return super().eventFilter(watched, event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self._mouse_navigation(event):
            super().mousePressEvent(event)

    def _mouse_navigation(self, event: QMouseEvent) -> bool:
        if event.button() == Qt.MouseButton.BackButton:
            self.go_back()
            return True
        if event.button() == Qt.MouseButton.ForwardButton:
            self.go_forward()
            return True
        return False

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.sandbox.confirm_discard():
            event.ignore()
            return
        if not self.note.flush() and not self._confirm_unsaved_note():
            event.ignore()
            return
        self.save_state()
        self.user.close()
        self.cards.shutdown()
        super().closeEvent(event)

    def _confirm_unsaved_note(self) -> bool:
        """A note could not be saved (its database is in use): retry until it is, or quit
        only if the judge says to lose it. Returns whether to quit."""
        while True:
            answer = QMessageBox.warning(
                self,
                "Note not saved",
                f"{self.note.problem.text()}\n\nTry saving again, or quit and lose the "
                "unsaved note?",
                QMessageBox.StandardButton.Retry | QMessageBox.StandardButton.Discard,
                QMessageBox.StandardButton.Retry,
            )
            if answer != QMessageBox.StandardButton.Retry:
                return True
            if self.note.flush():
                return True

    def last_view(self) -> SearchView:
        return self.search.view
