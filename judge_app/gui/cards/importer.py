"""Importing card data in the background (File › Import card data…).

The import runs on a :class:`QThreadPool` thread with its own database connection (SQLite
connections belong to one thread); progress and the result come back as Qt signals, queued
to the UI thread, so the window keeps answering. Cancel sets a flag the import checks between
files and while reading texts; a cancelled or failed import changes nothing (the store
writes in one transaction).
"""

from __future__ import annotations

import threading
from pathlib import Path

from judge_app.gui.qt import QObject, QRunnable, QThreadPool, Signal
from scenarios.errors import LoadError
from scenarios.pool import CardPool, ImportCancelled


class ImportSignals(QObject):
    """Signals of the background import (a QRunnable cannot have its own)."""

    progress = Signal(int, int, str)
    finished = Signal(object)  # ImportReport
    reread = Signal(int)  # how many definitions were read again
    failed = Signal(list)  # messages naming file, card, field and line
    cancelled = Signal()


class _ImportJob(QRunnable):
    def __init__(
        self,
        signals: ImportSignals,
        db_path: Path,
        paths: list[Path] | None,
        stop: threading.Event,
    ) -> None:
        super().__init__()
        self._signals = signals
        self._db_path = db_path
        self._paths = paths
        self._stop = stop

    def run(self) -> None:
        pool: CardPool | None = None
        try:
            pool = CardPool(self._db_path)
            if self._paths is None:  # read the stored cards again (a newer reader)
                count = pool.reread(self._signals.progress.emit, self._stop.is_set)
                self._signals.reread.emit(count)
                return
            report = pool.import_paths(
                self._paths, progress=self._signals.progress.emit, cancelled=self._stop.is_set
            )
        except ImportCancelled:
            self._signals.cancelled.emit()
        except LoadError as exc:
            self._signals.failed.emit(list(exc.messages))
        except Exception as exc:  # shown in the window; a thread must not die silently
            self._signals.failed.emit([f"The card data could not be imported: {exc}"])
        else:
            self._signals.finished.emit(report)
        finally:
            if pool is not None:
                pool.close()


class CardImporter(QObject):
    """Starts imports one at a time; connect to :attr:`signals` first."""

    def __init__(self, db_path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path = db_path
        self.signals = ImportSignals(self)
        self._stop = threading.Event()
        self.running = False
        self.signals.finished.connect(self._done)
        self.signals.failed.connect(self._done)
        self.signals.cancelled.connect(self._done)
        self.signals.reread.connect(self._done)

    def start(self, paths: list[Path] | None) -> bool:
        """Begin importing ``paths`` (``None``: read the stored cards again); false if an
        import is already running."""
        if self.running:
            return False
        self.running = True
        self._stop = threading.Event()
        QThreadPool.globalInstance().start(
            _ImportJob(self.signals, self.db_path, paths, self._stop)
        )
        return True

    def cancel(self) -> None:
        self._stop.set()

    def _done(self, *_args: object) -> None:
        self.running = False
