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

PAST_ON_IT: frozenset[str] = frozenset(
    {ConditionKind.IT_HAS_COUNTERS, ConditionKind.IT_HAS_STATUS, ConditionKind.IT_MATCHES}
)
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
    noted = _noted(first.condition, before, act.controller, was)
    return replace(act, effect=(replace(first, condition=noted), *effect[1:]))


def _noted(c: Condition, before: GameState, controller: str, it: tuple[str, ...]) -> Condition:
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        return replace(c, parts=tuple(_noted(p, before, controller, it) for p in c.parts))
    if not (c.past and c.kind in PAST_ON_IT):
        return c
    held = holds(replace(c, negated=False), before, controller, it=it)
    return replace(c, known=held)


def _before_move(before: GameState, after: GameState, oid: str) -> str:
    """The object ``oid`` was before the event: itself, or the object its card was (2.1.f)."""
    if oid in before.objects or oid not in after.objects:
        return oid
    card = after.objects[oid].card_id
    return before.card_objects.get(card, oid) if card is not None else oid


def noted_before_step(
    c: Condition | None, before: GameState, controller: str, acted: tuple[str, ...]
) -> Condition | None:
    """A later step's past condition on "it" noted as it held just before the step whose
    objects "it" names (``acted``, as they were in ``before``): "Sacrifice a Character you
    control. If it had an Ember counter, …", "Send target Character to Reserve. If it was
    a token, …" — the object that moved is a new object (2.1.d), a token that left play is
    gone (2.1.e): what counts is the information it last had (6.3.j), the game state before
    the step that changed it (6.3.k). With nothing acted on ("nothing to send"), no "it"
    had or was anything: the condition does not hold (6.5.h)."""
    if not past_on_it(c):
        return c
    assert c is not None
    noted = _noted(c, before, controller, acted) if acted else _none_acted(c)
    return _before_step(noted)


def _before_step(c: Condition) -> Condition:
    """``c`` with each noted past condition marked as noted before a step of its own effect
    (2.1.h), not as a Reaction activated (6.3.k)."""
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        return replace(c, parts=tuple(_before_step(p) for p in c.parts))
    return replace(c, known_before_step=True) if c.known is not None else c


def _none_acted(c: Condition) -> Condition:
    """``c`` with each past condition on "it" noted as not holding, said either way ("it
    had no counters" is false too): there is no object to have had or been anything."""
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF):
        return replace(c, parts=tuple(_none_acted(p) for p in c.parts))
    if not (c.past and c.kind in PAST_ON_IT):
        return c
    return replace(c, known=c.negated)
