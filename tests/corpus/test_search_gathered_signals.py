"""The search's faster paths give the very figures of the one-by-one ones (issue 32, latency):
a candidate's meaning signals gathered for all candidates at once, and the coverage shares
added by a mask of the concepts a unit satisfies."""

from __future__ import annotations

import random

import numpy as np

from rules_corpus.model import Kind
from rules_corpus.search.candidates import _Shares
from rules_corpus.search.query import Concept
from rules_corpus.search.semantic import AskedVectors, QuestionSimilarity, SemanticIndex
from rules_corpus.search.units import SearchUnit


class _Encoder:
    def __init__(self, vector: np.ndarray) -> None:
        self._vector = vector

    def encode(self, text: str) -> np.ndarray:
        return self._vector


def _unit(item: str) -> SearchUnit:
    return SearchUnit(f"cr|rule|{item}", "cr", "altered", item, Kind.RULE, "", "", "", "")


def _similarity(seed: int) -> tuple[QuestionSimilarity, list[str]]:
    rng = np.random.default_rng(seed)
    units = [_unit(f"{n // 7 + 1}.{n % 7 + 1}") for n in range(120)]
    keys = [u.key for u in units]
    matrix = rng.standard_normal((len(units), 8)).astype(np.float32)
    questions = rng.standard_normal((40, 8)).astype(np.float32)
    rows = sorted(rng.choice(len(units), size=25, replace=False).tolist())
    counts = rng.integers(1, 3, size=len(rows))
    starts = np.cumsum([0, *counts[:-1].tolist()]).tolist()
    asked = AskedVectors(rows, starts, questions[: int(counts.sum())])
    vector = rng.standard_normal(8).astype(np.float32)
    index = SemanticIndex(_Encoder(vector), keys, matrix, asked)  # type: ignore[arg-type]
    return QuestionSimilarity(index, "question"), keys


def test_the_signals_gathered_at_once_are_each_candidates_own() -> None:
    """For every key (one the index has not too) and parent (None, unknown, known), the
    gathered signals equal :meth:`QuestionSimilarity.signals` asked one by one — the same
    floats, not nearly."""
    for seed in range(5):
        similarity, keys = _similarity(seed)
        wanted = [*keys[::3], "cr|rule|99.9", keys[5]]
        parents: list[str | None] = [
            None if n % 3 == 0 else ("cr|section|1" if n % 3 == 1 else keys[n % len(keys)])
            for n in range(len(wanted))
        ]
        gathered = similarity.signals_many(wanted, parents)
        one_by_one = [similarity.signals(k, p) for k, p in zip(wanted, parents, strict=True)]
        assert gathered == one_by_one
        assert any(s[3] > 0 for s in gathered) and any(s[3] == 0 for s in gathered)
        assert gathered[-2] == (0.0, 50, gathered[-2][2], 0.0, 50)  # a key with no row


def test_the_closest_by_asked_questions_are_those_asked_about() -> None:
    """The units joining by their asked questions' cosine are those with a question (the
    gathered test reads the same cosines as ``asked_cosine``)."""
    similarity, _ = _similarity(7)
    by_text = set(similarity.closest[:50])
    joined = [k for k in similarity.closest if k not in by_text]
    assert joined and all(similarity.asked_cosine(k) > 0 for k in joined)


def _naive_share(
    concepts: tuple[Concept, ...], weights: list[float], stems: frozenset[str]
) -> float:
    total = sum(weights)
    if not total:
        return 1.0
    matched = [n for n, c in enumerate(concepts) if c.satisfied_by(stems)]
    return sum(weights[n] for n in sorted(matched)) / total


def test_the_shares_by_mask_are_the_shares_concept_by_concept() -> None:
    """Plain concepts (one sharing a stem with another), a quoted phrase and a typed prefix:
    each set of stems' share equals the IDF-weighted share asked concept by concept, exactly,
    and asking a set again (or an equal set) gives the same."""
    vocabulary = ["card", "play", "hand", "reserv", "exhaust", "ready", "boost", "limbo", "tok"]
    concepts = (
        Concept("card", frozenset({"card"})),
        Concept("play", frozenset({"play", "cast"})),
        Concept("cast", frozenset({"cast"})),
        Concept('"from reserve"', frozenset({"from", "reserv"}), whole=True),
        Concept("exh*", frozenset(), prefix="exh"),
        Concept("boost", frozenset({"boost"})),
    )
    weights = [0.3, 1.7, 2.9, 3.1, 1.1, 2.3]
    rng = random.Random(3)
    share = _Shares(concepts, weights)
    seen = 0
    for _ in range(400):
        stems = frozenset(rng.sample([*vocabulary, "from", "cast", "exhausted"], rng.randint(0, 6)))
        expected = _naive_share(concepts, weights, stems)
        assert share(stems) == expected, stems
        assert share(frozenset(stems)) == expected
        seen += 0.0 < expected < 1.0
    assert seen > 50
    assert _Shares(concepts, [0.0] * len(concepts))(frozenset({"card"})) == 1.0
