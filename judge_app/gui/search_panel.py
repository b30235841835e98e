"""The search box, its filters, the message line and the results list.

Typing restarts a short timer (``delay_ms``, 120 ms by default); when it fires the query runs on
the UI thread through :class:`~judge_app.gui.search_model.SearchController` (searches take a few
milliseconds). A long question — a paste of a card's text or an e-mail, longer than
:data:`BACKGROUND_CHARS` — can take hundreds of milliseconds the first time: it is searched off the
UI thread, the window saying so, so the box never freezes; only its first
:data:`~rules_corpus.search.index.MAX_QUERY_CHARS` characters are searched, and the message line
says that too. One search runs at a time (the index is not shared between threads): what is
typed meanwhile runs as soon as the long one is back, and an emptied box clears at once.

Once the search's sentence encoder is loaded, a question not encoded yet is first ranked
lexically and encoded in the background (milliseconds, but more than a keystroke should wait);
the search then runs again with its meaning (issue 19). Until the library is loaded the box
already takes typing and says the rules are loading: nothing typed is lost, the query runs as
soon as the index is ready (a search never blocks on the index). The focus stays in the box
while the arrow keys move through the results; Enter opens the selected (or top) hit, Esc
clears.
"""

from __future__ import annotations

import contextlib
import html
import time

from judge_app.gui.card_chips import CardChips
from judge_app.gui.linked_text import anchor
from judge_app.gui.qt import (
    QComboBox,
    QGuiApplication,
    QHBoxLayout,
    QKeyEvent,
    QLabel,
    QLineEdit,
    QObject,
    QRunnable,
    Qt,
    QThreadPool,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
    Slot,
)
from judge_app.gui.results_view import ResultsList
from judge_app.gui.search_model import (
    KIND_LABELS,
    Filters,
    HitRow,
    SearchController,
    SearchView,
    searched_part,
)
from judge_app.gui.theme import LIGHT, Theme
from judge_app.gui.urls import Target, parse_url, rule_url, search_url
from judge_app.gui.whole_question import WholeQuestion
from rules_corpus.search.index import MAX_QUERY_CHARS

PLACEHOLDER = "Search rules, terms or numbers (Ctrl+K)"
# A question longer than this (after spaces are collapsed) is searched off the UI thread.
BACKGROUND_CHARS = 80
WAITING = "Loading the rules… type your question now"
QUEUED = "Your search will run as soon as the rules are loaded."


class _MeaningSignals(QObject):
    # the number of the search whose question was being encoded, and whether it now is
    encoded = Signal(int, bool)


class _SearchSignals(QObject):
    # the number of the search, and its view
    searched = Signal(int, object)


class _SearchJob(QRunnable):
    """Runs one (long) search off the UI thread."""

    def __init__(
        self,
        signals: _SearchSignals,
        number: int,
        controller: SearchController,
        text: str,
        filters: Filters,
        encode: bool,
    ) -> None:
        super().__init__()
        self._signals = signals
        self._number = number
        self._controller = controller
        self._text = text
        self._filters = filters
        self._encode = encode

    def run(self) -> None:
        try:
            view = self._controller.run(self._text, self._filters, encode=self._encode)
        except Exception as error:  # never raised by the controller, but never lost either
            query = " ".join(self._text.split())
            view = SearchView(query, message=f"This query could not be searched ({error}).")
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._signals.searched.emit(self._number, view)


def searching_message(query: str) -> str:
    """What the message line says while a long question is searched in the background."""
    if len(query) > MAX_QUERY_CHARS:
        searched = len(searched_part(query))
        return f"Searching the first {searched:,} of {len(query):,} characters of your question…"
    return "Searching your long question…"


class _EncodeQuestionJob(QRunnable):
    """Encodes one question off the UI thread (the search's sentence encoder)."""

    def __init__(
        self, signals: _MeaningSignals, number: int, controller: SearchController, text: str
    ) -> None:
        super().__init__()
        self._signals = signals
        self._number = number
        self._controller = controller
        self._text = text

    def run(self) -> None:
        try:
            self._controller.encode_question(self._text)
            done = True
        except Exception:  # the lexical results shown stay
            done = False
        # Said either way, so nothing waits for a meaning that will never come.
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._signals.encoded.emit(self._number, done)


class SearchBox(QLineEdit):
    """A line edit that hands navigation keys to the results list."""

    navigate = Signal(int)
    accepted = Signal()
    cleared = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        steps = {
            Qt.Key.Key_Down: 1,
            Qt.Key.Key_Up: -1,
            Qt.Key.Key_PageDown: 5,
            Qt.Key.Key_PageUp: -5,
        }
        if key in steps:
            self.navigate.emit(steps[key])
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.accepted.emit()
            return
        if key == Qt.Key.Key_Escape:
            if self.text():
                self.clear()
            self.cleared.emit()
            return
        super().keyPressEvent(event)


class SearchPanel(QWidget):
    """Search box, filters, message line; owns the results list. Emits :attr:`open_target`."""

    open_target = Signal(object)
    committed = Signal(str)
    results_shown = Signal(object)
    card_requested = Signal(str)  # a card chip was clicked: the card's name

    def __init__(self, parent: QWidget | None = None, delay_ms: int = 120) -> None:
        super().__init__(parent)
        self.controller: SearchController | None = None
        self.theme = LIGHT
        self.view = SearchView("")
        self.last_search_ms = 0.0
        # Encode questions in the background (False: wait for the encoder, as the tests do
        # to see one ranking per search).
        self.meaning_in_background = True
        self.meaning_pending = False  # a question being encoded, its search to run again
        self._searches = 0
        # Long questions are searched in the background (False: on the UI thread, at once).
        self.long_in_background = True
        self.searching = False  # a long question being searched in the background
        self._queued = False  # something to search once it is back
        self._open_when_done = False  # Enter was pressed while it was being searched
        # A thread of its own: a long search never waits behind a card import or the start-up
        # jobs on the shared pool.
        self._search_thread = QThreadPool(self)
        self._search_thread.setMaxThreadCount(1)
        self.box = SearchBox(self)
        self.box.setPlaceholderText(WAITING)
        self.box.setClearButtonEnabled(True)
        self.box.setAccessibleName("Search")
        self.box.setMaxLength(5000)
        # A long question's start scrolls out of the one-line box: repeated whole under it.
        self.whole_question = WholeQuestion(self.box, self)
        self.game = self._combo("All games", "Filter by game")
        self.doc = self._combo("All documents", "Filter by document")
        self.kind = self._combo("All kinds", "Filter by kind")
        for value, label in KIND_LABELS.items():
            self.kind.addItem(label, value)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setVisible(False)
        self.message.setContentsMargins(2, 2, 2, 2)
        self.message.linkActivated.connect(self._on_message_link)
        self.chips = CardChips(self)
        self.chips.card_clicked.connect(self.card_requested)
        self.opened: HitRow | None = None  # the hit last opened (what Copy cites with it)
        self.results = ResultsList(self)
        self.results.hit_activated.connect(self._open_hit)
        self.results.copy_requested.connect(self.copy_hit)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(delay_ms)
        self.timer.timeout.connect(self.run_now)
        self.box.textEdited.connect(self._on_edited)
        self.box.textChanged.connect(self._on_changed)
        self.box.navigate.connect(self.results.move_selection)
        self.box.accepted.connect(self.open_current)
        self.box.cleared.connect(self.run_now)
        for combo in (self.game, self.doc, self.kind):
            combo.currentIndexChanged.connect(self._on_filter)
        self.game.currentIndexChanged.connect(self._fill_documents)
        filters = QHBoxLayout()
        filters.setSpacing(4)
        for combo in (self.game, self.doc, self.kind):
            filters.addWidget(combo, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.box)
        layout.addWidget(self.whole_question)
        layout.addLayout(filters)
        layout.addWidget(self.chips)
        layout.addWidget(self.message)
        # The results list is placed by the window (in the "Results" tab).

    def _combo(self, everything: str, tip: str) -> QComboBox:
        combo = QComboBox(self)
        combo.addItem(everything, None)
        combo.setToolTip(tip)
        combo.setAccessibleName(tip)
        combo.setMinimumContentsLength(6)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setEnabled(False)
        return combo

    # -- set-up -----------------------------------------------------------------------------

    def set_controller(self, controller: SearchController) -> None:
        """The library is loaded: enable searching."""
        self.controller = controller
        self.game.blockSignals(True)
        for game in controller.games():
            self.game.addItem(game, game)
        self.game.blockSignals(False)
        self._fill_documents()
        for widget in (self.game, self.doc, self.kind):
            widget.setEnabled(True)
        self.box.setPlaceholderText(PLACEHOLDER)
        if self.box.text().strip():
            self.run_now()  # what was typed while the rules were loading
        else:
            self.message.setVisible(False)

    def set_waiting(self, text: str) -> None:
        self.box.setPlaceholderText(text)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.results.set_theme(theme)
        self.chips.set_theme(theme)
        self.whole_question.set_theme(theme)
        self._show_message(self.view)

    def set_delay(self, milliseconds: int) -> None:
        self.timer.setInterval(milliseconds)

    def _fill_documents(self) -> None:
        if self.controller is None:
            return
        game = self.game.currentData()
        current = self.doc.currentData()
        self.doc.blockSignals(True)
        self.doc.clear()
        self.doc.addItem("All documents", None)
        for document in self.controller.corpus.documents:
            if game is None or document.meta.game == game:
                self.doc.addItem(document.meta.citation_prefix, document.slug)
        position = self.doc.findData(current)
        self.doc.setCurrentIndex(max(0, position))
        self.doc.blockSignals(False)

    # -- searching --------------------------------------------------------------------------

    def filters(self) -> Filters:
        return Filters(self.game.currentData(), self.doc.currentData(), self.kind.currentData())

    def set_document(self, slug: str | None) -> bool:
        """Filter the search to document ``slug`` (None: all documents); False, and the
        filter left as it was, if there is no such document."""
        position = self.doc.findData(slug)
        if position < 0:
            return False
        self.doc.setCurrentIndex(position)
        return True

    def set_query(self, text: str, run: bool = True) -> None:
        """Put ``text`` in the box (as if typed) and optionally search at once. The box shows
        the question's start (a long one's end is read under it, :class:`WholeQuestion`)."""
        self.box.setText(text)
        self.box.setCursorPosition(0)
        if run:
            self.run_now()

    def _on_edited(self, _text: str) -> None:
        self._open_when_done = False  # the judge typed on: Enter was for another question
        self.timer.start()

    def _on_changed(self, text: str) -> None:
        if not text.strip():
            self.timer.stop()
            self.run_now()

    def _on_filter(self) -> None:
        if self.box.text().strip():
            self.run_now()

    def run_now(self) -> None:
        """Run the query in the box now (the debounce timer calls this)."""
        self.timer.stop()
        if self.controller is None:
            # Still loading: keep the text; set_controller runs it when the index is ready.
            if self.box.text().strip():
                self.message.setText(html.escape(QUEUED))
                self.message.setVisible(True)
            return
        query = " ".join(self.box.text().split())
        if not query:  # cleared: at once, whatever is being searched (its answer is dropped)
            self._searches += 1
            self._queued = self._open_when_done = False
            self.meaning_pending = False
            self.show_view(SearchView(""))
            return
        if self.searching:  # one search at a time: this one runs when the long one is back
            self._queued = True
            return
        started = time.perf_counter()
        self._searches += 1
        encode = not self.meaning_in_background
        if self.long_in_background and len(query) > BACKGROUND_CHARS:
            self.searching = True
            self.meaning_pending = False
            self.message.setText(
                f'<span style="color:{self.theme.muted}">'
                f"{html.escape(searching_message(query))}</span>"
            )
            self.message.setVisible(True)
            # Signals of the job's own, no parent, kept by the job: a window closed during
            # the search drops the connection; the job never emits from a deleted object.
            searched = _SearchSignals()
            searched.searched.connect(self._on_searched)
            job = _SearchJob(
                searched, self._searches, self.controller, query, self.filters(), encode
            )
            self._search_thread.start(job)
            return
        view = self.controller.run(query, self.filters(), encode=encode)
        self.last_search_ms = (time.perf_counter() - started) * 1000
        self._show_result(view)

    def _show_result(self, view: SearchView) -> None:
        self.show_view(view)
        self.meaning_pending = view.awaiting_meaning is not None
        if view.awaiting_meaning is not None and self.controller is not None:
            meaning = _MeaningSignals()  # the job's own (see the long search's)
            meaning.encoded.connect(self._on_encoded)
            job = _EncodeQuestionJob(
                meaning, self._searches, self.controller, view.awaiting_meaning
            )
            QThreadPool.globalInstance().start(job)

    @Slot(int, object)
    def _on_searched(self, number: int, view: SearchView) -> None:
        """A long question's results are back: show them, unless the box changed since (then
        search what it holds now)."""
        self.searching = False
        if self._queued:
            self._queued = False
            self.run_now()
            return
        if number != self._searches:
            return
        self._show_result(view)
        if self._open_when_done:
            self._open_when_done = False
            self.open_current()

    @Slot(int, bool)
    def _on_encoded(self, number: int, done: bool) -> None:
        """The question of search ``number`` is encoded: run it again, unless a newer search
        has run since (it encodes its own question). If it could not be encoded, the word-only
        results shown stay."""
        if number != self._searches:
            return
        if done:
            self.run_now()
        else:
            self.meaning_pending = False

    def show_view(self, view: SearchView) -> None:
        same_question = view.query == self.view.query
        self.view = view
        self.results.show_rows(view.rows, keep_pick=same_question)
        self.chips.show_chips(view.cards, unknown=view.unknown_cards)
        self._show_message(view)
        self.results_shown.emit(view)

    def _show_message(self, view: SearchView) -> None:
        parts: list[str] = []
        if view.message:
            parts.append(html.escape(view.message))
        link_style = f"color:{self.theme.link}"
        if view.suggestion and not view.rows:
            link = anchor(search_url(view.suggestion), html.escape(view.suggestion), link_style)
            parts.append(f"Did you mean <b>{link}</b>?")
        elif view.suggestion:
            link = anchor(search_url(view.suggestion), html.escape(view.suggestion), link_style)
            parts.append(f'<span style="color:{self.theme.muted}">Did you mean {link}?</span>')
        if view.nearest:
            links = [
                anchor(rule_url(t.doc, t.id), html.escape(t.id), link_style) for t in view.nearest
            ]
            parts.append("Nearest: " + ", ".join(links))
        parts += [
            f'<span style="color:{self.theme.muted}">{html.escape(n)}</span>' for n in view.notices
        ]
        self.message.setText("<br/>".join(parts))
        self.message.setVisible(bool(parts))

    def _on_message_link(self, url: str) -> None:
        parsed = parse_url(url)
        if parsed is None:
            return
        if parsed.query is not None:
            self.set_query(parsed.query)
        elif parsed.target is not None:
            self.open_target.emit(parsed.target)

    # -- opening ----------------------------------------------------------------------------

    def open_current(self) -> None:
        """Enter: open the selected hit, else the top hit (running a pending search first)."""
        if self.timer.isActive() or self.view.query != " ".join(self.box.text().split()):
            self.run_now()
        if self.searching:  # a long question: opened when its results are back
            self._open_when_done = True
            return
        if self.meaning_pending and self.controller is not None and self.view.awaiting_meaning:
            # Enter opens what the ranking with the question's meaning puts first, not the
            # word-only list shown while it was being encoded (milliseconds, once, on Enter).
            with contextlib.suppress(Exception):
                self.controller.encode_question(self.view.awaiting_meaning)
            self.run_now()
        hit = self.results.current_hit() or self.view.top
        if hit is not None:
            self._open_hit(hit)
        elif self.view.nearest and len(self.view.nearest) == 1:
            self.open_target.emit(self.view.nearest[0])
        # The question is answered: the next one typed replaces it (at the table a judge
        # types question after question; End or an arrow key keeps it to refine it).
        self.box.selectAll()

    def copy_hit(self, hit: HitRow) -> str | None:
        """Copy ``hit``'s citation (Ctrl+C in the results): a Remark or Example with its rule
        (issue 32); a ruling, its card, question and answer. What was copied, if anything."""
        if self.controller is None:
            return None
        text = self.controller.citation(hit)
        if text is not None:
            QGuiApplication.clipboard().setText(text)
        return text

    def _open_hit(self, hit: HitRow) -> None:
        self.opened = hit
        self.committed.emit(self.view.query)
        self.open_target.emit(Target(hit.target.doc, hit.target.id))

    # -- focus ------------------------------------------------------------------------------

    def focus_box(self) -> None:
        self.box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.box.selectAll()
