"""Reactions an event would have activated but for the time their trigger names — "When a
card leaves your Reserve during the Afternoon" when a card leaves it at Night —, said at
the moment they did not activate, with the trigger's words and the phase it was (6.3.b: a
trigger specifies what must happen in the event; 4.2.a: the phases of the Day).

The same mechanism as the trigger conditions (:mod:`engine.pipeline.condition_misses`):
the step's activations are found a second time with the triggers' phases taken as met
(:func:`engine.pipeline.activation.phase_taken_as_met`), and each activation found only
then is a Reaction whose event happened outside the phase it names. The second search runs
only when some Reaction in the game names a phase. A Reaction's limit each Day ("triggers
only once per Day", 1.4.6.c) is said by the Reaction-activating step itself.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.activation import phase_taken_as_met
from engine.pipeline.condition_misses import Finder, found_only_when, say_once
from engine.reading.passives import abilities_of_object
from engine.state.agenda import Activation
from engine.state.cards import AbilityKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.table import why


def _names_a_phase(state: GameState) -> bool:
    return any(
        ab.kind is AbilityKind.REACTION and ab.trigger_during is not None
        for oid in state.objects
        for ab in abilities_of_object(state, oid)
    )


def missed_by_time_limit(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events activate only when the phase its
    trigger names is taken as met: the event happened, but not during that phase (6.3.b,
    4.2.a). ``found`` are the activations (and blocked ones) the step really made; ``find``
    finds them (:func:`engine.pipeline.reactions.split_activations`)."""
    if not _names_a_phase(before):
        return ()
    out: list[tuple[str, tuple[str, ...]]] = []
    missed = found_only_when(phase_taken_as_met(), before, after, tuple(events), found, find)
    for act, ability in missed:
        during = ability.trigger_during
        if during is None or before.phase is during:
            continue
        line = (
            f"{possessive(act.source_name)} Reaction does not activate: its trigger says “during "
            f"{_phase_words(during.value)}”, and the event happened during "
            f"{_phase_words(before.phase.value)}"
        )
        say_once(out, line, why("reaction.outside_its_phase"))
    return tuple(out)


def _phase_words(phase: str) -> str:
    """ "the Afternoon", "Dusk": as the cards write a phase after "during"."""
    return f"the {phase}" if phase in ("Morning", "Afternoon") else phase
