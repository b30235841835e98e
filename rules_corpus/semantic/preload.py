"""The sentence encoder's model read at the very start, while the rules open (issue 32).

The search's meaning needs two things: the rules (the units whose vectors it ranks) and the
model that encodes the judge's question. The model depends on nothing of the rules, yet it was
read only once the rules were open, so the first question ranked by its meaning waited for
both, one after the other. :func:`preload_model` reads it on a thread of its own at the app's
start (the window's, the command line's search); :func:`take_model`, called where the
encoder is made (:meth:`~rules_corpus.search.semantic.SemanticIndex.load`), waits for that
reading instead of starting another — the same :class:`~.model_file.Model`, read by the same
:func:`~.model_file.load_model` with the same checks, only sooner. A model read this way is
taken once; a reading never started, or of another file, is done where it is asked, as
before. An error of the early reading (a damaged file) is raised where the model is taken,
so the search says why as it did.

Only :mod:`.model_file` (numpy and the vendored files' readers) is imported here: importing
it on the early thread never meets the rules' modules the other thread is importing.
"""

from __future__ import annotations

import threading
import zipfile
import zlib
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Final

import numpy as np

from rules_corpus.semantic.minilm import no_pause
from rules_corpus.semantic.model_file import DATA, MODEL_FILE, TOKENIZER_FILE, Model, load_model

VECTORS_FILE: Final = DATA / "unit_vectors.npz"

_Key = tuple[Path, Path, bytes]
_LOCK = threading.Lock()
_EARLY: dict[_Key, Future[Model]] = {}


def recorded_model(path: Path = VECTORS_FILE) -> bytes:
    """The digest of the model file the shipped vectors were made with (empty if unreadable):
    the digest the model read must have."""
    try:
        with np.load(path, allow_pickle=False) as data:
            return np.asarray(data["model"], dtype=np.uint8).tobytes()
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, zlib.error):
        return b""


def preload_model(
    pause: Callable[[], object] = no_pause,
    path: Path = MODEL_FILE,
    tokenizer: Path = TOKENIZER_FILE,
) -> bool:
    """Start reading the model (checked against the shipped vectors' digest) on a thread of
    its own, ``pause`` given to :func:`load_model`; False when a reading of it is already
    under way or waiting to be taken."""
    digest = recorded_model()
    key = (path, tokenizer, digest)
    with _LOCK:
        if key in _EARLY:
            return False
        future: Future[Model] = Future()
        _EARLY[key] = future

    def read() -> None:
        try:
            future.set_result(load_model(path, tokenizer, digest, pause))
        except BaseException as error:  # raised again where the model is taken
            future.set_exception(error)

    threading.Thread(target=read, name="model preload", daemon=True).start()
    return True


def take_model(
    digest: bytes,
    pause: Callable[[], object] = no_pause,
    path: Path = MODEL_FILE,
    tokenizer: Path = TOKENIZER_FILE,
) -> Model:
    """The model :func:`preload_model` read (waiting for it if it is still being read), or,
    when none was started for these files and digest, the model read now."""
    with _LOCK:
        future = _EARLY.pop((path, tokenizer, digest), None)
    if future is None:
        return load_model(path, tokenizer, digest, pause)
    return future.result()


def forget_early() -> None:
    """Forget any model read early and not taken (tests)."""
    with _LOCK:
        _EARLY.clear()
