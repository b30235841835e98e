"""The engine's BM25F scores of a question made of words, worked out with numpy.

Most questions reach the engine as one disjunction of words over the title and the body —
``Or([Term('title', 'play'), Term('body', 'play'), …])`` — and a question naming cards brings a
dozen more words. Whoosh scores such a query one posting at a time in Python (several calls a
posting, half a card question's search); here each word's postings are read once, their BM25F
scores worked out as one array with whoosh's own formula, statistics and field lengths, and
kept, and a question's scores are their sum, added in the query's order as whoosh's array
matcher adds them — the same numbers, so the same matches in the same order (tested against
whoosh on every question set).

One word (``Or([Term('title', w), Term('body', w)])``) is such a disjunction too. Anything else
(a phrase, a prefix being typed, a nested group, a boost) is left to whoosh:
:meth:`TermScores.matches` says None.
"""

from __future__ import annotations

from typing import Final

import numpy as np
import numpy.typing as npt
from whoosh import query as wq
from whoosh import scoring
from whoosh.searching import Searcher

Scores = npt.NDArray[np.float64]
Docnums = npt.NDArray[np.int64]
_EMPTY: Final = (np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64))


class TermScores:
    """BM25F scores of single words in one opened index, read once a word."""

    def __init__(self, searcher: Searcher) -> None:
        self._searcher = searcher
        self._count = searcher.doc_count_all()
        weighting = searcher.weighting
        # Only whoosh's BM25F is reproduced; another weighting leaves every query to whoosh.
        self._bm25 = weighting if type(weighting) is scoring.BM25F else None
        self._lengths: dict[str, Scores] = {}
        self._terms: dict[tuple[str, str], tuple[Docnums, Scores]] = {}
        self._allowed: dict[wq.Query, npt.NDArray[np.bool_]] = {}

    def matches(
        self, parsed: wq.Query, filter_: wq.Query | None
    ) -> tuple[tuple[float, int], ...] | None:
        """The matches of ``parsed`` within ``filter_`` as whoosh's unlimited search lists
        them — (score, document number), best first, ties by document number — or None when
        the query is not a plain disjunction of words (whoosh searches it)."""
        terms = self._plain_terms(parsed)
        if terms is None:
            return None
        total = np.zeros(self._count, dtype=np.float64)
        for term in terms:
            docnums, scores = self._term(term.fieldname, str(term.text))
            total[docnums] += scores
        found = total > 0
        if filter_ is not None:
            found &= self._allowed_by(filter_)
        rows = np.flatnonzero(found)
        ordered = rows[np.lexsort((rows, -total[rows]))]
        # As Python numbers in one step each (a float() and int() per row cost ~1 µs each,
        # ~0.5 ms for a question matching 500 units).
        return tuple(zip(total[ordered].tolist(), ordered.tolist(), strict=True))

    def _plain_terms(self, parsed: wq.Query) -> list[wq.Term] | None:
        """The words of a plain disjunction (or of a single word), in order; None otherwise."""
        if self._bm25 is None:
            return None
        if type(parsed) is wq.Term:
            subs: list[wq.Query] = [parsed]
        elif type(parsed) is wq.Or and parsed.boost == 1.0 and len(parsed.subqueries) >= 2:
            # More than two words: whoosh's array matcher, which adds in the query's order. Two
            # (one word in the title and the body, a third of the questions whoosh searched) are
            # added by a union matcher, a + b where both match: the same float as 0 + a + b.
            subs = list(parsed.subqueries)
        else:
            return None
        if not all(type(s) is wq.Term and s.boost == 1.0 for s in subs):
            return None
        return [s for s in subs if isinstance(s, wq.Term)]

    def _term(self, fieldname: str, text: str) -> tuple[Docnums, Scores]:
        """One word's document numbers and BM25F scores (whoosh's ``bm25``, element-wise)."""
        key = (fieldname, text)
        found = self._terms.get(key)
        if found is not None:
            return found
        searcher, bm25 = self._searcher, self._bm25
        schema = searcher.schema
        if bm25 is None or fieldname not in schema:
            return _EMPTY
        try:
            btext = schema[fieldname].to_bytes(text)
        except ValueError:
            return _EMPTY
        reader = searcher.reader()
        if (fieldname, btext) not in reader:
            self._terms[key] = _EMPTY
            return _EMPTY
        postings = list(reader.postings(fieldname, btext).items_as("weight"))
        docnums = np.fromiter((d for d, _ in postings), dtype=np.int64, count=len(postings))
        tf = np.fromiter((w for _, w in postings), dtype=np.float64, count=len(postings))
        idf = searcher.idf(fieldname, btext)
        avgfl = searcher.avg_field_length(fieldname) or 1
        b = bm25._field_B.get(fieldname, bm25.B)
        k1 = bm25.K1
        fl = self._field_lengths(fieldname)[docnums]
        # whoosh.scoring.bm25, the same operations in the same order.
        scores = idf * ((tf * (k1 + 1)) / (tf + k1 * ((1 - b) + b * fl / avgfl)))
        self._terms[key] = (docnums, scores)
        return docnums, scores

    def _field_lengths(self, fieldname: str) -> Scores:
        lengths = self._lengths.get(fieldname)
        if lengths is None:
            reader = self._searcher.reader()
            lengths = np.fromiter(
                (reader.doc_field_length(d, fieldname, 1) for d in range(self._count)),
                dtype=np.float64,
                count=self._count,
            )
            self._lengths[fieldname] = lengths
        return lengths

    def _allowed_by(self, filter_: wq.Query) -> npt.NDArray[np.bool_]:
        allowed = self._allowed.get(filter_)
        if allowed is None:
            allowed = np.zeros(self._count, dtype=np.bool_)
            docs = list(self._searcher.docs_for_query(filter_))
            allowed[np.asarray(docs, dtype=np.int64)] = True
            self._allowed[filter_] = allowed
        return allowed
