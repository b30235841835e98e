"""The semantics of triggers and costs as composable parts (section "gram65" of
``altered.lark``, issue 30).

Triggers (6.3.b): an event × its qualifiers. Here a count reached — "When I have N or more
[name] counters / boosts", "When [object] has …" is the event taking that object's counters of
that name from fewer than N to N or more (2.5, 2.5.1.a), the engine's ``counter_reaches``.
(The Nth event's period said "in a turn" is the house voice's "each turn": voiced.py.)

Costs of quick actions (1.2.5, 7.1.4): "Remove N boosts from me" is spending them (7.3.38.a);
a cost of X the player chooses as they play the quick action ("{X}", "Pay {X}", 7.1.4.c,
3.2.9.f; "Spend X of my [name] counters", 2.5.h) is refused by name: the engine asks no X
as a quick action is played, and the effect's X is that choice — never a fixed number."""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.numbers_and_distribution import fixed_number

X_COST_REFUSED = (
    "a cost of X chosen as the quick action is played ({X} mana, 7.1.4.c; X counters "
    "spent, 2.5.h), with that X used by its effect, is not played by the engine yet: "
    "resolve by hand"
)
"""Why "Pay {X}: …" / "Spend X of my [name] counters: …" is left to the judge."""

_HAVE = re.compile(r"i have (?:at least )?(\w+)(?: or more)? (?:(\w+) counters?|boosts?)$")


def _count(word: str) -> int:
    return int(word) if word.isdigit() else lx.NUMBERS[word]


class TriggerCostPartSemantics(SemanticsBase):
    """ "When I have / [object] has N or more [counters]", a cost removing boosts, and a
    cost of X refused."""

    @v_args(meta=True)
    def ev_i_have_at_least(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When I have N or more [name] counters / boosts" (2.5, 6.3.b): activated by the
        gain that takes them from fewer than N to N or more, not by a later one."""
        m = _HAVE.match(" ".join(self._span(meta).split()))
        assert m is not None  # the rule's words
        counter = m[2].capitalize() if m[2] else "boost"
        return {
            "trigger": "counter_reaches",
            "amount": _count(m[1]),
            "counter": counter,
            "filter": {"only_me": True},
        }

    @v_args(meta=True)
    def ev_has_at_least(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When [object] has N or more [name] counters / boosts" (2.5, 6.3.b): the gain
        taking that object's counters to N or more, on the objects "When [object] gains a
        status" lets through (the same object filter, 7.3.16.a)."""
        span = " ".join(self._span(meta).split())
        m = re.search(r" has (?:at least )?(\w+)(?: or more)? (?:(\w+) counters?|boosts?)$", span)
        assert m is not None  # the rule's words
        try:
            found = self.ev_gains_a_status([items[0]])  # type: ignore[attr-defined]
        except NotRead:
            printed = " ".join(self._printed(meta).split())
            said = printed[: len(printed) - len(m[0])]
            raise NotRead(
                said,
                f"a count of counters reached by '{said}' is not read yet (a Character, "
                "Permanent or token in play only)",
                "ev_has_at_least",
            ) from None
        return {
            "trigger": "counter_reaches",
            "amount": _count(m[1]),
            "counter": m[2].capitalize() if m[2] else "boost",
            "filter": found["filter"],
        }

    def remove_boosts_cost(self, items: list[Any]) -> tuple[str, tuple[int, str]]:
        """ "Remove N boosts from me" as a cost: spending N of my boosts (7.3.38.a)."""
        return ("spend", (fixed_number(items[0]), "boost"))

    @v_args(meta=True)
    def x_cost(self, meta: Meta, _: list[Any]) -> tuple[str, Any]:
        """ "{X}", "Pay {X}", "Spend X of my [name] counters" as a cost: refused, named."""
        raise NotRead(self._printed(meta), X_COST_REFUSED, "x_cost")
