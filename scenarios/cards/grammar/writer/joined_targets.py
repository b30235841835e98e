"""The writer's words for one step said of two targets (issue 30, g2; the reader's
semantics/joined_targets.py): the step on the first target followed (``it_follows``) by the
same step on a second, never the first (``other_than_it``, 6.5.b) — "Target Character and
target Permanent each gain 1 boost", "Exhaust target Character and target Permanent"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]
_SUBJECT = ("subject", "filter")


def joined_targets_words(
    step: Step, clause: Callable[[Step], str], obj: Callable[[Step], str]
) -> str | None:
    """The one clause of a step said of two targets, or ``None`` if ``step`` is not one."""
    then = step.get("then") or []
    if not step.get("it_follows") or len(then) != 1:
        return None
    second = dict(then[0])
    flt = dict(second.get("filter") or {})
    if not flt.pop("other_than_it", False):
        return None
    first = {k: v for k, v in step.items() if k not in ("then", "it_follows")}
    same = {k: v for k, v in first.items() if k not in _SUBJECT}
    if {k: v for k, v in second.items() if k not in _SUBJECT} != same:
        return None
    if flt:
        second["filter"] = flt
    else:
        second.pop("filter", None)
    said, one, other = clause(first), obj(first), obj(second)
    if not str(first.get("subject", "")).startswith("target_") or not other.startswith("target"):
        return None
    both = f"{one} and {other}"
    if said[: len(one)].lower() == one.lower():  # the subject slot: "X and Y each [verb]"
        verb, _, rest = said[len(one) :].strip().partition(" ")
        return f"{both[:1].upper()}{both[1:]} each {_lemma(verb)} {rest}".rstrip()
    if said.count(f" {one}") == 1:  # the object slot: "Exhaust X and Y"
        return said.replace(f" {one}", f" {both}", 1)
    return None


def joined_targets_step(step: Step) -> bool:
    """Whether ``step`` is the first target's part of a step said of two (6.5.b)."""
    then = step.get("then") or []
    return bool(step.get("it_follows")) and any(
        (t.get("filter") or {}).get("other_than_it") for t in then
    )


def _lemma(verb: str) -> str:
    """ "gains" -> "gain", "switches" -> "switch": the verb as two subjects say it."""
    if verb.endswith(("ches", "shes", "sses", "xes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb
