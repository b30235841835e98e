"""Keyword actions of section 7.3 the engine performs and the three sets we have print
(almost) never: "[object] defects" (7.3.6.a: moved to the Expedition facing it), "Double
the [number of] boosts / [name] counters on [object]" (7.3.8.a: it gains as many as it has;
7.3.8.b: doubling none does nothing), "Double my boosts", and "[You may] Rush [to X]"
(7.3.34)."""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause


def _object(text: str, c: str) -> Step:
    o = ph.object_phrase(text)
    if o is None or o.up_to or o.any_number:
        raise NotUnderstood(c, f"'{text}' is not an object the reader understands yet")
    return o.step_fields()


@clause(r"(?P<obj>.+?) defects?")
def _defect(m: re.Match[str], c: str) -> Step:
    return {"action": "defect", **_object(m["obj"], c)}


_COUNTER = r"(?:(?P<boost>boosts)|(?P<name>[a-z]+) counters)"


def _counter(m: re.Match[str]) -> str:
    return "boost" if m["boost"] else m["name"].capitalize()


@clause(rf"double the (?:number of )?{_COUNTER} (?:on|of) (?P<obj>.+)")
def _double_on(m: re.Match[str], c: str) -> Step:
    return {"action": "double_counters", "counter": _counter(m), **_object(m["obj"], c)}


@clause(rf"double (?:the number of )?my {_COUNTER}")
def _double_mine(m: re.Match[str], c: str) -> Step:
    return {"action": "double_counters", "counter": _counter(m), "subject": "self"}


@clause(r"rush")
def _rush(m: re.Match[str], c: str) -> Step:
    # 7.3.34.a: play a card immediately (from Hand or Reserve, 5.2.a-b); "You may Rush to
    # [X]": X only if a card was played (7.3.34.b), read as "may ... then".
    return {"action": "rush"}
