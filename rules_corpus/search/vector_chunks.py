"""The official rulings' vectors on disk: a folder of chunks, each written once (issue 34).

The store used to be one file, merged and rewritten whole every :data:`SAVE_EVERY` new rulings
(up to 30 MB written again and again while a large set was encoded). Now it is a folder,
``ruling-vectors-<model>/``, and each save *appends*: it writes the vectors encoded since the
last save as one new chunk file (``chunk-<time>-<process>-<random>.npz``: digests and float16
vectors) aside and renames it into place (:func:`~rules_corpus.store.atomic.write_atomically`).
No file that holds vectors is ever written again, so:

- a crash, a kill or a full disk during a save loses at most the chunk being written (its
  temporary ``.chunk-…`` file is never read, and is removed by a later save once it is old);
- a chunk damaged some other way (a disk error) loses only its own vectors: the reader skips
  it, and the next compaction removes it;
- two processes saving at once (a window and the background encoder) write different chunks,
  and both keep their work without reading each other's.

When a folder holds more than :data:`COMPACT_AT` chunks, a save merges them into one new chunk
(written aside and renamed into place first, the merged chunks removed after): a crash between
the two steps leaves the same vectors twice, never fewer. Kept at most :data:`MAX_KEPT` vectors
(30 MB); past that the oldest are dropped at compaction.

A store left by the previous version (one ``ruling-vectors-<model>.npz`` file) is read as the
oldest chunk and moved into the folder on the first save.
"""

from __future__ import annotations

import contextlib
import io
import os
import secrets
import shutil
import time
import zipfile
import zlib
from pathlib import Path
from typing import Final

import numpy as np

from rules_corpus.semantic.model_file import HIDDEN, Floats
from rules_corpus.store.atomic import write_atomically

DIGEST_BYTES: Final = 12
SAVE_EVERY: Final = 256
"""New vectors appended as one chunk at least this often while a large set is encoded."""
COMPACT_AT: Final = 64
"""More chunks than this in the folder are merged into one at the next save."""
MAX_KEPT: Final = 40_000
_CHUNK: Final = "chunk-"
_STALE_TEMP_SECONDS: Final = 3600
"""A temporary chunk older than this was left by a save that died (a save takes seconds)."""


def chunk_files(folder: Path) -> list[Path]:
    """The folder's chunks, oldest first (their names begin with the time they were written)."""
    try:
        return sorted(folder.glob(f"{_CHUNK}*.npz"))
    except OSError:
        return []


def read_chunk(path: Path) -> dict[bytes, Floats]:
    """The vectors in one chunk (or the previous version's one file) by text digest, in the
    file's order; empty when it is missing or cannot be read whole."""
    try:
        with np.load(path, allow_pickle=False) as data:
            digests = np.asarray(data["digests"], dtype=np.uint8)
            matrix = np.asarray(data["vectors"], dtype=np.float32)
    except (OSError, ValueError, KeyError, EOFError, IndexError, zipfile.BadZipFile, zlib.error):
        return {}
    if digests.ndim != 2 or digests.shape != (matrix.shape[0], DIGEST_BYTES):
        return {}
    if matrix.shape[1:] != (HIDDEN,) or not np.isfinite(matrix).all():
        return {}
    return {d.tobytes(): matrix[n] for n, d in enumerate(digests)}


def read_folder(folder: Path, legacy: Path | None = None) -> dict[bytes, Floats]:
    """Every vector the store holds, oldest first: the previous version's file ``legacy``
    (if given and present), then each readable chunk."""
    found: dict[bytes, Floats] = {}
    if legacy is not None and _is_file(legacy):
        found.update(read_chunk(legacy))
    for chunk in chunk_files(folder):
        found.update(read_chunk(chunk))
    return found


def _is_file(path: Path) -> bool:
    """Whether ``path`` is a file; False when it cannot be told (a folder not to be read)."""
    try:
        return path.is_file()
    except OSError:
        return False


def _chunk_bytes(vectors: dict[bytes, Floats]) -> bytes:
    buffer = io.BytesIO()
    np.savez(
        buffer,
        digests=np.frombuffer(b"".join(vectors), dtype=np.uint8).reshape(-1, DIGEST_BYTES),
        vectors=np.stack(list(vectors.values())).astype(np.float16),
    )
    return buffer.getvalue()


def _new_name() -> str:
    return f"{_CHUNK}{time.time_ns():020d}-{os.getpid()}-{secrets.token_hex(4)}.npz"


def append(folder: Path, vectors: dict[bytes, Floats], legacy: Path | None = None) -> None:
    """Add ``vectors`` to the store in ``folder`` as one new chunk (written aside, renamed
    into place); then move in the previous version's file ``legacy``, and merge the chunks
    when there are too many. Raises OSError when the chunk cannot be written (nothing already
    stored is touched then), or when the folder holding the store was removed."""
    if not vectors:
        return
    # Not its parents: a cache folder removed meanwhile (the judge's, a test's) stays removed.
    folder.mkdir(exist_ok=True)
    write_atomically(folder / _new_name(), _chunk_bytes(vectors))
    with contextlib.suppress(OSError):
        _adopt_legacy(folder, legacy)
    with contextlib.suppress(OSError, ValueError):
        compact(folder)
    _remove_stale_temps(folder)


def _adopt_legacy(folder: Path, legacy: Path | None) -> None:
    """The previous version's one file becomes the folder's oldest chunk (a rename)."""
    if legacy is None or not _is_file(legacy):
        return
    if read_chunk(legacy):
        os.replace(legacy, folder / f"{_CHUNK}{0:020d}-previous-version.npz")
    else:
        legacy.unlink()


def compact(folder: Path, at: int | None = None) -> bool:
    """Merge the folder's chunks into one when there are more than ``at`` (default
    :data:`COMPACT_AT`): the merged chunk is renamed into place before the merged ones are
    removed, and takes the newest one's place in the order. Whether it merged."""
    chunks = chunk_files(folder)
    if len(chunks) <= (COMPACT_AT if at is None else at):
        return False
    merged: dict[bytes, Floats] = {}
    for chunk in chunks:
        merged.update(read_chunk(chunk))
    if len(merged) > MAX_KEPT:
        merged = dict(list(merged.items())[-MAX_KEPT:])
    target = chunks[-1].with_name(chunks[-1].stem.removesuffix("-merged") + "-merged.npz")
    if merged:
        write_atomically(target, _chunk_bytes(merged))
    for chunk in chunks:
        if chunk != target:
            with contextlib.suppress(OSError):
                chunk.unlink()
    return True


def _remove_stale_temps(folder: Path) -> None:
    """Temporary chunks left by saves that died (a kill mid-write); a save under way in
    another process is recent, so left alone."""
    now = time.time()
    with contextlib.suppress(OSError):
        for temp in folder.glob(f".{_CHUNK}*"):
            with contextlib.suppress(OSError):
                if now - temp.stat().st_mtime > _STALE_TEMP_SECONDS:
                    temp.unlink()


def remove(store: Path) -> None:
    """Remove a store (a folder of chunks, or an earlier version's file)."""
    with contextlib.suppress(OSError):
        if store.is_dir():
            shutil.rmtree(store, ignore_errors=True)
        else:
            store.unlink()
