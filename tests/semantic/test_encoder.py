"""The vendored sentence encoder (issue 19): its tokenizer, its forward pass and its weights."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

from rules_corpus.semantic.encoder import MAX_TOKENS, Encoder, gelu
from rules_corpus.semantic.model_file import (
    ModelFileError,
    dequantise_rows,
    load_weights,
    quantise_rows,
)


@lru_cache(maxsize=1)
def encoder() -> Encoder:
    return Encoder(load_weights())


def cosine(a: str, b: str) -> float:
    return float(encoder().encode(a) @ encoder().encode(b))


def test_the_tokenizer_is_bert_uncased_wordpiece() -> None:
    """[CLS] hello world [SEP] are 101 7592 2088 102 in BERT's uncased vocabulary; a word
    outside it is split into pieces, lower-cased, and no padding is added."""
    assert encoder().token_ids("Hello world") == [101, 7592, 2088, 102]
    pieces = encoder().token_ids("Untap")
    assert pieces[0] == 101 and pieces[-1] == 102 and len(pieces) > 3
    assert pieces == encoder().token_ids("untap")


def test_a_long_text_is_cut_at_the_models_limit() -> None:
    assert len(encoder().token_ids("ready " * 400)) == MAX_TOKENS


def test_vectors_have_unit_length() -> None:
    assert np.linalg.norm(encoder().encode("Can I respond to that?")) == pytest.approx(
        1.0, abs=1e-5
    )


def test_texts_encoded_together_match_texts_encoded_alone() -> None:
    """Batching pads the shorter texts: the padding must be masked out of the attention and
    the mean, or a text's vector would depend on its neighbours."""
    texts = ["Fleeting", "When a Character would go to the Reserve, discard it instead.", "x " * 40]
    together = encoder().encode_many(texts, batch=3)
    alone = np.stack([encoder().encode_many([t])[0] for t in texts])
    assert np.abs(together - alone).max() < 1e-5
    assert np.abs(alone[0] - encoder().encode("Fleeting")).max() < 1e-5


def test_a_paraphrase_lies_closer_than_an_unrelated_rule() -> None:
    """The reason the model is here: "untap in the morning" is about readying cards during
    Morning (CR 5.0 4.2.1), not about deck size."""
    question = "does my card untap in the morning?"
    ready = "Prepare. During Morning, each player readies their exhausted cards."
    deck = "A constructed deck contains at least 39 cards in addition to its Hero."
    assert cosine(question, ready) > cosine(question, deck) + 0.1


def test_gelu_is_the_exact_one() -> None:
    """BERT's GELU is x·Φ(x) (erf), not the tanh approximation: known values."""
    x = np.array([-3.0, -1.0, 0.0, 0.5, 1.0, 2.0], dtype=np.float32)
    expected = np.array([-0.00404969, -0.15865525, 0.0, 0.34573123, 0.84134475, 1.95449974])
    assert np.abs(gelu(x) - expected).max() < 1e-6


def test_int8_rows_restore_each_weight_within_half_a_step() -> None:
    rng = np.random.default_rng(19)
    matrix = rng.normal(size=(64, 384)).astype(np.float32)
    matrix[3] = 0.0  # a row of zeros keeps a usable scale
    q, scale = quantise_rows(matrix)
    assert q.dtype == np.int8 and scale.shape == (64,)
    error = np.abs(dequantise_rows(q, scale) - matrix)
    assert (error <= scale[:, None] / 2 + 1e-7).all()
    assert np.abs(q).max() == 127


def test_a_damaged_model_file_is_named(tmp_path: Path) -> None:
    damaged = tmp_path / "model.npz"
    damaged.write_bytes(b"PK\x03\x04 not really")
    with pytest.raises(ModelFileError, match=r"model\.npz"):
        load_weights(damaged)
    with pytest.raises(ModelFileError, match="missing"):
        load_weights(tmp_path / "missing.npz")
