"""Whose "my Expedition" a step acts on (7.2.1): the first person of an ability is the
object bearing it (7.2.1.a); of an Emblem-Reaction resolving a Reaction, the object that
created that Emblem (7.2.1.d) — the same object, which the line names: "Mana Moth is
created in p1's hero Expedition [“my Expedition” is Moth Lantern's: p1's hero Expedition
(7.2.1.d, 7.2.1.a)]". Said where "I" is still in an Expedition; where it left, the line
says the one it was in (6.3.j, 2.1.h: :mod:`engine.steps.outcome`)."""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

__all__ = ["my_point"]


def my_point(state: GameState, me: str) -> str:
    """The decision point of "my" for the object ``me``: an Emblem-Reaction ``me`` created
    is in Limbo (it is resolving, 6.3.h, 4.4.b) — 7.2.1.d beside 7.2.1.a — else 7.2.1.a."""
    for key, ids in state.zones.items():
        if z.kind_of(key) is not ZoneKind.LIMBO:
            continue
        for oid in ids:
            o = state.objects.get(oid)
            if o is None or o.emblem is None:
                continue
            if o.emblem.subtype == "Reaction" and o.emblem.source_object == me:
                return "place.my_expedition_emblem"
    return "place.my_expedition"
