"""The writer's words for several results of one passive under one condition (id39,
``semantics/two_results.py``): "If [c], [result] and [result]." — each result written
as a whole static with its subject, the condition once (2.3.1.c, 2.3.1.e: each applies while
the condition holds)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def joined_passives_words(
    ability: dict[str, Any], write: Callable[[dict[str, Any]], str]
) -> str | None:
    """ "If [c], A and B[ and C]." for the first passive and its ``_more``, every one under the
    same condition (or none); ``None`` when a part is no passive or the conditions differ."""
    first_part = {k: v for k, v in ability.items() if k != "_more"}
    parts = [first_part, *ability.get("_more", [])]
    passives = [p.get("passive") for p in parts]
    if any(set(p) != {"passive"} for p in parts) or not all(isinstance(q, dict) for q in passives):
        return None
    conditions = {q.get("if") for q in passives if isinstance(q, dict)}
    if len(conditions) != 1:
        return None
    (condition,) = conditions
    said: list[str] = []
    for passive in passives:
        assert isinstance(passive, dict)
        alone = {k: v for k, v in passive.items() if k != "if"}
        words = _stats_had(alone) or write({"passive": alone}).rstrip(".")
        if not words or " if " in words or words.lower().startswith(("if ", "as long as")):
            return None  # a part said with a condition of its own
        said.append(words)
    first, *rest = said
    rest = [w if w.startswith("I ") else w[0].lower() + w[1:] for w in rest]
    body = " and ".join([first, *rest])
    if condition is None:
        return f"{body}."
    lowered = body if body.startswith("I ") else body[0].lower() + body[1:]
    if str(condition).startswith("unless "):  # "Unless [c], …" (the condition's own word)
        return f"Unless {str(condition)[len('unless ') :]}, {lowered}."
    return f"If {condition}, {lowered}."


_ICONS = (("forest", "{V}"), ("mountain", "{M}"), ("water", "{O}"))


def _stats_had(passive: dict[str, Any]) -> str | None:
    """A statistic change said "I have +1 {V} and +1 {O}" (the grammar's ``stat_terms``): a
    change said "get +1/+0/+1" before "and" is read as an older list's, so it is said so
    (the bearer's, or a group's said by its words)."""
    stats = passive.get("stats")
    if set(passive) != {"stats"} or not isinstance(stats, dict):
        return None
    if set(stats) - {"scope", "forest", "mountain", "water", "filter"}:
        return None
    terms = [f"{int(stats[k]):+d} {icon}" for k, icon in _ICONS if int(stats.get(k, 0))]
    if not terms:
        return None
    if stats.get("scope") == "self" and "filter" not in stats:
        return "I have " + " and ".join(terms)
    if stats.get("scope") == "group" and stats.get("filter") == _YOURS:
        return "Characters you control have " + " and ".join(terms)
    return None


_YOURS = {"types": ["Character"], "controller": "you"}
"""The group "Characters you control" (2.3.1.b: those in play), as its filter reads."""
