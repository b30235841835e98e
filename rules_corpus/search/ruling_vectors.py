"""The official rulings' vectors, kept on disk by content across starts (issue 34).

Rulings arrive at run time, set after set (:meth:`RulesIndex.set_rulings`), and each is encoded
once by the sentence encoder (10–40 ms of CPU a ruling). They used to be kept the way unit
vectors are — one file named by what it holds, older files removed — but rulings were encoded a
batch at a time, so only the last batch survived and every start encoded them all again (393
rulings: 1.6 s more per start; 1,393: 20 s).

Here every ruling vector ever encoded by this model is kept in **one** store,
``ruling-vectors-<model>/``, by the digest of the text encoded
(:func:`~rules_corpus.semantic.vectors.text_digest`), and never removed for being absent from
today's set: a set removed and imported again costs nothing. Importing a set encodes only the
rulings not in the store. New vectors are appended as they come, one chunk every
:data:`~rules_corpus.search.vector_chunks.SAVE_EVERY` new ones and at the end or when stopped
(:mod:`~rules_corpus.search.vector_chunks`: no stored file is written again, so a crash or a
full disk loses at most the chunk being written). A folder that refuses writes is no error
(the rulings are then encoded again next time).

The encoding goes a few rulings at a time (:data:`BATCH`), and before each batch gives way to
any search running (:func:`~rules_corpus.search.encoder_yield.wait_turn`), reports its progress
and looks whether it was stopped (the app closing, or the judge's Cancel).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

import numpy as np

from rules_corpus.search import vector_chunks
from rules_corpus.search.encoder_yield import Stop, wait_turn
from rules_corpus.semantic.digests import text_digest
from rules_corpus.semantic.encoder import Encoder
from rules_corpus.semantic.model_file import HIDDEN, Floats
from rules_corpus.semantic.vectors import model_stamp

__all__ = ["BATCH", "Stop", "kept_vectors", "missing_texts", "read_store", "ruling_vectors"]

_PREFIX: Final = "ruling-vectors-"
BATCH: Final = 4
"""Rulings encoded per batch between two looks at a search running and at a stop (~0.1 s)."""

Progress = Callable[[int, int], None]
"""Told (rulings encoded, rulings to encode) before the first batch and after each."""


def store_path(directory: Path) -> Path:
    """The store of ruling vectors (a folder of chunks) for the model encoding here, in
    ``directory``."""
    return directory / f"{_PREFIX}{model_stamp().hex()[:16]}"


def _legacy_path(directory: Path) -> Path:
    """The previous version's one file for this model (read, then moved into the folder)."""
    return directory / f"{_PREFIX}{model_stamp().hex()[:16]}.npz"


def read_store(path: Path) -> dict[bytes, Floats]:
    """The vectors in the store ``path`` (a folder of chunks, with the previous version's file
    beside it, or such a file alone) by text digest, oldest first; empty when there are none
    or none can be read."""
    if path.suffix == ".npz":
        return vector_chunks.read_chunk(path)
    return vector_chunks.read_folder(path, path.with_name(path.name + ".npz"))


def _sweep(directory: Path, keep: Path) -> None:
    """Remove the per-batch files of earlier versions and other models' stores."""
    legacy = keep.with_name(keep.name + ".npz")
    for pattern in ("unit-vectors-*.npz", f"{_PREFIX}*"):
        with contextlib.suppress(OSError):
            for stale in directory.glob(pattern):
                if stale not in (keep, legacy):
                    vector_chunks.remove(stale)


def kept_vectors(texts: Sequence[str], directory: Path) -> tuple[Floats, int]:
    """The vectors the store in ``directory`` holds for ``texts`` (rows in order), a row of
    zeros for each text not encoded yet; and how many texts that is. Reads only: encodes
    nothing, so a search never waits for new rulings (the background encoder adds them)."""
    found = read_store(store_path(directory))
    out = np.zeros((len(texts), HIDDEN), dtype=np.float32)
    missing = 0
    for n, text in enumerate(texts):
        vector = found.get(text_digest(text))
        if vector is None:
            missing += 1
        else:
            out[n] = vector
    return out, missing


def missing_texts(texts: Sequence[str], directory: Path) -> list[str]:
    """The distinct ``texts`` the store in ``directory`` holds no vector for (what an import
    leaves to encode)."""
    found = read_store(store_path(directory))
    return list({t: None for t in texts if text_digest(t) not in found})


def ruling_vectors(
    texts: Sequence[str],
    encoder: Encoder,
    directory: Path | None,
    stop: Stop | threading.Event | None = None,
    progress: Progress | None = None,
) -> Floats | None:
    """One vector per text (rows in order): read from the store in ``directory`` when it holds
    one, otherwise encoded now (a batch at a time, each after any search running) and
    appended to it. None when ``stop`` is set before all are encoded (the app is closing, or
    the judge cancelled; what was encoded is kept)."""
    path: Path | None = None
    found: dict[bytes, Floats] = {}
    if directory is not None:
        with contextlib.suppress(OSError):
            directory.mkdir(parents=True, exist_ok=True)
        path = store_path(directory)
        found = read_store(path)
    digests = [text_digest(t) for t in texts]
    missing = list({d: t for d, t in zip(digests, texts, strict=True) if d not in found}.items())
    fresh: dict[bytes, Floats] = {}

    def save() -> None:
        if path is None or not fresh:
            return
        try:
            vector_chunks.append(path, fresh, _legacy_path(path.parent))
        except (OSError, ValueError):  # a full disk: kept for the next save, or encoded again
            return
        fresh.clear()

    try:
        for start in range(0, len(missing), BATCH):
            if progress is not None:
                progress(start, len(missing))
            wait_turn(directory, stop)
            if stop is not None and stop.is_set():
                return None
            batch = missing[start : start + BATCH]
            matrix = encoder.encode_many([t for _, t in batch])
            for n, (digest, _) in enumerate(batch):
                found[digest] = fresh[digest] = matrix[n]
            if len(fresh) >= vector_chunks.SAVE_EVERY:
                save()
        if progress is not None and missing:
            progress(len(missing), len(missing))
    finally:
        save()
    if path is not None and directory is not None:
        _sweep(directory, path)
    out = np.zeros((len(texts), HIDDEN), dtype=np.float32)
    for n, digest in enumerate(digests):
        out[n] = found[digest]
    return out
