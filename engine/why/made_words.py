"""What an atomic action a modifier made is, said as a judge says it: "the roll it made",
"the draw it made", "the move it made" — a die roll is no move (7.3.33.a), a draw is no
move of an object (7.3.9.a: a card drawn), so a note about a modifier's own result names
the event as it is (issue 31, blind29 finding 06)."""

from __future__ import annotations

from typing import Final

from engine.state.actions import ActionKind

__all__ = ["made_noun"]

_MOVES: Final = frozenset(
    {
        ActionKind.MOVE,
        ActionKind.PUT,
        ActionKind.SEND,
        ActionKind.RETURN,
        ActionKind.DISCARD,
        ActionKind.SACRIFICE,
        ActionKind.SABOTAGE,
        ActionKind.LEAVE_PLAY,
        ActionKind.ENTER_PLAY,
    }
)
"""Atomic actions that move an object from one zone to another (3.1.1.c)."""

_NOUNS: Final = {
    ActionKind.ROLL_DIE: "roll",
    ActionKind.DRAW: "draw",
    ActionKind.RESUPPLY: "Resupply",
    ActionKind.EXHAUSTED_RESUPPLY: "Resupply",
    ActionKind.MOVE_FORWARD: "move forward",
    ActionKind.MOVE_BACKWARDS: "move backwards",
    ActionKind.GAIN_STATUS: "status gain",
    ActionKind.LOSE_STATUS: "status loss",
    ActionKind.GIVE_BOOST: "boost",
    ActionKind.GAIN_COUNTERS: "counters gained",
    ActionKind.EXHAUST: "exhaustion",
    ActionKind.READY: "readying",
    ActionKind.CREATE: "creation",
}
"""Other atomic actions, each by its noun."""


def made_noun(kind: ActionKind) -> str:
    """The noun of an atomic action of ``kind`` a modifier made: "move" for an object
    changing zones, "roll" for a die rolled, "atomic action" for any other."""
    if kind in _MOVES:
        return "move"
    return _NOUNS.get(kind, "atomic action")
