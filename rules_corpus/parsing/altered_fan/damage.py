"""Reports of what the export lost: lists, bodies and sentences that are missing.

The fan site's export dropped text in places: a rule ending with ':' and no list under it, a
section heading with nothing below it, a glossary entry or sub-heading whose body is gone, a
rule that breaks off after "the". The lost text is nowhere else to take back, so nothing here
repairs it; each loss is reported as a :class:`ParseWarning` naming file and line, so that
``judge-app corpus check`` tells a judge where the older edition is not whole. Rules and
sections are checked on the merged document (a loss mended by a fuller copy in another file
is not reported); an entry's losses are found in each file and reported for the kept copy.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules_corpus.model import BlockKind, ParseWarning
from rules_corpus.parsing.altered_fan.glossary import Line, line_block_kind
from rules_corpus.parsing.altered_fan.line_shapes import (
    MAX_SUBHEADING_CHARS,
    NOTE_RE,
    is_heading_like,
    parent_id,
)
from rules_corpus.parsing.altered_fan.units import FileRule, FileSection

_CUT_OFF_WORDS: Final = frozenset({"a", "an", "the", "of", "to", "and", "or"})


def _is_list_intro_lost(last: str, following: str) -> bool:
    """A paragraph ending with ':' whose list is missing: what follows is not the list
    written out as a long sentence (as in "… in several ways:" / "In 2v2, you and …")."""
    if not last.endswith(":") or line_block_kind(last) is not BlockKind.PARAGRAPH:
        return False
    if NOTE_RE.match(following):
        return True
    return not (len(following) > MAX_SUBHEADING_CHARS and following.endswith("."))


def lost_parts(
    file: str, term: str, line: int, chunks: Sequence[Sequence[Line]]
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
        elif len(chunk) == 1 and is_heading_like(last, MAX_SUBHEADING_CHARS):
            message = f"entry {term!r}: the body of its sub-heading {last!r} is lost"
            found.append(ParseWarning(file, number, message))
    return found


def rule_checks(unit: FileRule) -> list[ParseWarning]:
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


def empty_section_checks(
    sections: dict[str, FileSection], rules: Sequence[FileRule]
) -> list[ParseWarning]:
    """Printed sections with nothing under them: no rule, sub-section, intro or note."""
    filled = {unit.rule.section_id for unit in rules}
    filled |= {parent for section_id in sections if (parent := parent_id(section_id))}
    found: list[ParseWarning] = []
    for section_id, unit in sections.items():
        section = unit.section
        if section_id in filled or section.intro or section.notes:
            continue
        message = f"section {section_id} {section.title!r}: its body is lost"
        found.append(ParseWarning(unit.file, section.line, message))
    return found
