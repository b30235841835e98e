"""The encoder's model read at the app's start, while the rules open (issue 32, search42):
taken where the encoder is made, the same model as one read there; an error of the early
reading raised where it is taken; a reading of other files or digest not taken."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from rules_corpus.semantic import preload, vectors
from rules_corpus.semantic.encoder import Encoder
from rules_corpus.semantic.model_file import MODEL_FILE, ModelFileError, load_model
from rules_corpus.semantic.preload import forget_early, preload_model, take_model

TEXT = "can my character move to the other expedition at dusk"


@pytest.fixture(autouse=True)
def nothing_early() -> Iterator[None]:
    forget_early()
    yield
    forget_early()


def test_the_early_model_is_taken_once_and_encodes_as_one_read_there() -> None:
    digest = vectors.shipped_model()
    assert digest
    assert preload_model()
    assert not preload_model()  # one reading at a time
    early = take_model(digest=digest)
    again = take_model(digest=digest)  # nothing early left: read now
    assert early is not again
    made_here = load_model(digest=digest)
    vector = Encoder(early).encode(TEXT)
    assert vector.tobytes() == Encoder(made_here).encode(TEXT).tobytes()
    assert np.array_equal(Encoder(again).encode(TEXT), vector)
    assert preload_model()  # taken: another start may read it again


def test_a_reading_of_another_digest_is_not_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    taken: list[bytes] = []

    def reads(path: Path, tokenizer: Path, digest: bytes, pause: object) -> object:
        taken.append(digest)
        return object()

    monkeypatch.setattr(preload, "load_model", reads)
    assert preload_model()
    take_model(digest=b"another model")
    assert taken[-1] == b"another model"  # read where asked, not the early one
    take_model(digest=vectors.shipped_model())
    assert taken.count(vectors.shipped_model()) == 1  # the early reading's


def test_an_early_error_is_raised_where_the_model_is_taken(tmp_path: Path) -> None:
    damaged = tmp_path / MODEL_FILE.name
    data = bytearray(MODEL_FILE.read_bytes())
    data[len(data) // 2 : len(data) // 2 + 64] = bytes(64)
    damaged.write_bytes(bytes(data))
    assert preload_model(path=damaged)
    with pytest.raises(ModelFileError, match="is damaged"):
        take_model(digest=vectors.shipped_model(), path=damaged)
