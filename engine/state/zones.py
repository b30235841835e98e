"""Zone keys: every zone and sub-zone is named by a short string.

Personal zones are ``"<kind>:<player>"`` (1.2.3.f); the Expedition zone is split into
``"expedition:<player>:hero"`` and ``"expedition:<player>:companion"`` (1.2.3.c); the
Landmark zone into ``"landmark:<player>"`` (1.2.3.d); Limbo is ``"limbo"``.
"""

from __future__ import annotations

from functools import cache

from engine.state.enums import ExpeditionKind, ZoneKind

LIMBO = "limbo"


def personal(kind: ZoneKind, player: str) -> str:
    """The key of a player's personal zone."""
    return f"{kind}:{player}"  # a StrEnum formats as its value


def expedition(player: str, which: ExpeditionKind) -> str:
    """The key of one of a player's Expeditions."""
    return f"expedition:{player}:{which}"


def landmarks(player: str) -> str:
    """The key of a player's Landmarks."""
    return f"landmark:{player}"


@cache
def kind_of(zone: str) -> ZoneKind:
    """The zone kind of a zone key (cached: zone keys are few)."""
    return ZoneKind(zone.split(":", 1)[0])


@cache
def player_of(zone: str) -> str | None:
    """The player a zone or sub-zone belongs to; ``None`` for Limbo."""
    parts = zone.split(":")
    return parts[1] if len(parts) > 1 else None


def expedition_kind_of(zone: str) -> ExpeditionKind | None:
    """For an Expedition key, which Expedition it is."""
    parts = zone.split(":")
    return ExpeditionKind(parts[2]) if len(parts) > 2 else None


def expedition_id(player: str, which: ExpeditionKind) -> str:
    """The id of an Expedition as a thing that moves on the Adventure: ``"p1:hero"``."""
    return f"{player}:{which}"


def zone_of_expedition(expedition_key: str) -> str:
    """``"p1:hero"`` -> ``"expedition:p1:hero"``."""
    return f"expedition:{expedition_key}"


def all_zones(players: tuple[str, ...]) -> tuple[str, ...]:
    """Every zone key of a game, in a fixed order (3.1.1.b: zones always exist)."""
    keys: list[str] = []
    for p in players:
        for kind in (
            ZoneKind.DECK,
            ZoneKind.HAND,
            ZoneKind.DISCARD,
            ZoneKind.HERO,
            ZoneKind.MANA,
            ZoneKind.RESERVE,
        ):
            keys.append(personal(kind, p))
        keys.append(expedition(p, ExpeditionKind.HERO))
        keys.append(expedition(p, ExpeditionKind.COMPANION))
        keys.append(landmarks(p))
    keys.append(LIMBO)
    return tuple(keys)
