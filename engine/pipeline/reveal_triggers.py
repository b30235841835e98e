"""Reactions to a card revealed "this way" (6.2.c, 1.2.7.d): "When you reveal a card this way
— [effect]".

"This way" names the bearer's own additive modifier — "If you would roll one or more dice,
also reveal the top card of your deck" (*The Wayfarer*): the Reaction activates once per card
that modifier revealed (6.3.g), and, like every Reaction to an event other than a self-move,
it must exist and work before the step (6.3.f). "It" in its effect is the card revealed (6.3.i),
still in its owner's Deck. "The die's result" is the result of the roll the reveal was added
to, noted in the same step (7.3.33.a); a condition comparing it ("If its Hand Cost is equal to
the die's result") is checked when its step would happen (6.5.d).
"""

from __future__ import annotations

from engine.pipeline.activation import condition_holds, new_activation
from engine.pipeline.dice_triggers import rolled, with_result
from engine.reading.passives import effective_abilities
from engine.state.actions import ActionKind
from engine.state.agenda import Activation, Task, TaskKind
from engine.state.cards import AbilityKind, ConditionKind, EffectStep, TriggerKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.table import why


def _revealed_by(before: GameState, source: str, ev: Event) -> bool:
    """Whether ``ev`` is a reveal one of ``source``'s own modifiers added (their ids are
    ``card:ability``, :func:`engine.pipeline.modifiers.active_modifiers`)."""
    card = before.objects[source].card_id or source
    return ev.kind is ActionKind.REVEAL and any(m.rsplit(":", 1)[0] == card for m in ev.modifiers)


def _with_cost(
    steps: tuple[EffectStep, ...], state: GameState, card: str
) -> tuple[EffectStep, ...]:
    """The effect with the printed costs of the revealed ``card`` noted in its "its Hand Cost
    is ... the die's result" conditions, used if it no longer exists when they are checked
    (6.3.j: the characteristics it had)."""
    printed = state.card(card) if card in state.objects else None
    if printed is None:
        return steps
    out: list[EffectStep] = []
    for step in steps:
        c = step.condition
        if c is not None and c.kind == ConditionKind.ITS_COST_VS_RESULT:
            cost = printed.reserve_cost if c.counted == "reserve" else printed.hand_cost
            step = replace(step, condition=replace(c, known_cost=cost or 0))
        out.append(
            replace(
                step,
                then=_with_cost(step.then, state, card),
                otherwise=_with_cost(step.otherwise, state, card),
            )
        )
    return tuple(out)


def reveal_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When you reveal a card this way": one activation per card the Reaction's own
    object revealed through its modifier in this step (6.3.g); "it" is that card."""
    reveals = [ev for ev in events if ev.kind is ActionKind.REVEAL and ev.modifiers]
    out: list[Activation] = []
    if not reveals:
        return out
    results = rolled(events)
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION:
            continue
        if ab.trigger is not TriggerKind.YOU_REVEAL_A_CARD_THIS_WAY:
            continue
        mine = before.objects[src].controller
        for ev in reveals:
            card = ev.object_id
            if card is None or not _revealed_by(before, src, ev):
                continue
            if not condition_holds(ab, before, after, mine, src, src, (card,)):
                continue
            rules = why("reaction.revealed_this_way")
            act = new_activation(before, src, index, ab, bound=(src,), it=(card,), rules=rules)
            effect = _with_cost(ab.effect, before, card)  # what it is now (6.3.j)
            if mine in results:  # "the die's result": the roll the reveal was added to
                effect = with_result(effect, results[mine])
            if effect != ab.effect:
                act = replace(act, effect=effect)
            out.append(act)
    return out


def own_reveal_reactions(state: GameState, step: Step, events: list[Event]) -> Task | None:
    """ "Roll a die and reveal the top card of your deck.  When you reveal a card this way —
    [X]": the effect's own reveal step carries the Reaction; for each card it revealed an
    Emblem-Reaction with X is created (6.3.h), played from Limbo like any other — "it" is
    that card (6.3.i), "the die's result" the roll before it (noted in X when the roll's
    outcome followed, 7.3.33.b)."""
    if not step.reveal_reactions:
        return None
    me = step.me if step.me is not None and step.me in state.objects else None
    card = state.cards.get(step.me_card) if step.me_card is not None else None
    activations = tuple(
        Activation(
            source_object=me or step.me or "",
            source_card=step.me_card,
            source_name=step.source or "",
            # Not a printed ability: past them, so its label is its effect (engine.why.labels).
            ability_index=len(card.abilities) if card is not None else 0,
            controller=step.controller or state.first_player,
            it=(ev.object_id,),
            effect=_with_cost(step.reveal_reactions, state, ev.object_id),
            rules=why("reveal.this_way_step"),
        )
        for ev in events
        if ev.kind is ActionKind.REVEAL and ev.object_id is not None
    )
    return Task(TaskKind.ACTIVATE_REACTIONS, activations=activations) if activations else None
