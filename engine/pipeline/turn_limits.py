"""A Reaction's printed limit per turn (gy, session 36): "This ability triggers only once per
turn" — this object's Reaction activates at most that many times in one turn (4.2.3.d: a turn
is one player's; 4.2.3.e: it ends with the card played or the pass, and the next starts anew).

The count is kept with the Reaction counts of the Day (1.4.6.c, 6.3.l), under a key of its
own, and cleared as a new turn starts and as the Afternoon ends (4.2.3.e): outside the
Afternoon no turn is taken (4.2.3.b), so the activations before the first turn count
together, and those after the last turn (Dusk, Night) together; the Day's start clears all
(``game_state.day_counts_cleared``)."""

from __future__ import annotations

from engine.state.game_state import GameState, evolve

_SUFFIX = ":per_turn"


def per_turn_key(source_object: str, ability_index: int) -> str:
    """The Reaction count of this object's Reaction in the present turn."""
    return f"{source_object}:{ability_index}{_SUFFIX}"


def turn_counts_cleared(state: GameState) -> GameState:
    """``state`` with every Reaction's count of this turn forgotten (4.2.3.e)."""
    counts = state.reaction_counts
    if not any(key.endswith(_SUFFIX) for key in counts):
        return state
    kept = {key: n for key, n in counts.items() if not key.endswith(_SUFFIX)}
    return evolve(state, reaction_counts=kept)


__all__ = ["per_turn_key", "turn_counts_cleared"]
