"""The sandbox's busy board with two readings: its first decision answered one way, a step,
both undone and the decision answered the other way (a second branch, kept beside the first
when the board is saved). Read by the reliability tests of saved boards and by
``benchmarks/bounds_bench.py``."""

from __future__ import annotations

from pathlib import Path

from judge_app.sandbox.session import Session
from scenarios import PACKAGE_DIR

BUSY = PACKAGE_DIR / "sandbox" / "busy_board.yaml"


def two_readings(path: Path) -> Session:
    """The busy board copied to ``path`` and opened, its first decision answered with its
    first option then, after undoing, with its last: two branches, not saved yet."""
    path.write_text(BUSY.read_text(encoding="utf-8"), encoding="utf-8")
    session = Session.open(path)
    while session.state.pending is None:
        session.step()
    options = [o.id for o in session.state.pending.options]
    session.answer(options[0])
    session.step()
    session.undo()
    session.undo()
    session.answer(options[-1])  # another answer after undo: a second branch
    return session
