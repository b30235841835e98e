"""ga (session 33): the trigger of :mod:`..semantics.facing_expeditions` as printed — "When
[another] [Character description] leaves the Expedition facing me —" (7.5.11.a, 1.2.3.c) —
and the move triggers whose "it" its conditions speak of ("When one of your Expeditions
moves forward —", 7.3.25.a).
The conditions "it's ahead" / "it's facing mine" are kept as their words (the generic
condition writer prints them)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.objects import _description

LEAVES_FACING = "character_leaves_the_expedition_facing_me"

_MOVING = {
    "one_of_your_expeditions": "one of your Expeditions",
    "the_expedition_facing_me": "the Expedition facing me",
    "your_other_expedition": "your other Expedition",
    "your_hero_expedition": "your Hero Expedition",
    "your_companion_expedition": "your Companion Expedition",
}
"""The Expeditions a move trigger names (7.3.25.a, 7.3.24.a) the other writers leave out."""


def facing_trigger_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When a [Character] leaves the Expedition facing me[, if c] —"; ``None`` for
    another trigger."""
    trigger = str(reaction.get("trigger"))
    who, _, way = trigger.rpartition("_moves_")
    if who in _MOVING and way in ("forward", "backward") and not reaction.get("filter"):
        if set(reaction) - {"trigger", "if", "effect", "text"}:
            return None  # "due to", "during": the other writers' words
        return f"When {_MOVING[who]} moves {way}{condition} \u2014"
    if trigger != LEAVES_FACING:
        return None
    flt = dict(reaction.get("filter") or {})
    another = bool(flt.pop("another", False))  # not the bearer (7.2.1.a)
    flt.pop("types", None)
    text = _description(flt, "Character", plural=False)
    det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
    return f"When {det} {text} leaves the Expedition facing me{condition} \u2014"
