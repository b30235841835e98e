"""'The next [sub-type] you play this turn / this Afternoon costs {N} less / gains N boosts
/ gains or loses [status]' (5.2.d, 5.1.2.f): the Emblem-Ongoing's "next played" narrowed
to cards of that sub-type (2.2.2) — "The next Plant you play this turn costs {1} less".
Registered with the clause table of :mod:`scenarios.cards.printed.clauses`, beside its
"next [card type]" forms."""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word

_NEXT = r"the next (?P<sub>[a-z]+) you play this (?P<dur>turn|afternoon)"


def _ongoing(m: re.Match[str], c: str, next_played: dict[str, Any]) -> Step:
    sub = ph.SUBTYPE_WORDS.get(m["sub"])
    if sub is None:
        raise NotUnderstood(c, f"'{m['sub']}' is not a sub-type (2.2.2)")
    duration = "this turn" if m["dur"] == "turn" else "this Afternoon"
    played = {"card_type": "card", "subtypes": [sub], **next_played}
    return {"action": "ongoing", "ongoing": {"duration": duration, "next_played": played}}


@clause(_NEXT + r" costs \{(?P<n>\d+)\} less")
def _next_subtype_cost(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, c, {"cost_change": -int(m["n"])})


@clause(_NEXT + r" gains (?P<n>\w+) boosts?")
def _next_subtype_boosts(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, c, {"boosts": number_word(m["n"], c)})


@clause(_NEXT + r" (?P<verb>gains|loses) (?P<status>anchored|asleep|fleeting)")
def _next_subtype_status(m: re.Match[str], c: str) -> Step:
    key = "gain_status" if m["verb"] == "gains" else "lose_status"
    return _ongoing(m, c, {key: ph.status(m["status"])})
