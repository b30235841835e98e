"""A condition written after its step — "Draw a card if you control a Plant.", "I gain 2
boosts unless you control a Dragon." — read as the same sentence with the condition first
("If you control a Plant, draw a card."), which the reader already knows (6.5.d: a step
with a condition is done only if it is met as the step resolves).

Only a sentence of one clause (no comma before the condition) and a condition that names no
"it", "they" or "this way" are turned: there, what the pronoun names could change with the
order, so such a sentence is left as written (and reported if not understood)."""

from __future__ import annotations

import re

_TRAILING = re.compile(r"(?P<x>[^,]+?) (?P<unless>if|unless) (?P<cond>[^,]+)")
_PRONOUN = re.compile(r"\b(?:it|its|it's|they|their|them|those|these|this|that)\b")
_NOT_A_CONDITION = ("you do", "you did", "you can", "you don't", "able")
_BEFORE_IF = frozenset({"even", "as", "only", "than"})


def condition_first(low: str) -> str:
    """``low`` (a lower-case sentence) with a trailing condition moved to its front, or
    ``low`` unchanged."""
    m = _TRAILING.fullmatch(low)
    if m is None or m["x"].startswith(("if ", "unless ")):
        return low
    cond = m["cond"]
    if _PRONOUN.search(cond) or cond.startswith(_NOT_A_CONDITION):
        return low
    if m["x"].split()[-1] in _BEFORE_IF:
        return low  # "even if", "as if", "only if": no condition on the step
    return f"{m['unless']} {cond}, {m['x']}"
