"""Parser for the older, fan-translated edition of the Altered rules (the "Altered Glossary").

The edition is a fan site's English dictionary (leshautsplateaux.ch, by ioamon, CC BY-NC 4.0)
built from ``dictionary_2024-09-14``. It comes as three plain-text files, all pages of the same
edition, merged into one :class:`~rules_corpus.model.Document`:

* the main page (``Number of entries : 141``),
* a filtered page (40 entries) that repeats main-page entries in another order,
* loose rule lines of the same edition whose icon words were stripped.

Format, line by line (blank lines separate paragraphs but carry no meaning in the rules part):

* page chrome: ``Français English Italiano``, ``Altered Glossary``, ``Loaded JSON file : …``,
  ``Number of entries : …``, ``View content sources``, ``×``, ``Content Sources`` — skipped;
* ``0.0.0 Color Code`` and its paragraphs: the site's preamble (colour code, licence) — skipped;
* ``1.4.1 Can't beats can`` / ``2.1 Objects``: a numbered heading → :class:`Section`;
* ``1.4.1.a text`` / ``2.1.a text``: a rule → :class:`Rule` filed under ``1.4.1`` / ``2.1``;
* ``1. text`` lines under a rule: its numbered steps → ``Rule.items`` (numbers kept, rules
  refer to them: "goes back to 1");
* ``Remark. text`` / ``Example. text``: a :class:`Note` of the preceding rule. Some are wrapped
  in ``++…++`` and run over several lines (card text quoted line by line); one ``++`` is never
  closed and ends at the next numbered line;
* a line that continues the previous one (``(common`` / ``), R for rare …``) is joined to it;
* an unnumbered paragraph under a heading (``7.3.19 Sacrifice``) → ``Section.intro``;
* after the numbered rules, community terms (``Aggro``, ``Booster Draft (Game Mode)``, …) each
  printed as a short heading line between blank lines → :class:`Entry` of kind
  ``Kind.GLOSSARY``. Their bodies hold paragraphs, ``1.`` steps, ``-`` bullets and sub-headings
  (``Victory conditions``, ``Sealed Format (Game Mode)`` inside ``Standard``); a heading whose
  body is empty right after an entry with no body of its own is one of its sub-headings
  (``Morning Phase`` … ``Night Phase`` under ``Clarification of the phases of a day``).

Icons are written as words (``The symbol etb means``, ``"reserve I gain 1 boost"``,
``Forest (forest)``). Where a word is clearly an icon it is rendered ``[etb]``, ``[hand]``,
``[reserve]``, ``[exhaust]``, ``[support]``, ``[forest]``, ``[mountain]``, ``[water]`` (and the
faction and rarity icons ``[axiom]`` … ``[rare]``). French alt-text left behind by the export
(``Fleeting fugace``, ``Asleep endormi``, ``Anchored ancre``) is removed, and the reaction
separator glyph exported as ``l`` (``Triggerl Effect``) is rendered ``–`` as in CR 5.0.

The same rule id may appear in several files: it is listed once. The main page's version is
kept unless another file has a fuller text (the kept version is then the fuller one); versions
that differ beyond whitespace and icon residue are reported as :class:`ParseWarning`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum, auto
from typing import Final

from rules_corpus.model import (
    Block,
    BlockKind,
    Document,
    DocumentMeta,
    Entry,
    Kind,
    Note,
    NoteKind,
    ParseWarning,
    Rule,
    Section,
    SourceError,
)

__all__ = ["parse_altered_fan"]

_SLUG: Final = "altered-fan-2024"
_GAME: Final = "Altered TCG"
_TITLE: Final = "Altered Glossary (fan translation of the Comprehensive Rules)"
_EDITION: Final = "Fan translation, dictionary 2024-09-14"
_CITATION_PREFIX: Final = "Altered fan glossary 2024-09-14"
_EFFECTIVE_DATE: Final = "2024-09-14"
_LICENCE: Final = "CC BY-NC 4.0"
_ATTRIBUTION: Final = (
    "Altered Glossary by ioamon, www.leshautsplateaux.ch — translation of the Comprehensive "
    "Rules by Equinox; CC BY-NC 4.0"
)

# --- line shapes -------------------------------------------------------------------------

_RULE_RE: Final = re.compile(r"^(?P<id>\d+(?:\.\d+)+\.[a-z])(?:\s+(?P<text>.*))?$")
_SECTION_RE: Final = re.compile(r"^(?P<id>\d+(?:\.\d+)+)\s+(?P<title>\S.*)$")
_NOTE_RE: Final = re.compile(r"^(?P<open>\+\+)?\s*(?P<label>Remark|Example)\b[.:]?\s*(?P<body>.*)$")
_STEP_RE: Final = re.compile(r"^\d+\.\s+\S")
_BULLET_RE: Final = re.compile(r"^[-•]\s+(?P<text>\S.*)$")
_CHROME_RE: Final = re.compile(
    r"^(?:Français English Italiano|Altered Glossary|Loaded JSON file\s*:.*"
    r"|Number of entries\s*:.*|View content sources|Content Sources|×)$"
)
_PREAMBLE_ID: Final = "0.0.0"
_TERMINAL_PUNCT: Final = (".", ":", ";", ",", "!", "?", '"', "”")
#: Longest glossary headword is "Clarification of the phases of a day" (36 characters); the
#: longest body sub-heading between blank lines is 45 ("Setting up an Altered multiplayer …").
_MAX_HEADWORD_CHARS: Final = 40
_MAX_SUBHEADING_CHARS: Final = 60
_CUT_OFF_WORDS: Final = frozenset({"a", "an", "the", "of", "to", "and", "or"})

# --- text cleaning -----------------------------------------------------------------------

_FRENCH_RESIDUE_RE: Final = re.compile(r"[ \t]*\b(?:fugace|endormi|ancre)\b")
_SEPARATOR_WORD_RE: Final = re.compile(r"\b(Trigger|Hand|Reserve|Noon)l\b")
_SEPARATOR_LONE_RE: Final = re.compile(r"(?<=\w) l(?=[\s\"]|$)")
_SPACE_BEFORE_PUNCT_RE: Final = re.compile(r"(?<=\S)[ \t]+(?=[,.;)])")
_SPACES_RE: Final = re.compile(r"[ \t]{2,}")

_MAIN_ICONS: Final = ("etb", "hand", "reserve", "exhaust", "support", "forest", "mountain", "water")
_OTHER_ICONS: Final = (
    "common",
    "rare",
    "unique",
    "axiom",
    "bravos",
    "lyra",
    "muna",
    "ordis",
    "yzmir",
)
#: Icon alt-texts that are misspelt or French in the export, and the icon they stand for.
_ICON_ALIASES: Final = {
    "$es": "exhaust",
    "$cmomon": "common",
    "mountains": "mountain",
    "mouna": "muna",
    "1yzmir": "yzmir",
}
_ICON_VOCABULARY: Final = frozenset(_MAIN_ICONS + _OTHER_ICONS) | frozenset(_ICON_ALIASES)

_TRIGGER_ICON: Final = r"(?:etb|hand|reserve)"
#: Two or more trigger icons in a row: "etb, hand, and reserve", "hand or reserve".
_ICON_LIST_RE: Final = re.compile(
    rf"(?<!\[)\b{_TRIGGER_ICON}(?:(?:, (?:and |or )?| (?:and|or) ){_TRIGGER_ICON}\b)+"
)
_ICON_IN_LIST_RE: Final = re.compile(rf"\b{_TRIGGER_ICON}\b")
#: Each pattern's whole match is one icon word (possibly an alias, checked against the
#: vocabulary); the context that makes it an icon is in look-arounds.
_ICON_PATTERNS: Final = (
    re.compile(r"(?:(?<=\bsymbol )|(?<=\bsymbols ))\$?\w+"),
    re.compile(r"(?<=\bgem )\$?\w+(?= indicates)"),
    re.compile(r"(?<=\bExhausted )exhaust\b"),
    re.compile(r"(?<=\()(?:common|rare|unique)(?=\))"),
    re.compile(r"\b(?:hand|reserve|exhaust|support)(?= means\b)"),
    re.compile(r"(?m)(?:^|(?<=\"))(?:hand|reserve|exhaust|support)(?=:|\s+[A-Z])"),
    re.compile(rf"\b{_TRIGGER_ICON}(?= (?:reactions?|abilit(?:y|ys|ies)|triggers?)\b)"),
    re.compile(r"\betb\b"),
)
#: Lower-case region words are always icons (the types are capitalised); the Tumult cards
#: are written as run-together icons: "forest|mountainwater".
_REGION_RUN_RE: Final = re.compile(r"(?<![\[\w])(?:forest|mountain|water)+\b")
_REGION_WORD_RE: Final = re.compile(r"forest|mountain|water")


class _Cleaner:
    """Cleans the text of one source file and counts the residue it removed."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.warnings: list[ParseWarning] = []
        self._french = 0
        self._french_line = 0
        self._separators = 0
        self._separator_line = 0

    def clean(self, text: str, line: int) -> str:
        """The readable form of ``text`` (one paragraph; ``\\n`` kept between its lines)."""
        text = self._drop_french_residue(text, line)
        text = self._render_separators(text, line)
        text = _SPACE_BEFORE_PUNCT_RE.sub("", text)
        text = _SPACES_RE.sub(" ", text)
        text = self._render_icons(text, line)
        return "\n".join(part.strip() for part in text.split("\n")).strip()

    def summary(self) -> list[ParseWarning]:
        """The per-occurrence warnings plus one summary per kind of residue."""
        found = list(self.warnings)
        if self._french:
            found.append(
                ParseWarning(
                    self.file,
                    self._french_line,
                    f"removed {self._french} French icon alt-text residue word(s) "
                    "(fugace, endormi, ancre)",
                )
            )
        if self._separators:
            found.append(
                ParseWarning(
                    self.file,
                    self._separator_line,
                    f"rendered {self._separators} reaction separator glyph(s) exported as "
                    "'l' (\"Triggerl Effect\") as '–'",
                )
            )
        return found

    def _drop_french_residue(self, text: str, line: int) -> str:
        text, count = _FRENCH_RESIDUE_RE.subn("", text)
        if count and not self._french:
            self._french_line = line
        self._french += count
        return text

    def _render_separators(self, text: str, line: int) -> str:
        text, words = _SEPARATOR_WORD_RE.subn(r"\1 –", text)
        text, lone = _SEPARATOR_LONE_RE.subn(" –", text)
        if (words or lone) and not self._separators:
            self._separator_line = line
        self._separators += words + lone
        return text

    def _render_icons(self, text: str, line: int) -> str:
        def bracket(match: re.Match[str]) -> str:
            return self._icon(match, line)

        text = _ICON_LIST_RE.sub(lambda m: _ICON_IN_LIST_RE.sub(bracket, m.group(0)), text)
        for pattern in _ICON_PATTERNS:
            text = pattern.sub(bracket, text)
        return _REGION_RUN_RE.sub(lambda m: _REGION_WORD_RE.sub(bracket, m.group(0)), text)

    def _icon(self, match: re.Match[str], line: int) -> str:
        word = match.group(0)
        text = match.string
        already = match.start() > 0 and text[match.start() - 1] == "["
        if already or word not in _ICON_VOCABULARY:
            return word
        icon = _ICON_ALIASES.get(word, word)
        if icon != word:
            self.warnings.append(
                ParseWarning(self.file, line, f"icon alt-text {word!r} rendered as [{icon}]")
            )
        return f"[{icon}]"


def _comparable(text: str) -> str:
    """``text`` without icons, case, spacing and punctuation, to compare two copies."""
    return re.sub(r"[^0-9a-z]+", "", re.sub(r"\[\w+\]", "", text).casefold())


def _join_wrapped(head: str, tail: str) -> str:
    """Join a line the export wrapped: no space before closing punctuation."""
    if not head:
        return tail
    if tail[:1] in {",", ".", ";", ":", ")", "]"}:
        return head + tail
    return f"{head} {tail}"


def _is_heading_like(text: str, limit: int) -> bool:
    """A short line without closing punctuation that starts with a capital or a digit and
    is not a label with its value ("Structure: Best of one")."""
    return (
        0 < len(text) <= limit
        and (text[0].isupper() or text[0].isdigit())
        and not text.endswith(_TERMINAL_PUNCT)
        and ": " not in text
    )


def _is_blank(line: str) -> bool:
    """Blank lines and page chrome both only separate paragraphs."""
    return not line or bool(_CHROME_RE.match(line))


def _rule_key(rule_id: str) -> tuple[tuple[int, ...], str]:
    head, _, letter = rule_id.rpartition(".")
    return _section_key(head), letter


def _section_key(section_id: str) -> tuple[int, ...]:
    return tuple(int(part) for part in section_id.split("."))


def _parent_id(section_id: str) -> str | None:
    return section_id.rpartition(".")[0] or None


# --- drafts: what one file says, before cleaning and merging -------------------------------


@dataclass
class _Text:
    value: str
    line: int


@dataclass
class _NoteDraft:
    kind: NoteKind
    body: _Text


@dataclass
class _RuleDraft:
    id: str
    text: _Text
    items: list[_Text] = field(default_factory=list)
    notes: list[_NoteDraft] = field(default_factory=list)


@dataclass
class _SectionDraft:
    id: str
    title: str
    line: int
    intro: list[_Text] = field(default_factory=list)
    notes: list[_NoteDraft] = field(default_factory=list)


@dataclass
class _EntryDraft:
    term: str
    line: int
    body: list[tuple[int, str]] = field(default_factory=list)


class _Mode(Enum):
    RULES = auto()
    PREAMBLE = auto()
    GLOSSARY = auto()


@dataclass
class _FileDrafts:
    sections: list[_SectionDraft] = field(default_factory=list)
    rules: list[_RuleDraft] = field(default_factory=list)
    entries: list[_EntryDraft] = field(default_factory=list)


class _FileParser:
    """Reads one source file into drafts, recording the oddities it works around."""

    def __init__(self, file: str, text: str) -> None:
        self.file = file
        self.lines = [line.strip() for line in text.splitlines()]
        self.drafts = _FileDrafts()
        self.warnings: list[ParseWarning] = []
        self._mode = _Mode.RULES
        self._section: _SectionDraft | None = None
        self._rule: _RuleDraft | None = None
        self._entry: _EntryDraft | None = None
        self._tail: _Text | None = None
        self._tail_owner = ""
        self._open_block: _Text | None = None
        self._blank_run = 0

    def parse(self) -> _FileDrafts:
        for index, line in enumerate(self.lines):
            self._read(index, line)
        if self._open_block is not None:
            self._warn(self._open_block.line, "'++' block never closed before the end of file")
        holders: list[_RuleDraft | _SectionDraft] = [*self.drafts.rules, *self.drafts.sections]
        for holder in holders:
            self._drop_empty_notes(holder)
        return self.drafts

    def _drop_empty_notes(self, holder: _RuleDraft | _SectionDraft) -> None:
        for note in [note for note in holder.notes if not note.body.value.strip("+ ")]:
            self._warn(note.body.line, f"empty {note.kind.value} under {holder.id}; dropped")
            holder.notes.remove(note)

    def _warn(self, line: int, message: str) -> None:
        self.warnings.append(ParseWarning(self.file, line, message))

    def _read(self, index: int, line: str) -> None:
        number = index + 1
        if self._open_block is not None and self._continue_block(number, line):
            return
        if _is_blank(line):
            self._blank_run += 1
            if self._mode is _Mode.GLOSSARY and self._entry is not None and not line:
                self._entry.body.append((number, ""))
            return
        self._dispatch(index, line)
        self._blank_run = 0

    def _continue_block(self, number: int, line: str) -> bool:
        """Feed a line to an open ``++`` block; false if the line ends the block unclosed."""
        assert self._open_block is not None
        if _RULE_RE.match(line) or _SECTION_RE.match(line):
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
        if rule := _RULE_RE.match(line):
            self._start_rule(number, rule["id"], rule["text"] or "")
        elif section := _SECTION_RE.match(line):
            self._start_section(number, section["id"], section["title"])
        elif self._mode is _Mode.PREAMBLE:
            return
        elif self._mode is _Mode.GLOSSARY:
            self._glossary_line(index, line)
        elif note := _NOTE_RE.match(line):
            self._start_note(number, note["label"], note["body"], opened=bool(note["open"]))
        elif _STEP_RE.match(line) or _BULLET_RE.match(line):
            self._add_item(number, line)
        elif self._is_headword(index):
            self._start_entry(number, line)
        else:
            self._text_line(number, line)

    # numbered part

    def _start_section(self, number: int, section_id: str, title: str) -> None:
        self._rule = None
        self._tail = None
        if section_id == _PREAMBLE_ID:
            self._mode = _Mode.PREAMBLE
            self._section = None
            return
        self._leave_glossary(number)
        self._section = _SectionDraft(section_id, title.strip(), number)
        self.drafts.sections.append(self._section)

    def _start_rule(self, number: int, rule_id: str, text: str) -> None:
        self._leave_glossary(number)
        if not text:
            self._warn(number, f"rule {rule_id} has no text")
        self._rule = _RuleDraft(rule_id, _Text(text.strip(), number))
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
        note = _NoteDraft(kind, _Text(body.removesuffix("++").strip(), number))
        holder = self._rule or self._section
        if holder is None:
            self._warn(number, f"{label} outside any rule or section; ignored")
            return
        holder.notes.append(note)
        self._set_tail(note.body, f"the {label} of {holder.id}")
        if opened and not closed:
            self._open_block = note.body

    def _add_item(self, number: int, line: str) -> None:
        bullet = _BULLET_RE.match(line)
        text = bullet["text"] if bullet else line
        if self._rule is None:
            self._warn(number, "list item outside any rule; ignored")
            return
        item = _Text(text, number)
        self._rule.items.append(item)
        self._set_tail(item, f"a step of rule {self._rule.id}")

    def _set_tail(self, text: _Text, owner: str) -> None:
        """Remember the text a wrapped line would continue, and whose text it is."""
        self._tail = text
        self._tail_owner = owner

    def _text_line(self, number: int, line: str) -> None:
        if self._blank_run == 0 and self._tail is not None:
            self._tail.value = _join_wrapped(self._tail.value, line)
            self._warn(number, f"wrapped line joined to {self._tail_owner}")
        elif self._rule is None and self._section is not None:
            self._section.intro.append(_Text(line, number))
            self._warn(
                number, f"unnumbered paragraph under {self._section.id} kept as section intro"
            )
        elif self._rule is not None:
            self._rule.text.value = _join_wrapped(self._rule.text.value, line)
            self._warn(number, f"unnumbered paragraph after rule {self._rule.id} joined to it")
        else:
            self._warn(number, f"stray line ignored: {line!r}")

    # glossary part

    def _is_headword(self, index: int) -> bool:
        """A short line standing alone: blank (or end of file) after it, and before it a blank
        line or a finished sentence (the excerpts file has no blank lines)."""
        line = self.lines[index]
        if not _is_heading_like(line, _MAX_HEADWORD_CHARS) or _NOTE_RE.match(line):
            return False
        if index + 1 < len(self.lines) and not _is_blank(self.lines[index + 1]):
            return False
        if index == 0 or _is_blank(self.lines[index - 1]):
            return True
        return self.lines[index - 1].endswith(_TERMINAL_PUNCT)

    def _body_is_empty(self, index: int) -> bool:
        following = next(
            (i for i in range(index + 1, len(self.lines)) if not _is_blank(self.lines[i])),
            len(self.lines),
        )
        if following == len(self.lines):
            return True
        line = self.lines[following]
        return bool(_RULE_RE.match(line) or _SECTION_RE.match(line) or self._is_headword(following))

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
        return any(not _is_heading_like(text, _MAX_HEADWORD_CHARS) for text in lines)

    def _start_entry(self, number: int, term: str) -> None:
        self._mode = _Mode.GLOSSARY
        self._rule = None
        self._section = None
        self._tail = None
        self._entry = _EntryDraft(term, number)
        self.drafts.entries.append(self._entry)


# --- cleaned units, each with the file it was read from ------------------------------------


@dataclass(frozen=True)
class _FileRule:
    file: str
    rule: Rule


@dataclass(frozen=True)
class _FileSection:
    file: str
    section: Section


@dataclass(frozen=True)
class _FileEntry:
    file: str
    entry: Entry
    #: Lost lists found in the body; reported only for the copy that is kept.
    lost: tuple[ParseWarning, ...]


@dataclass
class _FileResult:
    rules: list[_FileRule] = field(default_factory=list)
    sections: list[_FileSection] = field(default_factory=list)
    entries: list[_FileEntry] = field(default_factory=list)
    warnings: list[ParseWarning] = field(default_factory=list)


def _finish_notes(notes: Iterable[_NoteDraft], cleaner: _Cleaner) -> tuple[Note, ...]:
    return tuple(
        Note(note.kind, cleaner.clean(note.body.value, note.body.line), note.body.line)
        for note in notes
    )


def _finish_rule(draft: _RuleDraft, cleaner: _Cleaner) -> Rule:
    return Rule(
        id=draft.id,
        section_id=draft.id.rpartition(".")[0],
        text=cleaner.clean(draft.text.value, draft.text.line),
        line=draft.text.line,
        items=tuple(cleaner.clean(item.value, item.line) for item in draft.items),
        notes=_finish_notes(draft.notes, cleaner),
    )


def _finish_section(draft: _SectionDraft, cleaner: _Cleaner) -> Section:
    return Section(
        id=draft.id,
        title=cleaner.clean(draft.title, draft.line),
        parent_id=_parent_id(draft.id),
        line=draft.line,
        intro=tuple(cleaner.clean(text.value, text.line) for text in draft.intro),
        notes=_finish_notes(draft.notes, cleaner),
    )


# glossary bodies

_Line = tuple[int, str]


def _chunks(body: Sequence[_Line]) -> list[list[_Line]]:
    """The body's paragraphs: runs of lines between blank lines."""
    chunks: list[list[_Line]] = []
    current: list[_Line] = []
    for number, text in _collapse_plus_blocks(body):
        if text:
            current.append((number, text))
        elif current:
            chunks.append(current)
            current = []
    if current:
        chunks.append(current)
    return chunks


def _collapse_plus_blocks(body: Sequence[_Line]) -> list[_Line]:
    """Join each ``++…++`` block into one line ``Example. …`` (blank lines inside dropped)."""
    lines: list[_Line] = []
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


def _line_block_kind(text: str) -> BlockKind:
    if _STEP_RE.match(text):
        return BlockKind.STEPS
    if _BULLET_RE.match(text):
        return BlockKind.BULLETS
    return BlockKind.PARAGRAPH


def _item_text(text: str, kind: BlockKind) -> str:
    if kind is BlockKind.STEPS:
        return re.sub(r"^\d+\.\s+", "", text)
    if kind is BlockKind.BULLETS:
        return re.sub(r"^[-•]\s+", "", text)
    return text


def _blocks(chunks: Sequence[Sequence[_Line]], cleaner: _Cleaner) -> tuple[Block, ...]:
    """One paragraph block per line; consecutive steps (or bullets) make one list block."""
    blocks: list[Block] = []
    for chunk in chunks:
        for number, text in chunk:
            kind = _line_block_kind(text)
            item = cleaner.clean(_item_text(text, kind), number)
            if kind is not BlockKind.PARAGRAPH and blocks and blocks[-1].kind is kind:
                blocks[-1] = Block(kind, (*blocks[-1].items, item))
            else:
                blocks.append(Block(kind, (item,)))
    return tuple(blocks)


def _is_list_intro_lost(last: str, following: str) -> bool:
    """A paragraph ending with ':' whose list is missing: what follows is not the list
    written out as a long sentence (as in "… in several ways:" / "In 2v2, you and …")."""
    if not last.endswith(":") or _line_block_kind(last) is not BlockKind.PARAGRAPH:
        return False
    if _NOTE_RE.match(following):
        return True
    return not (len(following) > _MAX_SUBHEADING_CHARS and following.endswith("."))


def _lost_parts(
    file: str, term: str, line: int, chunks: Sequence[Sequence[_Line]]
) -> list[ParseWarning]:
    """Warnings for the body, lists and sub-section bodies of an entry the export lost."""
    found: list[ParseWarning] = []
    if not chunks:
        return [ParseWarning(file, line, f"entry {term!r}: its body is lost")]
    for position, chunk in enumerate(chunks):
        number, last = chunk[-1]
        following = chunks[position + 1][0][1] if position + 1 < len(chunks) else ""
        if _is_list_intro_lost(last, following):
            message = f"entry {term!r}: the list after {last!r} is lost"
            found.append(ParseWarning(file, number, message))
        elif len(chunk) == 1 and _is_heading_like(last, _MAX_SUBHEADING_CHARS):
            message = f"entry {term!r}: the body of its sub-heading {last!r} is lost"
            found.append(ParseWarning(file, number, message))
    return found


def _unqualified(name: str) -> str | None:
    """``Booster Draft`` for ``Booster Draft (Game Mode)``; None without a qualifier."""
    match = re.fullmatch(r"(.+?)\s*\([^()]+\)", name)
    return match.group(1) if match else None


def _entry_aliases(term: str, chunks: Sequence[Sequence[_Line]]) -> tuple[str, ...]:
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
        if len(chunk) > 1 and sub_base and _is_heading_like(first, _MAX_HEADWORD_CHARS):
            aliases += [first, sub_base]
    return tuple(dict.fromkeys(alias for alias in aliases if alias != term))


def _finish_entry(file: str, draft: _EntryDraft, cleaner: _Cleaner) -> _FileEntry:
    chunks = _chunks(draft.body)
    term = cleaner.clean(draft.term, draft.line)
    entry = Entry(
        kind=Kind.GLOSSARY,
        term=term,
        blocks=_blocks(chunks, cleaner),
        line=draft.line,
        aliases=_entry_aliases(term, chunks),
    )
    return _FileEntry(file, entry, tuple(_lost_parts(file, term, draft.line, chunks)))


def _read_file(file: str, text: str) -> _FileResult:
    parser = _FileParser(file, text)
    drafts = parser.parse()
    cleaner = _Cleaner(file)
    result = _FileResult()
    result.sections = [_FileSection(file, _finish_section(s, cleaner)) for s in drafts.sections]
    result.rules = [_FileRule(file, _finish_rule(r, cleaner)) for r in drafts.rules]
    result.entries = [_finish_entry(file, e, cleaner) for e in drafts.entries]
    result.warnings = parser.warnings + cleaner.summary()
    return result


# --- merging the files --------------------------------------------------------------------


def _rule_fingerprint(rule: Rule) -> str:
    parts = [rule.text, *rule.items, *(f"{note.kind}:{note.text}" for note in rule.notes)]
    return "|".join(_comparable(part) for part in parts)


def _compare_copies(kept: _FileRule, other: _FileRule) -> tuple[_FileRule, ParseWarning | None]:
    """Which of two copies of a rule to keep, and the warning their difference deserves."""
    kept_print, other_print = _rule_fingerprint(kept.rule), _rule_fingerprint(other.rule)
    if kept_print == other_print:
        return kept, None
    rule_id = kept.rule.id
    kept_at, other_at = f"{kept.file}:{kept.rule.line}", f"{other.file}:{other.rule.line}"
    if other_print.startswith(kept_print):
        message = f"rule {rule_id} is cut short here; kept the fuller copy at {other_at}"
        return other, ParseWarning(kept.file, kept.rule.line, message)
    if kept_print.startswith(other_print):
        message = f"rule {rule_id} is cut short here; kept the copy at {kept_at}"
    else:
        message = f"rule {rule_id} differs from the copy at {kept_at}, which is kept"
    return kept, ParseWarning(other.file, other.rule.line, message)


def _pick_rule(copies: Sequence[_FileRule], warnings: list[ParseWarning]) -> _FileRule:
    """The fullest copy of a rule; the earliest file (the main page) wins ties."""
    kept = copies[0]
    seen_in: set[str] = {kept.file}
    for other in copies[1:]:
        if other.file in seen_in:
            message = f"rule {other.rule.id} printed twice in this file"
            warnings.append(ParseWarning(other.file, other.rule.line, message))
        seen_in.add(other.file)
        kept, warning = _compare_copies(kept, other)
        if warning is not None:
            warnings.append(warning)
    return kept


def _merge_rules(results: Sequence[_FileResult], warnings: list[ParseWarning]) -> list[_FileRule]:
    copies: dict[str, list[_FileRule]] = {}
    for result in results:
        for unit in result.rules:
            copies.setdefault(unit.rule.id, []).append(unit)
    kept = [_pick_rule(versions, warnings) for versions in copies.values()]
    return sorted(kept, key=lambda unit: _rule_key(unit.rule.id))


def _merge_sections(
    results: Sequence[_FileResult], warnings: list[ParseWarning]
) -> dict[str, _FileSection]:
    kept: dict[str, _FileSection] = {}
    for result in results:
        for unit in result.sections:
            first = kept.setdefault(unit.section.id, unit)
            if first is unit or _comparable(first.section.title) == _comparable(unit.section.title):
                continue
            message = (
                f"section {unit.section.id} is titled {unit.section.title!r} here but "
                f"{first.section.title!r} at {first.file}:{first.section.line}, which is kept"
            )
            warnings.append(ParseWarning(unit.file, unit.section.line, message))
    return kept


def _merge_entries(
    results: Sequence[_FileResult], warnings: list[ParseWarning]
) -> list[_FileEntry]:
    kept: dict[str, _FileEntry] = {}
    for result in results:
        for unit in result.entries:
            warning = _entry_duplicate(unit, kept)
            if warning is None:
                kept[unit.entry.term.casefold()] = unit
            elif warning.message:
                warnings.append(warning)
    return list(kept.values())


def _entry_duplicate(unit: _FileEntry, kept: dict[str, _FileEntry]) -> ParseWarning | None:
    """None for a new entry; else the warning for a copy (an empty message: identical copy)."""
    entry = unit.entry
    first = kept.get(entry.term.casefold())
    if first is not None:
        if _comparable(first.entry.text) == _comparable(entry.text):
            return ParseWarning(unit.file, entry.line, "")
        message = (
            f"entry {entry.term!r} differs from the copy at {first.file}:{first.entry.line}, "
            "which is kept"
        )
        return ParseWarning(unit.file, entry.line, message)
    owner = _sub_heading_owner(entry, kept.values())
    if owner is None:
        return None
    message = (
        f"heading {entry.term!r} without a body is a sub-heading of the entry {owner!r}; "
        "not listed again"
    )
    return ParseWarning(unit.file, entry.line, message)


def _sub_heading_owner(entry: Entry, kept: Iterable[_FileEntry]) -> str | None:
    if entry.blocks:
        return None
    term = entry.term.casefold()
    for unit in kept:
        if any(term == item.casefold() for block in unit.entry.blocks for item in block.items):
            return unit.entry.term
    return None


# --- checks on the merged document ---------------------------------------------------------


def _rule_checks(unit: _FileRule) -> list[ParseWarning]:
    """Lost lists (text ending with ':' and nothing under it) and texts that break off."""
    rule, found = unit.rule, []
    if rule.text.endswith(":") and not rule.items:
        found.append(ParseWarning(unit.file, rule.line, f"rule {rule.id}: its list is lost"))
    if rule.items and rule.items[-1].endswith(":"):
        message = f"rule {rule.id}: the list under its last step is lost"
        found.append(ParseWarning(unit.file, rule.line, message))
    if rule.text.rsplit(" ", 1)[-1] in _CUT_OFF_WORDS:
        message = f"rule {rule.id}: the text breaks off mid-sentence (…{rule.text[-30:]!r})"
        found.append(ParseWarning(unit.file, rule.line, message))
    return found


def _empty_section_checks(
    sections: dict[str, _FileSection], rules: Sequence[_FileRule]
) -> list[ParseWarning]:
    filled = {unit.rule.section_id for unit in rules}
    filled |= {parent for section_id in sections if (parent := _parent_id(section_id))}
    found: list[ParseWarning] = []
    for section_id, unit in sections.items():
        section = unit.section
        if section_id in filled or section.intro or section.notes:
            continue
        message = f"section {section_id} {section.title!r}: its body is lost"
        found.append(ParseWarning(unit.file, section.line, message))
    return found


# --- assembling the document ----------------------------------------------------------------


def _section_lines(printed: dict[str, _FileSection], rules: Sequence[Rule]) -> dict[str, int]:
    """Every section id needed (printed, holding a rule, or an ancestor of one) and its line;
    an unprinted section ("1", "2.2") takes the line of its first descendant."""
    placed = [(section_id, unit.section.line) for section_id, unit in printed.items()]
    placed += [(rule.section_id, rule.line) for rule in rules]
    lines: dict[str, int] = {}
    for section_id, line in sorted(placed, key=lambda pair: _section_key(pair[0])):
        current: str | None = section_id
        while current is not None:
            lines.setdefault(current, printed[current].section.line if current in printed else line)
            current = _parent_id(current)
    return lines


def _section_tree(printed: dict[str, _FileSection], rules: Sequence[Rule]) -> tuple[Section, ...]:
    ordered = sorted(_section_lines(printed, rules).items(), key=lambda i: _section_key(i[0]))
    children: dict[str, list[str]] = {section_id: [] for section_id, _ in ordered}
    rule_ids: dict[str, list[str]] = {section_id: [] for section_id, _ in ordered}
    for section_id, _ in ordered:
        parent = _parent_id(section_id)
        if parent is not None:
            children[parent].append(section_id)
    for rule in rules:
        rule_ids[rule.section_id].append(rule.id)
    sections: list[Section] = []
    for section_id, line in ordered:
        unit = printed.get(section_id)
        sections.append(
            Section(
                id=section_id,
                title=unit.section.title if unit else "",
                parent_id=_parent_id(section_id),
                line=line,
                children=tuple(children[section_id]),
                rule_ids=tuple(rule_ids[section_id]),
                intro=unit.section.intro if unit else (),
                notes=unit.section.notes if unit else (),
            )
        )
    return tuple(sections)


def _meta(sources: Sequence[tuple[str, str]]) -> DocumentMeta:
    return DocumentMeta(
        slug=_SLUG,
        game=_GAME,
        title=_TITLE,
        edition=_EDITION,
        citation_prefix=_CITATION_PREFIX,
        effective_date=_EFFECTIVE_DATE,
        source_files=tuple(name for name, _ in sources),
        licence=_LICENCE,
        attribution=_ATTRIBUTION,
    )


def parse_altered_fan(sources: Sequence[tuple[str, str]]) -> Document:
    """Parse the fan glossary's pages into one Document.

    ``sources`` holds ``(file name, text)`` pairs: main page first (it wins when copies of a
    rule are equally full), then the filtered page, then the loose rule excerpts. Raises
    :class:`SourceError` only when no numbered rule is found in any file.
    """
    results = [_read_file(file, text) for file, text in sources]
    warnings = [warning for result in results for warning in result.warnings]
    rules = _merge_rules(results, warnings)
    if not rules:
        first = sources[0][0] if sources else "(no source files)"
        raise SourceError(first, 1, "no numbered rule (like '1.1.1.a …') found in any file")
    sections = _merge_sections(results, warnings)
    entries = _merge_entries(results, warnings)
    for rule_unit in rules:
        warnings += _rule_checks(rule_unit)
    warnings += _empty_section_checks(sections, rules)
    for entry_unit in entries:
        warnings += entry_unit.lost
    position = {file: index for index, (file, _) in enumerate(sources)}
    warnings.sort(key=lambda warning: (position.get(warning.file, len(position)), warning.line))
    rule_objects = [unit.rule for unit in rules]
    return Document(
        meta=_meta(sources),
        sections=_section_tree(sections, rule_objects),
        rules=tuple(rule_objects),
        entries=tuple(unit.entry for unit in entries),
        warnings=tuple(warnings),
    )
