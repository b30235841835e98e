"""The vendored MiniLM weights: int8 with per-row scales in one compressed ``.npz``.

all-MiniLM-L6-v2 (Apache-2.0, ``rules_corpus/data/MINILM_LICENSE.txt``) is 22.7 M float32
weights (91 MB). Each weight matrix is stored as int8 with one symmetric scale per output row
(``row ≈ q * scale``, ``scale = max|row| / 127``), the embedding tables with one scale per
token/position row; biases and LayerNorm parameters stay float32 (they are small). That is
~23 MB compressed, and the encoder's cosines agree with the float32 model's to within a few
thousandths (``scripts/vendor_semantic_model.py`` measures and prints it).

The file also carries the model's ``tokenizer.json`` and a note of where it came from, so one
file is the whole model.
"""

from __future__ import annotations

import json
import zipfile
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import numpy as np
import numpy.typing as npt

MODEL_FILE: Final = Path(__file__).resolve().parents[1] / "data" / "minilm_l6_int8.npz"
LAYERS: Final = 6
HIDDEN: Final = 384
HEADS: Final = 12
FORMAT: Final = 1

Floats = npt.NDArray[np.float32]
Int8s = npt.NDArray[np.int8]

# The float32 model's tensors (safetensors names) each vendored matrix is made from.
_PREFIX: Final = "encoder.layer.{}."
MATRICES: Final = {
    "qkv": ("attention.self.query", "attention.self.key", "attention.self.value"),
    "out": ("attention.output.dense",),
    "up": ("intermediate.dense",),
    "down": ("output.dense",),
}
NORMS: Final = {"norm1": "attention.output.LayerNorm", "norm2": "output.LayerNorm"}


def quantise_rows(matrix: Floats) -> tuple[Int8s, Floats]:
    """``matrix`` as int8 with one symmetric scale per row (a row of zeros gets scale 1)."""
    peak = np.abs(matrix).max(axis=1)
    scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    q = np.clip(np.rint(matrix / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale


def dequantise_rows(q: npt.NDArray[Any], scale: npt.NDArray[Any]) -> Floats:
    return np.asarray(q.astype(np.float32) * scale[:, None], dtype=np.float32)


def vendored_arrays(
    tensors: dict[str, Floats], tokenizer_json: str, about: dict[str, str]
) -> dict[str, npt.NDArray[Any]]:
    """The arrays of the vendored file, from the float32 model's tensors (safetensors names)."""
    arrays: dict[str, npt.NDArray[Any]] = {
        "format": np.array(FORMAT, dtype=np.int32),
        "tokenizer_json": np.frombuffer(tokenizer_json.encode("utf-8"), dtype=np.uint8),
        "about": np.frombuffer(json.dumps(about).encode("utf-8"), dtype=np.uint8),
    }
    for name in ("word", "position", "token_type"):
        q, scale = quantise_rows(tensors[f"embeddings.{name}_embeddings.weight"])
        arrays[f"emb.{name}.q"], arrays[f"emb.{name}.scale"] = q, scale
    arrays["emb.norm.weight"] = tensors["embeddings.LayerNorm.weight"]
    arrays["emb.norm.bias"] = tensors["embeddings.LayerNorm.bias"]
    for layer in range(LAYERS):
        prefix = _PREFIX.format(layer)
        for short, parts in MATRICES.items():
            # torch's Linear stores (out, in): the rows are the outputs.
            weight = np.concatenate([tensors[f"{prefix}{p}.weight"] for p in parts], axis=0)
            bias = np.concatenate([tensors[f"{prefix}{p}.bias"] for p in parts], axis=0)
            q, scale = quantise_rows(weight)
            arrays[f"l{layer}.{short}.q"], arrays[f"l{layer}.{short}.scale"] = q, scale
            arrays[f"l{layer}.{short}.bias"] = bias
        for short, name in NORMS.items():
            arrays[f"l{layer}.{short}.weight"] = tensors[f"{prefix}{name}.weight"]
            arrays[f"l{layer}.{short}.bias"] = tensors[f"{prefix}{name}.bias"]
    return arrays


@dataclass(frozen=True, slots=True)
class Layer:
    """One transformer layer, float32, matrices as (in, out) for ``x @ W``; the query, key and
    value projections fused into one matrix."""

    qkv: Floats
    qkv_bias: Floats
    out: Floats
    out_bias: Floats
    norm1: tuple[Floats, Floats]
    up: Floats
    up_bias: Floats
    down: Floats
    down_bias: Floats
    norm2: tuple[Floats, Floats]


@dataclass(frozen=True, slots=True)
class ModelWeights:
    """The whole model in memory. The word embeddings stay int8 (30,522 rows, 11.7 M weights):
    only the rows of a text's tokens are expanded, when it is encoded."""

    word_q: npt.NDArray[Any]  # int8 (float32 for the original model)
    word_scale: Floats
    position: Floats
    token_type: Floats
    norm: tuple[Floats, Floats]
    layers: tuple[Layer, ...]
    tokenizer_json: str
    about: dict[str, str]


class ModelFileError(ValueError):
    """The vendored model file is missing or not in the expected shape."""


def load_weights(path: Path = MODEL_FILE) -> ModelWeights:
    """Read the vendored file; raises :class:`ModelFileError` naming the file when it cannot."""
    try:
        with np.load(path, allow_pickle=False) as data:
            if int(data["format"]) != FORMAT:
                raise ModelFileError(
                    f"its model file {path.name} is of format {int(data['format'])}, "
                    f"this version reads format {FORMAT}"
                )
            return weights_from_arrays(data)
    except ModelFileError:
        raise
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile, zlib.error) as error:
        # the file's name says where; the library's own words (errno, zlib) say nothing to a judge
        raise ModelFileError(f"its model file {path.name} cannot be read") from error


def weights_from_arrays(data: Mapping[str, npt.NDArray[Any]]) -> ModelWeights:
    """The model from the vendored file's arrays (or the same names with float32 "quantised"
    matrices and scales of 1: the original model, which the vendoring script compares with)."""

    def matrix(key: str) -> Floats:
        return np.ascontiguousarray(dequantise_rows(data[f"{key}.q"], data[f"{key}.scale"]).T)

    def f32(key: str) -> Floats:
        return np.asarray(data[key], dtype=np.float32)

    layers = tuple(
        Layer(
            qkv=matrix(f"l{n}.qkv"),
            qkv_bias=f32(f"l{n}.qkv.bias"),
            out=matrix(f"l{n}.out"),
            out_bias=f32(f"l{n}.out.bias"),
            norm1=(f32(f"l{n}.norm1.weight"), f32(f"l{n}.norm1.bias")),
            up=matrix(f"l{n}.up"),
            up_bias=f32(f"l{n}.up.bias"),
            down=matrix(f"l{n}.down"),
            down_bias=f32(f"l{n}.down.bias"),
            norm2=(f32(f"l{n}.norm2.weight"), f32(f"l{n}.norm2.bias")),
        )
        for n in range(LAYERS)
    )
    return ModelWeights(
        word_q=np.asarray(data["emb.word.q"]),
        word_scale=f32("emb.word.scale"),
        position=dequantise_rows(data["emb.position.q"], data["emb.position.scale"]),
        token_type=dequantise_rows(data["emb.token_type.q"], data["emb.token_type.scale"]),
        norm=(f32("emb.norm.weight"), f32("emb.norm.bias")),
        layers=layers,
        tokenizer_json=bytes(np.asarray(data["tokenizer_json"])).decode("utf-8"),
        about=json.loads(bytes(np.asarray(data["about"])).decode("utf-8")),
    )
