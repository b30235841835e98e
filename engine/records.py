"""Frozen records: the engine's immutable data classes, made fast to build.

Every piece of engine data — the game state, objects, steps, atomic actions, events,
tasks, decisions — is a frozen, slotted dataclass, so states compare, hash, serialise and
undo as plain values. The engine builds tens of thousands of them per second of play, and
the ``__init__`` that :mod:`dataclasses` writes for a frozen class stores each field
through ``object.__setattr__`` (the class's own ``__setattr__`` refuses), which costs
about three times as much as storing through the field's slot. :func:`record` makes the
very same dataclass and replaces only its ``__init__`` by one that stores each field
through its slot descriptor: same signature, defaults and default factories, same
instances. Assigning to a field afterwards still raises ``FrozenInstanceError``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform

_T = TypeVar("_T")


@dataclass_transform(frozen_default=True)
def record(cls: type[_T]) -> type[_T]:
    """``@dataclass(frozen=True, slots=True)`` with a faster ``__init__``."""
    made = dataclasses.dataclass(frozen=True, slots=True)(cls)
    fast = _fast_init(made)
    fast.__annotations__ = dict(made.__init__.__annotations__)
    fast.__doc__ = made.__init__.__doc__
    fast.__qualname__ = f"{made.__qualname__}.__init__"
    fast.__module__ = made.__module__
    made.__init__ = fast  # type: ignore[method-assign]
    return made


_NO_VALUE = object()
"""Stands for "not given" where a field has a default factory."""


def _fast_init(cls: type[Any]) -> Callable[..., None]:
    """Generate ``__init__`` for ``cls``: one slot store per field, in field order."""
    params: list[str] = []
    body: list[str] = []
    namespace: dict[str, Any] = {"_NO_VALUE": _NO_VALUE}
    for f in dataclasses.fields(cls):
        namespace[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
            body.append(f"    _set_{f.name}(self, {f.name})")
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_NO_VALUE")
            body.append(
                f"    _set_{f.name}(self, _factory_{f.name}() "
                f"if {f.name} is _NO_VALUE else {f.name})"
            )
        else:
            params.append(f.name)
            body.append(f"    _set_{f.name}(self, {f.name})")
    source = f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body or ["    pass"])
    exec(source, namespace)  # code generated from the dataclass's own fields
    init: Callable[..., None] = namespace["__init__"]
    return init
