"""Support Reactions of an exhausted card in Reserve an event would have activated, said at
the moment they did not: "BLISS Bassist's support Reaction does not activate: it is exhausted
in Reserve, and an exhausted card in Reserve has no support abilities (2.4.6.e, 2.2.12.j)".

The turn line already says it before a play (:mod:`engine.day.turn_notes`); a judge reading
the event the Reaction would have matched looks for it there too. One mechanism for every
trigger, as for Ignore (:mod:`engine.pipeline.ignored_misses`): the step's activations are
found a second time in the same states with those cards ready, and each activation found
only then belongs to a support Reaction the exhaustion kept silent. The second search runs
only when such a card exists.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engine.pipeline.condition_misses import Finder, say_once
from engine.state import zones as z
from engine.state.agenda import Activation
from engine.state.cards import AbilityKind, TriggerKind
from engine.state.enums import Phase, Status, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import possessive
from engine.why.status_origin_words import origin_suffix
from engine.why.table import why


def _exhausted_supporters(state: GameState) -> frozenset[str]:
    """The exhausted objects in a Reserve whose card prints a support Reaction."""
    out = set()
    for key, ids in state.zones.items():
        if z.kind_of(key) is not ZoneKind.RESERVE:
            continue
        for oid in ids:
            obj = state.objects.get(oid)
            card = state.card(oid)
            if obj is None or card is None or Status.EXHAUSTED not in obj.statuses:
                continue
            if any(ab.support and ab.kind is AbilityKind.REACTION for ab in card.abilities):
                out.add(oid)
    return frozenset(out)


def _readied(state: GameState, ids: frozenset[str]) -> GameState:
    """``state`` with the objects ``ids`` ready (their other statuses kept)."""
    present = [oid for oid in ids if oid in state.objects]
    if not present:
        return state
    objects = dict(state.objects)
    for oid in present:
        o = objects[oid]
        objects[oid] = replace(o, statuses=frozenset(o.statuses - {Status.EXHAUSTED}))
    return replace(state, objects=objects)


def _key(a: Activation) -> tuple[str, int, tuple[str, ...], tuple[str, ...]]:
    return (a.source_object, a.ability_index, a.bound, a.it)


def missed_by_exhaustion(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each support Reaction of an exhausted card in Reserve the
    events would activate were it ready: it has no support abilities (2.4.6.e, 2.2.12.j).
    ``found``: the activations (and blocked ones) the step made."""
    tired = _exhausted_supporters(before) | _exhausted_supporters(after)
    if not tired:
        return ()
    loose, loose_blocked = find(_readied(before, tired), _readied(after, tired), tuple(events))
    made = Counter(_key(a) for a in found)
    out: list[tuple[str, tuple[str, ...]]] = []
    for act in (*loose, *loose_blocked):
        key = _key(act)
        if made[key] > 0:
            made[key] -= 1
            continue
        if act.source_object not in tired:
            continue
        state = after if act.source_object in after.objects else before
        name = state.name(act.source_object)
        # the effect that exhausted it, when one did (2.4.6.a)
        given, given_rules = origin_suffix(state, act.source_object, Status.EXHAUSTED)
        line = (
            f"{possessive(name)} support Reaction does not activate: {name} is exhausted in "
            f"Reserve{given}, "
            "and an exhausted card in Reserve has no support abilities"
        )
        say_once(out, line, (*why("turn.exhausted_support"), *given_rules))
    return tuple(out)


def phase_exhausted(state: GameState, phase: Phase) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each exhausted card in Reserve whose support "At [phase]"
    Reaction would activate as ``phase`` begins (4.2.b) were it ready: it has no support
    abilities (2.4.6.e, 2.2.12.j)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for oid in sorted(_exhausted_supporters(state)):
        card = state.card(oid)
        assert card is not None
        if any(
            ab.support
            and ab.kind is AbilityKind.REACTION
            and ab.trigger is TriggerKind.AT_PHASE
            and ab.phase is phase
            for ab in card.abilities
        ):
            name = state.name(oid)
            out.append(
                (
                    f"{possessive(name)} support Reaction does not activate: {name} is exhausted "
                    "in "
                    "Reserve, and an exhausted card in Reserve has no support abilities",
                    why("turn.exhausted_support"),
                )
            )
    return tuple(out)
