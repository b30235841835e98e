"""Delayed steps naming "I" (issue 30, session 42): "At the end of the turn, send me to
Reserve", "At the start of the next Dusk, I lose all my boosts" — an Emblem-Ongoing whose
Reaction does the steps later (2.2.2.m); its first person is the object which created the
Emblem (7.2.1.d), bound to the Emblem as it is created, as "it" is bound to what the step
before acted on (6.3.i). The steps then say that object as "it": the object, as long as it is
the same object — one moved since is a new object the Emblem does not find (2.1.d); one
this same effect moved, the Emblem finds in its new zone (2.1.f, 2.1.g; the engine follows
the creating step's "I" there).

Read only where the delayed steps say no other "it" (one object is bound; "it" and "I" both
would be two), say "I" only as the object a step acts on and ask nothing of "I" in a
condition ("if I'm exhausted": the Emblem's Reaction's condition is not checked on its
creator yet); "my" said as a place or a count of the creator stays refused by the compiler
(scenarios/cards/ongoing.py).
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.grammar.semantics.base import Step

__all__ = ["BOUND_ME", "me_as_it"]

BOUND_ME = "self"
"""The subject of the ongoing step whose Emblem binds "I" (the creator) as its "it"."""

_FOLLOWED = ("then", "otherwise", "also")
"""Where a step's follow-ups are kept."""


_FIRST_PERSON = re.compile(r"\b(?:i|i'm|me|my|mine)\b", re.IGNORECASE)
"""The first person in a step's condition ("if I'm exhausted"): a condition of the Emblem's
Reaction is checked on the Emblem, not on the object bound as "it" — not read so."""


def _asks_of_me(step: Step) -> bool:
    if _FIRST_PERSON.search(str(step.get("if", ""))):
        return True
    return any(_asks_of_me(s) for key in _FOLLOWED for s in step.get(key) or ())


def _names_me(step: Step) -> bool:
    if step.get("subject") == "self":
        return True
    return any(_names_me(s) for key in _FOLLOWED for s in step.get(key) or ())


def _as_it(step: Step) -> Step:
    out: dict[str, Any] = dict(step)
    if out.get("subject") == "self":
        out["subject"] = "it"
    for key in _FOLLOWED:
        if out.get(key):
            out[key] = [_as_it(s) for s in out[key]]
    return out


def me_as_it(steps: list[Step], names_it: bool) -> list[Step] | None:
    """``steps`` (a delayed effect's) with "I" said as "it" when they name "I" as a step's
    object and no other "it" (``names_it``); ``None`` when they do not (the module
    docstring)."""
    if names_it or not any(_names_me(s) for s in steps) or any(_asks_of_me(s) for s in steps):
        return None
    return [_as_it(s) for s in steps]
