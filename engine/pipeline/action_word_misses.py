"""Reactions an event would have activated but for the kind of atomic action it was — "When
you sacrifice a Character" seeing a Character discarded by an effect that does not say
"sacrifice" —, said at the moment they did not activate: a trigger specifies what must
happen in the event (6.3.b), and a narrower action (a sacrifice is a discard of an object in
play one controls, 7.3.36.a) is not matched by the broader one happening without being it.

The same mechanism as the trigger conditions (:mod:`engine.pipeline.condition_misses`) and
qualifiers (:mod:`engine.pipeline.qualifier_misses`): the step's activations are found a
second time with the triggers' action words matched by the broader actions they are kinds
of (:func:`engine.pipeline.activation.action_taken_as_broader`, read by
:func:`engine.pipeline.activation.action_fits`); each activation found only then is a
Reaction whose event was the broader action. The second search runs only when the step did
a broader action of some narrower one (:data:`engine.pipeline.activation.NARROWER_ACTIONS`).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import NARROWER_ACTIONS, action_taken_as_broader
from engine.pipeline.condition_misses import Finder, found_only_when, say_once
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

_VERBS: dict[ActionKind, tuple[str, str]] = {
    ActionKind.SACRIFICE: ("sacrificed", "discarded"),
}
"""How a judge says the narrower action and the broader one that happened instead."""


def _what(before: GameState, after: GameState, events: tuple[Event, ...], act: Activation) -> str:
    """The name of the object the Reaction was found for (its "it", or the event's)."""
    for ev in events:
        if ev.new_object_id in act.it or ev.object_id in act.it:
            for oid in (ev.object_id, ev.new_object_id):
                for state in (before, after):
                    if oid is not None and oid in state.objects:
                        return state.name(oid)
    return "the object"


def missed_by_action_word(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events activate only when a narrower action
    word is taken as met by the broader action that happened: "p1's Maw's Reaction does not
    activate: Vanilla 1/1/1 was discarded, not sacrificed — its trigger names a sacrifice"
    (6.3.b, 7.3.36.a). ``found`` are the activations (and blocked ones) the step really
    made; ``find`` finds them (:func:`engine.pipeline.reactions.split_activations`)."""
    said_events = tuple(events)
    broader = {b: n for n, bs in NARROWER_ACTIONS.items() for b in bs}
    happened = [ev.kind for ev in said_events if ev.kind in broader]
    if not happened:
        return ()
    out: list[tuple[str, tuple[str, ...]]] = []
    for act, ability in found_only_when(
        action_taken_as_broader(), before, after, said_events, found, find
    ):
        narrow = broader[happened[0]]
        named, done = _VERBS.get(narrow, (narrow.value, happened[0].value))
        trigger = ability.text.split(" — ", 1)[0].split("—", 1)[0].strip()
        if trigger.startswith("{") and "} " in trigger:
            trigger = trigger.split("} ", 1)[1]
        line = (
            f"{act.controller}'s {act.source_name}'s Reaction does not activate: "
            f"{_what(before, after, said_events, act)} was {done}, not {named} — "
            f"“{trigger}” names that action, and no effect or cost made this one it"
        )
        say_once(out, line, why(f"reaction.action_word.{narrow.value}"))
    return tuple(out)
