"""Delayed steps naming "I" (issue 30, session 42): "At the end of the turn, send me to
Reserve", "At the start of the next Dusk, I lose all my boosts" — an Emblem-Ongoing whose
Reaction does the steps later (2.2.2.m); its first person is the object which created the
Emblem (7.2.1.d), bound to the Emblem as it is created, as "it" is bound to what the step
before acted on (6.3.i). The steps then say that object as "it": the object, as long as it is
the same object — one moved since is a new object the Emblem does not find (2.1.d); one
this same effect moved, the Emblem finds in its new zone (2.1.f, 2.1.g; the engine follows
the creating step's "I" there).

Read only where the delayed steps say no other "it" (one object is bound; "it" and "I" both
would be two) and say "I" as the object a step acts on or as the subject of a condition
("if I'm still in play", "if I have 2 or more boosts": checked on the bound object, as "if
it's …" is); "my" said as a place or a count of the creator stays refused (a condition "if
my Expedition …" here, the compiler elsewhere: scenarios/cards/ongoing.py).
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
"""The first person in a step's condition."""

_ASKED_OF_ME = (
    (re.compile(r"^i'm (?:still )?", re.IGNORECASE), "it's "),
    (re.compile(r"^i am (?:still )?", re.IGNORECASE), "it is "),
    (re.compile(r"^i have ", re.IGNORECASE), "it has "),
)
"""A condition said of "I" as its subject ("if I'm still in play", "if I have 2 or more
boosts") said of the bound object ("it's …", "it has …"): the Emblem's Reaction checks it on
"it" as it would on an object a step before acted on (6.5.d, 6.3.i) — "still" as "if it's
still in play" is read ("it's in play": the object, not a new one, 2.1.d)."""


def _condition_of_it(said: str) -> str | None:
    """``said`` (a condition) with "I" its subject said as "it"; ``None`` when it names the
    first person otherwise ("if my Expedition is ahead": a place of the creator)."""
    for pattern, it in _ASKED_OF_ME:
        said = pattern.sub(it, said)
    return None if _FIRST_PERSON.search(said) else said


def _asks_of_me(step: Step) -> bool:
    if _FIRST_PERSON.search(str(step.get("if", ""))):
        return True
    return any(_asks_of_me(s) for key in _FOLLOWED for s in step.get(key) or ())


def _unread_condition(step: Step) -> bool:
    said = str(step.get("if", ""))
    if said and _FIRST_PERSON.search(said) and _condition_of_it(said) is None:
        return True
    return any(_unread_condition(s) for key in _FOLLOWED for s in step.get(key) or ())


def _names_me(step: Step) -> bool:
    if step.get("subject") == "self":
        return True
    return any(_names_me(s) for key in _FOLLOWED for s in step.get(key) or ())


def _as_it(step: Step) -> Step:
    out: dict[str, Any] = dict(step)
    if out.get("subject") == "self":
        out["subject"] = "it"
    if out.get("if") and _FIRST_PERSON.search(str(out["if"])):
        out["if"] = _condition_of_it(str(out["if"]))
    for key in _FOLLOWED:
        if out.get(key):
            out[key] = [_as_it(s) for s in out[key]]
    return out


def me_as_it(steps: list[Step], names_it: bool) -> list[Step] | None:
    """``steps`` (a delayed effect's) with "I" said as "it" when they name "I" as a step's
    object and no other "it" (``names_it``); ``None`` when they do not (the module
    docstring)."""
    if names_it or not any(_names_me(s) or _asks_of_me(s) for s in steps):
        return None
    if any(_unread_condition(s) for s in steps):
        return None
    return [_as_it(s) for s in steps]
