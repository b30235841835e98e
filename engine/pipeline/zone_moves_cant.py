"""Passive abilities saying a card can't go from one zone to another (1.4.1.a: "can't" beats
"can"): "Cards can't go from a Discard pile to a Reserve", "Cards can't go from your
opponents' Discard piles to a Reserve", "Characters can't leave your opponents' Discard
piles" — the move of a card, in play or out of it, from a zone of that kind to a zone of
that kind is impossible, so it is not performed (1.4.1.c) and the rest of the effect
happens (6.5.h).

"Your" and "your opponents'" are said of the restricting ability's controller (7.2.3.a),
whoever controls the effect that moves the card. Only working abilities apply
(:func:`effective_abilities`, 1.2.4.d), while the ability's own condition holds (2.3.2.f).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.reading.conditions import holds
from engine.reading.filters import matches
from engine.reading.passives import effective_abilities
from engine.state import zones as z
from engine.state.abilities import Ability
from engine.state.cards import Restriction, RestrictionKind
from engine.state.game_state import GameState
from engine.state.restrictions import MoveWhose
from engine.state.steps import AtomicAction


def _whose_fits(whose: str, zone: str, controller: str) -> bool:
    """Whether ``zone`` is one the ability names by ``whose`` (``MoveWhose``): any zone,
    its controller's ("your", 7.2.3.a) or an opponent's of its controller."""
    owner = z.player_of(zone)
    if whose == MoveWhose.YOURS:
        return owner == controller
    if whose == MoveWhose.OPPONENTS:
        return owner is not None and owner != controller
    return True


def _forbids(r: Restriction, from_zone: str, to_zone: str, controller: str) -> bool:
    """Whether the restriction ``r`` (of an ability ``controller`` controls) names a move
    from ``from_zone`` to ``to_zone``: both zone kinds (the destination any other zone when
    unsaid, "can't leave") and whose zones they are."""
    if from_zone == to_zone:
        return False
    if r.from_zone and z.kind_of(from_zone).value != r.from_zone:
        return False
    if r.to_zone and z.kind_of(to_zone).value != r.to_zone:
        return False
    return _whose_fits(r.from_whose, from_zone, controller) and _whose_fits(
        r.to_whose, to_zone, controller
    )


def zone_move_cant_by(state: GameState, action: AtomicAction) -> tuple[str, Ability] | None:
    """The working passive ability (its bearer and itself) that makes ``action``'s move of
    a card from its zone to ``action.to_zone`` impossible (1.4.1.a), if any."""
    return next(zone_move_cant_each(state, action), None)


def zone_move_cant_each(state: GameState, action: AtomicAction) -> Iterator[tuple[str, Ability]]:
    """Every working passive ability (its bearer and itself) that makes ``action``'s zone
    move impossible (1.4.1.a): each is named where it rules an option out (6.1.g)."""
    oid, to_zone = action.object_id, action.to_zone
    if oid is None or to_zone is None or action.ceases or oid not in state.objects:
        return
    from_zone = state.objects[oid].zone
    for src, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is None or r.kind != RestrictionKind.ZONE_MOVE_CANT:
            continue
        controller = state.objects[src].controller
        if not _forbids(r, from_zone, to_zone, controller):
            continue
        if r.group is not None and not matches(state, oid, r.group, controller, me=src):
            continue
        if ab.condition is None or holds(ab.condition, state, controller, me=src):
            yield src, ab


def zone_move_cant(state: GameState, action: AtomicAction) -> bool:
    """Whether a working passive ability makes ``action``'s zone move impossible."""
    return zone_move_cant_by(state, action) is not None
