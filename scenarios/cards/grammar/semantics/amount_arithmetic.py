"""Arithmetic on an amount (issue 30, gram73), one language in the amount slots (6.5.i,
7.3.33.b): a counted step's count "plus / minus N" ("Target Character gains boosts equal to the
number of Landmarks you control plus 1", "Draw X cards, where X is the number of Landmarks you
control minus 1": N added to or taken from the count as the step happens, a result below one
making no step); "twice / three times the number of …" (the step's own number times the
count); a die's result "plus / minus N" (each result's amount so, a result
giving none no outcome). Anything else refused by name."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number

Step = dict[str, Any]


def _sign(said: str) -> int:
    """+1 for "plus", -1 for "minus": the last of the two words said."""
    words = said.split()
    last = max((i for i, w in enumerate(words) if w in ("plus", "minus")), default=-1)
    return -1 if last >= 0 and words[last] == "minus" else 1


def _times(items: list[Any]) -> int:
    """How many times "twice" / "[N] times" says (a NUMWORD among ``items``, else 2)."""
    words = [t for t in items if isinstance(t, Token) and t.type == "NUMWORD"]
    return _number(words[0]) if words else 2


def _counted_step(steps: list[Step], word: str, rule: str) -> Step:
    """The one counted step of ``steps`` arithmetic can apply to, or refused by name."""
    counted = [s for s in steps if "per" in s]
    if (
        len(counted) != 1
        or counted[0] is not steps[-1]
        or not isinstance(counted[0].get("amount", 1), int)
        or set(counted[0]) & {"per_most", "x_is", "outcomes"}
    ):
        raise NotRead(word, f"'{word}' names no single count here", rule)
    return counted[0]


class AmountArithmeticSemantics(SemanticsBase):
    """Counts added to, taken from and multiplied; a die's result likewise."""

    @v_args(meta=True)
    def count_arith_chain(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "[counted step] plus / minus N": N added to or taken from the count (6.5.i)."""
        steps, n = items[0], items[-1]
        word = "minus" if _sign(self._span(meta)) < 0 else "plus"
        if not isinstance(n, int) or not isinstance(steps, list):
            raise NotRead(word, f"'{word}' a number not fixed is not read", "count_arith_chain")
        step = _counted_step(steps, word, "count_arith_chain")
        plus = int(step.get("per_plus", 0)) + (n if word == "plus" else -n)
        changed = (
            {**step, "per_plus": plus}
            if plus
            else {k: v for k, v in step.items() if k != "per_plus"}
        )
        return [*steps[:-1], changed]

    def _times_counted(self, step: Step, items: list[Any]) -> Step:
        done = _counted_step([step], "times", "equal_times_count")
        return {**done, "amount": _times(items) * int(done.get("amount", 1))}

    def draw_times_count(self, items: list[Any]) -> Step:
        """ "Draw cards equal to twice the number of [objects]" (7.3.9.a, 6.5.i)."""
        return self._times_counted(self.draw_equal_count([items[-1]]), items)  # type: ignore[attr-defined]

    def player_draws_times_count(self, items: list[Any]) -> Step:
        step = self.player_draws_equal_count([items[0], items[-1]])  # type: ignore[attr-defined]
        return self._times_counted(step, items)

    def gain_boosts_times_count(self, items: list[Any]) -> Step:
        step = self.gain_boosts_equal_count([items[0], items[-1]])  # type: ignore[attr-defined]
        return self._times_counted(step, items)

    def gain_counters_times_count(self, items: list[Any]) -> Step:
        step = self.gain_counters_equal_count([items[0], items[1], items[-1]])  # type: ignore[attr-defined]
        return self._times_counted(step, items)

    def where_x_times_chain(self, items: list[Any]) -> list[Step]:
        """ "[step with X], where X is twice the number of [objects]"."""
        steps: list[Step] = self.where_x_chain([items[0], items[-1]])  # type: ignore[attr-defined]
        step = _counted_step(steps, "times", "where_x_times_chain")
        return [*steps[:-1], {**step, "amount": _times(items) * int(step.get("amount", 1))}]

    @v_args(meta=True)
    def result_arith(self, meta: Meta, items: list[Any]) -> str:
        """ "the result minus 2" / "plus 1": the amount a die's result gives, the number
        added or taken away (7.3.33.b; :func:`.amounts_and_deck._result_amount`)."""
        n = items[-1]
        if not isinstance(n, int):
            raise NotRead("the result", "a die's result and a number not fixed", "result_arith")
        return f"whole:{_sign(self._span(meta)) * n}"
