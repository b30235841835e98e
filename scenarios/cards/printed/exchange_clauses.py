"""Exchanging the boosts of two targets chosen in one step (7.3.11.a): "Target two [[Boosted]]
Characters in play or in Reserve and exchange their boosts", "Exchange the boosts of two
target Characters". The two targets are different objects (6.5.b); each gains or loses the
difference in their numbers of boosts. Registered with the clause table of
:mod:`scenarios.cards.printed.clauses`.
"""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause


@clause(
    r"(?:target two (?P<rest>.+?) and exchange their boosts"
    r"|exchange the boosts of two target (?P<of>.+?))"
)
def _exchange_boosts_of_two(m: re.Match[str], c: str) -> Step:
    o = ph.object_phrase(f"two target {m['rest'] or m['of']}")
    if o is None or o.targets != 2 or not o.subject.startswith("target_"):
        raise NotUnderstood(c, f"'{m['rest'] or m['of']}' are not two targets the reader reads")
    return {"action": "exchange_boosts", **o.step_fields()}
