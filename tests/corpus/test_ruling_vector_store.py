"""Issue 34: the official rulings' encodings are kept by content, all of them, across starts.

Every ruling encoded is kept in one store (a folder of chunks) by its text's digest; a set
imported later encodes only what is new; a start after that encodes nothing; a damaged chunk is
encoded again; two sets supplied one after the other are both kept (they used to be kept only
for the last batch encoded).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search import ruling_vectors, vector_chunks
from rules_corpus.search.index import RulesIndex
from rules_corpus.search.ruling_vectors import read_store, store_path
from rules_corpus.search.rulings import RulingRecord


def _rulings(first: int, count: int) -> list[RulingRecord]:
    return [
        RulingRecord(
            f"Test Card {n}",
            f"TEST_CARD_{n}",
            f"Can Test Card {n} be played from Reserve during the Afternoon, ruling {n}?",
            f"Yes: like any Character in Reserve (ruling {n}).",
            "2026-04-01",
        )
        for n in range(first, first + count)
    ]


class Counting:
    """Counts the texts the encoder is asked to encode."""

    def __init__(self, index: RulesIndex) -> None:
        assert index.semantic is not None
        self.encoder = index.semantic.encoder
        self.original = self.encoder.encode_many
        self.texts: list[str] = []

    def __call__(self, texts: list[str], **kwargs: object) -> object:
        self.texts.extend(texts)
        return self.original(texts, **kwargs)  # type: ignore[arg-type]


def _start(
    corpus: Corpus, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[RulesIndex, Counting]:
    index = RulesIndex.open_or_build(corpus, "store", None)
    assert index.load_semantic(folder) is None
    counting = Counting(index)
    assert index.semantic is not None
    monkeypatch.setattr(index.semantic.encoder, "encode_many", counting)
    return index, counting


def test_every_set_is_kept_and_a_new_set_encodes_only_what_is_new(
    corpus: Corpus, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Small batches and saves: the old cache kept only the last batch's file.
    monkeypatch.setattr(ruling_vectors, "BATCH", 4)
    monkeypatch.setattr(vector_chunks, "SAVE_EVERY", 4)
    first_set, second_set = _rulings(0, 10), _rulings(10, 6)
    index, counting = _start(corpus, tmp_path, monkeypatch)
    index.set_rulings(first_set)
    assert index.rulings_encoded(timeout=60)
    assert len(counting.texts) == 10
    # A second set imported: only its 6 rulings are encoded.
    index.set_rulings(first_set + second_set)
    assert index.rulings_encoded(timeout=60)
    assert len(counting.texts) == 16
    encoded = np.asarray(index.rulings.vectors)
    index.close()
    stores = [p for p in (tmp_path / "rulings").iterdir() if not p.name.startswith(".")]
    assert stores == [store_path(tmp_path / "rulings")]
    assert len(read_store(stores[0])) == 16

    # The next start encodes nothing, whatever order or subset the pool gives.
    again, counted = _start(corpus, tmp_path, monkeypatch)
    again.set_rulings(list(reversed(second_set)) + first_set[:3])
    assert again.rulings_encoded(timeout=60)
    assert counted.texts == []
    kept = np.asarray(again.rulings.vectors)
    assert np.allclose(kept[0], encoded[15], atol=1e-2)  # float16 on disk
    # A set removed from the pool and imported again still costs nothing.
    again.set_rulings(first_set + second_set)
    assert again.rulings_encoded(timeout=60)
    assert counted.texts == []
    again.close()


def test_a_damaged_chunk_is_encoded_again(
    corpus: Corpus, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "rulings"
    store_path(folder).mkdir(parents=True)
    (store_path(folder) / "chunk-00000000000000000001-1-0.npz").write_bytes(b"not numpy")
    index, counting = _start(corpus, tmp_path, monkeypatch)
    index.set_rulings(_rulings(0, 3))
    assert index.rulings_encoded(timeout=60)
    assert len(counting.texts) == 3
    assert len(read_store(store_path(folder))) == 3
    index.close()


def test_a_stop_keeps_what_was_encoded(
    corpus: Corpus, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ruling_vectors, "BATCH", 2)
    index, _ = _start(corpus, tmp_path, monkeypatch)
    assert index.semantic is not None
    import threading

    stop = threading.Event()
    original = index.semantic.encoder.encode_many
    calls: list[int] = []

    def stop_after_first(texts: list[str], **kwargs: object) -> object:
        calls.append(len(texts))
        stop.set()  # the app closes while the first batch encodes
        return original(texts, **kwargs)  # type: ignore[arg-type]

    texts = [r.meaning_text for r in _rulings(0, 6)]
    monkeypatch.setattr(index.semantic.encoder, "encode_many", stop_after_first)
    assert index.semantic.text_vectors(texts, tmp_path / "rulings", stop) is None
    assert calls == [2]
    assert len(read_store(store_path(tmp_path / "rulings"))) == 2
    index.close()
