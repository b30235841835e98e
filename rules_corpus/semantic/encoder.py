"""all-MiniLM-L6-v2's forward pass in numpy: tokens → 6 transformer layers → mean → unit length.

The model is BERT-shaped (384 wide, 12 heads of 32, feed-forward 1,536, exact GELU, LayerNorm
ε 1e-12); sentence-transformers runs it with a 256-token limit, averages the last layer over
the text's tokens and normalises the result, so the dot product of two vectors is their
cosine. Everything is float32; the query, key and value projections are one matrix product
(with the attention's 1/√32 folded into the query's weights); texts encoded together are
batched by similar length, padding masked out of the attention and the mean.

The tokenizer is the ``tokenizers`` library reading the model's own tokenizer.json (BERT
normalisation, lower case, WordPiece), padding off and truncation at 256 tokens.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Final

import numpy as np
from threadpoolctl import threadpool_limits
from tokenizers import Tokenizer

from rules_corpus.semantic.model_file import HEADS, HIDDEN, Floats, Layer, ModelWeights

MAX_TOKENS: Final = 256
_HEAD: Final = HIDDEN // HEADS
_EPS: Final = np.float32(1e-12)
_CACHE: Final = 512  # queries kept encoded (a judge retypes and refines the same question)

# erf by Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7, below float32's resolution here):
# numpy has no erf, and BERT's GELU is the exact one, x·Φ(x).
_P: Final = np.float32(0.3275911)
_A: Final = tuple(
    np.float32(a) for a in (1.061405429, -1.453152027, 1.421413741, -0.284496736, 0.254829592)
)
_SQRT_HALF: Final = np.float32(0.7071067811865476)


def _erf(x: Floats) -> Floats:
    sign = np.sign(x)
    a = np.abs(x)
    t = np.float32(1.0) / (np.float32(1.0) + _P * a)
    poly: Floats = np.full_like(t, _A[0])
    for coefficient in _A[1:]:
        poly = poly * t + coefficient
    return np.asarray(sign * (np.float32(1.0) - poly * t * np.exp(-a * a)), dtype=np.float32)


def gelu(x: Floats) -> Floats:
    """The exact GELU, x·Φ(x) = x/2·(1 + erf(x/√2))."""
    return np.asarray(np.float32(0.5) * x * (np.float32(1.0) + _erf(x * _SQRT_HALF)), np.float32)


def layer_norm(x: Floats, norm: tuple[Floats, Floats]) -> Floats:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = np.mean(centred * centred, axis=-1, keepdims=True)
    return np.asarray(centred / np.sqrt(var + _EPS) * norm[0] + norm[1], dtype=np.float32)


def _scaled(layer: Layer) -> Layer:
    """The layer with the attention's 1/√(head size) folded into the query projection."""
    factor = np.ones(3 * HIDDEN, dtype=np.float32)
    factor[:HIDDEN] = np.float32(1.0 / np.sqrt(_HEAD))
    return Layer(
        qkv=np.ascontiguousarray(layer.qkv * factor),
        qkv_bias=layer.qkv_bias * factor,
        out=layer.out,
        out_bias=layer.out_bias,
        norm1=layer.norm1,
        up=layer.up,
        up_bias=layer.up_bias,
        down=layer.down,
        down_bias=layer.down_bias,
        norm2=layer.norm2,
    )


class Encoder:
    """Texts → unit vectors (384 float32). Thread-safe: the forward pass keeps no state, and
    the query cache is guarded (the window encodes a question in the background while it
    searches on its own thread)."""

    def __init__(self, weights: ModelWeights) -> None:
        # One BLAS thread for the whole process: a question is ~10 tokens, matrices where
        # OpenBLAS's threads cost more than they give, and on a busy machine they spin
        # against the UI thread (measured: p50 137 ms with two threads, 16 ms with one).
        threadpool_limits(1, user_api="blas")
        self._layers = tuple(_scaled(layer) for layer in weights.layers)
        # Only the scaled layers are kept: the file's own (10 MB) are freed with ``weights``.
        self._w = replace(weights, layers=self._layers)
        self._tokenizer = Tokenizer.from_str(weights.tokenizer_json)
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._cache: OrderedDict[str, Floats] = OrderedDict()
        self._lock = threading.Lock()

    def token_ids(self, text: str) -> list[int]:
        """The model's token ids for ``text``, with [CLS] and [SEP]."""
        return list(self._tokenizer.encode(text).ids)

    def cached(self, text: str) -> bool:
        """Whether ``text`` was encoded already (:meth:`encode` then costs nothing)."""
        with self._lock:
            return text in self._cache

    def encode(self, text: str) -> Floats:
        """One text's vector (a query's: kept, so retyping the same question costs nothing)."""
        with self._lock:
            found = self._cache.get(text)
            if found is not None:
                self._cache.move_to_end(text)
                return found
        ids = np.asarray(self.token_ids(text), dtype=np.intp)
        hidden = self._forward(ids[None, :], None)[0]
        vector = _unit(hidden.mean(axis=0))
        with self._lock:
            self._cache[text] = vector
            if len(self._cache) > _CACHE:
                self._cache.popitem(last=False)
        return vector

    def encode_many(
        self,
        texts: Sequence[str],
        batch: int = 32,
        progress: Callable[[int, int], None] | None = None,
    ) -> Floats:
        """Many texts' vectors, row by row in the order given, computed in batches of similar
        length (little padding)."""
        encoded = self._tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encoded[i].ids))
        out = np.zeros((len(texts), HIDDEN), dtype=np.float32)
        for start in range(0, len(order), batch):
            rows = order[start : start + batch]
            width = max(len(encoded[i].ids) for i in rows)
            ids = np.zeros((len(rows), width), dtype=np.intp)
            mask = np.zeros((len(rows), width), dtype=np.float32)
            for r, i in enumerate(rows):
                token_ids = encoded[i].ids
                ids[r, : len(token_ids)] = token_ids
                mask[r, : len(token_ids)] = 1.0
            hidden = self._forward(ids, mask)
            pooled = (hidden * mask[:, :, None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
            for r, i in enumerate(rows):
                out[i] = _unit(pooled[r])
            if progress is not None:
                progress(min(start + batch, len(order)), len(order))
        return out

    def _forward(self, ids: np.ndarray, mask: Floats | None) -> Floats:
        """The last layer's hidden states, (batch, tokens, 384); ``mask`` marks real tokens
        (None: no padding)."""
        w = self._w
        batch, width = ids.shape
        words = w.word_q[ids].astype(np.float32) * w.word_scale[ids][:, :, None]
        h = layer_norm(words + w.position[:width] + w.token_type[0], w.norm)
        h = h.reshape(batch * width, HIDDEN)
        bias = None
        if mask is not None:
            bias = ((mask - np.float32(1.0)) * np.float32(1e9))[:, None, None, :]
        for layer in self._layers:
            qkv = (h @ layer.qkv + layer.qkv_bias).reshape(batch, width, 3, HEADS, _HEAD)
            q = qkv[:, :, 0].transpose(0, 2, 1, 3)
            k = qkv[:, :, 1].transpose(0, 2, 3, 1)
            v = qkv[:, :, 2].transpose(0, 2, 1, 3)
            scores = q @ k
            if bias is not None:
                scores = scores + bias
            scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch * width, HIDDEN)
            h = layer_norm(h + context @ layer.out + layer.out_bias, layer.norm1)
            up = gelu(h @ layer.up + layer.up_bias)
            h = layer_norm(h + up @ layer.down + layer.down_bias, layer.norm2)
        return h.reshape(batch, width, HIDDEN)


def _unit(vector: Floats) -> Floats:
    norm = float(np.linalg.norm(vector))
    return np.asarray(vector / norm if norm > 0 else vector, dtype=np.float32)
