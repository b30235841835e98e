"""Cards view › Check a decklist… (issue 35): is a registered list legal for the event, on
the event's date? The judge drops a file on the list box or pastes the list, chooses the
format (and the limited pool) and the date, and reads the verdict, the counts to compare
with the physical deck and each problem with its rule (a link to the rule). The result is
saved as a PDF to print (``Save as PDF…``).

The check itself is :mod:`scenarios.tournament` (pure Python); this dialog only gathers the
input and shows :func:`~scenarios.tournament.report.report_html`.
"""

from __future__ import annotations

from pathlib import Path

from judge_app.gui.qt import (
    QComboBox,
    QDate,
    QDateEdit,
    QDialog,
    QDragEnterEvent,
    QDropEvent,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMimeData,
    QPdfWriter,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    Qt,
    QTextBrowser,
    QTextDocument,
    QUrl,
    QVBoxLayout,
    QWidget,
    Signal,
)
from scenarios.errors import LoadError
from scenarios.pool import CardPool
from scenarios.tournament.check import check_deck
from scenarios.tournament.listing import ListLine, parse_list, read_list
from scenarios.tournament.report import report_html
from scenarios.tournament.verdict import DeckVerdict
from scenarios.tournament.versions import CardIndex

PLACEHOLDER = (
    "Drop a decklist file here, open one, or paste the list:\n\n"
    "1 ALT_CORE_B_AX_01_C\n3 Kuwat, the Dissenter\n2 Cogwheel Tinkerer (Rare, Bravos)"
)


class ListBox(QPlainTextEdit):
    """The list as text; a file dropped on it is read into it."""

    file_dropped = Signal(object)  # Path
    pasted = Signal()
    """Text was pasted or dropped in: the list is there, and is checked at once."""

    def insertFromMimeData(self, source: QMimeData) -> None:
        super().insertFromMimeData(source)
        if source.hasText() and self.toPlainText().strip():
            self.pasted.emit()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        urls = [u for u in event.mimeData().urls() if u.isLocalFile()]
        if urls:
            self.file_dropped.emit(Path(urls[0].toLocalFile()))
            event.acceptProposedAction()
        else:
            super().dropEvent(event)


class DeckCheckDialog(QDialog):
    """The deck check window."""

    rule_requested = Signal(str)

    def __init__(self, pool: CardPool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Check a decklist")
        self.resize(1100, 720)
        self.pool = pool
        self._index: CardIndex | None = None
        self.where = "pasted list"
        self.pool_lines: list[ListLine] | None = None
        self.pool_where = ""
        self.verdict: DeckVerdict | None = None

        self.format_box = QComboBox(self)
        self.format_box.addItems(["Constructed", "Limited"])
        self.format_box.setAccessibleName("Format")
        self.date_box = QDateEdit(QDate.currentDate(), self)
        self.date_box.setCalendarPopup(True)
        self.date_box.setDisplayFormat("yyyy-MM-dd")
        self.date_box.setAccessibleName("Event date")
        # a new date or format checks the list again at once
        self.date_box.dateChanged.connect(self._recheck)
        self.format_box.currentTextChanged.connect(self._recheck)
        self.open_button = QPushButton("Open a list…", self)
        self.open_button.clicked.connect(self.open_dialog)
        self.pool_button = QPushButton("Limited pool…", self)
        self.pool_button.clicked.connect(self.pool_dialog)
        self.pool_label = QLabel("", self)
        self.check_button = QPushButton("Check", self)
        self.check_button.setDefault(True)
        self.check_button.clicked.connect(self.run_check)
        self.pdf_button = QPushButton("Save as PDF…", self)
        self.pdf_button.setEnabled(False)
        self.pdf_button.clicked.connect(self.pdf_dialog)
        top = QHBoxLayout()
        top.addWidget(QLabel("Format", self))
        top.addWidget(self.format_box)
        top.addWidget(QLabel("Event date", self))
        top.addWidget(self.date_box)
        top.addWidget(self.open_button)
        top.addWidget(self.pool_button)
        top.addWidget(self.pool_label, 1)
        top.addWidget(self.check_button)
        top.addWidget(self.pdf_button)

        self.list_box = ListBox(self)
        self.list_box.setPlaceholderText(PLACEHOLDER)
        self.list_box.setAccessibleName("Decklist")
        self.list_box.file_dropped.connect(self.load_file)
        self.list_box.textChanged.connect(self._edited)
        self.list_box.pasted.connect(self._pasted)
        self.report_view = QTextBrowser(self)
        self.report_view.setOpenLinks(False)
        self.report_view.anchorClicked.connect(self._on_link)
        self.report_view.setAccessibleName("Deck check")
        self.report_view.setHtml(
            "<p>Paste the list on the left (Ctrl+V), drop its file there or open it: it is "
            "checked at once, and again when the date or the format changes. The verdict, "
            "the counts to compare with the physical deck and each problem with its rule "
            "appear here.</p>"
        )
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.list_box)
        split.addWidget(self.report_view)
        split.setSizes([380, 720])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        self.list_box.setFocus()  # the judge's first input is the paste

    # -- input ------------------------------------------------------------------------------
    def index(self) -> CardIndex:
        if self._index is None:
            self._index = CardIndex.of_pool(self.pool)
        return self._index

    def _edited(self) -> None:
        if not self.list_box.hasFocus():
            return
        self.where = "pasted list"

    def _pasted(self) -> None:
        self.where = "pasted list"
        self.run_check()

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open a decklist", "", "Decklists (*.txt);;All (*)"
        )
        if path:
            self.load_file(Path(path))

    def load_file(self, path: Path) -> bool:
        """Put the list in ``path`` in the box and check it."""
        try:
            where, _ = read_list(path)
        except LoadError as exc:
            self._show_errors("The decklist cannot be read", exc.messages)
            return False
        self.list_box.setPlainText(path.read_text(encoding="utf-8-sig"))
        self.where = where
        self.run_check()
        return True

    def pool_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "The event's limited pool", "", "Card lists (*.txt);;All (*)"
        )
        if path:
            self.set_pool(Path(path))

    def set_pool(self, path: Path | None) -> bool:
        """The event's limited pool (``None``: no pool); chooses the Limited format."""
        if path is None:
            self.pool_lines, self.pool_where = None, ""
            self.pool_label.setText("")
            return True
        try:
            self.pool_where, self.pool_lines = read_list(path)
        except LoadError as exc:
            self._show_errors("The pool list cannot be read", exc.messages)
            return False
        self.format_box.setCurrentText("Limited")
        self.pool_label.setText(f"Pool: {path.name}")
        return True

    # -- the check --------------------------------------------------------------------------
    def _recheck(self, *_args: object) -> None:
        if self.verdict is not None and self.list_box.toPlainText().strip():
            self.run_check()

    def run_check(self) -> DeckVerdict | None:
        text = self.list_box.toPlainText()
        play = self.format_box.currentText().lower()
        on = self.date_box.date().toString("yyyy-MM-dd")
        try:
            lines = parse_list(text, self.where)
            verdict = check_deck(
                lines,
                self.index(),
                play,
                on,
                self.pool_lines if play == "limited" else None,
                self.where,
                self.pool_where or "pool",
            )
        except LoadError as exc:
            self._show_errors("The list cannot be read", exc.messages)
            return None
        self.verdict = verdict
        self.report_view.setHtml(report_html(verdict))
        self.pdf_button.setEnabled(True)
        return verdict

    def _show_errors(self, title: str, messages: list[str]) -> None:
        import html

        items = "".join(f"<li>{html.escape(m)}</li>" for m in messages)
        self.report_view.setHtml(f"<h3>{html.escape(title)}</h3><ul>{items}</ul>")
        self.verdict = None
        self.pdf_button.setEnabled(False)

    def _on_link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("rule:"):
            self.rule_requested.emit(text.removeprefix("rule:"))

    # -- printing ---------------------------------------------------------------------------
    def pdf_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Save the deck check", "deck-check.pdf", "PDF (*.pdf)"
        )
        if path:
            self.save_pdf(Path(path))

    def save_pdf(self, path: Path) -> bool:
        """The check as a PDF (A4), to print; false when there is no check to save."""
        if self.verdict is None:
            return False
        document = QTextDocument()
        document.setHtml(report_html(self.verdict))
        writer = QPdfWriter(str(path))
        writer.setResolution(150)
        writer.setTitle(f"Deck check — {self.verdict.where}")
        document.print_(writer)
        return True
