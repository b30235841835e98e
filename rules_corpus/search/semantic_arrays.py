"""The semantic index's arrays kept beside the search index: the first search's wait cut.

Loading the search's meaning (:meth:`~rules_corpus.search.semantic.SemanticIndex.load`) used
to rebuild, at every start, the same three arrays from the same files: every unit's vector
(the shipped ``unit_vectors.npz`` decompressed, each unit's text hashed to find its row), and
the asked questions' vectors grouped by the unit they are written under (the bank's 18 YAML
files parsed — a third of a second alone —, each question's text hashed, its vector looked
up). Nothing in that work changes between two starts unless one of its inputs does, so the
arrays it makes are written once, uncompressed, beside the search index
(``semantic-arrays-<key>.npz``) and read back at the next start: the same float32 arrays,
byte for byte, in a few milliseconds.

The file's name is the digest of everything the arrays are made from (:func:`arrays_key`):
the units (key, document, kind, id and encoded text, in order), the bank's files (names and
bytes, both rounds), the shipped vector files' bytes and the model that made them. A change
to any of them names another file; older files are removed when a new one is written, and a
file that cannot be read back is ignored (the arrays are made as before, and written again).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import zipfile
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np
import numpy.typing as npt

from rules_corpus.search.asked import ROUND3_DIR, asked_files
from rules_corpus.search.units import SearchUnit
from rules_corpus.semantic.model_file import HIDDEN
from rules_corpus.semantic.vectors import ASKED_FILE, SHIPPED_FILE, unit_text
from rules_corpus.store.atomic import write_atomically

FORMAT: Final = b"semantic-arrays-v1"
PREFIX: Final = "semantic-arrays-"

Floats = npt.NDArray[np.float32]
Ints = npt.NDArray[np.int64]


@dataclass(frozen=True, slots=True)
class AskedArrays:
    """One round of the bank: each group's unit row, its first question, the vectors."""

    rows: Ints
    starts: Ints
    matrix: Floats


@dataclass(frozen=True, slots=True)
class SemanticArrays:
    """What :meth:`SemanticIndex.load` makes besides the encoder."""

    units: Floats
    asked: AskedArrays
    asked3: AskedArrays


def arrays_key(units: Sequence[SearchUnit], model: bytes) -> str:
    """The digest of every input of the arrays (see the module's docstring); ``model`` is the
    digest of the model the shipped vectors record (the model loaded is checked against it)."""
    h = hashlib.sha256(FORMAT)
    h.update(model)
    parts = (p for u in units for p in (u.key, u.doc, u.kind.value, u.id, unit_text(u)))
    h.update("\0".join(parts).encode("utf-8"))  # one update: a call a part cost 20 ms
    for folder, said in ((None, "asked"), (ROUND3_DIR, "round3")):
        # the bank's name, not its path: an installed app (another folder) then reads the
        # arrays its installer kept in the seed cache (rules_corpus/library.py)
        for path in asked_files(folder):
            h.update(f"{said}/{path.name}\0".encode())
            h.update(_bytes(path))
    for path in (SHIPPED_FILE, ASKED_FILE):
        h.update(_bytes(path))
    return h.hexdigest()[:24]


def _bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError:
        return b"missing"


def kept_path(directory: Path, key: str) -> Path:
    return directory / f"{PREFIX}{key}.npz"


def read_kept(path: Path, units: int) -> SemanticArrays | None:
    """The arrays kept in ``path``; None when it is missing, damaged or of another shape."""
    try:
        with np.load(path, allow_pickle=False) as data:
            matrix = np.asarray(data["units"], dtype=np.float32)
            rounds = [
                AskedArrays(
                    np.asarray(data[f"{name}_rows"], dtype=np.int64),
                    np.asarray(data[f"{name}_starts"], dtype=np.int64),
                    np.asarray(data[f"{name}_matrix"], dtype=np.float32),
                )
                for name in ("asked", "asked3")
            ]
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, zlib.error):
        return None
    if matrix.shape != (units, HIDDEN) or not np.isfinite(matrix).all():
        return None
    for kept in rounds:
        if kept.matrix.ndim != 2 or kept.matrix.shape[1] != HIDDEN:
            return None
        if kept.rows.shape != kept.starts.shape or not np.isfinite(kept.matrix).all():
            return None
        if len(kept.rows) and (kept.rows.max() >= units or kept.starts.max() >= len(kept.matrix)):
            return None
    return SemanticArrays(matrix, rounds[0], rounds[1])


def keep(path: Path, arrays: SemanticArrays) -> None:
    """Write ``arrays`` to ``path`` in one step (uncompressed: read back as it is) and remove
    older files; a folder that refuses is no error (they are made again next start)."""
    buffer = io.BytesIO()
    np.savez(
        buffer,
        units=arrays.units,
        asked_rows=arrays.asked.rows,
        asked_starts=arrays.asked.starts,
        asked_matrix=arrays.asked.matrix,
        asked3_rows=arrays.asked3.rows,
        asked3_starts=arrays.asked3.starts,
        asked3_matrix=arrays.asked3.matrix,
    )
    with contextlib.suppress(OSError):
        write_atomically(path, buffer.getvalue())
        for stale in path.parent.glob(f"{PREFIX}*.npz"):
            if stale != path:
                with contextlib.suppress(OSError):
                    stale.unlink()
