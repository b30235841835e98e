"""The writer's words for "When a card leaves your Hero zone" (3.2.6), which
``semantics/leaving_hero_zone.py`` reads; ``None`` for another reading."""

from __future__ import annotations

from typing import Any


def hero_zone_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When a card leaves your Hero zone[, if c] —"."""
    if reaction["trigger"] != "card_leaves_your_hero_zone":
        return None
    if set(reaction) - {"trigger", "effect", "if", "unless"}:
        return None
    return f"When a card leaves your Hero zone{condition} \u2014"
