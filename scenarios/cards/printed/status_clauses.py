"""A status chosen among several: "Target Character gains [[Fleeting]], [[Anchored]] or
[[Asleep]]", "I gain [[Anchored]] or [[Asleep]]" — the object gains one of them, which one
chosen by the controller of the effect as the step happens (6.1.g; ``status_choices``).
Registered with the clause table of :mod:`scenarios.cards.printed.clauses`."""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, _obj, clause

_ST = r"(?:anchored|asleep|fleeting|exhausted)"


@clause(r"(?P<obj>.+?) gains? (?P<list>" + _ST + r"(?:, " + _ST + r")*,? or " + _ST + ")")
def _gain_one_of(m: re.Match[str], c: str) -> Step:
    # "Target Character gains Fleeting, Anchored or Asleep": one of them, chosen as the step
    # happens by the controller of the effect (6.1.g).
    names = [ph.status(w) for w in re.split(r",? or |, ", m["list"])]
    if any(n is None for n in names) or len(set(names)) != len(names):
        raise NotUnderstood(c)
    return {
        "action": "gain_status",
        "status": names[0],
        "status_choices": names,
        **_obj(m["obj"], c),
    }
