"""Where an exploration stops: the end of the current resolution, turn, phase or day.

* ``resolution`` — nothing left in Limbo and the game back to its structure: the next
  task begins a turn or the day's next part (4.2.3.e, 4.2.a), or a turn decision waits
  (4.2.3.d). The Reactions that an effect activates are part of its resolution (4.4).
* ``turn`` — the next task begins another turn (4.2.3) or phase (4.2.a).
* ``phase`` — the next task begins a phase (4.2.a).
* ``day`` — the next task begins the next day's Morning (4.2.a).

The game's end (1.3.1) stops every exploration. The same reading of "the end of the turn,
phase or day" as the sandbox's Run commands: the board stops just before the next one
begins.
"""

from __future__ import annotations

from typing import Final

from engine.state import zones as z
from engine.state.agenda import TaskKind
from engine.state.decisions import DecisionKind
from engine.state.enums import Phase
from engine.state.game_state import GameState

UNTIL: Final = ("resolution", "turn", "phase", "day")
"""The stopping points an exploration can be asked for."""

UNTIL_WORDS: Final = {
    "resolution": "the end of the resolution",
    "turn": "the end of the turn",
    "phase": "the end of the phase",
    "day": "the end of the day",
}
"""Each stopping point in a judge's words."""

_STRUCTURE: Final = frozenset(
    {
        TaskKind.NEXT_TURN,
        TaskKind.TURN,
        TaskKind.TURN_CONTINUES,
        TaskKind.BEGIN_PHASE,
        TaskKind.DAILY,
    }
)
"""Tasks of the day's structure: a resolution is over when one of them is next."""


def reached(state: GameState, until: str) -> bool:
    """Whether ``state`` (reached after at least one answer) is where the exploration
    stops."""
    if state.game_over or (not state.agenda and state.pending is None):
        return True
    if until == "resolution":
        if state.zone(z.LIMBO):
            return False
        if state.pending is not None:
            return state.pending.kind == DecisionKind.TURN
        return state.agenda[0].kind in _STRUCTURE
    if state.pending is not None:
        return False
    head = state.agenda[0]
    if until == "day":
        return head.kind == TaskKind.BEGIN_PHASE and head.phase is Phase.MORNING
    if until == "phase":
        return head.kind == TaskKind.BEGIN_PHASE
    return head.kind in (TaskKind.NEXT_TURN, TaskKind.BEGIN_PHASE)
