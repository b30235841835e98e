"""Snippets: the part of a text around the matched words, with the words' offsets.

Matching uses the same stemming analyzer as the index, so "exhausted" in a text is marked for
the query "exhaust".

A snippet is one line: where the text breaks a line — a rule's bullet items, an entry's
paragraphs — the snippet shows " • ", so the items of 2.2.10.c read "Axiom:, brown • Bravos:,
red", not "Axiom:, brown Bravos:, red" (which pairs each colour with the next faction).

A section with no text of its own (most sections: a heading, then its rules) is shown by what
it holds (:func:`section_overview`) — "5 rules: 2.4.7.a When a card is played from Reserve, …
• 2.4.7.b …" — cut around the matched words like any text: a judge sees which of its rules
speaks of the question, not a blank line. A headword with no text, only cross-references, shows
them (:func:`entry_overview`): "See also: burden, wound, doom, risk pool".
"""

from __future__ import annotations

import re
from functools import lru_cache

from rules_corpus.corpus import Corpus
from rules_corpus.model import Entry, Kind, Rule, Section
from rules_corpus.search.analysis import marked_words

WINDOW = 220
LINE_BREAK = " • "
SUB_ITEM = " – "
LEAD_IN_TO_LINE = 100  # how far before its first match a window may open, to start a line
# a line break, with the bullet the next line may print itself ("\n• A main deck …"); a line
# printing a dash is a sub-item ("one of the following: – it had …"), which keeps its dash
_BREAKS = re.compile(r"[ \t]*\n\s*(?:([•◦▪‣∙·*-])[ \t]+|(–)[ \t]+)?")


def make_snippet(
    text: str, wanted: tuple[set[str], tuple[str, ...]]
) -> tuple[str, tuple[tuple[int, int], ...]]:
    """Cut the window of ``text`` with most matches; return it and the matches' spans."""
    stems, prefixes = wanted
    text = _BREAKS.sub(_line_break, text.strip())
    matches = [
        (start, end)
        for word, start, end in _tokens(text)
        if word in stems or any(word.startswith(p) for p in prefixes)
    ]
    if len(text) <= WINDOW:
        return text, tuple(matches)
    start = _best_start(text, matches)
    end = min(len(text), start + WINDOW)
    if end < len(text):
        end = text.rfind(" ", start, end) if text.rfind(" ", start, end) > start else end
    snippet = text[start:end].removesuffix(LINE_BREAK.rstrip())  # never end on a bare "•"
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(text) else ""
    shift = len(prefix) - start
    spans = tuple((s + shift, e + shift) for s, e in matches if s >= start and e <= end)
    return prefix + snippet + suffix, spans


def _line_break(match: re.Match[str]) -> str:
    """What a line break reads as in a one-line snippet: " • ", or " – " before a sub-item."""
    return SUB_ITEM if match.group(2) else LINE_BREAK


@lru_cache(maxsize=4096)
def _tokens(text: str) -> tuple[tuple[str, int, int], ...]:
    """Each word's stem and offsets (:func:`~rules_corpus.search.analysis.marked_words`, what
    the marking analyzer gives), cached: a text is analysed once per session."""
    return marked_words(text)


def _best_start(text: str, matches: list[tuple[int, int]]) -> int:
    if not matches:
        return 0
    best, best_count = matches[0][0], 0
    for s, _ in matches:
        count = sum(1 for m, _ in matches if s <= m < s + WINDOW)
        if count > best_count:
            best, best_count = s, count
    line = line_start_near(text, best)
    if line is not None:
        return line
    start = max(0, best - 40)
    if start > 0:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < best else start
    return start


def line_start_near(text: str, position: int, reach: int = LEAD_IN_TO_LINE) -> int | None:
    """Where the line (as a snippet shows it: after " • ") holding ``position`` starts, when
    that is at most ``reach`` characters before it: a window opened there starts on a rule's
    number (a section's overview) or an item's first word, not mid-sentence."""
    line = text.rfind(LINE_BREAK, 0, position)
    start = 0 if line < 0 else line + len(LINE_BREAK)
    return start if position - start <= reach else None


def shown_text(corpus: Corpus, doc: str, kind: str, item_id: str, text: str) -> str:
    """The text a hit's snippet is cut from: the unit's ``text``, or when it has none, what a
    section holds or where an entry points (:func:`section_overview`, :func:`entry_overview`)."""
    if text.strip():
        return text
    if kind == Kind.SECTION.value:
        return section_overview(corpus, doc, item_id)
    if kind in (Kind.GLOSSARY.value, Kind.HEADWORD.value):
        return entry_overview(corpus, doc, item_id)
    return text


def section_overview(corpus: Corpus, doc: str, section_id: str) -> str:
    """What section ``section_id`` of ``doc`` holds, for a snippet when it has no text of its
    own: its rules, each with its number and text ("2 rules: 3.2.10.a The Reserve is a
    personal, visible zone. • 3.2.10.b …"), then its subsections' numbers and titles ("3
    subsections: 2.2.1 Name • 2.2.2 Sub-types • …"); "" for an id that is not a section."""
    section = corpus.get(doc, section_id)
    if not isinstance(section, Section):
        return ""
    parts: list[str] = []
    rules = [r for r in (corpus.get(doc, i) for i in section.rule_ids) if isinstance(r, Rule)]
    if rules:
        said = [f"{r.id} {_rule_words(r)}".strip() for r in rules]
        parts.append(f"{_count(len(rules), 'rule')}: " + LINE_BREAK.join(said))
    children = [c for c in (corpus.get(doc, i) for i in section.children) if isinstance(c, Section)]
    if children:
        said = [f"{c.id} {c.title}".strip() for c in children]
        parts.append(f"{_count(len(children), 'subsection')}: " + LINE_BREAK.join(said))
    if not parts:
        return "A heading with no rules under it in this edition."
    return LINE_BREAK.join(parts)


def entry_overview(corpus: Corpus, doc: str, term: str) -> str:
    """For an entry with no text of its own (a headword that only points elsewhere), where it
    points: "See also: burden, wound, doom, risk pool"; "" if it points nowhere."""
    entry = corpus.get(doc, term)
    if not isinstance(entry, Entry) or not entry.see_also:
        return ""
    return "See also: " + ", ".join(entry.see_also)


def _rule_words(rule: Rule) -> str:
    """A rule's own words: its text, else its first item, else its first note's."""
    if rule.text.strip():
        return rule.text.strip()
    if rule.items:
        return rule.items[0].strip()
    if rule.notes:
        return f"{rule.notes[0].kind.value.capitalize()}. {rule.notes[0].text.strip()}"
    return ""


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" + ("" if number == 1 else "s")
