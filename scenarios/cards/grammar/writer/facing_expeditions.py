"""ga (session 33): the trigger of :mod:`..semantics.facing_expeditions` as printed — "When
[another] [Character description] leaves the Expedition facing me —" (7.5.11.a, 1.2.3.c).
The conditions "it's ahead" / "it's facing mine" are kept as their words (the generic
condition writer prints them)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.objects import _description

LEAVES_FACING = "character_leaves_the_expedition_facing_me"


def facing_trigger_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When a [Character] leaves the Expedition facing me[, if c] —"; ``None`` for
    another trigger."""
    if reaction.get("trigger") != LEAVES_FACING:
        return None
    flt = dict(reaction.get("filter") or {})
    another = bool(flt.pop("another", False))  # not the bearer (7.2.1.a)
    flt.pop("types", None)
    text = _description(flt, "Character", plural=False)
    det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
    return f"When {det} {text} leaves the Expedition facing me{condition} \u2014"
