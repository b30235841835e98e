"""id40 (issue 30): "Each Character you control gains 1 boost. Tokens gain 2 boosts
instead." — a group's change, and another amount for those of the group of one kind (a
token, a sub-type): the reader gives each member one step, those not of the kind the first
amount, those of it the second (6.2.b: the second replaces the first for them). The writer
said the two groups apart ("Characters you control not token gain 1 boost"), words the
reader does not take; written here as the cards print it, and read back before it is
used."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_CHANGES = frozenset({"give_boost", "gain_counters"})
_KEYS = frozenset({"action", "subject", "amount", "counter", "filter"})


def _kind_noun(kind: dict[str, Any]) -> str | None:
    """ "Tokens", "Plants": the members of the kind, as the second sentence names them."""
    if kind == {"tokens": True}:
        return "Tokens"
    subtypes = kind.get("subtypes") or []
    if set(kind) == {"subtypes"} and len(subtypes) == 1:
        return f"{subtypes[0]}s"
    return None


def _thing(step: Step) -> str:
    n = int(step["amount"])
    if step["action"] == "gain_counters":
        return f"{n} {step['counter']} counter{'s' if n != 1 else ''}"
    return f"{n} boost{'s' if n != 1 else ''}"


def instead_group_words(first: Step, second: Step, clause: Callable[[Step], str]) -> str | None:
    """ "[group] gain(s) X. [Kind] gain Y instead." for the two steps ``first`` (the group
    but the kind) and ``second`` (the kind); ``None`` for other steps or other words."""
    if first.get("action") not in _CHANGES or set(first) - _KEYS or set(second) - _KEYS:
        return None
    if {k: v for k, v in first.items() if k not in ("filter", "amount")} != {
        k: v for k, v in second.items() if k not in ("filter", "amount")
    }:
        return None
    flt, other = dict(first.get("filter") or {}), dict(second.get("filter") or {})
    none_of = flt.pop("none_of", None)
    if not isinstance(none_of, list) or len(none_of) != 1:
        return None
    kind = dict(none_of[0])
    noun = _kind_noun(kind)
    if noun is None or other != {**flt, **kind}:
        return None
    group = {k: v for k, v in first.items() if k != "filter"}
    if flt:
        group["filter"] = flt
    said = f"{clause(group)}. {noun} gain {_thing(second)} instead"
    from scenarios.cards.grammar.first import grammar_effect

    found, _ = grammar_effect(said + ".")
    return said if found == [first, second] else None
