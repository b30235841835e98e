"""Texts → all-MiniLM-L6-v2 unit vectors: the tokenizer, then the vendored model.

The model (:mod:`.model_file`) is the whole encoder — 6 BERT layers, the mean over the text's
tokens, L2 norm — so the dot product of two vectors is their cosine. The tokenizer is the
model's own tokenizer.json read by :mod:`.wordpiece` (BERT normalisation, lower case,
WordPiece), truncation at 256 tokens as sentence-transformers runs it.

Each text runs alone, never padded into a batch, so a text gets the same vector whatever it is
encoded with. A question of ~10 tokens takes about 9 ms on one core (the 42 MB of float32
weights streamed once); the window encodes it in the background and shows the ranking by
words meanwhile, and keeps the last questions encoded. A lighter encoder for questions alone
(the first 2-4 layers and a linear map onto this model's vectors) was measured and refused:
too far from the whole model (``benchmarks/question_student_bench.py``).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Final

import numpy as np

from rules_corpus.semantic.minilm import MiniLM
from rules_corpus.semantic.model_file import HIDDEN, MAX_TOKENS, Floats, Model

__all__ = ["MAX_TOKENS", "Encoder"]
_FIRST_CUT: Final = MAX_TOKENS * 16
"""Characters of a text tokenized first (a token of English is 4 or 5 characters); widened
until the cut holds :data:`MAX_TOKENS` tokens, see :meth:`Encoder.seen_part`."""
_CACHE: Final = 512  # queries kept encoded (a judge retypes and refines the same question)
_PROGRESS_EVERY: Final = 32  # texts between two progress reports of encode_many


class Encoder:
    """Texts → unit vectors (384 float32). Thread-safe: the network only reads its weights,
    and the query cache is guarded (the window encodes a question in the background while it
    searches on its own thread)."""

    def __init__(self, model: Model) -> None:
        self._network = model.network
        self._tokenizer = model.tokenizer
        self._cache: OrderedDict[str, Floats] = OrderedDict()
        self._lock = threading.Lock()

    def token_ids(self, text: str) -> list[int]:
        """The model's token ids for ``text``, with [CLS] and [SEP]."""
        return self._tokenizer.encode(self.seen_part(text))

    def seen_part(self, text: str) -> str:
        """The start of ``text`` that holds every token the model sees (it reads the first
        :data:`MAX_TOKENS`): the tokenizer splits the whole text before it truncates, so a
        200 KB ruling answer cost seconds for the same 256 tokens (issue 34). Cut at a space
        (the tokenizer splits words there, so the words before it tokenize as in the whole
        text); a cut that holds fewer tokens than the model reads is doubled, so the result
        is exactly the whole text's tokens and the work stays linear in what is seen."""
        limit = _FIRST_CUT
        while len(text) > limit:
            cut = text.rfind(" ", 0, limit)
            if cut <= 0:  # one giant word: no safe place to cut
                return text
            part = text[:cut]
            if len(self._tokenizer.encode(part)) >= MAX_TOKENS:  # truncated: enough
                return part
            limit *= 2
        return text

    def cached(self, text: str) -> bool:
        """Whether ``text`` was encoded already (:meth:`encode` then costs nothing)."""
        with self._lock:
            return text in self._cache

    def forget(self) -> None:
        """Forget the questions kept encoded (what a benchmark does to time a new question)."""
        with self._lock:
            self._cache.clear()

    def encode(self, text: str) -> Floats:
        """One text's vector (a query's: kept, so retyping the same question costs nothing)."""
        with self._lock:
            found = self._cache.get(text)
            if found is not None:
                self._cache.move_to_end(text)
                return found
        vector = self._run(self.token_ids(text))
        with self._lock:
            self._cache[text] = vector
            if len(self._cache) > _CACHE:
                self._cache.popitem(last=False)
        return vector

    def encode_many(
        self, texts: Sequence[str], progress: Callable[[int, int], None] | None = None
    ) -> Floats:
        """Many texts' vectors, row by row in the order given (each text run alone)."""
        out = np.zeros((len(texts), HIDDEN), dtype=np.float32)
        for n, text in enumerate(texts):
            out[n] = self._run(self.token_ids(text))
            done = n + 1
            if progress is not None and (done % _PROGRESS_EVERY == 0 or done == len(texts)):
                progress(done, len(texts))
        return out

    @property
    def network(self) -> MiniLM:
        """The network (token ids → a unit vector)."""
        return self._network

    def _run(self, ids: Sequence[int]) -> Floats:
        return self._network(np.asarray(ids, dtype=np.int64))
