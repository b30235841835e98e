"""Open the rules library in a background thread, reporting progress to the window.

The first run builds the search index (seconds); later runs only load it. Either way
:func:`~rules_corpus.library.open_library` runs on a :class:`QThreadPool` thread and the window
receives Qt signals (queued to the UI thread), so it is never frozen. The imported cards'
official rulings are read the same way (:class:`RulingsReader`), and the Sandbox and Cards
views' code is made ready while the judge is not typing (:class:`ViewPreparer`).

Each loader's ``signals`` has no parent: a background job outlives its window (closed, or a
test's window deleted, while the rules open or the views' code loads), and a signals object
owned by the loader would be deleted with the window while the job still emits through it —
a crash. Unparented, it lives as long as the loader or a job holds it, and Qt drops the
connections of receivers that are gone.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

from judge_app.gui import collection_pause
from judge_app.gui.qt import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot
from rules_corpus.editions import edition_map_for
from rules_corpus.library import RulesLibrary, open_library
from rules_corpus.model import SourceError
from rules_corpus.search.encoder_yield import WINDOW, give_way

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
        self.signals = LoaderSignals()  # no parent: see the module's docstring
        self._opener = opener
        self._cache = cache

    def start(self) -> None:
        QThreadPool.globalInstance().start(_OpenLibraryJob(self.signals, self._opener, self._cache))


class SemanticSignals(QObject):
    """Signals of the background loading of the search's sentence encoder."""

    loaded = Signal(object)  # why it could not be loaded (str), or None


class _LoadSemanticJob(QRunnable):
    def __init__(self, signals: SemanticSignals, library: RulesLibrary) -> None:
        super().__init__()
        self._signals = signals
        self._library = library

    def run(self) -> None:
        problem = self._library.load_semantic()  # never raises: a reason instead
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._signals.loaded.emit(problem)


class SemanticLoader(QObject):
    """Loads the search's sentence encoder (rules_corpus/semantic) in the background once the
    rules are loaded: about a second, so the window and the first searches never wait for it
    (those rank with the lexical signals alone, issue 19). ``loaded`` brings back why it
    failed, if it did; the search then stays lexical."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.signals = SemanticSignals()  # no parent: see the module's docstring

    def start(self, library: RulesLibrary) -> None:
        if library.index.semantic is None:
            QThreadPool.globalInstance().start(_LoadSemanticJob(self.signals, library))


CARD_CODE_IMPORT = threading.Lock()
"""Held while the card and engine code is imported off the start-up path: by the background
rulings job below and by the window when it builds its Sandbox or Cards view. Two threads
importing the same mutually importing modules at once can deadlock in Python's import
system; with this lock one waits for the other instead."""


@contextlib.contextmanager
def card_code_in_background() -> Iterator[None]:
    """:data:`CARD_CODE_IMPORT` for work in a background thread, taken only while the
    window's heavy work is over (:func:`~rules_corpus.search.encoder_yield.give_way`): a
    job that waited for the lock while the Sandbox was built took it the moment the build
    let it go and read the card library during the view's first paint (issue 33). Gives
    up waiting when the window stays busy past the give-way limit."""
    while True:
        idle = give_way()
        CARD_CODE_IMPORT.acquire()
        if not idle or not WINDOW.is_busy():
            break
        CARD_CODE_IMPORT.release()  # the window got busy again meanwhile: wait again
    try:
        yield
    finally:
        CARD_CODE_IMPORT.release()


class RulingsSignals(QObject):
    """Signals of the background rulings job."""

    read = Signal(int, object, object)  # request number, records, messages for the judge


class _ReadRulingsJob(QRunnable):
    def __init__(self, signals: RulingsSignals, number: int, pool_path: Path) -> None:
        super().__init__()
        self._signals = signals
        self._number = number
        self._pool_path = pool_path

    def run(self) -> None:
        try:
            with card_code_in_background():
                from judge_app.rulings_feed import pool_ruling_records
            records, notices = pool_ruling_records(self._pool_path)
        except Exception as error:  # a thread must not die silently; rules search goes on
            records, notices = [], [f"the imported cards' rulings cannot be read ({error})"]
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile: nobody to tell
            self._signals.read.emit(self._number, records, notices)


class RulingsReader(QObject):
    """Reads the imported cards' official rulings in the background, after the rules load.

    The card pool's code imports the printed-text compiler and the engine (half a second):
    on the UI thread at start-up it would delay the first search (issue 19). ``rulings_read``
    brings ``(records, messages)`` back to the UI thread; a reading overtaken by a newer one
    (:meth:`start` or :meth:`forget` called again) is dropped."""

    rulings_read = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.signals = RulingsSignals()  # no parent: see the module's docstring
        self.signals.read.connect(self._on_read)
        self._latest = 0

    def start(self, pool_path: Path) -> None:
        self._latest += 1
        QThreadPool.globalInstance().start(_ReadRulingsJob(self.signals, self._latest, pool_path))

    def forget(self) -> None:
        """Drop a reading still under way (newer rulings were given meanwhile)."""
        self._latest += 1

    @Slot(int, object, object)
    def _on_read(self, number: int, records: object, notices: object) -> None:
        if number == self._latest:
            self.rulings_read.emit(records, notices)


class PrepareSignals(QObject):
    """Signals of the background preparation."""

    prepared = Signal()


class _PrepareViewsJob(QRunnable):
    def __init__(self, signals: PrepareSignals) -> None:
        super().__init__()
        self._signals = signals

    def run(self) -> None:
        if self._prepare_views():
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                self._signals.prepared.emit()
        from scenarios.cards.grammar.parser import grammar

        give_way()  # not while a view is built and painted (seconds of CPU, issue 33)
        with contextlib.suppress(Exception):  # a card read later reports any problem itself
            grammar()  # the card grammar's tables: built once per version (seconds of CPU)

    @staticmethod
    def _prepare_views() -> bool:
        """The Sandbox and Cards views' code and data; ``False`` if any of it failed (a view
        built later reports the problem itself, where it is seen)."""
        try:
            with card_code_in_background():
                import judge_app.gui.sandbox.examples_dialog
                import judge_app.sandbox.quick_entry
                import judge_app.sandbox.report
                import judge_app.sandbox.saving  # noqa: F401  (not the first paint's: issue 33)
                import scenarios.cards.printed
                import scenarios.pool.store  # noqa: F401  (the card pool)
                from judge_app.sandbox.library_cache import cached_library

                cached_library()  # the card library: its YAML read once per change, kept
            collection_pause.set_aside()  # the engine's and cards' code stay: collections skip it
            from rules_corpus.search.spelling import english_words

            english_words()  # the speller's English words (else read at the first typo)
        except Exception:
            return False
        return True


class ViewPreparer(QObject):
    """Gets the Sandbox and Cards views' code ready in the background while the judge is
    not typing, so their first use does not wait for it (about a second of imports and the
    card library's YAML). Started by :meth:`wait_for_idle` after the rules load; each
    keystroke in the search box calls it again, so it never competes with a search being
    typed; it runs once. Building a view while it runs waits for it (:data:`CARD_CODE_IMPORT`)
    instead of doing the same work twice."""

    IDLE_MS = 2000
    AFTER_RESULTS_MS = 400
    """Once a search's results are on screen, the judge reads them: the preparation starts
    this soon after (a keystroke puts it back to :data:`IDLE_MS`). A judge who searched and
    then opened the Sandbox within two seconds had it built on the UI thread, the engine's
    code imported there while the search's encoder loaded beside it (~2–3 s on a loaded
    machine, issue 33)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.signals = PrepareSignals()  # no parent: see the module's docstring
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.IDLE_MS)
        self._timer.timeout.connect(self.start)
        self.started = False

    def wait_for_idle(self) -> None:
        """(Re)start the idle countdown, unless the preparation has started already."""
        if not self.started:
            self._timer.start(self.IDLE_MS)

    def results_shown(self) -> None:
        """A search's results are shown: prepare soon (:data:`AFTER_RESULTS_MS`), unless
        the countdown is already shorter or the preparation has started."""
        if self.started:
            return
        if not self._timer.isActive() or self._timer.remainingTime() > self.AFTER_RESULTS_MS:
            self._timer.start(self.AFTER_RESULTS_MS)

    def start(self) -> None:
        if self.started:
            return
        self.started = True
        self._timer.stop()
        QThreadPool.globalInstance().start(_PrepareViewsJob(self.signals))
