"""The reading pane's internal link scheme.

Every reference in the generated HTML is a URL naming what it points at:

* ``rule://altered-cr-5.0/6.2.e`` — a rule or section of a document,
* ``term://altered-cr-5.0/Fleeting`` — a glossary entry or headword (percent-encoded),
* ``search:fleeting`` — run a search (a "did you mean" suggestion).

:func:`target_url` and :func:`parse_url` are pure string functions, so they are tested without Qt
and the window only ever passes strings around.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote, unquote

RULE_SCHEME = "rule"
TERM_SCHEME = "term"
SEARCH_SCHEME = "search"


@dataclass(frozen=True, slots=True)
class Target:
    """Something the reading pane can show: an item of a document (rule, section or entry)."""

    doc: str
    id: str


@dataclass(frozen=True, slots=True)
class ParsedUrl:
    """A link taken apart: its scheme and either a target or a search query."""

    scheme: str
    target: Target | None = None
    query: str | None = None


def rule_url(doc: str, item_id: str) -> str:
    return f"{RULE_SCHEME}://{doc}/{quote(item_id, safe='')}"


def term_url(doc: str, term: str) -> str:
    return f"{TERM_SCHEME}://{doc}/{quote(term, safe='')}"


def search_url(query: str) -> str:
    return f"{SEARCH_SCHEME}:{quote(query, safe='')}"


def parse_url(url: str) -> ParsedUrl | None:
    """Take an internal URL apart; None for anything that is not one of ours."""
    scheme, sep, rest = url.partition(":")
    if not sep:
        return None
    scheme = scheme.lower()
    if scheme == SEARCH_SCHEME:
        return ParsedUrl(scheme, query=unquote(rest))
    if scheme not in (RULE_SCHEME, TERM_SCHEME) or not rest.startswith("//"):
        return None
    doc, slash, item = rest[2:].partition("/")
    if not slash or not doc or not item:
        return None
    return ParsedUrl(scheme, target=Target(doc.lower(), unquote(item)))
