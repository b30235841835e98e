"""The official rulings' vectors, kept on disk by content across starts (issue 34).

Rulings arrive at run time, set after set (:meth:`RulesIndex.set_rulings`), and each is encoded
once by the sentence encoder (a few milliseconds a ruling). They used to be kept the way unit
vectors are — one file named by what it holds, older files removed — but rulings were encoded a
batch at a time, so only the last batch survived and every start encoded them all again (393
rulings: 1.6 s more per start; 1,393: 20 s).

Here every ruling vector ever encoded by this model is kept in **one** file,
``ruling-vectors-<model>.npz``, by the digest of the text encoded
(:func:`~rules_corpus.semantic.vectors.text_digest`), and never removed for being absent from
today's set: a set removed and imported again costs nothing. Importing a set encodes only the
rulings not in the file. New vectors are written as they come (every :data:`SAVE_EVERY` new
ones, and at the end or when stopped), each write merging what the file holds now with what was
encoded — so two windows encoding at once both keep their work — and replacing it in one step
(:func:`~rules_corpus.store.atomic.write_atomically`): a crash leaves the old file or the new.
A file that cannot be read back is ignored and rewritten; a folder that refuses writes is no
error (the rulings are then encoded again next time).

Kept at most :data:`MAX_KEPT` vectors (float16, 768 bytes each: 30 MB at most); past that the
oldest entries in the file are dropped first.
"""

from __future__ import annotations

import contextlib
import io
import threading
import zipfile
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Final, Protocol

import numpy as np

from rules_corpus.semantic.encoder import Encoder
from rules_corpus.semantic.model_file import HIDDEN, Floats
from rules_corpus.semantic.vectors import model_stamp, text_digest
from rules_corpus.store.atomic import write_atomically

_PREFIX: Final = "ruling-vectors-"
_DIGEST_BYTES: Final = 12
BATCH: Final = 16
"""Rulings encoded per batch between two looks at a stop (~50 ms)."""
SAVE_EVERY: Final = 256
"""New vectors written to disk at least this often while a large set is encoded."""
MAX_KEPT: Final = 40_000


class Stop(Protocol):
    """What tells an encoding to end (a :class:`threading.Event`, or a check of its own)."""

    def is_set(self) -> bool: ...


def store_path(directory: Path) -> Path:
    """The one file of ruling vectors for the model encoding here, in ``directory``."""
    return directory / f"{_PREFIX}{model_stamp().hex()[:16]}.npz"


def read_store(path: Path) -> dict[bytes, Floats]:
    """The vectors in ``path`` by text digest, in the file's order (oldest first); empty when
    it is missing or cannot be read."""
    try:
        with np.load(path, allow_pickle=False) as data:
            digests = np.asarray(data["digests"], dtype=np.uint8)
            matrix = np.asarray(data["vectors"], dtype=np.float32)
    except (OSError, ValueError, KeyError, EOFError, IndexError, zipfile.BadZipFile, zlib.error):
        return {}
    if digests.ndim != 2 or digests.shape != (matrix.shape[0], _DIGEST_BYTES):
        return {}
    if matrix.shape[1:] != (HIDDEN,) or not np.isfinite(matrix).all():
        return {}
    return {d.tobytes(): matrix[n] for n, d in enumerate(digests)}


def _write_store(path: Path, found: dict[bytes, Floats]) -> None:
    """Merge ``found`` into what ``path`` holds now and replace it in one step."""
    merged = read_store(path)
    merged.update(found)
    if len(merged) > MAX_KEPT:
        merged = dict(list(merged.items())[-MAX_KEPT:])
    buffer = io.BytesIO()
    np.savez(
        buffer,
        digests=np.frombuffer(b"".join(merged), dtype=np.uint8).reshape(-1, _DIGEST_BYTES),
        vectors=np.stack(list(merged.values())).astype(np.float16),
    )
    write_atomically(path, buffer.getvalue())


def _sweep(directory: Path, keep: Path) -> None:
    """Remove the per-batch files of earlier versions and other models' stores."""
    for pattern in ("unit-vectors-*.npz", f"{_PREFIX}*.npz"):
        for stale in directory.glob(pattern):
            if stale != keep:
                with contextlib.suppress(OSError):
                    stale.unlink()


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
) -> Floats | None:
    """One vector per text (rows in order): read from the store in ``directory`` when it holds
    one, otherwise encoded now (a batch at a time) and added to it. None when ``stop`` is set
    before all are encoded (the app is closing; what was encoded is kept)."""
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
        if path is not None and fresh:
            with contextlib.suppress(OSError, ValueError):
                _write_store(path, fresh)
            fresh.clear()

    try:
        for start in range(0, len(missing), BATCH):
            if stop is not None and stop.is_set():
                return None
            batch = missing[start : start + BATCH]
            matrix = encoder.encode_many([t for _, t in batch])
            for n, (digest, _) in enumerate(batch):
                found[digest] = fresh[digest] = matrix[n]
            if len(fresh) >= SAVE_EVERY:
                save()
    finally:
        save()
    if path is not None and directory is not None:
        _sweep(directory, path)
    out = np.zeros((len(texts), HIDDEN), dtype=np.float32)
    for n, digest in enumerate(digests):
        out[n] = found[digest]
    return out
