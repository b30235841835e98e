"""The semantic signal of the search: the question's cosine with every unit.

The lexical search meets a player's words only where they match the rules' words or the
players' words lexicon; MiniLM (:mod:`rules_corpus.semantic`) places the question and each
unit in one space where paraphrases lie close ("choices" / "decisions", "untap" / "ready").
It serves twice:

* **retrieval** — the units closest to the question join the engine's candidates, so an
  answer the words never reach can still be ranked (:data:`SEMANTIC_POOL` of them);
* **ranking signals** — each candidate's cosine, its cosine less the best candidate's, and its
  rank by cosine, weighed with the lexical signals by the learned linear model
  (:mod:`~rules_corpus.search.ranking`, weights fitted with these signals present);
* **the asked questions** — the question's cosine with the questions written for each rule
  (:mod:`~rules_corpus.search.asked`): a unit's best such cosine, and its rank by it. A
  player's question lies closer to another question about the same rule than to the rule's
  formal text, so the units whose asked questions are closest join the candidates too
  (:data:`ASKED_POOL` of them).

The model loads in the background after the window shows (about a second); until then, or
if it cannot be loaded, the search ranks with the lexical weights alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np
import numpy.typing as npt

from rules_corpus.search.asked import ROUND3_DIR, AskedQuestion, load_asked
from rules_corpus.search.encoder_yield import Stop, give_way
from rules_corpus.search.recent import PRODUCTS_KEPT, Recent
from rules_corpus.search.semantic_arrays import (
    AskedArrays,
    SemanticArrays,
    arrays_key,
    keep,
    kept_path,
    read_kept,
)
from rules_corpus.search.units import SearchUnit
from rules_corpus.semantic.digests import text_digest
from rules_corpus.semantic.encoder import Encoder
from rules_corpus.semantic.model_file import HIDDEN, Floats, load_model
from rules_corpus.semantic.vectors import (
    shipped,
    shipped_model,
    unit_text,
    unit_vectors,
)

# Units closest to the question added to the candidates. 30 rather than 10: the answer reaches
# the ranker's pool for 94% of the studied fresh questions instead of 90-92% (general rules such
# as "6.1.e atomic actions" sit at rank 11-30 by cosine), at ~0.2 ms a search; the extras enter
# with no word score, so the ranker keeps them below the word matches unless their cosine stands
# out (recall@5 and MRR were unchanged within a question or two on every set). 50 rather than
# 30 (issue 32, as far as a rank by cosine says anything, RANK_CAP): the studied questions
# naming cards reach their answer by words and meaning for 0.887 instead of 0.871 (a general
# rule such as 7.4.2's a card names only by its effect sits at rank 31-50), and no studied set
# fell (the first fresh set's MRR 0.798 → 0.802). The engine's pool was left at 40: 60 lowered the
# studied card questions (0.736 → 0.727 MRR with cards imported; the ranker was fitted on 40).
SEMANTIC_POOL: Final = 50

# Units whose asked questions are closest to the question, added to the candidates. 30 rather
# than 20 (issue 32): the studied card questions' answer in the pool by words and meaning
# 0.887 → 0.903, with every studied set's recall@5 and MRR unchanged.
ASKED_POOL: Final = 30

RANK_CAP: Final = 50  # a rank by cosine beyond this says nothing more


class AskedVectors:
    """The asked questions' vectors, grouped by the unit that answers them."""

    def __init__(self, rows: Sequence[int], starts: Sequence[int], matrix: Floats) -> None:
        self.rows = np.asarray(rows, dtype=np.int64)  # each group's unit row
        self.starts = np.asarray(starts, dtype=np.int64)  # each group's first question
        self.matrix = matrix

    @classmethod
    def empty(cls) -> AskedVectors:
        return cls([], [], np.zeros((0, HIDDEN), dtype=np.float32))

    @classmethod
    def group(
        cls,
        questions: Sequence[AskedQuestion],
        units: Sequence[SearchUnit],
        vectors: Callable[[list[str]], Floats],
    ) -> AskedVectors:
        """The questions whose target is one of ``units`` (a rule or section by its number,
        a glossary entry or headword by its term), their vectors made by ``vectors``."""
        row_of: dict[tuple[str, str], int] = {}
        for n, unit in enumerate(units):
            if unit.kind.value in _TARGET_KINDS:
                row_of.setdefault((unit.doc, unit.id.lower()), n)
        grouped: dict[int, list[str]] = {}
        for q in questions:
            row = row_of.get((q.doc, q.target.lower()))
            if row is not None:
                grouped.setdefault(row, []).append(q.text)
        if not grouped:
            return cls.empty()
        rows = sorted(grouped)
        texts = [t for row in rows for t in grouped[row]]
        starts = np.cumsum([0] + [len(grouped[row]) for row in rows[:-1]])
        return cls(rows, [int(s) for s in starts], vectors(texts))

    @classmethod
    def of(cls, arrays: AskedArrays) -> AskedVectors:
        return cls(arrays.rows.tolist(), arrays.starts.tolist(), arrays.matrix)

    def arrays(self) -> AskedArrays:
        return AskedArrays(self.rows, self.starts, self.matrix)

    def best(self, vector: Floats, units: int) -> Floats:
        """Each unit's best cosine between ``vector`` and its questions (0 without any)."""
        out = np.zeros(units, dtype=np.float32)
        if len(self.rows):
            out[self.rows] = np.maximum.reduceat(_product(self.matrix, vector), self.starts)
        return out


@dataclass(frozen=True, slots=True)
class _Made:
    """The arrays, and whether each of their texts had a shipped vector."""

    arrays: SemanticArrays
    complete: bool


_TARGET_KINDS: Final = frozenset({"rule", "section", "glossary", "headword"})
# Rows of a matrix multiplied by a vector at a time: a block (~1.5 MB of float32 at 384
# dimensions) stays in a core's cache, where one product over the asked questions' 5,000 rows
# (8 MB) measured two to three times slower here.
_BLOCK_ROWS: Final = 1024


def _product(matrix: Floats, vector: Floats) -> Floats:
    """``matrix @ vector``, a block of rows at a time (the same cosines, sooner)."""
    if len(matrix) <= _BLOCK_ROWS:
        return np.asarray(matrix @ vector, dtype=np.float32)
    out = np.empty(len(matrix), dtype=np.float32)
    for start in range(0, len(matrix), _BLOCK_ROWS):
        np.matmul(matrix[start : start + _BLOCK_ROWS], vector, out=out[start : start + _BLOCK_ROWS])
    return out


class SemanticIndex:
    """The unit vectors of one corpus (rows in unit order), the asked questions' vectors and
    the encoder for questions."""

    def __init__(
        self,
        encoder: Encoder,
        keys: Sequence[str],
        matrix: Floats,
        asked: AskedVectors | None = None,
        asked3: AskedVectors | None = None,
    ) -> None:
        self.encoder = encoder
        self.keys = list(keys)
        self._row = {key: n for n, key in enumerate(self.keys)}
        self._matrix = matrix
        self.asked = asked or AskedVectors.empty()
        self.asked3 = asked3 or AskedVectors.empty()  # round 3 of the bank (asked.ROUND3_DIR)
        # Each question's three products (units, asked, round 3), worked out once a text: the
        # same floats (the arrays are kept read-only, so no caller can change a kept one).
        self._products: Recent[Floats] = Recent(PRODUCTS_KEPT * 3)

    @classmethod
    def load(
        cls,
        units: Sequence[SearchUnit],
        directory: Path | None,
        progress: Callable[[int, int], None] | None = None,
    ) -> SemanticIndex:
        """The vendored model, every unit's vector and the bundled asked questions' (shipped,
        kept on disk in ``directory``, or encoded now). Slow when texts must be encoded: call
        off the UI thread. Raises :class:`~rules_corpus.semantic.model_file.ModelFileError`
        (and :class:`~rules_corpus.search.asked.AskedFileError` for a damaged bank file)."""
        model = shipped_model()
        encoder = Encoder(load_model(digest=model, pause=give_way))
        give_way()  # between the pieces: the window's heavy work first (encoder_yield)
        # The arrays kept beside the index at an earlier start (semantic_arrays): the same
        # floats as made below, without the bank's YAML or the shipped vectors' unpacking.
        kept = None if directory is None else kept_path(directory, arrays_key(units, model))
        found = None if kept is None else read_kept(kept, len(units))
        if found is None:
            built = cls._arrays(units, encoder, directory, progress)
            if kept is not None and built.complete:
                keep(kept, built.arrays)
            found = built.arrays
        made = found
        return cls(
            encoder,
            [u.key for u in units],
            made.units,
            AskedVectors.of(made.asked),
            AskedVectors.of(made.asked3),
        )

    @staticmethod
    def _arrays(
        units: Sequence[SearchUnit],
        encoder: Encoder,
        directory: Path | None,
        progress: Callable[[int, int], None] | None,
    ) -> _Made:
        """The arrays made from the shipped vectors and the bank (texts without a shipped
        vector encoded now, or read from the vectors kept in ``directory``); complete when
        every text had a shipped vector (only then are the arrays kept: a text encoded now
        is kept in float16 by :func:`unit_vectors`, so a later start reads it rounded)."""
        known = shipped()  # read once: the units' and the asked questions' vectors
        give_way()
        texts = [unit_text(u) for u in units]
        matrix = unit_vectors(texts, encoder, directory, progress, known)
        give_way()
        seen: list[str] = list(texts)

        def vectors(asked: list[str]) -> Floats:
            seen.extend(asked)
            return unit_vectors(asked, encoder, directory, None, known)

        asked = AskedVectors.group(load_asked(), units, vectors)
        give_way()
        asked3 = AskedVectors.group(load_asked(ROUND3_DIR), units, vectors)
        complete = all(text_digest(t) in known for t in seen)
        return _Made(SemanticArrays(matrix, asked.arrays(), asked3.arrays()), complete)

    def similarities(self, query: str) -> Floats:
        """The question's cosine with every unit, in unit order (read-only; kept a while)."""
        return self._kept("units", query, lambda v: _product(self._matrix, v))

    def asked_similarities(self, query: str) -> Floats:
        """Each unit's best cosine between the question and the questions asked about it."""
        return self._kept("asked", query, lambda v: self.asked.best(v, len(self.keys)))

    def asked3_similarities(self, query: str) -> Floats:
        """The same with round 3 of the bank (0 for a unit it has no question about)."""
        return self._kept("asked3", query, lambda v: self.asked3.best(v, len(self.keys)))

    def _kept(self, which: str, query: str, product: Callable[[Floats], Floats]) -> Floats:
        """``product`` of the question's vector, worked out once a text and kept read-only."""

        def make() -> Floats:
            out = product(self.encoder.encode(query))
            out.flags.writeable = False
            return out

        return self._products.get((which, query), make)

    def forget_products(self) -> None:
        """Forget the kept products (a search timed from scratch)."""
        self._products.clear()

    def row(self, key: str) -> int | None:
        return self._row.get(key)

    def text_vectors(
        self,
        texts: Sequence[str],
        directory: Path | None,
        stop: Stop | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> Floats | None:
        """Vectors of texts supplied at run time (official card rulings): encoded once, and
        with a ``directory`` kept there by each text's digest, all of them, for every later
        start (:mod:`~rules_corpus.search.ruling_vectors`). Slow (a few milliseconds a new
        text): call off the UI thread. Encoded a batch at a time, so a set ``stop`` (the app
        closing, the judge's Cancel) ends it within a batch: None then. ``progress`` is told
        (encoded, to encode) as it goes."""
        from rules_corpus.search.ruling_vectors import ruling_vectors

        return ruling_vectors(texts, self.encoder, directory, stop, progress)

    def cosines(self, vectors: Floats, query: str) -> list[float]:
        """The question's cosine with each row of ``vectors``."""
        return [float(c) for c in np.asarray(vectors) @ self.encoder.encode(query)]


class QuestionSimilarity:
    """One question's cosines, with each unit's rank by cosine among the allowed units."""

    def __init__(
        self, index: SemanticIndex, query: str, allowed: Callable[[str], bool] | None = None
    ) -> None:
        self._index = index
        self._cosines = index.similarities(query)
        self._asked = index.asked_similarities(query)
        self._asked3 = index.asked3_similarities(query)
        # Read as Python floats only where asked: the candidates' signals are gathered at once
        # (signals_many: one numpy gather for ~90 rows), a single cosine from a list made on
        # the first such question (a numpy scalar read and converted each time costs more);
        # converting every unit's cosines each search cost more than the gathering.
        self._lists: dict[str, list[float]] = {}
        closest, self._rank = _ranked(index.keys, self._cosines, allowed, SEMANTIC_POOL)
        near, self._asked_rank = _ranked(index.keys, self._asked, allowed, ASKED_POOL)
        # The units closest by their own text, then those closest by the questions asked
        # about them (a unit never asked about has cosine 0 there and is left out).
        near_rows = np.array([index.row(k) for k in near], dtype=np.intp)
        asked = [
            k for k, held in zip(near, (self._asked[near_rows] > 0).tolist(), strict=True) if held
        ]
        self.closest = list(dict.fromkeys(closest + asked))

    def _list(self, name: str, values: Floats) -> list[float]:
        found = self._lists.get(name)
        if found is None:
            found = self._lists[name] = values.tolist()
        return found

    @property
    def _cosine_list(self) -> list[float]:
        return self._list("cosine", self._cosines)

    @property
    def _asked_list(self) -> list[float]:
        return self._list("asked", self._asked)

    @property
    def _asked3_list(self) -> list[float]:
        return self._list("asked3", self._asked3)

    def cosine(self, key: str) -> float:
        row = self._index.row(key)
        return self._cosine_list[row] if row is not None else 0.0

    def rank(self, key: str) -> int:
        return self._rank.get(key, RANK_CAP)

    def asked_cosine(self, key: str) -> float:
        """The question's best cosine with the questions asked about the unit (0: none)."""
        row = self._index.row(key)
        return self._asked_list[row] if row is not None else 0.0

    def asked3_cosine(self, key: str) -> float:
        """The question's best cosine with round 3's questions about the unit (0: none)."""
        row = self._index.row(key)
        return self._asked3_list[row] if row is not None else 0.0

    def asked_rank(self, key: str) -> int:
        return self._asked_rank.get(key, RANK_CAP)

    def signals(self, key: str, parent: str | None) -> tuple[float, int, float, float, int]:
        """A candidate's meaning signals at once — its :meth:`cosine`, :meth:`rank`, the cosine
        of the unit ``parent`` it is filed under (0 for None), its :meth:`asked_cosine` and
        :meth:`asked_rank` —, each unit's row looked up once (a search asks them of ~90
        candidates)."""
        row = self._index.row(key)
        parent_row = self._index.row(parent) if parent else None
        return (
            self._cosine_list[row] if row is not None else 0.0,
            self._rank.get(key, RANK_CAP),
            self._cosine_list[parent_row] if parent_row is not None else 0.0,
            self._asked_list[row] if row is not None else 0.0,
            self._asked_rank.get(key, RANK_CAP),
        )

    def signals_many(
        self, keys: Sequence[str], parents: Sequence[str | None]
    ) -> list[tuple[float, int, float, float, int]]:
        """:meth:`signals` of each of ``keys`` (with its ``parents``), the cosines gathered
        from the arrays at once (the same floats as one by one)."""
        row_of = self._index.row
        missing = len(self._cosines)  # a row past the end: cosine 0
        rows = [row_of(key) for key in keys]
        parent_rows = [row_of(parent) if parent else None for parent in parents]
        own = np.array([missing if r is None else r for r in rows], dtype=np.intp)
        up = np.array([missing if r is None else r for r in parent_rows], dtype=np.intp)
        zero = np.zeros(1, dtype=np.float32)
        cosines = np.concatenate((self._cosines, zero))
        asked = np.concatenate((self._asked, zero))
        own_cosines: list[float] = cosines[own].tolist()
        parent_cosines: list[float] = cosines[up].tolist()
        asked_cosines: list[float] = asked[own].tolist()
        rank, asked_rank = self._rank, self._asked_rank
        return [
            (
                own_cosines[n],
                rank.get(key, RANK_CAP),
                parent_cosines[n],
                asked_cosines[n],
                asked_rank.get(key, RANK_CAP),
            )
            for n, key in enumerate(keys)
        ]


def _ranked(
    keys: Sequence[str], scores: Floats, allowed: Callable[[str], bool] | None, pool: int
) -> tuple[list[str], dict[str, int]]:
    """The first ``pool`` allowed keys by score, and each allowed key's rank up to
    :data:`RANK_CAP` (``allowed`` None: every key)."""
    closest: list[str] = []
    rank: dict[str, int] = {}
    for rows in (_best_rows(scores, RANK_CAP * 4), None):
        if rows is None:  # the filters left too few among the best: every row, in order
            rows = np.argsort(-scores, kind="stable")
        closest, rank = [], {}
        for row in rows:
            key = keys[int(row)]
            if allowed is not None and not allowed(key):
                continue
            rank[key] = len(rank)
            if len(closest) < pool:
                closest.append(key)
            if len(rank) >= RANK_CAP:
                return closest, rank
        if len(rows) == len(scores):  # every row was read
            break
    return closest, rank


def _best_rows(scores: Floats, count: int) -> npt.NDArray[np.intp]:
    """The rows of the ``count`` best scores, best first, ties in row order — the first rows
    of a stable sort of every score, without sorting them all (a partition finds the
    ``count``-th best score; the rows at or above it are sorted)."""
    if count >= len(scores):
        return np.argsort(-scores, kind="stable")
    threshold = np.partition(scores, len(scores) - count)[len(scores) - count]
    rows = np.flatnonzero(scores >= threshold)
    return rows[np.argsort(-scores[rows], kind="stable")]
