"""Undo / redo / jump over immutable states.

States are immutable values sharing structure, so history is a list of references:
undo, redo and jump are O(1) and cost nothing more with 10,000 entries than with 10.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.state.game_state import GameState
from engine.why.trace import TraceEntry


@dataclass(slots=True)
class History:
    """States visited, with the trace entry that led to each; a cursor marks the present.
    Recording after an undo drops the undone future (like an editor)."""

    states: list[GameState] = field(default_factory=list)
    entries: list[TraceEntry | None] = field(default_factory=list)
    cursor: int = -1

    @classmethod
    def start(cls, state: GameState) -> History:
        """A history whose only state is ``state``."""
        return cls([state], [None], 0)

    @property
    def current(self) -> GameState:
        """The present state."""
        return self.states[self.cursor]

    def record(self, state: GameState, entry: TraceEntry | None = None) -> None:
        """Append ``state`` as the new present."""
        del self.states[self.cursor + 1 :]
        del self.entries[self.cursor + 1 :]
        self.states.append(state)
        self.entries.append(entry)
        self.cursor += 1

    def can_undo(self) -> bool:
        """Whether there is an earlier state."""
        return self.cursor > 0

    def can_redo(self) -> bool:
        """Whether an undone state can be restored."""
        return self.cursor < len(self.states) - 1

    def undo(self) -> GameState:
        """Go back one state."""
        if not self.can_undo():
            raise IndexError("nothing to undo")
        self.cursor -= 1
        return self.current

    def redo(self) -> GameState:
        """Go forward one state."""
        if not self.can_redo():
            raise IndexError("nothing to redo")
        self.cursor += 1
        return self.current

    def jump(self, index: int) -> GameState:
        """Go to the state at ``index``."""
        if not 0 <= index < len(self.states):
            raise IndexError(index)
        self.cursor = index
        return self.current

    def trace(self) -> list[TraceEntry]:
        """Trace entries up to the present."""
        return [e for e in self.entries[1 : self.cursor + 1] if e is not None]
