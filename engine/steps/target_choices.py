"""Targets chosen just before a step (6.5.b, 2.2.1.h): one target, "up to N", several
targets chosen at once, and the Tough cost paid with the choice — once per effect, never
forced (7.4.7.c-f).

The other decisions before a step are in :mod:`engine.steps.choices` (subjects, places),
:mod:`engine.steps.modal_steps`, :mod:`engine.steps.may_steps` and
:mod:`engine.steps.modifier_choices`; the TARGET answer is registered here.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.pipeline.objects_cant import payable_orbs
from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.reading.excluding_words import denied_points, keyword_points
from engine.reading.filters import matches
from engine.reading.gigantic_presence import gigantic_elsewhere
from engine.reading.last_known import my_last_known_place
from engine.reading.my_counters import my_counters_note
from engine.reading.passives import expeditions_of
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import ObjectFilter, Subject
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import Keyword
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.said import zone_words
from engine.state.steps import Step
from engine.steps.condition_targets import asks_condition_target, condition_target_chosen
from engine.steps.mandatory import mandatory_note
from engine.steps.named_zones import named_zones
from engine.steps.second_targets import second_target_after_none, second_target_follows
from engine.steps.subject_targets import (
    cant_left_out,
    idle_tough,
    not_theirs_to_sacrifice,
    own_tough,
    target_forbidden_by,
    target_options,
    tough_cost,
    tough_out_of_reach,
    uncontrolled_tough_grants,
    with_target,
)
from engine.steps.target_characters_place import in_target_characters_expedition
from engine.steps.why_none import carry_none
from engine.why.characteristic_values import chosen_values
from engine.why.compared import compared_rules
from engine.why.derived_values import keyword_sources_note
from engine.why.forbidding_words import forbidding_note
from engine.why.found_max import found_max_note
from engine.why.idle_keywords import idle_keywords_note
from engine.why.step_lines import step_entry
from engine.why.step_words import to_do
from engine.why.table import why
from engine.why.tough_standing import tough_standing_note
from engine.why.trace import TraceEntry


def filter_rules(state: GameState, step: Step, found: tuple[str, ...]) -> tuple[str, ...]:
    """The rules that decide which of ``found`` — the objects a choice or a target could
    name before the step's filter narrows them — the filter lets through: the Hand Cost
    compared is the object's (2.2.7.a), a token's 0 (2.2.7.c), in "with Hand Cost 3 or
    less" or "2 or more"; the Reserve Cost the object's (2.2.8.a); a Character is in a
    terrain if one of its Expeditions is — a Gigantic one in either (7.5.8.c, 7.5.8.b)."""
    wanted = step.filter
    # "Play a card": from the Hand or the Reserve unless the effect says otherwise (5.2.a) —
    # the rule that offers a card in Reserve beside those in Hand, or limits it to one zone.
    plays = why("play.zones_said") if step.kind in _PLAYS else ()
    if wanted is None:
        gigantic = _gigantic_placed(state, step, found)
        return (*plays, *(why("gigantic.present_in_both") if gigantic else ()))
    # the Hand Cost or Reserve Cost compared, not the mana paid (2.2.7.a, 2.2.7.c, 2.2.8.a)
    rules: tuple[str, ...] = compared_rules(state, wanted, found)
    if wanted.in_terrain is not None:
        rules = (*rules, *why("target.in_terrain"))
    if wanted.base_cost_max is not None or wanted.base_cost_min is not None:
        rules = (*rules, *why("target.base_cost"))  # Reserve Cost if Fleeting (2.2.9.b)
    if _gigantic_placed(state, step, found):
        rules = (*rules, *why("gigantic.present_in_both"))
    return (*plays, *rules, *denied_rules(state, wanted, found))


def denied_rules(state: GameState, wanted: ObjectFilter, found: tuple[str, ...]) -> tuple[str, ...]:
    """The rules of what a filter denies (gram37): a keyword ability none of which works
    (2.3.1.a), a card type (2.2.1.h), a description it fits none of — each denied predicate
    by its own rule (its cost compared 2.2.7.a, its terrain 7.5.8.c, "my Expedition"
    7.2.1.a, a status 2.4.2 …), 6.5.b only for a predicate no rule of its own decides."""
    rules: tuple[str, ...] = why("target.without_keyword") if wanted.without_keywords else ()
    # the keyword's own rule (7.4.2.a Defender …), as a denied description's words are
    rules = (*rules, *(r for p in keyword_points(wanted.without_keywords) for r in why(p)))
    for denied in wanted.none_of:
        # each denied word by its own rule (a status 2.4.2 …, a keyword 7.4.2 …, "my
        # Expedition" 7.2.1.a, a cost 2.2.7.a …); 6.5.b only for words with none (cite22)
        rules = (*rules, *(r for p in denied_points(denied) for r in why(p)))
        rules = (*rules, *compared_rules(state, denied, found))
        if denied.in_terrain is not None:
            rules = (*rules, *why("target.in_terrain"))
    return tuple(dict.fromkeys(rules))


_PLAYS = (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE)


def play_zone_said(step: Step) -> str:
    """The one zone a card is played from when the effect says it ("play a Character from
    your Hand": "Hand"), or "" when it may come from the Hand or the Reserve (5.2.a)."""
    wanted = step.filter
    if wanted is None or step.kind not in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE):
        return ""
    return "Hand" if wanted.in_your_hand else "Reserve" if wanted.in_your_reserve else ""


def _gigantic_placed(state: GameState, step: Step, found: tuple[str, ...]) -> bool:
    """Whether a Gigantic Character whose card is in its controller's other Expedition is
    let through by where it is — "in my Expedition", "in your other Expedition", "facing
    me", a target "in my Expedition": it is in both of those Expeditions (7.4.4.b)."""
    wanted = step.filter
    me = step.me if step.me is not None and step.me in state.objects else None
    mine = expeditions_of(state, me) if me is not None else frozenset()
    if not mine and step.my_expedition is not None:
        mine = frozenset({step.my_expedition})
    controller = step.controller or state.first_player
    was_in = my_last_known_place(state, step)
    where: set[str] = set()
    if step.target is Subject.TARGET_CHARACTER_IN_MY_EXPEDITION or (
        wanted is not None and wanted.in_my_expedition
    ):
        where |= mine
    if wanted is not None and wanted.facing_me:
        where |= {state.facing(e) for e in mine}
    if wanted is not None and wanted.in_your_other_expedition and len(mine) == 1:
        where |= {e for e in state.expedition_ids() if e.startswith(f"{controller}:")} - mine
    passing = tuple(
        oid
        for oid in found
        if oid in state.objects
        and (
            wanted is None or matches(state, oid, wanted, controller, step.me, step.me_card, was_in)
        )
    )
    return any(gigantic_elsewhere(state, passing, e) for e in sorted(where))


def legal_targets(state: GameState, step: Step) -> tuple[str, ...]:
    """Suitable targets for ``step`` (6.5.b), as option ids."""
    return tuple(oid for oid, _ in target_options(state, step))


_IN_PLAY_TARGETS = frozenset(
    {
        Subject.TARGET_CHARACTER,
        Subject.TARGET_PERMANENT,
        Subject.TARGET_CHARACTER_OR_PERMANENT,
        Subject.TARGET_PERMANENT_YOU_CONTROL,
        Subject.TARGET_CHARACTER_IN_MY_EXPEDITION,
    }
)


_SEVERAL_TARGETS = frozenset(
    {
        Subject.TARGET_RESERVE_CARD,
        Subject.TARGET_CARD_IN_YOUR_RESERVE,
        Subject.TARGET_CARD_IN_YOUR_DISCARD_PILE,
        Subject.TARGET_DISCARD_CARD,
        Subject.TARGET_CARD_IN_PLAY_OR_RESERVE,
        Subject.TARGET_CARD_IN_YOUR_ZONES,  # ic40
    }
)
"""Object targets besides those in play that "up to N target ..." may name several of."""


_GIGANTIC_PLACES = frozenset((*why("effect.facing_me_gigantic"), *why("place.gigantic_both")))


def ask_target(state: GameState, task: Task, step: Step, controller: str) -> Result:
    options = tuple(Option(i, label) for i, label in target_options(state, step))
    # 2.2.1.h: "target Character" means one in play, unless a zone is named.
    in_play = why("target.in_play") if step.target in _IN_PLAY_TARGETS else ()
    if named_zones(step) and step.filter is not None and step.filter.types:
        # "target Character in play or in Reserve": 2.2.1.h's "unless it specifies a
        # specific zone" — the zones the text names decide which objects of the type count,
        # a zone named without "your" being any player's (3.1.2.b).
        in_play = why("target.in_play")
    # What the filter let through or left out: a token's Hand Cost (2.2.7.c), a Gigantic
    # Character's terrains (7.5.8.c) — cited where the choice is offered or refused.
    unfiltered = tuple(i for i, _ in target_options(state, replace(step, filter=None)))
    in_play = (*in_play, *filter_rules(state, step, unfiltered))
    # Where a Gigantic bearer's "facing me" / "in my Expedition" looks decides which objects
    # are offered: both Expeditions (7.4.4.g, 7.4.4.f) — cited where the choice is asked.
    in_play = (*in_play, *(r for r in step.rules if r in _GIGANTIC_PLACES))
    theirs = not_theirs_to_sacrifice(state, step)
    own_only = ""
    if step.kind is ActionKind.SACRIFICE and step.target in _IN_PLAY_TARGETS:
        # 7.3.36.a: only an object in play the sacrificer controls can be sacrificed.
        in_play = (*in_play, *why("target.sacrifice_own"))
        if theirs:
            names = ", ".join(state.name(o) for o in theirs)
            own_only = (
                f" — {names} cannot be chosen: {controller} does not control "
                f"{'it' if len(theirs) == 1 else 'them'}, and one sacrifices only an object "
                "in play one controls"
            )
    if options:
        # 6.1.g: an option a rule makes impossible is not offered — said once, with the
        # rule, where the decision is asked (a Tough cost its controller can't pay,
        # 7.4.7.c / 1.2.5.c; a "can't", 1.4.1.a).
        withheld, withheld_rules = _withheld(state, step, controller)
        own_only = f"{own_only}{withheld}"
        in_play = (*in_play, *withheld_rules)
    elif cant := cant_left_out(state, step):
        # 6.5.b: every object left is one that can't be targeted: nothing happens, said why.
        said = []
        rules = (*dict.fromkeys(r for _, r in cant), *why("target.cant_be_targeted"))
        for o, _ in cant:
            # 1.4.1.a: the ability that forbids it, with who "you" is in it (7.2.3.a)
            by, by_rules = forbidding_note(state, target_forbidden_by(state, step, o))
            said.append(f"{state.name(o)}: can't be targeted{by}")
            rules = (*rules, *by_rules)
        own_only = f"{own_only} — {'; '.join(said)}"
        in_play = (*in_play, *rules)
    if not options and second_target_follows(step):
        # "target X and target Y each …" with no suitable X: Y is still chosen (6.5.b, 6.1.e)
        state = second_target_after_none(state, step)
        in_play = tuple(dict.fromkeys((*in_play, *why("effect.second_target"))))
    if not options:
        if own_only:
            return state, step_entry(
                step,
                f"no suitable target, nothing happens{own_only}",
                (*why("target.none"), *in_play),
            )
        tough = tough_out_of_reach(state, step)
        if tough:
            names = ", ".join(state.name(o) for o in tough)
            return state, step_entry(
                step,
                f"no suitable target, nothing happens — {names} cannot be "
                f"chosen: {controller} cannot pay its Tough cost",
                (*why("target.none"), *in_play, *why("tough.out_of_reach")),
            )
        return state, step_entry(
            step, "no suitable target, nothing happens", (*why("target.none"), *in_play)
        )
    if step.targets > 1 and step.target in _IN_PLAY_TARGETS | _SEVERAL_TARGETS:
        return _ask_several_targets(state, task, step, controller, options, in_play, own_only)
    if (step.up_to or step.any_number) and step.target in _IN_PLAY_TARGETS | _SEVERAL_TARGETS:
        # "Up to N target Characters": between none and N different objects (6.5.b); "any
        # number of target cards": between none and all of them.
        most = len(options) if step.any_number else min(step.up_to, len(options))
        return ask(
            state,
            DecisionKind.TARGET,
            controller,
            f"choose up to {most} targets {to_do(step)}{own_only}",
            options,
            task,
            (*why("target.choose"), *in_play),
            0,
            most,
        )
    if all(
        o.id in state.objects
        and o.id not in step.tough_paid
        and tough_cost(state, controller, o.id) > 0
        for o in options
    ):
        # 7.4.7.d: never forced to pay a Tough cost, even if every suitable target has Tough:
        # choosing none is allowed, and then the step has no target and does nothing.
        return ask(
            state,
            DecisionKind.TARGET,
            controller,
            f"choose a target {to_do(step)}, or none — every suitable target has Tough, "
            f"and no one is forced to pay a Tough cost{own_only}",
            options,
            task,
            (*why("target.choose"), *in_play, *why("tough.never_forced")),
            0,
            1,
        )
    if step.kind is ActionKind.SABOTAGE:
        # 7.3.35.a: Sabotage discards *up to one* target card in a Reserve — choosing none
        # is always allowed, even when the only card is the player's own (its Remark).
        return ask(
            state,
            DecisionKind.TARGET,
            controller,
            f"choose up to one target card {to_do(step)}, or none{own_only}",
            options,
            task,
            (*why("target.choose"), *in_play, *why("may.sabotage")),
            0,
            1,
        )
    # The player a count targets beside the step's own target (6.5.b): say what for.
    counted = " (the player whose cards it counts)" if _counts_player(step) else ""
    if step.count_target and step.per is not None:  # gz: the count's own target (6.5.b)
        counted = f" (the object it counts on: “for each {step.per.text}”)"
    # "Hand Cost {X} or less, where X is …": what X came to (7.5.5.a-b, 7.4.4.b)
    bound, bound_rules = found_max_note(state, step.filter, controller)
    # "Hand Cost {X}+{2} or less, where X is my number of Arcane counters": X and the bound
    # it makes, and why there are none (a Spell played from Hand, 2.5.b)
    mine, mine_points = my_counters_note(state, step.filter, step.me)
    bound_rules = (*bound_rules, *(r for p in mine_points for r in why(p)))
    counted = f"{counted}{bound}{f' — {mine}' if mine else ''}{own_only}"
    in_play = (*in_play, *(r for r in bound_rules if r not in in_play))
    # a target of a mandatory step the player would rather not choose: no "you may" (6.5.a)
    must, must_rules = mandatory_note(state, step, controller, tuple(o.id for o in options), 1)
    counted = f"{counted}{must}"
    in_play = (*in_play, *(r for r in must_rules if r not in in_play))
    # 7.4.7.c, 7.4.7.e: an option that costs more to target, said and cited where the
    # choice to pay is made — whether or not it is the one chosen
    costly, costly_rules = _tough_offered_note(state, step, controller, options)
    counted = f"{counted}{costly}"
    in_play = (*in_play, *(r for r in costly_rules if r not in in_play))
    return ask(
        state,
        DecisionKind.TARGET,
        controller,
        f"choose a target {to_do(step)}{counted}",
        options,
        task,
        (*why("target.choose"), *in_play),
    )


def _tough_offered_note(
    state: GameState, step: Step, controller: str, options: Sequence[Option]
) -> tuple[str, tuple[str, ...]]:
    """ " — Fern Sprout costs 1 more to target (Tough 1; Thorn Garden's passive ability
    gives it Tough: …)" for each offered object whose Tough its chooser must pay to target
    it (7.4.7.c), the choice to pay being made with the target (7.4.7.e); not for one this
    effect already paid for (7.4.7.f). ``("", ())`` when no option costs more."""
    costly = [
        o.id
        for o in options
        if o.id in state.objects
        and o.id not in step.tough_paid
        and tough_cost(state, controller, o.id) > 0
    ]
    if not costly:
        return "", ()
    notes: list[str] = []
    rules: list[str] = [*why("tough.decided"), *why("tough.targeted")]
    for oid in costly:
        cost = tough_cost(state, controller, oid)
        given, given_rules = keyword_sources_note(state, [oid], Keyword.TOUGH)
        notes.append(f"{state.name(oid)} costs {cost} more to target (its Tough {cost}){given}")
        rules.extend(given_rules)
    return f" — {'; '.join(notes)}", tuple(dict.fromkeys(rules))


def _withheld(state: GameState, step: Step, controller: str) -> tuple[str, tuple[str, ...]]:
    """What a target decision does not offer because a rule forbids it, in a judge's
    words, and the rules that forbid it: an object whose Tough cost its controller
    cannot pay (7.4.7.c; an impossible cost, 1.2.5.c); one a passive ability says can't be
    targeted (1.4.1.a, 6.5.b)."""
    tough = tough_out_of_reach(state, step)
    parts: list[str] = []
    rules = why("tough.out_of_reach") if tough else ()
    for o in tough:
        # a Tough under "if my Expedition is behind": where the Expeditions stand (7.5.2)
        standing, standing_rules = tough_standing_note(state, (o,), controller)
        parts.append(
            f"{state.name(o)} is not offered: {controller} cannot pay its "
            f"Tough {tough_cost(state, controller, o)}{standing}"
        )
        rules = (*rules, *standing_rules)
    cant = cant_left_out(state, step)
    for o, _ in cant:
        # 1.4.1.a: the ability that forbids it, with who "you" is in it (7.2.3.a)
        by, by_rules = forbidding_note(state, target_forbidden_by(state, step, o))
        parts.append(f"{state.name(o)} is not offered: it can't be targeted{by}")
        rules = (*rules, *by_rules)
    if cant:
        rules = (*rules, *dict.fromkeys(r for _, r in cant), *why("target.cant_be_targeted"))
    if not parts:
        return "", ()
    return f" — {'; '.join(parts)}", tuple(dict.fromkeys(rules))


def _ask_several_targets(
    state: GameState,
    task: Task,
    step: Step,
    controller: str,
    options: tuple[Option, ...],
    in_play: tuple[str, ...],
    withheld: str = "",
) -> Result:
    """ "Two target Characters gain 1 boost": before the step, the controller chooses a
    suitable object for each target, all at once, each object at most once in this step;
    a target with no suitable object left has none, and its part does nothing (6.5.b)."""
    n = min(step.targets, len(options))
    prompt = f"choose {n} different targets {to_do(step)}" if n > 1 else ""
    if n < step.targets:
        missing = step.targets - n
        prompt = (
            f"choose {'a target' if n == 1 else f'{n} different targets'} {to_do(step)} — "
            f"{step.targets} targets but only {n} suitable, and an object is chosen only once "
            f"in a step: {'one target has' if missing == 1 else f'{missing} targets have'} "
            "none, and that part does nothing"
        )
    if withheld:
        prompt = f"{prompt or f'choose a target {to_do(step)}'}{withheld}"
    return ask(
        state,
        DecisionKind.TARGET,
        controller,
        prompt,
        options,
        task,
        (*why("target.several"), *in_play),
        n,
        n,
    )


@on_answer(DecisionKind.TARGET)
def _target_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    assert decision.resume.step is not None
    if asks_condition_target(decision.resume.step):
        # the opponent the step's condition names, asked before its own targets (6.5.b)
        return condition_target_chosen(state, decision, choice)
    step = with_target(decision.resume.step, choice)
    step = in_target_characters_expedition(state, decision.resume.step, step, choice)  # hc
    if step.kind is ActionKind.SABOTAGE:
        # 7.3.35.a: choosing the card, or none, is the "up to one": nothing more to decide.
        step = replace(step, optional=False)
    if not choice:
        # "Up to N targets" with none chosen: the step has no object to act on (6.5.b);
        # the reason is carried to its line that does nothing (engine/steps/why_none.py).
        if step.kind is ActionKind.SABOTAGE:
            none = why("may.sabotage")
            state = push(state, replace(decision.resume, step=carry_none(step, none)))
            return state, TraceEntry(
                f"{decision.player} chooses no card: Sabotage discards up to one, so none is "
                "discarded",
                none,
            )
        declined = [
            o.id
            for o in decision.options
            if o.id in state.objects
            and o.id not in step.tough_paid
            and tough_cost(state, decision.player, o.id)
        ]
        # 7.4.7.d: a Tough object was offered at its cost and the player declined to pay
        # it — said with the rule, as a cost declined.
        none = (*why("target.chosen"), *(why("tough.declined") if declined else ()))
        state = push(state, replace(decision.resume, step=carry_none(step, none)))
        if declined:
            return state, TraceEntry(
                f"{decision.player} chooses no target: {decision.player} declines to pay the "
                f"Tough cost of {_names(state, declined)} (never forced)",
                none,
            )
        return state, TraceEntry(f"{decision.player} chooses no target", none)
    if choice[0] in state.objects:
        step = replace(step, chosen=(*step.chosen, *choice))
    label = " and ".join(
        _whose_label(state, c, o.label) for c in choice for o in decision.options if o.id == c
    )
    tough = [c for c in choice if c in state.objects and c not in step.tough_paid]
    cost = sum(tough_cost(state, decision.player, c) for c in tough)
    if cost:
        # 7.4.7.c, 7.4.7.e: the Tough cost is paid with the choice of target, once per
        # effect (7.4.7.f).
        step = replace(step, tough_paid=(*step.tough_paid, *tough))
        state = _tough_paid_for_the_effect(state, step)
        orbs = payable_orbs(state, decision.player)[:cost]  # 1.2.5.e, 1.4.1.a
        # a Tough not printed: the passive ability (or Emblem-Ongoing) giving it (2.3.1.d)
        given, given_rules = keyword_sources_note(state, tough, Keyword.TOUGH)
        pay = Step(
            ActionKind.EXHAUST,
            controller=decision.player,
            objects=orbs,
            is_cost=True,
            label=f"{decision.player} pays Tough {cost} for {_names(state, tough)}"
            + _free_note(state, step)
            + given,
            rules=(
                *why("tough.pay"),
                *(why("tough.for_free") if _free_note(state, step) else ()),
                *given_rules,
            ),
        )
        state = push(state, Task(TaskKind.STEP, step=pay), replace(decision.resume, step=step))
        # a Tough under "if my Expedition is behind": where the Expeditions stand (7.5.2)
        standing, standing_rules = tough_standing_note(state, tough, decision.player)
        return state, TraceEntry(
            f"{decision.player} targets {label}{standing}",
            (*why("tough.decided"), *why("tough.targeted"), *standing_rules),
        )
    state = push(state, replace(decision.resume, step=step))
    paid = [c for c in choice if c in step.tough_paid and tough_cost(state, decision.player, c)]
    if paid:
        # 7.4.7.f: a Tough object this effect already paid for is chosen again for free.
        names = ", ".join(state.name(c) for c in paid)
        return state, TraceEntry(
            f"{decision.player} targets {label}: Tough already paid for {names} by this effect",
            (*why("target.chosen"), *why("tough.once_per_effect")),
        )
    own = [c for c in choice if c in state.objects and own_tough(state, decision.player, c)]
    if own:
        # 7.4.7.c: Tough taxes only the opponents of the object's controller.
        names = ", ".join(state.name(c) for c in own)
        return state, TraceEntry(
            f"{decision.player} targets {label}: no Tough cost, {decision.player} controls {names}",
            (*why("target.chosen"), *why("tough.own")),
        )
    idle = [c for c in choice if c in state.objects and idle_tough(state, c)]
    if idle:
        # 1.2.4.d: Tough is an ability of the card; outside play it does not work, so an
        # opponent targets the card in a Reserve for nothing more (7.4.7.c).
        names = ", ".join(state.name(c) for c in idle)
        where = " and ".join(dict.fromkeys(zone_words(state.objects[c].zone) for c in idle))
        return state, TraceEntry(
            f"{decision.player} targets {label}: no Tough cost, {names} is in {where}, "
            "where its Tough does not work",
            (*why("target.chosen"), *why("tough.outside_play")),
        )
    reach = [(c, uncontrolled_tough_grants(state, c)) for c in choice if c in state.objects]
    reach = [(c, g) for c, g in reach if g and state.objects[c].owner != decision.player]
    if reach:
        # 7.5.5.b: a card in a Reserve is in a zone no player controls (7.5.5.a): it is no
        # "Character you control", so a Tough given to those does not reach it (7.4.7.c); nor
        # does any passive ability changing characteristics reach it out of play (2.3.1.b).
        said = "; ".join(
            f"{state.name(c)} is in {zone_words(state.objects[c].zone)}, a zone no player "
            f"controls, so it is not a Character {state.objects[c].owner} controls and "
            f"{' and '.join(grants)} does not give it Tough (a passive ability changing "
            "characteristics affects only objects in play)"
            for c, grants in reach
        )
        return state, TraceEntry(
            f"{decision.player} targets {label}: no Tough cost — {said}",
            (*why("target.chosen"), *why("tough.not_controlled")),
        )
    theirs = [c for c in choice if c in state.objects and not own_tough(state, decision.player, c)]
    theirs = [c for c in theirs if state.objects[c].controller != decision.player]
    idle_note = idle_keywords_note(state, theirs, Keyword.TOUGH, "no cost to target it")
    if idle_note is not None:
        # 7.3.19.b: an ignored Tough exists but has no effect — nothing more to pay (7.4.7.c)
        said, rules = idle_note
        return state, TraceEntry(
            f"{decision.player} targets {label}: {said}",
            (*why("target.chosen"), *rules, *why("tough.idle")),
        )
    # the value its description compared: "Hand Cost 0 (a token's)" (2.2.7.c, 2.2.7.b …)
    values, value_rules = chosen_values(state, step.filter, choice)
    # a Tough whose standing condition does not hold: no Tough cost, said why (7.5.2, 7.4.7.c)
    standing, standing_rules = tough_standing_note(state, choice, decision.player)
    return state, TraceEntry(
        f"{decision.player} targets {label}{values}{standing}",
        (*why("target.chosen"), *value_rules, *standing_rules),
    )


_WITHIN_AN_EFFECT = frozenset(
    {
        TaskKind.STEP,
        TaskKind.ACTIVATE_REACTIONS,
        TaskKind.PLAY_IN_EFFECT,
        TaskKind.AFTER_PLAY_IN_EFFECT,
    }
)


def _tough_paid_for_the_effect(state: GameState, step: Step) -> GameState:
    """7.4.7.f: the Tough cost is paid once per effect — the later steps of the same effect
    (same source, "I" and controller, queued before the effect ends) know it is paid."""
    agenda = list(state.agenda)
    for i, task in enumerate(agenda):
        if task.kind not in _WITHIN_AN_EFFECT:
            break
        later = task.step
        if (
            task.kind != TaskKind.STEP
            or later is None
            or (later.source, later.me, later.controller) != (step.source, step.me, step.controller)
        ):
            continue
        paid = tuple(dict.fromkeys((*later.tough_paid, *step.tough_paid)))
        agenda[i] = replace(task, step=replace(later, tough_paid=paid))
    return evolve(state, agenda=tuple(agenda))


def _counts_player(step: Step) -> bool:
    """Whether the target now asked is the player whose cards the step counts."""
    return (
        step.target in (Subject.TARGET_PLAYER, Subject.TARGET_OPPONENT)
        and step.per is not None
        and step.kind not in (ActionKind.DRAW, ActionKind.RESUPPLY)
    )


def _free_note(state: GameState, step: Step) -> str:
    """Why Tough is paid though the Spell making the choice was played for free: Tough is
    paid to choose the target, not to play the card (7.4.7.f Remark, 7.3.26.a)."""
    source = state.objects.get(step.me) if step.me is not None else None  # "I" (7.2.1)
    if source is None or not source.played_free:
        return ""
    return (
        f" ({state.name(source.id)} was played for free, but Tough is not a cost of playing"
        " it, so it is still paid)"
    )


def _names(state: GameState, objects: list[str] | tuple[str, ...]) -> str:
    """The objects' names, joined for a trace line."""
    return " and ".join(state.name(o) for o in objects)


def _whose_label(state: GameState, chosen: str, label: str) -> str:
    """The target chosen as the line names it: with whose object it is where its name is not
    unique on the board ("p1 targets p2's Twin", issue 31) — the option's label otherwise."""
    if chosen in state.objects and label == state.name(chosen):
        return state.whose_name(chosen)
    return label
