"""How many of the described objects must fit what a condition says of them — "a / an / one
/ another / any [object] is X" (one or more is), "no / none of [object] is X" (none is),
"each / every / all [object] is X" (none is not X: the objects that are not X, counted at most
0, so with none described it holds) — decided in this one place for the reader's conditions
on described objects (6.5.d) and the composed conditions (issue 30).

A condition on described objects is a count the engine makes as it is checked (6.5.d); this
module says which objects are counted (those that fit, or those that do not) and between
which bounds, and what "not between" a range of counters or costs is.
"""

from __future__ import annotations

from dataclasses import dataclass

Bounds = tuple[int | None, int | None]
"""(at least, at most) — ``None`` where the count is not bounded that way."""


@dataclass(frozen=True)
class Quantified:
    """The count a quantifier asks for: the objects that fit what is said (or, with
    ``opposite``, those that do not), counted between ``at_least`` and ``at_most``."""

    opposite: bool
    at_least: int | None
    at_most: int | None


_SOME = Quantified(opposite=False, at_least=1, at_most=None)
_NONE = Quantified(opposite=False, at_least=None, at_most=0)
_EVERY = Quantified(opposite=True, at_least=None, at_most=0)
QUANTIFIERS: dict[str, Quantified] = {
    "a": _SOME,
    "an": _SOME,
    "one": _SOME,
    "another": _SOME,  # one other than me (7.2.1.a): the description says "other"
    "any": _SOME,
    "no": _NONE,
    "none": _NONE,
    "each": _EVERY,
    "every": _EVERY,
    "all": _EVERY,
}
"""Each quantifier word and the count it asks for (6.5.d)."""


def quantified(quantifier: str) -> Quantified:
    """The count ``quantifier`` (a key of :data:`QUANTIFIERS`) asks for."""
    return QUANTIFIERS[quantifier]


def opposite_range(low: int | None, high: int | None) -> Bounds | None:
    """The bounds of "not between ``low`` and ``high``" when that is one range ("2 or more"
    → "1 or fewer", "3 or less" → "4 or more"); ``None`` when it is two ranges (both
    bounds) or none."""
    if low is not None and high is None:
        return None, low - 1
    if high is not None and low is None:
        return high + 1, None
    return None
