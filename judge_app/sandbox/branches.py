"""The sandbox's timeline tree: branches kept, switched between, opened from explored
outcomes, compared side by side.

* :func:`explore_here` starts an exploration (``engine.explore``) from the pending
  decision; the window runs it a slice at a time.
* :func:`open_outcome` replays the answers of an outcome from the present moment as a new
  branch — step by step through the session, so every moment cites its rules as if the
  judge had answered by hand — and shows it.
* :func:`switch` shows another branch; :func:`keep_undone_reading` keeps the undone
  future as a branch when the judge answers a decision differently after undoing.
* :func:`compare` says what differs between two branches' present boards, and which
  objects on each board differ (for highlighting).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine import GameState
from engine.explore import Answer, Explorer, board_of, differences, reached, sight
from engine.state.plain_orbs import handles_said
from judge_app.sandbox.branch import Branch, keep_undone_reading
from judge_app.sandbox.explored import remember
from judge_app.sandbox.session import SandboxError, Session

__all__ = [
    "Branch",
    "Comparison",
    "compare",
    "explore_here",
    "forks",
    "keep_undone_reading",
    "open_outcome",
    "switch",
]


def _store(session: Session) -> None:
    """Write the shown branch's cursor back to it."""
    branch = session.branches[session.branch]
    branch.moments = session.moments
    branch.cursor = session.cursor


def switch(session: Session, index: int) -> Branch:
    """Show branch ``index`` at the moment it was left."""
    if not 0 <= index < len(session.branches):
        raise SandboxError(f"There is no branch {index + 1}.")
    _store(session)
    branch = session.branches[index]
    session.branch = index
    session.moments = branch.moments
    session.cursor = min(branch.cursor, len(branch.moments) - 1)
    return branch


def _new_branch(session: Session, name: str) -> Branch:
    """A branch forking at the present moment of the shown one, and show it."""
    _store(session)
    fork = session.cursor
    branch = Branch(name, session.moments[: fork + 1], fork, session.branch, fork, "outcome")
    session.branches.append(branch)
    switch(session, len(session.branches) - 1)
    return branch


def explore_here(
    session: Session, until: str = "resolution", max_states: int = 5_000, time_budget: float = 30.0
) -> Explorer:
    """An exploration of every answer from the present moment's pending decision (kept
    for the report: :mod:`judge_app.sandbox.explored`)."""
    if session.state.pending is None:
        raise SandboxError("No decision is pending: there is nothing to explore.")
    explorer = Explorer(session.state, until, max_states, time_budget)
    remember(session, explorer)
    return explorer


def open_outcome(session: Session, answers: Sequence[Answer], until: str, name: str = "") -> Branch:
    """Open the reading given by ``answers`` (an outcome's path) as a new branch from the
    present moment, run to the exploration's stopping point ``until``. The shown branch is
    kept as it was."""
    start = session.cursor
    origin = session.branch
    if session.state.pending is None:
        raise SandboxError("No decision is pending here: open an outcome where it was explored.")
    branch = _new_branch(session, name or f"Reading {len(session.branches) + 1}")
    try:
        for ans in answers:
            _run_to_decision(session, until)
            pending = session.state.pending
            if pending is None or pending.player != ans.player or pending.kind != ans.kind:
                raise SandboxError(f"The board no longer asks for: {ans.said}.")
            said = session.answer(ans.choice)
            _, sep, rest = said.text.partition(" — ")
            # the exploration's words tell apart options that read the same (6.3.i)
            session.moments[session.cursor] = replace(said, text=ans.said + sep + rest)
        _run_to_stop(session, until)
    except SandboxError:
        session.branches.pop()
        switch(session, origin)
        session.cursor = start
        raise
    session.notice = ""
    return branch


def _run_to_decision(session: Session, until: str) -> None:
    while session.state.pending is None and not reached(session.state, until):
        session.step()


def _run_to_stop(session: Session, until: str, limit: int = 20_000) -> None:
    for _ in range(limit):
        if reached(session.state, until) or session.state.pending is not None:
            return
        session.step()


@dataclass(frozen=True, slots=True)
class Comparison:
    """Two branches' present boards side by side: what differs in words, and the objects
    on each board that differ (by object id on that board)."""

    lines: tuple[str, ...]
    left: frozenset[str]
    right: frozenset[str]


def _sights(state: GameState) -> dict[str, tuple[str, object]]:
    """Each object by the card it represents (stable across zone changes, 2.1.f)."""
    out: dict[str, tuple[str, object]] = {}
    for oid, o in state.objects.items():
        key = o.card_id or f"emblem:{o.emblem.source_name if o.emblem else oid}:{oid}"
        out[key] = (oid, sight(state, oid))
    return out


def compare(left: GameState, right: GameState) -> Comparison:
    """What differs between two boards, and which objects to highlight on each."""
    # a Mana Orb laid out by count by its name, not the file's handle (as its tile says it)
    lines = tuple(handles_said(line) for line in differences(board_of(left), board_of(right)))
    a, b = _sights(left), _sights(right)
    left_ids = {a[k][0] for k in a if k not in b or a[k][1] != b[k][1]}
    right_ids = {b[k][0] for k in b if k not in a or a[k][1] != b[k][1]}
    return Comparison(lines, frozenset(left_ids), frozenset(right_ids))


def compare_branches(session: Session, first: int, second: int) -> Comparison:
    """:func:`compare` of two branches' boards at their cursors."""
    _store(session)
    x, y = session.branches[first], session.branches[second]
    return compare(x.moments[x.cursor].state, y.moments[y.cursor].state)


def forks(session: Session) -> dict[int, list[str]]:
    """Where other branches leave the one shown: moment index → their names. A branch
    leaves at the last moment it shares with the shown one (the same moment, not an equal
    copy)."""
    shown = session.moments
    found: dict[int, list[str]] = {}
    for i, b in enumerate(session.branches):
        if i == session.branch:
            continue
        shared = 0
        for mine, theirs in zip(shown, b.moments, strict=False):
            if mine is not theirs:
                break
            shared += 1
        if shared > 0:
            found.setdefault(shared - 1, []).append(b.name)
    return found
