"""all-MiniLM-L6-v2 as an ONNX graph, written from its safetensors weights with ``onnx.helper``.

Used by ``scripts/vendor_semantic_model.py`` (the ``onnx`` and ``safetensors`` packages are
needed only there: ``pip install -e .[vendor]``). The graph is the whole sentence encoder, so
the app only tokenizes and calls onnxruntime:

* **input** ``input_ids`` (int64, batch × tokens): the tokenizer's ids with [CLS] and [SEP], no
  padding (the app runs one text at a time, see :mod:`rules_corpus.semantic.encoder`);
* **embeddings** — the word table stored int8 with one symmetric scale per token row (30,522
  rows: 11.7 MB instead of 47 MB), gathered and rescaled for the text's tokens only; the position
  table with the token-type row (always type 0) added in, float32; LayerNorm ε 1e-12;
* **6 BERT layers** (384 wide, 12 heads of 32, feed-forward 1,536, exact GELU): the query, key
  and value projections are one matrix (the attention's 1/√32 folded into the query's part), then
  softmax attention, the output projection, residual + LayerNorm, the feed-forward, residual +
  LayerNorm — the ops in the patterns onnxruntime's graph optimiser fuses (LayerNormalization,
  the Div-Erf-Add-Mul-Mul GELU, MatMul + bias);
* **output** ``sentence_embedding`` (float32, batch × 384): the mean over the tokens of the last
  layer, divided by its L2 norm — sentence-transformers' ``mean`` pooling and ``Normalize``, so
  the dot product of two vectors is their cosine.

Opset 17 (LayerNormalization; ReduceMean/ReduceL2 still take their axes as attributes). The six
layers' 24 weight matrices are float32 here; the vendoring script then quantises them to int8
with ``onnxruntime.quantization.quantize_dynamic``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 17
LAYERS = 6
HIDDEN = 384
HEADS = 12
HEAD = HIDDEN // HEADS
EPS = 1e-12

Floats = npt.NDArray[np.float32]


def quantise_rows(matrix: Floats) -> tuple[npt.NDArray[np.int8], Floats]:
    """``matrix`` as int8 with one symmetric scale per row (a row of zeros gets scale 1)."""
    peak = np.abs(matrix).max(axis=1)
    scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    q = np.clip(np.rint(matrix / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale


class _Graph:
    """Nodes and initializers being collected, with fresh names for intermediate values."""

    def __init__(self) -> None:
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self._count = 0

    def const(self, name: str, value: npt.NDArray[Any]) -> str:
        # (np.ascontiguousarray would make a scalar a 1-element vector)
        self.initializers.append(numpy_helper.from_array(np.require(value, requirements="C"), name))
        return name

    def op(self, kind: str, inputs: list[str], name: str = "", **attributes: Any) -> str:
        self._count += 1
        out = name or f"{kind.lower()}_{self._count}"
        self.nodes.append(
            helper.make_node(kind, inputs, [out], name=f"{kind}_{self._count}", **attributes)
        )
        return out

    def linear(self, x: str, weight: Floats, bias: Floats, name: str) -> str:
        """``x @ weight.T + bias`` for a torch Linear's (out, in) weight: the MatMul whose
        constant B the quantiser turns into int8."""
        w = self.const(f"{name}.weight", np.ascontiguousarray(weight.T))
        b = self.const(f"{name}.bias", bias)
        return self.op("Add", [self.op("MatMul", [x, w]), b])

    def layer_norm(self, x: str, weight: Floats, bias: Floats, name: str) -> str:
        w = self.const(f"{name}.weight", weight)
        b = self.const(f"{name}.bias", bias)
        return self.op("LayerNormalization", [x, w, b], axis=-1, epsilon=EPS)


def _embeddings(g: _Graph, tensors: dict[str, Floats], word_table_int8: bool) -> str:
    table = tensors["embeddings.word_embeddings.weight"]
    if word_table_int8:
        word_q, word_scale = quantise_rows(table)
        gathered = g.op("Gather", [g.const("word.q", word_q), "input_ids"])
        words = g.op("Cast", [gathered], to=TensorProto.FLOAT)
        scale = g.op("Gather", [g.const("word.scale", word_scale), "input_ids"])
        last = g.const("axis.last", np.array([-1]))
        words = g.op("Mul", [words, g.op("Unsqueeze", [scale, last])])
    else:
        words = g.op("Gather", [g.const("word", table), "input_ids"])
    # Every token is of type 0: its row is added to the position table once, here.
    positions = (
        tensors["embeddings.position_embeddings.weight"]
        + tensors["embeddings.token_type_embeddings.weight"][0]
    )
    length = g.op(
        "Gather", [g.op("Shape", ["input_ids"]), g.const("index.1", np.array([1]))], axis=0
    )
    zero = g.const("start.0", np.array([0]))
    sliced = g.op("Slice", [g.const("position", positions.astype(np.float32)), zero, length, zero])
    x = g.op("Add", [words, sliced])
    return g.layer_norm(
        x,
        tensors["embeddings.LayerNorm.weight"],
        tensors["embeddings.LayerNorm.bias"],
        "embeddings.norm",
    )


def _layer(g: _Graph, h: str, n: int, tensors: dict[str, Floats]) -> str:
    p = f"encoder.layer.{n}."

    def t(name: str) -> Floats:
        return tensors[p + name]

    # Q, K, V as one projection; 1/√32 folded into the query's rows.
    factor = np.ones(3 * HIDDEN, dtype=np.float32)
    factor[:HIDDEN] = np.float32(1.0 / np.sqrt(HEAD))
    parts = ("attention.self.query", "attention.self.key", "attention.self.value")
    qkv_w = np.concatenate([t(f"{x}.weight") for x in parts], axis=0) * factor[:, None]
    qkv_b = np.concatenate([t(f"{x}.bias") for x in parts], axis=0) * factor
    qkv = g.linear(h, qkv_w, qkv_b, f"l{n}.qkv")
    # (batch, tokens, 3, heads, 32) → (3, batch, heads, tokens, 32)
    split = g.op("Reshape", [qkv, g.const(f"l{n}.qkv.shape", np.array([0, 0, 3, HEADS, HEAD]))])
    split = g.op("Transpose", [split], perm=[2, 0, 3, 1, 4])
    q = g.op("Gather", [split, g.const(f"l{n}.q", np.array(0))], axis=0)
    k = g.op("Gather", [split, g.const(f"l{n}.k", np.array(1))], axis=0)
    v = g.op("Gather", [split, g.const(f"l{n}.v", np.array(2))], axis=0)
    scores = g.op("MatMul", [q, g.op("Transpose", [k], perm=[0, 1, 3, 2])])
    weights = g.op("Softmax", [scores], axis=-1)
    context = g.op("Transpose", [g.op("MatMul", [weights, v])], perm=[0, 2, 1, 3])
    context = g.op("Reshape", [context, g.const(f"l{n}.ctx.shape", np.array([0, 0, HIDDEN]))])
    attended = g.linear(
        context, t("attention.output.dense.weight"), t("attention.output.dense.bias"), f"l{n}.out"
    )
    h = g.layer_norm(
        g.op("Add", [h, attended]),
        t("attention.output.LayerNorm.weight"),
        t("attention.output.LayerNorm.bias"),
        f"l{n}.norm1",
    )
    up = g.linear(h, t("intermediate.dense.weight"), t("intermediate.dense.bias"), f"l{n}.up")
    # exact GELU, x·½(1 + erf(x/√2)), in the op order onnxruntime recognises as one Gelu
    erf = g.op(
        "Erf", [g.op("Div", [up, g.const(f"l{n}.sqrt2", np.array(np.sqrt(2.0), np.float32))])]
    )
    gelu = g.op(
        "Mul",
        [
            g.op("Mul", [up, g.op("Add", [erf, g.const(f"l{n}.one", np.array(1.0, np.float32))])]),
            g.const(f"l{n}.half", np.array(0.5, np.float32)),
        ],
    )
    down = g.linear(gelu, t("output.dense.weight"), t("output.dense.bias"), f"l{n}.down")
    return g.layer_norm(
        g.op("Add", [h, down]),
        t("output.LayerNorm.weight"),
        t("output.LayerNorm.bias"),
        f"l{n}.norm2",
    )


def build_model(
    tensors: dict[str, Floats], about: dict[str, str], *, word_table_int8: bool = True
) -> onnx.ModelProto:
    """The sentence encoder from the safetensors tensors, its matrices float32 (the word table
    int8 unless ``word_table_int8`` is false: the float32 reference); ``about`` goes into the
    model's metadata (where it came from, how it was made)."""
    g = _Graph()
    h = _embeddings(g, tensors, word_table_int8)
    for n in range(LAYERS):
        h = _layer(g, h, n, tensors)
    pooled = g.op("ReduceMean", [h], axes=[1], keepdims=0)
    norm = g.op("ReduceL2", [pooled], axes=[1], keepdims=1)
    norm = g.op("Max", [norm, g.const("eps", np.array(EPS, np.float32))])
    g.op("Div", [pooled, norm], name="sentence_embedding")
    graph = helper.make_graph(
        g.nodes,
        "all-MiniLM-L6-v2",
        [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "tokens"])],
        [helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", HIDDEN])],
        g.initializers,
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
    model.ir_version = 8  # onnxruntime ≥ 1.14 reads it
    model.producer_name = "scripts/vendor_semantic_model.py"
    helper.set_model_props(model, about)
    onnx.checker.check_model(model)
    return model
