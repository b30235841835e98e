"""Delayed effects as card text says them: "[Sabotage] after Rest", "Create an [Ordis
Recruit 1/1/1] Soldier token in target Expedition after Rest".

The clause before "after Rest" is read as any clause; the step creates an Emblem-Ongoing
(2.2.2.m) whose Reaction triggers after the Rest daily effect (4.2.d Remark): the effect
happens then, its targets chosen then (6.5.b), not when the ability resolves. The pattern
is tried before every other clause, so "after Rest" is never read as part of an object.
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import CLAUSES, Step, read_clause, readable

_AFTER_REST = re.compile(r"(?P<inner>.+) after rest$")


def _after_rest(m: re.Match[str], c: str) -> Step:
    inner = read_clause(m["inner"])
    text = readable(c)
    return {
        "action": "ongoing",
        "ongoing": {"duration": "this Day", "after_rest": [inner]},
        "text": (text[:1].upper() + text[1:]).replace("after rest", "after Rest"),
    }


CLAUSES.insert(0, (_AFTER_REST, _after_rest))
