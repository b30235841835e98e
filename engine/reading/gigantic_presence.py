"""Which objects are in an Expedition, Gigantic ones included (7.4.4.b).

A Gigantic object is present in both Expeditions of its controller (7.4.4.b), though its
card sits in only one Expedition sub-zone. So "the Characters in my Expedition", "each
Character in target Expedition", "a Character facing me" and every count of them must look
past the sub-zone: a Gigantic Character of the same player's other Expedition is there
too. It is still one object (7.4.4.c): a group or count made of several Expeditions holds
it once. (Statistics are the exception that counts it in each Expedition, 7.4.4.e, and
twice during tiebreakers, 7.4.4.m — see ``expedition_statistics`` and the Dusk.)
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.passives import expedition_members, expeditions_of, is_gigantic
from engine.state import zones as z
from engine.state.enums import CardType, ExpeditionKind, Keyword, ZoneKind
from engine.state.game_state import GameState


def present_in_expeditions(
    state: GameState, expeditions: Iterable[str], *, characters_only: bool = False
) -> tuple[str, ...]:
    """The objects present in any of ``expeditions`` (7.4.4.b: a Gigantic Character of
    the other Expedition of the same player included), each once (7.4.4.c: one object),
    in Expedition order. ``characters_only``: only the Characters."""
    found: dict[str, None] = {}
    for e in sorted(set(expeditions)):
        for oid in expedition_members(state, e):
            if not characters_only or state.type_of(oid) is CardType.CHARACTER:
                found[oid] = None
    return tuple(found)


def characters_in_expedition(state: GameState, expedition: str) -> tuple[str, ...]:
    """The Characters in ``expedition``: those of its sub-zone and the Gigantic ones of
    its player's other Expedition (7.4.4.b)."""
    return present_in_expeditions(state, (expedition,), characters_only=True)


def is_present_in(state: GameState, object_id: str, expeditions: Iterable[str]) -> bool:
    """Whether ``object_id`` is in one of ``expeditions`` — a Gigantic one is in both of
    its controller's (7.4.4.b)."""
    return object_id in state.objects and bool(expeditions_of(state, object_id) & set(expeditions))


def gigantic_elsewhere(state: GameState, object_ids: Iterable[str], expedition: str) -> bool:
    """Whether one of ``object_ids`` is in ``expedition`` only as a Gigantic Character whose
    card is in the other Expedition — the case where 7.4.4.b decided."""
    zone_key = z.zone_of_expedition(expedition)
    return any(
        oid in state.objects and state.objects[oid].zone != zone_key
        for oid in object_ids
        if expedition in expeditions_of(state, oid)
    )


def gigantic_found(
    state: GameState, object_ids: Iterable[str], within: Iterable[str] | None = None
) -> tuple[str, ...]:
    """The Gigantic Characters among ``object_ids`` (in the Expedition zone) whose number
    7.4.4.b decides: each is one object present in both of its controller's Expeditions, so
    a group or count over both ("Characters you control gain 1 boost", "for each Character
    you control") holds it once, not once per Expedition. ``within``: the Expeditions the
    group or count looks at, when not every one — a Gigantic Character counts there by
    7.4.4.b if both of its Expeditions are among them, or only the one its card is not in;
    not when it is found by its card alone."""
    scope = None if within is None else frozenset(within)
    found: list[str] = []
    for oid in dict.fromkeys(object_ids):
        if oid not in state.objects or not is_gigantic(state, oid):
            continue
        zone = state.objects[oid].zone
        if z.kind_of(zone) is not ZoneKind.EXPEDITION:
            continue
        mine = expeditions_of(state, oid)
        if (
            scope is None
            or mine <= scope
            or not any(z.zone_of_expedition(e) == zone for e in scope)
        ):
            found.append(oid)
    return tuple(found)


def last_known_mine(
    state: GameState, me: str | None, my_expedition: str | None, me_was_gigantic: bool
) -> frozenset[str]:
    """The Expeditions "I" is in — or, gone from the Expedition zone, was in when it left
    (6.3.j): ``my_expedition``, or both of its controller's if it was Gigantic then
    (7.4.4.b, 7.4.4.f)."""
    if me is not None and me in state.objects:
        now = expeditions_of(state, me)
        if now:
            return now
    if my_expedition is None:
        return frozenset()
    if me_was_gigantic:
        player = my_expedition.split(":", 1)[0]
        return frozenset(z.expedition_id(player, k) for k in ExpeditionKind)
    return frozenset({my_expedition})


def played_into_expeditions(state: GameState, object_id: str, into: str | None) -> frozenset[str]:
    """The Expeditions a card played into the Expedition ``into`` is in once it enters:
    that one — or, for a card with Gigantic, both of its player's, since it is played in
    one Expedition but joins both (7.4.4.c, 7.4.4.b). So "the next Character you play in
    {V}" is played in a terrain if one of them is in it (7.5.8.c). ``None``: no place."""
    if into is None:
        return frozenset()
    card = state.card(object_id) if object_id in state.objects else None
    if card is not None and card.type is CardType.CHARACTER and Keyword.GIGANTIC in card.keywords:
        player = into.split(":", 1)[0]
        return frozenset(z.expedition_id(player, k) for k in ExpeditionKind)
    return frozenset({into})
