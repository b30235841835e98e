"""Reactions an event would have activated but for who controls the object it happened to —
"When a Character you control gains Anchored" seeing an opponent's Character gain it —, said
at the moment they did not activate, with the controller each "you" names (7.5.5.b-c).

A player controls the objects in the zones they control (7.5.5.b) and the abilities of those
objects (7.5.5.c): "you" in a Reaction is its controller, not the player who caused the event.
One mechanism for every trigger, as :mod:`engine.pipeline.condition_misses` does for
conditions: the step's activations are found a second time with the triggers' control words
taken as met (:func:`engine.pipeline.activation.control_taken_as_any`, read by
:func:`engine.pipeline.activation.trigger_matches`); each activation found only then is a
Reaction that did not activate because the object was another player's. The second search
runs only when some Reaction in the game names a controller in its trigger.

The zone words are the same question asked of a zone: "a Character in your Reserve" is in
the Reserve of the Reaction's controller, "your" being that player (7.2.3.a) — the search is
made again with them read as any player's zone of that kind
(:func:`engine.pipeline.activation.zone_words_taken_as_any`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.pipeline.activation import (
    control_taken_as_any,
    has_zone_words,
    zone_words_taken_as_any,
)
from engine.pipeline.condition_misses import Finder, found_only_when, say_once
from engine.pipeline.flow_triggers import YOUR_ZONE_TRIGGERS
from engine.reading.passives import abilities_of_object
from engine.state.agenda import Activation
from engine.state.cards import Ability, AbilityKind, TriggerKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.why.printed_words import printed_trigger
from engine.why.table import why


def _names_a_controller(state: GameState) -> bool:
    return any(
        ab.kind is AbilityKind.REACTION
        and ab.trigger_filter is not None
        and bool(ab.trigger_filter.controller)
        for oid in state.objects
        for ab in abilities_of_object(state, oid)
    )


def _controller_of(before: GameState, after: GameState, object_id: str) -> str | None:
    """Who controlled the object the event happened to: before the event if it existed
    then (it may have left play), else where it arrived."""
    for state in (before, after):
        o = state.objects.get(object_id)
        if o is not None and o.controller:
            return o.controller
    return None


def missed_by_control(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events activate only when the triggers'
    control words are taken as met: "p2's Cuddly Corgi's Reaction does not activate:
    Spindle Harvesters is controlled by p1, and “you” is p2, its controller" (7.5.5.b-c).
    ``found`` are the activations (and blocked ones) the step really made; ``find`` finds
    them (:func:`engine.pipeline.reactions.split_activations`)."""
    if not (_names_a_controller(before) or _names_a_controller(after)):
        return ()
    out: list[tuple[str, tuple[str, ...]]] = []
    for act, ability in found_only_when(
        control_taken_as_any(), before, after, tuple(events), found, find
    ):
        if ability.trigger_filter is None:
            continue
        wanted = ability.trigger_filter.controller
        whom = next((o for o in act.it if o != act.source_object), None)
        if whom is None:
            continue
        holder = _controller_of(before, after, whom)
        if holder is None:
            continue
        state = after if whom in after.objects else before
        said = "you control" if wanted == "you" else "an opponent controls"
        line = (
            f"{act.controller}'s {possessive(act.source_name)} Reaction does not activate: "
            f"{state.name(whom)} is controlled by {holder}; “you” in “{said}” is "
            f"{act.controller}, the Reaction's controller"
        )
        say_once(out, line, why("reaction.control_words"))
    return tuple(out)


def _names_a_zone_of_yours(state: GameState) -> bool:
    return any(
        ab.kind is AbilityKind.REACTION
        and (has_zone_words(ab.trigger_filter) or ab.trigger in YOUR_ZONE_TRIGGERS)
        for oid in state.objects
        for ab in abilities_of_object(state, oid)
    )


def _moved_zone(
    events: tuple[Event, ...], act: Activation, ability: Ability
) -> tuple[str, str] | None:
    """For a Reaction to a card moving among "your" zones ("When a card leaves your
    Reserve", "When you discard a card from your hand"): the zone of the event its trigger
    names — the one the card left or joined — and that verb, or None if the trigger names
    no such zone."""
    side = YOUR_ZONE_TRIGGERS.get(act.trigger) if act.trigger is not None else None
    if side is None and ability.trigger_from and act.trigger is TriggerKind.CARD_DISCARDED:
        side = "left"  # "discard a card from your hand": the zone it was discarded from
    if side is None:
        return None
    for ev in events:
        if not ({ev.object_id, ev.new_object_id} & set(act.it)):
            continue
        zone = ev.from_zone if side == "left" else ev.to_zone
        if zone:
            return zone, side
    return None


def _zone_of(before: GameState, after: GameState, object_id: str) -> str | None:
    """Where the object the event happened to was: before the event if it existed then
    (it may have left that zone), else where it arrived."""
    for state in (before, after):
        o = state.objects.get(object_id)
        if o is not None and o.zone:
            return o.zone
    return None


_YOUR_ZONE = re.compile(
    r"\byour (?:(?:Hero|Companion) )?(?:Reserve|Hand|Expeditions?|discard pile|Landmarks|"
    r"Hero zone|deck)\b",
    re.I,
)


def _your_words(text: str) -> tuple[str, str]:
    """The trigger as printed and its "your [zone]" words ("your Reserve", "your Hand",
    "your Hero Expedition"), as the line quotes them."""
    trigger = printed_trigger(text) or ""
    found = _YOUR_ZONE.search(trigger)
    return trigger, found.group(0) if found else ""


def missed_by_zone_word(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events activate only when the triggers'
    "in your [zone]" is read as any player's zone of that kind: "p1's BLISS Fan's Reaction
    does not activate: Vanilla 2/2/2 is in p2's Reserve, and “your Reserve” in “When a
    Character in your Reserve gains 1 or more boosts” is p1's, the Reaction's controller's"
    (7.2.3.a). ``found`` and ``find`` as for :func:`missed_by_control`."""
    if not (_names_a_zone_of_yours(before) or _names_a_zone_of_yours(after)):
        return ()
    events = tuple(events)
    out: list[tuple[str, tuple[str, ...]]] = []
    for act, ability in found_only_when(
        zone_words_taken_as_any(), before, after, events, found, find
    ):
        whom = next((o for o in act.it if o != act.source_object), None)
        moved = _moved_zone(events, act, ability)
        zone = moved[0] if moved else _zone_of(before, after, whom) if whom is not None else None
        if whom is None or zone is None:
            continue
        state = after if whom in after.objects else before
        trigger, words = _your_words(ability.text)
        quoted = f"“{words}” in “{trigger}”" if words and trigger else "“your” in its trigger"
        where = f"{moved[1]} {zone_words(zone)}" if moved else f"is in {zone_words(zone)}"
        line = (
            f"{act.controller}'s {possessive(act.source_name)} Reaction does not activate: "
            f"{state.name(whom)} {where}, and {quoted} is "
            f"{act.controller}'s, the Reaction's controller's"
        )
        say_once(out, line, why("reaction.zone_words"))
    return tuple(out)
