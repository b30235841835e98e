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


# A rule or section number written inside a question ("does 6.2.e apply to …", "is rule 7.4.4
# about …", "§7.3"): a dotted number (its letter joined or after a dot: "6.2e", "7.4.4.i"), or
# a number after "rule", "section", "CR" or "§" (a bare "6" alone is a count, never a rule).
_CITED = re.compile(
    r"(?<![\w.])(?P<named>(?:cr|rules?|sections?|subsections?)\s+|§\s*)?"
    r"(?P<number>\d+(?:\.\d+)*)(?:\.?(?P<letter>[a-zA-Z]))?(?![\w/])",
    re.IGNORECASE,
)


def cited_rule_numbers(text: str) -> tuple[str, ...]:
    """The rule and section numbers a question names inside its words, normalised as
    :func:`parse_rule_number` gives them, once each, in order (whether such a rule exists is
    the index's to say: ``1/1/1`` or "3 cards" name none).

    >>> cited_rule_numbers("does 6.2e apply to my Spell, or rule 7.4.4.i?")
    ('6.2.e', '7.4.4.i')
    >>> cited_rule_numbers("a 2/2 Character for 3 mana"), cited_rule_numbers("see §7.3")
    ((), ('7.3',))
    """
    found: dict[str, None] = {}
    for match in _CITED.finditer(text):
        number = match.group("number")
        if "." not in number and not match.group("named"):
            continue
        letter = match.group("letter")
        found[f"{number}.{letter.lower()}" if letter else number] = None
    return tuple(found)
