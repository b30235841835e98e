"""Parser for the "Full Rules Document for The Heroes' Journey" (a plain-text glossary export).

The document is an alphabetical glossary with no numbered rules. Its shape, as exported:

* Line 1 is the title (``Full Rules Document for The Heroes’ Journey``); it is not an entry.
* Each entry starts with a headword line at column 0: ``Headword – definition``. The separator
  is an en dash surrounded by spaces; an em dash or a spaced hyphen is accepted with a warning.
  Headwords may contain brackets (``[ ]``), slashes (``Your/Yours``), ``(s)`` plurals,
  typographic quotes (``“Is about to” actions``) and a trailing colon (``To Play:``).
* Every following line up to the next headword belongs to the entry, blank lines included
  (a blank line never ends an entry). Each non-blank line is one whole paragraph: lines are
  never wrapped. Continuation paragraphs are indented with eleven no-break spaces and a space,
  or not indented at all; ``Example:`` and ``Exception:`` paragraphs are ordinary paragraphs.
* Bullet lists use ``•`` (at column 0, two spaces in, or after the no-break-space indent).
* Numbered procedures use ``1.``, ``2.`` ... (at column 0 or two spaces in); sub-steps are
  indented deeper (``    1. Maneuver Step``) and restart at 1.
* Cross-references come as a paragraph ``See also a, b, c.`` / ``See a, b.`` (``See also: a.``
  once), as a parenthesised sentence ``(See also stack.)`` / ``(See unique.)`` inside a
  paragraph or bullet, or as the whole definition (``Look at – See effect.``). Lower-case
  inline references such as ``(see bearer)`` are part of a sentence and stay in the text.
* Spacing is irregular: no-break spaces inside sentences, double spaces after full stops,
  trailing no-break spaces.

How the parse maps onto :mod:`rules_corpus.model`:

* each headword is an :class:`Entry` of kind ``HEADWORD``, ``line`` being its headword line;
* its body is a sequence of :class:`Block`: one ``PARAGRAPH`` block per paragraph, one
  ``BULLETS`` block per run of bullets, one ``STEPS`` block per numbered procedure. Consecutive
  items of a list stay in one block across blank lines;
* the model's blocks are flat, so a step's sub-steps are folded into its item with
  hierarchical numbers: ``Ranged Phase: 3.1 Maneuver Step; 3.2 Barrage Step``;
* "See" sentences are removed from the text and their targets, as printed, go to ``see_also``;
* a slash or ``(s)`` headword gets its variants as ``aliases`` (``Your/Yours`` → ``Your``,
  ``Yours``; ``Adversary phase(s)`` → ``Adversary phase``, ``Adversary phases``);
* a headword printed twice (``Phase/Step action``) becomes one entry: the second body's blocks
  that the first lacks are appended, and a :class:`ParseWarning` names the second line.

Oddities are recorded as :class:`ParseWarning` objects and worked around; the parser only
raises :class:`SourceError` when the text holds no headword at all.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from rules_corpus.model import (
    Block,
    BlockKind,
    Document,
    DocumentMeta,
    Entry,
    Kind,
    ParseWarning,
    SourceError,
)

DEFAULT_FILE = "heroes_journey_full_rules.txt"

META = DocumentMeta(
    slug="heroes-journey",
    game="The Heroes' Journey",
    title="Full Rules Document for The Heroes' Journey",
    edition="Full Rules",
    citation_prefix="Heroes' Journey Full Rules",
    effective_date=None,
    source_files=(DEFAULT_FILE,),
    licence="Unknown — fan-community rules document; redistributed for reference",
    attribution="The Heroes' Journey community",
)

_EN_DASH = "–"
_BULLET_GLYPHS = "•◦▪"
_MAX_TERM_CHARS = 60
_MAX_TERM_WORDS = 8
_NOT_HEADWORDS = ("example", "examples", "exception", "note", "see", "see also")

_WHITESPACE = re.compile(r"\s+")
_HEADWORD = re.compile(r"^(?P<term>\S.*?)\s+(?P<sep>–|—|--|-)(?:\s+(?P<body>.*))?$")
_BULLET = re.compile(rf"^[{_BULLET_GLYPHS}]\s*(?P<body>.*)$")
_STEP = re.compile(r"^(?P<number>\d{1,2})[.)]\s+(?P<body>.*)$")
_SEE_PARAGRAPH = re.compile(
    r"(?:^|(?<=[.!?”)])\s)See(?P<also>\s+also)?\s*(?P<colon>:)?\s+(?P<targets>[^.!?]+?)\.?$"
)
_SEE_PARENTHESISED = re.compile(
    r"\(\s*See(?P<also>\s+also)?\s*(?P<colon>:)?\s+"
    r"(?P<targets>[^()]*(?:\([^()]*\)[^()]*)*?)\s*\)"
)
_TARGET_SEPARATOR = re.compile(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+")
_SPACE_BEFORE_PUNCTUATION = re.compile(r"\s+([.,;:!?])")


class _Shape(Enum):
    """What a source line looks like, before we know which entry it belongs to."""

    BLANK = "blank"
    HEADWORD = "headword"
    BULLET = "bullet"
    STEP = "step"
    TEXT = "text"


@dataclass(frozen=True, slots=True)
class _Line:
    """One classified source line; ``text`` is the cleaned content without glyph or number."""

    number: int
    shape: _Shape
    indent: int = 0
    text: str = ""
    term: str = ""
    separator: str = ""
    ordinal: int = 0


@dataclass(slots=True)
class _Warnings:
    """Collects the oddities of one file."""

    file: str
    items: list[ParseWarning] = field(default_factory=list)

    def add(self, line: int, message: str) -> None:
        self.items.append(ParseWarning(self.file, line, message))


@dataclass(slots=True)
class _ListItem:
    """A bullet or a step while its list is still open; ``subs`` are its sub-steps."""

    text: str
    subs: list[str] = field(default_factory=list)


@dataclass(slots=True)
class _OpenList:
    """A bullet list or numbered procedure still receiving items."""

    kind: BlockKind
    indent: int
    items: list[_ListItem] = field(default_factory=list)
    next_sub_ordinal: int = 1

    def to_block(self) -> Block:
        return Block(
            self.kind, tuple(_render_item(n, item) for n, item in enumerate(self.items, 1))
        )


@dataclass(slots=True)
class _Draft:
    """An entry being built from the lines under its headword."""

    term: str
    line: int
    blocks: list[Block] = field(default_factory=list)
    see_also: list[str] = field(default_factory=list)
    open_list: _OpenList | None = None
    colon_paragraph_line: int | None = None


# --------------------------------------------------------------------------- line level


def clean(text: str) -> str:
    """Collapse every run of whitespace (no-break spaces included) to one space, then strip."""
    return _WHITESPACE.sub(" ", text).strip()


def _indent_of(raw: str) -> int:
    return len(raw) - len(raw.lstrip())


def _classify(number: int, raw: str) -> _Line:
    """Tell what one raw line is: blank, headword, bullet, numbered step or plain text."""
    content = clean(raw)
    if not content:
        return _Line(number, _Shape.BLANK)
    indent = _indent_of(raw)
    bullet = _BULLET.match(content)
    if bullet:
        return _Line(number, _Shape.BULLET, indent, clean(bullet["body"]))
    step = _STEP.match(content)
    if step:
        return _Line(number, _Shape.STEP, indent, clean(step["body"]), ordinal=int(step["number"]))
    if indent == 0:
        headword = _headword(number, content)
        if headword is not None:
            return headword
    return _Line(number, _Shape.TEXT, indent, content)


def _headword(number: int, content: str) -> _Line | None:
    """Read ``Term – definition``; ``None`` when the line is not a plausible headword line."""
    match = _HEADWORD.match(content)
    if match is None or not _plausible_term(match["term"]):
        return None
    return _Line(
        number,
        _Shape.HEADWORD,
        text=clean(match["body"] or ""),
        term=clean(match["term"]),
        separator=match["sep"],
    )


def _plausible_term(term: str) -> bool:
    """A headword is short, is not a sentence and is not a paragraph label such as Example."""
    words = term.split()
    return (
        len(term) <= _MAX_TERM_CHARS
        and len(words) <= _MAX_TERM_WORDS
        and term[-1] not in ".!?,;"
        and ". " not in term
        and term.rstrip(":").casefold() not in _NOT_HEADWORDS
    )


# --------------------------------------------------------------------------- cross-references


def _split_targets(targets: str) -> list[str]:
    """Split ``a, b and c.`` into terms as printed, without trailing periods or stray parens."""
    terms: list[str] = []
    for part in _TARGET_SEPARATOR.split(targets):
        term = part.strip().rstrip(".").strip()
        if term.startswith("(") and ")" not in term:
            term = term[1:]
        while term.endswith(")") and term.count(")") > term.count("("):
            term = term[:-1]
        term = term.strip().rstrip(".").strip()
        if term:
            terms.append(term)
    return terms


def _extract_see(text: str, line: int, warnings: _Warnings) -> tuple[str, list[str]]:
    """Remove every "See (also) ..." sentence from ``text``; return the rest and the targets."""
    targets: list[str] = []

    def take(match: re.Match[str]) -> str:
        if match["colon"]:
            warnings.add(line, f"'See also:' with a colon; read as a See also list: {match[0]!r}")
        targets.extend(_split_targets(match["targets"]))
        return " "

    rest = _SEE_PARENTHESISED.sub(take, text)
    rest = clean(_SEE_PARAGRAPH.sub(take, clean(rest), count=1))
    if rest == text:
        return text, targets
    # a reference removed from mid-sentence may leave "text , more": close that gap only
    return _SPACE_BEFORE_PUNCTUATION.sub(r"\1", rest), targets


# --------------------------------------------------------------------------- entry level


def _render_item(position: int, item: _ListItem) -> str:
    """Fold sub-steps into their step: ``Melee Phase: 4.1 Assignment Step; 4.2 Skirmish…``."""
    if not item.subs:
        return item.text
    parts: list[str] = []
    for n, sub in enumerate(item.subs, 1):
        if parts:
            parts.append(" " if parts[-1][-1] in ".!?:)”" else "; ")
        parts.append(f"{position}.{n} {sub}")
    lead = item.text if item.text[-1] in ".:;!?" else f"{item.text}:"
    return f"{lead} {''.join(parts)}"


def _close_list(draft: _Draft) -> None:
    if draft.open_list is not None and draft.open_list.items:
        draft.blocks.append(draft.open_list.to_block())
    draft.open_list = None


def _flag_missing_list(draft: _Draft, warnings: _Warnings) -> None:
    """Warn when a paragraph ending in ':' announced a list that never came."""
    if draft.colon_paragraph_line is not None:
        warnings.add(
            draft.colon_paragraph_line,
            f"{draft.term!r}: a paragraph ending with ':' is not followed by a list "
            "(content missing from the source?)",
        )
    draft.colon_paragraph_line = None


def _add_paragraph(draft: _Draft, line: _Line, text: str, warnings: _Warnings) -> None:
    _close_list(draft)
    _flag_missing_list(draft, warnings)
    body, targets = _extract_see(text, line.number, warnings)
    draft.see_also.extend(targets)
    if body:
        draft.blocks.append(Block(BlockKind.PARAGRAPH, (body,)))
        if body.endswith(":"):
            draft.colon_paragraph_line = line.number


def _list_text(draft: _Draft, line: _Line, warnings: _Warnings) -> str:
    body, targets = _extract_see(line.text, line.number, warnings)
    draft.see_also.extend(targets)
    if not body:
        warnings.add(line.number, f"{draft.term!r}: empty list item ignored")
    return body


def _add_bullet(draft: _Draft, line: _Line, warnings: _Warnings) -> None:
    draft.colon_paragraph_line = None
    text = _list_text(draft, line, warnings)
    if not text:
        return
    if draft.open_list is None or draft.open_list.kind is not BlockKind.BULLETS:
        _close_list(draft)
        draft.open_list = _OpenList(BlockKind.BULLETS, line.indent)
    draft.open_list.items.append(_ListItem(text))


def _add_step(draft: _Draft, line: _Line, warnings: _Warnings) -> None:
    draft.colon_paragraph_line = None
    text = _list_text(draft, line, warnings)
    if not text:
        return
    steps = draft.open_list
    if steps is not None and steps.kind is BlockKind.STEPS and line.indent > steps.indent:
        _add_sub_step(steps, line, text, warnings)
        return
    if steps is None or steps.kind is not BlockKind.STEPS or line.ordinal == 1:
        _close_list(draft)
        steps = draft.open_list = _OpenList(BlockKind.STEPS, line.indent)
    expected = len(steps.items) + 1
    if line.ordinal != expected:
        warnings.add(
            line.number,
            f"{draft.term!r}: step numbered {line.ordinal}, expected {expected}; "
            f"kept as step {expected}",
        )
    steps.items.append(_ListItem(text))
    steps.next_sub_ordinal = 1


def _add_sub_step(steps: _OpenList, line: _Line, text: str, warnings: _Warnings) -> None:
    parent = steps.items[-1]  # never empty: a STEPS list is opened with its first item
    if line.ordinal != steps.next_sub_ordinal:
        warnings.add(
            line.number,
            f"sub-step numbered {line.ordinal}, expected {steps.next_sub_ordinal}; "
            f"kept as sub-step {steps.next_sub_ordinal}",
        )
    parent.subs.append(text)
    steps.next_sub_ordinal += 1


def _add_line(draft: _Draft, line: _Line, warnings: _Warnings) -> None:
    """File one body line of an entry into the right block."""
    if line.shape is _Shape.BULLET:
        _add_bullet(draft, line, warnings)
    elif line.shape is _Shape.STEP:
        _add_step(draft, line, warnings)
    elif line.shape is _Shape.TEXT:
        _add_paragraph(draft, line, line.text, warnings)


def _start_draft(line: _Line, warnings: _Warnings) -> _Draft:
    draft = _Draft(line.term, line.number)
    if line.separator != _EN_DASH:
        warnings.add(
            line.number,
            f"headword {line.term!r} separated by {line.separator!r} instead of an en dash",
        )
    if line.text:
        _add_paragraph(draft, line, line.text, warnings)
    else:
        warnings.add(line.number, f"headword {line.term!r} has no definition on its line")
    return draft


def _finish_draft(draft: _Draft, warnings: _Warnings) -> _Draft:
    _close_list(draft)
    _flag_missing_list(draft, warnings)
    if not draft.blocks and not draft.see_also:
        warnings.add(draft.line, f"headword {draft.term!r} has an empty body")
    return draft


def _describe_stray(line: _Line) -> str:
    what = {_Shape.BULLET: "bullet", _Shape.STEP: "numbered step"}.get(line.shape, "text line")
    return f"{what} before the first headword ignored: {line.text[:60]!r}"


def _collect_drafts(lines: Sequence[_Line], warnings: _Warnings) -> list[_Draft]:
    """Group lines under their headwords; the first plain unindented line is the title."""
    drafts: list[_Draft] = []
    current: _Draft | None = None
    title_seen = False
    for line in lines:
        if line.shape is _Shape.HEADWORD:
            if current is not None:
                drafts.append(_finish_draft(current, warnings))
            current = _start_draft(line, warnings)
        elif current is not None:
            _add_line(current, line, warnings)
        elif line.shape is not _Shape.BLANK:
            if not title_seen and line.shape is _Shape.TEXT and line.indent == 0:
                title_seen = True
            else:
                warnings.add(line.number, _describe_stray(line))
    if current is not None:
        drafts.append(_finish_draft(current, warnings))
    return drafts


# --------------------------------------------------------------------------- document level


def _dedupe(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(values))


def _term_key(term: str) -> str:
    return clean(term).casefold()


def _merge_duplicates(drafts: Sequence[_Draft], warnings: _Warnings) -> list[_Draft]:
    """Keep one draft per headword: a repeated headword's new blocks join the first one."""
    merged: dict[str, _Draft] = {}
    for draft in drafts:
        first = merged.setdefault(_term_key(draft.term), draft)
        if first is draft:
            continue
        new_blocks = [block for block in draft.blocks if block not in first.blocks]
        first.blocks.extend(new_blocks)
        first.see_also.extend(draft.see_also)
        outcome = f"{len(new_blocks)} new block(s) added" if new_blocks else "bodies identical"
        warnings.add(
            draft.line,
            f"duplicate headword {draft.term!r} (first at line {first.line}) merged into one "
            f"entry: {outcome}",
        )
    return list(merged.values())


def aliases_for(term: str) -> tuple[str, ...]:
    """Variants of a headword: ``Your/Yours`` → Your, Yours; ``step(s)`` → step, steps."""
    words = term.split(" ")
    choices = [word.split("/") if _is_slash_word(word) else [word] for word in words]
    variants = [" ".join(combo) for combo in itertools.product(*choices)]
    expanded: list[str] = []
    for variant in variants:
        if "(s)" in variant:
            expanded += [variant.replace("(s)", ""), variant.replace("(s)", "s")]
        else:
            expanded.append(variant)
    return tuple(alias for alias in _dedupe(expanded) if alias != term)


def _is_slash_word(word: str) -> bool:
    parts = word.split("/")
    return len(parts) > 1 and all(parts)


def _to_entry(draft: _Draft) -> Entry:
    return Entry(
        kind=Kind.HEADWORD,
        term=draft.term,
        blocks=tuple(draft.blocks),
        line=draft.line,
        see_also=_dedupe(draft.see_also),
        aliases=aliases_for(draft.term),
    )


def _split_lines(text: str) -> list[str]:
    """Split on newlines only (not on form feeds and the like), so line numbers match editors."""
    return [raw.rstrip("\r") for raw in text.removeprefix("\ufeff").split("\n")]


def parse_heroes_journey(text: str, file: str = DEFAULT_FILE) -> Document:
    """Parse the Heroes' Journey full rules text into a :class:`Document` of headword entries.

    Raises :class:`SourceError` only when the text holds no ``Headword – definition`` line.
    """
    lines = [_classify(number, raw) for number, raw in enumerate(_split_lines(text), 1)]
    warnings = _Warnings(file)
    drafts = _collect_drafts(lines, warnings)
    if not drafts:
        raise SourceError(file, 1, f"no 'Headword – definition' line found in {len(lines)} line(s)")
    entries = tuple(_to_entry(draft) for draft in _merge_duplicates(drafts, warnings))
    return Document(
        meta=META,
        sections=(),
        rules=(),
        entries=entries,
        warnings=tuple(warnings.items),
    )
