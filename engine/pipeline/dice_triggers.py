"""Reactions to rolling dice (7.3.33): "When you roll one or more dice — [effect]".

The trigger watches the player's rolls, not a single die: it activates once per step in
which the Reaction's controller rolled one die or more — a step is one event (1.2.7.c) —
and, like every Reaction to an event other than a self-move, it must exist and work
before the roll (6.3.f). A support ability in Reserve (2.2.12.d) works there.
"""

from __future__ import annotations

from engine.agenda import Activation
from engine.pipeline.activation import condition_holds, new_activation
from engine.pipeline.events import Event
from engine.pipeline.keywords import ActionKind
from engine.pipeline.passives import effective_abilities
from engine.state.cards import AbilityKind, TriggerKind
from engine.state.game_state import GameState
from engine.why import why


def rollers(events: list[Event]) -> frozenset[str]:
    """The players who rolled a die in these events (7.3.33.a)."""
    return frozenset(
        ev.player for ev in events if ev.kind is ActionKind.ROLL_DIE and ev.player is not None
    )


def roll_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    """ "When you roll one or more dice": one activation per Reaction whose controller
    rolled in this step (6.3.f, 1.2.7.c)."""
    rolled = rollers(events)
    out: list[Activation] = []
    if not rolled:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION or ab.trigger is not TriggerKind.YOU_ROLL_DICE:
            continue
        mine = before.objects[src].controller
        if mine in rolled and condition_holds(ab, before, after, mine, src, src):
            rules = why("reaction.you_roll_dice")
            out.append(new_activation(before, src, index, ab, bound=(src,), rules=rules))
    return out
