"""Writing back "Name a card type. [steps on 'the named type']" (gt, issue 30): the choice of
one value named (``named``, 6.1.g) is written as the naming sentence, then the steps of its
first mode with the value said back as "the named type" wherever the modes differ by it
(semantics/gt_naming.py makes one mode per type of 2.2.1.a)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.semantics.gt_naming import CARD_TYPES, said_as
from scenarios.cards.grammar.writer.objects import Unwritable


def named_sentences(step: Step, sentences: Callable[[Step], list[str]]) -> list[str] | None:
    """The sentences of a ``named`` choice, or ``None`` for any other step."""
    if not step.get("named"):
        return None
    modes = step.get("modes") or []
    if step["named"] != "card type" or [m.get("text") for m in modes] != list(CARD_TYPES):
        raise Unwritable("a value named other than a card type")
    first, second = modes[0]["effect"], modes[1]["effect"]
    rest = _said_back(first, second)
    for mode in modes:  # every mode is the same steps said of its own value
        if _said_of_all(rest, str(mode["text"])) != mode["effect"]:
            raise Unwritable("modes of a named value that differ by more than the value")
    return ["Name a card type", *(s for one in rest for s in sentences(one))]


def _said_back(first: Any, second: Any) -> Any:
    """``first`` (said of Character) with "a character" as "the named type" where ``second``
    (said of Emblem) differs."""
    if isinstance(first, str) and isinstance(second, str) and first != second:
        return first.replace(said_as(CARD_TYPES[0]), "the named type")
    if isinstance(first, list) and isinstance(second, list) and len(first) == len(second):
        return [_said_back(a, b) for a, b in zip(first, second, strict=True)]
    if isinstance(first, dict) and isinstance(second, dict):
        return {k: _said_back(v, second.get(k)) for k, v in first.items()}
    return first


def _said_of_all(value: Any, named: str) -> Any:
    if isinstance(value, str):
        return value.replace("the named type", said_as(named))
    if isinstance(value, list):
        return [_said_of_all(v, named) for v in value]
    if isinstance(value, dict):
        return {k: _said_of_all(v, named) for k, v in value.items()}
    return value
