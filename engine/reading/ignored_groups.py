"""The objects a passive ability ignoring or removing abilities names by a description
("Characters your opponents control lose their abilities", 2.3.2.d Example; "Ignore the
abilities of Ember Wisp tokens", 7.3.19.a): the objects in play its filter lets through,
read from the bearer — its controller is "you" (7.5.5.c).

Only printed characteristics and who controls or owns the object are read (types,
controller, owner, token or not, names, "other"): what passive abilities change (statuses,
keywords, sub-types a passive adds) would make the group depend on the very abilities it
removes (2.3.2.e), so a filter saying them is refused where the card is compiled
(:data:`STEADY_FIELDS`)."""

from __future__ import annotations

from engine.state import zones as z
from engine.state.conditions import ObjectFilter
from engine.state.enums import IN_PLAY_ZONES, CardType, ZoneKind
from engine.state.game_state import GameState

STEADY_FIELDS = frozenset(
    {
        "types",
        "controller",
        "owner",
        "tokens",
        "non_token",
        "names",
        "another",
        "permanents_in_landmarks",
        "permanents_in_expeditions",
        "text",
    }
)
"""The filter fields such a group may say (printed characteristics, control, ownership)."""


def group_members(state: GameState, source: str, group: ObjectFilter) -> tuple[str, ...]:
    """The objects in play ``group`` lets through, for the bearer ``source``."""
    bearer = state.objects.get(source)
    you = bearer.controller if bearer is not None else ""
    return tuple(
        oid
        for key in state.zones
        if z.kind_of(key) in IN_PLAY_ZONES
        for oid in state.zones[key]
        if _fits(state, oid, group, you, source)
    )


def _fits(state: GameState, oid: str, group: ObjectFilter, you: str, source: str) -> bool:
    o = state.objects[oid]
    card = state.card(oid)
    kind = state.type_of(oid)
    checks = (
        not group.types or kind in group.types,
        group.controller != "you" or o.controller == you,
        group.controller != "opponent" or o.controller != you,
        group.owner != "you" or o.owner == you,
        group.owner != "opponent" or o.owner != you,
        not group.tokens or (card is not None and card.is_token),
        not group.non_token or (card is not None and not card.is_token),
        not group.names or (card is not None and card.name in group.names),
        not group.another or oid != source,
        not group.permanents_in_landmarks
        or kind is not CardType.PERMANENT
        or z.kind_of(o.zone) is ZoneKind.LANDMARK,
        not group.permanents_in_expeditions
        or kind is not CardType.PERMANENT
        or z.kind_of(o.zone) is ZoneKind.EXPEDITION,
    )
    return all(checks)
