"""Every search unit's vector: shipped for the bundled corpus, encoded and kept on disk for
the rest.

Encoding the ~2,000 units of the bundled rules takes tens of seconds (each text runs alone),
so their vectors ship as data (``rules_corpus/data/unit_vectors.npz``, and the asked questions'
in ``asked_vectors.npz``; float16, made by
``scripts/vendor_semantic_model.py``), each keyed by a digest of the exact text encoded
(:func:`unit_text`): a unit whose text changed simply has no shipped vector. Units without
one (other corpora, a changed source) are encoded in the background and kept in one file
beside the search index, named by the digest of what it holds — the pattern of
:mod:`rules_corpus.editions.disk_cache`: a file that cannot be read back is ignored and
written anew, older files are removed.

Both follow the model: the shipped file records the digest of the model file that made it
(:func:`shipped_model`; a test checks it is the model shipped), and the kept file's name
includes that digest (:func:`model_stamp`), so vectors another model made — the numpy encoder's
before onnxruntime, or any re-vendoring — are never read back.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import zipfile
import zlib
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Final

import numpy as np
import numpy.typing as npt

from rules_corpus.search.units import SearchUnit
from rules_corpus.semantic.digests import DIGEST_BYTES, text_digest
from rules_corpus.semantic.encoder import Encoder
from rules_corpus.semantic.model_file import CHECKED_DIGESTS, HIDDEN, MODEL_FILE, Floats
from rules_corpus.store.atomic import write_atomically

SHIPPED_FILE: Final = Path(__file__).resolve().parents[1] / "data" / "unit_vectors.npz"
# The asked questions' vectors (rules_corpus/search/asked.py), shipped the same way in a file
# of their own: the bank grows without rewriting the units' file.
ASKED_FILE: Final = SHIPPED_FILE.with_name("asked_vectors.npz")
_CACHED_PREFIX: Final = "unit-vectors-"
_DIGEST_BYTES: Final = DIGEST_BYTES


def unit_text(unit: SearchUnit) -> str:
    """The text a unit is encoded from: its title (or glossary term), then its body."""
    head = unit.title or unit.term
    return f"{head}. {unit.body}".strip() if unit.body else head


def _read(path: Path) -> dict[bytes, Floats]:
    """The vectors kept in ``path`` by digest; empty when it is missing or cannot be read."""
    try:
        with np.load(path, allow_pickle=False) as data:
            digests = np.asarray(data["digests"], dtype=np.uint8)
            matrix = np.asarray(data["vectors"], dtype=np.float32)
            if digests.shape != (matrix.shape[0], _DIGEST_BYTES) or matrix.shape[1:] != (HIDDEN,):
                return {}
            if not np.isfinite(matrix).all():  # damaged: encoded again and rewritten
                return {}
            return {d.tobytes(): matrix[n] for n, d in enumerate(digests)}
    except (OSError, ValueError, KeyError, EOFError, IndexError, zipfile.BadZipFile, zlib.error):
        return {}


def _payload(digests: Sequence[bytes], matrix: Floats, model: bytes) -> bytes:
    buffer = io.BytesIO()
    np.savez_compressed(
        buffer,
        # bytes as rows of uint8 (numpy's fixed-width bytes type drops trailing zero bytes)
        digests=np.frombuffer(b"".join(digests), dtype=np.uint8).reshape(-1, _DIGEST_BYTES),
        vectors=matrix.astype(np.float16),
        model=np.frombuffer(model, dtype=np.uint8),
    )
    return buffer.getvalue()


def save_shipped(texts: Sequence[str], matrix: Floats, path: Path = SHIPPED_FILE) -> None:
    """Write the bundled corpus's vectors, made by the shipped model (the vendoring script)."""
    path.write_bytes(_payload([text_digest(t) for t in texts], matrix, model_digest()))


def shipped() -> dict[bytes, Floats]:
    """Every shipped vector by its text's digest: the units' and the asked questions'."""
    return {**_read(SHIPPED_FILE), **_read(ASKED_FILE)}


def shipped_model(path: Path = SHIPPED_FILE) -> bytes:
    """The digest of the model file the shipped vectors were made with (empty if unreadable)."""
    try:
        with np.load(path, allow_pickle=False) as data:
            return np.asarray(data["model"], dtype=np.uint8).tobytes()
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, zlib.error):
        return b""


def model_digest(path: Path = MODEL_FILE) -> bytes:
    """The sha256 of the model file (empty when it cannot be read; the one the model's loading
    checked when it was loaded)."""
    checked = CHECKED_DIGESTS.get(path)
    if checked is not None:
        return checked
    try:
        return hashlib.sha256(path.read_bytes()).digest()
    except OSError:
        return b""


@lru_cache(maxsize=1)
def model_stamp() -> bytes:
    """Which model encodes here: the digest of the model file (read once, only when some
    unit has no shipped vector)."""
    return model_digest()


def unit_vectors(
    texts: Sequence[str],
    encoder: Encoder,
    directory: Path | None,
    progress: Callable[[int, int], None] | None = None,
    known: dict[bytes, Floats] | None = None,
) -> npt.NDArray[np.float32]:
    """One vector per text (rows in order): shipped or kept on disk when there is one,
    otherwise encoded now and — with a ``directory`` — kept there for the next start."""
    found = dict(shipped() if known is None else known)
    digests = [text_digest(t) for t in texts]
    missing = sorted({d: t for d, t in zip(digests, texts, strict=True) if d not in found}.items())
    if missing:
        kept: Path | None = None
        if directory is not None:
            # Named by the model too: vectors another vendoring's model made are never reused.
            stamp = model_stamp()
            name = hashlib.sha256(stamp + b"".join(d for d, _ in missing)).hexdigest()[:16]
            kept = directory / f"{_CACHED_PREFIX}{name}.npz"
            found.update(_read(kept))
        still = [(d, t) for d, t in missing if d not in found]
        if still:
            matrix = encoder.encode_many([t for _, t in still], progress=progress)
            found.update({d: matrix[n] for n, (d, _) in enumerate(still)})
            if kept is not None:
                _keep(kept, [d for d, _ in missing], [found[d] for d, _ in missing])
    out = np.zeros((len(texts), HIDDEN), dtype=np.float32)
    for n, digest in enumerate(digests):
        out[n] = found[digest]
    return out


def _keep(path: Path, digests: list[bytes], rows: list[Floats]) -> None:
    """Write the encoded vectors beside the index in one step and remove older files; a
    folder that refuses is no error (they are encoded again next time)."""
    with contextlib.suppress(OSError):
        write_atomically(path, _payload(digests, np.stack(rows), model_stamp()))
        for stale in path.parent.glob(f"{_CACHED_PREFIX}*.npz"):
            if stale != path:
                with contextlib.suppress(OSError):
                    stale.unlink()
