"""The Examples and Remarks of the Comprehensive Rules 5.0, and a scenario's link to one.

CR 5.0 prints italic *Example.* and *Remark.* paragraphs after a rule (1.1.1.e: they are
not rule text). Each is the rulebook's own statement of a case, so an example scenario
written from one says which it shows, in its ``shows`` field::

    shows: [2.1.d Example]                 # the Example printed after rule 2.1.d
    shows: [2.2.2.m Example 2]             # the second of the Examples after 2.2.2.m
    shows: [4.4.a Remark, 5.2.b Remark]    # one scenario may show several
    shows: 2.4.4 Remark                    # a Remark printed under a section heading

The number is needed only where a rule has several notes of that kind, and refused where
it has one. A link to a note CR 5.0 does not print is refused with its line and field
(the notes are read from the bundled rules source by the rules parser, once per process).
``benchmarks/examples_remarks_audit.py`` lists every note and the scenarios showing it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from rules_corpus.model import Note, NoteKind, SourceError
from rules_corpus.parsing.altered_cr5 import parse_altered_cr5
from rules_corpus.sources import SOURCES_DIR, read_source
from scenarios.scenario.rule_ids import is_cr_rule

_SOURCE = "altered_cr_5_0.md"
SECTIONS = frozenset("1234567")
"""The sections whose notes a scenario can show (section 8 lists the changes from 4.0)."""

_RULE_NUMBER = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)*(?:\.[a-z])?)(?![\w])")
_LINK = re.compile(
    r"(?P<rule>\d+(?:\.\d+)*(?:\.[a-z])?)\s+(?P<kind>example|remark)(?:\s+(?P<n>\d+))?",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True, order=True)
class NoteRef:
    """One Example or Remark: the rule (or section) it is printed after, its kind, and its
    place among the notes of that kind there (from 1)."""

    rule: str
    kind: NoteKind
    n: int = 1

    def label(self, several: bool = False) -> str:
        """As a scenario writes it: ``2.1.d Example``, ``2.2.2.m Example 2``."""
        word = self.kind.value.capitalize()
        return f"{self.rule} {word} {self.n}" if several else f"{self.rule} {word}"


@dataclass(frozen=True, slots=True)
class CrNote:
    """A note of CR 5.0 with what a reader needs to find it."""

    ref: NoteRef
    text: str
    line: int
    several: bool
    """Whether its rule has several notes of its kind (its label then carries its number)."""
    names: tuple[str, ...]
    """The rules its text names ("see Rule 3.2.10.b"): a scenario may cite one of these
    instead of the note's own rule, the note saying that rule governs."""

    @property
    def label(self) -> str:
        return self.ref.label(self.several)

    def first_words(self, count: int = 10) -> str:
        words = self.text.split()
        return " ".join(words[:count]) + (" …" if len(words) > count else "")


def _notes_of(rule: str, notes: tuple[Note, ...]) -> list[CrNote]:
    out: list[CrNote] = []
    for kind in NoteKind:
        same = [n for n in notes if n.kind is kind]
        for i, note in enumerate(same, 1):
            named = _RULE_NUMBER.findall(note.text)
            names = tuple(dict.fromkeys(r for r in named if is_cr_rule(r) and r != rule))
            out.append(CrNote(NoteRef(rule, kind, i), note.text, note.line, len(same) > 1, names))
    return out


@cache
def cr_notes() -> tuple[CrNote, ...] | None:
    """Every Example and Remark of sections 1–7 of CR 5.0, in the order printed (None when
    the bundled rules cannot be read)."""
    try:
        text = read_source(SOURCES_DIR, _SOURCE)
    except SourceError:
        return None
    document = parse_altered_cr5(text)
    found: list[CrNote] = []
    for section in document.sections:
        if section.id.split(".")[0] in SECTIONS:
            found.extend(_notes_of(section.id, section.notes))
    for rule in document.rules:
        if rule.id.split(".")[0] in SECTIONS:
            found.extend(_notes_of(rule.id, rule.notes))
    return tuple(sorted(found, key=lambda n: n.line))


def note_by_ref() -> dict[NoteRef, CrNote]:
    """Each note of sections 1–7 by its reference (empty when the rules cannot be read)."""
    return {note.ref: note for note in cr_notes() or ()}


def link_label(ref: NoteRef) -> str:
    """``ref`` as a ``shows`` entry reads it back: numbered only where its rule has
    several notes of its kind."""
    note = note_by_ref().get(ref)
    return note.label if note is not None else ref.label(ref.n > 1)


def parse_link(value: object) -> NoteRef:
    """A ``shows`` entry read and checked against CR 5.0: ``2.1.d Example``,
    ``2.2.2.m Example 2``. Raises ValueError naming what is wrong."""
    if not isinstance(value, str) or not (match := _LINK.fullmatch(value.strip())):
        raise ValueError(
            f"{value!r} does not name an Example or Remark; write the rule it follows and "
            "the word, such as '2.1.d Example' or '4.2.d Remark'"
        )
    kind = NoteKind(match["kind"].lower())
    ref = NoteRef(match["rule"], kind, int(match["n"] or 1))
    notes = cr_notes()
    if notes is None:
        return ref  # the rules cannot be read: the link is left unchecked
    here = [n for n in notes if n.ref.rule == ref.rule and n.ref.kind is kind]
    word = kind.value.capitalize()
    if not here:
        printed = [n.label for n in notes if n.ref.rule == ref.rule]
        also = f" (it has: {', '.join(printed)})" if printed else ""
        raise ValueError(f"CR 5.0 prints no {word} after {ref.rule}{also}")
    if len(here) > 1 and match["n"] is None:
        raise ValueError(
            f"{ref.rule} has {len(here)} {word}s: say which, "
            f"'{ref.rule} {word} 1' to '{ref.rule} {word} {len(here)}'"
        )
    if len(here) == 1 and match["n"] is not None:
        raise ValueError(f"{ref.rule} has one {word}: write '{ref.rule} {word}' without a number")
    if not 1 <= ref.n <= len(here):
        raise ValueError(f"{ref.rule} has {len(here)} {word}s, not {ref.n}")
    return ref
