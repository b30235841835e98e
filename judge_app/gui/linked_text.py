"""Plain corpus text with :class:`~rules_corpus.model.Link` offsets → escaped HTML with links.

Every reference becomes an ``<a>`` with an internal URL (:mod:`judge_app.gui.urls`): rule and
section references link with ``rule://``, glossary terms and headwords with ``term://``. A link
whose target does not exist is kept as text, marked and titled "not found" — never dropped.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from judge_app.gui.theme import Theme
from judge_app.gui.urls import rule_url, term_url
from rules_corpus.model import Link, LinkKind


def link_href(link: Link) -> str:
    if link.kind in (LinkKind.GLOSSARY, LinkKind.HEADWORD):
        return term_url(link.target_doc, link.target_id)
    return rule_url(link.target_doc, link.target_id)


def anchor(href: str, text_html: str, style: str = "", title: str = "") -> str:
    """An ``<a>`` element; ``text_html`` must already be escaped."""
    style_attr = f' style="{style}"' if style else ""
    title_attr = f' title="{html.escape(title)}"' if title else ""
    return f'<a href="{html.escape(href)}"{style_attr}{title_attr}>{text_html}</a>'


def linked_html(text: str, links: Iterable[Link], theme: Theme) -> str:
    """``text`` escaped, each link wrapped in an anchor, line breaks kept."""
    out: list[str] = []
    position = 0
    for link in sorted(links, key=lambda item: item.start):
        if link.start < position or link.end > len(text) or link.start >= link.end:
            continue  # overlapping or out-of-range offsets: keep the text, skip the link
        out.append(html.escape(text[position : link.start]))
        label = html.escape(text[link.start : link.end])
        if not link.resolved:
            out.append(
                f'<span style="color:{theme.unresolved}" title="reference not found">{label}</span>'
            )
        elif link.kind in (LinkKind.GLOSSARY, LinkKind.HEADWORD):
            out.append(anchor(link_href(link), label, term_style(theme)))
        else:
            out.append(anchor(link_href(link), label, f"color:{theme.link}"))
        position = link.end
    out.append(html.escape(text[position:]))
    return _breaks("".join(out))


def plain_html(text: str) -> str:
    return _breaks(html.escape(text))


def highlighted_html(text: str, spans: Sequence[tuple[int, int]], theme: Theme) -> str:
    """``text`` escaped with each span marked (search snippets)."""
    out: list[str] = []
    position = 0
    for start, end in sorted(spans):
        if start < position or end > len(text) or start >= end:
            continue
        out.append(html.escape(text[position:start]))
        out.append(
            f'<span style="background-color:{theme.mark_bg}; color:{theme.mark_text};'
            f' font-weight:600">{html.escape(text[start:end])}</span>'
        )
        position = end
    out.append(html.escape(text[position:]))
    return "".join(out).replace("\n", " ")


def term_style(theme: Theme) -> str:
    """Glossary terms are everywhere in the rules: a quiet colour keeps the text readable,
    while the pointer and the tooltip show they are links."""
    return f"color:{theme.term}; text-decoration:none"


def _breaks(fragment: str) -> str:
    return fragment.replace("\n\n", "<br/><br/>").replace("\n", "<br/>")
