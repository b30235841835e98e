"""Turn every reference in a parsed document into a :class:`Link`.

Rule and section numbers link to their rule or section; glossary terms and headwords link to
their entry at first mention; a Heroes' Journey "See also" list links to the headwords it
names. A reference whose target does not exist is kept with ``resolved=False`` and reported by
:func:`dangling_links` — never dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules_corpus.linking.references import find_references
from rules_corpus.linking.terms import TermFinder
from rules_corpus.model import (
    Block,
    Document,
    Entry,
    Kind,
    Link,
    LinkKind,
    Note,
    Rule,
    Section,
)


@dataclass(frozen=True, slots=True)
class DanglingLink:
    """A reference whose target does not exist, and where it was found."""

    doc: str
    owner: str
    text: str
    target_id: str

    def __str__(self) -> str:
        return f"{self.doc}: {self.owner}: reference {self.text!r} points at nothing"


class _Linker:
    def __init__(self, document: Document) -> None:
        self.doc = document.slug
        self.rule_ids = {rule.id for rule in document.rules}
        self.section_ids = {section.id for section in document.sections}
        spellings: dict[str, str] = {}
        for entry in document.entries:
            spellings[entry.term] = entry.term
            for alias in entry.aliases:
                spellings[alias] = entry.term
        self.entry_kind = (
            LinkKind.HEADWORD
            if any(e.kind is Kind.HEADWORD for e in document.entries)
            else LinkKind.GLOSSARY
        )
        self.terms = TermFinder(spellings)

    def links(self, text: str, own_term: str | None = None) -> tuple[Link, ...]:
        found: list[Link] = []
        for ref in find_references(text):
            if ref.lettered:
                kind, exists = LinkKind.RULE, ref.id in self.rule_ids
            elif ref.id in self.section_ids:
                kind, exists = LinkKind.SECTION, True
            else:
                kind, exists = LinkKind.SECTION, False
            found.append(Link(ref.start, ref.end, ref.id, kind, self.doc, ref.id, exists))
        taken = [(link.start, link.end) for link in found]
        for match in self.terms.find(text, exclude=own_term):
            if any(start < match.end and match.start < end for start, end in taken):
                continue
            found.append(
                Link(
                    match.start,
                    match.end,
                    text[match.start : match.end],
                    self.entry_kind,
                    self.doc,
                    match.term,
                )
            )
        return tuple(sorted(found, key=lambda link: link.start))

    def note(self, note: Note) -> Note:
        return replace(note, links=self.links(note.text))

    def rule(self, rule: Rule) -> Rule:
        return replace(
            rule,
            links=self.links(rule.text),
            item_links=tuple(self.links(item) for item in rule.items),
            notes=tuple(self.note(note) for note in rule.notes),
        )

    def section(self, section: Section) -> Section:
        return replace(
            section,
            intro_links=tuple(self.links(text) for text in section.intro),
            notes=tuple(self.note(note) for note in section.notes),
        )

    def entry(self, entry: Entry) -> Entry:
        blocks = tuple(
            Block(
                block.kind,
                block.items,
                tuple(self.links(item, own_term=entry.term) for item in block.items),
            )
            for block in entry.blocks
        )
        see_also = tuple(self._see_also(name) for name in entry.see_also)
        return replace(entry, blocks=blocks, see_also_links=see_also)

    def _see_also(self, name: str) -> Link:
        target = self.terms.resolve(name)
        return Link(
            0,
            len(name),
            name,
            self.entry_kind,
            self.doc,
            target if target is not None else name,
            target is not None,
        )


def link_document(document: Document) -> Document:
    """Return ``document`` with every text's links filled in."""
    linker = _Linker(document)
    return replace(
        document,
        sections=tuple(linker.section(section) for section in document.sections),
        rules=tuple(linker.rule(rule) for rule in document.rules),
        entries=tuple(linker.entry(entry) for entry in document.entries),
    )


def dangling_links(document: Document) -> list[DanglingLink]:
    """Every link of ``document`` whose target does not exist, in document order."""
    out: list[DanglingLink] = []

    def check(owner: str, links: tuple[Link, ...]) -> None:
        out.extend(
            DanglingLink(document.slug, owner, link.text, link.target_id)
            for link in links
            if not link.resolved
        )

    for section in document.sections:
        for links in section.intro_links:
            check(f"section {section.id}", links)
        for note in section.notes:
            check(f"section {section.id} ({note.kind.value})", note.links)
    for rule in document.rules:
        check(f"rule {rule.id}", rule.links)
        for links in rule.item_links:
            check(f"rule {rule.id}", links)
        for note in rule.notes:
            check(f"rule {rule.id} ({note.kind.value})", note.links)
    for entry in document.entries:
        for block in entry.blocks:
            for links in block.links:
                check(f"entry {entry.term!r}", links)
        check(f"entry {entry.term!r} (see also)", entry.see_also_links)
    return out
