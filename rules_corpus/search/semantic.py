"""The semantic signal of the search: the question's cosine with every unit.

The lexical search meets a player's words only where they match the rules' words or the
players' words lexicon; MiniLM (:mod:`rules_corpus.semantic`) places the question and each
unit in one space where paraphrases lie close ("choices" / "decisions", "untap" / "ready").
It serves twice:

* **retrieval** — the units closest to the question join the engine's candidates, so an
  answer the words never reach can still be ranked (:data:`SEMANTIC_POOL` of them);
* **ranking signals** — each candidate's cosine, its cosine less the best candidate's, and its
  rank by cosine, weighed with the lexical signals by the learned linear model
  (:mod:`~rules_corpus.search.ranking`, weights fitted with these signals present).

The model loads in the background after the window shows (about a second); until then, or
if it cannot be loaded, the search ranks with the lexical weights alone.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

import numpy as np

from rules_corpus.search.units import SearchUnit
from rules_corpus.semantic.encoder import Encoder
from rules_corpus.semantic.model_file import Floats, load_model
from rules_corpus.semantic.vectors import shipped_model, unit_text, unit_vectors

# Units closest to the question added to the candidates. 30 rather than 10: the answer reaches
# the ranker's pool for 94% of the studied fresh questions instead of 90-92% (general rules such
# as "6.1.e atomic actions" sit at rank 11-30 by cosine), at ~0.2 ms a search; the extras enter
# with no word score, so the ranker keeps them below the word matches unless their cosine stands
# out (recall@5 and MRR were unchanged within a question or two on every set).
SEMANTIC_POOL: Final = 30

TEXT_BATCH: Final = 16
"""Run-time texts (rulings) encoded per batch between two looks at a stop (~50 ms)."""
RANK_CAP: Final = 50  # a rank by cosine beyond this says nothing more


class SemanticIndex:
    """The unit vectors of one corpus (rows in unit order) and the encoder for questions."""

    def __init__(self, encoder: Encoder, keys: Sequence[str], matrix: Floats) -> None:
        self.encoder = encoder
        self.keys = list(keys)
        self._row = {key: n for n, key in enumerate(self.keys)}
        self._matrix = matrix

    @classmethod
    def load(
        cls,
        units: Sequence[SearchUnit],
        directory: Path | None,
        progress: Callable[[int, int], None] | None = None,
    ) -> SemanticIndex:
        """The vendored model and every unit's vector (shipped, kept on disk in
        ``directory``, or encoded now). Slow when units must be encoded: call off the UI
        thread. Raises :class:`~rules_corpus.semantic.model_file.ModelFileError`."""
        encoder = Encoder(load_model(digest=shipped_model()))
        matrix = unit_vectors([unit_text(u) for u in units], encoder, directory, progress)
        return cls(encoder, [u.key for u in units], matrix)

    def similarities(self, query: str) -> Floats:
        """The question's cosine with every unit, in unit order."""
        return np.asarray(self._matrix @ self.encoder.encode(query), dtype=np.float32)

    def row(self, key: str) -> int | None:
        return self._row.get(key)

    def text_vectors(
        self, texts: Sequence[str], directory: Path | None, stop: threading.Event | None = None
    ) -> Floats | None:
        """Vectors of texts supplied at run time (official card rulings): encoded once, and
        with a ``directory`` kept there by each text's digest for the next start. Slow (a few
        milliseconds a text): call off the UI thread. Encoded a batch at a time, so a set
        ``stop`` (the app closing) ends it within a batch: None then."""
        if directory is not None:
            with contextlib.suppress(OSError):
                directory.mkdir(parents=True, exist_ok=True)
        parts: list[Floats] = []
        for start in range(0, len(texts), TEXT_BATCH):
            if stop is not None and stop.is_set():
                return None
            batch = texts[start : start + TEXT_BATCH]
            parts.append(unit_vectors(batch, self.encoder, directory, known={}))
        return np.vstack(parts) if parts else unit_vectors(texts, self.encoder, directory, known={})

    def cosines(self, vectors: Floats, query: str) -> list[float]:
        """The question's cosine with each row of ``vectors``."""
        return [float(c) for c in np.asarray(vectors) @ self.encoder.encode(query)]


class QuestionSimilarity:
    """One question's cosines, with each unit's rank by cosine among the allowed units."""

    def __init__(self, index: SemanticIndex, query: str, allowed: Callable[[str], bool]) -> None:
        self._index = index
        cosines = index.similarities(query)
        order = np.argsort(-cosines)
        self._cosines = cosines
        self.closest: list[str] = []
        self._rank: dict[str, int] = {}
        for row in order:
            key = index.keys[int(row)]
            if not allowed(key):
                continue
            self._rank[key] = len(self._rank)
            if len(self.closest) < SEMANTIC_POOL:
                self.closest.append(key)
            if len(self._rank) >= RANK_CAP:
                break

    def cosine(self, key: str) -> float:
        row = self._index.row(key)
        return float(self._cosines[row]) if row is not None else 0.0

    def rank(self, key: str) -> int:
        return self._rank.get(key, RANK_CAP)
