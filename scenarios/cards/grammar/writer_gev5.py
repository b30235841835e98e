"""The writer of the section "gev5 (session 5)": "When [a / another] [object] leaves play"
(7.3.20.a) as the cards print it."""

from __future__ import annotations

from typing import Any


def gev5_trigger_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [a / another] [object] leaves play[, if c] —"; ``None`` for another trigger."""
    from scenarios.cards.grammar.writer import _description

    if reaction["trigger"] != "object_leaves_play":
        return None
    flt = dict(reaction.get("filter") or {})
    another = flt.pop("another", False)
    tokens = flt.pop("tokens", False)
    types = flt.pop("types", [])
    noun = types[0] if types else "token"
    if tokens and types:
        return None  # "a Character token": not read by the section's words
    text = _description(flt, noun, plural=False)
    det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
    return f"When {det} {text} leaves play{condition} \u2014"
