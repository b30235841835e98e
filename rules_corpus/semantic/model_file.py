"""The vendored MiniLM: one ONNX file, read and run in numpy, and the model's tokenizer beside it.

all-MiniLM-L6-v2 (Apache-2.0, ``rules_corpus/data/MINILM_LICENSE.txt``) ships as
``rules_corpus/data/minilm_l6_int8.onnx``: the whole sentence encoder as one graph (token ids
in; the mean-pooled, unit-length vector out), its 24 weight matrices int8 in blocks of 32 with
one scale each (``MatMulNBits``), its word table int8 with one scale per token.
``scripts/vendor_semantic_model.py`` makes it from the public float32 weights and measures its
agreement with them (``rules_corpus/data/MINILM_SOURCE.md``). The app reads the file's weights
itself (:mod:`.onnx_reader`) and runs the encoder in numpy (:mod:`.minilm`); the tokenizer is
the model's own ``tokenizer.json`` (``minilm_tokenizer.json``), read by :mod:`.wordpiece`.
Neither onnxruntime nor the ``tokenizers`` library is needed to run it (issue 36: 47 MB less
in the installed app).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np
import numpy.typing as npt
from threadpoolctl import threadpool_limits

from rules_corpus.semantic.minilm import MiniLM, from_graph, no_pause
from rules_corpus.semantic.onnx_reader import OnnxFileError, read_graph
from rules_corpus.semantic.wordpiece import TokenizerFileError, WordPiece

DATA: Final = Path(__file__).resolve().parents[1] / "data"
MODEL_FILE: Final = DATA / "minilm_l6_int8.onnx"
TOKENIZER_FILE: Final = DATA / "minilm_tokenizer.json"
HIDDEN: Final = 384
MAX_TOKENS: Final = 256  # the model's own limit, as sentence-transformers runs it

Floats = npt.NDArray[np.float32]


class ModelFileError(ValueError):
    """The sentence encoder cannot be loaded: its model or tokenizer file is missing or not in
    the expected shape, or the library that runs the model cannot run here."""


CHECKED_DIGESTS: dict[Path, bytes] = {}
"""The sha256 of each model file :func:`load_model` checked (25 MB hashed once a start)."""


@dataclass(frozen=True, slots=True)
class Model:
    """The loaded model: the network (token ids → a unit vector) and the tokenizer."""

    network: MiniLM
    tokenizer: WordPiece


def load_model(
    path: Path = MODEL_FILE,
    tokenizer: Path = TOKENIZER_FILE,
    digest: bytes = b"",
    pause: Callable[[], object] = no_pause,
) -> Model:
    """Read the vendored model and tokenizer and check them: the file's sha256 must be
    ``digest`` when one is given (the shipped vectors record the model that made them: a
    damaged byte in the weights would otherwise load and give wrong vectors without a word),
    and one short text must come out as a unit vector of 384. Raises :class:`ModelFileError`
    naming the file when it cannot. ``pause`` is called between small pieces of the work
    (a tensor read, a layer made): a loader in the background gives way there to the
    window's heavy work (:func:`~rules_corpus.search.encoder_yield.give_way`)."""
    # One BLAS thread for the whole process: the question's cosines with every unit are one
    # numpy product (rules_corpus.search.semantic), and so are the encoder's layers; OpenBLAS's
    # second thread spins against the UI thread on a busy computer (measured: 1,958 × 384
    # times a vector, p50 15 ms with two threads, 0.4 ms with one).
    threadpool_limits(1, user_api="blas")
    try:
        reader = WordPiece.from_file(tokenizer, MAX_TOKENS)
    except TokenizerFileError as error:
        raise ModelFileError(f"its tokenizer file {tokenizer.name} cannot be read") from error
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ModelFileError(f"its model file {path.name} cannot be read") from error
    if digest:
        if hashlib.sha256(data).digest() != digest:
            raise ModelFileError(f"its model file {path.name} is damaged")
        CHECKED_DIGESTS[path] = digest  # the vectors' stamp need not read the file again
    try:
        network = from_graph(read_graph(data, pause), pause)
    except OnnxFileError as error:
        raise ModelFileError(f"its model file {path.name} cannot be read") from error
    del data  # the file's 25 MB are not kept: the network holds its own arrays
    try:
        vector = network(np.array([101, 7592, 2088, 102], np.int64))
    except (ValueError, IndexError, FloatingPointError) as error:
        raise ModelFileError(f"its model cannot run on this computer ({path.name})") from error
    if vector.shape != (HIDDEN,) or not abs(float(np.linalg.norm(vector)) - 1.0) < 1e-3:
        raise ModelFileError(f"its model file {path.name} does not give the vectors expected")
    return Model(network, reader)
