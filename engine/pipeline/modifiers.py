"""Modifiers (6.2): rules and passive abilities that change atomic actions before they
happen.

Order (6.2.g): replacing modifiers of a whole step, then replacing modifiers of atomic
actions, then additive modifiers. A modifier applies at most once to an atomic action
(6.2.k); after each application the remaining modifiers are checked again (6.2.i).
Impossible atomic actions are never modified (1.4.1.d): callers drop them first.

Built in, as replacing modifiers of atomic actions:

* ``rule:2.4.7.d`` — a Fleeting Character or Expedition Permanent that would go from the
  Expedition zone to Reserve is discarded instead;
* ``rule:2.1.e`` — a token that would leave the Expedition zone for another zone ceases
  to exist instead (applied last: wherever it was going, it does not arrive).

Passive modifiers come from :class:`~engine.state.cards.ModifierSpec` abilities of
objects (and Emblem-Ongoings) whose abilities work, in timestamp order. An optional
replacing modifier applies only if its controller said so before the step (6.2.d); one
declined with an alternative adds its steps right after the current step (6.2.e). A
modifier of attempts applies to the impossible atomic action an effect attempts (7.5.3.a).
Not yet modelled: whole-step replacing modifiers (the hook :data:`STEP_MODIFIERS` is
empty), and letting the step's controller choose the order among several applicable
modifiers (6.2.h) — the engine uses the fixed order above.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.citations import cite
from engine.pipeline import lineage
from engine.pipeline.atomic import impossible_reason, propose
from engine.pipeline.keywords import MOVING_ACTIONS, ActionKind
from engine.pipeline.passives import working_abilities
from engine.pipeline.steps import AtomicAction, Step
from engine.state import zones as z
from engine.state.cards import AbilityKind, EffectStep, ModifierSpec
from engine.state.enums import CardType, PermanentZone, Status, ZoneKind
from engine.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class ActiveModifier:
    """A modifier that currently exists: its spec, where it comes from, who controls it."""

    id: str
    spec: ModifierSpec
    source: str
    controller: str


StepModifier = Callable[[GameState, Step], Step | None]
"""A whole-step replacing modifier: returns the replaced step, or ``None`` if it does
not apply."""

STEP_MODIFIERS: tuple[tuple[str, StepModifier], ...] = ()
"""Extension point for whole-step replacing modifiers (6.2.g, first class)."""


@lineage.per_objects
def active_modifiers(state: GameState) -> tuple[ActiveModifier, ...]:
    """Passive modifier abilities that work now, by timestamp (they must exist before the
    step they modify, 6.2.l)."""
    found: list[ActiveModifier] = []
    for oid, index, ab in working_abilities(state):
        if ab.kind is AbilityKind.PASSIVE and ab.modifier is not None:
            card_id = state.objects[oid].card_id or oid
            found.append(
                ActiveModifier(
                    f"{card_id}:{index}", ab.modifier, oid, state.objects[oid].controller
                )
            )
    return tuple(found)


def apply_attempt_modifiers(
    state: GameState, actions: tuple[AtomicAction, ...], notes: list[str]
) -> tuple[AtomicAction, ...]:
    """7.5.3.a: an object "attempts to" do what an effect says it should do but a rule or
    an effect makes impossible. Modifiers written "would attempt to" apply to those
    impossible atomic actions (other modifiers never do, 1.4.1.d)."""
    mods = [m for m in active_modifiers(state) if m.spec.attempt]
    if not mods or all(impossible_reason(state, a) is None for a in actions):
        return actions
    out: list[AtomicAction] = []
    for a in actions:
        if impossible_reason(state, a) is not None:
            for m in mods:
                if m.id in a.modifiers or not _attempt_matches(state, m, a):
                    continue
                a = _replace_attempt(state, m, a)
                notes.append(f"{state.name(m.source)} replaces the attempt: {m.spec.text}")
                break
        out.append(a)
    return tuple(out)


def _attempt_matches(state: GameState, m: ActiveModifier, a: AtomicAction) -> bool:
    if m.spec.action is not a.kind:
        return False
    if m.spec.scope == "any":
        return True
    if a.expedition is not None:
        owner = a.expedition.split(":")[0]
        return m.spec.scope == "mine" and owner == m.controller
    if a.object_id is not None and a.object_id in state.objects:
        if m.spec.scope == "self":
            return a.object_id == m.source
        return state.objects[a.object_id].controller == m.controller
    return False


def _replace_attempt(state: GameState, m: ActiveModifier, a: AtomicAction) -> AtomicAction:
    spec = m.spec
    assert spec.replace_action is not None
    rules = (*a.rules, *cite("7.5.3.a", "6.2.b"))
    step = Step(spec.replace_action, controller=m.controller, players=(m.controller,))
    (new,) = propose(state, step)
    return replace(new, modifiers=(*a.modifiers, m.id), rules=rules)


def _fleeting_to_discard(state: GameState, a: AtomicAction) -> AtomicAction | None:
    if a.kind not in MOVING_ACTIONS or a.object_id is None or a.to_zone is None:
        return None
    o = state.objects[a.object_id]
    if z.kind_of(o.zone) is not ZoneKind.EXPEDITION or z.kind_of(a.to_zone) is not ZoneKind.RESERVE:
        return None
    if Status.FLEETING not in o.statuses:
        return None
    card = state.card(o.id)
    assert card is not None
    expedition_permanent = (
        card.type is CardType.PERMANENT and card.permanent_zone is PermanentZone.EXPEDITION
    )
    if card.type is not CardType.CHARACTER and not expedition_permanent:
        return None
    return replace(a, to_zone=z.personal(ZoneKind.DISCARD, o.owner))


def _token_ceases(state: GameState, a: AtomicAction) -> AtomicAction | None:
    if a.kind not in MOVING_ACTIONS or a.object_id is None or a.to_zone is None:
        return None
    o = state.objects[a.object_id]
    card = state.card(o.id)
    if card is None or not card.is_token:
        return None
    if z.kind_of(o.zone) is not ZoneKind.EXPEDITION or z.kind_of(a.to_zone) is ZoneKind.EXPEDITION:
        return None
    return replace(a, ceases=True)


def _spec_matches(state: GameState, m: ActiveModifier, a: AtomicAction) -> bool:
    spec = m.spec
    if spec.attempt:
        return False  # applies to impossible atomic actions only (7.5.3.a)
    if spec.action is ActionKind.MOVE:
        if a.kind not in MOVING_ACTIONS:
            return False
    elif spec.action is not a.kind:
        return False
    if spec.to_zone is not None and (a.to_zone is None or z.kind_of(a.to_zone) is not spec.to_zone):
        return False
    if spec.from_zone is not None:
        # "If I would leave the <zone>": from that zone, to another one.
        if a.object_id is None or a.object_id not in state.objects:
            return False
        if z.kind_of(state.objects[a.object_id].zone) is not spec.from_zone:
            return False
        if a.to_zone is not None and z.kind_of(a.to_zone) is spec.from_zone:
            return False
    if a.object_id is None:
        return spec.scope == "any"
    if spec.scope == "self":
        return a.object_id == m.source
    if spec.scope == "mine":
        return state.objects[a.object_id].controller == m.controller
    return spec.scope == "any"


def _apply_spec(state: GameState, m: ActiveModifier, a: AtomicAction) -> AtomicAction:
    spec = m.spec
    if spec.replace_to_zone is not None and a.object_id is not None:
        owner = state.objects[a.object_id].owner
        a = replace(a, to_zone=z.personal(spec.replace_to_zone, owner))
    if spec.replace_action is not None:
        a = replace(a, kind=spec.replace_action)
    return a


def modifier_key(m: ActiveModifier, a: AtomicAction) -> str:
    """Names one optional modifier about to apply to one atomic action (6.2.d)."""
    return f"{m.id}@{a.object_id or a.player or a.expedition}"


def pending_optional(
    state: GameState, step: Step, actions: tuple[AtomicAction, ...]
) -> tuple[ActiveModifier, AtomicAction] | None:
    """An optional replacing modifier about to apply whose controller has not yet said
    whether it should (6.2.d)."""
    optional = [m for m in active_modifiers(state) if m.spec.replacing and m.spec.optional]
    if not optional:
        return None
    for a in actions:
        for m in optional:
            if not _spec_matches(state, m, a):
                continue
            key = modifier_key(m, a)
            if (
                f"yes:{key}" not in step.modifier_answers
                and f"no:{key}" not in step.modifier_answers
            ):
                return m, a
    return None


@dataclass(frozen=True, slots=True)
class Alternative:
    """ "If you don't, [effect]": steps added to the effect being resolved when an
    optional replacing modifier is declined (6.2.e), done by its controller."""

    steps: tuple[EffectStep, ...]
    controller: str
    source: str
    source_name: str


def apply_modifiers(
    state: GameState, step: Step, actions: tuple[AtomicAction, ...]
) -> tuple[tuple[AtomicAction, ...], tuple[str, ...]]:
    """Apply every applicable modifier to the (possible) atomic actions of ``step``.

    Returns the modified actions and human-readable notes for the trace."""
    out, notes, _ = apply_modifiers_with_alternatives(state, step, actions)
    return out, notes


def apply_modifiers_with_alternatives(
    state: GameState, step: Step, actions: tuple[AtomicAction, ...]
) -> tuple[tuple[AtomicAction, ...], tuple[str, ...], tuple[Alternative, ...]]:
    """:func:`apply_modifiers`, also returning the alternatives of declined optional
    modifiers (6.2.e). An optional modifier applies only if its controller said so
    (6.2.d); one nobody was asked about does not apply."""
    alternatives: list[Alternative] = []
    notes: list[str] = []
    passives = active_modifiers(state)
    builtin_first: tuple[
        tuple[str, Callable[[GameState, AtomicAction], AtomicAction | None]], ...
    ] = (("rule:2.4.7.d", _fleeting_to_discard),)
    builtin_last = (("rule:2.1.e", _token_ceases),)
    out: list[AtomicAction] = []
    added: list[AtomicAction] = []
    for action in actions:
        a = action
        declined: set[str] = set()
        changed = True
        while changed:  # 6.2.i: check again after each application
            changed = False
            for mid, fn in builtin_first:
                if mid in a.modifiers:
                    continue
                new = fn(state, a)
                if new is not None:
                    a = replace(
                        new, modifiers=(*a.modifiers, mid), rules=(*a.rules, *cite(mid[5:]))
                    )
                    notes.append(f"{state.name(a.object_id or '')}: replaced by rule {mid[5:]}")
                    changed = True
            for m in passives:
                if not m.spec.replacing or m.id in a.modifiers or m.id in declined:
                    continue
                if not _spec_matches(state, m, a):
                    continue
                rules = cite("6.2.b")
                if m.spec.optional:
                    key = modifier_key(m, a)
                    if f"yes:{key}" not in step.modifier_answers:
                        if f"no:{key}" in step.modifier_answers and m.spec.otherwise:
                            alternatives.append(
                                Alternative(
                                    m.spec.otherwise, m.controller, m.source, state.name(m.source)
                                )
                            )
                            notes.append(
                                f"{state.name(m.source)}: not applied; its alternative follows"
                            )
                        declined.add(m.id)
                        continue
                    rules = cite("6.2.b", "6.2.d")
                a = replace(
                    _apply_spec(state, m, a),
                    modifiers=(*a.modifiers, m.id),
                    rules=(*a.rules, *rules),
                )
                notes.append(f"{state.name(m.source)} replaces: {m.spec.text or m.spec.action}")
                changed = True
        for mid, fn in builtin_last:
            new = fn(state, a)
            if new is not None:
                a = replace(new, modifiers=(*a.modifiers, mid), rules=(*a.rules, *cite(mid[5:])))
                notes.append(f"{state.name(a.object_id or '')} ceases to exist instead (2.1.e)")
        out.append(a)
        # 6.2.g: additive modifiers last.
        for m in passives:
            if m.spec.replacing or m.spec.add_action is None or not _spec_matches(state, m, a):
                continue
            added.append(
                AtomicAction(
                    m.spec.add_action,
                    object_id=a.object_id,
                    player=m.controller,
                    status=m.spec.add_status,
                    amount=m.spec.add_amount,
                    counter="boost" if m.spec.add_action is ActionKind.GIVE_BOOST else "",
                    modifiers=(m.id,),
                    rules=cite("6.2.c"),
                )
            )
            notes.append(f"{state.name(m.source)} adds: {m.spec.text or m.spec.add_action}")
    return (*out, *added), tuple(notes), tuple(alternatives)
