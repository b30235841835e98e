"""Passive abilities saying an object can't be acted on (1.4.1.a: "can't" beats "can"):
"I can't be sacrificed", "Characters you control can't gain boosts", "Your Plants can't be
exhausted" — the atomic action on that object is impossible, and so not performed (1.4.1.c).

The bearer itself, or every object in play (2.3.1.b) the ability's group lets through, read
from the bearer (its controller, 1.2.2; its Expedition), while the ability's own condition
holds (2.3.2.f). Only working abilities apply (:func:`effective_abilities`, 1.2.4.d).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.pipeline.gains import gains_counters
from engine.reading.conditions import holds
from engine.reading.filters import matches
from engine.reading.passives import effective_abilities
from engine.state import zones as z
from engine.state.abilities import Ability
from engine.state.actions import ActionKind
from engine.state.cards import RestrictionKind
from engine.state.enums import BOOST, IN_PLAY_ZONES, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.restrictions import BY_OPPONENT
from engine.state.steps import AtomicAction

GAIN_BOOSTS = "gain_boosts"
"""The restricted action "gain boosts": any atomic action giving boosts (2.5.1.a)."""
GAIN_COUNTERS = "gain_counters"
"""The restricted action "gain counters": any atomic action giving counters of any kind,
boosts among them (2.5.1.a)."""
GAIN_STATUS = ActionKind.GAIN_STATUS.value
"""The restricted "gain a status", of any status ("can't gain statuses", 2.4.1.a, 7.3.16.a):
every gain of a status, and being exhausted (7.3.13.a)."""
GO_TO_RESERVE = "go_to_reserve"
"""The restricted "go to Reserve": any atomic action moving the object to a Reserve (3.2.5)."""


def gain_named_counters_action(counter: str) -> str:
    """The restricted action "gain [name] counters" ("Characters can't gain Debt counters"):
    any atomic action giving counters of that name (2.5.a), not those of another name."""
    return f"gain_{counter.lower()}_counters"


def gain_status_action(status: Status) -> str:
    """The restricted action "gain [status]" ("Characters can't gain [[Fleeting]]", 2.4.1)."""
    return f"gain_{status.value.lower()}"


def _acted(action: AtomicAction) -> frozenset[str]:
    """What ``action`` does to its object, as a restriction names it: its kind; gaining
    Exhausted is being exhausted (2.4.6, 7.3.13.a); sabotaging is discarding (7.3.35.a);
    gaining boosts, by whichever action (2.5.1.a); gaining a status; going to a Reserve."""
    kind = action.kind
    found = {kind.value}
    if kind is ActionKind.GAIN_STATUS and action.status is Status.EXHAUSTED:
        found.add(ActionKind.EXHAUST.value)
    if kind is ActionKind.PAY_MANA:
        found.add(ActionKind.EXHAUST.value)  # mana is paid by exhausting Mana Orbs (1.2.5.e)
    if ActionKind.EXHAUST.value in found:
        found.add(GAIN_STATUS)  # exhausting is gaining Exhausted (7.3.13.a), a status (2.4.1.a)
    if kind is ActionKind.SABOTAGE:
        found.add(ActionKind.DISCARD.value)
    if gains_counters(kind, action.amount):
        found.add(GAIN_COUNTERS)  # boosts are counters too (2.5.1.a)
    if gains_counters(kind, action.amount) and action.counter == BOOST:
        found.add(GAIN_BOOSTS)
    elif gains_counters(kind, action.amount) and action.counter:
        found.add(gain_named_counters_action(action.counter))  # of that name only (2.5.a)
    if kind is ActionKind.GAIN_STATUS and action.status is not None:
        found.add(gain_status_action(action.status))
    if action.to_zone is not None and z.kind_of(action.to_zone) is ZoneKind.RESERVE:
        found.add(GO_TO_RESERVE)  # whichever action moves it there (1.4.1.a)
    return frozenset(found)


def cant_be(state: GameState, action: AtomicAction) -> bool:
    """Whether a working passive ability makes ``action`` impossible on its object."""
    return cant_be_by(state, action) is not None


def cant_be_by(state: GameState, action: AtomicAction) -> tuple[str, Ability] | None:
    """The working passive ability (its bearer and itself) that makes ``action`` impossible
    on its object, if any — "can't be [verb] by your opponents' effects" when the step's
    controller (who controls the effect, 7.5.5.c) is an opponent of the ability's controller."""
    return next(cant_be_each(state, action), None)


def cant_be_each(state: GameState, action: AtomicAction) -> Iterator[tuple[str, Ability]]:
    """Every working passive ability (its bearer, itself) that makes ``action`` impossible on
    its object (1.4.1.a), in the order they are found — each is named where the option it
    rules out is not offered (6.1.g), not only the first."""
    oid = action.object_id
    if oid is None or oid not in state.objects:
        return
    yield from _restricting_each(state, oid, _acted(action), chooser=action.controller)


TARGET = "target"
"""The restricted "being targeted": not a suitable target (6.5.b)."""
TARGET_BY_OPPONENT = "target_by_opponent"
"""Not a suitable target for an opponent of the restricting ability's controller ("can't be
targeted by cards an opponent controls")."""


TARGET_BY_SPELL = "target_by_spell"
"""Not a suitable target of a Spell's effect ("can't be targeted by Spells", 5.1.2.j)."""
TARGET_BY_OPPONENTS_SPELL = "target_by_opponents_spell"
"""Not a suitable target of a Spell an opponent of the restricting ability's controller
plays ("can't be targeted by Spells your opponents play")."""


def cant_be_targeted(
    state: GameState, object_id: str, chooser: str, *, by_spell: bool = False
) -> bool:
    """Whether a working passive ability says ``object_id`` can't be targeted by
    ``chooser`` ("I can't be targeted", "[group] can't be targeted by cards an opponent
    controls"), or, ``by_spell`` (the target is a Spell's effect's), by Spells ("… by Spells
    [your opponents play]"): "can't" beats "can" (1.4.1.a), so it is not offered as a
    target (6.5.b)."""
    if object_id not in state.objects:
        return False
    return _restricted(state, object_id, frozenset({TARGET}), chooser=chooser, by_spell=by_spell)


def cant_be_targeted_by(
    state: GameState, object_id: str, chooser: str, *, by_spell: bool = False
) -> tuple[str, Ability] | None:
    """The working passive ability (its bearer, itself) for which :func:`cant_be_targeted`
    holds — the one a "not offered" line names (1.4.1.a, 7.2.3.a)."""
    return next(cant_be_targeted_each(state, object_id, chooser, by_spell=by_spell), None)


def cant_be_targeted_each(
    state: GameState, object_id: str, chooser: str, *, by_spell: bool = False
) -> Iterator[tuple[str, Ability]]:
    """Every working passive ability (its bearer, itself) for which :func:`cant_be_targeted`
    holds: each is named where the target is not offered (1.4.1.a, 6.5.b)."""
    if object_id not in state.objects:
        return
    yield from _restricting_each(state, object_id, frozenset({TARGET}), chooser, by_spell=by_spell)


def _restricted(
    state: GameState,
    oid: str,
    acted: frozenset[str],
    chooser: str | None = None,
    *,
    by_spell: bool = False,
) -> bool:
    """Whether a working "can't" ability reaches ``oid`` for one of ``acted``; with a
    ``chooser``, "by an opponent" ones too when the chooser is an opponent of its
    controller; with ``by_spell``, "by Spells" ones (by an opponent's, for those)."""
    return _restricting(state, oid, acted, chooser, by_spell=by_spell) is not None


def _restricting(
    state: GameState,
    oid: str,
    acted: frozenset[str],
    chooser: str | None = None,
    *,
    by_spell: bool = False,
) -> tuple[str, Ability] | None:
    """The first working "can't" ability (its bearer, itself) :func:`_restricted` finds."""
    return next(_restricting_each(state, oid, acted, chooser, by_spell=by_spell), None)


def _restricting_each(
    state: GameState,
    oid: str,
    acted: frozenset[str],
    chooser: str | None = None,
    *,
    by_spell: bool = False,
) -> Iterator[tuple[str, Ability]]:
    """Every working "can't" ability (its bearer, itself) reaching ``oid`` for one of
    ``acted`` (see :func:`_restricted`)."""
    for src, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is None or r.kind != RestrictionKind.OBJECTS_CANT:
            continue
        controller = state.objects[src].controller
        said = set(r.actions)
        theirs = chooser is not None and chooser != controller
        if theirs:  # "[verb] by your opponents' effects": the verb, done by theirs
            said |= {a.removesuffix(BY_OPPONENT) for a in r.actions if a.endswith(BY_OPPONENT)}
        if by_spell and (TARGET_BY_SPELL in said or (theirs and TARGET_BY_OPPONENTS_SPELL in said)):
            said.add(TARGET)
        if not said & acted:
            continue
        if r.listed:  # an Emblem-Ongoing's "can't" for the objects its step acted on
            reached = oid in r.objects
        elif r.group is None:
            reached = src == oid
        else:
            # objects in play (2.3.1.b), or the Mana Orbs a group of them names (3.2.9)
            in_play = z.kind_of(state.objects[oid].zone) in IN_PLAY_ZONES or r.group.mana_orbs
            reached = in_play and matches(state, oid, r.group, controller, me=src)
        if not reached:
            continue
        if ab.condition is None or holds(ab.condition, state, controller, me=src):
            yield src, ab


def payable_orbs(state: GameState, player: str) -> tuple[str, ...]:
    """The Mana Orbs ``player`` can exhaust to pay mana now (1.2.5.e): the ready ones
    (3.2.9.c) that no "Mana Orbs can't be exhausted" protects — "can't" beats "can"
    (1.4.1.a), so an impossible payment cannot be made (1.4.1.b)."""
    return tuple(
        oid
        for oid in state.zone(z.personal(ZoneKind.MANA, player))
        if Status.EXHAUSTED not in state.objects[oid].statuses
        and not _restricted(state, oid, frozenset({ActionKind.EXHAUST.value}))
    )


def orbs_that_cant_be_exhausted(state: GameState, player: str) -> tuple[str, ...]:
    """``player``'s ready Mana Orbs a "can't be exhausted" protects (1.4.1.a): not mana
    they can pay with."""
    payable = set(payable_orbs(state, player))
    return tuple(
        oid
        for oid in state.zone(z.personal(ZoneKind.MANA, player))
        if Status.EXHAUSTED not in state.objects[oid].statuses and oid not in payable
    )
