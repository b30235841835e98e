"""Quick action costs written as steps (1.2.5.a): "Discard a card from your Reserve",
"Sacrifice a Character" — objects the player chooses as they declare the quick action
(5.1.2.c) and that the cost moves, paid with the rest of the cost (1.2.5.d).

Steps each a discard, a sacrifice, an exhaust of one chosen object or counters it spends
(7.3.38.a: "Spend 2 Ember counters from a Character you control", ib), or a card put from your
Hand in your Reserve (7.3.27.a, gram95), are what the engine pays
(:attr:`engine.state.cards.QuickCost.choice` and ``more_choices``: "Discard a card and
sacrifice a Character", 6.4.a); anything else is not executable.
"""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.state.cards import EffectStep
from engine.state.enums import ZoneKind
from engine.state.records import replace
from scenarios.cards.compile_steps import compile_effect
from scenarios.cards.errors import NotExecutable
from scenarios.cards.models import StepModel

_COST_ACTIONS = frozenset({ActionKind.DISCARD, ActionKind.SACRIFICE, ActionKind.EXHAUST})
_QUICK_COST_ACTIONS = _COST_ACTIONS | {ActionKind.SPEND_COUNTERS}
"""ib (session 38): a quick action's cost also spends counters from one chosen object
(7.3.38.a, 5.1.2.c: engine.play.quick pays it); a card's optional cost does not yet."""


def cost_choice(
    steps: tuple[StepModel, ...], *, several: bool = False, to_reserve: bool = False
) -> EffectStep | None:
    """The engine's cost choice for a quick action's written cost steps; ``None`` when
    there are none, :class:`NotExecutable` for costs the engine does not pay. ``several``:
    the choice may name more than one object ("As an additional cost to play me, sacrifice
    two Characters" — chosen together in the declaration, 5.1.2.c, 6.1.g). ``to_reserve``:
    a card put from its zone in your Reserve is paid too (an optional cost of playing a card,
    "… by also putting a card from your hand in your Reserve", gram89; 7.3.27)."""
    if not steps:
        return None
    compiled = compile_effect(steps)
    if len(compiled) != 1:
        raise NotExecutable("a quick action cost of several steps is not supported yet")
    if several and compiled[0].choose_count > 1:
        count = compiled[0].choose_count
        return replace(_paid(replace(compiled[0], choose_count=0)), choose_count=count)
    if to_reserve and _put_in_reserve(compiled[0]):
        return compiled[0]
    return _paid(compiled[0])


def _put_in_reserve(step: EffectStep) -> bool:
    """Whether ``step`` puts one card the player chooses from their Hand or Reserve in
    their own Reserve and nothing more (7.3.27, 1.2.5.a)."""
    return (
        step.action is ActionKind.PUT
        and step.to_zone is ZoneKind.RESERVE
        and not step.to_owner
        and step.subject.value.startswith("a_card_from_your_")
        and not step.then
        and not step.optional
        and step.condition is None
        and step.times == 1
        and step.choose_count <= 1
        and not step.up_to
    )


def cost_choices(steps: tuple[StepModel, ...]) -> tuple[EffectStep, ...]:
    """The engine's cost choices of a quick action, in order ("Discard a card and sacrifice
    a Character": one object each, 6.4.a, 1.2.5.a); "Sacrifice two Characters" is two
    choices of one object each, each a different one."""
    compiled = compile_effect(steps)
    if len(compiled) > 1 and any(s.in_all for s in compiled):
        raise NotExecutable(  # the counters chosen are the cost's last choice (engine.play.quick)
            "a cost spending counters from among a group beside another chosen part is not paid "
            "yet (6.4.a)"
        )
    return tuple(
        _paid(one, _QUICK_COST_ACTIONS)
        for step in compiled
        for one in (
            (replace(step, choose_count=0),) * step.choose_count
            if step.choose_count > 1
            else (step,)
        )
    )


def _paid(step: EffectStep, actions: frozenset[ActionKind] = _COST_ACTIONS) -> EffectStep:
    if _put_in_reserve(step) and step.subject.value == "a_card_from_your_hand":
        return step  # "Put a card from your hand in your Reserve" (7.3.27.a, gram95)
    plain = (
        not step.then
        and not step.optional
        and step.condition is None
        and step.times == 1
        and step.choose_count <= 1
        and not step.up_to
    )
    # session 41: counters spent in all from among a group, the division chosen as the
    # quick action is declared (5.1.2.c, 6.1.g; engine.play.quick pays it)
    divided = step.in_all and step.action is ActionKind.SPEND_COUNTERS
    chosen = step.subject.value.startswith("a_") or (
        divided and ActionKind.SPEND_COUNTERS in actions
    )
    if step.action not in actions or not plain or not chosen:
        spend = "'Spend N counters from a ...', " if ActionKind.SPEND_COUNTERS in actions else ""
        raise NotExecutable(
            f"only 'Discard a card from ...', 'Sacrifice a ...', 'Exhaust a ...', {spend}and "
            "'Put a card from your hand in your Reserve' costs are paid yet (6.1.a)"
        )
    return step
