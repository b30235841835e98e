"""Options a "can't" makes impossible are not offered (6.1.g): "If one of the options is
impossible, it cannot be chosen" — for every kind of decision of a step:

* a "you may" step every atomic action of which a rule or passive ability says cannot be
  done (1.4.1.a) is not offered: "You may have your Expedition move forward" under
  "Expeditions can't move forward" (:func:`cant_reason`);
* a step the players do and decide themselves ("each player may draw") is not one a
  "can't" of these kinds reaches: those act on Expeditions and objects, not players;
* an object to choose ("A Character you control gains 2 boosts") that a "can't" keeps from
  what the step would do to it is not among the options (:func:`cant_choices`);
* a mode every step of which a "can't" makes impossible ("Choose one: • Your hero
  Expedition moves forward. • Draw a card.") is not offered
  (:func:`engine.steps.modal_steps.modal_step`); with none left, nothing happens.

Only a "can't" makes an option impossible here. A choice that would merely change nothing
(gaining a status already had, exhausting an exhausted object) is still offered: it is not
impossible for that reason alone (6.1.g Remark, Beauty Sleep).
"""

from __future__ import annotations

from engine.pipeline.atomic import propose
from engine.pipeline.forbidding import Forbidding, cant_by_each
from engine.pipeline.gains import COUNTER_CHANGES, STATUS_CHANGES
from engine.pipeline.possible import impossible_reason
from engine.pipeline.step_modifiers import apply_step_modifiers
from engine.state.actions import ActionKind
from engine.state.cards import Ability
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.state.subjects import GROUP_SUBJECTS
from engine.steps.subject_choices import group_objects
from engine.why.table import rule_of

_CANT_POINTS = (
    "impossible.forward_cant",
    "impossible.forward_defender",
    "impossible.forward_only_due_to",
    "impossible.forward_arena",
    "impossible.backwards_arena",
    "impossible.cant_gain_counters",
    "impossible.passive_cant",
    "impossible.zone_move_cant",
)
"""The impossibilities a "can't" (a rule or a passive ability, 1.4.1.a) makes."""

_KINDS = (
    COUNTER_CHANGES
    | STATUS_CHANGES
    | {
        ActionKind.SACRIFICE,
        ActionKind.DISCARD,
        ActionKind.SABOTAGE,  # a discard (7.3.35.a)
        ActionKind.MOVE_FORWARD,
        ActionKind.MOVE_BACKWARDS,
        ActionKind.PUT,  # "Cards can't go from a Discard pile to a Reserve" (1.4.1.a)
        ActionKind.SEND,
        ActionKind.RETURN,
    }
) - {ActionKind.EXCHANGE_BOOSTS}
"""The steps such a "can't" applies to: any that changes an object's counters or statuses
(:mod:`engine.pipeline.gains`), the moves a passive ability may forbid ("I can't be
sacrificed or discarded", "Cards can't go from a Discard pile to a Reserve" for a put, a
send or a return), and an Expedition's moves ("Expeditions can't move forward").
An exchange of boosts acts on two Characters at once (7.3.11.a): one alone is no option."""


def _alone(state: GameState, step: Step) -> Step:
    """The step as it acts on its objects: "have [it] do" is the object doing it (7.3.18.a),
    a group found as the step would happen."""
    if step.kind is ActionKind.HAVE_DO and step.does is not None:
        step = replace(step, kind=step.does, does=None)
    if step.subject in GROUP_SUBJECTS and not step.choosers and not step.objects:
        step = replace(step, objects=group_objects(state, step), subject=None)
    return step


_ZONE_MOVES = frozenset({ActionKind.PUT, ActionKind.SEND, ActionKind.RETURN})


def _destined(step: Step) -> bool:
    """Whether ``step``'s destination is known before its choice: a put, send or return
    "in an Expedition" whose Expedition is chosen with the card (7.3.27.a) is judged by the
    atomic action once that is decided, not here."""
    if step.kind not in _ZONE_MOVES:
        return True
    if step.to_zone is None:
        return False
    return step.to_zone is not ZoneKind.EXPEDITION or step.to_sub is not None


def option_forbidden_by(state: GameState, step: Step, option: str) -> Forbidding:
    """The passive abilities (each bearer, itself) whose "can't" makes ``option`` no option
    of ``step``'s choice (1.4.1.a, 6.1.g) — each one the line that leaves it out names;
    ``()`` when a rule's "can't" does, not an ability."""
    alone = replace(step, objects=(option,), cards=(), subject=None, choosers=())
    return step_forbidden_by(state, alone)


def step_forbidden_by(state: GameState, step: Step) -> Forbidding:
    """The passive abilities (each bearer, itself) whose "can't" makes an atomic action of
    ``step`` impossible (1.4.1.a) — each named where a "you may" or a mode they make
    impossible is not offered (6.1.g); ``()`` when none does."""
    found: dict[tuple[str, str], tuple[str, Ability]] = {}
    for action in propose(state, apply_step_modifiers(state, _alone(state, step))):
        reason = impossible_reason(state, action)
        if reason is not None:
            for src, ab in cant_by_each(state, action, reason)[1]:
                found.setdefault((src, ab.text), (src, ab))
    return tuple(found.values())


def cant_reason(state: GameState, step: Step) -> str | None:
    """The rule of the "can't" that makes every atomic action of ``step`` impossible, or
    ``None`` when some of it can be done (or nothing stops it but a change of nothing)."""
    if step.kind is ActionKind.HAVE_DO and step.does is not None:
        # "You may have each Character you control gain 2 boosts": having an object do
        # something is the object doing it (7.3.18.a) — the same "can't" reaches it.
        step = replace(step, kind=step.does, does=None)
    if step.kind not in _KINDS or not _destined(step):
        return None
    if step.subject in GROUP_SUBJECTS and not step.choosers and not step.objects:
        # "Each Character you control gains 2 boosts": the group is found as the step
        # would happen; each of its objects a "can't" reaches makes the step impossible.
        found = group_objects(state, step)
        if not found:
            return None  # nothing to act on is no "can't" (6.5.h)
        step = replace(step, objects=found, subject=None)
    actions = propose(state, apply_step_modifiers(state, step))
    if not actions:
        return None
    cant = {rule_of(point) for point in _CANT_POINTS}
    reasons = [impossible_reason(state, action) for action in actions]
    if all(r is not None and r in cant for r in reasons):
        return reasons[0]
    return None


def cant_choices(
    state: GameState, step: Step, options: tuple[str, ...]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The ``options`` of the step's choice that a "can't" does not make impossible, and
    the rules of the "can't" that left any out (empty when none was): an option whose
    every atomic action the step would do to it is impossible cannot be chosen (6.1.g)."""
    if step.kind not in _KINDS or not options:
        return options, ()
    kept: list[str] = []
    reasons: list[str] = []
    for option in options:
        alone = replace(step, objects=(option,), cards=(), subject=None, choosers=())
        reason = cant_reason(state, alone)
        if reason is None:
            kept.append(option)
        else:
            reasons.append(reason)
    return tuple(kept), tuple(dict.fromkeys(reasons))
