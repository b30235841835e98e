"""Why an object is not a legal answer to a target: the rule that makes it
unsuitable, said where the answer is refused (6.5.b, 6.1.g).

A judge asked "why can't I target it?" wants the rule that excludes *that* object, not only
the rule that a suitable one must be chosen (6.5.b): "a [type]" means an object in play of
that type unless a zone is named (2.2.1.h) — when one is, the rule of that zone decides
(:mod:`engine.steps.named_zones`); the filter's words — a status (2.4.5.a,
2.4.6.b, …), who controls it (7.5.5.b, 7.2.3.a), a Hand or Reserve Cost (2.2.7.a,
2.2.8.a), a statistic (2.2.11.b), boosts (2.5.1.a), a sub-type (2.2.2.n), a terrain
(7.5.8.c); a "can't" (1.4.1.a); a Tough cost its controller cannot pay (7.4.7.c); one
sacrifices only what one controls (7.3.36.a). Each filter word is tried on its own: the
words without which the object would pass are the ones that exclude it.
"""

from __future__ import annotations

from engine.reading.excluding_words import excluding_words
from engine.reading.filters import matches
from engine.state import zones as z
from engine.state.conditions import ObjectFilter
from engine.state.decisions import Decision, DecisionKind
from engine.state.enums import IN_PLAY_ZONES
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import zone_words
from engine.state.steps import Step
from engine.state.subjects import Subject
from engine.steps.named_zones import refused_for_its_zone
from engine.steps.subject_targets import (
    cant_left_out,
    not_theirs_to_sacrifice,
    target_forbidden_by,
    target_options,
    tough_out_of_reach,
)
from engine.why.forbidding_words import forbidding_note
from engine.why.found_max import found_max_note
from engine.why.table import why


def refused_answer(
    state: GameState, decision: Decision, chosen: str
) -> tuple[str, tuple[str, ...]]:
    """``(why, rules)`` for an answer ``chosen`` that is not among the options of a target
    decision — the words say what excludes that object and the rules are the
    one that decides it beside the general rule of targets (6.5.b); ``("", ())`` when the
    decision is of another kind or nothing more specific can be said."""
    step = decision.resume.step
    if step is None or step.target is None or chosen not in state.objects:
        return "", ()
    if decision.kind != DecisionKind.TARGET:  # a choice that is no target: its own words
        return "", ()
    if _left_out_by_rule(state, step, chosen):
        return _by_rule(state, step, chosen)
    unfiltered = {oid for oid, _ in target_options(state, replace(step, filter=None))}
    unfiltered |= set(cant_left_out_ids(state, step, filtered=False))
    if chosen not in unfiltered and _refused_for_control(state, step, chosen):
        controller = step.controller or state.first_player
        holder = state.objects[chosen].controller
        return (
            f"{holder} controls it: “you” in “{_subject_words(step)}” is {controller}, the "
            "effect's controller",
            (*why("refused.target.controller"), *why("target.choose")[:1]),
        )
    if chosen not in unfiltered:
        # 2.2.1.h: "a [type]" is an object in play of that type, unless a zone is named.
        o = state.objects[chosen]
        if step.target not in _SUBJECT_WORDS:  # "target card in your Reserve": a zone named
            return refused_for_its_zone(state, step, chosen)
        if z.kind_of(o.zone) in IN_PLAY_ZONES:
            what = f"it is a {state.type_of(chosen).value}"
        else:
            what = f"it is in {zone_words(o.zone)}"
        return (
            f"{what}: “{_subject_words(step)}” means an object in play of that type unless "
            "the text names another zone",
            (*why("target.in_play"), *why("target.choose")[:1]),
        )
    wanted = step.filter
    if wanted is None:
        return "", ()
    found = _deciding_points(state, step, wanted, chosen)
    if not found:
        return "", ()
    said = "; ".join(dict.fromkeys(words for _, words in found))
    rules = tuple(dict.fromkeys(r for p, _ in found for r in why(p)))
    # "Hand Cost {X} or less, where X is …": what X came to and from what, a token's 0
    # (7.5.5.a-b, 2.2.7.c) — the bound it was compared with, not only its own value
    bound, bound_rules = _bound_refusing(state, step, wanted, chosen)
    said += bound
    rules = tuple(dict.fromkeys((*rules, *bound_rules)))
    return (
        f"not a suitable target for “{_subject_words(step)}”: {said}",
        (*rules, *why("target.choose")[:1]),
    )


def _bound_refusing(
    state: GameState, step: Step, wanted: ObjectFilter, chosen: str
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` of a "where X is …" bound that excludes ``chosen`` (the object
    passes without it): " — the highest Hand Cost among the Characters p1 controls is 0
    (Ordis Recruit: a token, Hand Cost 0)"; ``("", ())`` otherwise."""
    if not wanted.hand_cost_max_from:
        return "", ()
    controller = step.controller or state.first_player
    loosened = replace(wanted, hand_cost_max_from="")
    if not matches(state, chosen, loosened, controller, step.me, step.me_card):
        return "", ()
    return found_max_note(state, wanted, controller)


_WITHOUT_CONTROL: dict[Subject, Subject] = {
    Subject.TARGET_PERMANENT_YOU_CONTROL: Subject.TARGET_PERMANENT,
}
"""Target subjects whose words name who controls the object ("target Permanent you
control"), and the same subject without those words."""


def _refused_for_control(state: GameState, step: Step, chosen: str) -> bool:
    """Whether ``chosen`` is left out only by the control words of ``step``'s subject: it
    is a suitable target once "you control" is taken away — a player controls the objects
    in the zones they control (7.5.5.b), "you" being the effect's controller (7.2.3.a)."""
    wider = _WITHOUT_CONTROL.get(step.target) if step.target is not None else None
    if wider is None:
        return False
    loosened = replace(step, filter=None, target=wider)
    return chosen in {oid for oid, _ in target_options(state, loosened)}


def cant_left_out_ids(state: GameState, step: Step, *, filtered: bool) -> tuple[str, ...]:
    """The objects a "can't be targeted" leaves out of ``step``'s targets (1.4.1.a), with
    its filter (``filtered``) or without it."""
    probe = step if filtered else replace(step, filter=None)
    return tuple(oid for oid, _ in cant_left_out(state, probe))


def _left_out_by_rule(state: GameState, step: Step, chosen: str) -> bool:
    return (
        chosen in cant_left_out_ids(state, step, filtered=True)
        or chosen in tough_out_of_reach(state, step)
        or chosen in not_theirs_to_sacrifice(state, step)
    )


def _by_rule(state: GameState, step: Step, chosen: str) -> tuple[str, tuple[str, ...]]:
    """An object that matches the words but that a rule keeps out: a "can't" (1.4.1.a),
    a Tough cost its controller cannot pay (7.4.7.c), another player's object to
    sacrifice (7.3.36.a)."""
    controller = step.controller or state.first_player
    if chosen in cant_left_out_ids(state, step, filtered=True):
        # 1.4.1.a: the ability that forbids it, with who "you" is in it (7.2.3.a)
        by, by_rules = forbidding_note(state, target_forbidden_by(state, step, chosen))
        return f"it can't be targeted{by}", (*why("target.cant_be_targeted")[::-1], *by_rules)
    if chosen in tough_out_of_reach(state, step):
        return f"{controller} cannot pay its Tough cost", why("tough.out_of_reach")
    return (
        f"{controller} does not control it, and one sacrifices only an object in play one controls",
        why("target.sacrifice_own"),
    )


def _deciding_points(
    state: GameState, step: Step, wanted: ObjectFilter, chosen: str
) -> list[tuple[str, str]]:
    """``(decision point, words)`` for the filter words without which ``chosen`` would
    pass (:func:`engine.reading.excluding_words.excluding_words`)."""
    controller = step.controller or state.first_player
    return excluding_words(state, chosen, wanted, controller, step.me, step.me_card)


_SUBJECT_WORDS: dict[Subject, str] = {
    Subject.TARGET_CHARACTER: "target Character",
    Subject.TARGET_PERMANENT: "target Permanent",
    Subject.TARGET_CHARACTER_OR_PERMANENT: "target Character or Permanent",
    Subject.TARGET_PERMANENT_YOU_CONTROL: "target Permanent you control",
    Subject.TARGET_CHARACTER_IN_MY_EXPEDITION: "target Character in my Expedition",
}


def _subject_words(step: Step) -> str:
    """The target as the card says it ("target Boosted Character" when the filter kept
    its words), or the kind of target in a judge's words."""
    if step.filter is not None and step.filter.text:
        return step.filter.text
    if step.target is not None and step.target in _SUBJECT_WORDS:
        return _SUBJECT_WORDS[step.target]
    return "its target"
