"""The semantics of triggers and costs as composable parts (section "gram65" of
``altered.lark``, issue 30).

Triggers (6.3.b): an event × its qualifiers. Here a count reached — "When I have N or more
[name] counters / boosts", "When [object] has …" is the event taking that object's counters of
that name from fewer than N to N or more (2.5, 2.5.1.a), the engine's ``counter_reaches``.
(The Nth event's period said "in a turn" is the house voice's "each turn": voiced.py.)

Costs of quick actions (1.2.5, 7.1.4): "Remove N boosts from me" is spending them (7.3.38.a);
"Spend X of my [name] counters / boosts" and "Remove X boosts from me" (2.5.h, eng76): X is
chosen as the quick action is declared (5.1.2.c), and the effect's "X" amounts are that
choice (``"amount": "X"`` beside ``"spend": "X"``) — never a fixed number. A mana cost of X
("{X}", "Pay {X}", 7.1.4.c, 3.2.9.f) is refused by name."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.numbers_and_distribution import fixed_number
from scenarios.cards.grammar.semantics.static import XAmount

X_COST_REFUSED = (
    "a mana cost of X chosen as the quick action is played ({X}, 7.1.4.c), with that X used "
    "by its effect, is not played by the engine yet: resolve by hand"
)
"""Why "Pay {X}: …" is left to the judge."""
X_USE_REFUSED = (
    "the X chosen for the cost (2.5.h) is read only as how many cards are drawn or counters "
    "given, gained or removed by a step of the effect; this use of X is not read yet: "
    "resolve by hand"
)
"""Why "Spend X of my counters: [X used otherwise]" is left to the judge."""
X_DISCARD_REFUSED = (
    "a cost discarding X cards, X chosen as the quick action is played (5.1.2.c), is not "
    "played by the engine yet: resolve by hand"
)
"""Why "Discard X cards from your hand: …" is left to the judge."""

_X_PAID_ACTIONS = frozenset({"give_boost", "gain_counters", "draw", "remove_counters"})
"""Steps whose amount the X paid can be: cards drawn (7.3.9.a), counters given, gained or
removed (2.5.f, 2.5.g)."""

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
        """ "{X}", "Pay {X}" as a cost: refused, named."""
        raise NotRead(self._printed(meta), X_COST_REFUSED, "x_cost")

    @v_args(meta=True)
    def x_discard_cost(self, meta: Meta, _: list[Any]) -> tuple[str, Any]:
        """ "Discard X cards from your hand / Reserve" as a cost: refused, named."""
        raise NotRead(self._printed(meta), X_DISCARD_REFUSED, "x_discard_cost")

    def up_to_spend_cost(self, items: list[Any]) -> tuple[str, tuple[str, str, int]]:
        """ "Remove up to N boosts from me", "Spend up to N of my [name] counters": X chosen
        as the quick action is declared, from 0 up to N and what I have (5.1.2.c, 2.5.h,
        1.2.5.c); the effect's "X" / "that many" is that number."""
        names = [str(i) for i in items if isinstance(i, Token) and i.type == "COUNTER_NAME"]
        counter = names[0].capitalize() if names else "boost"
        return ("spend", ("X", counter, fixed_number(items[0])))

    def x_spend_cost(self, items: list[Any]) -> tuple[str, tuple[str, str]]:
        """ "Spend X of my [name] counters / boosts", "Remove X boosts from me": X chosen as
        the quick action is declared (5.1.2.c, 2.5.h, 7.3.38.a)."""
        names = [str(i) for i in items if isinstance(i, Token) and i.type == "COUNTER_NAME"]
        return ("spend", ("X", names[0].capitalize() if names else "boost"))


def up_to_spent(cost: dict[str, Any], spent: tuple[Any, ...]) -> None:
    """The spend of ``cost`` from a cost's reading ``(n, counter)`` or, for "up to N", ``("X",
    counter, N)``: X chosen as it is declared, at most N (``spend_most``, 5.1.2.c)."""
    cost["spend"], cost["counter"] = spent[0], spent[1]
    if len(spent) > 2:
        cost["spend_most"] = spent[2]


def x_paid_effect(effect: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The effect of a quick action whose cost spends X counters: each step drawing X cards
    or giving, gaining or removing X counters takes the X chosen (``"amount": "X"``); any
    other X is refused by name (precision first)."""
    out = [{**s, "amount": "X"} if _x_paid_step(s) else s for s in effect]
    if not any(s.get("amount") == "X" for s in out) or _x_left(out):
        raise NotRead("X", X_USE_REFUSED, "x_spend_cost")
    return out


def _x_paid_step(step: dict[str, Any]) -> bool:
    amount = step.get("amount")
    return (
        isinstance(amount, XAmount)
        and not amount.plus
        and step.get("action") in _X_PAID_ACTIONS
        and not set(step) & {"per", "up_to", "amounts", "max_total", "times", "x_chooses"}
    )


def _x_left(value: Any) -> bool:
    if isinstance(value, XAmount):
        return True
    if isinstance(value, dict):
        return any(_x_left(v) for v in value.values())
    if isinstance(value, list):
        return any(_x_left(v) for v in value)
    return False
