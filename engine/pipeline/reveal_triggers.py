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

from engine.agenda import Activation
from engine.pipeline.activation import condition_holds, new_activation
from engine.pipeline.dice_triggers import rolled, with_result
from engine.pipeline.events import Event
from engine.pipeline.keywords import ActionKind
from engine.pipeline.passives import effective_abilities
from engine.records import replace
from engine.state.cards import AbilityKind, TriggerKind
from engine.state.game_state import GameState
from engine.why import why


def _revealed_by(before: GameState, source: str, ev: Event) -> bool:
    """Whether ``ev`` is a reveal one of ``source``'s own modifiers added (their ids are
    ``card:ability``, :func:`engine.pipeline.modifiers.active_modifiers`)."""
    card = before.objects[source].card_id or source
    return ev.kind is ActionKind.REVEAL and any(m.rsplit(":", 1)[0] == card for m in ev.modifiers)


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
            if mine in results:  # "the die's result": the roll the reveal was added to
                effect = with_result(ab.effect, results[mine])
                if effect != ab.effect:
                    act = replace(act, effect=effect)
            out.append(act)
    return out
