"""Merging the three files' copies of the same rules, sections and entries into one edition.

The main page, the filtered page and the loose excerpts are pages of one edition and repeat
one another. Each rule id is listed once: the fullest copy is kept (the main page, read first,
wins ties), and copies that differ beyond spacing, case and icon residue are reported. A
section keeps its first title; a glossary entry keeps its first copy, and a heading without a
body that is a sub-heading of an entry already kept is not listed again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rules_corpus.model import Entry, ParseWarning, Rule
from rules_corpus.parsing.altered_fan.line_shapes import rule_key
from rules_corpus.parsing.altered_fan.units import FileEntry, FileResult, FileRule, FileSection


def _comparable(text: str) -> str:
    """``text`` without icons, case, spacing and punctuation, to compare two copies."""
    return re.sub(r"[^0-9a-z]+", "", re.sub(r"\[\w+\]", "", text).casefold())


def _rule_fingerprint(rule: Rule) -> str:
    parts = [rule.text, *rule.items, *(f"{note.kind}:{note.text}" for note in rule.notes)]
    return "|".join(_comparable(part) for part in parts)


def _compare_copies(kept: FileRule, other: FileRule) -> tuple[FileRule, ParseWarning | None]:
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


def _pick_rule(copies: Sequence[FileRule], warnings: list[ParseWarning]) -> FileRule:
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


def merge_rules(results: Sequence[FileResult], warnings: list[ParseWarning]) -> list[FileRule]:
    """Each rule once, its fullest copy, in number order; differing copies reported."""
    copies: dict[str, list[FileRule]] = {}
    for result in results:
        for unit in result.rules:
            copies.setdefault(unit.rule.id, []).append(unit)
    kept = [_pick_rule(versions, warnings) for versions in copies.values()]
    return sorted(kept, key=lambda unit: rule_key(unit.rule.id))


def merge_sections(
    results: Sequence[FileResult], warnings: list[ParseWarning]
) -> dict[str, FileSection]:
    """Each section once, with its first title; other titles reported."""
    kept: dict[str, FileSection] = {}
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


def merge_entries(results: Sequence[FileResult], warnings: list[ParseWarning]) -> list[FileEntry]:
    """Each glossary entry once; differing copies and bodiless sub-headings reported."""
    kept: dict[str, FileEntry] = {}
    for result in results:
        for unit in result.entries:
            warning = _entry_duplicate(unit, kept)
            if warning is None:
                kept[unit.entry.term.casefold()] = unit
            elif warning.message:
                warnings.append(warning)
    return list(kept.values())


def _entry_duplicate(unit: FileEntry, kept: dict[str, FileEntry]) -> ParseWarning | None:
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


def _sub_heading_owner(entry: Entry, kept: Iterable[FileEntry]) -> str | None:
    if entry.blocks:
        return None
    term = entry.term.casefold()
    for unit in kept:
        if any(term == item.casefold() for block in unit.entry.blocks for item in block.items):
            return unit.entry.term
    return None
