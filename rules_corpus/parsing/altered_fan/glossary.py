"""The body of a community glossary entry: its paragraphs, its lists and the names it answers to.

An entry's lines, as the reader collected them (blank lines kept), are split into paragraphs;
a ``++…++`` card-text block becomes one ``Example.`` line; consecutive ``1.`` steps or ``-``
bullets make one list :class:`Block` and every other line a paragraph of its own. The aliases
— the term without its qualifier ("Booster Draft" for "Booster Draft (Game Mode)"), the halves
of "A / B", qualified sub-headings inside the body — let a search or a link find the entry by
the name a player uses.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rules_corpus.model import Block, BlockKind
from rules_corpus.parsing.altered_fan.cleaning import Cleaner
from rules_corpus.parsing.altered_fan.line_shapes import (
    BULLET_RE,
    MAX_HEADWORD_CHARS,
    STEP_RE,
    is_heading_like,
)

Line = tuple[int, str]


def body_chunks(body: Sequence[Line]) -> list[list[Line]]:
    """The body's paragraphs: runs of lines between blank lines."""
    chunks: list[list[Line]] = []
    current: list[Line] = []
    for number, text in _collapse_plus_blocks(body):
        if text:
            current.append((number, text))
        elif current:
            chunks.append(current)
            current = []
    if current:
        chunks.append(current)
    return chunks


def _collapse_plus_blocks(body: Sequence[Line]) -> list[Line]:
    """Join each ``++…++`` block into one line ``Example. …`` (blank lines inside dropped)."""
    lines: list[Line] = []
    start: int | None = None
    parts: list[str] = []
    for number, text in body:
        if start is None and text.startswith("++"):
            start, parts = number, []
        if start is None:
            lines.append((number, text))
            continue
        if text:
            parts.append(text.strip("+").strip())
        if text.endswith("++") and not (number == start and text == "++"):
            lines.append((start, _label_note(" ".join(parts))))
            start = None
    if start is not None:
        lines.append((start, _label_note(" ".join(parts))))
    return lines


def _label_note(text: str) -> str:
    return re.sub(r"^(Remark|Example)\b[.:]?\s*", r"\1. ", text)


def line_block_kind(text: str) -> BlockKind:
    """What a body line is: a step (``1. …``), a bullet (``- …``) or a paragraph."""
    if STEP_RE.match(text):
        return BlockKind.STEPS
    if BULLET_RE.match(text):
        return BlockKind.BULLETS
    return BlockKind.PARAGRAPH


def _item_text(text: str, kind: BlockKind) -> str:
    if kind is BlockKind.STEPS:
        return re.sub(r"^\d+\.\s+", "", text)
    if kind is BlockKind.BULLETS:
        return re.sub(r"^[-•]\s+", "", text)
    return text


def body_blocks(chunks: Sequence[Sequence[Line]], cleaner: Cleaner) -> tuple[Block, ...]:
    """One paragraph block per line; consecutive steps (or bullets) make one list block."""
    blocks: list[Block] = []
    for chunk in chunks:
        for number, text in chunk:
            kind = line_block_kind(text)
            item = cleaner.clean(_item_text(text, kind), number)
            if kind is not BlockKind.PARAGRAPH and blocks and blocks[-1].kind is kind:
                blocks[-1] = Block(kind, (*blocks[-1].items, item))
            else:
                blocks.append(Block(kind, (item,)))
    return tuple(blocks)


def _unqualified(name: str) -> str | None:
    """``Booster Draft`` for ``Booster Draft (Game Mode)``; None without a qualifier."""
    match = re.fullmatch(r"(.+?)\s*\([^()]+\)", name)
    return match.group(1) if match else None


def entry_aliases(term: str, chunks: Sequence[Sequence[Line]]) -> tuple[str, ...]:
    """Other names an entry answers to: the term without its qualifier, the halves of
    ``A / B``, and qualified sub-headings that open a paragraph (``Sealed Format (Game Mode)``
    inside ``Standard (Game Mode)``)."""
    aliases: list[str] = []
    base = _unqualified(term)
    if base:
        aliases.append(base)
    if " / " in term:
        aliases.extend(part.strip() for part in term.split(" / "))
    for chunk in chunks:
        first = chunk[0][1]
        sub_base = _unqualified(first)
        if len(chunk) > 1 and sub_base and is_heading_like(first, MAX_HEADWORD_CHARS):
            aliases += [first, sub_base]
    return tuple(dict.fromkeys(alias for alias in aliases if alias != term))
