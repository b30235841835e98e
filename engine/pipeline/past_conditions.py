"""Past conditions on what a Reaction's "it" names, noted as the Reaction activates (6.3.k).

"When a Character you control leaves play — If it had 2 or more boosts, draw a card": the
past tense looks at the game state before the event (6.3.k). The condition is a step's, checked
just before the step would happen (6.5.d) — by then the Character is a card in a discard pile,
a new object without its boosts (2.5.b), and what counts is the information it last had
(6.3.j). So, as the Reaction activates, the engine notes whether the condition held just before
the event (``Condition.known``), for the first step of the effect (whose "it" is the trigger's,
6.3.i); the step then reads the note.
"""

from __future__ import annotations

from engine.reading.conditions import holds
from engine.state.agenda import Activation
from engine.state.cards import Condition, ConditionKind, EffectStep
from engine.state.game_state import GameState
from engine.state.records import replace

PAST_ON_IT: frozenset[str] = frozenset({ConditionKind.IT_HAS_COUNTERS, ConditionKind.IT_HAS_STATUS})
"""Conditions on what "it" names that may be said in the past tense ("it had", "it was")."""


def past_on_it(c: Condition | None) -> bool:
    """Whether ``c`` (or one of its joined parts) is a past condition on what "it" names."""
    if c is None:
        return False
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        return any(past_on_it(p) for p in c.parts)
    return c.past and c.kind in PAST_ON_IT


def noted_past(before: GameState, after: GameState, act: Activation) -> Activation:
    """``act`` with the past conditions on "it" of its effect's first step noted as they were
    in ``before`` (the state before the event, 6.3.k); unchanged when there are none. "It"
    may name the new object a card became as it moved (a card in a discard pile, 2.1.f): the
    object that card was before the event is looked at."""
    effect = act.effect
    if effect is None and act.source_card is not None and act.source_card in before.cards:
        abilities = before.cards[act.source_card].abilities
        effect = abilities[act.ability_index].effect if act.ability_index < len(abilities) else None
    if not effect or not act.it or not past_on_it(effect[0].condition):
        return act
    first: EffectStep = effect[0]
    assert first.condition is not None
    was = tuple(_before_move(before, after, oid) for oid in act.it)
    noted = _noted(first.condition, before, replace(act, it=was))
    return replace(act, effect=(replace(first, condition=noted), *effect[1:]))


def _noted(c: Condition, before: GameState, act: Activation) -> Condition:
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        return replace(c, parts=tuple(_noted(p, before, act) for p in c.parts))
    if not (c.past and c.kind in PAST_ON_IT):
        return c
    held = holds(replace(c, negated=False), before, act.controller, it=act.it)
    return replace(c, known=held)


def _before_move(before: GameState, after: GameState, oid: str) -> str:
    """The object ``oid`` was before the event: itself, or the object its card was (2.1.f)."""
    if oid in before.objects or oid not in after.objects:
        return oid
    card = after.objects[oid].card_id
    return before.card_objects.get(card, oid) if card is not None else oid
