"""The window's three views — Rules, Sandbox, Cards — with the Sandbox and Cards views built
on first use (a mixin of :class:`~judge_app.gui.main_window.MainWindow`).

Start-up builds only what the first search needs (issue 19: cold start to first search
≤ 1.5 s). The Sandbox view imports the rules engine and reads the card library; the Cards
view imports the card pool and the printed-text compiler: together more than half a second
before the window could answer. So the views' places in the stack start empty, and
:attr:`~WindowViews.sandbox` and :attr:`~WindowViews.cards` build a view the first time
anything asks for it — switching to it, a File menu command, "Put on the board", a rule link,
``--scenario``, the view remembered from last time, Help's keyboard table. Code that must not
build a view (the theme, closing, remembering the window) asks
:meth:`~WindowViews.built_sandbox` / :meth:`~WindowViews.built_cards` instead.

Building takes a moment, once: a wait cursor and a status line show it. Most of that moment
is the views' code and the card library, which :class:`~judge_app.gui.loader.ViewPreparer`
loads in the background while the judge is not typing; the widgets themselves are always
made here, on the UI thread.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager, nullcontext
from typing import TYPE_CHECKING, Any

from judge_app.gui.collection_pause import collection_paused
from judge_app.gui.loader import CARD_CODE_IMPORT
from judge_app.gui.qt import QApplication, Qt, QTimer, QWidget
from rules_corpus.search.encoder_yield import WINDOW

if TYPE_CHECKING:
    from judge_app.gui.cards.page import CardsPage
    from judge_app.gui.main_window import MainWindow
    from judge_app.gui.sandbox.page import SandboxPage

RULES, SANDBOX, CARDS = 0, 1, 2
"""The views' places in the window's stack (and the modes the window remembers)."""


class WindowViews:
    """The Rules, Sandbox and Cards views of the main window; the last two built on demand."""

    if TYPE_CHECKING:  # the window's members, for the type checker only

        def __getattr__(self, name: str) -> Any: ...

    _sandbox: SandboxPage | None
    _cards: CardsPage | None

    def _window(self) -> MainWindow:
        return self  # type: ignore[return-value]

    def _make_view_places(self) -> None:
        """Empty places for the Sandbox and Cards views, after the Rules view."""
        self._sandbox = None
        self._cards = None
        self._busy_depth = 0  # views being built now (_busy)
        for _mode in (SANDBOX, CARDS):
            self.pages.addWidget(QWidget(self.pages))

    # -- the views --------------------------------------------------------------------------

    @property
    def sandbox(self) -> SandboxPage:
        """The Sandbox view, built the first time it is asked for."""
        if self._sandbox is None:
            return self._build_sandbox()
        return self._sandbox

    @property
    def cards(self) -> CardsPage:
        """The Cards view, built the first time it is asked for (with the Sandbox view: it
        puts cards on that board)."""
        if self._cards is None:
            return self._build_cards()
        return self._cards

    def built_sandbox(self) -> SandboxPage | None:
        """The Sandbox view if it was built; never builds it."""
        return self._sandbox

    def built_cards(self) -> CardsPage | None:
        """The Cards view if it was built; never builds it."""
        return self._cards

    def set_mode(self, index: int) -> None:
        """0 = Rules, 1 = Sandbox, 2 = Cards (building the view on first use)."""
        if index == SANDBOX:
            self.pages.setCurrentWidget(self.sandbox)
        elif index == CARDS:
            self.pages.setCurrentWidget(self.cards)
        else:
            self.pages.setCurrentWidget(self.splitter)
        (self.rules_mode, self.sandbox_mode, self.cards_mode)[index].setChecked(True)
        if index == CARDS:
            self.cards.box.setFocus()
        self._update_title()
        self._update_actions()  # the Rules view's keys only while it is in front

    # -- building ---------------------------------------------------------------------------

    @contextmanager
    def _busy(self, what: str) -> Iterator[None]:
        """A wait cursor and a status line while a view is built (about a second, once)."""
        bar = self.statusBar()
        bar.showMessage(what)
        bar.repaint()
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        # the rulings' encoders (this window's and the background process's) and the search's
        # encoder loading wait as for a search (issue 33: they competed for the cores) — till
        # the view is painted: released on the event loop's next turn, after the paint the
        # view's showing posted (the encoder's loading took the cores back for it)
        library = self.library
        self._busy_depth += 1
        held = ExitStack()
        held.enter_context(library.index.searching() if library is not None else WINDOW.busy())
        try:
            # the collector paused while the engine's and cards' code is made
            with CARD_CODE_IMPORT, collection_paused():
                yield
        finally:
            self._busy_depth -= 1
            QTimer.singleShot(0, held.close)
            # the views' code in the background waits till the judge is idle again: right
            # now it would compete with the new view's first paint and first steps
            preparer = getattr(self, "preparer", None)  # None while the window is made
            if preparer is not None:
                preparer.wait_for_idle()
            QApplication.restoreOverrideCursor()
            if bar.currentMessage() == what:
                bar.clearMessage()

    def zoom_text(self, steps: int) -> None:
        """View › Larger/Smaller text (Ctrl+= / Ctrl+- / Ctrl+0): the rules text, the lists
        beside it (results, contents, bookmarks, recent searches) and the Sandbox's board, by
        the same steps."""
        self.reader.zoom_by(steps)
        self.follow_text_size()

    def follow_text_size(self) -> None:
        """Size the lists' and the board's text as the judge's: the system font and the zoom
        steps."""
        from judge_app.gui.text_size import apply_font, zoomed_font

        steps = self.reader.zoom_steps
        lists = zoomed_font(QApplication.font(), steps)
        for n in range(self.tabs.count()):  # the pages, not the tab bar's titles
            apply_font(self.tabs.widget(n), lists)
        self._size_built_views()

    def _size_built_views(self) -> None:
        """Size the Sandbox's and the Cards view's text as the judge's (those built). A view
        built later is sized here alone: the Rules view's lists have their size already, and
        setting it on them again laid the search's results out anew (the font the same, but
        set: 25 ms of the first switch to the Sandbox, issue 33)."""
        from judge_app.gui.text_size import apply_font, board_text_scale, zoomed_font

        steps = self.reader.zoom_steps
        page = self.built_sandbox()
        if page is not None:
            font = zoomed_font(QApplication.font(), steps)
            page.set_text_scale(board_text_scale(QApplication.font(), steps), font)
        cards = self.built_cards()
        if cards is not None:
            apply_font(cards, zoomed_font(QApplication.font(), steps))

    def follow_app_font(self) -> None:
        """The system's font size changed (the desktop's setting): follow it everywhere."""
        self.reader.follow_app_font(QApplication.font().pointSizeF())
        self.follow_text_size()

    def _place_view(self, mode: int, view: QWidget) -> None:
        """Put ``view`` in its place in the stack, instead of the empty one."""
        current = self.pages.currentIndex()
        empty = self.pages.widget(mode)
        self.pages.removeWidget(empty)
        empty.deleteLater()
        self.pages.insertWidget(mode, view)
        self.pages.setCurrentIndex(current)

    def _build_sandbox(self) -> SandboxPage:
        with self._busy("Opening the Sandbox…"):
            from judge_app.gui.sandbox.page import SandboxPage

            page = SandboxPage(self._window())
        self._sandbox = page
        page.rule_requested.connect(self.open_cited_rule)
        page.rule_text = self.rule_text
        page.changed.connect(self._update_title)
        page.board_file.connect(self._remember_board)
        page.card_pool = lambda: self.cards.pool()  # the Cards view owns the pool
        page.making_session = self._making_session
        page.set_theme(self.theme)
        # sized in its place: taking its place in the window polished it under the
        # application's style sheet, which gave its panels the window's font again (9 pt
        # after a zoom, issue 33)
        self._place_view(SANDBOX, page)
        self._size_built_views()
        self._restore_sandbox_state(page)
        self._show_sandbox_file_actions(page)
        self.view_built.emit(SANDBOX)
        return page

    def _making_session(self) -> AbstractContextManager[None]:
        """How the Sandbox makes its empty table's session on the first action (the engine's
        and the card library's first use, :attr:`SandboxPage.session`): as a view is built —
        the background work that imports the same code or loads the search's encoder waits
        (two threads importing the engine at once can deadlock, and shared the cores), the
        collector pauses. Inside a view's build (already so), nothing more."""
        if self._busy_depth:
            return nullcontext()
        return self._busy("Setting up the table…")

    def _build_cards(self) -> CardsPage:
        sandbox = self.sandbox
        with self._busy("Opening the Cards view…"):
            from judge_app.gui.cards.page import CardsPage

            page = CardsPage(sandbox, self._pool_path, self._window())
        self._cards = page
        page.rule_requested.connect(self.open_cited_rule)
        # the rules loaded: a card's rulings are checked against them (issue 35)
        page.rules_corpus = lambda: self.library.corpus if self.library is not None else None
        page.show_sandbox.connect(lambda: self.set_mode(SANDBOX))
        page.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        page.importer.signals.finished.connect(lambda _report: self._feed_rulings())
        page.set_theme(self.theme)
        self._place_view(CARDS, page)
        self._size_built_views()
        self.view_built.emit(CARDS)
        return page
