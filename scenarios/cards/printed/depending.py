"""Effects whose later steps depend on how many counters a step removed: "Remove all boosts
from Characters in play and in Reserve. Then, depending on the number of boosts removed
this way: ● 1-4: I gain 2 boosts. ● 5-8: ... ● 9+: ..." (Man in the Maze).

The removal takes every boost of the objects (2.5.g); each ● line is a range of that
number ("1-4", "9+") and its steps, which follow when the number is in it (6.5.d) — every
range that holds it, in order, so "● 1+ ● 5+ ● 9+" adds up.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, read_clause
from scenarios.cards.printed.text import BULLET

_HEAD = re.compile(
    r"^(?P<remove>remove all boosts from .+?)\. then,? depending on the number of boosts "
    r"removed this way:$"
)
_RANGE = re.compile(r"^(?P<low>\d+)(?:(?P<plus>\+)|-(?P<high>\d+))\s*[:,]\s*(?P<x>.+)$")


@clause(r"remove all boosts from (?P<obj>.+)")
def _remove_all_boosts(m: re.Match[str], c: str) -> Step:
    """ "Remove all boosts from Characters in play and in Reserve": every boost counter of
    those objects (boosts are counters, 2.5.1.a; 2.5.g)."""
    phrase = m["obj"]
    types: list[str] = []
    if phrase.startswith("characters in play and in reserve"):
        phrase, types = "all cards" + phrase[len("characters") :], ["Character"]
    o = ph.object_phrase(phrase if phrase.startswith(("all ", "each ")) else f"all {phrase}")
    if o is None:
        o = ph.object_phrase(phrase)
    if o is None or o.up_to or o.any_number:
        raise NotUnderstood(c, f"'{m['obj']}' is not an object the reader understands yet")
    step: Step = {"action": "remove_counters", "counter": "boost", "all_counters": True}
    step.update(o.step_fields())
    if types:
        step["filter"] = {**step.get("filter", {}), "types": types}
    return step


def read_depending(text: str, read_effect: Callable[[str], list[Step]]) -> list[Step] | None:
    """The steps of "[remove all boosts ...]. Then, depending on the number of boosts removed
    this way: ● [range]: [X] ..."; ``None`` if ``text`` is not of that form."""
    if BULLET not in text:
        return None
    head, *lines = [p.strip() for p in text.split(BULLET)]
    m = _HEAD.match(" ".join(head.lower().split()))
    if m is None:
        return None
    step = read_clause(m["remove"])
    outcomes = []
    for line in lines:
        r = _RANGE.match(line.strip())
        if r is None:
            raise NotUnderstood(line.lower(), f"'{line}' is not a range of the number removed")
        low = int(r["low"])
        high = None if r["plus"] else int(r["high"])
        if high is not None and high < low:
            raise NotUnderstood(line.lower(), f"'{line}' is not a range of the number removed")
        outcome: dict[str, object] = {"low": low, "effect": read_effect(r["x"])}
        if high is not None:
            outcome["high"] = high
        outcomes.append(outcome)
    if not outcomes:
        return None
    step["removed_outcomes"] = outcomes
    return [step]


@clause(r"(?P<obj>.+?) loses? (?P<n>\w+) boosts?")
def _lose_boosts(m: re.Match[str], c: str) -> Step:
    """ "I lose 1 boost": boosts are counters (2.5.1.a), so N boost counters are removed —
    all of them when there are no more (2.5.g); from each of several objects (6.1.e)."""
    o = ph.object_phrase(m["obj"])
    n = ph.number(m["n"])
    if o is None or n is None or o.up_to or o.any_number:
        raise NotUnderstood(c, f"'{m['obj']}' is not an object the reader understands yet")
    step: Step = {"action": "remove_counters", "counter": "boost", "amount": n, **o.step_fields()}
    # "Each Character you control loses 1 boost": N from each of them (2.5.g, 6.1.e)
    return {**step, "each": True} if o.plural or o.targets > 1 else step
