"""Clauses about "the next [cards] you play this turn" narrowed beyond a card type (5.2.d):
"The next Plant you play this turn costs {1} less", "The next Character you play this turn
with Hand Cost {3} or less gains Anchored", "The next Song or Artist you play this turn
loses Fleeting", "The next Character with a base statistic of 0 that you play this turn
loses Fleeting".

The Emblem-Ongoing applies to the first card played that the filter lets through; cards
it does not let through neither use it up nor are changed (the plain card-type forms are
in :mod:`.clauses`).
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word

_WHAT = (
    r"the next (?P<what>.+?) (?:that )?you play this (?P<dur>turn|afternoon)"
    r"(?: (?P<quals>with [^,]+?))?"
)
_TYPES = {"Character", "Permanent", "Spell"}


def _next_filter(what: str, quals: str | None, c: str) -> tuple[str, dict[str, Any]]:
    """The card type and filter of "[Plant]", "[Song or Artist]", "[Character] with ..."."""
    words = what.split(" or ")
    if len(words) > 1 and all(w in ph.SUBTYPE_WORDS for w in words) and not quals:
        return "card", {"subtypes": [ph.SUBTYPE_WORDS[w] for w in words]}
    read = ph.card_filter(f"a {what}{' ' + quals if quals else ''}")
    if read is None or read.get("another"):
        raise NotUnderstood(c, f"'the next {what}' is not a card the reader understands yet")
    types = read.pop("types", [])
    if len(types) > 1 or (types and types[0] not in _TYPES):
        raise NotUnderstood(c, f"'the next {what}' is not a card the reader understands yet")
    if not read and not types:
        raise NotUnderstood(c)  # the plain forms are read by .clauses
    return (types[0] if types else "card"), read


def _ongoing(m: re.Match[str], c: str, change: dict[str, Any]) -> Step:
    card_type, flt = _next_filter(m["what"], m["quals"], c)
    next_played: dict[str, Any] = {"card_type": card_type, **change}
    if flt:
        next_played["filter"] = flt
    duration = "this turn" if m["dur"] == "turn" else "this Afternoon"
    return {"action": "ongoing", "ongoing": {"duration": duration, "next_played": next_played}}


@clause(_WHAT + r" costs \{(?P<n>\d+)\} less")
def _next_cost(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, c, {"cost_change": -int(m["n"])})


@clause(_WHAT + r" gains (?P<n>\w+) boosts?")
def _next_boost(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, c, {"boosts": number_word(m["n"], c)})


@clause(_WHAT + r" (?P<verb>gains|loses) (?P<status>anchored|asleep|fleeting)")
def _next_status(m: re.Match[str], c: str) -> Step:
    key = "gain_status" if m["verb"] == "gains" else "lose_status"
    status = ph.status(m["status"])
    if status is None:
        raise NotUnderstood(c)
    return _ongoing(m, c, {key: status})
