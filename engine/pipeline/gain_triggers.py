"""Reactions to a gain or a loss (6.3.f): "When [object] gains / loses / becomes
[status]" (2.4.1, 7.3.21.a, 7.5.4.a), "… gains N or more boosts", "When I lose my last boost"
(2.5.g, 2.4.5.b), "When I gain my third [name] counter" (2.5.1.a) — whichever keyword action
made the gain (:mod:`engine.pipeline.gains`), once per matching atomic action (6.3.g)."""

from __future__ import annotations

from engine.pipeline.activation import (
    condition_holds,
    conditions_taken_as_met,
    new_activation,
    trigger_matches,
    watching_reactions,
)
from engine.pipeline.counter_removals import REMOVALS, WATCHED, removal_rules, removal_watched
from engine.pipeline.gains import boosts_gained, counters_gained, gain_rule, status_gained
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import (
    Ability,
    TriggerKind,
)
from engine.state.enums import BOOST, Status
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

_GAIN_TRIGGERS = frozenset(
    {
        TriggerKind.GAINS_STATUS,
        TriggerKind.GAINS_A_STATUS,
        TriggerKind.LOSES_STATUS,
        TriggerKind.BECOMES_STATUS,
        TriggerKind.GAINS_BOOSTS,
        TriggerKind.LOSES_LAST_BOOST,
        TriggerKind.GAINS_COUNTERS,
        TriggerKind.COUNTER_REACHES,
        TriggerKind.COUNTERS_REMOVED,  # gi: 2.5.g, 7.3.38.a (engine.pipeline.counter_removals)
        TriggerKind.COUNTERS_SPENT,
        TriggerKind.SPENDS_LAST_COUNTER,  # gy: 2.5.h, 7.3.38.a
        TriggerKind.ANY_COUNTERS_REMOVED,  # gy: any name (2.5.c)
        TriggerKind.ANY_COUNTERS_SPENT,
    }
)
_COUNTED_GAINS = frozenset({TriggerKind.GAINS_BOOSTS, TriggerKind.GAINS_COUNTERS})
"""Reactions to counters gained, activated once per atomic action however many it gives."""
_LOSSES = frozenset({ActionKind.LOSE_STATUS, ActionKind.READY})  # 7.3.21, 7.3.28.a


def _gained(ab: Ability, before: GameState, after: GameState, ev: Event) -> bool:
    """Whether the event is the gain the Reaction watches (its object aside), whichever
    keyword action made it (:mod:`engine.pipeline.gains`)."""
    oid = ev.object_id
    if oid is None:
        return False
    if ab.trigger is TriggerKind.GAINS_STATUS:
        return ab.trigger_status is not None and status_gained(ev) is ab.trigger_status
    if ab.trigger is TriggerKind.GAINS_A_STATUS:  # any status (2.4.1.a, 7.3.16.a)
        return status_gained(ev) is not None
    if ab.trigger is TriggerKind.BECOMES_STATUS:
        # 7.5.4.a: it did not have the status before the event, and has it after.
        status = ab.trigger_status
        if status is None:
            return False
        was = oid in before.objects and before.objects[oid].has(status)
        was = was and not conditions_taken_as_met(ab)  # searched for the non-event
        is_now = oid in after.objects and after.objects[oid].has(status)
        gain = status_gained(ev) is status  # exhausting is gaining exhausted (7.3.13.a)
        # 2.4.4, 2.4.5.a: Boosted by the boost it gains, from none
        gain = gain or (status is Status.BOOSTED and boosts_gained(ev, before) > 0)
        return gain and not was and is_now
    if ab.trigger is TriggerKind.LOSES_STATUS:
        return _lost(ab, before, after, ev)
    if ab.trigger in WATCHED:
        return removal_watched(ab, before, after, ev)  # 2.5.g, 7.3.38.a
    if ab.trigger is TriggerKind.LOSES_LAST_BOOST:  # "… last Thread counter" (2.5.a)
        return last_boost_lost(before, after, ev, ab.trigger_counter or BOOST)
    if ab.trigger is TriggerKind.SPENDS_LAST_COUNTER:  # gy: by spending only (2.5.h)
        spent = ev.kind is ActionKind.SPEND_COUNTERS
        return spent and last_boost_lost(before, after, ev, ab.trigger_counter or BOOST)
    if ab.trigger is TriggerKind.GAINS_BOOSTS:
        return boosts_gained(ev, before) >= max(ab.trigger_amount, 1)
    if ab.trigger is TriggerKind.GAINS_COUNTERS:  # any name unless one is said (2.5.1.a)
        named = not ab.trigger_counter or ev.counter.lower() == ab.trigger_counter.lower()
        return named and counters_gained(ev, before) >= max(ab.trigger_amount, 1)
    if ev.counter != ab.trigger_counter or counters_gained(ev, before) <= 0:
        return False
    had = before.objects[oid].counters.get(ev.counter, 0) if oid in before.objects else 0
    now = after.objects[oid].counters.get(ev.counter, 0) if oid in after.objects else had
    return had < ab.trigger_amount <= now


def _lost(ab: Ability, before: GameState, after: GameState, ev: Event) -> bool:
    """ "When [object] loses [status]": the event takes the status away (7.3.21.a) — readying
    takes Exhausted (7.3.28.a) — from an object that had it (7.3.21.b)."""
    oid, status = ev.object_id, ab.trigger_status
    if oid is None or status is None:
        return False
    loss = ev.kind is ActionKind.LOSE_STATUS and ev.status is status
    loss = loss or (status is Status.EXHAUSTED and ev.kind is ActionKind.READY)
    had = oid in before.objects and before.objects[oid].has(status)
    gone = oid not in after.objects or not after.objects[oid].has(status)
    return loss and had and gone


def last_boost_lost(before: GameState, after: GameState, ev: Event, counter: str = BOOST) -> bool:
    """Whether the event took the last boosts of an object in play that had some: it has
    none after (2.5.f, 2.5.g, 7.3.11.a) — no longer Boosted (2.4.5.b); or the last counters
    of the name ``counter`` a set gives (2.5.a; removed 2.5.g, spent 2.5.h). The same object
    still in play only: one leaving play loses its counters as it becomes another (2.5.i)."""
    oid = ev.object_id
    if oid is None or oid not in before.objects or oid not in after.objects:
        return False
    if ev.kind not in _BOOST_LOSSES or (ev.counter and ev.counter.lower() != counter.lower()):
        return False
    had = _held(before, oid, counter)
    return had > 0 and _held(after, oid, counter) == 0


def _held(state: GameState, oid: str, counter: str) -> int:
    """How many counters named ``counter`` (any case, 2.5.a) the object has."""
    held = state.objects[oid].counters.items()
    return sum(n for name, n in held if name.lower() == counter.lower())


_BOOST_LOSSES = frozenset(
    {ActionKind.REMOVE_COUNTERS, ActionKind.SPEND_COUNTERS, ActionKind.EXCHANGE_BOOSTS}
)
"""The keyword actions that take counters away from an object in play (2.5.f, 2.5.g,
7.3.11.a)."""


def gain_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    """ "When [object] gains [status]", "... gains N or more boosts", "When I gain my third
    [name] counter": activated by the event of that gain (6.3.f) — by whichever keyword
    action gained it (7.3.11.a, 7.3.8.a, 7.3.4.a, 7.3.13.a), that rule cited beside; "it" is
    the object that gained (6.3.i)."""
    gains = [
        ev
        for ev in events
        if ev.object_id is not None
        and (
            status_gained(ev) is not None
            or counters_gained(ev, before) > 0
            or ev.kind in _LOSSES
            or ev.kind in _BOOST_LOSSES
            or ev.kind in REMOVALS
        )
    ]
    out: list[Activation] = []
    if not gains:
        return out
    for src, index, ab in watching_reactions(before, _GAIN_TRIGGERS):
        observer = before.objects[src]
        for ev in gains:
            oid = ev.object_id
            assert oid is not None
            if oid not in before.objects or not _gained(ab, before, after, ev):
                continue
            if not trigger_matches(before, oid, ab, observer.controller, src):
                continue
            it = (oid,)
            if not condition_holds(ab, before, after, observer.controller, src, src, it):
                continue
            becomes = ab.trigger is TriggerKind.BECOMES_STATUS
            rules = why("reaction.becomes") if becomes else why("reaction.other_event")
            if ab.trigger is TriggerKind.SPENDS_LAST_COUNTER:  # gy: the spend (2.5.h)
                rules = (*why("reaction.spends_last"), *rules)
            elif ab.trigger in WATCHED:
                removed = tuple(r for key in removal_rules(ab, ev) for r in why(key))
                rules = (*removed, *(r for r in rules if r not in removed))
            else:
                rules = (*rules, *(r for r in gain_rule(ev) if r not in rules))
            boosts = ab.trigger is TriggerKind.GAINS_BOOSTS
            gained = boosts_gained(ev, before) if boosts else counters_gained(ev, before)
            if ab.trigger in _COUNTED_GAINS and gained > 1:
                # several counters gained by one atomic action: one activation (6.3.g)
                rules = (*rules, *why("reaction.several_gained_at_once"))
            if ab.trigger is TriggerKind.LOSES_STATUS:
                # Readying is losing Exhausted (7.3.28.a): its rule only where a ready did it.
                ready = ev.kind is ActionKind.READY
                rules = why("reaction.loses_by_ready") if ready else why("reaction.loses")
            out.append(new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules))
    return out
