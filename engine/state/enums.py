"""The rules' vocabulary as enumerations (zones, types, statuses, phases, terrains...)."""

from __future__ import annotations

from enum import StrEnum


class ZoneKind(StrEnum):
    """The ten kinds of zones (1.2.3.b)."""

    ADVENTURE = "adventure"
    DECK = "deck"
    DISCARD = "discard"
    EXPEDITION = "expedition"
    HAND = "hand"
    HERO = "hero"
    LANDMARK = "landmark"
    LIMBO = "limbo"
    MANA = "mana"
    RESERVE = "reserve"


HIDDEN_ZONES = frozenset({ZoneKind.DECK, ZoneKind.HAND})
"""Deck and Hand hold cards, not objects (1.2.3.h, 2.1.j)."""

IN_PLAY_ZONES = frozenset({ZoneKind.EXPEDITION, ZoneKind.LANDMARK})
"""An object is in play in the Expedition zone or the Landmark zone (3.1.4.a)."""

NO_STATUS_ZONES = frozenset({ZoneKind.DISCARD, ZoneKind.DECK, ZoneKind.HAND})
"""Zones whose contents cannot have statuses (2.4.1.c) nor counters (2.5.b)."""


class ExpeditionKind(StrEnum):
    """Each player's two Expeditions (1.2.3.c)."""

    HERO = "hero"
    COMPANION = "companion"


class CardType(StrEnum):
    """Object types (2.2.1.a)."""

    CHARACTER = "Character"
    EMBLEM = "Emblem"
    HERO = "Hero"
    MANA_ORB = "Mana Orb"
    PERMANENT = "Permanent"
    REGION = "Region"
    SPELL = "Spell"


class PermanentZone(StrEnum):
    """The zone type of a Permanent (2.2.3.b)."""

    EXPEDITION = "Expedition"
    LANDMARK = "Landmark"


class Status(StrEnum):
    """Statuses (2.4.1.a). Boosted is derived from boost counters (2.4.5.b), never stored."""

    ANCHORED = "Anchored"
    ASCENDED = "Ascended"
    ASLEEP = "Asleep"
    BOOSTED = "Boosted"
    EXHAUSTED = "Exhausted"
    FLEETING = "Fleeting"


class Terrain(StrEnum):
    """Terrains and statistics (7.1.2.a, 2.2.11.b)."""

    FOREST = "forest"
    MOUNTAIN = "mountain"
    WATER = "water"


class Faction(StrEnum):
    """Factions (2.2.10.a)."""

    AXIOM = "Axiom"
    BRAVOS = "Bravos"
    LYRA = "Lyra"
    MUNA = "Muna"
    ORDIS = "Ordis"
    YZMIR = "Yzmir"


class Keyword(StrEnum):
    """Keyword abilities (section 7.4) the engine knows by name."""

    COOLDOWN = "Cooldown"
    DEFENDER = "Defender"
    ETERNAL = "Eternal"
    FLEETING = "Fleeting"
    GIGANTIC = "Gigantic"
    SCOUT = "Scout"
    SEASONED = "Seasoned"
    TOUGH = "Tough"


class Phase(StrEnum):
    """The five phases of a day (4.2.a), plus the set-up before the first day."""

    SETUP = "Setup"
    MORNING = "Morning"
    NOON = "Noon"
    AFTERNOON = "Afternoon"
    DUSK = "Dusk"
    NIGHT = "Night"


BOOST = "boost"
ANY_COUNTER = "any"
"""The counter name of "spend 1 counter" with no name: the player chooses which (7.3.38.a)."""
"""The name of boost counters (2.5.1.a)."""
