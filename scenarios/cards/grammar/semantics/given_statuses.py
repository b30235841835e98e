"""A status given (7.3.16, 2.4): "Give [[Anchored]] to target Character", "Give me / it
[[Anchored]]" — the object gains the status, as "[object] gains [status]" reads; the same
step in other words (issue 30). Counters likewise: "Give target Character 1 Ember counter"
(7.3.15.a, as boosts given are boosts gained, 7.3.17.a)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step


class GivenStatusSemantics(SemanticsBase):
    """ "Give [status] to [object]", "Give me / it [status]" (7.3.16)."""

    def give_statuses_to(self, items: list[Any]) -> Step:
        statuses, obj = items
        return self._gained(obj, statuses)

    def give_me_statuses(self, items: list[Any]) -> Step:
        return self._gained(self.me([]), items[0])  # type: ignore[attr-defined]

    def give_it_statuses(self, items: list[Any]) -> Step:
        """ "Give it / them / that Character / each of those tokens [status]": the reference
        slot's object gains it (7.3.16)."""
        obj, statuses = items
        return self._gained(obj, statuses)

    def give_counters(self, items: list[Any]) -> Step:
        """ "Give [object] N [name] counters": the object gains them (7.3.15.a)."""
        obj, amount, name = items[0], items[1], items[2]
        return self.gain_counters([obj, amount, name])  # type: ignore[attr-defined,no-any-return]

    def give_counters_to(self, items: list[Any]) -> Step:
        """ "Give N [name] counters to [object]": the object gains them (7.3.15.a)."""
        amount, name, obj = items[0], items[1], items[-1]
        return self.gain_counters([obj, amount, name])  # type: ignore[attr-defined,no-any-return]

    def _gained(self, obj: Any, statuses: Any) -> Step:
        steps: list[Step] = self.gain_statuses([obj, statuses])  # type: ignore[attr-defined]
        if len(steps) != 1:
            raise NotRead("and", "several statuses given at once are not read yet", "give")
        return steps[0]
