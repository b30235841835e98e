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
from judge_app.sandbox.decisive_rules import decisive_rules
from judge_app.sandbox.line_words import timeline_line
from judge_app.sandbox.report_branches import branch_moments, branches_html
from judge_app.sandbox.report_explored import explorations_html, explorations_summary
from judge_app.sandbox.session import Moment, Session, shown_text
from judge_app.sandbox.wording import expectation_words, judge_words, value_words, zone_words

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
.ruling{font-size:1.08em;padding:.4em .9em;border-left:4px solid #17633a;background:#f3faf5}
"""

_SOURCES = {
    "start": "start",
    "engine": "rules",
    "script": "script",
    "judge": "decision",
    "edit": "judge edit",
}


def _cites(rules: tuple[str, ...]) -> str:
    return " ".join(f'<span class="cite">{html.escape(r)}</span>' for r in rules)


def _also(moment: Moment) -> str:
    """The rules only relevant to a moment's line (a parent, an overview, a definition of a
    word it uses: engine/why/deciding.py), folded under its deciding ones."""
    if not moment.also:
        return ""
    return f"<details><summary>also relevant</summary>{_cites(moment.also)}</details>"


def _board_table(board: BoardView) -> str:
    rows = []
    for key, names in board.summary().items():
        if names:
            zone = html.escape(zone_words(key))
            rows.append(f"<tr><td>{zone}</td><td>{html.escape(', '.join(names))}</td></tr>")
    markers = [
        f"{zone_words(m.expedition)} in region {m.region}" + (" (Ascended)" if m.ascended else "")
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


def cited_rules(moments: list[Moment], shown: frozenset[str] | None = None) -> list[str]:
    """Every rule the moments cite, first citation first: each line's deciding rules, then
    those only relevant to it, which the report shows folded under it (``shown``: only the
    deciding rules the lines naming the hidden cards of these zone kinds cite, 3.1.3.f)."""
    seen: dict[str, None] = {}
    for m in moments:
        for r in (*(m.cited if shown is None else m.cited_in(shown)), *m.also):
            seen.setdefault(r, None)
    return list(seen)


def _steps_table(
    moments: list[Moment],
    first: int,
    said: list[str] | None = None,
    shown: frozenset[str] = frozenset({"hand"}),
) -> str:
    """The steps ``moments[first:]`` as a table, numbered from ``first``, each line in a
    judge's words (``said``, else worked out from ``moments``, naming the hidden cards of
    the zone kinds ``shown``)."""
    if said is None:  # only the lines shown (each named by the moment before it)
        tail = _said(moments[max(first - 1, 0) :], shown)
        said = [""] * (len(moments) - len(tail)) + tail
    rows = ["<table><tr><th>#</th><th>What happened</th><th>By</th><th>Rules</th></tr>"]
    for i in range(first, len(moments)):
        mo = moments[i]
        rows.append(
            f"<tr><td>{i}</td><td>{html.escape(said[i])}</td>"
            f"<td class='src'>{_SOURCES.get(mo.source, mo.source)}</td>"
            f"<td>{_cites(mo.cited_in(shown))}{_also(mo)}</td></tr>"
        )
    rows.append("</table>")
    return "".join(rows)


def _said(
    moments: tuple[Moment, ...] | list[Moment], shown: frozenset[str] = frozenset({"hand"})
) -> list[str]:
    """Each moment's line in a judge's words (objects named by the moment before when they
    are gone), naming the hidden cards of the zone kinds ``shown`` as the board does —
    the others are "a card" (3.1.3.f)."""
    return [
        timeline_line(
            judge_words(shown_text(m, shown), m.state, moments[i - 1].state if i else m.state)
        )
        for i, m in enumerate(moments)
    ]


def _privacy(shown: frozenset[str]) -> str:
    """What the report tells of the hidden zones, so a judge knows before sharing it."""
    zones = [w for k, w in (("hand", "Hands"), ("deck", "Decks")) if k in shown]
    if not zones:
        return (
            "Hidden cards are not named: no card in a Hand or a Deck is told (CR 5.0, 3.1.3.f)"
            " — this report may be shared with the players."
        )
    return (
        f"The cards in {' and '.join(zones)} are shown and named, as the judge chose on the "
        "board; before sharing this report with players, hide them (Show hands / Show "
        "decks) — players may not look at them (CR 5.0, 3.1.3.f)."
    )


def _ruling_html(text: str) -> str:
    """The judge's ruling (their words, Markdown allowed; any HTML in it is shown as text)."""
    from judge_app.sandbox.ruling_html import ruling_html

    return ruling_html(text)  # in bounded time, whatever was pasted


def report_html(session: Session, rule_text: RuleText) -> str:
    """The whole report as one HTML page: the ruling in the judge's words, the board as
    laid out (with the cards the judge's edits put there), every step with its citations,
    the board now, every exploration of every answer still in the timeline (its verdict,
    what decides and each outcome — :mod:`report_explored`), every reading the judge kept
    (branches: explored outcomes opened, and a decision answered differently after an
    undo — see :mod:`report_branches`), the expectations, the texts of the rules cited in
    any reading."""
    m = session.scenario.model
    moments = session.moments[: session.cursor + 1]
    said = _said(session.moments, session.revealed)[: session.cursor + 1]
    start_index = min(session.laid_out(), session.cursor)
    start = session.moments[start_index]
    title = session.board_title
    parts = [
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>",
        f"<title>{html.escape(title)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{html.escape(title)}</h1>",
        "<p class='meta'>Altered — Comprehensive Rules 5.0. Resolved step by step in the "
        "judge-app sandbox; every line cites the rules that governed it.</p>",
        f"<p class='meta'>{html.escape(_privacy(session.revealed))}</p>",
    ]
    if m.source or m.quote:
        parts.append(f"<p class='meta'>{html.escape(m.source)}</p>")
        if m.quote:
            parts.append(f"<blockquote>{html.escape(m.quote)}</blockquote>")
    if m.note:
        parts.append(f"<p>{html.escape(m.note)}</p>")
    # the rules that decided (decisive_rules), not every rule the steps touched
    every_moment = [*moments, *branch_moments(session)]
    deciding = decisive_rules(every_moment, session.ruling, m.rules, session.revealed)
    if session.ruling.strip():
        parts.append("<h2>Ruling</h2>")
        parts.append(f"<div class='ruling'>{_ruling_html(session.ruling)}</div>")
        if deciding:
            parts.append(f"<p class='meta'>Rules that decided: {_cites(tuple(deciding))}</p>")
    edits = start_index
    laid = f" (laid out with {edits} judge edit{'s' if edits != 1 else ''})" if edits else ""
    parts.append(f"<h2>The board at the start{laid}</h2>")
    parts.append(_board_table(board_view(start.state, session.revealed)))
    parts.append(f"<h2>Steps ({len(moments) - 1 - start_index})</h2>")
    parts.append(_steps_table(moments, start_index + 1, said, session.revealed))
    parts.append("<h2>The board now</h2>")
    parts.append(_board_table(session.board()))
    parts.extend(explorations_html(session, _board_table))  # verdicts and outcomes explored
    shown = session.revealed  # every reading kept, its lines naming what the board shows
    parts.extend(
        branches_html(
            session,
            _board_table,
            lambda ms, first: _steps_table(ms, first, shown=shown),
            lambda ms: _said(ms, shown),
        )
    )
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
                f"<tr><td>{html.escape(expectation_words(o.label))}</td><td>{verdict}</td>"
                f"<td>{html.escape(value_words(o.actual))}</td></tr>"
            )
        parts.append("</table>")
    all_rules = cited_rules(every_moment, session.revealed)
    parts.append(f"<h2>The rules that decided ({len(deciding)})</h2>")
    for r in deciding:
        text = rule_text(r)
        body = html.escape(text) if text else "<i>text not available offline</i>"
        parts.append(f"<div class='rule'><b>{EDITION}, {html.escape(r)}</b> — {body}</div>")
    others = [r for r in all_rules if r not in deciding]
    if others:  # numbers only: each is in the steps' table beside its step
        parts.append(
            f"<p class='meta'>Also cited by the steps ({len(others)}): {_cites(tuple(others))}</p>"
        )
    parts.append("</body></html>")
    return "\n".join(parts)


def summary_text(session: Session) -> str:
    """A few lines for the clipboard: title, the ruling, the key steps and the rules cited."""
    moments = session.moments[1 : session.cursor + 1]
    said = _said(session.moments, session.revealed)
    lines = [f"Ruling — {session.board_title} (Altered {EDITION})"]
    if session.ruling.strip():
        lines.append(session.ruling.strip())
    rules = decisive_rules(moments, session.ruling, session.scenario.model.rules, session.revealed)
    cited = [(i, m) for i, m in enumerate(moments, start=1) if m.source != "edit" and m.cited]
    # The key steps are those citing a rule that decided; a turn beginning or a Reaction
    # ceasing to exist (4.2.3.d, 5.4.d) is routine and stays in the report's step table.
    decided = set(rules)
    key = [(i, m) for i, m in cited if decided & set(m.cited_in(session.revealed))] or cited
    for i, m in key[-8:]:
        lines.append(f"• {said[i]} ({EDITION}, {', '.join(m.cited_in(session.revealed))})")
    lines.extend(explorations_summary(session))
    if rules:
        lines.append(f"Rules that decided: {EDITION}, " + ", ".join(rules))
    board = session.board()
    lines.append(f"Now: {board.moment_text()}; {len(moments)} steps resolved.")
    return "\n".join(lines)
