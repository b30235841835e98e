"""gdef (session 36): "When you / an opponent / a player create(s) a token [Character] —"
written back with the kind of token its filter keeps (semantics/created_kinds.py; 2.2.1,
7.3.5.a)."""

from __future__ import annotations

from typing import Any

_PLAIN = frozenset({"trigger", "effect", "filter", "player", "if", "unless"})


def created_kind_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When you create a token Character —" for a creation trigger whose filter is the
    token Character's alone, "When you create a token —" for one with no filter; ``None``
    for any other trigger or filter."""
    if reaction["trigger"] != "you_create_a_token" or set(reaction) - _PLAIN:
        return None
    if "ordinal" in reaction:
        return None
    flt = reaction.get("filter")
    if flt not in (None, {"types": ["Character"]}):
        return None
    kind = " Character" if flt else ""
    who = reaction.get("player")
    if who is None:
        return f"When you create a token{kind}{condition} \u2014"
    if who == "opponent":
        return f"When an opponent creates a token{kind}{condition} \u2014"
    if who == "any":
        return f"When a{' Character' if flt else ''} token is created{condition} \u2014"
    return None
