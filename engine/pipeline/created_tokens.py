"""The tokens created through a Day and through a turn, for the condition "if it's the first
token / one you created this Day / turn" (7.3.5.a, 4.1, 4.2.3).

Each step's created tokens are noted after it, as (owner, token object id, step, card type):
the player who creates a token is its owner (1.1.7.b, 7.3.5.a); the tokens one step creates
are created together (6.1.f), so none of them is created before another. The Day's record
starts again with each Morning (``engine.state.game_state.day_counts_cleared``), the turn's
with each Afternoon turn (``engine.day.afternoon``); outside a turn nothing is noted for it.
Plain data: tuples on the state, no memory elsewhere."""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.created_tokens import Created
from engine.state.actions import ActionKind
from engine.state.events import Event
from engine.state.game_state import GameState, evolve


def noted_tokens_created(after: GameState, events: Iterable[Event]) -> GameState:
    """``after`` with the step's created tokens added to the Day's record and, during a
    turn, to the turn's."""
    found: list[Created] = []
    for ev in events:
        new = ev.new_object_id
        if ev.kind is not ActionKind.CREATE or new is None or new not in after.objects:
            continue
        found.append((after.objects[new].owner, new, ev.seq, after.type_of(new).value))
    if not found:
        return after
    after = evolve(after, tokens_created_this_day=(*after.tokens_created_this_day, *found))
    if after.turn_player is None:
        return after
    return evolve(after, tokens_created_this_turn=(*after.tokens_created_this_turn, *found))
