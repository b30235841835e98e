"""Clauses removing counters (2.5.g): "Remove up to 2 counters from target card in play or in
Reserve", "Remove 3 counters from target card ...", "Remove 2 Kelon counters from ...".

Counters of no name given are of any names, chosen by the controller just before the step
(6.1.g); "up to N" lets the controller choose how many first (``amounts`` 0 to N).
"""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word


@clause(r"remove (?P<up_to>up to )?(?P<n>\w+) (?:(?P<name>[a-z]+) )?counters? from (?P<obj>.+)")
def _remove_counters(m: re.Match[str], c: str) -> Step:
    o = ph.object_phrase(m["obj"])
    if o is None or o.plural or o.up_to:
        raise NotUnderstood(c, f"'{m['obj']}' is not an object the reader understands yet")
    n = number_word(m["n"], c)
    step: Step = {"action": "remove_counters", **o.step_fields()}
    if m["name"]:
        if m["name"] in ("boost", "boosts"):
            raise NotUnderstood(c)
        step["counter"] = m["name"].capitalize()
    if m["up_to"]:
        step.update(amount="X", amounts=list(range(n + 1)))  # how many: the controller's
    else:
        step["amount"] = n
    return step
