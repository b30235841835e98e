"""What a card played with Scout leaves behind as its "Send me to Reserve" resolves.

The ability Scout gives (7.4.5.c) is a Reaction like any other, so the card's other
Reactions activated as it entered play may resolve before or after it; those still waiting
in Limbo when the card goes to Reserve do not disappear (7.4.5.c and its Remark): they are
Emblems of their own (2.2.2.m), and resolve afterwards. The step sending the card says so.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.cards import SCOUT_REACTION
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why


def scout_left_notes(
    before: GameState, after: GameState, events: Iterable[Event]
) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each card played with Scout these events sent to Reserve whose
    other Reactions still wait in Limbo."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for e in events:
        oid = e.object_id
        if oid is None or oid not in before.objects or not e.to_zone:
            continue
        if z.kind_of(e.to_zone) is not ZoneKind.RESERVE:
            continue
        if SCOUT_REACTION not in before.objects[oid].gained:
            continue
        waiting = [
            eid
            for eid in after.zone(z.LIMBO)
            if (em := after.objects[eid].emblem) is not None
            and em.subtype == "Reaction"
            and em.source_object == oid
            and em.effect != SCOUT_REACTION.effect  # the one resolving
        ]
        if waiting:
            name = before.name(oid)
            one = len(waiting) == 1
            out.append(
                (
                    f"{'its other Reaction' if one else 'its other Reactions'} activated as "
                    f"{name} entered play, still in Limbo, "
                    f"{'does' if one else 'do'} not disappear: "
                    f"{'it resolves' if one else 'they resolve'} all the same",
                    why("scout.others_stay"),
                )
            )
    return out
