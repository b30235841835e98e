"""One branch of the sandbox's timeline tree: a reading of the board kept beside others.

The timeline is a tree: the first branch starts at the board as opened; a branch opened
from an explored outcome, or kept when the judge answers a decision differently after
undoing, shares its parent's moments up to the fork and goes its own way after it.
Moments are immutable values, so the shared part is the same objects, not a copy.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge_app.sandbox.session import Moment, Session


@dataclass(slots=True)
class Branch:
    """A branch: its name, its moments from the board as opened, the index of the last
    moment it shares with its parent (``fork``; 0 for the first branch), its parent's
    index among the session's branches, where its cursor was when last shown, and how it
    came to be (``origin``)."""

    name: str
    moments: list[Moment]
    fork: int = 0
    parent: int | None = None
    cursor: int = 0
    origin: str = "start"  # "start", "outcome" (opened from an exploration) or "undo" (kept)

    def own(self) -> list[Moment]:
        """The moments after the fork: what this reading adds to its parent's."""
        return self.moments[self.fork + 1 :]


def keep_undone_reading(session: Session, choice: Sequence[str]) -> Branch | None:
    """Before answering the pending decision with ``choice`` after an undo: when the undone
    future answered it differently, keep that future as a branch (it would otherwise be
    dropped) and return it."""
    if not session.can_redo():
        return None
    nxt = session.moments[session.cursor + 1]
    pending = session.state.pending
    if pending is None or nxt.source != "judge":
        return None
    if nxt.choice == tuple(choice):
        return None  # the same answer: nothing is lost
    kept = Branch(
        f"Reading {len(session.branches) + 1}",
        list(session.moments),
        session.cursor,
        session.branch,
        len(session.moments) - 1,
        "undo",
    )
    session.branches.append(kept)
    return kept
