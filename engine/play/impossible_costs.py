"""A cost that cannot be paid because something makes a part of it impossible (1.4.1.b: "An
impossible cost cannot be paid").

A quick action's cost paid with its own object — "exhaust me" ({T}, 7.1.4.a) and "discard me
from Reserve" ({D}, 7.1.4.b) — is an atomic action on that object; if a working passive
ability says the object can't be exhausted or discarded ("Characters can't be exhausted"),
"can't" beats "can" (1.4.1.a) and that atomic action is impossible (1.4.1.c). Then the cost
cannot be paid, so the quick action cannot be played: it is not offered (6.1.g), and the
turn's trace says why. The same check the engine makes when the cost is paid
(:func:`engine.pipeline.possible.impossible_reason`), asked before it is declared.
"""

from __future__ import annotations

from engine.pipeline.possible import impossible_reason
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import Ability
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import AtomicAction


def impossible_own_cost(
    state: GameState, player: str, object_id: str, ability: Ability
) -> str | None:
    """What makes the part of ``ability``'s cost paid with ``object_id`` itself impossible, in
    a judge's words ("Lamp Keeper can't be exhausted"), or ``None`` when each part paid with
    it can be done. Only what a "can't" or a rule forbids now: an object already exhausted
    or not in Reserve is refused before this is asked (2.4.6.a, 7.1.4.b)."""
    cost = ability.cost
    if cost is None or object_id not in state.objects:
        return None
    parts: list[tuple[AtomicAction, str]] = []
    if cost.exhaust_me:
        exhaust = AtomicAction(ActionKind.EXHAUST, object_id=object_id, player=player)
        parts.append((exhaust, "exhausted"))
    if cost.discard_me:
        owner = state.objects[object_id].owner
        discard = AtomicAction(
            ActionKind.DISCARD,
            object_id=object_id,
            player=player,
            to_zone=z.personal(ZoneKind.DISCARD, owner),
        )
        parts.append((discard, "discarded"))
    if cost.sacrifice_me:
        owner = state.objects[object_id].owner
        sacrifice = AtomicAction(
            ActionKind.SACRIFICE,
            object_id=object_id,
            player=player,
            to_zone=z.personal(ZoneKind.DISCARD, owner),
        )
        parts.append((sacrifice, "sacrificed"))
    for action, verb in parts:
        if impossible_reason(state, action) is not None:
            return f"{state.name(object_id)} can't be {verb}"
    return None
