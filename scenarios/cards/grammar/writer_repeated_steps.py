"""The writer's words for counted amounts said after a step (6.5.i) — the grammar section
"conditions and choices": a created token's number counted ("Create a [token] in my
Expedition for each Character you control", ``per_chain``); the other counted steps have
words of their own (draws, boosts, counters)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer_descriptions import counted_words


def for_each_words(step: dict[str, Any], clause: Callable[[dict[str, Any]], str]) -> str | None:
    """ "[create step] for each [counted]"; ``None`` for any other step."""
    if step.get("action") != "create" or not step.get("per") or step["per"] == "that many":
        return None
    alone = {k: v for k, v in step.items() if k != "per"}
    return f"{clause(alone)} for each {counted_words(step['per'])}"
