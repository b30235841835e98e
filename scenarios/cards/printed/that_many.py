""" "You may discard any number of cards from your Reserve to draw that many cards": a choice of
none to all of the objects (6.5.i, 6.1.g), then as many cards drawn as the first step acted on
— only if it did something (6.5.f).

Read as the first step (``any_number``: none to all of them) with ``then`` the second, whose
amount counts what the first did (``per: that many``, the objects it acted on, 6.5.i). Only
this shape is read: "that many" elsewhere has no step to count and is left to the judge.
"""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, read_clause

_THAT_MANY = re.compile(
    r"^(?:you may )?(?P<verb>discard|sacrifice) any number of (?P<what>[^.]+?) "
    r"to draw that many cards\.?$",
    re.IGNORECASE,
)


def read_that_many(text: str) -> list[Step] | None:
    """The steps of "[you may] [discard / sacrifice] any number of [objects] to draw that
    many cards", or ``None`` if ``text`` is not one. ("You may" adds nothing to a choice
    that may be of none, 6.5.i.)"""
    m = _THAT_MANY.match(" ".join(text.strip().split()))
    if m is None:
        return None
    first = read_clause(f"{m['verb'].lower()} a {ph.singular(m['what'])}")
    if not str(first.get("subject", "")).startswith("a_") or set(first) - {
        "action",
        "subject",
        "filter",
    }:
        raise NotUnderstood(text.lower(), f"'any number of {m['what']}' is not understood yet")
    second = read_clause("draw a card")
    return [{**first, "any_number": True, "then": [{**second, "per": "that many"}]}]
