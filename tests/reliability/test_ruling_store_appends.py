"""Issue 34: the rulings' vector store is appended to, never rewritten; a failure mid-write loses
at most the chunk being written, never the store.

The store used to be one file merged and rewritten whole every 256 rulings. Now each save is a
new chunk written aside and renamed into place. These tests inject the faults: a full disk
during a save (the write fails after part of the data), a process killed while it writes
(SIGKILL at random moments, merges included), a merge interrupted half-way; and check that the
chunks written before are never touched again. The vectors are random numbers, the texts
invented.
"""

from __future__ import annotations

import errno
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from rules_corpus.search import ruling_vectors, vector_chunks
from rules_corpus.search.ruling_vectors import read_store, store_path
from rules_corpus.semantic.model_file import HIDDEN, Floats
from rules_corpus.semantic.vectors import text_digest

REPO = Path(__file__).resolve().parents[2]


def _vectors(first: int, count: int) -> dict[bytes, Floats]:
    rng = np.random.default_rng(first)
    return {
        text_digest(f"ruling {n}"): rng.standard_normal(HIDDEN).astype(np.float32)
        for n in range(first, first + count)
    }


class FakeEncoder:
    """Random vectors, one per text (what the store keeps is all these tests look at)."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def encode_many(self, texts: list[str], progress: Any = None) -> Floats:
        self.texts.extend(texts)
        rng = np.random.default_rng(len(self.texts))
        return rng.standard_normal((len(texts), HIDDEN)).astype(np.float32)


def test_a_save_appends_a_chunk_and_never_rewrites_the_chunks_before(tmp_path: Path) -> None:
    store = tmp_path / "store"
    vector_chunks.append(store, _vectors(0, 5))
    (first,) = vector_chunks.chunk_files(store)
    before = (first.stat().st_ino, first.stat().st_mtime_ns, first.read_bytes())
    vector_chunks.append(store, _vectors(5, 5))
    vector_chunks.append(store, _vectors(10, 5))
    assert len(vector_chunks.chunk_files(store)) == 3
    assert (first.stat().st_ino, first.stat().st_mtime_ns, first.read_bytes()) == before
    assert len(vector_chunks.read_folder(store)) == 15


def test_a_full_disk_during_a_save_keeps_the_store_and_the_vectors_are_saved_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ruling_vectors, "BATCH", 4)
    monkeypatch.setattr(vector_chunks, "SAVE_EVERY", 4)
    folder = tmp_path / "rulings"
    encoder = FakeEncoder()
    known = [f"known ruling {n}" for n in range(6)]
    ruling_vectors.ruling_vectors(known, encoder, folder)  # type: ignore[arg-type]
    stored = read_store(store_path(folder))
    assert len(stored) == 6

    real_fsync, failures = os.fsync, [0]

    def disk_full_once(fd: int) -> None:  # the data half on disk, then no space
        if failures[0] == 0:
            failures[0] += 1
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", disk_full_once)
    new = [f"new ruling {n}" for n in range(12)]
    out = ruling_vectors.ruling_vectors(known + new, encoder, folder)  # type: ignore[arg-type]
    assert out is not None and out.shape == (18, HIDDEN)
    assert failures == [1]
    after = read_store(store_path(folder))
    assert len(after) == 18  # the chunk refused is written with the next one
    assert all(np.allclose(after[d], v) for d, v in stored.items())
    assert not [p for p in store_path(folder).iterdir() if p.name.startswith(".")]


def test_a_disk_full_all_along_leaves_the_store_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "rulings"
    ruling_vectors.ruling_vectors(["a ruling"], FakeEncoder(), folder)  # type: ignore[arg-type]
    files = {p: p.read_bytes() for p in store_path(folder).iterdir()}

    def no_space(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    texts = ["a ruling"] + [f"ruling {n}" for n in range(300)]
    out = ruling_vectors.ruling_vectors(texts, FakeEncoder(), folder)  # type: ignore[arg-type]
    assert out is not None  # the search gets its vectors all the same
    assert {p: p.read_bytes() for p in store_path(folder).iterdir()} == files


_WRITER = """
import sys
import numpy as np
from pathlib import Path
from rules_corpus.search import vector_chunks
from rules_corpus.semantic.model_file import HIDDEN
from rules_corpus.semantic.vectors import text_digest

vector_chunks.COMPACT_AT = 3  # merges too are killed half-way
vector_chunks.MAX_KEPT = 10**6  # every chunk confirmed must be kept
store, start = Path(sys.argv[1]), int(sys.argv[2])
rng = np.random.default_rng(start)
for c in range(start, start + 1000):
    digests = [text_digest(f"chunk {c} ruling {n}") for n in range(1500)]
    vectors = {d: rng.standard_normal(HIDDEN) for d in digests}
    vector_chunks.append(store, vectors)
    print(c, flush=True)
"""


def test_a_writer_killed_at_any_moment_loses_at_most_the_chunk_it_was_writing(
    tmp_path: Path,
) -> None:
    store = tmp_path / "store"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    confirmed: list[int] = []
    rng = random.Random(34)
    start = 0
    for _kill in range(8):
        writer = subprocess.Popen(
            [sys.executable, "-c", _WRITER, str(store), str(start)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert writer.stdout is not None
        confirmed.append(int(writer.stdout.readline()))
        began = time.monotonic()
        more = rng.randint(1, 3)
        for _ in range(more):  # some chunks confirmed, then a kill at any moment
            confirmed.append(int(writer.stdout.readline()))
        cycle = (time.monotonic() - began) / more
        time.sleep(rng.uniform(0, cycle))  # of the next chunk: encoding, writing or merging
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
        start = confirmed[-1] + 2
        kept = vector_chunks.read_folder(store)
        for number in confirmed:
            assert text_digest(f"chunk {number} ruling 0") in kept
            assert text_digest(f"chunk {number} ruling 1499") in kept
        for chunk in vector_chunks.chunk_files(store):  # no torn chunk is ever visible
            assert vector_chunks.read_chunk(chunk)


def test_a_merge_cut_short_keeps_every_vector(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = tmp_path / "store"
    for n in range(4):
        vector_chunks.append(store, _vectors(10 * n, 10))
    real_unlink = Path.unlink

    def crash_after_first(self: Path, missing_ok: bool = False) -> None:
        real_unlink(self, missing_ok)
        raise KeyboardInterrupt  # the process ends between two removals

    monkeypatch.setattr(Path, "unlink", crash_after_first)
    with pytest.raises(KeyboardInterrupt):
        vector_chunks.compact(store, at=2)
    monkeypatch.setattr(Path, "unlink", real_unlink)
    assert len(vector_chunks.read_folder(store)) == 40
    assert vector_chunks.compact(store, at=1)
    assert len(vector_chunks.chunk_files(store)) == 1
    assert len(vector_chunks.read_folder(store)) == 40


def test_the_previous_versions_one_file_is_read_and_moved_into_the_store(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "rulings"
    folder.mkdir()
    old = _vectors(0, 3)
    legacy = store_path(folder).with_name(store_path(folder).name + ".npz")
    legacy.write_bytes(vector_chunks._chunk_bytes(old))
    encoder = FakeEncoder()
    texts = [f"ruling {n}" for n in range(5)]  # the first three were encoded by it
    ruling_vectors.ruling_vectors(texts, encoder, folder)  # type: ignore[arg-type]
    assert encoder.texts == ["ruling 3", "ruling 4"]
    assert not legacy.exists()
    assert len(read_store(store_path(folder))) == 5


def test_a_cache_folder_removed_while_encoding_stays_removed(tmp_path: Path) -> None:
    """The judge (or a test) removes the cache folder while the background encoder works: it
    stops, and its last save must not create the folder again."""
    cache = tmp_path / "cache"
    folder = cache / "rulings"
    encoder = FakeEncoder()

    class RemovedAfterFirstBatch:
        def is_set(self) -> bool:
            if encoder.texts and cache.exists():
                shutil.rmtree(cache)
            return not folder.is_dir()

    texts = [f"ruling {n}" for n in range(12)]
    out = ruling_vectors.ruling_vectors(
        texts,
        encoder,  # type: ignore[arg-type]
        folder,
        RemovedAfterFirstBatch(),
    )
    assert out is None and encoder.texts  # stopped after its first batch
    assert not cache.exists()
