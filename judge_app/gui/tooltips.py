"""What hovering a link in the reading pane shows (pure Python).

A glossary term shows its definition; a rule or section reference shows the start of its text,
so a judge can check a reference without leaving the rule being read.
"""

from __future__ import annotations

import html

from judge_app.gui.rule_icons import icon_words
from judge_app.gui.urls import parse_url
from rules_corpus.corpus import Corpus
from rules_corpus.model import Entry, Rule, Section

MAX_CHARS = 420


def tooltip_for_url(corpus: Corpus, url: str) -> str | None:
    """Rich-text tooltip for an internal link, or None when there is nothing to show."""
    parsed = parse_url(url)
    if parsed is None or parsed.target is None or parsed.target.doc not in corpus.slugs:
        return None
    item = corpus.get(parsed.target.doc, parsed.target.id)
    if item is None:
        return None
    if isinstance(item, Entry):
        heading, text = item.term, item.text
    elif isinstance(item, Rule):
        heading, text = f"{item.id} {item.title}".strip(), item.text
    else:
        heading, text = f"{item.id} {item.title}".strip(), _section_text(item)
    body = html.escape(_shorten(text)).replace("\n", "<br/>")
    game = corpus.document(parsed.target.doc).meta.game
    shown = f"<p style='white-space:pre-wrap'><b>{html.escape(heading)}</b><br/>{body}</p>"
    return icon_words(shown, game)


def _section_text(section: Section) -> str:
    if section.intro:
        return "\n".join(section.intro)
    count = len(section.rule_ids) or len(section.children)
    what = "rules" if section.rule_ids else "sub-sections"
    return f"Section with {count} {what}."


def _shorten(text: str) -> str:
    if len(text) <= MAX_CHARS:
        return text
    return text[:MAX_CHARS].rsplit(" ", 1)[0] + " …"
