"""The vendored sentence encoder (issue 19): its tokenizer, the int8 model run in numpy, and
what happens when either cannot be loaded."""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

from rules_corpus.semantic import vectors
from rules_corpus.semantic.encoder import MAX_TOKENS, Encoder
from rules_corpus.semantic.model_file import (
    MODEL_FILE,
    TOKENIZER_FILE,
    ModelFileError,
    load_model,
)

REFERENCE = Path(__file__).resolve().parents[1] / "data" / "minilm_reference.json"


@lru_cache(maxsize=1)
def encoder() -> Encoder:
    return Encoder(load_model(digest=vectors.shipped_model()))


def cosine(question: str, unit: str) -> float:
    """A question's cosine with a unit's text (the question by the student, the unit by the
    whole model, as the search compares them)."""
    return float(encoder().encode(question) @ encoder().encode_many([unit])[0])


def test_the_tokenizer_is_bert_uncased_wordpiece() -> None:
    """[CLS] hello world [SEP] are 101 7592 2088 102 in BERT's uncased vocabulary; a word
    outside it is split into pieces, lower-cased, and no padding is added."""
    assert encoder().token_ids("Hello world") == [101, 7592, 2088, 102]
    pieces = encoder().token_ids("Untap")
    assert pieces[0] == 101 and pieces[-1] == 102 and len(pieces) > 3
    assert pieces == encoder().token_ids("untap")


def test_a_long_text_is_cut_at_the_models_limit_and_still_encodes() -> None:
    assert len(encoder().token_ids("ready " * 400)) == MAX_TOKENS
    assert np.isfinite(encoder().encode_many(["ready " * 400])).all()


def test_vectors_have_unit_length() -> None:
    assert np.linalg.norm(encoder().encode("Can I respond to that?")) == pytest.approx(
        1.0, abs=1e-5
    )


def test_an_empty_or_odd_question_still_encodes_to_a_unit_vector() -> None:
    """Nothing but [CLS] [SEP], accents and signs, control characters: the model still runs."""
    for text in ("", "   ", "Équipement, dégâts — «X» 🙂", "\x00\x01"):
        assert np.linalg.norm(encoder().encode(text)) == pytest.approx(1.0, abs=1e-5), text


def test_a_texts_vector_does_not_depend_on_what_it_is_encoded_with() -> None:
    """The int8 products quantise their inputs as they come: were texts padded into one
    batch, a long neighbour could shift a short text's vector. Each runs alone."""
    texts = ["Fleeting", "When a Character would go to the Reserve, discard it instead.", "x " * 40]
    together = encoder().encode_many(texts)
    alone = np.stack([encoder().encode_many([t])[0] for t in texts])
    assert np.array_equal(together, alone)
    ids = np.asarray(encoder().token_ids("Fleeting"), dtype=np.int64)
    assert np.array_equal(alone[0], encoder().network(ids))


def test_the_shipped_encoder_agrees_with_the_float32_model() -> None:
    """The int8 model against the original float32 one (vectors the vendoring script wrote
    from it): a cosine of at least 0.995 for each text (0.998 or more when vendored). The
    whole model's (what units are encoded with); questions' are the student's
    (test_question_student.py)."""
    reference = json.loads(REFERENCE.read_text("utf-8"))["texts"]
    assert len(reference) >= 8
    for row in reference:
        expected = np.asarray(row["vector"], dtype=np.float32)
        assert float(encoder().encode_many([row["text"]])[0] @ expected) >= 0.995, row["text"]


def test_a_paraphrase_lies_closer_than_an_unrelated_rule() -> None:
    """The reason the model is here: "untap in the morning" is about readying cards during
    Morning (CR 5.0 4.2.1), not about deck size."""
    question = "does my card untap in the morning?"
    ready = "Prepare. During Morning, each player readies their exhausted cards."
    deck = "A constructed deck contains at least 39 cards in addition to its Hero."
    assert cosine(question, ready) > cosine(question, deck) + 0.1


def test_a_damaged_or_missing_model_file_is_named(tmp_path: Path) -> None:
    damaged = tmp_path / "model.onnx"
    damaged.write_bytes(b"\x08\x07 not really a model")
    with pytest.raises(ModelFileError, match=r"model file model\.onnx cannot be read"):
        load_model(damaged)
    with pytest.raises(ModelFileError, match=r"missing\.onnx cannot be read"):
        load_model(tmp_path / "missing.onnx")


def test_a_model_file_with_damaged_weights_is_named_as_damaged(tmp_path: Path) -> None:
    """Flipped bytes inside the weights still parse as a model, and would give wrong vectors
    without a word: the file's digest, recorded with the shipped vectors, catches them."""
    data = bytearray(MODEL_FILE.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 64] = bytes(b ^ 0xFF for b in data[middle : middle + 64])
    damaged = tmp_path / MODEL_FILE.name
    damaged.write_bytes(bytes(data))
    with pytest.raises(ModelFileError, match=r"minilm_l6_int8\.onnx is damaged"):
        load_model(damaged, digest=vectors.shipped_model())


def test_a_damaged_tokenizer_file_is_named(tmp_path: Path) -> None:
    damaged = tmp_path / TOKENIZER_FILE.name
    damaged.write_text(TOKENIZER_FILE.read_text("utf-8")[:1000], "utf-8")
    with pytest.raises(ModelFileError, match=r"tokenizer file minilm_tokenizer\.json"):
        load_model(tokenizer=damaged)


def test_the_encoder_runs_without_onnxruntime_or_the_tokenizers_library(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The installed app ships neither (issue 36): the model loads and encodes with numpy and
    the Python WordPiece alone."""
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # import raises ImportError
    monkeypatch.setitem(sys.modules, "tokenizers", None)
    model = load_model(digest=vectors.shipped_model())
    vector = Encoder(model).encode("Can I respond to that?")
    assert vector.shape == (384,) and np.linalg.norm(vector) == pytest.approx(1.0, abs=1e-5)


def test_a_model_file_of_another_graph_is_named(tmp_path: Path) -> None:
    """A well-formed ONNX file that is not this encoder (here: its word table only) is refused
    by name, not run with missing weights."""
    from rules_corpus.semantic.onnx_reader import read_graph

    graph = read_graph(MODEL_FILE.read_bytes())
    assert "word.q" in graph.initializers and len(graph.nodes) > 100
    data = MODEL_FILE.read_bytes()
    other = tmp_path / "other.onnx"
    other.write_bytes(data[: len(data) // 3])  # cut inside a tensor: a length past the end
    with pytest.raises(ModelFileError, match=r"other\.onnx cannot be read"):
        load_model(other)
