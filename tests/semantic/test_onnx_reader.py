"""The ONNX reader (issue 36): the vendored file's weights and nodes, and any other bytes refused
with its own error — never another exception, never a hang."""

from __future__ import annotations

import contextlib
from functools import lru_cache

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_corpus.semantic.model_file import MODEL_FILE
from rules_corpus.semantic.onnx_reader import Graph, OnnxFileError, read_graph


@lru_cache(maxsize=1)
def head() -> bytes:
    return MODEL_FILE.read_bytes()[:4096]


def test_the_vendored_file_reads_as_the_encoders_graph() -> None:
    graph: Graph = read_graph(MODEL_FILE.read_bytes())
    assert graph.initializers["word.q"].shape == (30522, 384)
    assert graph.initializers["word.q"].dtype == np.int8
    packed = [n for n in graph.nodes if n.op_type == "MatMulNBits"]
    assert len(packed) == 24
    assert {n.domain for n in packed} == {"com.microsoft"}
    assert all(n.ints["bits"] == 8 and n.ints["block_size"] == 32 for n in packed)
    assert graph.nodes[-1].outputs == ("sentence_embedding",)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=512))
def test_any_bytes_are_a_graph_or_refused_by_name(data: bytes) -> None:
    with contextlib.suppress(OnnxFileError):
        read_graph(data)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=4095), st.integers(min_value=0, max_value=255))
def test_a_damaged_byte_in_the_files_head_is_refused_by_name_or_read(at: int, value: int) -> None:
    data = bytearray(head())
    data[at] = value
    with contextlib.suppress(OnnxFileError):
        read_graph(bytes(data))


def test_a_length_past_the_end_is_refused() -> None:
    with pytest.raises(OnnxFileError):
        read_graph(b"\x3a\xff\xff\x03abc")  # field 7 (graph), 65,535 bytes announced
