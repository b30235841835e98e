"""Reactions an event would have activated but for an Ignore (7.3.19), said at the moment
they did not activate: "Boaster's Reaction is ignored and does not activate (7.3.19.b)".

One mechanism for every trigger, as for false conditions
(:mod:`engine.pipeline.condition_misses`): the step's activations are found a second time
in the same states without the Emblem-Ongoings that Ignore created (7.3.19.a, 2.2.2.m), and
each activation found only then belongs to an ignored Reaction. Abilities ignored by a
card's own passive ("Ignore my abilities during the first Day") are said where the card
enters play (:mod:`engine.pipeline.zone_triggers`). The second search runs only when such an
Emblem-Ongoing exists.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from engine.pipeline.condition_misses import Finder
from engine.reading.passives import is_ignored, working_abilities
from engine.state import zones as z
from engine.state.agenda import Activation
from engine.state.cards import AbilityKind, IgnoreScope, TriggerKind
from engine.state.enums import Phase
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import possessive
from engine.state.triggers import SELF_MOVE_TRIGGERS
from engine.why.ignored_words import ignored_by_words
from engine.why.table import rule_of, why


def _ignore_emblems(state: GameState) -> tuple[str, ...]:
    """The Emblem-Ongoings in Limbo that Ignore created (bound to the objects it ignores)."""
    out = []
    for oid in state.zones.get(z.LIMBO, ()):
        emblem = state.objects[oid].emblem
        if emblem is None or emblem.subtype != "Ongoing" or not emblem.abilities:
            continue
        if all(
            ab.ignore is not None and ab.ignore.scope == IgnoreScope.LISTED
            for ab in emblem.abilities
        ):
            out.append(oid)
    return tuple(out)


def _without(state: GameState, gone: frozenset[str]) -> GameState:
    if not gone:
        return state
    objects = {k: o for k, o in state.objects.items() if k not in gone}
    zones = {k: tuple(i for i in ids if i not in gone) for k, ids in state.zones.items()}
    return replace(state, objects=objects, zones=zones)


def _key(a: Activation) -> tuple[str, int, tuple[str, ...], tuple[str, ...]]:
    return (a.source_object, a.ability_index, a.bound, a.it)


def missed_by_ignore(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events would activate if no Ignore's
    Emblem-Ongoing were in Limbo, and do not: during its period an ignored Reaction does
    not activate (7.3.19.b). ``found``: the activations (and blocked ones) the step made. An
    object's own leaving trigger ("When I'm sacrificed") cites 6.3.f beside it: it must work
    before the event, where it was ignored."""
    gone = frozenset((*_ignore_emblems(before), *_ignore_emblems(after)))
    if not gone:
        return ()
    evs = tuple(events)
    loose, loose_blocked = find(_without(before, gone), _without(after, gone), evs)
    made = Counter(_key(a) for a in found)
    out: list[tuple[str, tuple[str, ...]]] = []
    said: set[tuple[str, int]] = set()
    for act in (*loose, *loose_blocked):
        key = _key(act)
        if made[key] > 0:
            made[key] -= 1
            continue
        source = act.source_object
        state = after if source in after.objects else before
        if source not in state.objects or not is_ignored(state, source, act.ability_index):
            continue
        if (source, act.ability_index) in said:
            continue
        said.add((source, act.ability_index))
        if source not in after.objects and act.trigger not in SELF_MOVE_TRIGGERS:
            # its own leaving ("When I'm sacrificed"): not a self-move Reaction, it must exist
            # and work before the event (6.3.f) — the new object, no longer ignored (2.1.d),
            # is not the one whose Reaction the event would activate
            out.append(
                (
                    f"{possessive(state.name(source))} Reaction is ignored and does not activate: "
                    "not a "
                    "self-move Reaction, it had to work before the event, where it was ignored",
                    why("reaction.ignored_before_leaving"),
                )
            )
            continue
        by, by_rules = ignored_by_words(state, source)
        out.append(
            (
                f"{possessive(state.name(source))} Reaction is ignored and does not activate{by}",
                tuple(dict.fromkeys((*why("reaction.ignored"), *by_rules))),
            )
        )
    return tuple(out)


def phase_ignored(state: GameState, phase: Phase) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each "At [phase]" Reaction that would activate as ``phase``
    begins (4.2.b) but is ignored now: it does not activate (7.3.19.b) — with the passive
    ability that says so for its period (7.3.19.a)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for oid, index, ab in working_abilities(state):
        if (
            ab.kind is AbilityKind.REACTION
            and ab.trigger is TriggerKind.AT_PHASE
            and ab.phase is phase
            and is_ignored(state, oid, index)
        ):
            by, by_rules = ignored_by_words(state, oid)
            out.append(
                (
                    f"{possessive(state.name(oid))} Reaction is ignored and does not activate{by}",
                    tuple(dict.fromkeys((rule_of("reaction.ignored"), *by_rules))),
                )
            )
    return tuple(out)
