"""A numbered set keyword's number as its reminder says it: a digit, a word or an ordinal
(issue 30, ie39).

A set prints a numbered keyword's reminder with that print's number (2.2.12.c), and English
says the number as a digit ("2 Ember counters"), as a word ("two or more Ember counters",
"up to three cards") or as an ordinal ("When I gain my second Ember counter", "the third
time"). "[Trial 2] (When I gain my second Trial counter — …)" and "[Trial 3] (When I gain
my third Trial counter — …)" are ONE definition with a parameter N: read so, the number
printed with the keyword is N wherever it stands, and a print without a reminder reads the
definition with its own N.

The definition keeps N as ``X`` where the reminder said it as a digit or a word, and as
``Xth`` where it said it as an ordinal (:func:`as_parameter`); said back with a print's
number, ``Xth`` is that number's ordinal (:func:`said_with`). One is never read from a word
("a", "one", "first" say other things too: "a card", "the first time"); it is read as a
digit only, as before (gram89).
"""

from __future__ import annotations

import re

ORDINAL_WORDS: dict[int, str] = {
    2: "second",
    3: "third",
    4: "fourth",
    5: "fifth",
    6: "sixth",
    7: "seventh",
    8: "eighth",
    9: "ninth",
    10: "tenth",
}
"""The ordinals a reminder may say its number as (2 and up: "first" says other things)."""

CARDINAL_WORDS: dict[int, str] = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
}
"""The number words a reminder may say its number as (2 and up: "a" and "one" say other
things)."""

ORDINAL_X = "Xth"
"""The definition's N where its reminder said it as an ordinal."""

_SUFFIX = {1: "st", 2: "nd", 3: "rd"}


def _ordinal_digits(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else _SUFFIX.get(n % 10, 'th')}"


def ordinal(n: int) -> str:
    """The ordinal of ``n`` as a card says it: "first", "second" … "tenth", then "11th"."""
    return "first" if n == 1 else ORDINAL_WORDS.get(n) or _ordinal_digits(n)


def _forms(n: int) -> tuple[str, str]:
    """The regular expressions of ``n`` said as a word and as an ordinal (word or digits)."""
    cardinal = CARDINAL_WORDS.get(n)
    word = rf"\b{cardinal}\b" if cardinal else r"(?!)"
    ordinals = [_ordinal_digits(n)] + ([ORDINAL_WORDS[n]] if n in ORDINAL_WORDS else [])
    return word, r"\b(?:" + "|".join(ordinals) + r")\b"


def word_mentions(reminder: str, n: str) -> int:
    """How many times ``reminder`` says the number ``n`` as a word or an ordinal."""
    if not n.isdigit() or int(n) < 2:
        return 0
    word, nth = _forms(int(n))
    return len(re.findall(word, reminder, re.IGNORECASE)) + len(
        re.findall(nth, reminder, re.IGNORECASE)
    )


def as_parameter(reminder: str, n: str) -> str:
    """``reminder`` with the number ``n`` said as a word ("two") as ``X`` and as an ordinal
    ("second", "2nd") as ``Xth``: the definition with its parameter N."""
    if not n.isdigit() or int(n) < 2:
        return reminder
    word, nth = _forms(int(n))
    return re.sub(nth, ORDINAL_X, re.sub(word, "X", reminder, flags=re.I), flags=re.I)


def has_parameter(definition: str) -> bool:
    """Whether a definition says its N (``X`` or ``Xth``)."""
    return re.search(r"\bX(?:th)?\b", definition) is not None


def said_with(definition: str, n: str) -> str:
    """A definition's ordinal N (``Xth``) said as ``n``'s ordinal; its ``X`` left to the
    caller (a digit, or "1" said in the singular)."""
    if ORDINAL_X not in definition:
        return definition
    nth = ordinal(int(n)) if n.isdigit() else f"{n}th"
    return re.sub(rf"\b{ORDINAL_X}\b", nth, definition)


def unread_with_number(name: str, definition: str, n: str) -> str:
    """Why the set keyword ``name``, printed with the number ``n`` ("" when none), is not
    read by ``definition`` (the set's reminder, 2.2.12.c) — "" when it is read: its
    definition said with that number read as an ability (7.4) or as steps (7.3), as the
    reader reads a print naming it. Read with the set's keywords in force
    (:func:`scenarios.cards.grammar.set_lexicon.using_keywords`)."""
    from scenarios.cards.grammar.parser import NotRead
    from scenarios.cards.grammar.semantics.set_actions import definition_steps, with_number
    from scenarios.cards.grammar.semantics.set_keywords import definition_ability, numbered
    from scenarios.cards.grammar.set_lexicon import defines_ability
    from scenarios.cards.printed.reminded_keywords import conflict_reason

    try:
        conflict = conflict_reason(name, definition)
        if conflict:
            return conflict
        if defines_ability(definition):
            definition_ability(name, numbered(name, definition, n or None))
        elif n and not has_parameter(definition):
            return f"the set's [{name}] says no number in its reminder for the {n} printed"
        else:
            definition_steps(name, with_number(definition, n) if n else definition)
    except NotRead as exc:
        return exc.reason
    return ""


__all__ = [
    "CARDINAL_WORDS",
    "ORDINAL_WORDS",
    "ORDINAL_X",
    "as_parameter",
    "has_parameter",
    "ordinal",
    "said_with",
    "unread_with_number",
    "word_mentions",
]
