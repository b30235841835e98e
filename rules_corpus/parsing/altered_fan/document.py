"""Building the fan edition's :class:`Document`: the section tree, the metadata, the warnings.

:func:`parse_altered_fan` reads each file, merges them, runs the loss checks and assembles the
document: every section a rule needs, printed or not (``1`` and ``2.2`` are never printed as
headings), with its children and rules in number order; the edition's metadata with its
citation prefix and the attribution its licence (CC BY-NC 4.0) requires; and every warning,
in file order then line order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules_corpus.model import Document, DocumentMeta, Rule, Section, SourceError
from rules_corpus.parsing.altered_fan.damage import empty_section_checks, rule_checks
from rules_corpus.parsing.altered_fan.finishing import read_file
from rules_corpus.parsing.altered_fan.line_shapes import parent_id, section_key
from rules_corpus.parsing.altered_fan.merging import merge_entries, merge_rules, merge_sections
from rules_corpus.parsing.altered_fan.units import FileSection

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


def _section_lines(printed: dict[str, FileSection], rules: Sequence[Rule]) -> dict[str, int]:
    """Every section id needed (printed, holding a rule, or an ancestor of one) and its line;
    an unprinted section ("1", "2.2") takes the line of its first descendant."""
    placed = [(section_id, unit.section.line) for section_id, unit in printed.items()]
    placed += [(rule.section_id, rule.line) for rule in rules]
    lines: dict[str, int] = {}
    for section_id, line in sorted(placed, key=lambda pair: section_key(pair[0])):
        current: str | None = section_id
        while current is not None:
            lines.setdefault(current, printed[current].section.line if current in printed else line)
            current = parent_id(current)
    return lines


def _section_tree(printed: dict[str, FileSection], rules: Sequence[Rule]) -> tuple[Section, ...]:
    ordered = sorted(_section_lines(printed, rules).items(), key=lambda i: section_key(i[0]))
    children: dict[str, list[str]] = {section_id: [] for section_id, _ in ordered}
    rule_ids: dict[str, list[str]] = {section_id: [] for section_id, _ in ordered}
    for section_id, _ in ordered:
        parent = parent_id(section_id)
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
                parent_id=parent_id(section_id),
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
    results = [read_file(file, text) for file, text in sources]
    warnings = [warning for result in results for warning in result.warnings]
    rules = merge_rules(results, warnings)
    if not rules:
        first = sources[0][0] if sources else "(no source files)"
        raise SourceError(first, 1, "no numbered rule (like '1.1.1.a …') found in any file")
    sections = merge_sections(results, warnings)
    entries = merge_entries(results, warnings)
    for rule_unit in rules:
        warnings += rule_checks(rule_unit)
    warnings += empty_section_checks(sections, rules)
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
