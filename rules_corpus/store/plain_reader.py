"""The corpus store read back without pydantic (search43, cold start).

The store (:mod:`.corpus_store`) is JSON written by pydantic from the frozen dataclasses of
:mod:`rules_corpus.model`. Reading it through pydantic meant importing pydantic and building its
validator for the whole model at every start, on the way to the first search — a large share of
the start's imports. The model is only dataclasses of strings, ints, booleans, string enums,
optional strings and tuples, so this reader builds it from the JSON by the fields' declared
types, strictly: a value of another type, a missing field without a default or an unknown field
raises :class:`ValueError`, and the store is then rebuilt as a damaged one is.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from functools import cache
from typing import Any

from rules_corpus.model import Document

_NONE = type(None)


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    """Each field of dataclass ``cls``: its name, its resolved type, whether it is required."""
    hints = typing.get_type_hints(cls)
    return tuple(
        (
            f.name,
            hints[f.name],
            f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
        )
        for f in dataclasses.fields(cls)
    )


Builder = typing.Callable[[object], object]


def _exactly(kind: type) -> Builder:
    def build(value: object) -> object:
        # JSON's true is not an int here, nor 1 a bool: exactly the declared type
        if type(value) is not kind:
            raise ValueError(f"expected {kind.__name__}, got {type(value).__name__}")
        return value

    return build


def _optional(inner: Builder) -> Builder:
    def build(value: object) -> object:
        return None if value is None else inner(value)

    return build


def _many(inner: Builder, plain: type | None) -> Builder:
    def build(value: object) -> object:
        if type(value) is not list:
            raise ValueError(f"expected a list, got {type(value).__name__}")
        if plain is not None:  # a tuple of strings: checked at once, no call per item
            if not all(type(item) is plain for item in value):
                raise ValueError(f"expected a list of {plain.__name__}")
            return tuple(value)
        return tuple([inner(item) for item in value])

    return build


def _fixed(inners: tuple[Builder, ...]) -> Builder:
    def build(value: object) -> object:
        if type(value) is not list or len(value) != len(inners):
            raise ValueError(f"expected a list of {len(inners)} items")
        return tuple([b(item) for b, item in zip(inners, value, strict=True)])

    return build


def _record(cls: type) -> Builder:
    # (name, the exact type of a plain field or None, the builder otherwise, required)
    fields = [
        (name, kind if kind in (str, int, bool) else None, _builder(kind), required)
        for name, kind, required in _fields(cls)
    ]
    names = frozenset(name for name, _, _, _ in fields)

    def build(value: object) -> object:
        if type(value) is not dict:
            raise ValueError(f"expected an object for {cls.__name__}")
        if not names.issuperset(value):
            unknown = sorted(set(value) - names)
            raise ValueError(f"unknown fields {unknown} in {cls.__name__}")
        given: dict[str, object] = {}
        for name, plain, inner, required in fields:
            if name in value:
                item = value[name]
                if plain is None:
                    given[name] = inner(item)
                elif type(item) is plain:
                    given[name] = item
                else:
                    raise ValueError(f"{cls.__name__}.{name}: expected {plain.__name__}")
            elif required:
                raise ValueError(f"{cls.__name__} lacks {name}")
        return cls(**given)

    return build


@cache
def _builder(kind: Any) -> Builder:
    """What builds a value of the type ``kind`` from decoded JSON, or raises ValueError."""
    origin = typing.get_origin(kind)
    if kind is str or kind is int or kind is bool:
        return _exactly(kind)
    if origin is types.UnionType or origin is typing.Union:
        (other,) = (o for o in typing.get_args(kind) if o is not _NONE)
        if _NONE not in typing.get_args(kind):
            raise ValueError(f"no reading for {kind!r}")
        return _optional(_builder(other))
    if origin is tuple:
        args = typing.get_args(kind)
        if len(args) == 2 and args[1] is Ellipsis:
            plain = args[0] if args[0] in (str, int, bool) else None
            return _many(_builder(args[0]), plain)
        return _fixed(tuple(_builder(a) for a in args))
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return kind  # ValueError for a value the enum lacks
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _record(kind)
    raise ValueError(f"no reading for {kind!r}")


def read_documents(data: bytes) -> tuple[Document, ...]:
    """The documents of a corpus store's JSON; ValueError if it is not a valid store."""
    decoded = json.loads(data)  # json.JSONDecodeError is a ValueError
    documents = _builder(tuple[Document, ...])(decoded)
    assert isinstance(documents, tuple)
    return documents
