"""Conditions said of Expeditions (``ConditionKind.EXPEDITION_STATE``): "if my Expedition
is behind or tied", "if one of your Expeditions is Ascended", "if its Expedition is in {V}",
"if I'm In Contact", "if your Hero Expedition is ahead" (the controller's, 7.2.3.a), "if your
other Expedition is Ascended" (7.5.5.a), "if the Expedition facing me is ahead" (1.2.3.c).

An Expedition is ahead, behind or tied as it compares with the Expedition facing it (7.5.2.a-c;
all are tied during tiebreakers, 7.5.2.d); Ascended is a status of Expeditions (2.4.1.b, 2.4.3);
it is in a terrain when its region has it (7.5.8.b, Terrain Markers too); it is In Contact when
it is in the same region as at least one Expedition of another player (7.5.9.a), and a
Character or Gear is In Contact when one of its Expeditions is (7.5.9.b).
"""

from __future__ import annotations

from engine.reading.expedition_race import race_holds
from engine.reading.last_known import my_place
from engine.reading.passives import expeditions_of, is_gigantic
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.cards import Condition
from engine.state.conditions import ConditionKind, ExpeditionScope
from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState


def _distance(state: GameState, expedition: str) -> int:
    origin = 0 if expedition.endswith(ExpeditionKind.HERO.value) else len(state.adventure) - 1
    return abs(state.positions.get(expedition, origin) - origin)


def position(state: GameState, expedition: str) -> str:
    """Whether ``expedition`` is ahead, behind or tied (7.5.2.a-c), as the condition kind
    that says so; every Expedition is tied during tiebreakers (7.5.2.d)."""
    mine, theirs = _distance(state, expedition), _distance(state, state.facing(expedition))
    if state.tiebreakers or mine == theirs:
        return ConditionKind.EXPEDITION_TIED
    return ConditionKind.EXPEDITION_AHEAD if mine > theirs else ConditionKind.EXPEDITION_BEHIND


def expedition_state_holds(
    condition: Condition,
    state: GameState,
    controller: str,
    me: str | None,
    it: tuple[str, ...],
    my_expedition: str | None,
) -> bool:
    """Whether the Expeditions ``condition.scope`` names are as it says (not negated yet).
    A scope naming no Expedition (an "it" outside the Expedition zone, a bearer in Reserve)
    makes the condition false: there is nothing to be so."""
    scope = condition.scope
    if scope == ExpeditionScope.ONE_OF_YOURS:
        yours = [z.expedition_id(controller, k) for k in ExpeditionKind]
        return any(_is(state, e, condition, controller, me) for e in yours)
    if scope in (ExpeditionScope.YOUR_HERO, ExpeditionScope.YOUR_COMPANION):
        kind = (
            ExpeditionKind.HERO if scope == ExpeditionScope.YOUR_HERO else ExpeditionKind.COMPANION
        )
        return _is(state, z.expedition_id(controller, kind), condition, controller, me)
    if scope == ExpeditionScope.EACH_YOURS:
        yours = [z.expedition_id(controller, k) for k in ExpeditionKind]
        return all(_is(state, e, condition, controller, me) for e in yours)
    if scope in (ExpeditionScope.YOUR_OTHER, ExpeditionScope.FACING_ME):
        # a gone "I": where it was when it left (2.1.h, 6.3.j)
        was_in = frozenset({my_expedition}) if my_expedition is not None else frozenset()
        named = _named_by_me(state, scope, controller, me, was_in)
        return bool(named) and all(_is(state, e, condition, controller, me) for e in named)
    if scope == ExpeditionScope.ME:
        # "I'm in {V}" said of a gone "I": where it was when it left (2.1.h, 6.3.j)
        was = frozenset({my_expedition}) if my_expedition is not None else frozenset()
        mine = my_place(state, me, was)
        if condition.positions and not condition.in_contact:
            # "I'm ahead of / behind / tied with …" said of a Gigantic bearer's two
            # Expeditions: both must be so (7.4.4.k; no rule makes one of them enough)
            return bool(mine) and all(_is(state, e, condition, controller, me) for e in mine)
        # "I'm In Contact" / "I'm in {V}": at least one of mine (7.5.9.b, 7.5.8.c)
        return any(_is(state, e, condition, controller, me) for e in mine)
    if scope == ExpeditionScope.IT:
        return bool(it) and all(_it_is(state, named, condition, controller, me) for named in it)
    if scope == ExpeditionScope.ITS:
        # Every object "it" names, each in all its Expeditions (a Gigantic one's two, 7.4.4.k).
        found = [expeditions_of(state, oid) for oid in it if oid in state.objects]
        return bool(found) and all(
            bool(es) and all(_is(state, e, condition, controller, me) for e in es) for es in found
        )
    # "my Expedition": the one the ability names, or both for a Gigantic "I" (7.4.4.k)
    where: frozenset[str] = frozenset({my_expedition}) if my_expedition is not None else frozenset()
    if me is not None and me in state.objects and (my_expedition is None or is_gigantic(state, me)):
        where = expeditions_of(state, me) or where
    return bool(where) and all(_is(state, e, condition, controller, me) for e in where)


def scoped_expeditions(
    state: GameState,
    scope: str,
    controller: str,
    me: str | None,
    was_in: frozenset[str] = frozenset(),
) -> frozenset[str]:
    """The Expeditions a place names, where objects are counted ("there are two or more
    Characters in [place]"): "my Expedition" ("" or ``MY``: the bearer's, both for a Gigantic
    bearer, 7.4.4.b), "your other Expedition" (7.5.5.a), "the Expedition facing me"
    (1.2.3.c), "your Hero / Companion Expedition" (7.2.3.a), "your Expeditions" (the two,
    ``EACH_YOURS``). None for a bearer not in an Expedition, where the place is said from it;
    none for a scope that names no place of objects ("it", "I'm In Contact"). ``was_in``:
    where a bearer gone from the Expedition zone was, for an effect that reads it (2.1.h)."""
    if scope in ("", ExpeditionScope.MY):
        return my_place(state, me, was_in)
    if scope in (ExpeditionScope.YOUR_OTHER, ExpeditionScope.FACING_ME):
        return frozenset(_named_by_me(state, scope, controller, me, was_in))
    if scope == ExpeditionScope.YOUR_HERO:
        return frozenset({z.expedition_id(controller, ExpeditionKind.HERO)})
    if scope == ExpeditionScope.YOUR_COMPANION:
        return frozenset({z.expedition_id(controller, ExpeditionKind.COMPANION)})
    if scope == ExpeditionScope.EACH_YOURS:
        return frozenset(z.expedition_id(controller, k) for k in ExpeditionKind)
    return frozenset()


def _it_is(
    state: GameState, named: str, condition: Condition, controller: str, me: str | None
) -> bool:
    """Whether one thing "it" names is as ``condition`` says: an Expedition itself (7.5.9.a);
    an object by at least one of its Expeditions (7.5.9.b) — none outside the Expedition
    zone; anything else named (a player, a card gone) is not."""
    if named in state.objects:
        if condition.positions and not condition.in_contact and not condition.against:
            return False  # only Expeditions are ahead, behind or tied (7.5.2.a-c)
        return any(_is(state, e, condition, controller, me) for e in expeditions_of(state, named))
    return named in state.positions and _is(state, named, condition, controller, me)


def _named_by_me(
    state: GameState,
    scope: str,
    controller: str,
    me: str | None,
    was_in: frozenset[str] = frozenset(),
) -> list[str]:
    """The Expeditions "your other Expedition" (the controller's one the bearer is not in:
    none for a Gigantic bearer, in both, 7.4.4.b) or "the Expedition facing me" (1.2.3.c;
    each one facing a Gigantic bearer's two) names; none for a bearer not in an Expedition
    — unless an effect of a bearer gone from there reads where it was (``was_in``, 2.1.h)."""
    mine = my_place(state, me, was_in)
    if scope == ExpeditionScope.FACING_ME:
        return sorted(state.facing(e) for e in mine)
    if len(mine) != 1:
        return []
    return [
        z.expedition_id(controller, k)
        for k in ExpeditionKind
        if z.expedition_id(controller, k) not in mine
    ]


def expedition_fits(
    state: GameState,
    expedition: str,
    condition: Condition,
    controller: str = "",
    me: str | None = None,
) -> bool:
    """Whether one Expedition is as ``condition`` says: its positions (7.5.2), status
    (2.4.3), terrains (7.5.8.b) and In Contact (7.5.9.a) — those set; said against the
    Expeditions ``condition.against`` names, for ``controller`` and the bearer ``me``."""
    return _is(state, expedition, condition, controller, me)


def _is(
    state: GameState, expedition: str, condition: Condition, controller: str, me: str | None
) -> bool:
    """Whether one Expedition fits every part of the condition that is set — "moved forward
    this Day" among the moves kept since the Day began (7.3.25.a, 4.1); positions and In
    Contact said against named Expeditions when ``against`` is set (engine.reading.
    expedition_race)."""
    if condition.event == "moved_forward" and expedition not in state.moved_forward_today:
        return False
    if condition.against:
        if not race_holds(state, expedition, condition, controller, me):
            return False
    elif condition.positions and position(state, expedition) not in condition.positions:
        return False
    if condition.status is not None and condition.status not in state.expedition_statuses.get(
        expedition, frozenset()
    ):
        return False
    if condition.terrain is not None and condition.terrain not in expedition_terrains(
        state, expedition
    ):
        return False
    here = set(expedition_terrains(state, expedition)) if condition.terrains else set()
    if condition.every_terrain and not set(condition.terrains) <= here:
        return False  # "in {V} and {M}": in each of them (7.5.8.b)
    if condition.terrains and not set(condition.terrains) & here:
        return False  # "in {V} or {M}": in at least one of them (7.5.8.b)
    return not condition.in_contact or bool(condition.against) or in_contact(state, expedition)


def in_contact(state: GameState, expedition: str) -> bool:
    """7.5.9.a: in the same region as at least one Expedition of another player."""
    owner = expedition.split(":", 1)[0]  # "p1:hero"
    here = state.positions.get(expedition)
    return here is not None and any(
        state.positions.get(z.expedition_id(p, k)) == here
        for p in state.players
        if p != owner
        for k in ExpeditionKind
    )
