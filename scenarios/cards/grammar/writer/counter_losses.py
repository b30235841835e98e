"""The writer of the loss of the last boost or [name] counter as an event (g6): "When I lose
my last Thread counter —", "When a Character you control loses its last boost —" (2.5.g,
2.5.a; the reader's semantics/boost_losses.py and semantics/counter_losses.py)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.objects import _description


def last_counter_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When I lose my last [counter] / When [a / another] [object] loses its last
    [counter] [, if c] —"; ``None`` for another trigger."""
    if reaction["trigger"] not in ("loses_last_boost", "spends_last_counter"):
        return None
    # gy: "spends its last …" (2.5.h) — the spend only
    spend = reaction["trigger"] == "spends_last_counter"
    name = reaction.get("counter")
    counter = f"{name} counter" if name else "boost"
    flt = dict(reaction.get("filter") or {})
    if flt == {"only_me": True}:
        return f"When I {'spend' if spend else 'lose'} my last {counter}{condition} \u2014"
    another = flt.pop("another", False)
    # id40: "a token" with no type said is any token (1.1.7.b), never "a Character token"
    types = flt.pop("types", [""] if flt.get("tokens") else ["Character"])
    if flt.pop("permanents_in_landmarks", False) and types == ["Permanent"]:
        types = ["Landmark"]
    if len(types) != 1:
        return None
    text = _description(flt, types[0], False)
    det = "another" if another else "an" if text[:1].lower() in "aeiou" else "a"
    verb = "spends" if spend else "loses"
    return f"When {det} {text} {verb} its last {counter}{condition} \u2014"
