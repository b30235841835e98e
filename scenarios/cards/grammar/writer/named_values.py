"""Writing back "Name a card type. [steps on 'the named type']" (gt, issue 30): the choice of
one value named (``named``, 6.1.g) is written as the naming sentence, then the steps of its
first mode with the value said back as "the named type" wherever the modes differ by it
(semantics/named_values.py makes one mode per type of 2.2.1.a)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.semantics.named_values import CARD_TYPES, FACTIONS, said_as
from scenarios.cards.grammar.writer.objects import Unwritable


def named_sentences(step: Step, sentences: Callable[[Step], list[str]]) -> list[str] | None:
    """The sentences of a ``named`` choice, or ``None`` for any other step."""
    if not step.get("named"):
        return None
    modes = step.get("modes") or []
    values = FACTIONS if step["named"] == "faction" else CARD_TYPES  # gy: a faction (2.2.10.a)
    if step["named"] not in ("card type", "faction") or [m.get("text") for m in modes] != list(
        values
    ):
        raise Unwritable("a value named other than a card type or a faction")
    first, second = modes[0]["effect"], modes[1]["effect"]
    rest = _said_back(first, second, values[0])
    for mode in modes:  # every mode is the same steps said of its own value
        if _said_of_all(rest, str(mode["text"])) != mode["effect"]:
            raise Unwritable("modes of a named value that differ by more than the value")
    naming = "Name a faction" if values is FACTIONS else "Name a card type"
    return [naming, *(s for one in rest for s in sentences(one))]


def _value_said(value: str) -> str:
    """A value as the steps say it: "a character" (a type), "the axiom faction" (gy)."""
    return f"the {value.lower()} faction" if value in FACTIONS else said_as(value)


def _named_said(value: str) -> str:
    return "the named faction" if value in FACTIONS else "the named type"


def _said_back(first: Any, second: Any, value: str) -> Any:
    """``first`` (said of ``value``, the first value) with it as "the named type / faction"
    where ``second`` (said of the second value) differs."""
    if isinstance(first, str) and isinstance(second, str) and first != second:
        return first.replace(_value_said(value), _named_said(value))
    if isinstance(first, list) and isinstance(second, list) and len(first) == len(second):
        return [_said_back(a, b, value) for a, b in zip(first, second, strict=True)]
    if isinstance(first, dict) and isinstance(second, dict):
        return {k: _said_back(v, second.get(k), value) for k, v in first.items()}
    return first


def _said_of_all(value: Any, named: str) -> Any:
    if isinstance(value, str):
        return value.replace(_named_said(named), _value_said(named))
    if isinstance(value, list):
        return [_said_of_all(v, named) for v in value]
    if isinstance(value, dict):
        return {k: _said_of_all(v, named) for k, v in value.items()}
    return value
