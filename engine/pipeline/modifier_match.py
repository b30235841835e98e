"""Which modifiers exist now, which atomic actions each applies to, and what it makes of one
(6.2) — the matching half of :mod:`engine.pipeline.modifiers`, which applies them in order.

* :func:`active_modifiers` — passive modifier abilities that work now, by timestamp (6.2.l);
* :func:`spec_matches` — whether a modifier applies to an atomic action (its kind, zones,
  narrowing words and scope); an impossible one is never modified (1.4.1.d), save by a
  modifier of attempts (7.5.3.a, :func:`apply_attempt_modifiers`);
* :func:`apply_spec` — the atomic action a replacing modifier makes of one (6.2.b);
* the rules' own replacing modifiers, :data:`BUILTIN_FIRST` (a Fleeting Character or
  Expedition Permanent discarded instead of going to Reserve, 2.4.7.d) and
  :data:`BUILTIN_LAST` (a token leaving the Expedition zone ceases to exist, 2.1.e).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.pipeline.atomic import impossible_reason, propose
from engine.pipeline.deck_actions import DECK_TOP_ACTIONS
from engine.pipeline.keywords import MOVING_ACTIONS
from engine.pipeline.replacing import narrows, replaced, unattached_in_scope
from engine.reading import lineage
from engine.reading.passives import effective_abilities
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import AbilityKind, ModifierSpec
from engine.state.enums import BOOST, CardType, PermanentZone, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import record, replace
from engine.state.steps import AtomicAction, Step
from engine.why.table import rule_of, why


@record
class ActiveModifier:
    """A modifier that currently exists: its spec, where it comes from, who controls it."""

    id: str
    spec: ModifierSpec
    source: str
    controller: str


@lineage.per_objects
def active_modifiers(state: GameState) -> tuple[ActiveModifier, ...]:
    """Passive modifier abilities that work now, by timestamp (they must exist before the
    step they modify, 6.2.l)."""
    found: list[ActiveModifier] = []
    for oid, index, ab in effective_abilities(state):
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
    # The rule that made the action impossible, which is why it was only an attempt.
    reason = impossible_reason(state, a)
    rules = (*a.rules, *((reason,) if reason else ()), *why("modifier.attempt"))
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


def unmodifiable(state: GameState, a: AtomicAction) -> tuple[str, ...]:
    """The names of the objects whose replacing or additive modifiers would apply to the
    impossible atomic action ``a`` if it were possible: an impossible event cannot be
    modified (1.4.1.d), so they do not — said so the judge sees why."""
    cards = [state.name(m.source) for m in active_modifiers(state) if spec_matches(state, m, a)]
    # The rules' own ("a Fleeting Character ... is discarded instead", 2.4.7.d) neither.
    ruled = [f"the rule {mid[5:]}" for mid, fn in BUILTIN_FIRST if fn(state, a) is not None]
    return tuple(dict.fromkeys((*cards, *ruled)))


def would_modify(state: GameState, m: ActiveModifier, a: AtomicAction) -> bool:
    """Whether the replacing or additive modifier ``m`` would apply to the atomic action
    ``a`` in ``state`` (its kind, destination, zone left, narrowing words and scope) —
    :mod:`engine.pipeline.late_modifiers` asks it of a modifier that did not exist yet."""
    return spec_matches(state, m, a)


def spec_matches(state: GameState, m: ActiveModifier, a: AtomicAction) -> bool:
    spec = m.spec
    if spec.attempt:
        return False  # applies to impossible atomic actions only (7.5.3.a)
    if spec.whole_step:
        return False  # applies to whole steps only (6.2.f)
    if spec.action is ActionKind.MOVE:
        if a.kind not in MOVING_ACTIONS and not (
            spec.leaves_expedition and a.kind in CHANGES_OF_EXPEDITION
        ):
            return False
    elif spec.action is ActionKind.DISCARD and _discarded_instead(a):
        pass  # "It is discarded instead" (2.4.7.d) is a discard a modifier may modify (6.2.i)
    elif spec.action is ActionKind.DISCARD and a.kind is ActionKind.SACRIFICE:
        pass  # to sacrifice is to discard an object in play (7.3.36.a)
    elif spec.action is ActionKind.RESUPPLY and a.kind is ActionKind.EXHAUSTED_RESUPPLY:
        pass  # a modifier of Resupply also modifies Exhausted Resupply (7.3.14.a Remark)
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
    if not narrows(state, spec, a, m.source, m.controller):
        return False
    if a.object_id is None:
        return unattached_in_scope(state, spec.scope, m.source, m.controller, a)
    if spec.scope == "self":
        return a.object_id == m.source
    if spec.scope == "mine":
        return state.objects[a.object_id].controller == m.controller
    return spec.scope == "any"


def _discarded_instead(a: AtomicAction) -> bool:
    """A move to a Discard pile that is not itself a discard or a sacrifice — what Fleeting
    makes of going to Reserve ("it is discarded instead", 2.4.7.d): a discard all the same."""
    return (
        a.kind in MOVING_ACTIONS
        and a.kind not in (ActionKind.DISCARD, ActionKind.SACRIFICE)
        and a.to_zone is not None
        and z.kind_of(a.to_zone) is ZoneKind.DISCARD
    )


CHANGES_OF_EXPEDITION = frozenset({ActionKind.SWITCH_EXPEDITIONS, ActionKind.DEFECT})
"""Atomic actions by which a Character leaves its Expedition without leaving the Expedition
zone (7.3.39.b, 7.5.11.c)."""


def apply_spec(state: GameState, m: ActiveModifier, a: AtomicAction) -> AtomicAction:
    spec = m.spec
    if spec.replace_effect:
        return replace(a, instead_effect=True)  # its effect follows the step instead (6.2.b)
    printed = replaced(state, spec, m.controller, m.source, a)
    if printed is not None:
        return printed
    if spec.replace_to_zone is not None and a.object_id is not None:
        owner = state.objects[a.object_id].owner
        a = replace(a, to_zone=z.personal(spec.replace_to_zone, owner))
    if spec.replace_action is not None:
        a = _as_action(state, a, spec.replace_action)
    if spec.replace_amount:
        # "draw two cards instead": the quantity the modifier prints is done (6.2.b), split
        # into one draw per card once every modifier has applied (each_card; 6.2.k).
        a = replace(a, amount=spec.replace_amount)
    return a


def _as_action(state: GameState, a: AtomicAction, kind: ActionKind) -> AtomicAction:
    """``a`` done as an atomic action of ``kind`` instead (6.2.b). Between the actions
    that take a card from the top of a Deck, the same card goes where the new kind puts
    it, as the new kind puts it (a Resupply instead of a draw puts that card in Reserve);
    otherwise only the kind changes."""
    if a.kind in DECK_TOP_ACTIONS and kind in DECK_TOP_ACTIONS and a.player is not None:
        made = propose(state, Step(kind, controller=a.controller, players=(a.player,)))
        if made:
            return replace(made[0], object_id=a.object_id, modifiers=a.modifiers, rules=a.rules)
    if kind is ActionKind.GIVE_BOOST:
        # "I gain a boost instead": the new action adds boosts (7.3.17.a), whatever the
        # replaced one would have changed (a status, another counter).
        return replace(a, kind=kind, counter=BOOST, status=None, amount=max(a.amount, 1))
    return replace(a, kind=kind)


BUILTIN_FIRST: tuple[tuple[str, Callable[[GameState, AtomicAction], AtomicAction | None]], ...] = (
    (f"rule:{rule_of('modifier.rule.fleeting_discarded')}", _fleeting_to_discard),
)
BUILTIN_LAST: tuple[tuple[str, Callable[[GameState, AtomicAction], AtomicAction | None]], ...] = (
    (f"rule:{rule_of('modifier.rule.token_ceases')}", _token_ceases),
)
