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

:func:`replace` is ``dataclasses.replace`` for records, through a generated copier that
reads and stores each field through its slot instead of re-running every field check and
``__init__``. Type checkers see ``dataclasses.replace`` itself, so field names and types
given to it are still checked.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, dataclass_transform

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
    _COPIERS[made] = _copier(made)
    return made


_COPIERS: dict[type[Any], Callable[[Any, dict[str, Any]], Any]] = {}
"""Per record class: make a copy with some fields changed (see :func:`replace`)."""

if TYPE_CHECKING:
    from dataclasses import replace as replace
else:

    def replace(obj, /, **changes):
        """A copy of the record ``obj`` with ``changes``; any other dataclass goes through
        ``dataclasses.replace``. Unknown field names raise ``TypeError`` as there."""
        copier = _COPIERS.get(type(obj))
        if copier is None:
            return dataclasses.replace(obj, **changes)
        return copier(obj, changes)


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


def _copier(cls: type[Any]) -> Callable[[Any, dict[str, Any]], Any]:
    """Generate the copier of ``cls``: each field taken from ``changes`` if given, else
    read from the original through its slot; then a check that no unknown name was
    given. Default factories do not run: every field has its value already."""
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    body = ["    new = _new(_cls)", "    pop = changes.pop"]
    for f in dataclasses.fields(cls):
        slot = getattr(cls, f.name)
        namespace[f"_set_{f.name}"] = slot.__set__
        namespace[f"_get_{f.name}"] = slot.__get__
        value = f"pop({f.name!r}) if {f.name!r} in changes else _get_{f.name}(obj)"
        body.append(f"    _set_{f.name}(new, {value})")
    body.append("    if changes:")
    body.append("        raise TypeError(f'{_cls.__name__} has no field(s) {sorted(changes)}')")
    body.append("    return new")
    source = "def copy(obj, changes):\n" + "\n".join(body)
    exec(source, namespace)  # code generated from the dataclass's own fields
    copy: Callable[[Any, dict[str, Any]], Any] = namespace["copy"]
    return copy
