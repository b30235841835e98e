"""Tables of contents (pure Python): one tree per document.

Numbered documents list their sections as nested nodes (``1`` › ``1.4`` › ``1.4.1``) and, if
they have a glossary, a "Glossary" node with its entries grouped A–Z; headword documents list
their entries A–Z only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge_app.gui.labels import document_label
from judge_app.gui.rule_icons import icon_words
from judge_app.gui.urls import Target
from rules_corpus.corpus import Corpus
from rules_corpus.model import Document, Kind


@dataclass(slots=True)
class TocNode:
    """A line of the tree; ``target`` is None for grouping lines (a letter, "Glossary")."""

    label: str
    target: Target | None = None
    children: list[TocNode] = field(default_factory=list)


def build_toc(corpus: Corpus) -> list[TocNode]:
    return [document_node(document) for document in corpus.documents]


def document_node(document: Document) -> TocNode:
    meta = document.meta
    root = TocNode(document_label(meta))
    nodes: dict[str, TocNode] = {}
    for section in document.sections:
        label = icon_words(f"{section.id}  {section.title}".strip(), meta.game)
        node = TocNode(label, Target(meta.slug, section.id))
        nodes[section.id] = node
        parent = nodes.get(section.parent_id) if section.parent_id else None
        (parent.children if parent is not None else root.children).append(node)
    if document.entries:
        headwords = any(entry.kind is Kind.HEADWORD for entry in document.entries)
        holder = (
            root if not document.sections else TocNode("Headwords" if headwords else "Glossary")
        )
        letters: dict[str, TocNode] = {}
        for entry in sorted(document.entries, key=lambda e: e.term.casefold()):
            first = entry.term[:1].upper()
            letter = first if first.isalpha() else "#"
            if letter not in letters:
                letters[letter] = TocNode(letter)
                holder.children.append(letters[letter])
            letters[letter].children.append(TocNode(entry.term, Target(meta.slug, entry.term)))
        if holder is not root:
            root.children.append(holder)
    return root
