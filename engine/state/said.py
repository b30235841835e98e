"""How the trace names zones and owners: "p1's Reserve", "Spare Shelves'" — words every
layer says (a judge's words, never the zones' ids), so they live with the state (the reading's
limits and counters say them too, and the reading may not import the why layer)."""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import ZoneKind

ZONE_WORDS = {
    ZoneKind.HAND: "Hand",
    ZoneKind.DECK: "Deck",
    ZoneKind.RESERVE: "Reserve",
    ZoneKind.DISCARD: "Discard pile",
    ZoneKind.MANA: "Mana zone",
    ZoneKind.LANDMARK: "Landmarks",
    ZoneKind.HERO: "Hero zone",
}


def zone_words(zone: str) -> str:
    """``reserve:p1`` -> "p1's Reserve"; ``expedition:p1:hero`` -> "p1's hero Expedition";
    ``limbo`` -> "Limbo"."""
    kind = z.kind_of(zone)
    if kind is ZoneKind.LIMBO:
        return "Limbo"
    player = z.player_of(zone) or ""
    if kind is ZoneKind.EXPEDITION:
        which = zone.rsplit(":", 1)[-1]
        return f"{player}'s {which} Expedition"
    return f"{player}'s {ZONE_WORDS.get(kind, kind.value)}"


def possessive(name: str) -> str:
    """``name`` said as an owner: "Evanescence's", "Spare Shelves'" — a name ending in "s"
    takes the apostrophe alone (never "Shelves's")."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def count_of(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` said with its noun, singular for one: "1 Mana Orb", "2 Mana Orbs", "0 cards" —
    never "1 Mana Orbs". ``plural`` where adding "s" is wrong."""
    return f"{n} {noun}" if n == 1 else f"{n} {plural or noun + 's'}"
