"""What happened earlier in a period, as the engine records it (4.1, 4.2.3): the counted
events of this turn and of this Day (``engine.pipeline.counted_events`` notes them), read by
the Nth-event triggers and by the conditions on what happened ("if a Character was
sacrificed this Day", "if you sacrificed a Character this Afternoon")."""

from __future__ import annotations

from engine.state.game_state import GameState

CHARACTER_SACRIFICED = "character_sacrificed"
"""A Character sacrificed (7.3.36.a), by the player who sacrificed it."""
OBJECT_SACRIFICED = "object_sacrificed"
"""Any object sacrificed (7.3.36.a), of any type, by the player who sacrificed it: "if you
sacrificed a Permanent this Day" (engine.reading.happened)."""


def counted_in(state: GameState, kind: str, per: str) -> list[tuple[str, str]]:
    """(player, card id) of each event of ``kind`` counted this ``per`` ("turn", "day",
    "afternoon": this Day's Afternoon, 4.2.3), in order."""
    if per == "turn":
        return [(p, c) for k, p, c in state.counted_this_turn if k == kind]
    afternoon = per == "afternoon"
    return [
        (p, c) for k, p, c, aft in state.counted_this_day if k == kind and (aft or not afternoon)
    ]
