"""The vendored MiniLM: one ONNX file run by onnxruntime, and the model's tokenizer beside it.

all-MiniLM-L6-v2 (Apache-2.0, ``rules_corpus/data/MINILM_LICENSE.txt``) ships as
``rules_corpus/data/minilm_l6_int8.onnx``: the whole sentence encoder as one graph (token ids
in; the mean-pooled, unit-length vector out), its 24 weight matrices int8 in blocks of 32 with
one scale each (onnxruntime's ``MatMulNBits``), its word table int8 with one scale per token.
``scripts/vendor_semantic_model.py`` makes it from the public float32 weights and measures its
agreement with them (``rules_corpus/data/MINILM_SOURCE.md``). The tokenizer is the model's own
``tokenizer.json`` (``minilm_tokenizer.json``), read by the ``tokenizers`` library.

onnxruntime is imported only here, when the model loads (after the window shows): a computer
where it cannot load (a broken install, a processor it was not built for) gets the same
:class:`ModelFileError` as a damaged file, and the search ranks by words alone.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt
from threadpoolctl import threadpool_limits
from tokenizers import Tokenizer

DATA: Final = Path(__file__).resolve().parents[1] / "data"
MODEL_FILE: Final = DATA / "minilm_l6_int8.onnx"
TOKENIZER_FILE: Final = DATA / "minilm_tokenizer.json"
HIDDEN: Final = 384
INPUT: Final = "input_ids"
OUTPUT: Final = "sentence_embedding"

Floats = npt.NDArray[np.float32]


class ModelFileError(ValueError):
    """The sentence encoder cannot be loaded: its model or tokenizer file is missing or not in
    the expected shape, or the library that runs the model cannot run here."""


@dataclass(frozen=True, slots=True)
class Model:
    """The loaded model: an onnxruntime session (token ids → unit vectors) and the tokenizer."""

    session: Any  # onnxruntime.InferenceSession (the library has no type hints)
    tokenizer: Tokenizer


def load_model(
    path: Path = MODEL_FILE, tokenizer: Path = TOKENIZER_FILE, digest: bytes = b""
) -> Model:
    """Read the vendored model and tokenizer and check them: the file's sha256 must be
    ``digest`` when one is given (the shipped vectors record the model that made them: a
    damaged byte in the weights would otherwise load and give wrong vectors without a word),
    and one short text must come out as a unit vector of 384 (also the first run, which sets
    up the session's buffers, so the judge's first question is not the slow one). Raises
    :class:`ModelFileError` naming the file or the library when it cannot."""
    try:
        import onnxruntime
    except Exception as error:  # ImportError, or a shared library that fails to load
        raise ModelFileError(
            "the library that runs its model (onnxruntime) cannot be loaded on this computer"
        ) from error
    # One BLAS thread for the whole process: the question's cosines with every unit are one
    # numpy product (rules_corpus.search.semantic), where OpenBLAS's second thread spins
    # against the UI thread on a busy computer (measured: 1,958 × 384 times a vector, p50
    # 15 ms with two threads, 0.4 ms with one).
    threadpool_limits(1, user_api="blas")
    try:
        reader = Tokenizer.from_file(str(tokenizer))
    except Exception as error:  # the library's own words (a serde message) say nothing here
        raise ModelFileError(f"its tokenizer file {tokenizer.name} cannot be read") from error
    try:
        with path.open("rb") as file:  # read in pieces: the file's 25 MB are not kept
            found = hashlib.file_digest(file, "sha256").digest() if digest else b""
    except OSError as error:
        raise ModelFileError(f"its model file {path.name} cannot be read") from error
    if found != digest:
        raise ModelFileError(f"its model file {path.name} is damaged")
    try:
        # by path: given the bytes, the session would keep a copy of them (25 MB)
        session = onnxruntime.InferenceSession(
            str(path), _options(onnxruntime), providers=["CPUExecutionProvider"]
        )
    except Exception as error:  # onnxruntime's errors: InvalidProtobuf, Fail, NotImplemented…
        raise ModelFileError(f"its model file {path.name} cannot be read") from error
    try:
        check = session.run([OUTPUT], {INPUT: np.array([[101, 7592, 2088, 102]], np.int64)})[0]
    except Exception as error:  # e.g. an int8 kernel this processor lacks
        raise ModelFileError(f"its model cannot run on this computer ({path.name})") from error
    vector = np.asarray(check, dtype=np.float32)
    if vector.shape != (1, HIDDEN) or not abs(float(np.linalg.norm(vector)) - 1.0) < 1e-3:
        raise ModelFileError(f"its model file {path.name} does not give the vectors expected")
    return Model(session, reader)


def _options(onnxruntime: Any) -> Any:
    """One thread, run in order: a question is ~10 tokens, where more threads cost more than
    they give, and on a busy computer a thread pool spins against the UI thread (measured with
    the numpy encoder before: p50 137 ms with two BLAS threads, 16 ms with one)."""
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    options.execution_mode = onnxruntime.ExecutionMode.ORT_SEQUENTIAL
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.log_severity_level = 3  # errors only: warnings would land in the judge's console
    return options
