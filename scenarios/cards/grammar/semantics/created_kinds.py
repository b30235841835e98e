"""gdef (session 36): the kind of token a creation trigger names, kept in its reading.

"When you create a token Character" names token Characters only: a Landmark Permanent
token or an Expedition Permanent token is created too (7.3.5.a, 2.2.3.d-e), and is no
Character (2.2.1) — the trigger's object has the type "Character" said of it, its filter's
``types`` (6.3.b), checked by the engine as each token is created. "When you create a
token" (no type said) names every token created (7.3.5.a)."""

from __future__ import annotations

import re
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


_ONE = re.compile(r"\b(it'?s|it is) the first one you created\b")


def first_one_of_kind(trigger: dict[str, Any], effect: Any) -> Any:
    """ "When you create a token Character — If it's the first one you created this Day, …":
    "one" is the trigger's noun (a token Character), so the tokens counted are token
    Characters (7.3.5.a; engine.reading.created_tokens with the type) — said so in the
    step's condition, "the first token character you created". Other triggers: unchanged."""
    flt = trigger.get("filter")
    if trigger.get("trigger") != "you_create_a_token" or flt != CHARACTER_TOKEN:
        return effect
    return _said_of_kind(effect)


def _said_of_kind(part: Any) -> Any:
    if isinstance(part, list):
        return [_said_of_kind(p) for p in part]
    if isinstance(part, dict):
        out = {k: _said_of_kind(v) for k, v in part.items()}
        if isinstance(out.get("if"), str):
            out["if"] = _ONE.sub(r"\1 the first token character you created", out["if"])
        return out
    return part
