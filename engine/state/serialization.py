"""Conversion of engine values to and from JSON-compatible data.

Driven by the dataclasses' type hints, so every record of the engine (states, steps,
decisions, events, trace entries) round-trips without hand-written code:
``from_dict(GameState, to_dict(state)) == state``. Tuples and frozensets become lists
(frozensets sorted, so output is deterministic), enums their values, mappings dicts.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any, TypeVar, cast

T = TypeVar("T")

JsonValue = None | bool | int | str | list["JsonValue"] | dict[str, "JsonValue"]


def to_data(value: object) -> JsonValue:
    """Any engine value as JSON-compatible data."""
    if value is None or isinstance(value, bool | int | str):
        if isinstance(value, enum.Enum):
            return cast(JsonValue, value.value)
        return value
    if isinstance(value, enum.Enum):
        return cast(JsonValue, value.value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_data(getattr(value, f.name)) for f in _fields(type(value))}
    if isinstance(value, tuple | list):
        return [to_data(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((to_data(v) for v in value), key=repr)
    if isinstance(value, Mapping):
        return {str(k): to_data(v) for k, v in value.items()}
    raise TypeError(f"cannot serialise {type(value).__name__}")


def to_dict(value: object) -> dict[str, JsonValue]:
    """A dataclass value (e.g. a ``GameState``) as a JSON-compatible dict."""
    data = to_data(value)
    if not isinstance(data, dict):
        raise TypeError("to_dict expects a dataclass instance")
    return data


def from_dict(cls: type[T], data: Mapping[str, Any]) -> T:
    """Rebuild a dataclass of type ``cls`` from :func:`to_dict` output."""
    return cast(T, _decode(cls, data))


@cache
def _fields(cls: type) -> tuple[dataclasses.Field[Any], ...]:
    return dataclasses.fields(cls)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _decode(tp: Any, data: Any) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return data
    if origin is typing.Union or origin is types.UnionType:
        return _decode_union(args, data)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        kwargs = {
            f.name: _decode(hints[f.name], data[f.name]) for f in _fields(tp) if f.name in data
        }
        return tp(**kwargs)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(data)
    if tp in (int, str, bool):
        if not isinstance(data, tp) or (tp is int and isinstance(data, bool)):
            raise TypeError(f"expected {tp.__name__}, got {data!r}")
        return data
    if tp is type(None):
        if data is not None:
            raise TypeError(f"expected null, got {data!r}")
        return None
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_decode(args[0], v) for v in data)
        return tuple(_decode(a, v) for a, v in zip(args, data, strict=True))
    if origin is frozenset:
        return frozenset(_decode(args[0], v) for v in data)
    if origin in (Mapping, dict) or origin is typing.Mapping:
        return {k: _decode(args[1], v) for k, v in data.items()}
    raise TypeError(f"cannot decode type {tp!r}")


def _decode_union(args: tuple[Any, ...], data: Any) -> Any:
    if data is None and type(None) in args:
        return None
    errors: list[str] = []
    for arm in args:
        if arm is type(None):
            continue
        try:
            return _decode(arm, data)
        except (TypeError, ValueError, KeyError) as exc:
            errors.append(str(exc))
    raise TypeError(f"no union arm matched {data!r}: {errors}")
