"""A quick action's cost that removes or spends UP TO N counters, and "that many" in its
effect (issue 30, session 42): "Remove up to two boosts from me: Draw that many cards." —
the number of counters is chosen as the quick action is declared, from 0 up to N and never
more than the object has (5.1.2.c, 2.5.h, 1.2.5.c: a cost is paid in full or not at all),
and "that many" in the effect is that number: the X the cost spent (7.3.38.a), as "Remove X
boosts from me: Draw X cards" says it. The grammar reads the cost (``up_to_spend_cost``);
this wording says its effect's "that many" as "X" — only after such a cost, in the same
ability, after its colon.
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

__all__ = ["PAID_COUNT_WORDS"]

_COST_VERBS = frozenset({"remove", "spend"})
"""The verbs of a cost spending counters (7.3.38.a: removing them is spending them)."""

_UNBOUNDED = (["up", "to"], ["any", "number"])
"""How a cost says the number is the player's to choose: "up to N", "any number of"."""


def _paid_that_many(t: Words) -> int:
    """ "that many" after the colon of a quick action whose cost removes or spends up to N
    (or any number of) counters -> "x" (the module docstring); 0 anywhere else."""
    if t.low[t.at : t.at + 2] != ["that", "many"]:
        return 0
    said = [w.lower() for w, _, _ in t.said]
    if ":" not in said:
        return 0
    cost = said[: said.index(":")]
    opens = [k for k, w in enumerate(cost) if w in _COST_VERBS and (k == 0 or cost[k - 1] == ",")]
    if not any(cost[k + 1 : k + 3] in _UNBOUNDED for k in opens):
        return 0
    t.say(["x"], [t.printed[t.at], t.printed[t.at + 1]])
    return 2


PAID_COUNT_WORDS = (
    Rewording(
        "'that many' after a cost of up to N counters: the number the cost spent (5.1.2.c)",
        frozenset({"that"}),
        _paid_that_many,
    ),
)
"""The wording of the module docstring."""
