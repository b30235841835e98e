"""Read the vendored ONNX file's weights and nodes: the protobuf wire format, no ``onnx`` package.

An ONNX model is a protocol-buffers message (``onnx.proto``): ``ModelProto.graph`` (field 7) is a
``GraphProto`` whose ``node`` (field 1) are the operations and whose ``initializer`` (field 5)
are the weights, each a ``TensorProto`` with ``dims`` (1), ``data_type`` (2), ``name`` (8) and
its bytes in ``raw_data`` (9). That is all the encoder needs (:mod:`.minilm` runs the graph's
operations itself), so the app reads these few fields with a small decoder of the wire format
instead of shipping a runtime for the whole standard.

Anything unexpected — a truncated varint, a length past the end, a tensor whose bytes do not
match its shape — raises :class:`OnnxFileError`; the caller names the file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Final

import numpy as np
import numpy.typing as npt

# TensorProto.DataType → numpy (little-endian, as ONNX stores raw_data)
_DTYPES: Final[dict[int, str]] = {1: "<f4", 2: "u1", 3: "i1", 6: "<i4", 7: "<i8", 11: "<f8"}
_VARINT, _FIXED64, _BYTES, _FIXED32 = 0, 1, 2, 5


class OnnxFileError(ValueError):
    """The bytes are not an ONNX model of the shape this reader knows."""


@dataclass(frozen=True, slots=True)
class Node:
    """One operation of the graph: its kind, domain, inputs, outputs and integer attributes."""

    op_type: str
    domain: str
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]
    ints: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Graph:
    """The model's weights by name and its operations in order."""

    initializers: dict[str, npt.NDArray[np.generic]]
    nodes: tuple[Node, ...]


def read_graph(data: bytes, pause: Callable[[], object] | None = None) -> Graph:
    """The graph of the ONNX model ``data``; :class:`OnnxFileError` when it cannot be read.
    ``pause`` is called before each tensor is read (a background loader gives way there)."""
    view = memoryview(data)
    try:
        graphs = [value for number, value in _fields(view) if number == 7]
        if len(graphs) != 1 or not isinstance(graphs[0], memoryview):
            raise OnnxFileError("no graph")
        initializers: dict[str, npt.NDArray[np.generic]] = {}
        nodes: list[Node] = []
        for number, value in _fields(graphs[0]):
            if number == 5 and isinstance(value, memoryview):
                if pause is not None:
                    pause()
                name, array = _tensor(value)
                initializers[name] = array
            elif number == 1 and isinstance(value, memoryview):
                nodes.append(_node(value))
    except OnnxFileError:
        raise
    except (IndexError, UnicodeDecodeError, ValueError) as error:  # ValueError: numpy's sizes
        raise OnnxFileError("truncated or damaged") from error
    return Graph(initializers, tuple(nodes))


def _varint(data: memoryview, at: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        byte = data[at]
        at += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result, at
        shift += 7
        if shift > 63:
            raise OnnxFileError("a number longer than 64 bits")


def _fields(data: memoryview) -> Iterator[tuple[int, int | memoryview]]:
    """(field number, value) of one message: an int for varints, bytes otherwise."""
    at, end = 0, len(data)
    while at < end:
        key, at = _varint(data, at)
        wire = key & 7
        if wire == _VARINT:
            number, at = _varint(data, at)
            yield key >> 3, number
            continue
        if wire == _BYTES:
            size, at = _varint(data, at)
        elif wire == _FIXED64:
            size = 8
        elif wire == _FIXED32:
            size = 4
        else:
            raise OnnxFileError(f"wire type {wire} is not used by ONNX")
        if at + size > end:
            raise OnnxFileError("a field runs past the end")
        yield key >> 3, data[at : at + size]
        at += size


def _text(value: int | memoryview) -> str:
    if not isinstance(value, memoryview):
        raise OnnxFileError("a name is not text")
    return bytes(value).decode("utf-8")


def _tensor(data: memoryview) -> tuple[str, npt.NDArray[np.generic]]:
    dims: list[int] = []
    dtype = name = ""
    raw: memoryview | None = None
    for number, value in _fields(data):
        if number == 1:  # dims: packed (bytes) or one varint per entry
            if isinstance(value, memoryview):
                at = 0
                while at < len(value):
                    dim, at = _varint(value, at)
                    dims.append(dim)
            else:
                dims.append(value)
        elif number == 2 and isinstance(value, int):
            dtype = _DTYPES.get(value, "")
            if not dtype:
                raise OnnxFileError(f"tensor data type {value} is not read here")
        elif number == 8:
            name = _text(value)
        elif number == 9 and isinstance(value, memoryview):
            raw = value
        elif number in (4, 5, 6, 7, 10, 11, 13, 14):  # typed data fields instead of raw_data
            raise OnnxFileError("a tensor not stored as raw bytes")
    if not name or not dtype or raw is None:
        raise OnnxFileError("a tensor without a name, a type or its bytes")
    array = np.frombuffer(raw, dtype=np.dtype(dtype))
    size = int(np.prod(dims)) if dims else 1
    if array.size != size:
        raise OnnxFileError(f"tensor {name}: {array.size} values for the shape {dims}")
    return name, array.reshape(dims).copy()  # a copy: the file's bytes are not kept


def _node(data: memoryview) -> Node:
    inputs: list[str] = []
    outputs: list[str] = []
    op_type = domain = ""
    ints: dict[str, int] = {}
    for number, value in _fields(data):
        if number == 1:
            inputs.append(_text(value))
        elif number == 2:
            outputs.append(_text(value))
        elif number == 4:
            op_type = _text(value)
        elif number == 7:
            domain = _text(value)
        elif number == 5 and isinstance(value, memoryview):
            attribute = ""
            integer: int | None = None
            for a_number, a_value in _fields(value):
                if a_number == 1:
                    attribute = _text(a_value)
                elif a_number == 3 and isinstance(a_value, int):
                    integer = a_value
            if attribute and integer is not None:
                ints[attribute] = integer
    return Node(op_type, domain, tuple(inputs), tuple(outputs), ints)
