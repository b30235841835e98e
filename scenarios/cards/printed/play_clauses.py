"""Clauses playing a card as part of an effect (5.2.b): "play me for free [and I gain
Asleep]" — the bearer played now without paying its cost (7.3.26.a); what "I" then do
happens only if I was played (6.5.f) and finds me where I was played (2.1.g)."""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import Step, clause, read_clause


@clause(r"play me for free(?: and (?P<rest>i (?:gain|gains) .+))?")
def _play_me_for_free(m: re.Match[str], c: str) -> Step:
    step: Step = {"action": "play_for_free", "subject": "self"}
    if m["rest"]:
        step["then"] = [read_clause(m["rest"])]  # "I ...": the bearer, found again
    return step
