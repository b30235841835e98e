"""Clauses choosing a number of objects: "Sacrifice two Characters", "Sacrifice one
Character", "Discard two cards from your Reserve".

The player chooses exactly that many of the objects the phrase allows (6.1.g) — all of
them when there are fewer, the part that cannot be performed being ignored (6.5.h) — and
the step acts on them together (one step, 6.1.c). The phrase is read as its singular ("a
Character"), so qualifiers and sub-types read as they do there.
"""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word, read_clause


@clause(r"(?P<verb>sacrifice|discard) (?P<n>one|two|three|four|five|\d) (?P<obj>.+)")
def _some_objects(m: re.Match[str], c: str) -> Step:
    n = number_word(m["n"], c)
    verb = m["verb"]
    obj = m["obj"] if n == 1 else ph.singular(m["obj"])
    if n > 1 and obj == m["obj"]:
        raise NotUnderstood(c)  # "two Character": not a plural the reader knows
    # 7.3.36.a: one sacrifices objects one controls — "two Characters" are yours.
    o = ph.object_phrase(f"a {obj}", choice_controlled=verb == "sacrifice")
    if o is None or not o.subject.startswith("a_"):
        raise NotUnderstood(c, f"'{m['n']} {m['obj']}' is not an object the reader understands yet")
    step: Step = {"action": verb, **o.step_fields()}
    if n > 1:
        step["choose_count"] = n
    return step


@clause(r"for each (?P<obj>[^,]+), you may (?P<x>.+)")
def _for_each_you_may(m: re.Match[str], c: str) -> Step:
    """ "For each Permanent you control, you may activate its {J} abilities": the step for
    each of them, one after the other, each time if the player wants (6.5.i, 6.5.c) — the
    same as choosing any number of them, none to all, for one step on them."""
    obj = m["obj"]
    obj = f"another {obj[len('other ') :]}" if obj.startswith("other ") else f"a {obj}"
    o = ph.object_phrase(obj, choice_controlled=True)
    if o is None or not o.subject.startswith("a_"):
        raise NotUnderstood(c, f"'for each {m['obj']}' is not a group the reader understands yet")
    x = re.sub(r"\bits (\{[jhr]\}) abilities\b", r"the \1 abilities of it", m["x"])
    step = read_clause(x)
    if step.get("subject") != "it" or "then" in step:
        raise NotUnderstood(c, f"'you may {m['x']}' for each of them is not understood yet")
    step.update(o.step_fields(), any_number=True)
    return step


@clause(r"target player sacrifices (?:a|one) character")
def _target_player_sacrifices(m: re.Match[str], c: str) -> Step:
    # 1.2.6.c: either player may be targeted; they choose one of their Characters and
    # sacrifice it (6.1.h, 7.3.36.a: one sacrifices an object one controls).
    return {"action": "sacrifice", "subject": "a_character_target_player_controls"}
