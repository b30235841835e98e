"""The Cards view, beside Rules and Sandbox: search the hand-written library and the imported
card pool, read a card's sheet (text with icons as words, what the engine reads, official
rulings, history), put it on the sandbox board, fill a Deck from a decklist, and import card
data in the background (progress and Cancel; the window never freezes)."""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Callable
from pathlib import Path

from judge_app.gui.cards.detail import sheet_html
from judge_app.gui.cards.import_rows import ImportQueueView
from judge_app.gui.cards.importer import CardImporter
from judge_app.gui.cards.placing import fill_deck, place_card, pool_library_card
from judge_app.gui.list_keys import ListKeys
from judge_app.gui.qt import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPoint,
    QPushButton,
    QSplitter,
    Qt,
    QTextBrowser,
    QTimer,
    QToolButton,
    QUrl,
    QVBoxLayout,
    QWidget,
    Signal,
)
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.gui.theme import LIGHT, Theme
from rules_corpus.corpus import Corpus
from scenarios.cards.library import LibraryCard
from scenarios.errors import LoadError
from scenarios.pool import CardPool, ImportReport, PoolCard
from scenarios.pool.decklist import read_decklist
from scenarios.pool.describe import CardSheet, describe, import_summary, result_label
from scenarios.pool.icons import icons_as_words
from scenarios.pool.printing import LANGUAGE_NAMES
from scenarios.pool.reading import POOL_PREFIX

EMPTY_POOL = (
    "<h2>Cards</h2><p>Search the cards of the rules' examples here. To search real cards, "
    "import the official card data: <b>File › Import card data…</b> reads set files (a JSON "
    "list of cards), single card files, card history files, or a folder of them, in English, "
    "French, German, Spanish or Italian.</p>"
)
LIBRARY_PREFIX = "library:"
BROWSE_LIMIT = 200
"""How many imported cards the view lists, by name, before a search."""
LIBRARY_MATCH = 85.0
"""How well (rapidfuzz score) a card of the rules' examples must match to be listed."""


class CardsPage(QWidget):
    """Search, card sheet, "Put on the board", decklists, background import."""

    rule_requested = Signal(str)
    show_sandbox = Signal()
    message = Signal(str)

    def __init__(self, sandbox: SandboxPage, db_path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sandbox = sandbox
        self.db_path = db_path
        self.theme: Theme = LIGHT
        self._pool: CardPool | None = None
        self.pool_error = ""
        self.rules_corpus: Callable[[], Corpus | None] = lambda: None
        """The rules the window loaded (rulings are marked against them; None until then)."""
        self.importer = CardImporter(db_path, self)
        self.importer.signals.finished.connect(self._on_finished)
        self.importer.signals.failed.connect(self._on_failed)
        self.importer.signals.cancelled.connect(self._on_cancelled)
        self.importer.signals.reread.connect(self._on_reread)
        self.last_dir = Path.home()
        self._build()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.refresh)
        self.box.textChanged.connect(lambda _t: self._timer.start())
        # after the window has connected to `message` (a notice about the database reaches it)
        QTimer.singleShot(0, self.refresh)

    # -- construction -----------------------------------------------------------------------
    def _build(self) -> None:
        self.box = QLineEdit(self)
        self.box.setPlaceholderText(
            "Card name in any language, text, type, faction — e.g. Brassbug, Réserve, "
            "faction:axiom cost<=2"
        )
        self.box.setClearButtonEnabled(True)
        self.box.setAccessibleName("Card search")
        self.import_button = QPushButton("Import card data…", self)
        self.import_button.clicked.connect(self.import_dialog)
        top = QHBoxLayout()
        top.addWidget(self.box, 1)
        top.addWidget(self.import_button)

        self.progress_row = ImportQueueView(self.importer, self)
        """One row per running or queued import, each with its progress and Cancel."""

        self.results = QListWidget(self)
        self.results.setAccessibleName("Cards found")
        # each print's label wraps in the list's width: the prints of one card differ only at
        # the end (cost, statistics, set and rarity), which a wide font pushed out of view
        self.results.setWordWrap(True)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setResizeMode(QListView.ResizeMode.Adjust)
        self.results.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list_keys = ListKeys(self.box, self.results)  # ↑ ↓ from the search field
        self.results.currentRowChanged.connect(self._show_current)
        self.count_label = QLabel(self)
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.results, 1)
        left_layout.addWidget(self.count_label)

        self.detail = QTextBrowser(self)
        self.detail.setOpenLinks(False)
        self.detail.anchorClicked.connect(self._on_link)
        self.detail.setAccessibleName("Card")
        self.board_button = QToolButton(self)
        self.board_button.setText("Put on the board")
        self.board_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.board_menu = QMenu(self.board_button)
        self.board_menu.aboutToShow.connect(self._fill_board_menu)
        self.board_button.setMenu(self.board_menu)
        self.board_button.setToolTip("Or press Enter in the search, or double-click a card")
        # Enter in the search or on a card, or a double-click: the zones to put it in, at
        # the button — the card found goes on the board from the keyboard (a hurried judge
        # pressed Enter after the name and nothing happened)
        self.box.returnPressed.connect(self.offer_board_menu)
        self.results.itemActivated.connect(lambda _item: self.offer_board_menu())
        self.deck_button = QPushButton("Fill a Deck from a decklist…", self)
        self.deck_button.clicked.connect(self.decklist_dialog)
        actions = QHBoxLayout()
        actions.addWidget(self.board_button)
        actions.addWidget(self.deck_button)
        self.check_button = QPushButton("Check a decklist…", self)
        self.check_button.setToolTip(
            "Is a registered list legal for the event, on its date? (CR 5.0 1.1.4, 1.1.5, "
            "suspensions and bans)"
        )
        self.check_button.clicked.connect(self.deck_check_dialog)
        actions.addWidget(self.check_button)
        actions.addStretch(1)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.detail, 1)
        right_layout.addLayout(actions)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([470, 730])
        split.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(top)
        layout.addWidget(self.progress_row)
        layout.addWidget(split, 1)

    # -- the pool ---------------------------------------------------------------------------
    def pool(self) -> CardPool | None:
        """The pool (opened on first use, on the UI thread); ``None`` if it cannot be opened
        (:attr:`pool_error` says why)."""
        if self._pool is None and not self.pool_error:
            try:
                self._pool = CardPool(self.db_path)
            except Exception as exc:  # an unreadable folder must not break the window
                self.pool_error = f"The card database {self.db_path} cannot be opened: {exc}"
            else:
                for notice in self._pool.notices:
                    self.message.emit(notice)
                if self._pool.needs_rereading():
                    self.start_reread()
        return self._pool

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._show_current(self.results.currentRow())

    # -- searching --------------------------------------------------------------------------
    def search(self, text: str) -> None:
        """Search now (tests and the window call this; typing searches after a pause)."""
        self.box.setText(text)
        self._timer.stop()
        self.refresh()

    def refresh(self) -> None:
        text = self.box.text().strip()
        self.results.blockSignals(True)
        self.results.clear()
        pool = self.pool()
        imported = []
        if pool is not None:
            imported = pool.search(text, limit=50) if text else pool.browse(BROWSE_LIMIT)
        library = self.sandbox.library
        lib_hits = (
            [c for c, score in library.search(text, limit=10) if score >= LIBRARY_MATCH]
            if text
            else []
        )
        for card in imported:
            item = QListWidgetItem(_label_as_searched(card, text))
            item.setData(Qt.ItemDataRole.UserRole, POOL_PREFIX + card.key)
            item.setToolTip(icons_as_words(card.main_text))
            self.results.addItem(item)
        for lib in lib_hits:
            item = QListWidgetItem(f"{lib.name} — {lib.model.type} (rules' examples)")
            item.setData(Qt.ItemDataRole.UserRole, LIBRARY_PREFIX + lib.id)
            self.results.addItem(item)
        self.results.blockSignals(False)
        n = self.results.count()
        if pool is not None and pool.is_empty():
            self.count_label.setText("No card data imported yet.")
        elif text:
            self.count_label.setText(f"{n} card{'s' if n != 1 else ''} found")
        else:
            total = pool.counts()["definitions"] if pool is not None else 0
            shown = f" (the first {n} by name)" if n < total else ""
            self.count_label.setText(f"{total} imported cards{shown}; type to search")
        if n:
            self.results.setCurrentRow(0)
        else:
            self._show_empty(text)
        self.board_button.setEnabled(n > 0)

    def _show_empty(self, text: str) -> None:
        if self.pool_error:
            self.detail.setHtml(f"<p>{html.escape(self.pool_error)}</p>")
        elif text:
            self.detail.setHtml(
                f"<p>No card matches “{html.escape(text)}”.</p>"
                + (EMPTY_POOL if self._pool is None or self._pool.is_empty() else "")
            )
        else:
            self.detail.setHtml(EMPTY_POOL)

    def current_ref(self) -> str | None:
        item = self.results.currentItem()
        return None if item is None else str(item.data(Qt.ItemDataRole.UserRole))

    def _show_current(self, _row: int) -> None:
        ref = self.current_ref()
        pool = self.pool()
        if ref is None:
            return
        if ref.startswith(POOL_PREFIX) and pool is not None:
            card = pool.card(ref.removeprefix(POOL_PREFIX))
            if card is not None:
                sheet = describe(pool, card)
                self.detail.setHtml(sheet_html(sheet, self.theme, self._ruling_marks(sheet)))
            return
        lib = self.sandbox.library.cards.get(ref.removeprefix(LIBRARY_PREFIX))
        if lib is not None:
            self.detail.setHtml(_library_html(lib))

    def _ruling_marks(self, sheet: CardSheet) -> dict[str, str]:
        """ "Given under an earlier version of the rules: …" per ruling question (issue 35)."""
        corpus = self.rules_corpus()
        if corpus is None:
            return {}
        from judge_app.ruling_currency import currency_of
        from scenarios.pool.cards import rule_ids

        found = [(r.date, r.question, r.answer) for r in sheet.rulings]
        found += [(e.date, e.question, e.answer) for _, e in sheet.history if e.kind == "RULING"]
        return {
            question: currency_of(
                corpus, date, question, answer, rule_ids(f"{question} {answer}")
            ).summary()
            for date, question, answer in found
            if question
        }

    def _on_link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("rule:"):
            self.rule_requested.emit(text.removeprefix("rule:"))

    # -- the board --------------------------------------------------------------------------
    def chosen_card(self) -> LibraryCard | None:
        """The card shown, as the sandbox places it."""
        ref = self.current_ref()
        pool = self.pool()
        if ref is None:
            return None
        if ref.startswith(POOL_PREFIX):
            card = pool.card(ref.removeprefix(POOL_PREFIX)) if pool is not None else None
            return pool_library_card(pool, card) if pool and card else None
        return self.sandbox.library.cards.get(ref.removeprefix(LIBRARY_PREFIX))

    def _fill_board_menu(self) -> None:
        self.board_menu.clear()
        for key, title in self.sandbox.zones():
            act = self.board_menu.addAction(title)
            act.triggered.connect(lambda _c=False, k=key: self.put_on_board(k))

    def offer_board_menu(self) -> bool:
        """The board's zones to put the card shown in, opened at the "Put on the board"
        button (↓ to a zone, Enter): what Enter in the search or on a card, and a
        double-click, do. A name typed just now is searched first. ``False`` when no card
        is found."""
        if self._timer.isActive():  # Enter before the search ran: run it now
            self._timer.stop()
            self.refresh()
        if self.results.currentItem() is None or not self.board_button.isEnabled():
            return False
        button = self.board_button
        self.board_menu.popup(button.mapToGlobal(QPoint(0, button.height())))
        return True

    def put_on_board(self, zone: str) -> bool:
        """Put the card shown in ``zone`` of the sandbox and show the board."""
        card = self.chosen_card()
        if card is None:
            return False
        ok = place_card(self.sandbox, card, zone)
        if ok:
            self.show_sandbox.emit()
        return ok

    def decklist_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Fill a Deck from a decklist", str(self.last_dir), "Decklists (*.txt);;All (*)"
        )
        if not path:
            return
        players = list(self.sandbox.session.state.players)
        player, ok = QInputDialog.getItem(self, "Whose Deck?", "Player", players, 0, False)
        if ok:
            self.fill_deck(Path(path), str(player))

    def deck_check_dialog(self) -> object | None:
        """Open the deck check window (issue 35); None when the pool cannot be opened."""
        pool = self.pool()
        if pool is None:
            self.message.emit(self.pool_error)
            return None
        from judge_app.gui.cards.deck_check import DeckCheckDialog

        dialog = DeckCheckDialog(pool, self)
        dialog.rule_requested.connect(self.rule_requested)
        dialog.show()
        return dialog

    def fill_deck(self, path: Path, player: str) -> bool:
        """Read the decklist at ``path`` and fill ``player``'s Deck with it."""
        self.last_dir = path.parent
        pool = self.pool()
        if pool is None:
            self.message.emit(self.pool_error)
            return False
        try:
            deck = read_decklist(path, pool)
        except LoadError as exc:
            self.detail.setHtml(_errors_html("The decklist cannot be read", exc.messages))
            return False
        ok = fill_deck(self.sandbox, pool, deck, player)
        if ok:
            self.show_sandbox.emit()
        return ok

    # -- importing --------------------------------------------------------------------------
    def import_dialog(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, "Import card data", str(self.last_dir), "Card data (*.json);;All (*)"
        )
        if paths:
            self.start_import([Path(p) for p in paths])

    def import_folder_dialog(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Import a folder of card data")
        if folder:
            self.start_import([Path(folder)])

    def start_import(self, paths: list[Path]) -> bool:
        """Import ``paths`` in the background — at once, or queued after the imports already
        asked for (shown as queued, with its own Cancel); false only for no paths."""
        if not paths:
            return False
        job = self.importer.start(paths)
        self.last_dir = paths[0].parent
        if not job.running:
            self.message.emit(f"{job.title} queued: it starts when the import before it ends.")
        return True

    def start_reread(self) -> bool:
        """Read the stored cards again in the background (the printed text reader is newer
        than the one that read them); false if that is already running or queued."""
        if self.importer.rereading_asked():
            return False
        self.importer.start(None)
        return True

    def _on_reread(self, count: int) -> None:
        self.close_pool()
        self.message.emit(f"{count} imported cards read again by the present reader.")
        self.refresh()

    def cancel_import(self) -> None:
        """Cancel every import, the running one and the queued ones (each row also has its
        own Cancel)."""
        self.importer.cancel()

    def _on_finished(self, report: ImportReport) -> None:
        if self._pool is not None:
            self._pool.close()
        self._pool = None  # reopened: the fuzzy name list is rebuilt from the new data
        self.pool_error = ""
        summary = import_summary(report)
        self.message.emit(summary.splitlines()[0])
        self.refresh()
        if not self.box.text().strip():
            head, *details = summary.splitlines()  # the indented lines detail the first
            items = "".join(f"<li>{html.escape(line.strip())}</li>" for line in details)
            self.detail.setHtml(
                f"<h2>Card data imported</h2><p>{html.escape(head)}</p>"
                + (f"<ul>{items}</ul>" if items else "")
            )

    def _on_failed(self, messages: list[str]) -> None:
        self.detail.setHtml(_errors_html("Nothing was imported", messages))
        self.message.emit("The card data could not be imported; nothing was changed.")

    def _on_cancelled(self) -> None:
        self.message.emit("Import cancelled; nothing was changed.")

    def shutdown(self) -> None:
        """The window closes: cancel a running import (nothing of it is kept), wait for its
        thread to stop, close the database."""
        if self.importer.running:
            self.importer.cancel()
            self.importer.wait(10_000)
        self.close_pool()

    def close_pool(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool = None


def _label_as_searched(card: PoolCard, query: str) -> str:
    """The card's line in the list; when the judge typed its name in another language
    ("Scarabott"), that name beside the English one — "Brassbug (French: Scarabot) — …" —
    so the list says why the card is there."""
    label = result_label(card)
    other = matched_name(card, query)
    return label.replace(card.name, f"{card.name} ({other})", 1) if other else label


def matched_name(card: PoolCard, query: str) -> str | None:
    """``"French: Scarabot"`` when ``query`` matches the card's name in another language
    clearly better than its English name; None otherwise (a filter, a word of its text)."""
    from rapidfuzz import fuzz, utils

    words = " ".join(w for w in query.split() if ":" not in w and "<" not in w and ">" not in w)
    if len(words) < 3:
        return None

    def plain(text: str) -> str:  # "Élémentaire" as typed without accents
        letters = unicodedata.normalize("NFKD", text)
        return utils.default_process("".join(c for c in letters if not unicodedata.combining(c)))

    scores = {
        language: fuzz.WRatio(plain(words), plain(name))
        for language, name in card.names.items()
        if name
    }
    if not scores:
        return None
    best = max(scores, key=lambda language: scores[language])
    name = card.names[best]
    english = scores.get(card.language, 0.0)
    if name == card.name or scores[best] < 80 or scores[best] < english + 10:
        return None
    return f"{LANGUAGE_NAMES.get(best, best)}: {name}"


def _errors_html(title: str, messages: list[str]) -> str:
    items = "".join(f"<li><code>{html.escape(m)}</code></li>" for m in messages[:50])
    more = f"<p>… and {len(messages) - 50} more.</p>" if len(messages) > 50 else ""
    return f"<h2>{html.escape(title)}</h2><ul>{items}</ul>{more}"


def _library_html(card: LibraryCard) -> str:
    m = card.model
    e = html.escape
    kind = f"{m.zone_type.value} {m.type.value}" if m.zone_type else m.type.value
    parts = [f"<h2>{e(m.name)}</h2><p><b>{e(kind)}</b> — the rules' examples (hand-written)</p>"]
    if m.text:
        parts.append(f"<p>{e(icons_as_words(m.text))}</p>")
    if card.gaps:
        parts.append("<h3>What the engine reads</h3><ul>")
        parts.extend(
            f"<li>{e(g.where)}: not executed — resolve by hand ({e(g.reason)})</li>"
            for g in card.gaps
        )
        parts.append("</ul>")
    return "".join(parts)
