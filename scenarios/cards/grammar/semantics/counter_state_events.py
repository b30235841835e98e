"""Counter states as trigger events (issue 30, gy, session 36).

- "When I spend my last Thread counter", "When a Character you control spends its last Kelon
  counter / boost": the spend — a cost paid by removing counters, 2.5.h, 7.3.38.a — that
  leaves the object none of that name, as g6's "loses its last" reads any way of losing them
  (the engine's ``spends_last_counter``).
- "When one or more counters are removed from me", "When a counter is removed from a Character
  you control", "When you spend one or more counters": counters of any name (2.5.c; boosts are
  counters, 2.5.1.a), as gi's named ones read (the engine's ``any_counters_removed`` /
  ``any_counters_spent``).

Refused by name: "you spend your last …" (counters are an object's, never a player's, 2.5.a),
"its last counter" with no name (which name's last is not said: counters of different names
are different, 2.5.c-d). "I lose [counters]" stays refused by event_language's
``ev_counter_lost`` (an object leaving play loses them all, 2.5.j: no removal watched here)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.before_output import _landmark
from scenarios.cards.grammar.semantics.counter_removals import (
    CounterRemovalSemantics,
    _amount,
)


def _name(items: list[Any]) -> str:
    """The counter's name as the set prints it (2.5.c); "" for boosts."""
    names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
    return str(names[0]).capitalize() if names else ""


def _named(found: dict[str, Any], items: list[Any]) -> dict[str, Any]:
    out = {k: v for k, v in found.items() if k != "counter"}
    if name := _name(items):
        out["counter"] = name
    return out


class CounterStateSemantics(SemanticsBase):
    """The rules of the gy counter-state block of ``altered.lark``."""

    def gy_i_spend_last(self, items: list[Any]) -> dict[str, Any]:
        return _named({"trigger": "spends_last_counter", "filter": {"only_me": True}}, items)

    def gy_spends_last(self, items: list[Any]) -> dict[str, Any]:
        # the object as "… loses its last boost" describes it: in play (2.5.b), "a Landmark"
        # a Permanent in a Landmark zone (2.2.3.c)
        subject = _landmark([i for i in items if isinstance(i, tuple)])
        found: dict[str, Any] = self.ev_loses_last_boost(subject)  # type: ignore[attr-defined]
        return _named({**found, "trigger": "spends_last_counter"}, items)

    def _object_filter(self, items: list[Any]) -> dict[str, Any]:
        """The filter of the object the counters leave, as gi's removal reads it."""
        return CounterRemovalSemantics._object_filter(self, items)  # type: ignore[arg-type]

    def gy_any_counters_removed(self, items: list[Any]) -> dict[str, Any]:
        flt = self._object_filter(items)
        return {"trigger": "any_counters_removed", "amount": _amount(items), "filter": flt}

    def gy_i_spend_any(self, items: list[Any]) -> dict[str, Any]:
        me = {"only_me": True}
        return {"trigger": "any_counters_spent", "amount": _amount(items), "filter": me}

    def gy_you_spend_any(self, items: list[Any]) -> dict[str, Any]:
        flt = {"controller": "you"}  # any object you control spends them (2.5.h)
        return {"trigger": "any_counters_spent", "amount": _amount(items), "filter": flt}

    def gy_object_spends_any(self, items: list[Any]) -> dict[str, Any]:
        flt = self._object_filter(items)
        return {"trigger": "any_counters_spent", "amount": _amount(items), "filter": flt}

    def gy_your_last_refused(self, _: list[Any]) -> dict[str, Any]:
        raise NotRead(
            "your last",
            "'you spend your last …' is read by hand: counters are on objects, never on a "
            "player (2.5.a), and which object's last is meant is not said",
            "gy_your_last_refused",
        )

    def gy_unnamed_last_refused(self, _: list[Any]) -> dict[str, Any]:
        raise NotRead(
            "last counter",
            "'its last counter' with no name is read by hand: counters of different names "
            "are different counters (2.5.c, 2.5.d), and whose last is meant is not said",
            "gy_unnamed_last_refused",
        )


__all__ = ["CounterStateSemantics"]
