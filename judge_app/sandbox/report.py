"""Explaining a ruling: the scenario, its steps and the rules they cite, as a report.

:func:`report_html` writes a self-contained HTML page (no scripts, no external files) a
judge can open on any device, print or send; :func:`summary_text` is the short version for
the clipboard ("CR 5.0, 6.2.e"-style citations). Rule texts come from a callback so this
module stays independent of the rules library.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from judge_app.sandbox.board import BoardView, board_view
from judge_app.sandbox.report_branches import branch_moments, branches_html
from judge_app.sandbox.session import Moment, Session

RuleText = Callable[[str], str | None]
"""Rule id → the rule's text (``None`` if unknown)."""

EDITION = "CR 5.0"

_CSS = """
body{font-family:system-ui,sans-serif;max-width:60em;margin:2em auto;padding:0 1em;
color:#1d2330;line-height:1.45}
h1{font-size:1.5em;margin-bottom:.2em} h2{font-size:1.15em;margin-top:1.6em;
border-bottom:1px solid #ccd;padding-bottom:.2em}
.meta{color:#556}
table{border-collapse:collapse;width:100%} td,th{border-bottom:1px solid #e3e6ee;
padding:.3em .5em;text-align:left;vertical-align:top}
th{background:#f3f5fa}
.src{color:#667;font-size:.85em;white-space:nowrap}
.cite{font-family:ui-monospace,monospace;background:#eef2fb;border-radius:3px;
padding:0 .25em;margin-right:.2em;white-space:nowrap}
.held{color:#17633a} .failed{color:#a11d1d;font-weight:600}
.rule{margin:.6em 0;padding:.5em .8em;background:#f7f8fb;border-left:3px solid #4a6fd1}
.rule b{font-family:ui-monospace,monospace}
.undone{color:#99a}
"""

_SOURCES = {
    "start": "start",
    "engine": "rules",
    "script": "script",
    "judge": "decision",
    "edit": "judge edit",
}


def _cites(rules: tuple[str, ...]) -> str:
    return "".join(f'<span class="cite">{html.escape(r)}</span>' for r in rules)


def _board_table(board: BoardView) -> str:
    rows = []
    for key, names in board.summary().items():
        if names:
            rows.append(
                f"<tr><td>{html.escape(key)}</td><td>{html.escape(', '.join(names))}</td></tr>"
            )
    markers = [
        f"{m.expedition} on region {m.region}" + (" (Ascended)" if m.ascended else "")
        for r in board.regions
        for m in r.markers
    ]
    rows.append(f"<tr><td>Expeditions</td><td>{html.escape('; '.join(markers))}</td></tr>")
    terrain_markers = [
        f"region {r.index}: {m.text} (timestamp {m.timestamp})"
        for r in board.regions
        for m in r.terrain_markers
    ]
    if terrain_markers:
        shown = html.escape("; ".join(terrain_markers))
        rows.append(f"<tr><td>Terrain Markers (3.2.1.d)</td><td>{shown}</td></tr>")
    moment = f"{board.moment_text()}; first player {board.first_player}"
    rows.append(f"<tr><td>Moment</td><td>{html.escape(moment)}</td></tr>")
    return "<table><tr><th>Zone</th><th>Contents</th></tr>" + "".join(rows) + "</table>"


def cited_rules(moments: list[Moment]) -> list[str]:
    """Every rule the moments cite, first citation first."""
    seen: dict[str, None] = {}
    for m in moments:
        for r in m.cited:
            seen.setdefault(r, None)
    return list(seen)


def report_html(session: Session, rule_text: RuleText) -> str:
    """The whole report as one HTML page."""
    m = session.scenario.model
    moments = session.moments[: session.cursor + 1]
    start = session.moments[0]
    parts = [
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        f"<title>{html.escape(session.title)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{html.escape(session.title)}</h1>",
        "<p class='meta'>Altered — Comprehensive Rules 5.0. Resolved step by step in the "
        "judge-app sandbox; every line cites the rules that governed it.</p>",
    ]
    if m.source or m.quote:
        parts.append(f"<p class='meta'>{html.escape(m.source)}</p>")
        if m.quote:
            parts.append(f"<blockquote>{html.escape(m.quote)}</blockquote>")
    if m.note:
        parts.append(f"<p>{html.escape(m.note)}</p>")
    parts.append("<h2>The board at the start</h2>")
    parts.append(_board_table(board_view(start.state, session.revealed)))
    parts.append(f"<h2>Steps ({len(moments) - 1})</h2><table>")
    parts.append("<tr><th>#</th><th>What happened</th><th>By</th><th>Rules</th></tr>")
    for i, mo in enumerate(moments[1:], start=1):
        parts.append(
            f"<tr><td>{i}</td><td>{html.escape(mo.text)}</td>"
            f"<td class='src'>{_SOURCES.get(mo.source, mo.source)}</td>"
            f"<td>{_cites(mo.cited)}</td></tr>"
        )
    parts.append("</table>")
    parts.append("<h2>The board now</h2>")
    parts.append(_board_table(session.board()))
    parts.extend(branches_html(session, _board_table, _cites))  # every kept reading
    outcomes = session.outcomes()
    if outcomes:
        parts.append("<h2>What the scenario expects</h2><table>")
        parts.append("<tr><th>Expectation</th><th>Verdict</th><th>Actual</th></tr>")
        for o in outcomes:
            verdict = (
                "<span class='held'>holds</span>"
                if o.held
                else ("<span class='failed'>FAILS</span>")
            )
            parts.append(
                f"<tr><td>{html.escape(o.label)}</td><td>{verdict}</td>"
                f"<td>{html.escape(str(o.actual))}</td></tr>"
            )
        parts.append("</table>")
    rules = cited_rules([*moments, *branch_moments(session)])
    parts.append(f"<h2>Rules cited ({len(rules)})</h2>")
    for r in rules:
        text = rule_text(r)
        body = html.escape(text) if text else "<i>text not available offline</i>"
        parts.append(f"<div class='rule'><b>{EDITION}, {html.escape(r)}</b> — {body}</div>")
    parts.append("</body></html>")
    return "\n".join(parts)


def summary_text(session: Session) -> str:
    """A few lines for the clipboard: title, the key steps and the rules cited."""
    moments = session.moments[1 : session.cursor + 1]
    lines = [f"Ruling — {session.title} (Altered {EDITION})"]
    decisive = [m for m in moments if m.source != "edit" and m.cited]
    for m in decisive[-8:]:
        lines.append(f"• {m.text} ({EDITION}, {', '.join(m.cited)})")
    rules = cited_rules(moments)
    if rules:
        lines.append(f"Rules: {EDITION}, " + ", ".join(rules))
    board = session.board()
    lines.append(f"Now: {board.moment_text()}; {len(moments)} steps resolved.")
    return "\n".join(lines)
