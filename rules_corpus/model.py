"""The common model every rules document is parsed into.

Three very different exports (the Altered Comprehensive Rules 5.0, the older fan-translated
Altered edition and The Heroes' Journey glossary-style rules) all become the same shape:

* a :class:`Document` with its :class:`DocumentMeta` (game, title, edition, licence, ...),
* a tree of :class:`Section` objects (``1`` › ``1.4`` › ``1.4.1``),
* numbered :class:`Rule` objects (``1.4.1.a``) carrying their Remarks and Examples as
  :class:`Note` objects — kept apart from rule text because the rules say so (CR 5.0, 1.1.1.e),
* :class:`Entry` objects for glossary entries and Heroes' Journey headwords, whose bodies are
  :class:`Block` objects (paragraphs, bullet lists, numbered procedures),
* :class:`ParseWarning` objects recording every oddity a parser worked around.

Everything is a frozen dataclass of strings, ints and tuples, so a parsed document can be
compared, hashed into a cache key and serialised to JSON without custom code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Kind(StrEnum):
    """What a searchable unit of a document is."""

    SECTION = "section"
    RULE = "rule"
    REMARK = "remark"
    EXAMPLE = "example"
    GLOSSARY = "glossary"
    HEADWORD = "headword"


class NoteKind(StrEnum):
    """The two kinds of italic asides the Altered rules attach to a rule (CR 5.0, 1.1.1.e)."""

    REMARK = "remark"
    EXAMPLE = "example"


class BlockKind(StrEnum):
    """The shapes a glossary entry's or headword's body can take."""

    PARAGRAPH = "paragraph"
    BULLETS = "bullets"
    STEPS = "steps"


class LinkKind(StrEnum):
    """What a link in a text points at."""

    RULE = "rule"
    SECTION = "section"
    GLOSSARY = "glossary"
    HEADWORD = "headword"


@dataclass(frozen=True, slots=True)
class DocumentMeta:
    """Who wrote a document, for which game and edition, and under which licence.

    ``citation_prefix`` is what a citation starts with, e.g. ``"Altered CR 5.0"``, so that a
    citation always says which edition it quotes.
    """

    slug: str
    game: str
    title: str
    edition: str
    citation_prefix: str
    effective_date: str | None
    source_files: tuple[str, ...]
    licence: str
    attribution: str


@dataclass(frozen=True, slots=True)
class Link:
    """A reference found in a text, and where it points.

    ``start``/``end`` are character offsets into the text that holds the link (a rule's text,
    a note's text or a block item). ``resolved`` is false for a reference whose target does not
    exist in the target document: such links are kept and reported, never dropped.
    """

    start: int
    end: int
    text: str
    kind: LinkKind
    target_doc: str
    target_id: str
    resolved: bool = True


@dataclass(frozen=True, slots=True)
class Note:
    """A Remark or Example attached to the rule it follows (not rule text: CR 5.0, 1.1.1.e)."""

    kind: NoteKind
    text: str
    line: int
    links: tuple[Link, ...] = ()


@dataclass(frozen=True, slots=True)
class Rule:
    """A numbered rule such as ``6.2.e``.

    ``items`` holds bullet points printed under the rule (they belong to it); ``section_id`` is
    the section the rule is filed under (``6.2`` for ``6.2.e``, ``1.4.1`` for ``1.4.1.a``).
    """

    id: str
    section_id: str
    text: str
    line: int
    items: tuple[str, ...] = ()
    notes: tuple[Note, ...] = ()
    links: tuple[Link, ...] = ()
    item_links: tuple[tuple[Link, ...], ...] = ()
    title: str = ""


@dataclass(frozen=True, slots=True)
class Section:
    """A numbered heading (``1``, ``1.4``, ``1.4.1``) and what is filed under it.

    ``intro`` holds unnumbered paragraphs printed under the heading before its first rule
    (section 8 of CR 5.0 is all intro text). ``notes`` holds Remarks/Examples printed directly
    under the heading.
    """

    id: str
    title: str
    parent_id: str | None
    line: int
    children: tuple[str, ...] = ()
    rule_ids: tuple[str, ...] = ()
    intro: tuple[str, ...] = ()
    intro_links: tuple[tuple[Link, ...], ...] = ()
    notes: tuple[Note, ...] = ()


@dataclass(frozen=True, slots=True)
class Block:
    """One part of an entry's body: a paragraph (one item), a bullet list or numbered steps."""

    kind: BlockKind
    items: tuple[str, ...]
    links: tuple[tuple[Link, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Entry:
    """A glossary entry (Altered) or a headword entry (The Heroes' Journey).

    ``term`` is the headword as printed; ``see_also`` lists the terms of its "See also" list as
    printed (they may name headwords that do not exist: the linker reports those).
    ``rule_refs`` lists rule ids the entry points at (e.g. the fan glossary's rule numbers).
    """

    kind: Kind
    term: str
    blocks: tuple[Block, ...]
    line: int
    see_also: tuple[str, ...] = ()
    see_also_links: tuple[Link, ...] = ()
    rule_refs: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The whole body as plain text, blocks separated by blank lines."""
        parts: list[str] = []
        for block in self.blocks:
            if block.kind is BlockKind.PARAGRAPH:
                parts.extend(block.items)
            elif block.kind is BlockKind.BULLETS:
                parts.append("\n".join(f"• {item}" for item in block.items))
            else:
                parts.append("\n".join(f"{n}. {item}" for n, item in enumerate(block.items, 1)))
        return "\n\n".join(parts)


@dataclass(frozen=True, slots=True)
class ParseWarning:
    """An oddity of a source file that a parser worked around instead of failing."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


@dataclass(frozen=True, slots=True)
class Document:
    """One edition of one game's rules, fully parsed."""

    meta: DocumentMeta
    sections: tuple[Section, ...]
    rules: tuple[Rule, ...]
    entries: tuple[Entry, ...]
    warnings: tuple[ParseWarning, ...] = field(default=())

    @property
    def slug(self) -> str:
        return self.meta.slug


class SourceError(Exception):
    """A source file is damaged beyond what a parser can work around.

    Always names the file and the line, so the message can be shown to a user as is.
    """

    def __init__(self, file: str, line: int, message: str) -> None:
        super().__init__(f"{file}, line {line}: {message}")
        self.file = file
        self.line = line
        self.message = message
