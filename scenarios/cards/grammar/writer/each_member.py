"""hc (issue 30, session 37): the writer's words for a follow-up said of "they" after a step
on several targets, done once per target (``each_member``; 6.5.d, 6.1.e) — "Up to two target
Characters each lose all their boosts. If they had an Ember counter, they gain [[Asleep]]."
(semantics/each_member.py reads them back)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.referred_parts import they_clause

Step = dict[str, Any]


def each_member_sentences(
    step: Step, sentences: Callable[[Step], list[str]], clause: Callable[[Step], str]
) -> list[str] | None:
    """The step's sentences, then "If they …, they …" for each follow-up done once per
    target; ``None`` when no follow-up of ``step`` is."""
    then = step.get("then") or []
    if not then or not all(isinstance(t, dict) and t.get("each_member") for t in then):
        return None
    said = sentences({k: v for k, v in step.items() if k != "then"})
    for follow in then:
        body = {k: v for k, v in follow.items() if k not in ("if", "each_member")}
        they = they_clause(clause(body))
        if they is None:
            return None
        condition = _printed(str(follow["if"]))
        head = f"Unless {condition[7:]}" if condition.startswith("unless ") else f"If {condition}"
        said.append(f"{head}, {they[:1].lower()}{they[1:]}")
    return said


def _printed(condition: str) -> str:
    """The condition's words as a card prints them: "{V}", "an Ember counter"."""
    condition = re.sub(r"\{([vmo])\}", lambda m: "{" + m[1].upper() + "}", condition)
    return re.sub(
        r"\b([a-z]+) (counters?)\b",
        lambda m: f"{m[1] if m[1] in _NOT_NAMES else m[1].capitalize()} {m[2]}",
        condition,
    )


_NOT_NAMES = frozenset({"a", "an", "no", "more", "less", "fewer", "of", "or", "any", "the", "one"})
