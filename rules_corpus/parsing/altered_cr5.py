"""Parser for the Altered TCG Comprehensive Rules 5.0 (a markdown-ish export of the PDF).

The export is messy, and every mess is handled here rather than in the model:

* a table of contents at the top (everything before ``# 1 Overview`` is front matter);
* headings at arbitrary ``#`` depths, sometimes bold (``#### **1.4.7 Who Did That?**``): the
  depth of a section comes from its number, never from the number of ``#``;
* numbered rules printed as ``**6.2.e** text``, ``2.2.8.d **Emblems** ...``, ``- 4.1.a ...``,
  ``**4.2.1.b Succeed** ...`` (a rule with a bold title), and ``**5.1.2.1**`` — a typo for
  ``5.1.2.l`` (reported as a warning);
* Remarks and Examples in italics (``***Remark.** ...*``, ``*Example.* ...``) that belong to
  the rule they follow, sometimes over several paragraphs;
* bullet and numbered lists under a rule (they belong to it);
* figure residue (card names and collector numbers of a picture), dropped with a warning;
* section 8 ("Changes From the Previous Version") made of unnumbered sub-headings and bullets;
* a closing glossary whose entries are written ``- Term** definition [pages]`` or
  ``**Term** definition pages``: page-number lists are dropped;
* card icons lost in the export, restored as words by :mod:`rules_corpus.parsing.icons`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

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
from rules_corpus.parsing.icons import RESTORATIONS
from rules_corpus.parsing.markup import clean_inline

FILE_NAME = "altered_cr_5_0.md"

META = DocumentMeta(
    slug="altered-cr-5.0",
    game="Altered TCG",
    title="Altered Comprehensive Rules",
    edition="5.0",
    citation_prefix="Altered CR 5.0",
    effective_date="2026-02-27",
    source_files=(FILE_NAME,),
    licence="© Equinox. Official rules document, reproduced for reference by judges and players.",
    attribution="Altered Comprehensive Rules 5.0 by Equinox (Maverick Chardet, Florian Horn).",
)

_HEADING = re.compile(r"^#{1,6}\s+(?P<body>.+?)\s*$")
_SECTION_TITLE = re.compile(r"^\**\s*(?P<id>\d+(?:\.\d+)*)\s+(?P<title>.+?)\s*\**$")
_RULE = re.compile(
    r"^\s*(?:-\s+)?\**\s*(?P<id>\d+\.\d+(?:\.\d+)?\.(?:[a-z]|1))(?=[\s*])(?P<rest>.*)$"
)
_NOTE = re.compile(r"^\s*\**\s*(?P<kind>Remark|Example)\s*\.\s*\**\s*(?P<rest>.*)$")
_LIST_ITEM = re.compile(r"^(?P<indent>\s*)(?:-|\d+\.)\s+(?P<text>.*)$")
_GLOSSARY_DASH = re.compile(r"^-\s+(?P<term>[^*]+?)\*\*\s*(?P<rest>.*)$")
_GLOSSARY_BOLD = re.compile(r"^\*\*(?P<term>[^*]+?)\*\*\s*(?P<rest>.*)$")
_PAGE_LIST = re.compile(r"(?:\s*,?\s*(?:\[\d+(?:[–-]\d+)?\]\(#\)|\b\d+(?:[–-]\d+)?\b))+\s*$")
_FIGURE_CAPTION = re.compile(r"^Figure \d+:")
_TYPO_ID = "5.1.2.1"
_TYPO_FIXED = "5.1.2.l"


@dataclass
class _RuleDraft:
    id: str
    section_id: str
    text: list[str]
    line: int
    title: str = ""
    items: list[str] = field(default_factory=list)
    notes: list[_NoteDraft] = field(default_factory=list)


@dataclass
class _NoteDraft:
    kind: NoteKind
    text: list[str]
    line: int


@dataclass
class _SectionDraft:
    id: str
    title: str
    line: int
    rule_ids: list[str] = field(default_factory=list)
    intro: list[str] = field(default_factory=list)
    notes: list[_NoteDraft] = field(default_factory=list)


@dataclass
class _State:
    """Where the line-by-line walk is: the open section, rule and note."""

    sections: dict[str, _SectionDraft] = field(default_factory=dict)
    rules: dict[str, _RuleDraft] = field(default_factory=dict)
    entries: list[Entry] = field(default_factory=list)
    warnings: list[ParseWarning] = field(default_factory=list)
    section: _SectionDraft | None = None
    rule: _RuleDraft | None = None
    note: _NoteDraft | None = None
    in_glossary: bool = False
    figure_lines: list[int] = field(default_factory=list)

    def warn(self, line: int, message: str) -> None:
        self.warnings.append(ParseWarning(FILE_NAME, line, message))


def parse_altered_cr5(text: str) -> Document:
    """Parse the CR 5.0 export into a :class:`Document`.

    Raises :class:`SourceError` only when the text has no rules at all (a truncated or wrong
    file); every other oddity becomes a :class:`ParseWarning`.
    """
    lines = text.split("\n")
    start = _find_body_start(lines)
    state = _State()
    for number, raw in enumerate(lines[start:], start + 1):
        _feed(state, raw.rstrip(), number)
    _flush_figure(state)
    if not state.rules:
        raise SourceError(FILE_NAME, len(lines), "no numbered rules found (truncated file?)")
    return _build(state)


def _find_body_start(lines: list[str]) -> int:
    """Index of the ``# 1 Overview`` heading: the table of contents before it is not rules."""
    for index, line in enumerate(lines):
        match = _HEADING.match(line)
        if match and re.match(r"\**1\s+Overview", match.group("body")):
            return index
    raise SourceError(FILE_NAME, 1, "the heading '# 1 Overview' was not found")


def _feed(state: _State, line: str, number: int) -> None:
    if not line.strip():
        return
    if not _FIGURE_CAPTION.match(line.strip()) and state.figure_lines and not _is_figure(line):
        _flush_figure(state)
    heading = _HEADING.match(line)
    if heading:
        _on_heading(state, heading.group("body"), number)
        return
    if state.in_glossary:
        _on_glossary_line(state, line, number)
        return
    rule = _RULE.match(line)
    if rule:
        _on_rule(state, rule.group("id"), rule.group("rest"), number, line)
        return
    note = _NOTE.match(line)
    if note:
        _on_note(state, NoteKind(note.group("kind").lower()), note.group("rest"), number)
        return
    if _is_figure(line) or _FIGURE_CAPTION.match(line.strip()):
        state.figure_lines.append(number)
        return
    _on_text(state, line, number)


def _on_heading(state: _State, body: str, number: int) -> None:
    state.rule = None
    state.note = None
    clean = clean_inline(body)
    if clean.lower() == "glossary":
        state.in_glossary = True
        state.section = None
        return
    match = _SECTION_TITLE.match(clean)
    if match is None:
        # Unnumbered sub-headings only occur in section 8 ("New Rules", "Rule Changes", ...).
        if state.section is not None:
            state.section.intro.append(clean)
        else:
            state.warn(number, f"unnumbered heading outside any section: {clean!r}")
        return
    section_id, title = match.group("id"), match.group("title")
    if section_id in state.sections:
        state.warn(number, f"section {section_id} is printed twice; the second is merged")
        state.section = state.sections[section_id]
        return
    draft = _SectionDraft(section_id, title, number)
    state.sections[section_id] = draft
    state.section = draft


def _on_rule(state: _State, rule_id: str, rest: str, number: int, line: str) -> None:
    if rule_id == _TYPO_ID:
        state.warn(number, f"rule {_TYPO_ID} is a typo for {_TYPO_FIXED}; read as {_TYPO_FIXED}")
        rule_id = _TYPO_FIXED
    elif rule_id.endswith(".1"):
        state.warn(number, f"unexpected rule number {rule_id!r}; kept as printed")
    section_id = rule_id.rsplit(".", 1)[0]
    section = state.sections.get(section_id)
    if section is None:
        state.warn(number, f"rule {rule_id} has no section {section_id} heading")
        section = _SectionDraft(section_id, "", number)
        state.sections[section_id] = section
    if rule_id in state.rules:
        state.warn(number, f"rule {rule_id} is printed twice; the second copy is appended")
        state.rule = state.rules[rule_id]
        state.rule.text.append(clean_inline(rest))
        state.note = None
        return
    title = ""
    # "**4.2.1.b Succeed** The player ..." — a rule whose name is part of the bold number.
    titled = re.match(r"^\s*(?P<title>[A-Z][\w\- ]{1,30}?)\*\*\s*(?P<text>.*)$", rest)
    if titled and line.lstrip().startswith(f"**{rule_id} "):
        title, rest = titled.group("title").strip(), titled.group("text")
    draft = _RuleDraft(rule_id, section_id, [clean_inline(rest)], number, title=title)
    state.rules[rule_id] = draft
    section.rule_ids.append(rule_id)
    state.rule = draft
    state.note = None


def _on_note(state: _State, kind: NoteKind, rest: str, number: int) -> None:
    note = _NoteDraft(kind, [_clean_note_text(rest)], number)
    if state.rule is not None:
        state.rule.notes.append(note)
    elif state.section is not None:
        state.section.notes.append(note)
    else:
        state.warn(number, f"{kind.value} outside any section dropped")
        return
    state.note = note


def _on_text(state: _State, line: str, number: int) -> None:
    item = _LIST_ITEM.match(line)
    if state.note is not None:
        state.note.text.append(_clean_note_text(_list_text(item) if item else line))
        return
    if state.rule is not None:
        if item:
            state.rule.items.append(_list_text(item))
        else:
            state.rule.text.append(clean_inline(line))
        return
    if state.section is not None:
        state.section.intro.append(_list_text(item) if item else clean_inline(line))
        return
    state.warn(number, f"text outside any section dropped: {clean_inline(line)[:40]!r}")


def _list_text(item: re.Match[str]) -> str:
    """A list item's text, nested items marked with a dash so the nesting stays readable."""
    text = clean_inline(item.group("text"))
    return (
        f"– {text}"
        if len(item.group("indent")) >= 2 and not item.group(0).lstrip()[0].isdigit()
        else text
    )


def _clean_note_text(text: str) -> str:
    return clean_inline(text)


def _is_figure(line: str) -> bool:
    """Figure residue: a card name alone on a line, or a collector number and a name."""
    stripped = clean_inline(line)
    if re.match(r"^[A-Z]{2,4}(?:[A-Z])?-\d+ ", stripped) or re.match(r"^BTG", stripped):
        return True
    return stripped == "Sneezzer Shroom"


def _flush_figure(state: _State) -> None:
    if state.figure_lines:
        first, last = state.figure_lines[0], state.figure_lines[-1]
        state.warn(first, f"figure residue (lines {first}–{last}) dropped: not rule text")
        state.figure_lines = []


def _on_glossary_line(state: _State, line: str, number: int) -> None:
    match = _GLOSSARY_DASH.match(line) or _GLOSSARY_BOLD.match(line)
    if match is None:
        state.warn(number, f"glossary line not understood, dropped: {line[:40]!r}")
        return
    term = clean_inline(match.group("term"))
    rest = match.group("rest")
    without_pages = _PAGE_LIST.sub("", rest)
    definition = clean_inline(without_pages)
    if not definition:
        state.warn(number, f"glossary entry {term!r} has no definition")
    if any(entry.term == term for entry in state.entries):
        state.warn(number, f"glossary entry {term!r} is printed twice; the second is dropped")
        return
    block = Block(BlockKind.PARAGRAPH, (definition,))
    state.entries.append(Entry(Kind.GLOSSARY, term, (block,), number))


def _restore_icons(rules: dict[str, _RuleDraft], warnings: list[ParseWarning]) -> None:
    """Put back the icons the export lost (see :mod:`rules_corpus.parsing.icons`)."""
    for rule_id, old, new in RESTORATIONS:
        draft = rules.get(rule_id)
        if draft is None:
            warnings.append(ParseWarning(FILE_NAME, 0, f"icon restoration for missing {rule_id}"))
            continue
        texts = [draft.text, draft.items, *[note.text for note in draft.notes]]
        if not any(_replace_in(parts, old, new) for parts in texts):
            warnings.append(
                ParseWarning(
                    FILE_NAME, draft.line, f"icon restoration {old!r} not found in {rule_id}"
                )
            )


def _replace_in(parts: list[str], old: str, new: str) -> bool:
    joined = "\n".join(parts)
    if old not in joined:
        return False
    replaced = joined.replace(old, new, 1).split("\n")
    parts[:] = replaced
    return True


def _build(state: _State) -> Document:
    _restore_icons(state.rules, state.warnings)
    sections = _build_sections(state.sections)
    rules = tuple(
        Rule(
            id=draft.id,
            section_id=draft.section_id,
            text="\n".join(part for part in draft.text if part),
            line=draft.line,
            items=tuple(draft.items),
            notes=tuple(_build_note(note) for note in draft.notes),
            title=draft.title,
        )
        for draft in state.rules.values()
    )
    return Document(META, sections, rules, tuple(state.entries), tuple(state.warnings))


def _build_note(note: _NoteDraft) -> Note:
    return Note(note.kind, "\n".join(part for part in note.text if part), note.line)


def _build_sections(drafts: dict[str, _SectionDraft]) -> tuple[Section, ...]:
    children: dict[str, list[str]] = {}
    for section_id in drafts:
        parent = _parent_id(section_id)
        if parent is not None:
            children.setdefault(parent, []).append(section_id)
    return tuple(
        Section(
            id=draft.id,
            title=draft.title,
            parent_id=_parent_id(draft.id),
            line=draft.line,
            children=tuple(children.get(draft.id, ())),
            rule_ids=tuple(draft.rule_ids),
            intro=tuple(draft.intro),
            notes=tuple(_build_note(note) for note in draft.notes),
        )
        for draft in drafts.values()
    )


def _parent_id(section_id: str) -> str | None:
    return section_id.rsplit(".", 1)[0] if "." in section_id else None
