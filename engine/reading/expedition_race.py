"""An Expedition said AGAINST other named Expeditions (gram83): "if my Expedition is ahead of
each opponent's Expedition", "behind an opponent's Expedition", "if your Hero Expedition is
ahead of your Companion Expedition", "in contact with your other Expedition", "the furthest
ahead" (``Condition.against`` / ``against_each``).

The CR says ahead, behind and tied of an Expedition against the Expedition facing it, by
each one's distance from its starting region (7.5.2.a-c); said against another Expedition
named, the same distances are compared with that one's: ahead when further from its
starting region than the named one is from its own, behind when closer, tied at the same
distance — all are tied during tiebreakers (7.5.2.d). "In contact with" an Expedition is
being in the same region as it (7.5.9.a, the region shared). "Furthest ahead" is no other
Expedition further from its starting region (ahead of or tied with each other one);
"furthest behind" none closer.
"""

from __future__ import annotations

from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.cards import Condition
from engine.state.conditions import ConditionKind, ExpeditionScope
from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState


def distance(state: GameState, expedition: str) -> int:
    """How far ``expedition`` is from its starting region, in regions (7.5.2.a): a Hero
    Expedition starts at the first region, a Companion Expedition at the last (1.2.3.c)."""
    origin = 0 if expedition.endswith(ExpeditionKind.HERO.value) else len(state.adventure) - 1
    return abs(state.positions.get(expedition, origin) - origin)


def position_against(state: GameState, expedition: str, other: str) -> str:
    """Whether ``expedition`` is ahead of, behind or tied with ``other`` (7.5.2.a-c said of
    the Expedition named), as the condition kind that says so; tied during tiebreakers
    (7.5.2.d)."""
    mine, theirs = distance(state, expedition), distance(state, other)
    if state.tiebreakers or mine == theirs:
        return ConditionKind.EXPEDITION_TIED
    return ConditionKind.EXPEDITION_AHEAD if mine > theirs else ConditionKind.EXPEDITION_BEHIND


def same_region(state: GameState, expedition: str, other: str) -> bool:
    """7.5.9.a: the two Expeditions are in the same region."""
    here = state.positions.get(expedition)
    return here is not None and state.positions.get(other) == here


def against_expeditions(
    state: GameState, scope: str, controller: str, me: str | None, subject: str
) -> list[str]:
    """The Expeditions ``scope`` names as the OBJECT of a relation said of ``subject``: every
    Expedition of an opponent of the controller (1.2.3.c), the controller's (both / one / Hero
    / Companion, 7.2.3.a), the bearer's ("my Expedition", both for a Gigantic bearer, 7.4.4.b),
    the controller's one the bearer is not in (7.5.5.a), the one(s) facing the bearer
    (1.2.3.c), or every other Expedition ("furthest ahead"). The subject itself is never
    compared with itself."""
    every = [z.expedition_id(p, k) for p in state.players for k in ExpeditionKind]
    yours = [z.expedition_id(controller, k) for k in ExpeditionKind]
    mine = sorted(expeditions_of(state, me)) if me is not None and me in state.objects else []
    named: list[str]
    if scope == ExpeditionScope.OPPONENTS:
        named = [e for e in every if not e.startswith(f"{controller}:")]
    elif scope in (ExpeditionScope.EACH_YOURS, ExpeditionScope.ONE_OF_YOURS):
        named = yours
    elif scope == ExpeditionScope.YOUR_HERO:
        named = [z.expedition_id(controller, ExpeditionKind.HERO)]
    elif scope == ExpeditionScope.YOUR_COMPANION:
        named = [z.expedition_id(controller, ExpeditionKind.COMPANION)]
    elif scope == ExpeditionScope.MY:
        named = mine
    elif scope == ExpeditionScope.YOUR_OTHER:
        named = [e for e in yours if e not in mine] if len(mine) == 1 else []
    elif scope == ExpeditionScope.FACING_ME:
        named = sorted(state.facing(e) for e in mine)
    elif scope == ExpeditionScope.OTHERS:
        named = every
    else:
        named = []
    return [e for e in named if e != subject]


def race_holds(
    state: GameState, expedition: str, condition: Condition, controller: str, me: str | None
) -> bool:
    """Whether ``expedition`` stands as ``condition`` says against the Expeditions its
    ``against`` names — with each of them (``against_each``) or at least one; none named
    (a bearer outside the Expedition zone, a scope naming only the subject) is never so."""
    named = against_expeditions(state, condition.against, controller, me, expedition)

    def fits(other: str) -> bool:
        if condition.positions and (
            position_against(state, expedition, other) not in condition.positions
        ):
            return False
        return not condition.in_contact or same_region(state, expedition, other)

    if not named:
        return False
    return all(fits(o) for o in named) if condition.against_each else any(map(fits, named))
