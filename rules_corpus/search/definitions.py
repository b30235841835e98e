"""Which rules define a glossary entry: Fleeting → 2.4.7, Exhaust → 7.3.13, Prepare → 4.2.1.c.

The CR 5.0 glossary gives one-line definitions without rule numbers; the rules that govern a
term are where a judge has to go. They are found from the rules' own structure:

1. a section titled with the term ("2.4.7 Fleeting", "7.3.13 Exhaust"; a parenthesised
   qualifier such as "Gain (status)" and a trailing "X" as in "Scout X" are ignored): the
   exact title first, then a title that starts with the term ("Boost" → "2.5.1 Boost
   Counters"), then one with the same stemmed words;
2. otherwise the rule that opens with the term as a run-in heading ("4.2.4.b Progress
   Determine the statistics…"), or else the rule naming the term that shares most words with
   its definition.
"""

from __future__ import annotations

import re

from rules_corpus.corpus import Corpus
from rules_corpus.model import Document, Entry
from rules_corpus.search.query import stems_of

MAX_DEFINING = 3
_MIN_OVERLAP = 0.2


def _normalise(title: str) -> str:
    title = re.sub(r"\([^)]*\)", " ", title)
    title = re.sub(r"\s+x$", "", title.strip(), flags=re.IGNORECASE)
    return " ".join(title.lower().replace("*", "").split())


def defining_rules(corpus: Corpus, slug: str, term: str) -> tuple[str, ...]:
    """Ids of the sections or rules of ``slug`` that define glossary entry ``term``."""
    document = corpus.document(slug)
    entry = corpus.get(slug, term)
    if not isinstance(entry, Entry) or not document.rules:
        return ()
    by_title = _by_section_title(document, entry.term)
    if by_title:
        return by_title[:MAX_DEFINING]
    return _by_definition(document, entry)


def _by_section_title(document: Document, term: str) -> tuple[str, ...]:
    wanted = _normalise(term)
    exact = [s.id for s in document.sections if _normalise(s.title) == wanted]
    if exact:
        return tuple(exact)
    starts = [s.id for s in document.sections if _normalise(s.title).startswith(wanted + " ")]
    if starts:
        return tuple(starts)
    wanted_stems = stems_of(wanted)
    if not wanted_stems:
        return ()
    return tuple(s.id for s in document.sections if stems_of(_normalise(s.title)) == wanted_stems)


def _by_definition(document: Document, entry: Entry) -> tuple[str, ...]:
    term_stems = stems_of(_normalise(entry.term))
    definition = stems_of(entry.text) - term_stems
    if not term_stems or not definition:
        return ()
    heading = entry.term.lower() + " "
    for rule in document.rules:
        if rule.text.lower().startswith(heading) and rule.text[len(heading) :][:1].isupper():
            return (rule.id,)
    scored: list[tuple[float, int, str]] = []
    for number, rule in enumerate(document.rules):
        text = " ".join([rule.text, *rule.items])
        stems = stems_of(text)
        if not term_stems <= stems:
            continue
        overlap = len(definition & stems) / len(definition | (stems - term_stems))
        if overlap >= _MIN_OVERLAP:
            scored.append((overlap, number, rule.id))
    scored.sort(key=lambda s: (-s[0], s[1]))
    return tuple(rule_id for _, _, rule_id in scored[:1])
