"""The question student (issue 32): questions are read by the first layers of MiniLM and a
linear map onto the whole model's space; units, asked questions and rulings by the whole model.
The map's file is checked: its shape, its depth, the model it was fitted on."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

from rules_corpus.search.semantic import SemanticIndex
from rules_corpus.semantic import vectors
from rules_corpus.semantic.encoder import Encoder
from rules_corpus.semantic.minilm import HIDDEN, LAYERS
from rules_corpus.semantic.model_file import ModelFileError, load_model
from rules_corpus.semantic.question_student import (
    STUDENT_FILE,
    QuestionStudent,
    read_student,
    save_student,
)

QUESTIONS = (
    "does my card untap in the morning?",
    "Can I respond to that?",
    "if my opponent sacrifices a character, does its boost stay?",
    "who decides the order of two reactions triggered at the same time",
    "how many cards can I have in my reserve at night",
)


@lru_cache(maxsize=1)
def encoder() -> Encoder:
    return Encoder(load_model(digest=vectors.shipped_model()))


def whole(text: str) -> np.ndarray:
    """The whole network's vector of ``text`` (six layers, mean, unit length)."""
    return encoder().network(np.asarray(encoder().token_ids(text), dtype=np.int64))


def test_the_shipped_model_reads_questions_with_fewer_layers() -> None:
    student = load_model(digest=vectors.shipped_model()).student
    assert student is not None and 1 <= student.depth < LAYERS


def test_a_question_is_encoded_by_the_student_and_a_unit_by_the_whole_model() -> None:
    """``encode`` (the question path) is the student's vector — not the whole model's —
    and ``encode_many`` (units, asked questions, rulings) the whole model's, bit for bit."""
    student = load_model(digest=vectors.shipped_model()).student
    assert student is not None
    for text in QUESTIONS:
        ids = np.asarray(encoder().token_ids(text), dtype=np.int64)
        asked = encoder().encode(text)
        assert np.array_equal(asked, student(encoder().network, ids))
        assert not np.array_equal(asked, whole(text))
        assert np.array_equal(encoder().encode_many([text])[0], whole(text))
        assert np.linalg.norm(asked) == pytest.approx(1.0, abs=1e-5)


def test_the_students_vector_lies_close_to_the_whole_models() -> None:
    """The map was fitted for this: a question's two vectors nearly agree (the fit measured a
    mean cosine well above this on questions it never saw, scripts/fit_question_student.py)."""
    for text in QUESTIONS:
        assert float(encoder().encode(text) @ whole(text)) >= 0.9, text


def test_the_search_compares_the_students_question_with_the_whole_models_units() -> None:
    units = [
        "Prepare. During Morning, each player readies their exhausted cards.",
        "A constructed deck contains at least 39 cards in addition to its Hero.",
    ]
    index = SemanticIndex(encoder(), ["ready", "deck"], encoder().encode_many(units))
    question = QUESTIONS[0]
    expected = np.stack([whole(u) for u in units]) @ encoder().encode(question)
    assert np.allclose(index.similarities(question), expected, atol=1e-6)
    assert index.similarities(question)[0] > index.similarities(question)[1] + 0.1


def test_without_a_student_questions_are_read_by_the_whole_model() -> None:
    plain = Encoder(load_model(digest=vectors.shipped_model(), student=None))
    assert np.array_equal(plain.encode(QUESTIONS[1]), whole(QUESTIONS[1]))


def _written(tmp_path: Path, **arrays: np.ndarray) -> Path:
    path = tmp_path / STUDENT_FILE.name
    with np.load(STUDENT_FILE) as shipped:
        data = {key: shipped[key] for key in shipped.files}
    data.update(arrays)
    np.savez(path, **data)
    return path


def test_a_map_of_the_wrong_shape_is_named_with_its_shape(tmp_path: Path) -> None:
    wrong = _written(tmp_path, weight=np.zeros((HIDDEN, 100), dtype=np.float16))
    with pytest.raises(ModelFileError, match=r"question_student\.npz holds a map of shape "):
        load_model(digest=vectors.shipped_model(), student=wrong)
    with pytest.raises(ModelFileError, match=r"\(384, 100\).*not \(384, 384\)"):
        load_model(digest=vectors.shipped_model(), student=wrong)


def test_a_depth_the_model_cannot_give_is_named(tmp_path: Path) -> None:
    for depth in (0, LAYERS, 9):
        wrong = _written(tmp_path, depth=np.asarray(depth))
        with pytest.raises(ModelFileError, match=rf"gives {depth} layers, not a number from 1"):
            load_model(digest=vectors.shipped_model(), student=wrong)


def test_a_missing_damaged_or_other_models_map_is_named(tmp_path: Path) -> None:
    with pytest.raises(ModelFileError, match=r"question_student\.npz is missing"):
        load_model(student=tmp_path / STUDENT_FILE.name)
    damaged = tmp_path / "damaged" / STUDENT_FILE.name
    damaged.parent.mkdir()
    damaged.write_bytes(STUDENT_FILE.read_bytes()[:300])
    with pytest.raises(ModelFileError, match=r"question_student\.npz cannot be read"):
        load_model(student=damaged)
    other = _written(tmp_path, model=np.zeros(32, dtype=np.uint8))
    with pytest.raises(ModelFileError, match=r"fitted on another model file"):
        load_model(digest=vectors.shipped_model(), student=other)
    bad = _written(tmp_path, bias=np.full(HIDDEN, np.nan, dtype=np.float16))
    with pytest.raises(ModelFileError, match=r"not finite"):
        load_model(digest=vectors.shipped_model(), student=bad)


def test_a_map_written_reads_back(tmp_path: Path) -> None:
    rng = np.random.default_rng(0)
    student = QuestionStudent(
        2, rng.normal(size=(HIDDEN, HIDDEN)).astype(np.float32), np.ones(HIDDEN, np.float32)
    )
    path = tmp_path / "student.npz"
    save_student(student, b"m" * 32, path)
    back = read_student(path, b"m" * 32)
    assert back.depth == 2
    assert np.allclose(back.weight, student.weight, atol=1e-2, rtol=1e-3)  # float16
    assert np.array_equal(back.bias, student.bias)
