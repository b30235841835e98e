"""ic40 (issue 30, session 40): the "or" of a place said of two zones one of which is in play —
"in your Expeditions or your Reserve", "in play or in your Reserve", "in any Expedition or
Reserve": the lexer says it OR_PLACE, read by the ic40 qualifiers of altered.lark
(semantics/place_unions.py). Any other "or" after these places (two conditions, two steps)
is left as it was."""

from __future__ import annotations

_FIRSTS: tuple[tuple[str, ...], ...] = (
    ("in", "your", "expeditions"),
    ("in", "play"),
    ("in", "any", "expedition"),
)
"""The first place of the union, as printed (3.1.4.a in play, 3.2.4.b Expeditions)."""
_SECONDS: dict[tuple[str, ...], tuple[tuple[str, ...], ...]] = {
    ("in", "your", "expeditions"): (
        ("your", "reserve"),
        ("in", "your", "reserve"),
        ("your", "discard", "pile"),
        ("in", "your", "discard", "pile"),
    ),
    ("in", "play"): (("in", "your", "reserve"), ("in", "your", "discard", "pile")),
    ("in", "any", "expedition"): (("reserve",), ("discard", "pile")),
}
"""The second place said after each first (3.2.10 Reserve, 3.2.3 Discard pile)."""
_CLAUSE_VERBS = frozenset({"is", "are", "isn't", "aren't", "has", "have", "was", "were"})


def play_places_or(printed: list[str], i: int) -> bool:
    """Whether the "or" at ``i`` joins a place in play to a Reserve or Discard pile ("in
    your Expeditions or your Reserve"): OR_PLACE — not when a verb follows the second place
    ("… or your Reserve is empty": two conditions)."""
    low = [w.lower() for w in printed]
    if low[i] != "or":
        return False
    for first in _FIRSTS:
        if tuple(low[max(0, i - len(first)) : i]) != first:
            continue
        for second in _SECONDS[first]:
            end = i + 1 + len(second)
            if tuple(low[i + 1 : end]) == second:
                return not (end < len(low) and low[end] in _CLAUSE_VERBS)
    return False
