"""The loss of the last counter of a name as an event (issue 30, g6): "When I lose my last
Thread counter —", "When a Character you control loses its last Kelon counter —" — an object
in play that had counters of that name (2.5.a: a set names its own) has none after an event
(2.5.g removing, 2.5.h spending), as "… loses its last boost" reads (2.5.1.a: a boost is a
counter; :mod:`.boost_losses`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.before_output import _landmark


def _name(items: list[Any]) -> str:
    """The counter's name as the set prints it (2.5.a)."""
    names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
    return str(names[0]).capitalize()


class CounterLossSemantics(SemanticsBase):
    """ "[object] loses its last [name] counter" (2.5.g, 2.5.h)."""

    def g6_i_lose_last_counter(self, items: list[Any]) -> dict[str, Any]:
        found: dict[str, Any] = self.ev_i_lose_last_boost([])  # type: ignore[attr-defined]
        return {**found, "counter": _name(items)}

    def g6_loses_last_counter(self, items: list[Any]) -> dict[str, Any]:
        # "a Landmark you control": a Permanent in a Landmark zone (2.2.3.c), where a set's
        # counters are often put
        subject = _landmark([i for i in items if not isinstance(i, Token)])
        found: dict[str, Any] = self.ev_loses_last_boost(subject)  # type: ignore[attr-defined]
        return {**found, "counter": _name(items)}


class CounterReplacementSemantics(SemanticsBase):
    """ "…, remove a [name] counter from me instead" (6.2.b), refused by name."""

    def g6_instead_remove_counter(self, _: list[Any]) -> Any:
        raise NotRead(
            "remove",
            "'remove a counter from me instead' is read by hand: with none on me, removing "
            "does nothing (2.5.g), and whether the replaced event then still happens is not "
            "said (6.2.b)",
            "g6_instead_remove_counter",
        )
