"""Keyword actions the engine performs that the three sets we have never print, in the
wording of the rules' own examples: "Take control of [object]" (7.3.40.a: a Character to one
of your Expeditions; 7.3.40.b: a Permanent to your Landmarks), "[Expedition] moves forward /
backwards [N regions]" (7.3.25, 7.3.24: one region unless a number is given; farther than
the end stops there, 7.3.25.d, 7.3.24.c) and "Exchange the boosts of [object] and [object]"
(7.3.11.a: the second chosen after the first, 7.3.12.a)."""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word


def _object(text: str, c: str) -> Step:
    o = ph.object_phrase(text)
    if o is None or o.up_to or o.any_number or o.plural:
        raise NotUnderstood(c, f"'{text}' is not an object the reader understands yet")
    return o.step_fields()


@clause(r"take control of (?P<obj>.+)")
def _take_control(m: re.Match[str], c: str) -> Step:
    step: Step = {"action": "take_control", **_object(m["obj"], c)}
    subject = str(step["subject"])
    if "permanent" in subject and "character" in subject:
        raise NotUnderstood(c, "where a Character or Permanent taken goes is not read yet")
    if "permanent" not in subject:
        step["to"] = "expedition"  # 7.3.40.a: one of the taker's Expeditions
    return step


@clause(r"(?P<exp>.+?) moves? (?P<dir>forward|backwards)(?: (?P<n>\w+) regions?)?")
def _move_regions(m: re.Match[str], c: str) -> Step:
    subject = ph.expedition(m["exp"])
    if subject is None:
        raise NotUnderstood(c, f"'{m['exp']}' is not an Expedition the reader understands yet")
    step: Step = {
        "action": "move_forward" if m["dir"] == "forward" else "move_backwards",
        "subject": subject,
    }
    amount = number_word(m["n"], c) if m["n"] else 1
    if amount > 1:
        step["amount"] = amount
    return step


@clause(r"exchange the boosts of (?P<a>.+?) and (?P<b>.+)")
def _exchange_boosts(m: re.Match[str], c: str) -> Step:
    other = ph.object_phrase(m["b"], choice_controlled=True)
    if other is None or other.filter or other.up_to or other.plural:
        raise NotUnderstood(c, f"'{m['b']}' is not an object the reader understands yet")
    return {"action": "exchange_boosts", **_object(m["a"], c), "with": other.subject}
