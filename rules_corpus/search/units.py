"""Flatten a corpus into search units: one per section, rule, Remark, Example and entry.

A unit is what a search hit points at. Remarks and Examples are units of their own (kind
``remark``/``example``) carrying the id of the rule they belong to, so a judge can search the
worked Examples and still land on the right rule.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rules_corpus.corpus import Corpus
from rules_corpus.model import Document, Kind, Note, Rule, Section


@dataclass(frozen=True, slots=True)
class SearchUnit:
    """One searchable thing. ``key`` is unique across the corpus."""

    key: str
    doc: str
    game: str
    id: str
    kind: Kind
    title: str
    term: str
    path: str
    body: str


def iter_units(corpus: Corpus) -> Iterator[SearchUnit]:
    for document in corpus.documents:
        yield from _document_units(corpus, document)


def _document_units(corpus: Corpus, document: Document) -> Iterator[SearchUnit]:
    slug, game = document.slug, document.meta.game
    for section in document.sections:
        path = _path(corpus, slug, section)
        body = "\n".join(section.intro)
        yield SearchUnit(
            f"{slug}|section|{section.id}",
            slug,
            game,
            section.id,
            Kind.SECTION,
            section.title,
            "",
            path,
            body,
        )
        yield from _note_units(slug, game, section.id, section.title, path, section.notes)
    for rule in document.rules:
        path = _path(corpus, slug, rule)
        title = rule.title or _section_title(corpus, slug, rule)
        body = "\n".join([rule.text, *rule.items])
        yield SearchUnit(
            f"{slug}|rule|{rule.id}", slug, game, rule.id, Kind.RULE, title, "", path, body
        )
        yield from _note_units(slug, game, rule.id, title, path, rule.notes)
    for entry in document.entries:
        term = " ".join([entry.term, *entry.aliases])
        yield SearchUnit(
            f"{slug}|{entry.kind.value}|{entry.term}",
            slug,
            game,
            entry.term,
            entry.kind,
            entry.term,
            term,
            "Glossary" if entry.kind is Kind.GLOSSARY else "",
            entry.text,
        )


def _note_units(
    slug: str, game: str, owner: str, title: str, path: str, notes: tuple[Note, ...]
) -> Iterator[SearchUnit]:
    for number, note in enumerate(notes, 1):
        kind = Kind(note.kind.value)
        yield SearchUnit(
            f"{slug}|{kind.value}|{owner}|{number}",
            slug,
            game,
            owner,
            kind,
            title,
            "",
            path,
            note.text,
        )


def _section_title(corpus: Corpus, slug: str, rule: Rule) -> str:
    section = corpus.get(slug, rule.section_id)
    return section.title if isinstance(section, Section) else ""


def _path(corpus: Corpus, slug: str, item: Rule | Section) -> str:
    parts = [*corpus.section_path(slug, item)]
    if isinstance(item, Section):
        parts.append(item)
    return " › ".join(f"{s.id} {s.title}".strip() for s in parts)
