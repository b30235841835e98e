"""The main window: Rules mode (search, contents, reading pane, notes), Sandbox and Cards.

The window only wires widgets together. Everything that decides something lives in plain
classes: :class:`~judge_app.gui.search_model.SearchController` (searching),
:mod:`~judge_app.gui.lookup` (finding an item), :mod:`~judge_app.gui.pages` (what a page says),
:class:`~judge_app.gui.history.History`, :class:`~judge_app.gui.userdata.UserData`.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from judge_app.gui import collection_pause
from judge_app.gui.appearance import apply_theme, choose_theme
from judge_app.gui.card_chips import KnownCardsReader
from judge_app.gui.earlier_page import EarlierPageNote
from judge_app.gui.history import History
from judge_app.gui.loader import (
    LibraryLoader,
    Opener,
    RulingsReader,
    SemanticLoader,
    ViewPreparer,
)
from judge_app.gui.lookup import Found
from judge_app.gui.note_panel import NotePanel
from judge_app.gui.pages import render, render_welcome
from judge_app.gui.qt import (
    QApplication,
    QCloseEvent,
    QEvent,
    QFrame,
    QGuiApplication,
    QHBoxLayout,
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
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)
from judge_app.gui.reader import Reader
from judge_app.gui.ruling_page import render_ruling
from judge_app.gui.ruling_progress import RulingEncodingRow
from judge_app.gui.search_model import SearchController, SearchView
from judge_app.gui.search_panel import SearchPanel
from judge_app.gui.side_panels import TargetList, TocTree
from judge_app.gui.theme import Theme
from judge_app.gui.toc import build_toc
from judge_app.gui.type_to_search import TypeToSearch
from judge_app.gui.urls import Target
from judge_app.gui.userdata import UserData
from judge_app.gui.window_memory import APP_TITLE, WindowMemory
from judge_app.gui.window_menus import WindowMenus
from judge_app.gui.window_reading import RulesReading
from judge_app.gui.window_state import open_settings
from judge_app.gui.window_views import CARDS, WindowViews
from rules_corpus.library import RulesLibrary, open_library
from rules_corpus.paths import data_dir
from rules_corpus.search.rulings import RulingRecord
from scenarios import POOL_FILENAME

if TYPE_CHECKING:
    from judge_app.card_mentions import KnownCard


class MainWindow(WindowViews, WindowMenus, RulesReading, WindowMemory, QMainWindow):
    """The rules desk. Call :meth:`start` to begin loading the library in the background.

    Start-up builds what the first search needs; the Sandbox and Cards views are built on
    first use (:mod:`~judge_app.gui.window_views`)."""

    ready = Signal()
    failed = Signal(str)
    view_built = Signal(int)  # the Sandbox (1) or Cards (2) view was built (first use)
    # the search's sentence encoder is loaded (None) or could not be (why): the search ranks
    # with the questions' meaning from now on, or stays lexical
    meaning_loaded = Signal(object)

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
        self._pool_path = (data_directory or data_dir()) / POOL_FILENAME
        self._loader = LibraryLoader(self, opener, cache)
        self._loader.signals.progress.connect(self._on_progress)
        self._loader.signals.loaded.connect(self._on_loaded)
        self._loader.signals.failed.connect(self._on_failed)
        self._rulings = RulingsReader(self)
        self._rulings.rulings_read.connect(self._on_rulings_read)
        self._known_cards = KnownCardsReader(self)
        self._known_cards.cards_read.connect(self._on_known_cards)
        self.preparer = ViewPreparer(self)  # the Sandbox's and Cards' code, when idle
        self._semantic = SemanticLoader(self)  # the search's sentence encoder, after loading
        self._semantic.signals.loaded.connect(self._on_semantic_loaded)
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
        self.search.card_requested.connect(self.open_named_card)
        self.search.box.textEdited.connect(self._show_results_tab)
        self.search.box.textEdited.connect(lambda _text: self.preparer.wait_for_idle())
        # the judge reads the results: the Sandbox's and Cards' code prepared meanwhile
        self.search.results_shown.connect(lambda _view: self.preparer.results_shown())
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
        # With a large system font the four tabs overflow the narrow pane: shortened
        # ("Bookm…") they all stay in view, instead of the last hiding behind scroll arrows.
        self.tabs.setUsesScrollButtons(False)
        self.tabs.setElideMode(Qt.TextElideMode.ElideRight)
        for i in range(self.tabs.count()):
            self.tabs.setTabToolTip(i, self.tabs.tabText(i))

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

        # The rulings' meanings being encoded (after an import): progress and Cancel (issue 34).
        self.ruling_encoding = RulingEncodingRow(self)
        self.ruling_encoding.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.statusBar().addPermanentWidget(self.ruling_encoding)

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
        # the reader's page answers an earlier question than the results list's
        self.earlier_page = EarlierPageNote(self)
        self.search.results_shown.connect(self.earlier_page.results_shown)
        right_layout.addWidget(self.earlier_page)
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
        self._make_view_places()  # the Sandbox and Cards views are built on first use
        self.setCentralWidget(self.pages)
        for widget in (self.reader.viewport(), self.search.results.viewport(), self.toc.viewport()):
            widget.installEventFilter(self)
        # the next question, typed right after clicking a hit, a link or a bookmark
        self.type_to_search = TypeToSearch(self.search.box, self)
        self.type_to_search.watch(
            self.search.results,
            self.reader,
            self.toc,
            self.bookmark_list.list,
            self.recent_list.list,
        )

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
        self.ruling_encoding.attach(library.index)
        self.progress.hide()
        self.search.set_controller(SearchController(library.corpus, library.index))
        self.toc.set_nodes(build_toc(library.corpus))
        self._refresh_lists()  # bookmarks name their edition once the documents are known
        self._feed_rulings()
        self._semantic.start(library)
        self._show_notices(library.notices)
        if self.current is None:
            self.reader.show_page(render_welcome(library.corpus, self.theme))
        self._update_actions()
        collection_pause.set_aside()  # the rules stay loaded: full collections skip them (issue 33)
        self.preparer.wait_for_idle()
        self.ready.emit()

    def _feed_rulings(self) -> None:
        """The imported cards' official rulings become search results (kind ``ruling``):
        read in the background at start-up, from the Cards view's pool after an import.
        The cards a question may name are read again at the same moments (issue 32)."""
        if self.library is not None:
            self._known_cards.start(self._pool_path, self.library.index.rules_vocabulary)
        if self.library is None or not self._pool_path.exists():
            return  # no pool yet: nothing to feed, and no empty database created
        cards = self.built_cards()
        if cards is None:
            self._rulings.start(self._pool_path)
            return
        pool = cards.pool()
        if pool is not None:
            from judge_app.rulings_feed import supply_rulings

            self._rulings.forget()  # these are newer than a reading still under way
            supply_rulings(self.library.index, pool.rulings())

    def _on_rulings_read(self, records: list[RulingRecord], notices: list[str]) -> None:
        if self.library is not None and records:
            self.library.index.set_rulings(records)
        if notices:
            self.statusBar().showMessage(notices[-1], 8000)

    def _on_known_cards(self, cards: list[KnownCard], notices: list[str]) -> None:
        """The cards a question may name are read: recognise them in questions from now on
        (the recogniser asks the index which words are the rules' — worked out in the
        background job — so it is built here, on the UI thread: ~20 ms, once per reading)."""
        controller = self.search.controller
        if self.library is None or controller is None:
            return
        from judge_app.card_mentions import CardRecogniser, QuestionCards
        from rules_corpus.search.index import MAX_NOT_FOUND
        from rules_corpus.search.unknown_cards import names_not_found

        index = self.library.index
        controller.question_cards = QuestionCards(
            CardRecogniser(cards, index.rules_word), index.card_terms
        )
        if notices:
            self.statusBar().showMessage(notices[-1], 8000)
        question = " ".join(self.search.box.text().split())
        shown = tuple(chip.name for chip in self.search.view.cards)
        found, records = controller.question_cards.read(question)
        named = tuple(r.card.name for r in found)
        # The names no known card has, as the search will note them (none shown yet).
        unknown = question and names_not_found(
            question,
            records,
            controller.question_cards.card_names(),
            index.rules_word,
            MAX_NOT_FOUND,
        )
        if question and (named != shown or unknown != self.search.view.unknown_cards):
            # The question on screen names cards, or names no known card has: search again.
            self.search.run_now()

    def open_named_card(self, name: str) -> None:
        """A card chip was clicked: the card in the Cards view."""
        self.set_mode(CARDS)
        self.cards.search(name)

    def _on_semantic_loaded(self, problem: str | None) -> None:
        if problem is not None:
            self.statusBar().showMessage(problem, 8000)
        elif self.search.box.text().strip():
            self.search.run_now()  # the results on screen, ranked with their meaning now
        self.meaning_loaded.emit(problem)

    def _on_failed(self, message: str) -> None:
        self.progress.hide()
        self.search.set_waiting("The rules could not be loaded")
        self.search.box.setEnabled(False)  # nothing typed could ever run
        self._show_notices([message])
        self.failed.emit(message)

    @property
    def is_ready(self) -> bool:
        return self.library is not None

    # -- modes (set_mode: window_views) ------------------------------------------------------

    def focus_search(self) -> None:
        self.set_mode(0)
        self.search.focus_box()

    def focus_note(self) -> None:
        if self.note.editor.isEnabled():
            self.note.editor.setFocus()

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
        self.earlier_page.set_theme(self.theme)
        for view in (self.built_sandbox(), self.built_cards()):
            if view is not None:
                view.set_theme(self.theme)
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

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ApplicationFontChange:
            self.follow_app_font()  # the desktop's text size: the reader's and the board's
        return super().event(event)

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
        sandbox = self.built_sandbox()
        if sandbox is not None and not sandbox.confirm_discard():
            event.ignore()
            return
        if not self.note.flush() and not self._confirm_unsaved_note():
            event.ignore()
            return
        self.save_state()
        self.user.close()
        if self.library is not None:
            self.library.stop_background()  # no encoder work left running as the app exits
        cards = self.built_cards()
        if cards is not None:
            cards.shutdown()
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
