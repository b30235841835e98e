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
objects whose abilities work, in timestamp order. Not yet modelled: whole-step replacing
modifiers (the hook :data:`STEP_MODIFIERS` is empty), optional modifiers and their
alternatives (6.2.d, 6.2.e), and letting the step's controller choose the order among
several applicable modifiers (6.2.h) — the engine uses the fixed order above.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.citations import cite
from engine.pipeline.keywords import MOVING_ACTIONS, ActionKind
from engine.pipeline.passives import working_abilities
from engine.pipeline.steps import AtomicAction, Step
from engine.state import zones as z
from engine.state.cards import AbilityKind, ModifierSpec
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


def active_modifiers(state: GameState) -> list[ActiveModifier]:
    """Passive modifier abilities that work now, by timestamp (they must exist before the
    step they modify, 6.2.l)."""
    found: list[ActiveModifier] = []
    for oid, index, ab in working_abilities(state):
        if ab.kind is AbilityKind.PASSIVE and ab.modifier is not None:
            card_id = state.objects[oid].card_id
            found.append(
                ActiveModifier(
                    f"{card_id}:{index}", ab.modifier, oid, state.objects[oid].controller
                )
            )
    return found


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
    if spec.action is ActionKind.MOVE:
        if a.kind not in MOVING_ACTIONS:
            return False
    elif spec.action is not a.kind:
        return False
    if spec.to_zone is not None and (a.to_zone is None or z.kind_of(a.to_zone) is not spec.to_zone):
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


def apply_modifiers(
    state: GameState, step: Step, actions: tuple[AtomicAction, ...]
) -> tuple[tuple[AtomicAction, ...], tuple[str, ...]]:
    """Apply every applicable modifier to the (possible) atomic actions of ``step``.

    Returns the modified actions and human-readable notes for the trace."""
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
                if not m.spec.replacing or m.id in a.modifiers or not _spec_matches(state, m, a):
                    continue
                a = replace(
                    _apply_spec(state, m, a),
                    modifiers=(*a.modifiers, m.id),
                    rules=(*a.rules, *cite("6.2.b")),
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
    return (*out, *added), tuple(notes)
