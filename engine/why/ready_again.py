"""A card readied in a Reserve (issue 31, cite14): "Ready all cards in your Reserve" on a
card a Cooldown exhausted. An exhausted card in Reserve cannot be played (2.4.6.c) and has
no support abilities (2.4.6.e); readied, it loses Exhausted (7.3.28.a) and is ready (2.4.6.b)
— whatever its type, "ready" is not only a Character's — so neither applies any more. The
line of the step says so, where a judge is asked "can it be played now?"."""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why


def ready_in_reserve_note(state: GameState, events: Iterable[Event]) -> tuple[str, tuple[str, ...]]:
    """``(note, rules)`` for the cards in a Reserve the ``events`` readied: "Frozen Delivery is
    ready (not exhausted): it can be played from Reserve again"; ``("", ())`` when none."""
    readied = [
        ev.object_id
        for ev in events
        if ev.kind is ActionKind.READY
        and ev.object_id is not None
        and ev.object_id in state.objects
        and z.kind_of(state.objects[ev.object_id].zone) is ZoneKind.RESERVE
    ]
    if not readied:
        return "", ()
    names = ", ".join(dict.fromkeys(state.name(o) for o in readied))
    many = len(set(readied)) > 1
    return (
        f"{names} {'are' if many else 'is'} ready (not exhausted): "
        f"{'they' if many else 'it'} can be played from Reserve again, and any support "
        f"ability {'they have works' if many else 'it has works'}",
        why("status.ready_in_reserve"),
    )
