"""Strict YAML loading that keeps line numbers, and pydantic errors mapped back to lines.

Files are read fast, with ruamel.yaml's safe loader on its C parser (ruamel.yaml.clib): a
7 MB scenario of 350 typed cards took ruamel's pure-Python round-trip loader 20–23 s, the C
parser 0.1 s (issue 34). Line numbers come from the round-trip loader, whose containers
remember where each key and item was written (``.lc.key(k)``, ``.lc.item(i)``): it reads the
same text again only when a line is asked for (:func:`line_of`: an error message, a card's
line), and reads a file the fast loader refuses, so a syntax error is said exactly as before.
A pydantic error ``loc`` such as ``('cards', 3, 'abilities', 0, 'effect')`` is walked through
the round-trip data to find the line of the deepest element that exists, so every message
names file, line and field.
"""

from __future__ import annotations

import difflib
import warnings
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, ReusedAnchorWarning, YAMLError
from ruamel.yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from scenarios.errors import LoadError
from scenarios.limits import (
    MAX_DEPTH,
    flow_nesting_problem,
    may_hold_surrogates,
    read_bounded,
    shape_problem,
    surrogate_problem,
)

M = TypeVar("M", bound=BaseModel)


def display_path(path: Path) -> str:
    """``path`` relative to the working directory when possible (shorter messages)."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError, RuntimeError):
        # not below it, a working folder deleted meanwhile, or a symlink loop (the reading
        # of the file then says so)
        return str(path)


class SourcedMap(dict[Any, Any]):
    """A file's top-level mapping read by the fast loader, with the text it was read from:
    :func:`line_of` finds where an element was written in the text's node tree (composed by
    the same C parser once, when a line is first asked for; each node knows its line)."""

    def __init__(self, data: dict[Any, Any], text: str) -> None:
        super().__init__(data)
        self.text = text
        self._nodes: Node | None = None

    def nodes(self) -> Node | None:
        """The text's node tree (None if it cannot be composed: lines then say 1)."""
        if self._nodes is None:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", ReusedAnchorWarning)
                    self._nodes = YAML(typ="safe", pure=False).compose(self.text)
            except (YAMLError, RecursionError, ValueError, TypeError, AttributeError):
                return None
        return self._nodes


def _entry(node: MappingNode, key: int | str) -> tuple[Node, Node] | None:
    """The (key, value) nodes of ``key`` in a mapping node (its last, as the loader keeps)."""
    found = None
    for k, v in node.value:
        if isinstance(k, ScalarNode) and k.value == str(key):
            found = (k, v)
    return found


def _node_line(root: Node | None, loc: Sequence[int | str]) -> int:
    """The 0-based line of the deepest element of ``loc`` found in the node tree ``root``
    (a mapping's key where the key is written, a list's item where the item is)."""
    if root is None:
        return 0
    line = root.start_mark.line
    node = root
    for part in loc:
        if isinstance(node, MappingNode):
            found = next(
                (
                    (k, v)
                    for k, v in node.value
                    if isinstance(k, ScalarNode) and k.value == str(part)
                ),
                None,
            )
            if found is None:
                continue
            line, node = found[0].start_mark.line, found[1]
        elif (
            isinstance(node, SequenceNode) and isinstance(part, int) and 0 <= part < len(node.value)
        ):
            node = node.value[part]
            line = node.start_mark.line
    return int(line)


def _fast(text: str) -> Any:
    """``text`` read by the safe loader on the C parser (the pure-Python parser when the C one
    is missing: the same data, slower); None when it refuses (the round-trip loader then says
    why, with the line) or holds nothing."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ReusedAnchorWarning)
            data = YAML(typ="safe", pure=False).load(text)
    except (YAMLError, RecursionError, ValueError, TypeError, AttributeError):
        return None
    return SourcedMap(data, text) if isinstance(data, dict) else None


def load_yaml(path: Path, round_trip: bool = False) -> Any:
    """The data of a YAML file — a :class:`SourcedMap` for a mapping (read fast; its lines
    found on demand), the round-trip data otherwise or with ``round_trip``; syntax errors, and
    files past the bounds of :mod:`scenarios.limits` (size, nesting, values after alias
    expansion), become a :class:`LoadError`."""
    where = display_path(path)
    try:
        text = read_bounded(path, where).decode("utf-8")
    except UnicodeDecodeError:
        raise LoadError([f"{where}: not UTF-8 text"]) from None
    deep = flow_nesting_problem(text)
    if deep is not None:
        raise LoadError([f"{where}:{deep}: nested too deeply (more than {MAX_DEPTH} levels)"])
    data = None if round_trip else _fast(text)
    if data is None:
        data = _round_trip(text, where)
    problem = shape_problem(data)
    if problem is None and may_hold_surrogates(text):
        problem = surrogate_problem(data)
        if problem is not None:  # YAML escapes each UTF-16 half: "\ud83d\ude00" is two
            problem = (f"{problem[0]}: write the character itself, or \\U0001F600", problem[1])
    if problem is not None:
        what, loc = problem
        raise LoadError([f"{where}:{line_of(data, loc)}: {format_loc(loc)}: {what}"])
    return data


def _round_trip(text: str, where: str) -> Any:
    """``text`` read by the round-trip loader; its refusal as a :class:`LoadError` naming the
    line."""
    yaml = YAML(typ="rt")
    try:
        with warnings.catch_warnings():
            # a reused anchor is legal YAML; ruamel's warning would only be noise on stderr
            warnings.simplefilter("ignore", ReusedAnchorWarning)
            data = yaml.load(text)
    except RecursionError:
        raise LoadError([f"{where}: nested too deeply (more than {MAX_DEPTH} levels)"]) from None
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else 1
        problem = exc.problem or exc.context or "invalid YAML"
        raise LoadError([f"{where}:{line}: YAML syntax error: {problem}"]) from None
    except YAMLError as exc:
        # A character YAML refuses (a NUL byte, a control character) is reported by its
        # position in the text: name its line like any other syntax error.
        position = getattr(exc, "position", None)
        if isinstance(position, int):
            line = text[:position].count("\n") + 1
            problem = str(getattr(exc, "reason", "") or "character not allowed in YAML")
            character = getattr(exc, "character", None)
            if isinstance(character, str) and len(character) == 1:
                character = ord(character)
            if isinstance(character, int):
                problem = f"unacceptable character U+{character:04X}: {problem}"
            raise LoadError([f"{where}:{line}: YAML syntax error: {problem}"]) from None
        raise LoadError([f"{where}: YAML error: {exc}"]) from None
    except (ValueError, TypeError) as exc:  # ruamel's constructors on odd scalars/keys
        raise LoadError([f"{where}: not a usable YAML file: {exc}"]) from None
    return data


def item_lines(data: Any, key: str) -> list[int]:
    """The 1-based line of each item of the list ``data[key]`` (empty when it is none)."""
    if isinstance(data, SourcedMap):
        root = data.nodes()
        if not isinstance(root, MappingNode):
            return []
        found = next(
            (v for k, v in root.value if isinstance(k, ScalarNode) and k.value == key), None
        )
        if not isinstance(found, SequenceNode):
            return []
        return [item.start_mark.line + 1 for item in found.value]
    if isinstance(data, CommentedMap) and isinstance(data.get(key), CommentedSeq):
        seq = data[key]
        return [seq.lc.item(i)[0] + 1 for i in range(len(seq))]
    return []


def line_of(data: Any, loc: Sequence[int | str]) -> int:
    """The 1-based line of the deepest element of ``loc`` found in ``data``."""
    if isinstance(data, SourcedMap):
        return _node_line(data.nodes(), loc) + 1
    line = 0
    node = data
    if isinstance(node, CommentedMap | CommentedSeq):
        line = node.lc.line
    for part in loc:
        if isinstance(node, CommentedMap) and part in node:
            line = node.lc.key(part)[0]
            node = node[part]
        elif isinstance(node, CommentedSeq) and isinstance(part, int) and 0 <= part < len(node):
            line = node.lc.item(part)[0]
            node = node[part]
        else:
            continue  # pydantic adds union/validator tags; skip what is not in the data
    return line + 1


def format_loc(loc: Iterable[int | str]) -> str:
    """``('cards', 3, 'abilities', 0)`` -> ``cards[3].abilities[0]``; tags pydantic adds
    for unions and validators are left out."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif "[" in part or part.startswith(("function-", "tagged-union")):
            continue
        else:
            out += f".{part}" if out else part
    return out or "(top level)"


def _message(error: dict[str, Any], model: type[BaseModel], data: Any) -> str:
    msg = str(error["msg"])
    for prefix in ("Value error, ", "Assertion failed, "):
        if msg.startswith(prefix):
            msg = msg[len(prefix) :]
    if error["type"] == "extra_forbidden":
        key = str(error["loc"][-1])
        known = _fields_at(model, error["loc"][:-1])
        msg = f"unknown field {key!r}"
        close = difflib.get_close_matches(key, known, n=1, cutoff=0.6)
        if close:
            msg += f" (did you mean {close[0]!r}?)"
        elif known:
            msg += f"; expected one of: {', '.join(sorted(known))}"
    elif error["type"] == "missing":
        msg = f"missing required field {str(error['loc'][-1])!r}"
    elif error["type"] in _BOUNDS:
        bound = (error.get("ctx") or {}).get(_BOUNDS[error["type"]][1])
        msg = f"{_BOUNDS[error['type']][0]} {bound} (got {error.get('input')!r})"
    elif error["type"] in _SEQUENCES:
        # "Input should be a valid tuple": say what is expected, in the file's terms.
        msg = f"a list is expected here, such as [a, b] (got {_shown(error.get('input'))})"
    elif error["type"] in ("enum", "literal_error"):
        msg = _not_a_value(error)
    elif error["type"] == "too_long":
        ctx = error.get("ctx") or {}
        msg = f"at most {ctx.get('max_length')} entries (got {ctx.get('actual_length')})"
    return msg


def _not_a_value(error: dict[str, Any]) -> str:
    """A value outside a field's fixed list, in a judge's words: what was written, the
    values the field takes, and — for a keyword list — why a set's own keyword is not one."""
    expected = str((error.get("ctx") or {}).get("expected", ""))
    msg = f"{_shown(error.get('input'))} is not one of the values this field takes: {expected}"
    field = next((p for p in reversed(error["loc"]) if isinstance(p, str)), "")
    if "keyword" in field:
        msg += (
            " (the keyword abilities of the rules, 7.4; a set's own keyword, read by its"
            " reminder, 2.2.12.c, is not checked by name: expect what it does instead)"
        )
    return msg


_SEQUENCES = frozenset({"tuple_type", "list_type", "set_type", "frozen_set_type"})
"""Pydantic's "Input should be a valid tuple/list" errors."""


def _shown(value: Any) -> str:
    """A value as a file writer would recognise it: a mapping as ``{a: ...}``."""
    if isinstance(value, dict):
        keys = ", ".join(str(k) for k in list(value)[:3])
        return f"a mapping {{{keys}{', ...' if len(value) > 3 else ''}}}"
    return repr(value) if not isinstance(value, bool) else str(value).lower()


_BOUNDS = {
    "less_than_equal": ("at most", "le"),
    "greater_than_equal": ("at least", "ge"),
    "less_than": ("less than", "lt"),
    "greater_than": ("more than", "gt"),
}
"""Pydantic's bound errors in plain words: "at most 200 (got 1000000)"."""


def _fields_at(model: type[BaseModel], loc: Sequence[int | str]) -> list[str]:
    """The field names of the model found at ``loc`` (for "did you mean")."""
    current: Any = model
    for part in loc:
        if isinstance(part, int):
            continue
        fields = getattr(current, "model_fields", None)
        if fields is None or part not in fields:
            continue
        current = _model_in(fields[part].annotation)
    fields = getattr(current, "model_fields", None)
    if fields is None:
        return []
    return [f.alias or name for name, f in fields.items()]


def _model_in(annotation: Any) -> Any:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in getattr(annotation, "__args__", ()) or ():
        found = _model_in(arg)
        if found is not None:
            return found
    return None


def validate(model: type[M], data: Any, path: Path) -> M:
    """``model`` validated from ``data`` or a :class:`LoadError` with one line per problem."""
    where = display_path(path)
    if not isinstance(data, dict):
        raise LoadError([f"{where}:1: (top level): expected a mapping of fields"])
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        messages = []
        for error in exc.errors():
            loc = error["loc"]
            line = line_of(data, loc)
            text = _message(dict(error), model, data)
            messages.append(f"{where}:{line}: {format_loc(loc)}: {text}")
        raise LoadError(messages) from None


def suggest(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` or an empty string (case-insensitive matching)."""
    options = {c.casefold(): c for c in choices}
    close = difflib.get_close_matches(word.casefold(), list(options), n=1, cutoff=0.6)
    return f" (did you mean {options[close[0]]!r}?)" if close else ""
