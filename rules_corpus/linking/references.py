"""Find rule and section references in rule text.

The documents cite each other in many shapes: "Rule 2.1.f", "Rules 6.3.e and 6.3.f",
"Section 7.3.10", "see 6.1.g", "(see Rule 3.2.7.c)", "Subsection 1.4", "Rules 1.1.6.e and
7.1.1.a". A lettered id (``6.2.e``) is a reference wherever it stands; an unlettered number
(``7.3.10``) only when a word such as "Section" or "Rule" introduces it (or it continues such a
list), so that "version 2.0" or a token's "1/1/1" statistics are never mistaken for links.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_LETTERED = re.compile(r"(?<![\w.])(\d+\.\d+(?:\.\d+)?\.[a-z])(?![\w])")
_INTRODUCED = re.compile(
    r"\b(?:Rules?|Sections?|Subsections?|see|See|§)\s*"
    r"(?P<list>\d+(?:\.\d+)*(?:\.[a-z])?(?:\s*(?:,|and|or|&)\s*\d+(?:\.\d+)*(?:\.[a-z])?)*)"
)
_NUMBER = re.compile(r"\d+(?:\.\d+)*(?:\.[a-z])?")


@dataclass(frozen=True, slots=True)
class Reference:
    """A rule or section number found in a text, with its span."""

    start: int
    end: int
    id: str

    @property
    def lettered(self) -> bool:
        return self.id[-1].isalpha()


def find_references(text: str) -> list[Reference]:
    """Every rule/section reference in ``text``, in order, without overlaps.

    >>> [r.id for r in find_references("see Rules 6.3.e and 6.3.f, and Section 7.3.10")]
    ['6.3.e', '6.3.f', '7.3.10']
    """
    found: dict[int, Reference] = {}
    for match in _INTRODUCED.finditer(text):
        base = match.start("list")
        for number in _NUMBER.finditer(match.group("list")):
            ref_id = number.group(0).rstrip(".")
            start = base + number.start()
            found[start] = Reference(start, start + len(ref_id), ref_id)
    for match in _LETTERED.finditer(text):
        found.setdefault(match.start(), Reference(match.start(), match.end(), match.group(1)))
    return [found[start] for start in sorted(found)]
