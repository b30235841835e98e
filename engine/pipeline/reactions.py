"""Reactions (6.3): which events activate which Reactions.

Self-move Reactions (6.3.c: "when I enter play", "when I am played from Hand/Reserve",
"when I go to Reserve from ...") are looked for in the state *after* the event and need
not work (6.3.e); other Reactions must exist and work *before* the event (6.3.f) — "When I
go to Reserve from the Expedition zone" is one of those (6.3.d). A trigger's condition is
checked against the state before the event when written in the past tense, after it when
written in the present tense (6.3.k). Each activation becomes an atomic action of the
Reaction-activating step that creates an Emblem-Reaction in Limbo (6.3.h), bound to the
objects the trigger names (6.3.i); a Reaction may activate once per matching atomic action
(6.3.g), and at most a hundred times per day (6.3.l, 1.4.6.c). Triggers that "don't
activate" do not, even through "activate" (7.3.1.e); "activate" activates a Reaction that
its event does not match (7.3.1.b), the Reaction being created by its own object (7.3.1.d).

This module gathers one step's activations and filters those that cannot activate; the
triggers themselves live in ``zone_triggers`` (zone changes), ``play_triggers`` (a card
played), ``gain_triggers`` (gains and losses), ``gift_triggers`` (Gifts) and
``event_triggers`` (other events), what they share in ``activation``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.pipeline.activation import (
    ACTIVATION_LIMIT,
    abilities_of,
    activation_key,
    in_named_phase,
    new_activation,
    player_fits,
    zone_expedition,
)
from engine.pipeline.arrival_triggers import arrival_activations
from engine.pipeline.batched import one_per_event
from engine.pipeline.compared_notes import compared_noted
from engine.pipeline.control_triggers import control_activations, controller_change_activations
from engine.pipeline.dice_triggers import roll_activations
from engine.pipeline.event_triggers import (
    created_activations,
    player_activations,
    sacrifice_activations,
)
from engine.pipeline.expedition_move_triggers import move_activations, switch_activations
from engine.pipeline.flow_triggers import flow_activations
from engine.pipeline.forward_triggers import fail_activations
from engine.pipeline.gain_triggers import gain_activations
from engine.pipeline.gift_triggers import gift_activations, gifts
from engine.pipeline.keyword_action_triggers import keyword_action_activations
from engine.pipeline.nth_occurrences import nth_occurrences
from engine.pipeline.own_join_triggers import own_join_activations
from engine.pipeline.past_conditions import noted_past
from engine.pipeline.past_me import noted_past_me
from engine.pipeline.play_triggers import played_activations
from engine.pipeline.player_triggers import player_event_activations
from engine.pipeline.receive_triggers import receive_activations
from engine.pipeline.reveal_triggers import reveal_activations
from engine.pipeline.zone_misses import missed_activations
from engine.pipeline.zone_triggers import (
    join_activations,
    leave_activations,
    self_move_activations,
)
from engine.reading.conditions import holds
from engine.reading.passives import (
    effective_abilities,
    expeditions_of,
    is_ignored,
)
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import (
    Ability,
    AbilityKind,
    Duration,
    RestrictionKind,
    TriggerKind,
)
from engine.state.enums import CardType, Phase
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

__all__ = [
    "ACTIVATION_LIMIT",
    "abilities_of",
    "activation_key",
    "event_activations",
    "fail_activations",
    "gifts",
    "missed_activations",
    "phase_activations",
    "phase_end_activations",
    "split_activations",
    "step_activations",
]


def _activate_activations(after: GameState, ev: Event) -> list[Activation]:
    """7.3.1.b: "activate" activates the object's Reactions with that trigger, created by
    that object (7.3.1.d)."""
    if ev.object_id is None or ev.object_id not in after.objects:
        return []
    out: list[Activation] = []
    for index, ab in enumerate(abilities_of(after, ev.object_id)):
        if is_ignored(after, ev.object_id, index):
            continue  # 7.3.19.b
        if ab.kind is AbilityKind.REACTION and (ev.trigger is None or ab.trigger is ev.trigger):
            out.append(
                new_activation(
                    after,
                    ev.object_id,
                    index,
                    ab,
                    bound=(ev.object_id,),
                    rules=why("reaction.activated_by_effect"),
                )
            )
    return out


# ----------------------------------------------------------------------------- restrictions
def _cannot_activate(state: GameState, act: Activation) -> bool:
    """7.3.1.e: Reactions whose trigger "cannot activate" do not, naturally or through
    another effect."""
    return cannot_activate_by(state, act) is not None


def cannot_activate_by(state: GameState, act: Activation) -> tuple[str, str] | None:
    """The object and the printed words of the passive ability that makes ``act``'s trigger
    "cannot activate" (7.3.1.e; a "can't" beats a "can", 1.4.1.a) — a Character whose
    Reactions of that trigger, in an Expedition facing it, cannot activate; a Gigantic one
    faces the Expeditions facing each of its controller's Expeditions (7.4.4.g). None when
    nothing forbids it."""
    if act.source_object not in state.objects or act.trigger is None:
        return None
    source = state.objects[act.source_object]
    trigger = act.trigger
    for src, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is None or r.kind != RestrictionKind.TRIGGERS_FACING_ME or trigger not in r.triggers:
            continue
        if state.type_of(act.source_object) is not CardType.CHARACTER:
            continue
        mine = expeditions_of(state, src)
        theirs = expeditions_of(state, source.id)
        if any(state.facing(e) in theirs for e in mine):
            return src, ab.text
    return None


def event_activations(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[Activation, ...]:
    """Every Reaction activation caused by the events of one step (6.3.e, 6.3.f); a
    Reaction may activate once per matching atomic action (6.3.g)."""
    return split_activations(before, after, events)[0]


def split_activations(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[Activation, ...], tuple[Activation, ...]]:
    """The activations caused by a step's events, and those whose trigger cannot activate
    (7.3.1.e)."""
    kept, blocked, _ = step_activations(before, after, events)
    return kept, blocked


def step_activations(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[Activation, ...], tuple[Activation, ...], dict[str, int]]:
    """:func:`split_activations`, with the step's matches of the Reactions counted by
    occurrence ("When I gain [[Anchored]] for the second time this turn", 4.2.3.b), for
    the caller to note in the state (engine.pipeline.nth_occurrences)."""
    evs = list(events)
    out: list[Activation] = []
    for ev in evs:
        out.extend(leave_activations(before, after, ev))
    out.extend(join_activations(before, after, evs))
    out.extend(move_activations(before, after, evs))  # 7.3.24.a, 7.3.25.a, 4.2.4.j
    out.extend(switch_activations(before, after, evs))  # 7.3.39.a
    out.extend(sacrifice_activations(before, after, evs))
    out.extend(played_activations(before, after, evs))
    out.extend(gain_activations(before, after, evs))
    out.extend(arrival_activations(before, after, evs))  # 7.5.4.a, 2.4.1.d
    out.extend(player_activations(before, evs))
    out.extend(player_event_activations(before, after, evs))  # 4.2.3.d, 7.3.9.a, 7.3.7.a
    out.extend(created_activations(before, after, evs))
    out.extend(control_activations(before, after, evs))  # 7.3.40
    out.extend(controller_change_activations(before, after, evs))  # 7.3.6.a, 7.5.5.b
    out.extend(gift_activations(before, after, evs))
    out.extend(receive_activations(before, after, evs))  # 7.3.29.a, 7.3.30.a, 7.3.3.a
    out.extend(flow_activations(before, after, evs))
    out.extend(roll_activations(before, after, evs))
    out.extend(keyword_action_activations(before, after, evs))  # ha: 1.2.7.c, 6.3.f
    out.extend(reveal_activations(before, after, evs))
    out.extend(own_join_activations(before, after, evs))  # gk: "When I join an Expedition"
    for ev in evs:
        out.extend(self_move_activations(before, after, ev))
        if ev.kind is ActionKind.ACTIVATE:
            out.extend(_activate_activations(after, ev))
    out = [a for a in out if _in_its_phase(before, a) and in_its_daily_effect(a, evs)]
    out = one_per_event(out)  # "When one or more / N or more [objects] …" (1.2.7.c, 6.3.g)
    out, matched = nth_occurrences(before, out)  # "for the Nth time this Day" (4.2.a)
    if not out:
        return (), (), matched
    out = [noted_past(before, after, a) for a in out]  # "if it had …" as it was (6.3.k, 6.3.j)
    out = [noted_past_me(before, after, a) for a in out]  # "if I was [status]" (6.3.k)
    out = [compared_noted(before, after, a) for a in out]  # "Hand Cost 0 (a token's)", 2.2.7.c
    verdicts = [(a, _blocked(before, after, a)) for a in out]
    kept = tuple(a for a, blocked in verdicts if not blocked)
    return kept, tuple(a for a, blocked in verdicts if blocked), matched


def in_its_daily_effect(act: Activation, events: list[Event]) -> bool:
    """ "When [event] during Rest —": the event activates the Reaction only when the daily
    effect Rest made it (4.2.5.b) — a step of Rest, whose events cite that rule; any event
    otherwise."""
    if not act.daily_effect:
        return True
    return any(set(why("night.rest")) <= set(ev.rules) for ev in events)


def _in_its_phase(before: GameState, act: Activation) -> bool:
    """ "When [event] during [the] [Phase] —": the event activates the Reaction only when it
    happens in that phase (4.2.a, 6.3.b) — for every trigger, whichever module found it."""
    return in_named_phase(act.during, before)


def _blocked(before: GameState, after: GameState, act: Activation) -> bool:
    return _cannot_activate(blocked_state(before, after, act), act)


def blocked_state(before: GameState, after: GameState, act: Activation) -> GameState:
    """The state a Reaction's "cannot activate" is read on: after the event, if its object
    is still there."""
    return after if act.source_object in after.objects else before


def phase_activations(state: GameState, phase: Phase) -> tuple[Activation, ...]:
    """ "At [phase]" Reactions activated as the phase begins (4.2.b); a condition ("At
    Noon, if you are the first player") is checked then (6.3.b)."""
    return _timed_activations(
        state,
        lambda ab: ab.trigger is TriggerKind.AT_PHASE and ab.phase is phase,
        why("reaction.at_phase"),  # the beginning of that phase (4.2.b)
    )


def phase_end_activations(state: GameState, trigger: TriggerKind) -> tuple[Activation, ...]:
    """ "At the end of the Afternoon" Reactions, activated as the phase ends (4.2.3.e: once
    all players have passed) and before the next begins (4.2.e); a delayed effect's "At the
    end of the turn" ones as the turn ends (4.2.3.e). A condition ("At the end of the
    Afternoon, if …") is checked then (6.3.b)."""
    return _timed_activations(
        state,
        lambda ab: ab.trigger is trigger,
        why("turn.ends" if trigger is TriggerKind.AT_END_OF_TURN else "afternoon.ends"),
    )


def turn_start_activations(state: GameState) -> tuple[Activation, ...]:
    """gr: a delayed effect's "At the start of your / your opponent's next turn" Reactions,
    activated as the turn player starts a new turn (4.2.3.e) — only those of Emblems still
    waiting for their moment (engine.day.delayed_moments.turn_started), each once."""
    return _timed_activations(
        state,
        lambda ab: ab.trigger is TriggerKind.AT_START_OF_TURN,
        why("turn.starts"),
        waiting_only=True,
    )


def _timed_activations(
    state: GameState,
    timed: Callable[[Ability], bool],
    rules: tuple[str, ...],
    *,
    waiting_only: bool = False,
) -> tuple[Activation, ...]:
    """The Reactions that activate at a moment of the Day rather than on an event (the
    beginning or end of a phase, the end of a turn): those ``timed`` picks whose condition
    holds then (6.3.b), each bound to its object and, for a delayed effect, to what its
    Emblem-Ongoing names (6.3.i)."""
    out: list[Activation] = []
    for oid, index, ab in effective_abilities(state):
        if ab.kind is not AbilityKind.REACTION or not timed(ab):
            continue
        o = state.objects[oid]
        if not _whose_turn_fits(state, ab, o.controller):
            continue
        if waiting_only and (o.emblem is None or o.emblem.duration != Duration.UNTIL_ITS_MOMENT):
            continue  # gr: a turn's start activates a delayed step once (its moment come)
        if o.emblem is not None and o.emblem.duration == Duration.END_OF_YOUR_NEXT_TURN:
            # "At the end of your next turn, [steps]": not this turn's end — the Emblem waits
            # for its controller's next turn (2.2.15.c, 4.2.3.d; engine.day.delayed_moments)
            continue
        if ab.condition is not None and not holds(
            ab.condition, state, o.controller, me=oid, my_expedition=zone_expedition(o.zone)
        ):
            continue
        it = _emblem_it(state, oid)
        out.append(new_activation(state, oid, index, ab, bound=(oid,), it=it, rules=rules))
    return tuple(out)


def _whose_turn_fits(state: GameState, ab: Ability, controller: str) -> bool:
    """ "At the end of your turn / an opponent's turn": the turn that ends is that player's
    (4.2.3.e; "you" the Reaction's controller, 7.2.3.a; "an opponent" another, 1.2.1.b)."""
    timed = (TriggerKind.AT_END_OF_TURN, TriggerKind.AT_START_OF_TURN)  # gr: a turn's start
    if ab.trigger not in timed or ab.trigger_player is None:
        return True
    turn = state.turn_player
    return turn is not None and player_fits(ab.trigger_player, controller, turn)


def _emblem_it(state: GameState, oid: str) -> tuple[str, ...]:
    """What "it" names in a delayed effect's Reaction: the objects its Emblem-Ongoing was
    bound to as it was created (6.3.i); nothing for another object's Reaction."""
    emblem = state.objects[oid].emblem
    return emblem.it if emblem is not None and emblem.subtype == "Ongoing" else ()
