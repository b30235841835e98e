"""The explorations a judge ran in a sandbox document, kept for the report.

Exploring every answer (``engine.explore``) at a decision gives a verdict ("The order does
not matter. What p1 sacrifices does: 2 outcomes.") and outcomes a ruling may have to put
before the players, whether or not the judge opened any of them as a reading. Each
exploration is remembered with the moment it started from; the report shows those whose
moment is still in the timeline (an undone and replaced moment takes its exploration with
it). The explorer itself is kept, so an exploration still running or cancelled is
reported as far as it went, marked incomplete.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.explore import Exploration, Explorer, outcomes_of

if TYPE_CHECKING:
    from judge_app.sandbox.session import Moment, Session

KEPT = 6
"""Explorations remembered per document (the latest; one per moment)."""


@dataclass(slots=True)
class Explored:
    """One exploration: the moment it started from and its explorer — once finished and
    superseded, only its result (the graph of states is let go)."""

    moment: Moment
    explorer: Explorer | None
    settled: Exploration | None = None

    def result(self) -> Exploration:
        """The outcomes found so far (complete when the explorer finished)."""
        if self.settled is not None:
            return self.settled
        assert self.explorer is not None
        return outcomes_of(self.explorer)

    def settle(self) -> None:
        """Keep only the result of a finished exploration."""
        if self.explorer is not None and self.explorer.finished:
            self.settled = outcomes_of(self.explorer)
            self.explorer = None


def remember(session: Session, explorer: Explorer) -> None:
    """Keep ``explorer``, started at the session's present moment, for the report (in
    place of an earlier exploration of the same moment)."""
    moment = session.moments[session.cursor]
    kept = [e for e in session.explored if e.moment is not moment]
    for e in kept:
        e.settle()
    kept.append(Explored(moment, explorer))
    session.explored = kept[-KEPT:]


def where(session: Session, moment: Moment) -> tuple[str, int] | None:
    """The reading (branch name) and step where ``moment`` is — the first reading that has
    it, where the others leave from —; ``None`` when it is no longer in the timeline."""
    for index, branch in enumerate(session.branches):
        moments = session.moments if index == session.branch else branch.moments
        name = branch.name
        for i, m in enumerate(moments):
            if m is moment:
                return name, i
    return None


def kept(session: Session) -> list[tuple[Explored, str, int]]:
    """The explorations whose moment is still in the timeline, with where it is, in the
    order they were run."""
    found = []
    for e in session.explored:
        at = where(session, e.moment)
        if at is not None:
            found.append((e, *at))
    return found


__all__ = ["KEPT", "Explored", "kept", "remember", "where"]
