"""The report's readings: every branch of the timeline with its answers and cited rules.

When the judge kept several readings (branches opened from explored outcomes, or kept
when a decision was answered differently), the report shows each one — where it leaves
its parent, its own steps with their citations, its board at its present moment and what
differs from the reading shown — so a ruling can put both readings before the players.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from engine.explore import board_of, differences
from judge_app.sandbox.board import BoardView, board_view
from judge_app.sandbox.session import Moment, Session

_SOURCES = {"engine": "rules", "script": "script", "judge": "decision", "edit": "judge edit"}


def branch_moments(session: Session) -> list[Moment]:
    """Every moment of every branch up to its present, for the rules cited."""
    found: list[Moment] = []
    for i, b in enumerate(session.branches):
        cursor = session.cursor if i == session.branch else b.cursor
        moments = session.moments if i == session.branch else b.moments
        found.extend(moments[b.fork + 1 : cursor + 1])
    return found


def branches_html(
    session: Session,
    board_table: Callable[[BoardView], str],
    cites: Callable[[tuple[str, ...]], str],
) -> list[str]:
    """The readings section (nothing when there is only one branch)."""
    if len(session.branches) < 2:
        return []
    shown = session.branches[session.branch]
    shown_state = session.state
    parts = [
        f"<h2>Readings ({len(session.branches)})</h2>",
        "<p class='meta'>Each reading of the board the judge kept, from where it leaves the "
        f"reading it came from. The steps above are those of “{html.escape(shown.name)}”.</p>",
    ]
    for i, b in enumerate(session.branches):
        moments = session.moments if i == session.branch else b.moments
        cursor = session.cursor if i == session.branch else b.cursor
        mark = " (shown above)" if i == session.branch else ""
        parts.append(f"<h3>{html.escape(b.name)}{mark}</h3>")
        if b.parent is not None:
            parent = session.branches[b.parent].name
            left = moments[b.fork].text
            how = {
                "outcome": "An outcome of exploring every answer; it leaves",
                "undo": "Kept when the judge undid a decision and answered it another way; "
                "it leaves",
            }.get(b.origin, "Leaves")
            parts.append(
                f"<p>{how} “{html.escape(parent)}” after step {b.fork}: {html.escape(left)}</p>"
            )
        own = moments[b.fork + 1 : cursor + 1]
        if own:
            parts.append(
                "<table><tr><th>#</th><th>What happened</th><th>By</th><th>Rules</th></tr>"
            )
            for n, m in enumerate(own, start=b.fork + 1):
                parts.append(
                    f"<tr><td>{n}</td><td>{html.escape(m.text)}</td>"
                    f"<td class='src'>{_SOURCES.get(m.source, m.source)}</td>"
                    f"<td>{cites(m.cited)}</td></tr>"
                )
            parts.append("</table>")
        state = moments[cursor].state
        parts.append(board_table(board_view(state, session.revealed)))
        if i != session.branch:
            lines = differences(board_of(shown_state), board_of(state))
            if lines:
                parts.append(
                    f"<p>What differs from “{html.escape(shown.name)}”:</p><ul>"
                    + "".join(f"<li>{html.escape(line)}</li>" for line in lines)
                    + "</ul>"
                )
            else:
                parts.append(
                    f"<p>The same board as “{html.escape(shown.name)}”: only the way "
                    "there differs.</p>"
                )
    return parts
