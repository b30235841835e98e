"""Clauses naming a target first and saying what "it" does after: "[You may] target another
Character, it loses Fleeting and gains 1 boost".

The target is chosen once (6.5.b); the first verb is the target step and the others act on
"it", the target chosen, whether or not the first changed anything (``it_follows``: this is
not "if you did", 6.5.f).
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, read_clause


@clause(r"target (?P<obj>.+?), (?:it|they) (?P<rest>.+)")
def _target_then_it(m: re.Match[str], c: str) -> Step:
    obj = m["obj"]
    if obj.startswith("another "):
        phrase = "another target " + obj[len("another ") :]
    else:
        phrase = "target " + re.sub(r"^an? ", "", obj)
    verbs = m["rest"].split(" and ")
    first = read_clause(f"{phrase} {verbs[0]}")
    if not str(first.get("subject", "")).startswith("target_") or "then" in first:
        raise NotUnderstood(c, f"'target {obj}' is not a target the reader understands yet")
    after = [read_clause(f"it {v}") for v in verbs[1:]]
    if any(s.get("subject") != "it" for s in after):
        raise NotUnderstood(c)
    if after:
        first.update(then=after, it_follows=True)
    return first
