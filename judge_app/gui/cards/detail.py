"""A card's sheet as HTML for the Cards view (the content of ``judge-app cards show``).

Rule numbers in rulings and history become links to the rule, so a judge goes from a ruling
to the rule it applies in one click.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

from judge_app.gui.theme import Theme
from scenarios.pool.describe import HISTORY_WORDS, AbilityLine, CardSheet

_RULE = re.compile(r"(?<![\d.])(\d{1,2}\.\d{1,2}(?:\.\d{1,3})*(?:\.[a-z])?)(?![\d])")


def _linked(text: str, theme: Theme) -> str:
    """``text`` escaped, with rule numbers as links (``rule:6.2.e``)."""
    out: list[str] = []
    last = 0
    for m in _RULE.finditer(text):
        out.append(html.escape(text[last : m.start()]))
        rid = m.group(1)
        out.append(f'<a href="rule:{rid}" style="color:{theme.link}">{html.escape(rid)}</a>')
        last = m.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def _mark(marks: Mapping[str, str] | None, question: str, theme: Theme) -> str:
    """A ruling's "given under an earlier version of the rules: …" (issue 35)."""
    text = (marks or {}).get(question, "")
    if not text:
        return ""
    head, _, change = text.partition(": ")
    return (
        f"<br/><span style='color:{theme.unresolved}'><b>{html.escape(head.capitalize())}:</b> "
        f"{_linked(change, theme)}</span>"
    )


PLAYED = "the sandbox plays it as written"
"""What a judge is told of an ability the engine reads: the engine's bare "executed" said
nothing at a table (what was executed, and where?)."""


def ability_words(ability: AbilityLine) -> str:
    """An ability's reading in a judge's words: played by the sandbox, or resolved by hand
    and why."""
    return PLAYED if ability.executed else ability.verdict


def sheet_html(sheet: CardSheet, theme: Theme, marks: Mapping[str, str] | None = None) -> str:
    """The whole sheet: characteristics, text, what the engine reads, prints, rulings,
    history."""
    e = html.escape
    muted = f"color:{theme.muted}"
    parts = [
        f"<h2 style='margin-bottom:2px'>{e(sheet.name)}</h2>",
        f"<p style='margin-top:0'><b>{e(sheet.type_line)}</b>"
        + (f"<br/>{e(' · '.join(sheet.facts))}" if sheet.facts else "")
        + "</p>",
    ]
    for w in sheet.warnings:
        parts.append(f"<p style='color:{theme.unresolved}'><b>{e(w)}</b></p>")
    if sheet.other_names:
        parts.append(f"<p style='{muted}'>Also named: {e('; '.join(sheet.other_names))}</p>")
    parts.extend(f"<p>{e(line)}</p>" for line in sheet.text.splitlines())
    if sheet.support:
        parts.append(f"<p><i>Support (in Reserve):</i> {e(sheet.support)}</p>")
    parts.append("<h3>What the engine reads</h3>")
    if not sheet.abilities:
        parts.append(f"<p style='{muted}'>No abilities: characteristics only.</p>")
    else:
        parts.append("<ul>")
        for a in sheet.abilities:
            colour = theme.term if a.executed else theme.unresolved
            parts.append(
                f"<li>{e(a.text)}<br/><span style='color:{colour}'><b>{e(ability_words(a))}</b>"
                "</span></li>"
            )
        parts.append("</ul>")
    parts.append("<h3>Prints</h3><ul>")
    # the judge's words first; the data's reference after, small and muted, to copy
    parts.extend(
        f"<li>{e(p.words)} <span style='{muted}; font-size:small'>{e(p.reference)}</span></li>"
        for p in sheet.prints
    )
    parts.append("</ul>")
    if sheet.rulings:
        parts.append("<h3>Official rulings</h3>")
        for r in sheet.rulings:
            parts.append(
                f"<p><span style='{muted}'>{e(r.date or 'undated')}</span><br/>"
                f"<b>Q:</b> {_linked(r.question, theme)}<br/><b>A:</b> {_linked(r.answer, theme)}"
                + _mark(marks, r.question, theme)
                + "</p>"
            )
    if marks and any(marks.values()):
        from rules_corpus.editions.currency import FOLLOWED

        parts.append(f"<p style='{muted}'>{e(FOLLOWED)}</p>")
    if sheet.history:
        parts.append("<h3>History</h3>")
        for ref, h in sheet.history:
            what = HISTORY_WORDS.get(h.kind, h.kind.replace("_", " ").capitalize())
            parts.append(
                f"<p><span style='{muted}'>{e(h.date or 'undated')}</span> <b>{e(what)}</b> — "
                f"{e(h.title)} <span style='{muted}'>({e(ref)})</span>"
                + (f"<br/>{_linked(h.answer, theme)}" if h.answer else "")
                + (_mark(marks, h.question, theme) if h.kind == "RULING" else "")
                + "</p>"
            )
    return "".join(parts)
