"""The reader's semantics of the number slot's quantity forms (issue 30, gram63) — the
grammar section "the number slot: quantities" of ``altered.lark``.

A count is one part wherever a number goes (6.5.i): "for each [counted]" after any step, in a
statistics change or a cost change. "… beyond the Nth" is read in the count's own words (the
``counted`` rule; :func:`scenarios.cards.condition_texts.count_of` reads it for the engine,
``Condition.beyond``), so it needs no function here. "(up to N)" after a count caps the
amount counted (``per_most``) — for boosts and counters too, where "…, up to a max of N" says
the object's total instead (``max_total``, steps.py)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.amounts_and_deck import counted_most
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.numbers_and_distribution import fixed_number
from scenarios.cards.grammar.semantics.static import XAmount


class QuantitySemantics(SemanticsBase):
    """ "[step] for each [counted] (up to N)"."""

    def count_capped_chain(self, items: list[Any]) -> list[Step]:
        """ "Draw a card for each Character you control (up to 3)": the amount counted is at
        most N (6.5.i) — said only after a count (a step counted ``per``, or done X times)."""
        steps, most = items[0], items[-1]
        n = _number(most) if isinstance(most, Token) else most
        if isinstance(n, XAmount) or fixed_number(n, "count_capped_chain") < 1:
            raise NotRead("up to", "'(up to X)' is not read", "count_capped_chain")
        last = steps[-1]
        if not isinstance(last, dict) or "max_total" in last:
            raise NotRead("up to", "'(up to …)' after this step is not read", "count_capped_chain")
        return [*steps[:-1], counted_most(last, n)]
