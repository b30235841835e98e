"""The words of a Character or a token leaving an Expedition (7.5.11.a): "When a token
leaves my Expedition —", "When another token leaves your Expeditions —", "When a token
leaves an opponent's Expedition —" (a token ceases to exist and still leaves, 2.1.e,
7.5.11.b; semantics/token_leaves.py reads them), and "When a Character leaves my
Expedition —"; ``None`` for any other reaction."""

from __future__ import annotations

from typing import Any

_PLACES = {
    "character_leaves_my_expedition": "my Expedition",
    "character_leaves_your_expeditions": "your Expeditions",
    "character_leaves_the_expedition_facing_me": "the Expedition facing me",
}


def leaving_expedition_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [a / another] token / Character leaves [place][, if …] —" for a leaving
    whose filter says nothing but tokens, "another" and (for an opponent's Expedition)
    whose."""
    trigger = reaction.get("trigger")
    flt = dict(reaction.get("filter") or {})
    another = bool(flt.pop("another", False))
    token = bool(flt.pop("tokens", False))
    if trigger == "object_leaves_expedition_zone":
        if not token or flt != {"types": ["Character"], "controller": "opponent"}:
            return None
        place = "an opponent's Expedition"
    elif trigger in _PLACES and not flt:
        place = _PLACES[str(trigger)]
    else:
        return None
    noun = "token" if token else "Character"
    return f"When {'another' if another else 'a'} {noun} leaves {place}{condition} \u2014"
