"""The writer of counters removed or spent as events (gi, session 33): "When one or more
Thread counters are removed from me —", "When you spend 2 or more Kelon counters —", "When a
Character you control spends a boost —" (2.5.g, 2.5.h, 7.3.38.a; the reader's
semantics/counter_removals.py)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.objects import _description


def _counters(reaction: dict[str, Any]) -> str:
    amount = int(reaction.get("amount") or 1)
    name = reaction.get("counter")
    counted = f"{name} counters" if name else "boosts"
    if str(reaction["trigger"]).startswith("any_"):  # gy: counters of any name (2.5.c)
        counted = "counters"
    return f"one or more {counted}" if amount == 1 else f"{amount} or more {counted}"


def _object(flt: dict[str, Any]) -> str | None:
    """ "a Character you control", "another Landmark you control"; ``None`` when unsaid."""
    flt = dict(flt)
    another = flt.pop("another", False)
    types = flt.pop("types", ["Character"])
    if flt.pop("permanents_in_landmarks", False) and types == ["Permanent"]:
        types = ["Landmark"]
    reserve = " in your Reserve" if flt.pop("in_your_reserve", False) else ""  # 2.5.a
    if len(types) != 1:
        return None
    text = _description(flt, types[0], False) + reserve
    det = "another" if another else "an" if text[:1].lower() in "aeiou" else "a"
    return f"{det} {text}"


_ANY = ("any_counters_removed", "any_counters_spent")
"""gy: the same of counters of any name (2.5.c)."""


def counter_removal_words(reaction: dict[str, Any], condition: str) -> str | None:
    """The Reaction's trigger words; ``None`` for another trigger."""
    trigger = reaction["trigger"]
    if trigger not in ("counters_removed", "counters_spent", *_ANY):
        return None
    flt = dict(reaction.get("filter") or {})
    counters = _counters(reaction)
    if trigger in ("counters_spent", "any_counters_spent"):
        if flt == {"controller": "you"}:
            return f"When you spend {counters}{condition} \u2014"
        if flt == {"only_me": True}:
            return f"When I spend {counters}{condition} \u2014"
        obj = _object(flt)
        return None if obj is None else f"When {obj} spends {counters}{condition} \u2014"
    obj = "me" if flt == {"only_me": True} else _object(flt)
    if obj is None:
        return None
    return f"When {counters} are removed from {obj}{condition} \u2014"
