"""Reading one source file line by line into drafts: the numbered rules, then the glossary.

:class:`FileParser` is a small state machine over the file's lines. In the numbered part a
heading opens a section, a rule line opens a rule, a Remark or Example attaches to the rule
(or section) before it, steps and bullets become the rule's items, and a line that fits none
of these is a wrapped continuation, a section intro or a stray line — each such repair of the
export's layout recorded as a :class:`ParseWarning` naming the line. The site's preamble
(``0.0.0 Color Code``) is skipped up to the next numbered line. After the numbered rules, a
short line standing alone is a community glossary headword that collects the lines under it.
"""

from __future__ import annotations

from enum import Enum, auto

from rules_corpus.model import NoteKind, ParseWarning
from rules_corpus.parsing.altered_fan.drafts import (
    EntryDraft,
    FileDrafts,
    NoteDraft,
    RuleDraft,
    SectionDraft,
    Text,
)
from rules_corpus.parsing.altered_fan.line_shapes import (
    BULLET_RE,
    MAX_HEADWORD_CHARS,
    NOTE_RE,
    PREAMBLE_ID,
    RULE_RE,
    SECTION_RE,
    STEP_RE,
    TERMINAL_PUNCT,
    is_blank,
    is_heading_like,
    join_wrapped,
)


class _Mode(Enum):
    """Which part of the file the reader is in."""

    RULES = auto()
    PREAMBLE = auto()
    GLOSSARY = auto()


class FileParser:
    """Reads one source file into drafts, recording the oddities it works around."""

    def __init__(self, file: str, text: str) -> None:
        self.file = file
        self.lines = [line.strip() for line in text.splitlines()]
        self.drafts = FileDrafts()
        self.warnings: list[ParseWarning] = []
        self._mode = _Mode.RULES
        self._section: SectionDraft | None = None
        self._rule: RuleDraft | None = None
        self._entry: EntryDraft | None = None
        self._tail: Text | None = None
        self._tail_owner = ""
        self._open_block: Text | None = None
        self._blank_run = 0

    def parse(self) -> FileDrafts:
        for index, line in enumerate(self.lines):
            self._read(index, line)
        if self._open_block is not None:
            self._warn(self._open_block.line, "'++' block never closed before the end of file")
        holders: list[RuleDraft | SectionDraft] = [*self.drafts.rules, *self.drafts.sections]
        for holder in holders:
            self._drop_empty_notes(holder)
        return self.drafts

    def _drop_empty_notes(self, holder: RuleDraft | SectionDraft) -> None:
        for note in [note for note in holder.notes if not note.body.value.strip("+ ")]:
            self._warn(note.body.line, f"empty {note.kind.value} under {holder.id}; dropped")
            holder.notes.remove(note)

    def _warn(self, line: int, message: str) -> None:
        self.warnings.append(ParseWarning(self.file, line, message))

    def _read(self, index: int, line: str) -> None:
        number = index + 1
        if self._open_block is not None and self._continue_block(number, line):
            return
        if is_blank(line):
            self._blank_run += 1
            if self._mode is _Mode.GLOSSARY and self._entry is not None and not line:
                self._entry.body.append((number, ""))
            return
        self._dispatch(index, line)
        self._blank_run = 0

    def _continue_block(self, number: int, line: str) -> bool:
        """Feed a line to an open ``++`` block; false if the line ends the block unclosed."""
        assert self._open_block is not None
        if RULE_RE.match(line) or SECTION_RE.match(line):
            self._warn(
                self._open_block.line,
                f"'++' block never closed; ended at the numbered line {number}",
            )
            self._open_block = None
            return False
        if line:
            closed = line.endswith("++")
            self._open_block.value += "\n" + line.removesuffix("++")
            if closed:
                self._open_block = None
        return True

    def _dispatch(self, index: int, line: str) -> None:
        number = index + 1
        if rule := RULE_RE.match(line):
            self._start_rule(number, rule["id"], rule["text"] or "")
        elif section := SECTION_RE.match(line):
            self._start_section(number, section["id"], section["title"])
        elif self._mode is _Mode.PREAMBLE:
            return
        elif self._mode is _Mode.GLOSSARY:
            self._glossary_line(index, line)
        elif note := NOTE_RE.match(line):
            self._start_note(number, note["label"], note["body"], opened=bool(note["open"]))
        elif STEP_RE.match(line) or BULLET_RE.match(line):
            self._add_item(number, line)
        elif self._is_headword(index):
            self._start_entry(number, line)
        else:
            self._text_line(number, line)

    # numbered part

    def _start_section(self, number: int, section_id: str, title: str) -> None:
        self._rule = None
        self._tail = None
        if section_id == PREAMBLE_ID:
            self._mode = _Mode.PREAMBLE
            self._section = None
            return
        self._leave_glossary(number)
        self._section = SectionDraft(section_id, title.strip(), number)
        self.drafts.sections.append(self._section)

    def _start_rule(self, number: int, rule_id: str, text: str) -> None:
        self._leave_glossary(number)
        if not text:
            self._warn(number, f"rule {rule_id} has no text")
        self._rule = RuleDraft(rule_id, Text(text.strip(), number))
        self._set_tail(self._rule.text, f"rule {rule_id}")
        self.drafts.rules.append(self._rule)
        if self._section is not None and self._section.id != rule_id.rpartition(".")[0]:
            self._section = None

    def _leave_glossary(self, number: int) -> None:
        if self._mode is _Mode.GLOSSARY:
            self._warn(number, "numbered line after the glossary entries; read as a rule")
        self._mode = _Mode.RULES
        self._entry = None

    def _start_note(self, number: int, label: str, body: str, *, opened: bool) -> None:
        kind = NoteKind.REMARK if label == "Remark" else NoteKind.EXAMPLE
        closed = body.endswith("++")
        note = NoteDraft(kind, Text(body.removesuffix("++").strip(), number))
        holder = self._rule or self._section
        if holder is None:
            self._warn(number, f"{label} outside any rule or section; ignored")
            return
        holder.notes.append(note)
        self._set_tail(note.body, f"the {label} of {holder.id}")
        if opened and not closed:
            self._open_block = note.body

    def _add_item(self, number: int, line: str) -> None:
        bullet = BULLET_RE.match(line)
        text = bullet["text"] if bullet else line
        if self._rule is None:
            self._warn(number, "list item outside any rule; ignored")
            return
        item = Text(text, number)
        self._rule.items.append(item)
        self._set_tail(item, f"a step of rule {self._rule.id}")

    def _set_tail(self, text: Text, owner: str) -> None:
        """Remember the text a wrapped line would continue, and whose text it is."""
        self._tail = text
        self._tail_owner = owner

    def _text_line(self, number: int, line: str) -> None:
        if self._blank_run == 0 and self._tail is not None:
            self._tail.value = join_wrapped(self._tail.value, line)
            self._warn(number, f"wrapped line joined to {self._tail_owner}")
        elif self._rule is None and self._section is not None:
            self._section.intro.append(Text(line, number))
            self._warn(
                number, f"unnumbered paragraph under {self._section.id} kept as section intro"
            )
        elif self._rule is not None:
            self._rule.text.value = join_wrapped(self._rule.text.value, line)
            self._warn(number, f"unnumbered paragraph after rule {self._rule.id} joined to it")
        else:
            self._warn(number, f"stray line ignored: {line!r}")

    # glossary part

    def _is_headword(self, index: int) -> bool:
        """A short line standing alone: blank (or end of file) after it, and before it a blank
        line or a finished sentence (the excerpts file has no blank lines)."""
        line = self.lines[index]
        if not is_heading_like(line, MAX_HEADWORD_CHARS) or NOTE_RE.match(line):
            return False
        if index + 1 < len(self.lines) and not is_blank(self.lines[index + 1]):
            return False
        if index == 0 or is_blank(self.lines[index - 1]):
            return True
        return self.lines[index - 1].endswith(TERMINAL_PUNCT)

    def _body_is_empty(self, index: int) -> bool:
        following = next(
            (i for i in range(index + 1, len(self.lines)) if not is_blank(self.lines[i])),
            len(self.lines),
        )
        if following == len(self.lines):
            return True
        line = self.lines[following]
        return bool(RULE_RE.match(line) or SECTION_RE.match(line) or self._is_headword(following))

    def _glossary_line(self, index: int, line: str) -> None:
        number = index + 1
        if not self._is_headword(index):
            assert self._entry is not None
            self._entry.body.append((number, line))
        elif self._entry is not None and self._body_is_empty(index) and not self._is_own_body():
            self._entry.body.append((number, line))
        else:
            self._start_entry(number, line)

    def _is_own_body(self) -> bool:
        """Whether the current entry has text besides the empty sub-headings filed under it."""
        assert self._entry is not None
        lines = [text for _, text in self._entry.body if text]
        return any(not is_heading_like(text, MAX_HEADWORD_CHARS) for text in lines)

    def _start_entry(self, number: int, term: str) -> None:
        self._mode = _Mode.GLOSSARY
        self._rule = None
        self._section = None
        self._tail = None
        self._entry = EntryDraft(term, number)
        self.drafts.entries.append(self._entry)
