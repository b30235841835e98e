"""all-MiniLM-L6-v2's forward pass in numpy, from the weights of the vendored ONNX file.

The file (:mod:`.model_file`) holds the whole sentence encoder as one graph, written by
``scripts/minilm_graph.py``: the word table int8 with one scale per token row; the position
table (token type 0 added in); six BERT layers — the query, key and value projections as one
matrix with the attention's 1/√32 folded into the query's rows, 12 heads of 32, the output
projection, residual + LayerNorm, the feed-forward (1,536 wide, exact GELU), residual +
LayerNorm; then the mean over the tokens and the L2 norm. Its 24 matrices are stored as
onnxruntime's ``MatMulNBits``: 8 bits, blocks of 32 along the input with one scale each,
symmetric (the implied zero point 128).

This module reads those weights (:mod:`.onnx_reader`), checks the graph is that encoder, turns
each matrix back to float32 once (10.6 M weights, 42 MB) and runs the same operations with
numpy's BLAS. It replaces onnxruntime (36 MB in the installed app) for one small, fixed graph;
onnxruntime also rounded each product's *inputs* to int8 (accuracy level 4), which this does
not, so a vector here is closer to the float32 model's (cosine ≥ 0.999 with onnxruntime's).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

import numpy as np
import numpy.typing as npt

from rules_corpus.semantic.onnx_reader import Graph, OnnxFileError

HIDDEN: Final = 384
HEADS: Final = 12
HEAD: Final = HIDDEN // HEADS
LAYERS: Final = 6
FEED_FORWARD: Final = 1536
BLOCK: Final = 32  # MatMulNBits: one scale per 32 inputs
ZERO_POINT: Final = 128  # symmetric 8-bit blocks: stored value − 128
_EPS: Final = np.float32(1e-12)

Floats = npt.NDArray[np.float32]

# erf by Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7, below float32's resolution here):
# numpy has no erf, and BERT's GELU is the exact one, x·Φ(x).
_P: Final = np.float32(0.3275911)
_A: Final = tuple(
    np.float32(a) for a in (1.061405429, -1.453152027, 1.421413741, -0.284496736, 0.254829592)
)
_SQRT_HALF: Final = np.float32(0.7071067811865476)


def _erf(x: Floats) -> Floats:
    """erf of ``x`` (float32); the same operations in the same order as written out, each done
    in place on a few buffers (a layer's 1,536 columns per token: new arrays for every step
    cost more than the arithmetic)."""
    sign = np.sign(x)
    a = np.abs(x)
    t = _P * a
    t += np.float32(1.0)
    np.divide(np.float32(1.0), t, out=t)
    poly = np.multiply(t, _A[0])  # full_like(t, A0) * t, the first step of Horner's
    poly += _A[1]
    for coefficient in _A[2:]:
        poly *= t
        poly += coefficient
    poly *= t
    np.multiply(a, a, out=a)
    np.negative(a, out=a)
    np.exp(a, out=a)
    poly *= a
    np.subtract(np.float32(1.0), poly, out=poly)
    poly *= sign
    return poly


def gelu(x: Floats) -> Floats:
    """The exact GELU, x·Φ(x) = x/2·(1 + erf(x/√2))."""
    erf = _erf(x * _SQRT_HALF)
    erf += np.float32(1.0)
    half = np.float32(0.5) * x
    half *= erf
    return half


def layer_norm(x: Floats, norm: tuple[Floats, Floats]) -> Floats:
    """LayerNorm over the last axis, ε 1e-12 (BERT's)."""
    mean = x.mean(axis=-1, keepdims=True)
    centred: Floats = x - mean
    var = np.mean(centred * centred, axis=-1, keepdims=True)
    # centred / √(var + ε) · weight + bias, each step in place (the same operations in order)
    centred /= np.sqrt(var + _EPS)
    centred *= norm[0]
    centred += norm[1]
    return centred


@dataclass(frozen=True, slots=True)
class Linear:
    """``x @ weight + bias``, the weight (inputs × outputs) float32."""

    weight: Floats
    bias: Floats

    def __call__(self, x: Floats) -> Floats:
        return np.asarray(x @ self.weight + self.bias, dtype=np.float32)


@dataclass(frozen=True, slots=True)
class Layer:
    """One BERT layer: projections and its two LayerNorms (weight, bias)."""

    qkv: Linear
    out: Linear
    norm1: tuple[Floats, Floats]
    up: Linear
    down: Linear
    norm2: tuple[Floats, Floats]

    def __call__(self, h: Floats) -> Floats:
        tokens = h.shape[0]
        # (tokens, 3, heads, 32) → (3, heads, tokens, 32); the query is already scaled
        q, k, v = self.qkv(h).reshape(tokens, 3, HEADS, HEAD).transpose(1, 2, 0, 3)
        scores = q @ k.transpose(0, 2, 1)
        scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
        scores /= scores.sum(axis=-1, keepdims=True)
        context = (scores @ v).transpose(1, 0, 2).reshape(tokens, HIDDEN)
        h = layer_norm(h + self.out(context), self.norm1)
        return layer_norm(h + self.down(gelu(self.up(h))), self.norm2)


@dataclass(frozen=True, slots=True)
class MiniLM:
    """The sentence encoder: token ids (with [CLS] and [SEP]) → a unit vector of 384."""

    word_q: npt.NDArray[np.int8]
    word_scale: Floats
    position: Floats
    norm: tuple[Floats, Floats]
    layers: tuple[Layer, ...]

    def __call__(self, ids: npt.NDArray[np.int64]) -> Floats:
        """The mean-pooled, L2-normalised last layer of ``ids`` (one text, 1 ≤ len ≤ 512)."""
        h = self.embed(ids)
        for layer in self.layers:
            h = layer(h)
        return unit_length(h.mean(axis=0))

    def embed(self, ids: npt.NDArray[np.int64]) -> Floats:
        """The tokens' input to the first layer: word + position, LayerNorm."""
        words = self.word_q[ids].astype(np.float32) * self.word_scale[ids][:, None]
        return layer_norm(words + self.position[: len(ids)], self.norm)


def unit_length(vector: Floats) -> Floats:
    """``vector`` scaled to length 1 (a zero vector stays zero)."""
    return np.asarray(vector / max(float(np.linalg.norm(vector)), 1e-12), dtype=np.float32)


def no_pause() -> None:
    """No pause between the pieces of a model's loading (see :func:`from_graph`)."""


def from_graph(graph: Graph, pause: Callable[[], object] = no_pause) -> MiniLM:
    """The encoder from the vendored file's graph; :class:`OnnxFileError` when the graph is
    not the encoder this module runs (another architecture, other quantisation). ``pause``
    is called before each matrix is unpacked (a few milliseconds each): a background
    loader gives way there."""
    weights = graph.initializers
    packed = {n.inputs[1]: n for n in graph.nodes if n.op_type == "MatMulNBits"}
    if len(packed) != 4 * LAYERS:
        raise OnnxFileError(f"{len(packed)} packed matrices, not {4 * LAYERS}")

    def tensor(name: str, shape: tuple[int, ...]) -> Floats:
        found = weights.get(name)
        if found is None or found.shape != shape or found.dtype != np.float32:
            raise OnnxFileError(f"weight {name} missing or not of shape {shape}")
        return np.asarray(found, dtype=np.float32)

    def linear(prefix: str, inputs: int, outputs: int) -> Linear:
        pause()
        name = f"{prefix}.weight_Q8"
        node = packed.get(name)
        expected = {"K": inputs, "N": outputs, "bits": 8, "block_size": BLOCK}
        wrong = node is None or any(node.ints.get(k) != v for k, v in expected.items())
        if node is None or wrong or len(node.inputs) != 3:  # a 4th input: zero points
            raise OnnxFileError(f"matrix {prefix} is not 8-bit blocks of {BLOCK}")
        blocks = inputs // BLOCK
        q = weights.get(name)
        if q is None or q.shape != (outputs, blocks, BLOCK) or q.dtype != np.uint8:
            raise OnnxFileError(f"matrix {prefix} has the wrong shape")
        scale = tensor(f"{prefix}.weight_scales", (outputs, blocks))
        dequantised = (q.astype(np.float32) - ZERO_POINT) * scale[:, :, None]
        weight = np.ascontiguousarray(dequantised.reshape(outputs, inputs).T)
        return Linear(weight, tensor(f"{prefix}.bias", (outputs,)))

    def norm(prefix: str) -> tuple[Floats, Floats]:
        return tensor(f"{prefix}.weight", (HIDDEN,)), tensor(f"{prefix}.bias", (HIDDEN,))

    word_q = weights.get("word.q")
    if word_q is None or word_q.ndim != 2 or word_q.shape[1] != HIDDEN or word_q.dtype != np.int8:
        raise OnnxFileError("the word table is missing or not int8 rows of 384")
    layers = tuple(
        Layer(
            qkv=linear(f"l{n}.qkv", HIDDEN, 3 * HIDDEN),
            out=linear(f"l{n}.out", HIDDEN, HIDDEN),
            norm1=norm(f"l{n}.norm1"),
            up=linear(f"l{n}.up", HIDDEN, FEED_FORWARD),
            down=linear(f"l{n}.down", FEED_FORWARD, HIDDEN),
            norm2=norm(f"l{n}.norm2"),
        )
        for n in range(LAYERS)
    )
    return MiniLM(
        word_q=np.asarray(word_q, dtype=np.int8),
        word_scale=tensor("word.scale", (word_q.shape[0],)),
        position=tensor("position", (512, HIDDEN)),
        norm=norm("embeddings.norm"),
        layers=layers,
    )
