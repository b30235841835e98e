"""Conditions on several distinct objects you control: "if you control a [[Fleeting]]
Character, another [[Anchored]] Character and yet another [[Asleep]] Character" (*Lyra
Festival*).

Each "a X" / "another X" / "yet another X" is one object in play the controller controls
(1.2.2) fitting X — statuses, a sub-type and a card type, read as "it's [kind]" conditions
read them (:func:`scenarios.cards.it_conditions.kind_filter`) — and "another" makes them
different objects (7.2.1.a). The condition holds when distinct objects fit every X at once
(``you_control_distinct``). Anything else is not read (``None``).
"""

from __future__ import annotations

import re

from engine.state.cards import Condition, ConditionKind, ObjectFilter
from scenarios.cards.it_conditions import kind_filter

_CONTROL = re.compile(r"^you control (?P<first>an? [a-z ]+?)(?P<rest>(?:,| and) .+)$")
_MORE = re.compile(r"^(?:,|,? and) (?:yet )?another (?P<x>[a-z ]+?)(?=$|,| and )")


def distinct_condition(key: str, text: str, subtypes: frozenset[str]) -> Condition | None:
    """The condition ``key`` (lower case) if it is "you control a X, another Y [and yet
    another Z]"; ``None`` otherwise."""
    m = _CONTROL.match(key)
    if m is None:
        return None
    phrases = [m["first"]]
    rest = m["rest"]
    while rest:
        more = _MORE.match(rest)
        if more is None:
            return None
        phrases.append(more["x"])
        rest = rest[more.end() :]
    if len(phrases) < 2:
        return None
    filters: list[ObjectFilter] = []
    for phrase in phrases:
        f = kind_filter(phrase, subtypes)
        if f is None:
            return None
        filters.append(f)
    return Condition(ConditionKind.YOU_CONTROL_DISTINCT, any_of=tuple(filters), text=text)
