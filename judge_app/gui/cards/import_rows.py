"""The Cards view's import rows: one row per card import the judge asked for — what it
imports, its progress (or "Queued" while an earlier import runs) and its own Cancel — so a
second import started during the first is visibly waiting its turn, never refused."""

from __future__ import annotations

from judge_app.gui.cards.importer import CardImporter, QueuedImport
from judge_app.gui.qt import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

QUEUED = "Queued: starts when the import above it ends"


class ImportRow(QWidget):
    """One import: its title, a progress bar and Cancel."""

    def __init__(self, importer: CardImporter, job: QueuedImport, parent: QWidget) -> None:
        super().__init__(parent)
        self.job = job
        self.title = QLabel(job.title, self)
        self.title.setWordWrap(False)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(True)
        self.progress.setAccessibleName(f"Progress: {job.title}")
        self.cancel_button = QPushButton("Cancel", self)
        self.cancel_button.setAccessibleName(f"Cancel: {job.title}")
        self.cancel_button.setToolTip("Stop this import; nothing of it is kept")
        self.cancel_button.clicked.connect(lambda: self._cancel(importer))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.title)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        self.show_state()

    def show_state(self) -> None:
        """Queued or started (busy until the first progress report)."""
        if self.job.stop.is_set():
            return
        if self.job.running:
            if self.progress.format() == QUEUED or not self.progress.format():
                self.progress.setRange(0, 0)
                self.progress.setFormat("Starting…")
        else:
            self.progress.setRange(0, 1)
            self.progress.setValue(0)
            self.progress.setFormat(QUEUED)

    def report(self, done: int, total: int, what: str) -> None:
        if self.job.stop.is_set():
            return
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(f"{what}… {done}/{total}")

    def _cancel(self, importer: CardImporter) -> None:
        if self.job.running:
            self.cancel_button.setEnabled(False)
            self.progress.setFormat("Cancelling…")
        importer.cancel(self.job)


class ImportQueueView(QWidget):
    """The rows of the running and queued imports; hidden when there is none."""

    def __init__(self, importer: CardImporter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.importer = importer
        self.rows: list[ImportRow] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(2)
        importer.signals.queue_changed.connect(self.sync)
        importer.signals.progress.connect(self.report)
        self.hide()

    def sync(self) -> None:
        """One row per import of the queue, in its order; rows of ended imports go."""
        jobs = list(self.importer.jobs)
        for row in [r for r in self.rows if r.job not in jobs]:
            self.rows.remove(row)
            self._layout.removeWidget(row)
            row.deleteLater()
        known = {id(r.job): r for r in self.rows}
        self.rows = [known.get(id(job)) or ImportRow(self.importer, job, self) for job in jobs]
        for index, row in enumerate(self.rows):
            self._layout.insertWidget(index, row)
            row.show_state()
        self.setVisible(bool(self.rows))

    def report(self, done: int, total: int, what: str) -> None:
        """Progress of the running import (the first row)."""
        if self.rows and self.rows[0].job.running:
            self.rows[0].report(done, total, what)

    def row_texts(self) -> list[tuple[str, str]]:
        """Each row's title and progress text (what the judge reads), in order."""
        return [(r.title.text(), r.progress.format()) for r in self.rows]
