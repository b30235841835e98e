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

    # ---- the status said first (gram56, voice): "[status] is gained / lost by [object]"
    def statuses_gained_by(self, items: list[Any]) -> Step:
        """ "[[Anchored]] is gained by target Character": the object gains it (7.3.16.a)."""
        status, obj = items
        return self._gained(obj, self.status_list([status]))  # type: ignore[attr-defined]

    def status_lost_by(self, items: list[Any]) -> Step:
        """ "[[Asleep]] is lost by target Character": the object loses it (7.3.21.a)."""
        status, obj = items
        return self.lose_status([obj, status])  # type: ignore[attr-defined,no-any-return]

    def ev_status_gained_by(self, items: list[Any]) -> dict[str, Any]:
        """ "When [[Asleep]] is gained by a Character": as "When a Character gains [[Asleep]]"."""
        status, joiner = items
        return self.ev_gains_status([joiner, status])  # type: ignore[attr-defined,no-any-return]

    def ev_status_lost_by(self, items: list[Any]) -> dict[str, Any]:
        """ "When [[Asleep]] is lost by a Character": as "When a Character loses [[Asleep]]"."""
        status, joiner = items
        return self.ev_loses_status([joiner, status])  # type: ignore[attr-defined,no-any-return]

    def status_cant_be_gained_by(self, items: list[Any]) -> Any:
        """ "[[Asleep]] can't be gained by / given to [objects]": as "[objects] can't gain
        [[Asleep]]" (1.4.1.a, 7.3.16.b)."""
        status, group = items
        return self.group_cant_gain_status([group, status])  # type: ignore[attr-defined]

    def _gained(self, obj: Any, statuses: Any) -> Step:
        steps: list[Step] = self.gain_statuses([obj, statuses])  # type: ignore[attr-defined]
        if len(steps) != 1:
            raise NotRead("and", "several statuses given at once are not read yet", "give")
        return steps[0]
