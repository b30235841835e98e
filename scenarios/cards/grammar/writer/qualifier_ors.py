"""The writer's words for an object of one kind with either of two qualifiers: "Characters
with no boosts or with [Tough]", "a Character with Hand Cost {2} or less or with [Tough]" —
the kind said once, then each qualifier (2.2.1; the reader composes "[kind] [first] or
[kind] [second]", grammar/object_lists.py ``qualifier_or_kinds``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Describe = Callable[[dict[str, Any], str, bool], str]
_KIND_KEYS = ("types", "subtypes", "statuses", "tokens")
_OPENERS = ("with ", "without ")


def same_kind_words(flt: dict[str, Any], noun: str, plural: bool, describe: Describe) -> str | None:
    """ "[kind] [first qualifier] or [second qualifier]" when ``flt`` is a union of two
    members of the same kind, each with one qualifier said "with" / "without"; else
    ``None``."""
    members = flt.get("any_of") or []
    rest = {k: v for k, v in flt.items() if k not in ("any_of", "types")}
    if len(members) != 2 or rest:
        return None
    kinds = [{k: m.get(k) for k in _KIND_KEYS} for m in members]
    if kinds[0] != kinds[1] or kinds[0]["types"] is None:
        return None
    said = [describe(m, noun, plural) for m in members]
    head = describe({k: v for k, v in members[0].items() if k in _KIND_KEYS}, noun, plural)
    tails = [s.removeprefix(head).strip() for s in said]
    if any(
        not s.startswith(head + " ") or not t.startswith(_OPENERS)
        for s, t in zip(said, tails, strict=True)
    ):
        return None
    return f"{head} {tails[0]} or {tails[1]}"
