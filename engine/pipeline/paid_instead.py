"""A replacement chosen by paying a cost: "During Rest, you may spend 1 of my counters. If
you do, I don't go to Reserve." (issue 30).

Such a modifier (``ModifierSpec.paid``) is optional (6.2.d, "you may", 6.5.c): its controller
is asked before the step, and if they say yes the atomic action does not happen and the cost
is done in its place (6.2.b; "if you do", 6.5.f) — the bearer stays where it is, keeping its
counters and boosts (nothing moved it, 2.5.e). It is offered only when the cost can be paid in
full (1.2.5.c): an action that cannot be done is not offered (6.1.g). The costs this knows are
those of 1.2.5: Mana paid by exhausting ready Mana Orbs (1.2.5.e, 3.2.9.c), counters spent
from the bearer (2.5.h), exhausting the bearer (7.3.16) and discarding from Hand (7.3.8).
What the same controller already agreed to pay earlier in the same step is set aside: two
Characters asking for the one ready Mana Orb cannot both have it.
"""

from __future__ import annotations

from engine.pipeline.modifier_match import ActiveModifier, active_modifiers
from engine.pipeline.objects_cant import payable_orbs
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import EffectStep
from engine.state.enums import Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import Step

PAID_COSTS = frozenset(
    {ActionKind.PAY_MANA, ActionKind.SPEND_COUNTERS, ActionKind.EXHAUST, ActionKind.DISCARD}
)
"""The costs a paid replacement may ask (1.2.5): Mana, counters, exhausting, discarding."""


def can_pay(state: GameState, m: ActiveModifier, step: Step) -> bool:
    """Whether ``m``'s controller can pay its cost in full now (1.2.5.c), besides what they
    already agreed to pay for other paid replacements of ``step`` (6.1.g)."""
    mana, discards = _promised(state, m, step)
    source = state.objects.get(m.source)
    for cost in m.spec.replace_effect:
        if cost.action is ActionKind.PAY_MANA:
            mana += cost.amount
        elif cost.action is ActionKind.DISCARD:
            discards += cost.amount
        elif cost.action is ActionKind.SPEND_COUNTERS:
            if source is None or source.counters.get(cost.counter, 0) < cost.amount:
                return False  # 2.5.h: that many counters, or none is spent
        elif cost.action is ActionKind.EXHAUST:
            if source is None or Status.EXHAUSTED in source.statuses:
                return False  # 7.3.16.b: an exhausted object cannot be exhausted
        else:
            return False
    if mana > len(payable_orbs(state, m.controller)):
        return False
    return discards <= len(state.zone(z.personal(ZoneKind.HAND, m.controller)))


def _promised(state: GameState, m: ActiveModifier, step: Step) -> tuple[int, int]:
    """The Mana and the cards from Hand ``m``'s controller agreed to pay for the other paid
    replacements of ``step`` (answered "yes", 6.2.d)."""
    mana = discards = 0
    for other in active_modifiers(state):
        if not other.spec.paid or other.controller != m.controller:
            continue
        agreed = sum(1 for answer in step.modifier_answers if answer.startswith(f"yes:{other.id}@"))
        mana += agreed * _total(other.spec.replace_effect, ActionKind.PAY_MANA)
        discards += agreed * _total(other.spec.replace_effect, ActionKind.DISCARD)
    return mana, discards


def _total(costs: tuple[EffectStep, ...], kind: ActionKind) -> int:
    return sum(c.amount for c in costs if c.action is kind)
