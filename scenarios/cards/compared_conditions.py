"""Two counts compared (6.5.d): "if you control more Characters than Permanents", "if you
control fewer Characters than Boosted Characters" — each side counted as "you control 1 or
more [X]" would count it, without its bound (``counts_compared``). Comparisons with the other
player ("than an opponent") are the lead conditions' (more_conditions); anything else is not
read (``None``)."""

from __future__ import annotations

import re

from engine.state.conditions import Condition, ConditionKind, Counted
from engine.state.records import replace

_COMPARED = re.compile(
    r"^you control (?P<dir>more|fewer|less) (?P<a>[a-z][a-z ]*?) than (?P<b>[a-z][a-z {}0-9]*)$"
)
_PLAYERS = ("an ", "your ", "target ", "you ")


def compared_condition(key: str, text: str) -> Condition | None:
    """The comparison ``key`` says (lower case, single spaces), or ``None``."""
    from scenarios.cards.condition_texts import condition_of  # it imports this module

    m = _COMPARED.match(key)
    if m is None or m["b"].startswith(_PLAYERS):
        return None
    parts = []
    for side in (m["a"], m["b"]):
        found = condition_of(f"you control 1 or more {side}")
        if found is None or found.kind != ConditionKind.COUNT:
            return None
        if found.counted != Counted.YOU_CONTROL or found.negated:
            return None
        parts.append(replace(found, at_least=None, at_most=None, text=side))
    first, second = parts
    ordered = (first, second) if m["dir"] == "more" else (second, first)
    return Condition(ConditionKind.COUNTS_COMPARED, parts=ordered, text=text)
