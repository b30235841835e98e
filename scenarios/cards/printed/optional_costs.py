"""An optional cost of playing the card: "You may discard a card from your Reserve to reduce
my cost by {2}", "You may sacrifice a Character to reduce my cost by {3}".

A passive ability of the card's own cost (5.1.2.f) that works where it is played from
(1.2.4.d): in the declaration of intent the player may choose to pay the optional cost
(5.1.2.c, 1.2.5.b), and then its cost is lower. Read as a cost decrease of "me" with the
cost's step (one object the player chooses, 1.2.5.a) as its ``optional`` part.
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.printed.clauses import NotUnderstood, read_clause

_REDUCE = re.compile(
    r"^you may (?P<pay>(?:discard|sacrifice) .+?) to reduce my cost by \{(?P<n>\d+)\}$"
)


def optional_cost(low: str) -> dict[str, Any] | None:
    """The ``PassiveModel`` dict of "you may [discard / sacrifice ...] to reduce my cost by
    {N}" (lower case, no final period), or ``None``."""
    m = _REDUCE.match(low)
    if m is None:
        return None
    try:
        step = read_clause(m["pay"])
    except NotUnderstood:
        return None
    if not str(step.get("subject", "")).startswith("a_") or step.get("amount", 1) != 1:
        return None  # one object the player chooses (1.2.5.a)
    return {"cost": {"change": -int(m["n"]), "applies_to": "me", "optional": [step]}}
