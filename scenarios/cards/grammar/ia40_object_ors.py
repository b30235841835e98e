"""ia40 (issue 30, session 40): the lexer's mark of an "or" between two WHOLE object
descriptions in the slots beside a step's object (ic39_object_ors.py reads that one): a
trigger's subject ("When a Character or a Permanent you control leaves play", 6.3.b) — each
said OR_OBJECT, so the ONE rule of the object description (``ic39_objects_or``) reads it
there too, and the slot's own rule takes the description it reads.

An object that fits both descriptions is one object: the event happens once to it, one
Reaction (6.3.b) — the filter's ``any_of`` is one filter, which an object passes or not."""

from __future__ import annotations

from collections.abc import Callable

from scenarios.cards.grammar.event_ors import EVENT_VERBS
from scenarios.cards.grammar.ic39_object_ors import _noun_at

_EVENT_STARTS = (("when",), ("the", "first", "time"), ("the", "second", "time"))
"""How a trigger's event begins (6.3.b)."""
_OPENERS = frozenset({"a", "an"})
_ENDS = frozenset({",", "\u2014", ".", ":", ";"})


def trigger_subject_or(printed: list[str], i: int, kind: Callable[[str, str], str]) -> bool:
    """Whether the "or" at ``i`` joins two object descriptions said as a trigger's subject,
    right after "When" and before the event's verb: "When a Character or a token you
    control is exhausted", "When a token or a Bureaucrat joins your Expeditions" (6.3.b)."""
    low = [w.lower() for w in printed]
    start = next((len(s) for s in _EVENT_STARTS if tuple(low[: len(s)]) == s), None)
    if start is None or low[i] != "or" or start >= i or low[start] not in _OPENERS:
        return False
    for k in range(start, i):
        if low[k] in EVENT_VERBS or low[k] in _ENDS or low[k] == "or":
            return False  # the "or" is not in the subject (said before its verb)
    if _noun_at(low, start + 1, kind) < 0:
        return False
    if i + 2 >= len(low) or low[i + 1] not in _OPENERS:
        return False
    second = _noun_at(low, i + 2, kind)
    if second < 0:
        return False
    return any(w in EVENT_VERBS for w in low[second + 1 :])
