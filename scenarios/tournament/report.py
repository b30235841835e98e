"""A deck check in a judge's words: the verdict first, then the counts to compare with the
physical deck, each violation with its rule and cards, the questions to ask, and the errata
in force on the date. Plain text (the command line) and HTML (the window, its printout)."""

from __future__ import annotations

import html

from scenarios.tournament.verdict import Counts, DeckVerdict

RULES_NAME = "Altered CR 5.0"


def verdict_line(v: DeckVerdict) -> str:
    """``LEGAL for constructed play on 2025-03-21`` or ``NOT LEGAL … — 3 problems``."""
    if v.legal:
        return f"LEGAL for {v.format} play on {v.as_of}"
    n = len(v.violations)
    return f"NOT LEGAL for {v.format} play on {v.as_of} — {n} problem{'s' if n != 1 else ''}"


def counts_line(c: Counts) -> str:
    """``50 cards · 1 Hero · 20 common · 13 rare · 0 exalted · 2 unique · Axiom 50``."""
    parts = [
        f"{c.cards} cards",
        f"{c.heroes} Hero" + ("es" if c.heroes != 1 else ""),
        f"{c.commons} common",
        f"{c.rares} rare",
        f"{c.exalted} exalted",
        f"{c.uniques} unique",
    ]
    if c.factions:
        parts.append("factions: " + ", ".join(f"{f} {n}" for f, n in c.factions.items()))
    if c.unknown:
        parts.append(f"{c.unknown} unknown or to ask")
    return " · ".join(parts)


def report_text(v: DeckVerdict) -> str:
    lines = [f"{v.where}: {verdict_line(v)}", "  " + counts_line(v.counts)]
    if v.violations:
        lines.append("")
        for item in v.violations:
            lines.append(f"  {RULES_NAME} — {item.rule}: {item.message}")
            lines.extend(f"      {card}" for card in item.cards)
    if v.questions:
        lines.append("")
        lines.append("  To ask the player:")
        lines.extend(f"    {q}" for q in v.questions)
    if v.errata:
        lines.append("")
        lines.append(f"  Errata in force on {v.as_of} (play the card as errated):")
        for e in v.errata:
            lines.append(f"    {e.card} — {e.title} ({e.date})")
            if e.text:
                lines.append(f"      {e.text}")
    if v.notes:
        lines.append("")
        lines.extend(f"  Note: {n}" for n in v.notes)
    return "\n".join(lines)


def report_html(v: DeckVerdict, rule_href: str = "rule:{}") -> str:
    """The check as HTML; each rule number a link (``rule_href`` formats its address)."""
    esc = html.escape
    colour = "#1b7f3b" if v.legal else "#b3261e"
    c = v.counts
    rows = [
        ("Cards", c.cards),
        ("Hero", c.heroes),
        ("Common", c.commons),
        ("Rare", c.rares),
        ("Exalted", c.exalted),
        ("Unique", c.uniques),
    ]
    rows += [(f"Faction: {f}", n) for f, n in c.factions.items()]
    if c.unknown:
        rows.append(("Unknown or to ask", c.unknown))
    table = "".join(f"<tr><td>{esc(k)}</td><td align='right'><b>{n}</b></td></tr>" for k, n in rows)
    parts = [
        f"<h2 style='color:{colour}'>{esc(verdict_line(v))}</h2>",
        f"<p>{esc(v.where)} · {esc(v.format.capitalize())} · checked as of {esc(v.as_of)}</p>",
        f"<table cellspacing='0' cellpadding='3'>{table}</table>",
    ]
    if v.violations:
        parts.append("<h3>Problems</h3><ol>")
        for item in v.violations:
            link = f"<a href='{esc(rule_href.format(item.rule))}'>{esc(item.rule)}</a>"
            cards = "".join(f"<li>{esc(card)}</li>" for card in item.cards)
            parts.append(
                f"<li><b>{esc(RULES_NAME)} — {link}</b>: {esc(item.message)}"
                + (f"<ul>{cards}</ul>" if cards else "")
                + "</li>"
            )
        parts.append("</ol>")
    if v.questions:
        parts.append("<h3>To ask the player</h3><ul>")
        parts.extend(f"<li>{esc(q)}</li>" for q in v.questions)
        parts.append("</ul>")
    if v.errata:
        parts.append(f"<h3>Errata in force on {esc(v.as_of)}</h3><ul>")
        for e in v.errata:
            parts.append(
                f"<li><b>{esc(e.card)}</b> — {esc(e.title)} ({esc(e.date)})"
                + (f"<br>{esc(e.text)}" if e.text else "")
                + "</li>"
            )
        parts.append("</ul>")
    if v.notes:
        parts.append("<h3>Notes</h3><ul>")
        parts.extend(f"<li>{esc(n)}</li>" for n in v.notes)
        parts.append("</ul>")
    return "".join(parts)
