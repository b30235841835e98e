"""Counters removed or spent as events (issue 30, gi, session 33).

- "When a Thread counter is removed from me", "When one or more Kelon counters are removed
  from a Character you control", "When 2 or more boosts are removed from me": the event takes
  at least that many counters of the name (2.5.c; boosts are counters, 2.5.1.a) from an object
  in play that stays there — removed (2.5.g) or spent (7.3.38.a: spending removes them).
- "When you spend one or more Thread counters", "When I spend a Kelon counter", "When a
  Character you control spends …": a cost paid by spending them (2.5.h, 7.3.38.a); "you" is
  any object you control (the object spends its own counters for its own quick action, 2.5.h).

The object is described as gram94's "counters are put on [object]" reads it
(:mod:`.counter_language`); the engine's ``counters_removed`` / ``counters_spent``
(:mod:`engine.pipeline.counter_removals`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.counters_and_piles import _at_least

_SAID_NUMBER = ("NUMBER", "NUMWORD")


def _amount(items: list[Any]) -> int:
    """At least how many: N of "N or more" / "at least N"; 1 for "a" / "an"."""
    said = any(isinstance(t, Token) and t.type in _SAID_NUMBER for t in items)
    return _at_least(items) if said else 1


def _named(items: list[Any]) -> str:
    """The counter's name (2.5.c), capitalised as the set prints it; "" for boosts."""
    names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
    return str(names[0]).capitalize() if names else ""


def _reading(trigger: str, items: list[Any], flt: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"trigger": trigger, "amount": _amount(items), "filter": flt}
    if name := _named(items):
        out["counter"] = name
    return out


class CounterRemovalSemantics(SemanticsBase):
    """The rules of the gi block of ``altered.lark``."""

    def _object_filter(self, items: list[Any]) -> dict[str, Any]:
        """The filter of the object the counters leave, as "put on [object]" reads it."""
        said = [i for i in items if isinstance(i, tuple)]
        if not said:
            return {"only_me": True}
        found: dict[str, Any] = self.ev_counters_put_on(said)  # type: ignore[attr-defined]
        return dict(found["filter"])

    def gi_counters_removed(self, items: list[Any]) -> dict[str, Any]:
        return _reading("counters_removed", items, self._object_filter(items))

    def gi_you_spend_counters(self, items: list[Any]) -> dict[str, Any]:
        return _reading("counters_spent", items, {"controller": "you"})

    def gi_i_spend_counters(self, items: list[Any]) -> dict[str, Any]:
        return _reading("counters_spent", items, {"only_me": True})

    def gi_object_spends_counters(self, items: list[Any]) -> dict[str, Any]:
        return _reading("counters_spent", items, self._object_filter(items))
