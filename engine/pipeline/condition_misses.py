"""Reactions an event would have activated but for their trigger's condition (6.3.b) — or,
for "When I become [status]", but for the status it already had (7.5.4.a) —, said
at the moment they did not activate, with the condition as the card words it and the state
it looked at: the past tense looks before the event, the present tense after it (6.3.k).

One mechanism for every trigger: the step's activations are found a second time with
Reaction conditions taken as met (:func:`engine.pipeline.activation.taken_as_met`, read by
:func:`engine.pipeline.activation.condition_holds`), and each activation found only then is
a Reaction whose condition was false — "Haven Seiringar's Reaction does not activate: its
condition “I was Fleeting” was false before the event (past tense)". The second search runs
only when some Reaction in the game has a condition.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager

from engine.pipeline.activation import taken_as_met, zone_expedition
from engine.reading.conditions import holds
from engine.reading.filters import matches
from engine.reading.passives import abilities_of_object, effective_abilities
from engine.state import zones as z
from engine.state.agenda import Activation
from engine.state.cards import Ability, AbilityKind, TriggerKind
from engine.state.enums import Phase, Status
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.condition_notes import condition_words
from engine.why.count_notes import count_note
from engine.why.gigantic_conditions import gigantic_condition_note
from engine.why.standing_notes import condition_standing
from engine.why.table import rule_of, why

Finder = Callable[
    [GameState, GameState, Iterable[Event]],
    tuple[tuple[Activation, ...], tuple[Activation, ...]],
]


def _has_conditional_reaction(state: GameState) -> bool:
    return any(
        ab.kind is AbilityKind.REACTION
        and (ab.condition is not None or ab.trigger is TriggerKind.BECOMES_STATUS)
        for oid in state.objects
        for ab in abilities_of_object(state, oid)
    )


def _key(a: Activation) -> tuple[str, int, tuple[str, ...], tuple[str, ...]]:
    """What tells two activations apart: the source, the ability, what they are bound to."""
    return (a.source_object, a.ability_index, a.bound, a.it)


def _ability(before: GameState, after: GameState, a: Activation) -> Ability | None:
    """The ability an activation is of, read where its source still is."""
    for state in (after, before):
        if a.source_object in state.objects:
            abilities = abilities_of_object(state, a.source_object)
            if 0 <= a.ability_index < len(abilities):
                return abilities[a.ability_index]
    return None


def found_only_when(
    loosened: AbstractContextManager[None],
    before: GameState,
    after: GameState,
    events: tuple[Event, ...],
    found: Iterable[Activation],
    find: Finder,
) -> list[tuple[Activation, Ability]]:
    """The activations (with their abilities) ``find`` makes while ``loosened`` runs and
    the step did not really make (``found``): the Reactions a judge asks about, each missed
    for the one reason ``loosened`` takes as met. One mechanism for every trigger kind."""
    with loosened:
        loose, loose_blocked = find(before, after, events)
    made = Counter(_key(a) for a in found)
    out: list[tuple[Activation, Ability]] = []
    for act in (*loose, *loose_blocked):
        key = _key(act)
        if made[key] > 0:
            made[key] -= 1
            continue
        ability = _ability(before, after, act)
        if ability is not None:
            out.append((act, ability))
    return out


def missed_by_condition(
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    found: Iterable[Activation],
    find: Finder,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Reaction the events activate only when trigger
    conditions are taken as met: each one whose condition was false (6.3.b, 6.3.k).
    ``found`` are the activations (and blocked ones) the step really made; ``find`` finds
    them (:func:`engine.pipeline.reactions.split_activations`)."""
    if not (_has_conditional_reaction(before) or _has_conditional_reaction(after)):
        return ()
    out: list[tuple[str, tuple[str, ...]]] = []
    evs = tuple(events)
    for act, ability in found_only_when(taken_as_met(), before, after, evs, found, find):
        if ability.condition is None:
            if ability.trigger is TriggerKind.BECOMES_STATUS and ability.trigger_status:
                status = ability.trigger_status.value
                whom = after.name(act.it[0]) if act.it and act.it[0] in after.objects else "it"
                line = (
                    f"{possessive(act.source_name)} Reaction does not activate: {whom} was already "
                    f"{status} before the event, so it did not become {status}"
                )
                out.append((line, why("reaction.not_become")))
            continue
        c = ability.condition
        words = condition_words(c, ability.text)
        said = (
            "was false before the event (past tense)"
            if c.past
            else "is false after the event (present tense)"
        )
        played = None if c.past else played_card_leaving_limbo(before, ability.trigger, evs)
        moment: tuple[str, ...] = ()
        if played is not None:
            # 5.1.2.l: the event is the played card leaving Limbo, after its effect
            said += (
                f" — the event is {played} leaving Limbo at the end of its resolution, after "
                "its effect, when a Reaction to a card played is checked"
            )
            moment = why("reaction.played_checked_leaving_limbo")
        for_whom = ""
        for other in (*act.it, *act.bound):
            state = after if other in after.objects else before
            if (
                other != act.source_object
                and other in state.objects
                and (state.objects[other].card_id != act.source_card or not act.source_card)
            ):
                for_whom = f" for {state.name(other)}"  # not itself, moved (2.1.d)
                break
        # what a count condition counted, and why an object counts or not (7.5.5.a, 7.4.4.b)
        look = before if c.past else after
        me = act.source_object if act.source_object in look.objects else None
        counted, count_rules = count_note(look, c, act.controller, me)
        # where the Expeditions it looked at stand (7.5.2.a-c), as a step's condition says
        standing, standing_rules = condition_standing(
            look, c, act.controller, me, act.source_expedition, act.it
        )
        # a Gigantic object's one Expedition is both, each meeting it (7.4.4.k)
        giant, giant_rules = gigantic_condition_note(look, c, me, act.it)
        noted = " — ".join(p for p in (giant, standing) if p)
        counted += f" ({noted})" if noted else ""
        line = (
            f"{possessive(act.source_name)} Reaction does not activate{for_whom}: its "
            f"condition{words} "
            f"{said}{counted}"
        )
        rules = (*why("reaction.condition_false"), *moment, *giant_rules, *count_rules)
        rules = tuple(dict.fromkeys((*rules, *standing_rules)))
        say_once(out, line, rules)
    return tuple(out)


PLAYED_CARD_TRIGGERS = frozenset({TriggerKind.YOU_PLAY_A_CARD, TriggerKind.OPPONENT_PLAYS_A_CARD})
"""Triggers on a card being played ("When you play a Spell", "When an opponent plays a
card from Reserve"): checked by the step where the card leaves Limbo, after its effect
(5.1.2.l)."""


def played_card_leaving_limbo(
    state: GameState, trigger: TriggerKind | None, events: Iterable[Event]
) -> str | None:
    """The name of the card played whose leaving Limbo the events hold, when ``trigger`` is
    a "when a card is played" trigger — the moment it is checked (5.1.2.l); None otherwise."""
    if trigger not in PLAYED_CARD_TRIGGERS:
        return None
    for ev in events:
        if ev.played_from is not None and ev.from_zone == z.LIMBO and ev.object_id is not None:
            return state.name(ev.object_id)
    return None


def say_once(out: list[tuple[str, tuple[str, ...]]], line: str, rules: tuple[str, ...]) -> None:
    """Add ``(line, rules)`` to the lines a step says, unless the same words are there
    already (two activations missed for one reason are one line to the table)."""
    if line not in (text for text, _ in out):
        out.append((line, rules))


def already_had_misses(
    state: GameState, object_id: str, status: Status
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each "When [object] becomes / gains [status]" Reaction that
    watches ``object_id`` as it fails to gain a status it already has (2.4.1.f): there is
    no event — it did not become the status (7.5.4.a), nor gain it."""
    out: list[tuple[str, tuple[str, ...]]] = []
    whom = state.name(object_id)
    for src, _index, ab in effective_abilities(state):
        if ab.kind is not AbilityKind.REACTION or ab.trigger_status is not status:
            continue
        if ab.trigger not in (TriggerKind.BECOMES_STATUS, TriggerKind.GAINS_STATUS):
            continue
        if not matches(state, object_id, ab.trigger_filter, state.objects[src].controller, src):
            continue
        if ab.trigger is TriggerKind.BECOMES_STATUS:
            line = (
                f"{possessive(state.name(src))} Reaction does not activate: {whom} already has "
                f"{status.value}, so it does not become {status.value}"
            )
            out.append((line, why("reaction.already_had")))
        else:
            line = (
                f"{possessive(state.name(src))} Reaction does not activate: {whom} does not gain "
                f"{status.value}, which it already has"
            )
            out.append((line, why("impossible.status_already")))
    return tuple(out)


def phase_condition_misses(
    state: GameState, phase: Phase
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each "At [phase], if [condition]" Reaction in play whose
    condition is false as the phase begins (4.2.b, 6.3.b): it does not activate. ``rules``
    holds the count condition's control rules too where they decided (7.5.5.a, 7.5.5.b)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for oid, _index, ab in effective_abilities(state):
        if not (
            ab.kind is AbilityKind.REACTION
            and ab.trigger is TriggerKind.AT_PHASE
            and ab.phase is phase
            and ab.condition is not None
        ):
            continue
        o = state.objects[oid]
        if holds(ab.condition, state, o.controller, me=oid, my_expedition=zone_expedition(o.zone)):
            continue
        words = condition_words(ab.condition, ab.text)
        # what a count condition counted: control decides (7.5.5.a, 7.5.5.b)
        counted, count_rules = count_note(state, ab.condition, o.controller, oid)
        # where the Expeditions it looked at stand (7.5.2.a-c), as a step's condition says
        standing, standing_rules = condition_standing(
            state, ab.condition, o.controller, oid, zone_expedition(o.zone)
        )
        # a Gigantic object's one Expedition is both, each meeting it (7.4.4.k)
        giant, giant_rules = gigantic_condition_note(state, ab.condition, oid, ())
        noted = " — ".join(p for p in (giant, standing) if p)
        counted += f" ({noted})" if noted else ""
        rules = dict.fromkeys(
            (rule_of("reaction.phase_condition_false"), *giant_rules, *count_rules)
        )
        rules.update(dict.fromkeys(standing_rules))
        out.append(
            (
                f"the “At {phase.value}” Reaction of {o.controller}'s {state.name(oid)} does "
                f"not activate: its condition{words} is false{counted}",
                tuple(rules),
            )
        )
    return tuple(out)
