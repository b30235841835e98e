"""How the timeline's branches are named to the judge: a branch's line in the Branches tree
(its name, where it leaves its parent, the step it shows) and, on the timeline, the moments
where other branches leave it ("⑂ Outcome 2").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge_app.gui.sandbox.timeline_lines import TimelineLines

if TYPE_CHECKING:
    from judge_app.sandbox.session import Session


def branch_text(s: Session, index: int) -> str:
    """Branch ``index``'s line in the tree: its name, where it leaves its parent, and the
    step it shows ("▶" on the one on the board)."""
    b = s.branches[index]
    shown = index == s.branch
    where = "" if b.parent is None else f" — from step {b.fork}"
    moments = s.moments if shown else b.moments
    cursor = s.cursor if shown else b.cursor
    return f"{'▶ ' if shown else ''}{b.name}{where}, at step {cursor} of {len(moments) - 1}"


def mark_forks(timeline: TimelineLines, session: Session) -> None:
    """Mark the timeline's moments where other branches leave it: "⑂ Outcome 2"."""
    from judge_app.sandbox.branches import forks

    where = forks(session)
    before = timeline.marks  # only they and the rows to mark now are looked at
    marked: dict[int, tuple[str, str]] = {}
    for i in sorted(set(before) | set(where)):
        if not 0 <= i < timeline.count():
            continue
        plain, tip = before.get(i, (timeline.text(i), timeline.tip(i)))
        names = where.get(i)
        if names:
            marked[i] = (plain, tip)
            timeline.set_line(
                i,
                f"{plain}   ⑂ {', '.join(names)}",
                f"{tip or plain}\nOther branches leave here: {', '.join(names)}",
            )
        elif i in before:
            timeline.set_line(i, plain, tip)
    timeline.marks = marked
