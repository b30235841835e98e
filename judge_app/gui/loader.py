"""Open the rules library in a background thread, reporting progress to the window.

The first run builds the search index (seconds); later runs only load it. Either way
:func:`~rules_corpus.library.open_library` runs on a :class:`QThreadPool` thread and the window
receives Qt signals (queued to the UI thread), so it is never frozen.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from judge_app.gui.qt import QObject, QRunnable, QThreadPool, Signal
from rules_corpus.editions import edition_map_for
from rules_corpus.library import RulesLibrary, open_library
from rules_corpus.model import SourceError

Opener = Callable[..., RulesLibrary]


class LoaderSignals(QObject):
    """Signals of the background job (a QRunnable cannot have its own)."""

    progress = Signal(int, int)
    loaded = Signal(object)
    failed = Signal(str)


class _OpenLibraryJob(QRunnable):
    def __init__(self, signals: LoaderSignals, opener: Opener, cache: Path | None) -> None:
        super().__init__()
        self._signals = signals
        self._opener = opener
        self._cache = cache

    def run(self) -> None:
        try:
            library = self._opener(cache=self._cache, progress=self._signals.progress.emit)
        except SourceError as error:
            self._signals.failed.emit(f"A rules source is damaged: {error}")
        except Exception as error:  # shown in the window; a thread must not die silently
            self._signals.failed.emit(
                f"The rules could not be opened: {error.__class__.__name__}: {error}"
            )
        else:
            # The edition map takes a fraction of a second: build it here, not on the UI thread.
            edition_map_for(library.corpus)
            self._signals.loaded.emit(library)


class LibraryLoader(QObject):
    """Starts the background job; connect to ``signals`` before calling :meth:`start`."""

    def __init__(
        self,
        parent: QObject | None = None,
        opener: Opener = open_library,
        cache: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.signals = LoaderSignals(self)
        self._opener = opener
        self._cache = cache

    def start(self) -> None:
        QThreadPool.globalInstance().start(_OpenLibraryJob(self.signals, self._opener, self._cache))
