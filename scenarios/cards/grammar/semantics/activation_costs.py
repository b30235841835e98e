"""A quick action's costs (7.1.4, 1.2.5): {T}, {D}, mana, spending counters, an object moved as
a cost."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.tree import Object


class ActivationCostSemantics(SemanticsBase):
    """One function per cost a quick action prints before its colon (5.1.2, 7.1.4)."""

    if TYPE_CHECKING:  # the steps a cost is read as (steps.py)

        def sacrifice(self, items: list[Object]) -> Step: ...

        def discard(self, items: list[Object]) -> Step: ...

    def tap_cost(self, _: list[Any]) -> tuple[str, int]:
        return ("exhaust_me", 1)  # 7.1.4.a

    def discard_me_cost(self, _: list[Any]) -> tuple[str, int]:
        return ("discard_me_from_reserve", 1)  # 7.1.4.b

    def mana_cost(self, items: list[Token]) -> tuple[str, int]:
        return ("mana", _number(items[0]))  # 1.2.5.e

    def spend_cost(self, items: list[tuple[int, str]]) -> tuple[str, tuple[int, str]]:
        return ("spend", items[0])

    def sacrifice_cost(self, items: list[Object]) -> tuple[str, Any]:
        step = self.sacrifice(items)  # "Sacrifice me": the bearer itself (7.3.36.a)
        return (
            ("sacrifice_me", 1)
            if step == {"action": "sacrifice", "subject": "self"}
            else ("steps", step)
        )

    def discard_cost(self, items: list[Object]) -> tuple[str, Step]:
        step = self.discard(items)
        if not str(step.get("subject", "")).startswith("a_"):
            raise NotRead("discard", "this discard as a cost is not read yet", "discard_cost")
        return ("steps", step)

    def spent(self, items: list[Any]) -> tuple[int, str]:
        """ "Spend N of my boosts / [name] counters" (7.3.38.a)."""
        n = items[0]
        return n, (str(items[1]).capitalize() if len(items) > 1 else "boost")

    def spend_step(self, items: list[tuple[int, str]]) -> Step:
        n, counter = items[0]
        return {"action": "spend_counters", "amount": n, "counter": counter}
