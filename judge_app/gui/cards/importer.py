"""Importing card data in the background (File › Import card data…), one import at a time,
the others queued.

The import runs on a :class:`QThreadPool` thread with its own database connection (SQLite
connections belong to one thread); progress and the result come back as Qt signals, queued
to the UI thread, so the window keeps answering. Cancel sets a flag the import checks between
files and while reading texts; a cancelled or failed import changes nothing (the store
writes in one transaction).

A second import started while one runs is queued, as the command line queues behind the
database's lock: it waits its turn in :attr:`CardImporter.jobs` (shown as queued, with its
own Cancel) and starts when the one before it has ended and closed its connection — two
imports never run at once, and the second never fails because the first holds the
database. While an import runs, the window's encoding of the rulings' meanings pauses (it
would take the other core; :mod:`rules_corpus.search.encoder_yield`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from judge_app.gui.qt import QObject, QRunnable, QThreadPool, Signal
from rules_corpus.search.encoder_yield import WINDOW
from scenarios.errors import LoadError
from scenarios.pool import CardPool, ImportCancelled


@dataclass(eq=False)
class QueuedImport:
    """One import the window was asked for: files to import, or ``None`` to read the stored
    cards again with a newer reader. ``running`` once it has started; queued before."""

    paths: list[Path] | None
    number: int
    stop: threading.Event = field(default_factory=threading.Event)
    running: bool = False

    @property
    def title(self) -> str:
        """What the judge asked for, in words: the files' names (the first three)."""
        if self.paths is None:
            return "Reading the imported cards again (the reader is newer)"
        names = [p.name or str(p) for p in self.paths]
        shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
        return f"Import of {shown}"


class ImportSignals(QObject):
    """Signals of the background import (a QRunnable cannot have its own)."""

    progress = Signal(int, int, str)
    finished = Signal(object)  # ImportReport
    reread = Signal(int)  # how many definitions were read again
    failed = Signal(list)  # messages naming file, card, field and line
    cancelled = Signal()
    queue_changed = Signal()  # an import was queued, started, ended or withdrawn
    _ended = Signal(object, str, object)  # job, outcome, value (from the worker thread)


class _ImportJob(QRunnable):
    def __init__(self, signals: ImportSignals, db_path: Path, job: QueuedImport) -> None:
        super().__init__()
        self._signals = signals
        self._db_path = db_path
        self._job = job

    def run(self) -> None:
        pool: CardPool | None = None
        outcome: tuple[str, object]
        stop = self._job.stop
        try:
            with WINDOW.busy():
                pool = CardPool(self._db_path)
                if self._job.paths is None:  # read the stored cards again (a newer reader)
                    outcome = ("reread", pool.reread(self._signals.progress.emit, stop.is_set))
                else:
                    report = pool.import_paths(
                        self._job.paths,
                        progress=self._signals.progress.emit,
                        cancelled=stop.is_set,
                    )
                    outcome = ("finished", report)
        except ImportCancelled:
            outcome = ("cancelled", None)
        except LoadError as exc:
            outcome = ("failed", list(exc.messages))
        except Exception as exc:  # shown in the window; a thread must not die silently
            outcome = ("failed", [f"The card data could not be imported: {exc}"])
        finally:
            if pool is not None:
                pool.close()
        # after the connection is closed: the next queued import starts on this signal
        self._signals._ended.emit(self._job, *outcome)


class CardImporter(QObject):
    """Runs imports one at a time and queues the others; connect to :attr:`signals` first.

    ``finished`` / ``failed`` / ``cancelled`` / ``reread`` are emitted once per import, in the
    order they were asked for; :attr:`current` is the import the signals are about while
    they are delivered."""

    def __init__(self, db_path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path = db_path
        self.threads = QThreadPool(self)
        """The import's own thread (not the global pool, where the rules library and the
        views also load): closing the window waits for this one only. Made before
        :attr:`signals`: Qt deletes children in the order they were made, so the pool waits
        for a running import while the signals it emits still exist."""
        self.threads.setMaxThreadCount(1)
        self.signals = ImportSignals(self)
        self.jobs: list[QueuedImport] = []
        """The running import first, then the queued ones in the order asked."""
        self.current: QueuedImport | None = None
        self._numbers = 0
        self.signals._ended.connect(self._ended)

    @property
    def running(self) -> bool:
        """True while an import runs or waits in the queue."""
        return bool(self.jobs)

    def start(self, paths: list[Path] | None) -> QueuedImport:
        """Import ``paths`` (``None``: read the stored cards again) now, or after the imports
        already asked for; the returned entry can be cancelled with :meth:`cancel`."""
        self._numbers += 1
        job = QueuedImport(paths, self._numbers)
        self.jobs.append(job)
        if len(self.jobs) == 1:
            self._run(job)
        self.signals.queue_changed.emit()
        return job

    def rereading_asked(self) -> bool:
        """True when a re-read of the stored cards is already running or queued."""
        return any(job.paths is None for job in self.jobs)

    def cancel(self, job: QueuedImport | None = None) -> None:
        """Cancel ``job`` (``None``: every import, running and queued). A queued import is
        withdrawn at once (``cancelled`` is emitted for it); the running one stops at its
        next check and changes nothing."""
        for one in [job] if job is not None else list(reversed(self.jobs)):
            if one not in self.jobs:
                continue
            if one.running:
                one.stop.set()
            else:
                self.jobs.remove(one)
                self._deliver(one, "cancelled", None)
        self.signals.queue_changed.emit()

    def _run(self, job: QueuedImport) -> None:
        job.running = True
        self.threads.start(_ImportJob(self.signals, self.db_path, job))

    def wait(self, msecs: int) -> bool:
        """Wait until the import's thread has stopped; False if ``msecs`` passed first."""
        return self.threads.waitForDone(msecs)

    def _ended(self, job: QueuedImport, outcome: str, value: object) -> None:
        if job in self.jobs:
            self.jobs.remove(job)
        if self.jobs and not self.jobs[0].running:
            self._run(self.jobs[0])
        self._deliver(job, outcome, value)
        self.signals.queue_changed.emit()

    def _deliver(self, job: QueuedImport, outcome: str, value: object) -> None:
        self.current = job
        try:
            if outcome == "cancelled":
                self.signals.cancelled.emit()
            else:
                getattr(self.signals, outcome).emit(value)
        finally:
            self.current = None
