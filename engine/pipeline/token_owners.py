"""Whose token it is when a player creates one in another player's Expedition: the owner
of a token is the player who created it (1.1.7.b), its controller the player whose
Expedition it is in (7.5.5.b), and that player receives it (7.3.30.a) — the answer to
"whose token is it?" when they differ."""

from __future__ import annotations

from engine.state.actions import ActionKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why


def token_owner_notes(
    after: GameState, events: tuple[Event, ...]
) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each token these events created for a player other than the
    one who created it: owned by its creator (1.1.7.b), controlled by the other (7.5.5.b)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for ev in events:
        oid = ev.new_object_id
        if ev.kind is not ActionKind.CREATE or oid is None or oid not in after.objects:
            continue
        o = after.objects[oid]
        if o.owner == o.controller:
            continue
        out.append(
            (
                f"{after.name(oid)} is owned by {o.owner}, who created it, and controlled by "
                f"{o.controller}, who receives it: it joins their Expedition",
                (*why("action.token_owner"), *why("action.token_received_by_other")),
            )
        )
    return out
