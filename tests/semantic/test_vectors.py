"""Every search unit's vector (issue 19): the bundled corpus's shipped, others kept on disk."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search.asked import load_asked
from rules_corpus.search.units import iter_units
from rules_corpus.semantic import vectors
from rules_corpus.semantic.model_file import HIDDEN
from tests.semantic.test_encoder import encoder

REGENERATE = ".venv/bin/python scripts/vendor_semantic_model.py --vectors-only"


def test_the_shipped_vectors_match_the_current_corpus(corpus: Corpus) -> None:
    """A rules source changed without its vectors: the changed units would silently lose the
    semantic signal (and be encoded at every first start)."""
    shipped = vectors.shipped()
    stale = [
        u.key
        for u in iter_units(corpus)
        if vectors.text_digest(vectors.unit_text(u)) not in shipped
    ]
    assert stale == [], (
        f"{len(stale)} units have no shipped vector (e.g. {stale[:3]}): run {REGENERATE}"
    )


def test_every_asked_question_has_a_shipped_vector() -> None:
    """A question added to the bank without its vector would be encoded at every first start
    (seconds for the whole bank) and in every test that loads the encoder."""
    shipped = vectors.shipped()
    missing = [q.text for q in load_asked() if vectors.text_digest(q.text) not in shipped]
    assert missing == [], f"{len(missing)} asked questions have no shipped vector: run {REGENERATE}"


def test_the_shipped_vectors_were_made_by_the_shipped_model() -> None:
    """A re-vendored model without its vectors would rank with another model's vectors (and
    the model's digest check at load, taken from this record, would refuse it)."""
    assert vectors.shipped_model() == vectors.model_digest(), (
        f"the shipped vectors come from another model: run {REGENERATE}"
    )
    assert vectors.shipped_model(vectors.ASKED_FILE) == vectors.model_digest(), (
        f"the shipped asked questions' vectors come from another model: run {REGENERATE}"
    )


def test_a_sample_re_encodes_to_the_shipped_vectors(corpus: Corpus) -> None:
    """The shipped vectors are what the vendored model makes of the units' texts (float16).

    They were written when onnxruntime ran the model, which also rounded each matrix product's
    inputs to int8; the numpy run does not (issue 36), so a text's vector moves by rounding
    only: measured on 300 units, cosine min 0.99902, mean 0.99977, largest component
    difference 0.0083. Another model, or a wrong layer, gives cosines far below 0.99."""
    units = random.Random(19).sample(list(iter_units(corpus)), 24)
    texts = [vectors.unit_text(u) for u in units]
    fresh = encoder().encode_many(texts)
    shipped = vectors.shipped()
    stored = np.stack([shipped[vectors.text_digest(t)] for t in texts]).astype(np.float32)
    cosines = (fresh * stored).sum(axis=1) / np.linalg.norm(stored, axis=1)
    assert cosines.min() > 0.998
    assert np.abs(fresh - stored).max() < 1.5e-2


class CountingEncoder:
    """The real encoder, counting the texts it is asked to encode."""

    def __init__(self) -> None:
        self.encoded: list[str] = []

    def encode_many(self, texts: Sequence[str], **_: object) -> npt.NDArray[np.float32]:
        self.encoded += texts
        return encoder().encode_many(texts)


TEXTS = ["Landmark. A Permanent in the Landmark zone.", "Exhausted cards are turned sideways."]


def test_units_without_shipped_vectors_are_encoded_once_and_kept(tmp_path: Path) -> None:
    counting = CountingEncoder()
    first = vectors.unit_vectors(TEXTS, counting, tmp_path, known={})  # type: ignore[arg-type]
    assert counting.encoded == sorted(TEXTS, key=lambda t: vectors.text_digest(t))
    assert len(list(tmp_path.glob("unit-vectors-*.npz"))) == 1
    again = CountingEncoder()
    second = vectors.unit_vectors(TEXTS, again, tmp_path, known={})  # type: ignore[arg-type]
    assert again.encoded == []
    assert np.abs(first - second).max() < 2e-3  # kept as float16
    assert first.shape == (2, HIDDEN)


def test_a_damaged_kept_file_is_ignored_and_rewritten(tmp_path: Path) -> None:
    vectors.unit_vectors(TEXTS, CountingEncoder(), tmp_path, known={})  # type: ignore[arg-type]
    (kept,) = tmp_path.glob("unit-vectors-*.npz")
    kept.write_bytes(kept.read_bytes()[:100])
    counting = CountingEncoder()
    vectors.unit_vectors(TEXTS, counting, tmp_path, known={})  # type: ignore[arg-type]
    assert len(counting.encoded) == 2
    again = CountingEncoder()
    vectors.unit_vectors(TEXTS, again, tmp_path, known={})  # type: ignore[arg-type]
    assert again.encoded == []


def test_a_new_set_of_texts_replaces_the_older_file(tmp_path: Path) -> None:
    vectors.unit_vectors(TEXTS, CountingEncoder(), tmp_path, known={})  # type: ignore[arg-type]
    vectors.unit_vectors(TEXTS[:1], CountingEncoder(), tmp_path, known={})  # type: ignore[arg-type]
    assert len(list(tmp_path.glob("unit-vectors-*.npz"))) == 1


def test_vectors_kept_for_another_model_are_not_reused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    vectors.unit_vectors(TEXTS, CountingEncoder(), tmp_path, known={})  # type: ignore[arg-type]
    monkeypatch.setattr(vectors, "model_stamp", lambda: b"another vendoring")
    counting = CountingEncoder()
    vectors.unit_vectors(TEXTS, counting, tmp_path, known={})  # type: ignore[arg-type]
    assert len(counting.encoded) == 2  # encoded again by this model, not read back
