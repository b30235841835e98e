"""Counters removed or spent as an event (gi, session 33): "When a Thread counter is removed
from me", "When one or more Kelon counters are removed from a Character you control", "When
you spend one or more Thread counters".

Removing takes up to X counters of a name from an object (2.5.g); spending X of them is
paying a cost by removing them (2.5.h, 7.3.38.a) — so a spend is also a removal. The event
is the one atomic action (6.3.g: once per matching action), of an object in play that stays
there: one leaving play loses its counters as it becomes a new object (2.5.j), which is no
removal the Reaction watches. How many were taken is read from the states before and after
(2.5.g: fewer than X when it had fewer)."""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.state.cards import Ability, TriggerKind
from engine.state.enums import BOOST
from engine.state.events import Event
from engine.state.game_state import GameState

REMOVALS = frozenset({ActionKind.REMOVE_COUNTERS, ActionKind.SPEND_COUNTERS})
"""The atomic actions that remove counters from an object where it is (2.5.g, 7.3.38.a)."""


def counters_taken(before: GameState, after: GameState, ev: Event, counter: str) -> int:
    """How many counters named ``counter`` (any case, 2.5.c) the event took from its object,
    which stays in play (2.5.j); 0 for another event."""
    oid = ev.object_id
    if ev.kind not in REMOVALS or oid is None:
        return 0
    if oid not in before.objects or oid not in after.objects:
        return 0
    if ev.counter.lower() != counter.lower():
        return 0
    return max(_held(before, oid, counter) - _held(after, oid, counter), 0)


SPENDS = frozenset({TriggerKind.COUNTERS_SPENT, TriggerKind.ANY_COUNTERS_SPENT})
"""The spends watched (2.5.h, 7.3.38.a); the others watch any removal (2.5.g)."""
ANY_NAME = frozenset({TriggerKind.ANY_COUNTERS_REMOVED, TriggerKind.ANY_COUNTERS_SPENT})
"""gy: "counters" of no name — of whichever name the event takes (2.5.c; boosts, 2.5.1.a)."""
WATCHED = frozenset({TriggerKind.COUNTERS_REMOVED, *SPENDS, *ANY_NAME})
"""Every Reaction to counters taken (gi, gy)."""


def removal_watched(ab: Ability, before: GameState, after: GameState, ev: Event) -> bool:
    """Whether the event is the removal (or the spend) the Reaction watches, its object aside:
    at least ``trigger_amount`` counters of its name (boosts when none is said; of the name
    the event takes when the trigger says "counters" of no name, gy) taken."""
    if ab.trigger in SPENDS and ev.kind is not ActionKind.SPEND_COUNTERS:
        return False
    counter = (ev.counter or BOOST) if ab.trigger in ANY_NAME else (ab.trigger_counter or BOOST)
    return counters_taken(before, after, ev, counter) >= max(ab.trigger_amount, 1)


def removal_rules(ab: Ability, ev: Event) -> tuple[str, ...]:
    """The why-table keys cited on the Reaction: spending (7.3.38.a) or removing (2.5.g)."""
    if ab.trigger in SPENDS or ev.kind is ActionKind.SPEND_COUNTERS:
        return ("reaction.counters_spent",)
    return ("reaction.counters_removed",)


def _held(state: GameState, oid: str, counter: str) -> int:
    held = state.objects[oid].counters.items()
    return sum(n for name, n in held if name.lower() == counter.lower())
