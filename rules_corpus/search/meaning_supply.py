"""The sentence encoder and the official rulings, supplied to the search at run time.

A mixin of :class:`~rules_corpus.search.index.RulesIndex` (kept apart so the index module
stays one idea: finding and ranking): the encoder loaded in the background
(:mod:`~rules_corpus.search.semantic`), each question's cosines with the units the filters
allow, the official card rulings handed over by the app (:mod:`~rules_corpus.search.rulings`)
and their meaning encoded off the UI thread — reporting its progress, pausing while a search
runs (:mod:`~rules_corpus.search.encoder_yield`), and stopped when the judge cancels it or the
app closes.
"""

from __future__ import annotations

import contextlib
import math
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from rules_corpus.search.encoder_yield import Stop
from rules_corpus.search.query import Concept
from rules_corpus.search.ranking import LinearRanker
from rules_corpus.search.ruling_words import ruling_stems
from rules_corpus.search.rulings import RulingRecord, Rulings
from rules_corpus.search.store import Progress

if TYPE_CHECKING:  # the encoder (numpy, tokenizers) is imported when it loads, not at start
    from collections.abc import Callable

    from rules_corpus.search.candidates import CandidateSignals
    from rules_corpus.search.recent import Recent
    from rules_corpus.search.semantic import QuestionSimilarity, SemanticIndex
    from rules_corpus.search.spelling import Speller
    from rules_corpus.search.units import SearchUnit


class MeaningSupply:
    """What :class:`~rules_corpus.search.index.RulesIndex` is given at run time: the encoder
    and the rulings."""

    if TYPE_CHECKING:  # the index's members this mixin uses
        semantic: SemanticIndex | None
        semantic_ranker: LinearRanker | None
        rulings: Rulings
        _cache_dir: Path | None
        _vector_dir: Path | None
        _rulings_thread: threading.Thread | None
        _stopping: threading.Event
        _speller: Speller
        _signals: CandidateSignals
        _units: dict[str, SearchUnit]
        _similarities: Recent[QuestionSimilarity]

    ruling_progress: Callable[[int, int], None] | None = None
    """Told (rulings encoded, rulings to encode) from the encoding thread, before its first
    batch and after each (the window's progress row); set by the app."""
    _cancel_rulings: threading.Event | None = None

    def set_rulings(self, records: Iterable[RulingRecord], encode: bool = True) -> int:
        """Official card rulings to search with the rules (kind ``ruling``), supplied by the
        app from its card pool at run time; replaces any rulings given before.

        ``encode=False`` (the command line) encodes nothing: the rulings answer by meaning when
        every one's is kept on disk, by their words otherwise, and a search never waits for
        the encoder (20,000 new rulings are ten minutes of it; issue 34). Returns how many
        rulings have no meaning yet then (0 when encoding in the background, or without the
        encoder)."""
        folder = self._cache_dir / "rulings" if self._cache_dir is not None else None
        rulings = Rulings(records, lambda texts: ruling_stems(texts, folder))
        self.rulings = rulings
        # Card names and ruling words are known words, not typos to correct.
        self._speller.add_texts(dict.fromkeys(r.words_text for r in rulings.records))
        if not encode:
            return self._kept_ruling_vectors(rulings)
        self.cancel_ruling_encoding()  # an encoding of the rulings replaced ends (kept so far)
        if self.semantic is not None and rulings.records:
            # Their meaning is encoded in the background (milliseconds a ruling), never while
            # a judge types: until then they answer by their words alone. Not a daemon: a
            # daemon thread cut off inside the encoder's native code as the interpreter exits
            # aborts the process; this one ends within a batch once stop_background() is called,
            # and the interpreter waits for it otherwise.
            cancel = self._cancel_rulings = threading.Event()
            thread = threading.Thread(
                target=self._encode_rulings, args=(rulings, cancel), name="rulings-meaning"
            )
            self._rulings_thread = thread
            thread.start()
        return 0

    def _kept_ruling_vectors(self, rulings: Rulings) -> int:
        """Give ``rulings`` the vectors kept on disk when every one has its vector; how many
        have none. With any missing, all answer by their words (as in the window until its
        encoding ends): the ones encoded would otherwise outrank new rulings that answer as
        well by their words, for the cosine the new ones lack."""
        if self.semantic is None or not rulings.records:
            return 0
        if self._vector_dir is None:
            return len(rulings.records)
        from rules_corpus.search.ruling_vectors import kept_vectors

        texts = [r.meaning_text for r in rulings.records]
        vectors, missing = kept_vectors(texts, self._vector_dir / "rulings")
        if missing == 0:
            rulings.vectors = vectors
        return missing

    def searching(self) -> contextlib.AbstractContextManager[None]:
        """Held while a search runs: the rulings' encoding — this process's thread, and the
        background process encoding into the same folder — pauses till it ends."""
        from rules_corpus.search.encoder_yield import searching

        return searching(self._vector_dir / "rulings" if self._vector_dir is not None else None)

    def cancel_ruling_encoding(self) -> None:
        """The judge cancelled the rulings' encoding (or new rulings replace them): it ends
        within a batch; what was encoded is kept on disk, the rulings answer by their words
        until the next start encodes the rest."""
        cancel = self._cancel_rulings
        if cancel is not None:
            cancel.set()

    def rulings_encoded(self, timeout: float | None = None) -> bool:
        """Wait up to ``timeout`` seconds for the rulings' meaning to be encoded (what the
        command line and the tests do); whether it is (False without the encoder)."""
        thread = self._rulings_thread
        if thread is not None:
            thread.join(timeout)
        return self.rulings.vectors is not None

    def _encode_rulings(self, rulings: Rulings, cancel: threading.Event | None = None) -> None:
        """Give ``rulings`` their vectors (off the UI thread); a failure leaves them answering
        by their words alone."""
        semantic = self.semantic
        if semantic is None or not rulings.records or rulings.vectors is not None:
            return
        folder = self._vector_dir / "rulings" if self._vector_dir is not None else None
        texts = [r.meaning_text for r in rulings.records]
        if cancel is None:
            cancel = self._cancel_rulings = threading.Event()
        stop = _Either(self._stopping, cancel)
        progress = self.ruling_progress
        try:
            vectors = semantic.text_vectors(texts, folder, stop, progress)
        except Exception:  # the encoder's own errors: the rulings keep their words
            vectors = None
        if vectors is not None:  # None: stopped (the app is closing) or cancelled
            rulings.vectors = vectors  # one assignment: a search sees all of them or none
        elif progress is not None:
            progress(-1, -1)  # ended without them: the rulings keep their words

    def load_semantic(self, directory: Path | None, progress: Progress | None = None) -> str | None:
        """Load the sentence encoder and every unit's vector (shipped, kept beside the index
        in ``directory``, or encoded now: seconds for a corpus without shipped vectors), then
        search with it. Call off the UI thread. Returns why it could not be loaded, if so (the
        search then stays lexical)."""
        try:
            from rules_corpus.search.asked import AskedFileError
            from rules_corpus.search.semantic import SemanticIndex
            from rules_corpus.semantic.model_file import ModelFileError
        except Exception:  # numpy or tokenizers missing from a broken install
            return _semantic_off("it could not be loaded")
        try:
            semantic = SemanticIndex.load(list(self._units.values()), directory, progress)
        except (ModelFileError, AskedFileError) as error:  # names the file and what is wrong
            return _semantic_off(str(error))
        except Exception:  # a damaged model file must never stop the search
            return _semantic_off("it could not be loaded")
        self.semantic = semantic  # one assignment: searches see the model whole or not at all
        self._vector_dir = directory
        self._encode_rulings(self.rulings)  # rulings supplied before the encoder was loaded
        return None

    def encode_question(self, text: str) -> None:
        """Encode a result's ``awaiting_meaning`` (slow: milliseconds, off the UI thread), so
        the same search then ranks with its meaning."""
        semantic = self.semantic
        if semantic is not None:
            semantic.encoder.encode(text)

    def stop_background(self, timeout: float = 5.0) -> None:
        """The app is closing: end the rulings' background encoding (within a batch) and wait
        for it, so nothing is left running in the encoder as the process exits. The index may
        outlive the window (a new window on the same rules, as in the tests): work started later
        runs afresh — the thread stopped keeps the event it was started with."""
        stopping, self._stopping = self._stopping, threading.Event()
        stopping.set()
        thread = self._rulings_thread
        if thread is not None:
            thread.join(timeout)

    def _similarity(
        self,
        query: str,
        doc: str | None,
        kind: str | None,
        game: str | None,
        pending: list[str] | None = None,
    ) -> QuestionSimilarity | None:
        """The question's cosines with the units the filters allow; None before the encoder
        is loaded, when no weights were fitted with it, or — given a ``pending`` list, where
        the question is then put — when the question is not encoded yet."""
        semantic = self.semantic
        if semantic is None or self.semantic_ranker is None:
            return None
        if pending is not None and not semantic.encoder.cached(query):
            pending.append(query)
            return None
        from rules_corpus.search.semantic import QuestionSimilarity

        def allowed(key: str) -> bool:
            unit = self._units[key]
            return (
                (doc is None or unit.doc == doc)
                and (kind is None or unit.kind.value == kind)
                and (game is None or unit.game == game)
            )

        unfiltered = doc is None and kind is None and game is None
        # One question's cosines and ranks by them, worked out once for its text and filters
        # (the window searches it again once encoded, its cards read or the rulings given).
        return self._similarities.get(
            (semantic, query, doc, kind, game),
            lambda: QuestionSimilarity(semantic, query, None if unfiltered else allowed),
        )

    def _ruling_weight(self, concept: Concept) -> float:
        """How distinctive a concept is among the rules and the rulings searched with them
        (IDF over both): a card's name, found in no rule, weighs much; "card" hardly."""
        size = self._signals.count + len(self.rulings)
        best = 0.0
        for stem in concept.stems:
            df = self._signals.doc_frequency(stem) + self.rulings.frequency(stem)
            if df:
                best = max(best, math.log((size + 1) / (df + 0.5)))
        return best

    def _ruling_cosines(
        self, query: str, similarity: QuestionSimilarity | None
    ) -> list[float] | None:
        """The question's cosine with each ruling, when both are encoded (the question is,
        when its ``similarity`` was measured); None otherwise (the rulings' words decide)."""
        rulings, semantic = self.rulings, self.semantic
        if similarity is None or semantic is None or rulings.vectors is None:
            return None
        return semantic.cosines(rulings.vectors, query)  # type: ignore[arg-type]


class _Either:
    """Stopped when either event is set: the app closing, or the judge's Cancel."""

    def __init__(self, first: Stop, second: Stop) -> None:
        self._events = (first, second)

    def is_set(self) -> bool:
        return any(event.is_set() for event in self._events)


def _semantic_off(reason: str) -> str:
    """What the judge is told when the search cannot rank by meaning (in the status bar)."""
    return (
        f"Search by meaning is off: {reason}. Results come from word matches only; "
        "reinstalling the app restores it."
    )
