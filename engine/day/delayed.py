"""Delayed effects: "[effect] after Rest".

An effect saying "[Sabotage] after Rest" lasts longer than its own resolution: it creates
an Emblem-Ongoing (2.2.2.m) whose Reaction triggers "after Rest". Once the Rest daily
effect is over (its statuses lost too, 4.2.5.b), those Reactions are activated; they exist
in Limbo with the Reactions Rest itself activated and are played in any order when
Reactions are checked after Rest (4.2.d and its Remark, 4.4) — before Clean-up, as the
official ruling on "after Rest" (Monolith Legate, 2024-10-01) also says.
"""

from __future__ import annotations

from engine.pipeline.activation import new_activation
from engine.reading.passives import effective_abilities
from engine.state.agenda import Activation, Task, TaskKind
from engine.state.cards import AbilityKind, TriggerKind
from engine.state.game_state import GameState
from engine.why.table import why


def after_rest_activations(state: GameState) -> tuple[Activation, ...]:
    """The activations of the working Reactions that trigger "after Rest" (4.2.d Remark)."""
    return tuple(
        new_activation(state, oid, index, ab, bound=(oid,), rules=why("night.after_rest"))
        for oid, index, ab in effective_abilities(state)
        if ab.kind is AbilityKind.REACTION and ab.trigger is TriggerKind.AFTER_REST
    )


def after_rest_tasks(state: GameState) -> tuple[Task, ...]:
    """The Reaction-activating step for "after Rest" Reactions, to follow Rest (6.3.h);
    none when no such Reaction exists. The Emblems holding them are in Limbo, which Rest
    does not touch, so they are found as Rest begins."""
    acts = after_rest_activations(state)
    return (Task(TaskKind.ACTIVATE_REACTIONS, activations=acts),) if acts else ()
