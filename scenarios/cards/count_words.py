"""One wording for a count kept in a condition's words (the card structures' ``if``).

Conditions keep their words for the engine to evaluate (6.5.d); the
same count printed in other words is the same condition, so it is kept in one wording:
a number in digits ("two or more" / "2 or more"), "at least N" as "N or more", "at most
N" as "N or less", "fewer than N" as "less than N". A count is a
comparison of a number of objects or counters (6.5.i); how it is printed cannot change it.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import BeforeValidator

from scenarios.cards.card_words import NUMBER_WORDS

_NUMBERS = {w: n for w, n in NUMBER_WORDS.items() if w not in ("a", "an")}

_WORDS = "|".join(sorted(_NUMBERS, key=len, reverse=True))
_NUMBER_WORD = re.compile(
    rf"\b(?:(?<=than )|(?<=least )|(?<=most ))({_WORDS})\b"
    rf"|\b({_WORDS})(?= or (?:more|less|fewer)\b)",
    re.IGNORECASE,
)
"""A number written as a word where it is a bound of a count ("two or more", "at least
three", "less than seven"); elsewhere ("only one Character", "one of your Expeditions") the
words are kept as printed."""

_FOLDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bat least (\d+)\b"), r"\1 or more"),
    (re.compile(r"\bat most (\d+)\b"), r"\1 or less"),
    (re.compile(r"\bfewer than (\d+)\b"), r"less than \1"),
)


def one_wording(words: object) -> object:
    """``words`` with every count said one way (module docstring); anything not a text is
    left to the model's own check."""
    if not isinstance(words, str) or not words:
        return words
    said = _NUMBER_WORD.sub(lambda m: str(_NUMBERS[(m.group(1) or m.group(2)).lower()]), words)
    for pattern, wording in _FOLDS:
        said = pattern.sub(wording, said)
    return said


CountedCondition = Annotated[str, BeforeValidator(one_wording)]
"""A condition's words, its counts said one way: two readings of one condition compare
equal, whichever words a card prints it in."""
