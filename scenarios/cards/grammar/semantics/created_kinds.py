"""gdef (session 36): the kind of token a creation trigger names, kept in its reading.

"When you create a token Character" names token Characters only: a Landmark Permanent
token or an Expedition Permanent token is created too (7.3.5.a, 2.2.3.d-e), and is no
Character (2.2.1) — the trigger's object has the type "Character" said of it, its filter's
``types`` (6.3.b), checked by the engine as each token is created. "When you create a
token" (no type said) names every token created (7.3.5.a)."""

from __future__ import annotations

from typing import Any

CHARACTER_TOKEN: dict[str, Any] = {"types": ["Character"]}
"""The filter of "a token Character" / "a Character token" (2.2.1, 7.3.5.a)."""


def created_kind(span: str) -> dict[str, Any]:
    """The filter field of a creation trigger said in ``span``: ``{"filter": {types:
    [Character]}}`` when the words name a Character token, else nothing (any token)."""
    words = span.lower().replace("\u2014", " ").split()
    if "character" in words or "characters" in words:
        return {"filter": dict(CHARACTER_TOKEN)}
    return {}
