"""Rewrite the engine's ``@record`` classes as mypyc-native frozen dataclasses.

Used by ``scripts/build_engine.py`` on its copy of ``engine/`` only; the sources people
read and edit never change.

Why: mypyc compiles a class to a native C struct only when it knows the class's
decorator. ``@record`` (``engine.records``) is unknown to it, so every record stayed an
ordinary Python class: each construction ran an interpreted ``__init__`` and each field
read was a generic attribute lookup — most of the compiled engine's time. mypyc does
know ``@dataclasses.dataclass``; and when the class body defines ``__init__`` itself,
that ``__init__`` is compiled too. So each record becomes::

    @_dataclasses.dataclass(frozen=True, init=False)
    class Event:
        ...fields, methods and docstring exactly as written...

        def __init__(self, kind: str, objects: tuple[str, ...] = (), ...) -> None:
            self.kind = kind
            ...

        def _record_replace(self, changes: dict[str, Any]) -> Event:
            ...  # a copy with changes: engine.records.replace and GameState's evolve

The dataclass machinery still writes ``__eq__``, ``__hash__``, ``__repr__`` and the
frozen ``__setattr__`` (assigning a field from Python still raises
``FrozenInstanceError``); only construction and copying become native. A field with a
``default_factory`` gets its factory's value when the argument is left out, as before:
``frozenset`` and ``tuple`` factories as a shared empty value (immutable), any other
factory through a ``None`` default.

``GameState`` (``@instance_dict`` over ``@dataclass(frozen=True)``) is made native the
same way; ``engine.state.game_state.evolve`` then copies it through ``_record_replace``.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

DECORATOR = "@_dataclasses.dataclass(frozen=True, init=False)"
HEADER = "import dataclasses as _dataclasses\nfrom typing import Any as _Any\n"
_IMMUTABLE_FACTORIES = {"frozenset": "frozenset()", "tuple": "()"}
_RECORD_DECORATORS = {"record", "instance_dict", "dataclass(frozen=True)"}


@dataclass(frozen=True)
class _Field:
    name: str
    annotation: str
    default: str | None  # source of the default value; None: required
    factory: str | None  # source of a mutable default factory (None default in __init__)


def _fields(source: str, cls: ast.ClassDef) -> list[_Field]:
    found: list[_Field] = []
    for stmt in cls.body:
        if not isinstance(stmt, ast.AnnAssign) or not isinstance(stmt.target, ast.Name):
            continue
        annotation = ast.get_source_segment(source, stmt.annotation)
        assert annotation is not None
        if "ClassVar" in annotation:
            continue
        default: str | None = None
        factory: str | None = None
        value = stmt.value
        if value is None:
            pass
        elif (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id == "field"
        ):
            for keyword in value.keywords:
                text = ast.get_source_segment(source, keyword.value)
                if keyword.arg == "default":
                    default = text
                elif keyword.arg == "default_factory":
                    assert text is not None
                    if text in _IMMUTABLE_FACTORIES:
                        default = _IMMUTABLE_FACTORIES[text]
                    else:
                        factory = text
        else:
            default = ast.get_source_segment(source, value)
        found.append(_Field(stmt.target.id, annotation, default, factory))
    return found


def _methods(name: str, fields: list[_Field]) -> list[str]:
    params = ["self"]
    body: list[str] = []
    for f in fields:
        if f.factory is not None:
            params.append(f"{f.name}: {f.annotation} | None = None")
            value = f"{f.factory}() if {f.name} is None else {f.name}"
        else:
            default = f" = {f.default}" if f.default is not None else ""
            params.append(f"{f.name}: {f.annotation}{default}")
            value = f.name
        body.append(f"        self.{f.name} = {value}  # type: ignore[misc]")
    init = [f"    def __init__({', '.join(params)}) -> None:", *(body or ["        pass"])]
    copy = [
        f"    def _record_replace(self, changes: dict[str, _Any]) -> {name}:",
        f"        new = {name}({', '.join(f'self.{f.name}' for f in fields)})",
        "        for field_name, value in changes.items():",
    ]
    for i, f in enumerate(fields):
        keyword = "if" if i == 0 else "elif"
        copy.append(f"            {keyword} field_name == {f.name!r}:")
        copy.append(f"                new.{f.name} = value  # type: ignore[misc]")
    copy.append("            else:" if fields else "            if True:")
    copy.append(f"                raise TypeError(f'{name} has no field {{field_name!r}}')")
    copy.append("        return new")
    return ["", *init, "", *copy]


def nativize(source: str) -> str:
    """``source`` of an engine module with each ``@record`` class made native (see the
    module docstring); a module without records comes back unchanged."""
    tree = ast.parse(source)
    lines = source.splitlines()
    edits: list[tuple[int, int, list[str]]] = []  # (first line, last line, new lines)
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef):
            continue
        names = [ast.unparse(d) for d in node.decorator_list]
        if "record" not in names and "instance_dict" not in names:
            continue
        # @record, or @instance_dict over @dataclass(frozen=True) (GameState)
        assert all(n in _RECORD_DECORATORS for n in names), names
        first, last = node.decorator_list[0], node.decorator_list[-1]
        edits.append((first.lineno, last.end_lineno or last.lineno, [DECORATOR]))
        end = node.end_lineno or node.lineno
        edits.append((end + 1, end, _methods(node.name, _fields(source, node))))
    if not edits:
        return source
    for first, last, new in sorted(edits, key=lambda e: e[0], reverse=True):
        lines[first - 1 : last] = new
    text = "\n".join(lines) + "\n"
    future = "from __future__ import annotations\n"
    assert future in text, "records modules use postponed annotations"
    return text.replace(future, future + HEADER, 1)
