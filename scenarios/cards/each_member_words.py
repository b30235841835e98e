"""hc (issue 30, session 37): the condition of a follow-up said of "they" after a step on
several targets ("If they had an Ember counter, they gain [[Asleep]]"), read for each target
as the same condition said of "it" — "it had an Ember counter" — since the engine evaluates
it of one target at a time (``EffectStep.each_member``; 6.5.d, 6.1.e).

Only the verbs a condition on an object opens with are said in the singular; the printed
words are kept as the condition's text.
"""

from __future__ import annotations

import re

_THEY = re.compile(r"^(?P<unless>unless )?they (?P<verb>had|have|are|were|aren't|weren't)\b")
_SINGULAR = {
    "had": "had",
    "have": "has",
    "are": "is",
    "were": "was",
    "aren't": "isn't",
    "weren't": "wasn't",
}
"""A plural verb after "they" and the one "it" says (present and past tense, 6.3.k)."""


def said_of_each(text: str) -> str | None:
    """``text`` ("they had a boost", "unless they are in {v}") said of one target ("it had a
    boost"), or ``None`` when it does not open with "they" and such a verb."""
    said = " ".join(text.strip().lower().split())
    m = _THEY.match(said)
    if m is None:
        return None
    return f"{m['unless'] or ''}it {_SINGULAR[m['verb']]}{said[m.end() :]}"
