"""Finishing one source file: its drafts cleaned into the model's units.

:func:`read_file` runs the reader (:mod:`.reader`) over one file, then cleans every draft's
text (:mod:`.cleaning`) into a :class:`Rule`, :class:`Section` or glossary :class:`Entry`
(its body shaped by :mod:`.glossary`), and gathers the file's warnings: the reader's repairs,
the cleaner's residue counts, and the losses found in each entry's body.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules_corpus.model import Entry, Kind, Note, Rule, Section
from rules_corpus.parsing.altered_fan.cleaning import Cleaner
from rules_corpus.parsing.altered_fan.damage import lost_parts
from rules_corpus.parsing.altered_fan.drafts import EntryDraft, NoteDraft, RuleDraft, SectionDraft
from rules_corpus.parsing.altered_fan.glossary import body_blocks, body_chunks, entry_aliases
from rules_corpus.parsing.altered_fan.line_shapes import parent_id
from rules_corpus.parsing.altered_fan.reader import FileParser
from rules_corpus.parsing.altered_fan.units import FileEntry, FileResult, FileRule, FileSection


def _finish_notes(notes: Iterable[NoteDraft], cleaner: Cleaner) -> tuple[Note, ...]:
    return tuple(
        Note(note.kind, cleaner.clean(note.body.value, note.body.line), note.body.line)
        for note in notes
    )


def _finish_rule(draft: RuleDraft, cleaner: Cleaner) -> Rule:
    return Rule(
        id=draft.id,
        section_id=draft.id.rpartition(".")[0],
        text=cleaner.clean(draft.text.value, draft.text.line),
        line=draft.text.line,
        items=tuple(cleaner.clean(item.value, item.line) for item in draft.items),
        notes=_finish_notes(draft.notes, cleaner),
    )


def _finish_section(draft: SectionDraft, cleaner: Cleaner) -> Section:
    return Section(
        id=draft.id,
        title=cleaner.clean(draft.title, draft.line),
        parent_id=parent_id(draft.id),
        line=draft.line,
        intro=tuple(cleaner.clean(text.value, text.line) for text in draft.intro),
        notes=_finish_notes(draft.notes, cleaner),
    )


def _finish_entry(file: str, draft: EntryDraft, cleaner: Cleaner) -> FileEntry:
    chunks = body_chunks(draft.body)
    term = cleaner.clean(draft.term, draft.line)
    entry = Entry(
        kind=Kind.GLOSSARY,
        term=term,
        blocks=body_blocks(chunks, cleaner),
        line=draft.line,
        aliases=entry_aliases(term, chunks),
    )
    return FileEntry(file, entry, tuple(lost_parts(file, term, draft.line, chunks)))


def read_file(file: str, text: str) -> FileResult:
    """One source file read and cleaned: its units and its warnings."""
    parser = FileParser(file, text)
    drafts = parser.parse()
    cleaner = Cleaner(file)
    result = FileResult()
    result.sections = [FileSection(file, _finish_section(s, cleaner)) for s in drafts.sections]
    result.rules = [FileRule(file, _finish_rule(r, cleaner)) for r in drafts.rules]
    result.entries = [_finish_entry(file, e, cleaner) for e in drafts.entries]
    result.warnings = parser.warnings + cleaner.summary()
    return result
