"""The writer's words for counted amounts said after a step (6.5.i) — the grammar section
"conditions and choices": a created token's number counted ("Create a [token] in my
Expedition for each Character you control", ``per_chain``) and a keyword action done once
per object counted ("Resupply for each Plant you control"); the other counted steps have
words of their own (draws, boosts, counters)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.descriptions import counted_words


def for_each_words(step: dict[str, Any], clause: Callable[[dict[str, Any]], str]) -> str | None:
    """ "[create step] for each [counted]", "Resupply for each [counted]" (done X times, X
    the count, ``times`` 0 and ``x_is``); ``None`` for any other step."""
    if step.get("times") == 0 and step.get("x_is") and set(step) == {"action", "times", "x_is"}:
        from scenarios.cards.grammar.writer.number_of import number_words

        number = number_words(str(step["x_is"]))  # id40: "the number of Plants you control"
        if number is not None and number.startswith("the number of "):
            return f"{clause({'action': step['action']})} X times, where X is {number}"
        return f"{clause({'action': step['action']})} for each {counted_words(step['x_is'])}"
    if _one_chosen_repeated(step):
        # ie39: "Target opponent discards a card from their hand for each …" — the step on one
        # object chosen, done X times (6.5.i; semantics/repeated_steps.per_step)
        alone = {k: v for k, v in step.items() if k not in ("times", "x_is")}
        return f"{clause(alone)} for each {counted_words(step['x_is'])}"
    if step.get("action") != "create" or not step.get("per") or step["per"] == "that many":
        return None
    alone = {k: v for k, v in step.items() if k != "per"}
    return f"{clause(alone)} for each {counted_words(step['per'])}"


_ONE_CHOSEN = frozenset({"discard", "sacrifice"})
"""Steps on one object a player chooses (7.3.7.a, 7.3.36.a), done once per thing counted."""


def _one_chosen_repeated(step: dict[str, Any]) -> bool:
    """Whether ``step`` is a discard / sacrifice of one chosen object done X times, X a count
    said after it ("for each …", ``times`` 0 and ``x_is``) and nothing more."""
    return (
        step.get("action") in _ONE_CHOSEN
        and step.get("times") == 0
        and isinstance(step.get("x_is"), str)
        and step["x_is"] != "that many"
        and set(step) <= {"action", "subject", "filter", "times", "x_is"}
    )
