"""An official card ruling's own page in the reading pane (pure Python; Qt only displays it).

A ruling hit opens this page, not the first rule it cites: the ruling *is* the answer a judge
was looking for, and a ruling that cites no rule would otherwise open nothing. The page shows
what the judge needs to apply it at the table — the card (name and reference), the question,
the answer, the date it was given — and links to the CR 5.0 rules it cites, each with its
title so the judge sees which rule before following it. A cited number the current rules do
not have is shown, not linked, and said to be missing (the ruling may predate a renumbering).
"""

from __future__ import annotations

import html
import re

from judge_app.gui.linked_text import anchor
from judge_app.gui.pages import Page
from judge_app.gui.rule_icons import icon_words
from judge_app.gui.theme import Theme
from judge_app.gui.urls import rule_url
from rules_corpus.corpus import Corpus
from rules_corpus.editions import NEW_EDITION
from rules_corpus.model import Rule, Section
from rules_corpus.search.rulings import RulingRecord

RULINGS_LABEL = "Official card rulings"


def render_ruling(corpus: Corpus, record: RulingRecord, theme: Theme) -> Page:
    """The page of one official ruling."""
    card = html.escape(record.card_name)
    reference = html.escape(record.reference)
    parts = [
        f'<h2>{card} <span class="muted" style="font-size:small; font-weight:normal">'
        f"Official card ruling · {reference}</span></h2>",
        f'<p class="muted">Given {html.escape(record.date)}</p>' if record.date else "",
        f"<p><b>Question.</b> {_linked(corpus, record.question, theme)}</p>",
        f"<p><b>Answer.</b> {_linked(corpus, record.answer, theme)}</p>",
        _cited_rules(corpus, record, theme),
        _currency(corpus, record, theme),
    ]
    muted = f'<span style="color:{theme.muted}">›</span>'
    crumb = f"{html.escape(RULINGS_LABEL)} {muted} <b>{card}</b>"
    body = f"<html><body>{''.join(parts)}</body></html>"
    return Page(f"{record.card_name} — ruling", body, None, crumb)


_RULE_NUMBER = re.compile(r"\b\d+(?:\.\d+)*\.[a-z]\b|\b\d+\.\d+(?:\.\d+)*\b")


def _linked(corpus: Corpus, text: str, theme: Theme) -> str:
    """``text`` escaped, with each CR 5.0 rule number it mentions ("see 6.5.b") a link."""
    out: list[str] = []
    position = 0
    for match in _RULE_NUMBER.finditer(text):
        number = match.group(0)
        if corpus.get(NEW_EDITION, number) is None:
            continue
        out.append(html.escape(text[position : match.start()]))
        out.append(
            anchor(rule_url(NEW_EDITION, number), html.escape(number), f"color:{theme.link}")
        )
        position = match.end()
    out.append(html.escape(text[position:]))
    return "".join(out)


def _cited_rules(corpus: Corpus, record: RulingRecord, theme: Theme) -> str:
    if not record.rule_ids:
        return '<p class="muted">This ruling cites no rule.</p>'
    prefix = html.escape(corpus.document(NEW_EDITION).meta.citation_prefix)
    style = f"color:{theme.link}"
    items: list[str] = []
    for rule_id in record.rule_ids:
        item = corpus.get(NEW_EDITION, rule_id)
        if isinstance(item, Rule | Section):
            link = anchor(rule_url(NEW_EDITION, item.id), html.escape(item.id), style)
            gist = icon_words(_gist(item), corpus.document(NEW_EDITION).meta.game)
            items.append(f"<li>{link} {html.escape(gist)}</li>")
        else:
            items.append(
                f'<li><span style="color:{theme.unresolved}">{html.escape(rule_id)}</span> '
                f'<span class="muted">— not in {prefix}</span></li>'
            )
    return f"<p><b>Rules it cites ({prefix}):</b></p><ul>{''.join(items)}</ul>"


def _currency(corpus: Corpus, record: RulingRecord, theme: Theme) -> str:
    """The ruling against the current rules (issue 35): the rules it rests on, and — when it
    was given before one of them changed — "given under an earlier version of the rules"
    with each change, and which rules the sandbox follows."""
    from judge_app.ruling_currency import FOLLOWED, record_currency

    currency = record_currency(corpus, record)
    if not currency.earlier:
        return ""
    style = f"color:{theme.link}"
    items = "".join(
        f"<li>{anchor(rule_url(NEW_EDITION, c.rule), html.escape(c.rule), style)} "
        f"({html.escape(c.why)}, {html.escape(c.source)}): {html.escape(c.change)}</li>"
        for c in currency.changes
    )
    return (
        f'<p style="color:{theme.unresolved}"><b>Given under an earlier version of the '
        "rules.</b> A rule it rests on has changed since:</p>"
        f'<ul>{items}</ul><p class="muted">{html.escape(FOLLOWED)}</p>'
    )


def _gist(item: Rule | Section, length: int = 90) -> str:
    """A section's or rule's title, else the start of a rule's text: which rule it is."""
    text = item.title or (item.text if isinstance(item, Rule) else "")
    if len(text) <= length:
        return text
    return text[:length].rsplit(" ", 1)[0] + " …"
