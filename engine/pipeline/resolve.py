"""Resolving one step through the pipeline (6.2.g to 6.3.h).

whole-step replacing modifiers (6.2.g, first) -> propose atomic actions -> drop impossible
ones (1.4.1.c; they cannot be modified, 1.4.1.d) -> apply modifiers (6.2) -> perform them
simultaneously (6.1.f) -> events (6.2.m) -> passive abilities are re-evaluated
(implicitly: characteristics are computed from the new state, 2.3.1.e) -> Reaction
activations found for the Reaction-activating step (6.3.h).
"""

from __future__ import annotations

from engine.pipeline.action_subjects import doer_rules
from engine.pipeline.action_word_misses import missed_by_action_word
from engine.pipeline.another_misses import missed_by_another
from engine.pipeline.arrival_triggers import own_arrival_notes
from engine.pipeline.ascend_triggers import (
    ascend_attempts,
    attempt_activations,
    attempt_notes,
    not_attempt_notes,
)
from engine.pipeline.atomic import impossible_reason, propose
from engine.pipeline.byhand import event_notes, move_notes
from engine.pipeline.ceased_token_misses import missed_ceased_tokens
from engine.pipeline.condition_misses import already_had_misses, missed_by_condition
from engine.pipeline.control_misses import missed_by_control, missed_by_zone_word
from engine.pipeline.counted_events import noted_counted_events, noted_rolls
from engine.pipeline.created_tokens import noted_tokens_created
from engine.pipeline.defender_exception import defender_exception_unmet_note
from engine.pipeline.defender_moves import defender_move_notes
from engine.pipeline.delayed_lapse import lapse_notes
from engine.pipeline.dormant import own_modifiers_outside_play
from engine.pipeline.dormant_triggers import missed_outside_play
from engine.pipeline.draft import Draft
from engine.pipeline.exhausted_misses import missed_by_exhaustion
from engine.pipeline.expedition_changes import changed_without_joining
from engine.pipeline.forbidding import cant_by_each
from engine.pipeline.forward_attempts import forward_attempt_activations, forward_attempts
from engine.pipeline.found_after_move import refound
from engine.pipeline.gigantic_changes import gigantic_notes, printed_gigantic_arrivals
from engine.pipeline.idle_statuses import idle_status_notes
from engine.pipeline.ignored_misses import missed_by_ignore
from engine.pipeline.keyword_action_triggers import named
from engine.pipeline.late_modifiers import late_modifier_notes
from engine.pipeline.left_play import noted_leaving_play
from engine.pipeline.lost_statuses import noted_lost_keywords, noted_lost_statuses
from engine.pipeline.modifier_match import apply_attempt_modifiers, unmodifiable
from engine.pipeline.modifiers import Alternative, apply_modifiers_with_alternatives
from engine.pipeline.nth_occurrences import noted_occurrences
from engine.pipeline.ongoing_ends import ended_in_play, ongoing_left_notes
from engine.pipeline.ordinal_misses import missed_by_ordinal
from engine.pipeline.own_counts import counts_its_own
from engine.pipeline.own_leave_misses import missed_own_leaving
from engine.pipeline.passive_changes import condition_change_notes
from engine.pipeline.performing import perform
from engine.pipeline.player_word_misses import missed_by_player_word
from engine.pipeline.possible import own_action_rules, tiebreaker_rules
from engine.pipeline.progress_event import progress_outcome
from engine.pipeline.qualifier_misses import missed_by_qualifier
from engine.pipeline.reaction_cause import cause_noted
from engine.pipeline.reactions import (
    blocked_state,
    cannot_activate_by,
    missed_activations,
    split_activations,
    step_activations,
)
from engine.pipeline.replaced_impossible import replacement_rules
from engine.pipeline.scout_reserve import scout_left_notes
from engine.pipeline.step_modifiers import apply_step_modifiers
from engine.pipeline.time_limit_misses import missed_by_time_limit
from engine.pipeline.token_owners import token_owner_notes
from engine.pipeline.tokens_kept import tokens_kept_notes
from engine.pipeline.tumult_notes import tumult_flip_notes
from engine.reading.last_known import my_last_known_place
from engine.reading.my_counters import spell_in_limbo
from engine.reading.passives import is_gigantic
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.enums import Status
from engine.state.errors import IllegalAction
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import record
from engine.state.said import possessive, zone_words
from engine.state.steps import AtomicAction, Step
from engine.why.amount_counts import COUNTED, count_said
from engine.why.citations import RULES
from engine.why.idle_keywords import idle_gigantic_in_count
from engine.why.printed_words import ability_words
from engine.why.second_person import second_person_note
from engine.why.status_origin_words import status_origin_note
from engine.why.table import rule_of, why


@record
class StepOutcome:
    """The result of one step: the new state, its events, trace notes and the Reaction
    activations the Reaction-activating step must create."""

    state: GameState
    events: tuple[Event, ...]
    notes: tuple[str, ...]
    activations: tuple[Activation, ...]
    rules: tuple[str, ...] = ()  # rules that made atomic actions impossible (1.4.1.c)
    alternatives: tuple[Alternative, ...] = ()  # of declined optional modifiers (6.2.e)
    # Notes about a card in a hidden zone (1.2.4.d), with its zone kinds and rule: the
    # judge's only, never told to the table (3.1.3.f). ``notes`` holds them too, in place.
    unseen_notes: tuple[tuple[str, tuple[str, ...], str], ...] = ()
    # Atomic actions dropped as impossible (1.4.1.c): a step all of whose atomic actions
    # were impossible was not started ("if you did", 6.5.f).
    dropped: int = 0


def _possible(
    state: GameState,
    actions: tuple[AtomicAction, ...],
    strict: bool,
    notes: list[str],
    reasons: list[str],
) -> tuple[AtomicAction, ...]:
    kept: list[AtomicAction] = []
    for a in actions:
        reason = impossible_reason(state, a)
        if reason is None:
            kept.append(a)
            continue
        where = zone_words(z.zone_of_expedition(a.expedition)) if a.expedition else None
        subject = state.whose_name(a.object_id) if a.object_id else a.player or where
        what = f"{a.kind.value.replace('_', ' ')} {subject}"
        if a.kind is ActionKind.CREATE_ONGOING:
            what = "creating its Emblem-Ongoing"  # of no object: the player is not its subject
        if strict:
            raise IllegalAction(f"{what} is impossible: {RULES.get(reason, '')}", reason)
        own = own_action_rules(a.kind, reason)
        arena = tiebreaker_rules(a.kind, reason)  # 4.3.d: why it is in the Arena
        if reason == rule_of("impossible.status_already") and a.kind is ActionKind.GAIN_STATUS:
            # 6.1.g Remark: gaining a status one already has is harmless, not an impossible
            # choice: the object simply keeps it and nothing happens.
            # the effect that gave it the status it already has, when one did (2.4.1.e)
            given, given_rules = _origin(state, a)
            said = ", ".join((reason, *own, *given_rules))
            notes.append(f"{subject} already has {a.status}{given}: nothing happens ({said})")
            reasons.extend(given_rules)
            if a.object_id is not None and a.status is not None:
                for line, rules in already_had_misses(state, a.object_id, a.status):
                    notes.append(f"{line} ({', '.join(rules)})")  # 7.5.4.a: no event
                    reasons.extend(rules)
        elif reason == rule_of("impossible.nothing_to_activate"):
            # 7.3.1.b: only the object's Reactions of that trigger modify the step; with none,
            # nothing is activated and that part of the effect is ignored (6.5.h).
            activate = why("reaction.activated_by_effect")[0]
            notes.append(
                f"{subject} has no Reaction of that trigger: nothing is activated, and that "
                f"part of the effect is ignored ({reason}, {activate})"
            )
            reasons.append(activate)
        else:
            # 6.5.h: the impossible part is ignored, the rest of the effect happens as normal
            # — made impossible by a "can't" (1.4.1.a), the golden rule's own 1.4.1.c says it.
            cant = reason == rule_of("impossible.passive_cant")
            rules = why("impossible.cant_part_ignored" if cant else "impossible.part_ignored")
            in_arena = ": tiebreakers have started, the Expeditions are in the Arena"
            in_arena = in_arena if arena else ""
            # already exhausted (7.3.16.b): the effect that exhausted it, when one did (2.4.6.a)
            given, given_rules = _origin(state, a) if not cant else ("", ())
            # "your opponent's Reserve", "Characters you control": "you" is the forbidding
            # ability's controller (7.2.3.a), said where it decides what the ability reaches
            # — each forbidding ability's "you" when several forbid it (1.4.1.a)
            by, found = cant_by_each(state, a, reason)
            notes_you = [
                second_person_note(state, src, ab, named=len(found) > 1) for src, ab in found
            ]
            you = "".join(dict.fromkeys(w for w, _ in notes_you))
            you_rules = tuple(dict.fromkeys(r for _, rs in notes_you for r in rs))
            if reason == rule_of("impossible.forward_defender") and a.expedition is not None:
                # 7.4.2.c: a Defender exception whose condition is false, with the standing
                given, given_rules = defender_exception_unmet_note(state, a.expedition)
            notes.append(
                f"{what} is impossible{by}{you}{given}{in_arena} "
                f"({', '.join((reason, *you_rules, *arena, *given_rules))}) and is ignored "
                f"({', '.join(rules)})"
            )
            reasons.extend(rules)
            reasons.extend(you_rules)
            reasons.extend(given_rules)
            reasons.extend(arena)
        if reason in RULES:
            reasons.append(reason)
        # A replaced atomic action that became impossible (cite17): the line still cites the
        # replacement that made it (6.2.b; 6.2.m: what it replaced did not happen either).
        reasons.extend(replacement_rules(a))
        # The keyword action's own rule says the same (7.3.21.b "Lose (status)", 7.3.16.b
        # "Gain (status)"): cited beside the status rule of 2.4.1.
        reasons.extend(own)
        blocked = unmodifiable(state, a)
        if blocked:
            notes.append(
                f"{', '.join(blocked)} cannot modify it: an impossible event cannot be modified"
            )
            reasons.extend(why("modifier.impossible_event"))
    return tuple(kept)


def _origin(state: GameState, a: AtomicAction) -> tuple[str, tuple[str, ...]]:
    """``(" (Freeze (a Spell) exhausted it on Day 1, in the Afternoon)", rules)`` for an
    action on an object that already has the status it would give, when an effect gave it
    (2.4.1.e, 2.4.6.a); ``("", ())`` otherwise."""
    status = Status.EXHAUSTED if a.kind is ActionKind.EXHAUST else a.status
    if a.object_id is None or status is None or a.kind not in _GIVING:
        return "", ()
    words, rules = status_origin_note(state, a.object_id, status)
    return (f" ({words})", rules) if words else ("", ())


_GIVING = frozenset({ActionKind.EXHAUST, ActionKind.GAIN_STATUS})
"""The atomic actions that give a status: one the object has already is impossible
(7.3.16.b), and the effect that gave it is said."""


def proposed_actions(state: GameState, step: Step) -> tuple[AtomicAction, ...]:
    """The possible atomic actions of ``step`` before modifiers (for decisions about
    optional modifiers, 6.2.d)."""
    notes: list[str] = []
    step = apply_step_modifiers(state, step)
    actions = apply_attempt_modifiers(state, propose(state, step), notes)
    return _possible(state, actions, False, notes, [])


def resolve_step(state: GameState, step: Step, strict: bool = False) -> StepOutcome:
    """Make ``step`` happen. With ``strict`` (costs and judge requests) an impossible
    atomic action raises :class:`IllegalAction` and nothing changes (1.4.1.b)."""
    return resolve_steps(state, (step,), strict)


def resolve_steps(state: GameState, steps: tuple[Step, ...], strict: bool = False) -> StepOutcome:
    """Make the parts of one step happen together, as one event: a cost whose description
    has several verbs is a single step (6.4.a) and paying it a single event (1.2.7.b)."""
    notes: list[str] = []
    reasons: list[str] = []
    alternatives: list[Alternative] = []
    proposed: list[AtomicAction] = []
    attempts: list[tuple[str, str]] = []
    forward: list[str] = []  # told to move forward, cannot (7.5.3.a)
    spans: list[tuple[Step, int, int, frozenset[ActionKind]]] = []  # ha: keyword actions
    dropped = 0
    for step in steps:
        step, found, found_rules = refound(state, step)  # "I" it moved, found (2.1.f)
        if found:
            notes.append(f"{found} ({', '.join(found_rules)})")
            reasons.extend(found_rules)
        step = apply_step_modifiers(state, step, notes, alternatives)  # 6.2.g, first
        idle = step.per and idle_gigantic_in_count(
            state, step.per, step.controller or state.first_player, step.me
        )
        if idle:  # "for each Character in my Expedition": an idle Gigantic (7.3.19.b)
            notes.append(f"{idle[0]} ({', '.join(idle[1])})")
            reasons.extend(idle[1])
        if step.per is not None and not counts_its_own(step):  # "for each …" (6.5.i)
            said, said_rules = count_said(
                state,
                step.per,
                step.controller or state.first_player,
                step.me,
                step.players,
                my_last_known_place(state, step),  # a gone "I": as it was (2.1.h)
                step.me_was,
            )
            if said:  # what was counted, by name when few, and what was not (issue 31)
                notes.append(f"{COUNTED}{said} ({', '.join(said_rules)})")
                reasons.extend(said_rules)
        actions = propose(state, step)
        actions = apply_attempt_modifiers(state, actions, notes)
        attempts.extend(ascend_attempts(state, actions))  # 7.5.3.a, after its modifiers
        forward.extend(forward_attempts(state, actions))
        possible = _possible(state, actions, strict, notes, reasons)
        dropped += len(actions) - len(possible)
        actions = possible
        modified, mod_notes, alts = apply_modifiers_with_alternatives(state, step, actions)
        notes.extend(mod_notes)
        alternatives.extend(alts)
        if modified is not actions:
            # A modifier may have made an atomic action impossible (1.4.1.c).
            kept = _possible(state, modified, strict, notes, reasons)
            dropped += len(modified) - len(kept)
            modified = kept
        if step.keyword_action:  # ha: a set's keyword action, as itself (6.2.b)
            kinds = frozenset(a.kind for a in actions)
            spans.append((step, len(proposed), len(proposed) + len(modified), kinds))
        proposed.extend(modified)
        if step.me is not None and any(
            a.kind is ActionKind.IGNORE and a.object_id == step.me for a in modified
        ):
            # 7.3.19.b Remark: an ability that would ignore itself works normally
            rules = why("ignore.itself")
            notes.append(
                f"the ability of {state.name(step.me)} ignoring its own abilities works "
                f"normally: it resolves in full ({', '.join(rules)})"
            )
            reasons.extend(rules)
        if any(a.object_id == step.me for a in modified) and spell_in_limbo(state, step.me):
            # "put me in your Mana zone": a Spell's "me" is the Spell in Limbo (7.2.1.b)
            rules = why("effect.spell_me")
            notes.append(
                f"“me” is {state.name(step.me or '')}, the Spell in Limbo that is resolving "
                f"({', '.join(rules)})"
            )
            reasons.extend(rules)
    unseen: list[tuple[str, tuple[str, ...], str]] = []
    for a in proposed:  # its own "If I would ..." does not work outside play (1.2.4.d)
        if a.object_id is not None and a.object_id in state.objects:
            for note, rule, hidden in own_modifiers_outside_play(state, a):
                notes.append(f"{note} ({rule})")
                if hidden:
                    unseen.append((notes[-1], hidden, rule))  # the judge's only (3.1.3.f)
                else:
                    reasons.append(rule)
    for note, rules in defender_move_notes(state, proposed):
        notes.append(f"{note} ({', '.join(rules)})")  # 7.4.2.b-c, 2.2.12.m
        reasons.extend(rules)
    draft = Draft(state)
    seq = state.event_seq + 1
    events = tuple(perform(draft, a, seq) for a in proposed)
    events = named(events, spans)  # ha: "When you [Kindle]" (2.2.12.c, 1.2.7.c)
    after = draft.freeze(event_seq=seq)
    ended = ended_in_play(state, after, events)
    if ended:  # "until it leaves play" is over with the objects it names (2.2.15.c, 2.1.d)
        draft = Draft(after)
        ceasing = (AtomicAction(ActionKind.CEASE_TO_EXIST, object_id=e[0]) for e in ended)
        events = (*events, *(perform(draft, a, seq) for a in ceasing))
        after = draft.freeze(event_seq=seq)
        for _, note, rules in ended:
            notes.append(f"{note} ({', '.join(rules)})")
            reasons.extend(rules)
    after = noted_leaving_play(state, after, events)  # "if a Character left play this turn"
    after = noted_lost_statuses(state, after, events)  # a new object's lost status (1.4.4.a)
    after = noted_lost_keywords(state, after, events)  # and its keywords given (1.4.4.a)
    after = noted_counted_events(state, after, events)  # "your third Gift each turn"
    after = noted_rolls(after, events)  # "if you rolled a 6 this Day"
    after = noted_tokens_created(after, events)  # "if it's the first token you created …"
    activations, blocked, matched = step_activations(state, after, events)
    after = noted_occurrences(after, matched)  # "for the Nth time this Day" (4.2.a)
    for note, rule in [*attempt_notes(tuple(attempts)), *not_attempt_notes(state, events)]:
        notes.append(f"{note} ({rule})")
        reasons.append(rule)
    for note, rules in changed_without_joining(state, after, events):
        notes.append(f"{note} ({', '.join(rules)})")  # 7.4.4.n
        reasons.extend(rules)
    for note, rules in own_arrival_notes(state, after, events):
        notes.append(f"{note} ({', '.join(rules)})")  # 7.5.4.a, 6.3.f
        reasons.extend(rules)
    for note, rules in late_modifier_notes(state, after, proposed):
        notes.append(f"{note} ({', '.join(rules)})")  # 6.2.l
        reasons.extend(rules)
    for note, rules in missed_by_condition(
        state, after, events, (*activations, *blocked), split_activations
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 6.3.b, 6.3.k
        reasons.extend(rules)
    for note, rules in missed_by_time_limit(
        state, after, events, (*activations, *blocked), split_activations
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 6.3.b, 4.2.a: "during [Phase]"
        reasons.extend(rules)
    for note, rules in missed_by_ordinal(
        state, after, events, (*activations, *blocked), split_activations
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 6.3.b, 5.1.2.k: "your second Spell"
        reasons.extend(rules)
    for note, rules in missed_by_control(
        state, after, events, (*activations, *blocked), split_activations
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 7.5.5.b-c: "you" is its controller
        reasons.extend(rules)
    for note, rules in tumult_flip_notes(state, after, events):
        notes.append(note)  # 7.3.25.b: the whole Tumult card flips
        reasons.extend(rules)
    for note, rules in missed_by_zone_word(
        state, after, events, (*activations, *blocked), split_activations
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 7.2.3.a: "your Reserve" is its controller's
        reasons.extend(rules)
    for note, rules in missed_by_qualifier(
        state, after, events, (*activations, *blocked), split_activations
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 6.3.b: the object its trigger describes
        reasons.extend(rules)
    for note, rules in missed_by_another(state, after, events):
        notes.append(f"{note} ({', '.join(rules)})")  # 6.3.f, 7.2.1.a: "another" is not I
        reasons.extend(rules)
    who_did = {doer_rules(s) for s in steps}
    for note, rules in missed_by_player_word(
        state,
        after,
        events,
        (*activations, *blocked),
        split_activations,
        who_did.pop() if len(who_did) == 1 else (),
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 7.2.3.a: "you" is its controller
        reasons.extend(rules)
    for note, rules in missed_by_action_word(
        state, after, events, (*activations, *blocked), split_activations
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 6.3.b, 7.3.36.a: a narrower action
        reasons.extend(rules)
    for note, rules in missed_by_exhaustion(
        state, after, events, (*activations, *blocked), split_activations
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 2.4.6.e: no support abilities
        reasons.extend(rules)
    activations = (*activations, *attempt_activations(state, tuple(attempts)))
    activations = (*activations, *forward_attempt_activations(state, forward))
    # 4.2.4.j, 4.2.4.i: at Progress, the moves "due to" a terrain are those the event made,
    # and every Expedition it did not move forward fails to.
    failing, failing_said = progress_outcome(state, steps, events)
    for note, rules in failing_said:
        notes.append(f"{note} ({', '.join(rules)})")
        reasons.extend(rules)
    activations = (*activations, *failing)
    for act in blocked:
        said, rules = _forbidden_by(blocked_state(state, after, act), act)
        rules = tuple(dict.fromkeys((rule_of("impossible.reaction_blocked"), *rules)))
        notes.append(
            f"{_blocked_reaction(act, blocked)} cannot activate{said} ({', '.join(rules)})"
        )
        reasons.extend(rules)
    for note, rules in (
        *printed_gigantic_arrivals(state, after, events),
        *gigantic_notes(state, after, events),
        *token_owner_notes(after, events),
    ):
        notes.append(f"{note} ({', '.join(rules)})")
        reasons.extend(rules)
    for note, rules in ongoing_left_notes(state, after, events):
        notes.append(f"{note} ({', '.join(rules)})")  # 2.1.d: its effect ends for it
        reasons.extend(rules)
    for note, rules in scout_left_notes(state, after, events):
        notes.append(f"{note} ({', '.join(rules)})")  # 7.4.5.c Remark
        reasons.extend(rules)
    for note, rules in lapse_notes(after, events):
        notes.append(f"{note} ({', '.join(rules)})")  # 4.2.b Remark, 2.2.15.c
        reasons.extend(rules)
    for note, rules in idle_status_notes(state, events):
        notes.append(f"{note} ({', '.join(rules)})")  # 2.4.7.d, 2.4.2, 2.4.4: not this move
        reasons.extend(rules)
    for note, rules in condition_change_notes(state, after):
        notes.append(f"{note} ({', '.join(rules)})")  # 2.3.1.e: "as long as" ends or begins
        reasons.extend(rules)
    for note, rules in missed_by_ignore(
        state, after, events, (*activations, *blocked), split_activations
    ):
        notes.append(f"{note} ({', '.join(rules)})")  # 7.3.19.b (6.3.f beside it, leaving)
        reasons.extend(rules)
    for note, rules in missed_activations(state, after, events):
        notes.append(f"{note} ({', '.join(rules)})")
        reasons.extend(rules)  # one rule, or two deciding together
    for note, outside, hidden in missed_outside_play(state, after, events):  # 1.2.4.d
        notes.append(f"{note} ({', '.join(outside)})")
        if hidden:
            unseen.extend((notes[-1], hidden, r) for r in outside)  # the judge's (3.1.3.f)
        else:
            reasons.extend(outside)
    for note, gone in missed_ceased_tokens(state, after, events):  # 2.1.e, 6.3.f
        notes.append(f"{note} ({', '.join(gone)})")
        reasons.extend(gone)
    for note, token_rules in tokens_kept_notes(state, after, events):  # 2.1.e, 7.3.30.a
        notes.append(f"{note} ({', '.join(token_rules)})")
        reasons.extend(token_rules)
    for note, own, hidden in missed_own_leaving(state, events):  # 6.3.f, 1.2.4.d
        notes.append(f"{note} ({', '.join(own)})")
        if hidden:
            unseen.extend((notes[-1], hidden, r) for r in own)  # the judge's only (3.1.3.f)
        else:
            reasons.extend(own)
    for note, rule in (*move_notes(after, events), *event_notes(state, after, events)):
        notes.append(f"{note} ({rule})")  # printed text left to the judge
        reasons.append(rule)
    # 7.5.5.c: a Reaction another player's effect activated is still its controller's
    activations = cause_noted(steps, activations)
    return StepOutcome(
        after,
        events,
        tuple(notes),
        activations,
        tuple(dict.fromkeys(reasons)),
        tuple(alternatives),
        tuple(unseen),
        dropped,
    )


def _forbidden_by(state: GameState, act: Activation) -> tuple[str, tuple[str, ...]]:
    """Which passive ability forbids the Reaction, in its words: its trigger "cannot
    activate" (7.3.1.e, the Reactions' own "can't"); a Gigantic Character faces the
    Expeditions facing each of its controller's Expeditions (7.4.4.g), said when it is one."""
    found = cannot_activate_by(state, act)
    if found is None:
        return "", ()
    src, text = found
    said = f": {possessive(state.name(src))} “{ability_words(text)}”"
    rules = why("reaction.cant_by_passive")
    if is_gigantic(state, src):
        said += f" — {state.name(src)} is Gigantic: it faces the Expeditions facing each of"
        said += " its controller's Expeditions"
        rules = (*rules, *why("reaction.cant_facing_gigantic"))
    return said, rules


def _blocked_reaction(act: Activation, blocked: tuple[Activation, ...]) -> str:
    """A Reaction that cannot activate (7.3.1.e), named for a judge: by its object, and —
    when that object has several Reactions blocked at once — by its printed or granted text,
    so the line says which one ("the Reaction of Talarian Skater “{H} Send me to Reserve.”")."""
    same = [b for b in blocked if b.source_name == act.source_name]
    if len(same) < 2 or not act.text or len({b.text for b in same}) < 2:
        return f"the Reaction of {act.source_name}"
    return f"the Reaction of {act.source_name} “{ability_words(act.text)}”"
