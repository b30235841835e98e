"""Shared helpers of the generalisation suites (test_generalisation*.py): read a printed
variant and return what it compiles to as plain data, so a variant's expectation is
written once, from its template, never copied from the reader's output."""

from __future__ import annotations

from typing import Any

from .helpers import read

NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def plural(n: int, word: str) -> str:
    """ "1 boost", "3 boosts"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _plain(value: Any) -> Any:
    """Enums as their values, tuples as lists: compare with literal expectations."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return getattr(value, "value", value)


def compiled(text: str, type: str = "Character") -> Any:
    """What ``text`` compiles to: a Spell's effect steps, else the first ability (without
    its text) — or the reason it is not executed, as ``("not executed", reason)``."""
    reading = read(text, type=type)
    missing = [a.reason for a in reading.abilities if a.status != "executed"]
    if missing:
        return ("not executed", missing[0])
    model = reading.model
    if model.effect:
        return _plain([s.model_dump(exclude_defaults=True, by_alias=True) for s in model.effect])
    if not model.abilities:
        return {"keywords": list(model.keywords)}
    ability = model.abilities[0].model_dump(exclude_defaults=True, by_alias=True)
    ability.pop("text")
    return _plain(ability)


def reaction(trigger: str, *steps: dict[str, Any], **more: Any) -> dict[str, Any]:
    """The expected ability dict of a Reaction."""
    return {"reaction": {"trigger": trigger, "effect": list(steps), **more}}
