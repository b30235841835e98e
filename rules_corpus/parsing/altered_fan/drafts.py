"""Drafts: what one source file says, before its text is cleaned and the files are merged.

The reader (:mod:`.reader`) fills these mutable records line by line — a wrapped line is
joined onto the text it continues, a ``++`` block grows until it closes — and each text keeps
its line number, so that warnings and the finished units name the line a judge can look up.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_corpus.model import NoteKind


@dataclass
class Text:
    """A text being read and the line it starts on (wrapped lines are joined onto it)."""

    value: str
    line: int


@dataclass
class NoteDraft:
    """A Remark or Example under a rule or section."""

    kind: NoteKind
    body: Text


@dataclass
class RuleDraft:
    """A numbered rule (``2.1.a``) with its ``1.`` steps and its notes."""

    id: str
    text: Text
    items: list[Text] = field(default_factory=list)
    notes: list[NoteDraft] = field(default_factory=list)


@dataclass
class SectionDraft:
    """A numbered heading (``2.1 Objects``) with its unnumbered intro and notes."""

    id: str
    title: str
    line: int
    intro: list[Text] = field(default_factory=list)
    notes: list[NoteDraft] = field(default_factory=list)


@dataclass
class EntryDraft:
    """A community glossary headword and its body lines (blank lines kept as ``""``)."""

    term: str
    line: int
    body: list[tuple[int, str]] = field(default_factory=list)


@dataclass
class FileDrafts:
    """Everything one file says, in reading order."""

    sections: list[SectionDraft] = field(default_factory=list)
    rules: list[RuleDraft] = field(default_factory=list)
    entries: list[EntryDraft] = field(default_factory=list)
