"""The corpus: every edition parsed and linked, with lookups by document and id.

This is the read-only object the search index, the command line, the desktop app and the
engine's citation checks all share. Build it with :func:`parse_corpus` (from source files) or
get it from :mod:`rules_corpus.store` (cached, falling back to the last good parse).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from rules_corpus.linking.linker import link_document
from rules_corpus.model import Document, Entry, Rule, Section, SourceError
from rules_corpus.parsing.altered_cr5 import parse_altered_cr5
from rules_corpus.parsing.altered_fan import parse_altered_fan
from rules_corpus.parsing.heroes_journey import parse_heroes_journey
from rules_corpus.sources import EDITIONS, SOURCES_DIR, read_source

Item = Rule | Section | Entry


@dataclass(frozen=True)
class Corpus:
    """All documents, in display order (the current Altered rules first)."""

    documents: tuple[Document, ...]
    _index: dict[str, dict[str, Item]] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        for document in self.documents:
            table: dict[str, Item] = {}
            for section in document.sections:
                table[section.id] = section
            for rule in document.rules:
                table[rule.id] = rule
            for entry in document.entries:
                table.setdefault(entry.term.lower(), entry)
                for alias in entry.aliases:
                    table.setdefault(alias.lower(), entry)
            self._index[document.slug] = table

    @property
    def slugs(self) -> tuple[str, ...]:
        return tuple(document.slug for document in self.documents)

    def document(self, slug: str) -> Document:
        for document in self.documents:
            if document.slug == slug:
                return document
        raise KeyError(slug)

    def get(self, slug: str, item_id: str) -> Item | None:
        """The rule, section or entry ``item_id`` of document ``slug`` (ids as printed)."""
        table = self._index.get(slug, {})
        return table.get(item_id) or table.get(item_id.lower())

    def ids(self, slug: str) -> Iterator[str]:
        """Every id of a document: section and rule numbers, entry terms."""
        document = self.document(slug)
        yield from (section.id for section in document.sections)
        yield from (rule.id for rule in document.rules)
        yield from (entry.term for entry in document.entries)

    def section_path(self, slug: str, item: Item) -> tuple[Section, ...]:
        """The sections above ``item``, outermost first (``1`` › ``1.4`` › ``1.4.1``)."""
        if isinstance(item, Entry):
            return ()
        section_id: str | None = item.section_id if isinstance(item, Rule) else item.parent_id
        path: list[Section] = []
        while section_id is not None:
            found = self.get(slug, section_id)
            if not isinstance(found, Section):
                break
            path.append(found)
            section_id = found.parent_id
        return tuple(reversed(path))

    def citation(self, slug: str, item_id: str) -> str:
        """A citation naming the edition, e.g. ``Altered CR 5.0 — 6.2.e``."""
        return f"{self.document(slug).meta.citation_prefix} — {item_id}"


_RULE_ID = re.compile(r"^\d+(?:\.\d+)*(?:\.[a-z])?$")


def is_rule_number(text: str) -> bool:
    return bool(_RULE_ID.match(text))


def parse_corpus(directory: Path = SOURCES_DIR) -> Corpus:
    """Parse and link every edition from ``directory``.

    Raises :class:`SourceError` (naming file and line) when a source file is damaged.
    """
    documents: list[Document] = []
    for edition in EDITIONS:
        texts = [(name, read_source(directory, name)) for name in edition.files]
        documents.append(link_document(_parse(edition.slug, texts)))
    return Corpus(tuple(documents))


def _parse(slug: str, texts: list[tuple[str, str]]) -> Document:
    if slug == "altered-cr-5.0":
        return parse_altered_cr5(texts[0][1])
    if slug == "altered-fan-2024":
        return parse_altered_fan(texts)
    if slug == "heroes-journey":
        name, text = texts[0]
        return parse_heroes_journey(text, name)
    raise SourceError(slug, 0, "no parser for this edition")
