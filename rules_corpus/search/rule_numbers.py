"""Recognise rule-number queries in the forms people type.

``6.2.e``, ``6.2e``, ``6.2.E``, ``rule 6.2``, ``Rule 6.2.e``, ``§7.4.4``, ``CR 6.2.e``,
``section 7.3`` and ``7.3.16.b.`` all mean a rule or section number.
"""

from __future__ import annotations

import re

_NUMBER_QUERY = re.compile(
    r"^\s*(?:(?:cr|rules?|sections?|subsections?|§)\s*)?§?\s*"
    r"(?P<number>\d+(?:\.\d+)*)(?:\.?\s*(?P<letter>[a-zA-Z]))?\s*\.?\s*$",
    re.IGNORECASE,
)


def parse_rule_number(query: str) -> str | None:
    """The normalised id a query asks for, or None if it is not a number query.

    >>> parse_rule_number("6.2e"), parse_rule_number("§7.4.4"), parse_rule_number("fleeting")
    ('6.2.e', '7.4.4', None)
    """
    match = _NUMBER_QUERY.match(query)
    if match is None:
        return None
    number, letter = match.group("number"), match.group("letter")
    if (
        "." not in number
        and letter is None
        and not query.strip().lower().startswith(("rule", "section", "subsection", "§", "cr"))
    ):
        # A bare "3" is more likely a word search ("3 cards") than section 3.
        return None
    return f"{number}.{letter.lower()}" if letter else number
