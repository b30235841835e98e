"""Finished units tagged with the source file they were read from.

The three files repeat one another, so each cleaned :class:`Rule`, :class:`Section` and
glossary :class:`Entry` travels with its file's name: the merge (:mod:`.merging`) says which
copy it kept and where the other one is, and the loss reports (:mod:`.damage`) name the file
of the copy a judge will read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules_corpus.model import Entry, ParseWarning, Rule, Section


@dataclass(frozen=True)
class FileRule:
    """A finished rule and the file it was read from."""

    file: str
    rule: Rule


@dataclass(frozen=True)
class FileSection:
    """A finished section heading and the file it was read from."""

    file: str
    section: Section


@dataclass(frozen=True)
class FileEntry:
    """A finished glossary entry, the file it was read from and the losses in its body."""

    file: str
    entry: Entry
    #: Lost lists found in the body; reported only for the copy that is kept.
    lost: tuple[ParseWarning, ...]


@dataclass
class FileResult:
    """One file's finished units and its warnings."""

    rules: list[FileRule] = field(default_factory=list)
    sections: list[FileSection] = field(default_factory=list)
    entries: list[FileEntry] = field(default_factory=list)
    warnings: list[ParseWarning] = field(default_factory=list)
