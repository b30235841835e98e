"""'Have [object] [lose / gain X] and [gain / lose Y]' (7.3.18.a): the object does both, the
target chosen once (6.5.b) — "You may have another target Character lose [[Fleeting]] and
gain 1 boost". The second part acts on what the first chose whether or not the first
changed anything (a Character without Fleeting still gains the boost): ``it_follows``.
Registered with the clause table of :mod:`scenarios.cards.printed.clauses`, after its own
"have [object] [do]"."""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, read_clause

_THIRD_PERSON = {"gain": "gains", "lose": "loses"}


@clause(
    r"have (?P<obj>.+?) (?P<first>(?:gain|lose) (?:anchored|asleep|fleeting|\w+ boosts?))"
    r" and (?P<verb>gain|lose) (?P<second>.+)"
)
def _have_both(m: re.Match[str], c: str) -> Step:
    # 7.3.18.a: having the object do it is the object doing it — read as "[object]
    # [first]", the target step, and "it [second]" after it.
    verb, rest = m["first"].split(" ", 1)
    first = read_clause(f"{m['obj']} {_THIRD_PERSON[verb]} {rest}")
    if not str(first.get("subject", "")).startswith("target_") or "then" in first:
        raise NotUnderstood(c, f"'{m['obj']}' is not a target the reader understands here")
    second = read_clause(f"it {_THIRD_PERSON[m['verb']]} {m['second']}")
    if second.get("subject") != "it":
        raise NotUnderstood(c)
    return {**first, "it_follows": True, "then": [second]}
