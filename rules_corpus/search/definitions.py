"""Which rules define a glossary entry: Fleeting → 2.4.7, Exhaust → 7.3.13, Prepare → 4.2.1.c.

The CR 5.0 glossary gives one-line definitions without rule numbers; the rules that govern a
term are where a judge has to go. They are found from the rules' own structure and wording,
in this order (the first way that finds something decides):

1. **A heading that names the term.** A section title ("2.4.7 Fleeting", "1.2.5 Costs") or a
   rule's run-in heading ("4.2.1.c Prepare Each player readies…", "4.2.5.b Rest …") that is
   the term, in the singular or the plural; else a section title that starts with it
   ("Boost" → "2.5.1 Boost Counters"); else one with the same stemmed words. A parenthesised
   qualifier such as "Gain (status)" and a trailing "X" as in "Scout X" are ignored.
2. **A sentence that defines it.** A rule that opens with the term as the subject of "is",
   "are", "means" or "refers to" ("A statistic is the influence of…", "Cooldown is a passive
   ability…"), or that names something "called" the term.
3. **A list that names it as one of its category**: the glossary puts the term in a category
   ("Spell: A card type", "Axiom: One of the factions") and a rule lists that category's
   members ("2.2.1.a A type is one of the following: …, Spell").
4. **The rule closest to the glossary's own definition**: among the rules that use the term,
   the one whose words (with its section titles as context) share most with the definition
   (Ochiai similarity, so a long rule mentioning everything does not win), provided it
   contains at least :data:`_MIN_COVERAGE` of them.

When several rules qualify in one way (the keyword action "7.3.9 Draw" and the Morning's
daily effect "4.2.1.d Draw"), the one sharing most words with the glossary definition comes
first; at most :data:`MAX_DEFINING` are given.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules_corpus.corpus import Corpus
from rules_corpus.model import Document, Entry, Rule
from rules_corpus.search.query import stems_of

MAX_DEFINING = 3
_MIN_COVERAGE = 0.3  # share of the definition's words the closest rule must contain


@dataclass(slots=True)
class _Candidate:
    """A section or rule, with the heading it may carry and the words it is about (stemmed
    only when a way of finding needs them: stemming every rule costs ~0.1 s)."""

    id: str
    order: int
    heading: str
    words: str
    _stems: frozenset[str] | None = None

    @property
    def stems(self) -> frozenset[str]:
        if self._stems is None:
            self._stems = frozenset(stems_of(self.words))
        return self._stems


_CACHE: dict[int, tuple[Document, list[_Candidate]]] = {}
"""Candidates per document (keyed by identity; the document is kept to check it)."""


def _normalise(title: str) -> str:
    title = re.sub(r"\([^)]*\)", " ", title)
    title = re.sub(r"\s+x$", "", title.strip(), flags=re.IGNORECASE)
    return " ".join(title.lower().replace("*", "").split())


def _singular(phrase: str) -> str:
    """The phrase with its last word in the singular ("abilities" → "ability", "costs" →
    "cost"): a heading in the plural names the same thing as the glossary's singular."""
    words = phrase.split()
    if not words:
        return phrase
    last = words[-1]
    if last.endswith("ies") and len(last) > 4:
        last = last[:-3] + "y"
    elif last.endswith(("ches", "shes", "sses", "xes")):
        last = last[:-2]
    elif last.endswith("s") and not last.endswith("ss"):
        last = last[:-1]
    return " ".join([*words[:-1], last])


def defining_rules(corpus: Corpus, slug: str, term: str) -> tuple[str, ...]:
    """Ids of the sections or rules of ``slug`` that define glossary entry ``term``."""
    document = corpus.document(slug)
    entry = corpus.get(slug, term)
    if not isinstance(entry, Entry) or not document.rules:
        return ()
    candidates = _candidates(corpus, document)
    definition = frozenset(stems_of(entry.text) - stems_of(_normalise(entry.term)))
    for way in (_by_heading, _by_defining_sentence, _by_enumeration):
        found = way(document, candidates, entry)
        if found:
            found.sort(key=lambda c: (-_coverage(definition, c.stems), c.order))
            return tuple(c.id for c in found[:MAX_DEFINING])
    return _by_definition(document, candidates, entry, definition)


def _candidates(corpus: Corpus, document: Document) -> list[_Candidate]:
    """Every section and rule with its heading and its words (a rule's words include its
    section titles: "4.2.1.d Draw" is about the Morning); made once per document."""
    cached = _CACHE.get(id(document))
    if cached is not None and cached[0] is document:
        return cached[1]
    if len(_CACHE) > 8:
        _CACHE.clear()
    made = _make_candidates(corpus, document)
    _CACHE[id(document)] = (document, made)
    return made


def _make_candidates(corpus: Corpus, document: Document) -> list[_Candidate]:
    slug = document.slug
    out: list[_Candidate] = []
    for section in document.sections:
        texts = [section.title, *section.intro]
        for rule_id in section.rule_ids[:3]:  # the opening rules say what the section is
            rule = corpus.get(slug, rule_id)
            if isinstance(rule, Rule):
                texts.append(rule.text)
        out.append(_Candidate(section.id, len(out), section.title, " ".join(texts)))
    for rule in document.rules:
        path = [s.title for s in corpus.section_path(slug, rule)]
        words = " ".join([rule.title, rule.text, *rule.items, *path])
        out.append(_Candidate(rule.id, len(out), _rule_heading(rule), words))
    return out


def _rule_heading(rule: Rule) -> str:
    """A rule's run-in heading: its parsed title, else the capitalised words it opens with
    when a second capitalised sentence follows ("Progress Determine the statistics…")."""
    if rule.title:
        return rule.title
    match = re.match(r"([A-Z][\w-]*(?: [A-Z][\w-]*)?) (?=[A-Z][a-z])", rule.text)
    return match.group(1) if match else ""


def _by_heading(document: Document, candidates: list[_Candidate], entry: Entry) -> list[_Candidate]:
    wanted = _normalise(entry.term)
    headed = [c for c in candidates if c.heading]
    same = [
        c
        for c in headed
        if _normalise(c.heading) == wanted or _singular(_normalise(c.heading)) == wanted
    ]
    if same:
        return same
    sections = {s.id for s in document.sections}
    starts = [
        c for c in headed if c.id in sections and _normalise(c.heading).startswith(wanted + " ")
    ]
    if starts:
        return starts
    wanted_stems = stems_of(wanted)
    if not wanted_stems:
        return []
    return [
        c for c in headed if c.id in sections and stems_of(_normalise(c.heading)) == wanted_stems
    ]


def _by_defining_sentence(
    document: Document, candidates: list[_Candidate], entry: Entry
) -> list[_Candidate]:
    term = re.escape(_normalise(entry.term)).replace(r"\ ", r"[\s-]+")
    subject = re.compile(
        rf"(?:^|[.:;]\s+)(?:an?\s+|the\s+|to\s+)?{term}(?:e?s)?\s+"
        r"(?:(?:is|are)\s+(?:an?|the|one|any|each|every|called)\b|means\b|refers\s+to\b)",
        re.IGNORECASE,
    )
    called = re.compile(rf"\bcalled\s+[“\"]?{term}(?:e?s)?\b", re.IGNORECASE)
    defining = {
        rule.id
        for rule in document.rules
        if any(subject.search(t) or called.search(t) for t in (rule.text, *rule.items))
    }
    return [c for c in candidates if c.id in defining]


_ENUMERATION = re.compile(
    r"^(?:an?\s+|the\s+)?(?:list\s+of\s+)?(?P<category>[\w\s-]{1,40}?)\s+"
    r"(?:is\s+one\s+of\s+the\s+following|is|are)\s*:\s*(?P<members>.+)$",
    re.IGNORECASE,
)


def _by_enumeration(
    document: Document, candidates: list[_Candidate], entry: Entry
) -> list[_Candidate]:
    """The rule that lists the term among the members of the category the glossary puts it
    in: "Spell — A card type" → "2.2.1.a A type is one of the following: Character, Emblem,
    …, Spell"; "Axiom — One of the factions" → "2.2.10.a A faction is one of the following"."""
    definition = stems_of(entry.text)
    wanted = _normalise(entry.term)
    listing: set[str] = set()
    for rule in document.rules:
        match = _ENUMERATION.match(rule.text)
        if match is None:
            continue
        category = stems_of(match.group("category"))
        members = {_normalise(m) for m in re.split(r",|\band\b|\bor\b", match.group("members"))}
        members = {m.rstrip(". ") for m in members}
        if category and category <= definition and wanted in members:
            listing.add(rule.id)
    return [c for c in candidates if c.id in listing]


def _by_definition(
    document: Document, candidates: list[_Candidate], entry: Entry, definition: frozenset[str]
) -> tuple[str, ...]:
    rule_ids = {rule.id for rule in document.rules}
    root = _normalise(entry.term)[:4]
    term_stems = stems_of(_normalise(entry.term))
    if not term_stems or not definition:
        return ()
    # Rules only: a section pools many rules' words and would "cover" any definition.
    scored = [
        (_similarity(definition, c.stems), c.order, c.id)
        for c in candidates
        if c.id in rule_ids
        and root in c.words.lower()  # cheap test before stemming
        and term_stems <= c.stems
        and _coverage(definition, c.stems) >= _MIN_COVERAGE
    ]
    scored.sort(key=lambda s: (-s[0], s[1]))
    return tuple(rule_id for _, _, rule_id in scored[:1])


def _coverage(definition: frozenset[str], stems: frozenset[str]) -> float:
    """The share of the glossary definition's words that a rule (with its context) uses."""
    return len(definition & stems) / len(definition) if definition else 0.0


def _similarity(definition: frozenset[str], stems: frozenset[str]) -> float:
    """Shared words over the geometric mean of both sizes (the Ochiai coefficient): a long
    rule that mentions everything does not beat a short one that says the same thing."""
    if not definition or not stems:
        return 0.0
    return float(len(definition & stems) / (len(definition) * len(stems)) ** 0.5)
