"""The fields of a saved branches file (``NAME.branches.json``), checked before any is used.

A branches file is data another program may have written or damaged. Each field the
restore reads is checked for its kind first, so a wrong one is named in a judge's words —
which branch, which moment, which field — instead of surfacing as a Python error
("string indices must be integers", "invalid literal for int()") in the notice that says
the branches were left aside. Values in range (a fork past the branch's moments, a parent
that does not exist) are checked where they are used (``branches_io``).
"""

from __future__ import annotations

from typing import Any

REDO_KINDS = ("step", "answer", "state")
"""How a saved moment is redone: an engine step, a judge's answer, or the exact board."""


def _whole(value: object) -> bool:
    return type(value) is int  # JSON true/false are not counts


def _texts(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def field_problem(data: dict[str, Any]) -> str | None:
    """The first field of ``data`` (a branches file's top level, its format already checked)
    that is not of the kind this app writes, in words; ``None`` when every field is usable."""
    if not isinstance(data.get("start"), dict):
        return "its board as first opened (“start”) is missing or is not a board"
    if not _whole(data.get("shown")):
        return "which branch is shown (“shown”) is not a branch number"
    branches = data.get("branches")
    if not isinstance(branches, list):
        return "its list of branches (“branches”) is missing"
    for number, raw in enumerate(branches, start=1):
        problem = _branch_problem(raw)
        if problem is not None:
            return f"branch {number}: {problem}"
    return None


def _branch_problem(raw: object) -> str | None:
    if not isinstance(raw, dict):
        return "it is not a branch (named fields)"
    if not isinstance(raw.get("name"), str):
        return "its name (“name”) is not text"
    parent = raw.get("parent")
    if parent is not None and not _whole(parent):
        return "the branch it comes from (“parent”) is not a branch number"
    for field, words in (("fork", "the moment it forks at"), ("cursor", "the moment shown")):
        if not _whole(raw.get(field)):
            return f"{words} (“{field}”) is not a whole number"
    if not isinstance(raw.get("origin", ""), str):
        return "how it was opened (“origin”) is not text"
    moments = raw.get("moments")
    if not isinstance(moments, list):
        return "its moments (“moments”) are not a list"
    for number, moment in enumerate(moments, start=1):
        problem = _moment_problem(moment)
        if problem is not None:
            return f"moment {number}: {problem}"
    return None


def _moment_problem(raw: object) -> str | None:
    if not isinstance(raw, dict):
        return "it is not a moment (named fields)"
    if not isinstance(raw.get("text", ""), str):
        return "its line (“text”) is not text"
    how = raw.get("redo")
    if how not in REDO_KINDS:
        return (
            "how to redo it (“redo”) is an unknown moment kind: not an engine step, "
            "a judge's answer or a board"
        )
    if how == "answer" and not (_texts(raw.get("choice")) and raw["choice"]):
        return "the options answered (“choice”) are not a list of option names"
    if how == "state":
        if not isinstance(raw.get("state"), dict):
            return "its board (“state”) is missing or is not a board"
        if not isinstance(raw.get("source"), str):
            return "who made it (“source”) is not text"
        for field in ("rules", "action_rules"):
            if not _texts(raw.get(field, [])):
                return f"its rules (“{field}”) are not a list of rule numbers"
        if not isinstance(raw.get("entry") or {}, dict):
            return "its log line (“entry”) is not a log line"
    return None
