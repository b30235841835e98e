"""What a reference names after a condition that speaks of one object or one group (issue
30, the reference slot): "If your Hero is exhausted, ready it and draw a card" — "it" is the
Hero the condition names (the controller's, in their Hero zone, 3.2.6.b, 7.2.3.a), not an
object of the trigger (6.3.i); "If you control two or more Characters, they gain 1 boost" /
"If there are two or more Spells in your Reserve: Ready them" — "they" / "them" / "those
[nouns]" / "each of them" are the objects the condition counted, every one of them as the
step happens (6.5.d, 6.1.e). A singular "it" after a group, a noun the group is not ("those
Spells" after Characters) or a group of another player's are refused (precision first).

Read only where the condition names that one object and nothing else that "it" could be:
the steps the condition governs (6.5.d), and the step for when it fails (6.5.e); "it" in a
step's own follow-up names what that step acted on and is left as it is."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

Step = dict[str, Any]

_YOUR_HERO = re.compile(r"^(?:unless )?your hero (?:is|was|isn't|wasn't|is not|was not) \w+$")
"""A condition on the controller's Hero's status ("your hero is exhausted", 2.4)."""


def named_by_object_condition(
    steps: list[Step], condition: str, *, groups: bool = False
) -> list[Step]:
    """``steps`` (conditioned by ``condition``) with "it" the object the condition names,
    or, with ``groups`` (no step before them in the ability names anything), "them" the
    group it counts (:func:`counted_group`)."""
    group = counted_group(condition) if groups else None
    if group is not None:
        return [_grouped(s, group) for s in steps]
    if _YOUR_HERO.match(condition.lower()) is None:
        return steps
    return [_named(s) for s in steps]


_COUNTED = re.compile(
    r"^you control (?:\w+|\d+) or more (?P<yours>[a-z ]+?)"
    r"|^(?:there are|you have) (?:\w+|\d+) or more "
    r"(?P<placed>[a-z ]+? in your (?:reserve|landmarks))$"
)
"""A condition counting a group of the controller's (6.5.d): "you control two or more
Characters", "there are / you have two or more Spells in your Reserve"."""


def counted_group(condition: str) -> Step | None:
    """The ``subject`` (and ``filter``) of the group ``condition`` counts, read by the
    grammar as "all [group]" is — None when it counts no group of the controller's."""
    m = _COUNTED.fullmatch(condition.lower().strip())
    if m is None:
        return None
    words = f"{m['yours']} you control" if m["yours"] else str(m["placed"])
    return _group_of(words)


@lru_cache(maxsize=256)
def _group_of_cached(words: str) -> tuple[tuple[str, Any], ...] | None:
    from scenarios.cards.grammar.parser import NotRead, parse
    from scenarios.cards.grammar.semantics.all_rules import transform

    said = f"exhaust all {words}."
    try:
        steps = transform(parse(said, spell=True), said).get("effect")
    except NotRead:
        return None
    if not isinstance(steps, list) or len(steps) != 1:
        return None
    step = steps[0]
    if set(step) - {"action", "subject", "filter"} or not str(step.get("subject", "")):
        return None
    return tuple((k, step[k]) for k in ("subject", "filter") if k in step)


def _group_of(words: str) -> Step | None:
    found = _group_of_cached(words)
    return None if found is None else dict(found)


def named_by_counted_groups(steps: list[Step]) -> list[Step]:
    """An effect's steps no step before nests (``effect``'s top level), each said "they" /
    "them" under a condition counting a group acting on that group (:func:`_grouped`): a
    "them" nested under a step names what that step acted on instead (6.5.b, "Create a
    token in each of your Expeditions. If you control four or more Soldiers, each of those
    tokens gains 1 boost")."""
    found = []
    for step in steps:
        group = counted_group(str(step.get("if", "")))
        found.append(step if group is None else _grouped(step, group))
    return found


def _grouped(step: Step, group: Step) -> Step:
    """``step`` acting on the group when its object is said "they" / "them" / "those
    [nouns]" / "each of them" with no step before it (its noun then checked against the
    group, grammar/references.py); the steps it governs too (``also``, ``otherwise``)."""
    from scenarios.cards.grammar.parser import NotRead
    from scenarios.cards.grammar.references import REF, agreement, introduced
    from scenarios.cards.grammar.semantics.them_objects import THEM

    out = dict(step)
    if out.get("subject") == "it" and out.get(THEM):
        del out[THEM]
        out.update(group)
        ref = out.pop(REF, None)
        why = agreement(introduced(out), ref) if ref else ""
        if why:  # "those Spells" after a condition counting Characters
            raise NotRead(str(ref["said"]), why.replace("the step", "the condition"), "it")
    for key in ("also", "otherwise"):
        if out.get(key):
            out[key] = [_grouped(s, group) for s in out[key]]
    return out


def _named(step: Step) -> Step:
    out = {**step, "subject": "your_hero"} if step.get("subject") == "it" else dict(step)
    for key in ("also", "otherwise"):
        if out.get(key):
            out[key] = [_named(s) for s in out[key]]
    return out


_ITS_STATUS = re.compile(
    r"^(?:it|i)(?:'s| is|'m| am) (?P<status>anchored|asleep|fleeting|exhausted)$"
)
"""A condition on the status of what "it" / "I" names (2.4)."""


def each_conditioned(steps: list[Step], condition: str) -> list[Step] | None:
    """ "If it is Asleep, it gains Anchored and loses Asleep": two steps on the same "it" /
    "me" whose first does not change the status the condition asks about — evaluated before
    each step (6.5.d), the condition is the same for both, so each step carries it (as the
    sentence patterns read it); ``None`` for any other condition over several steps (one
    evaluation then governs them all, :func:`governing_conditions.governed`)."""
    m = _ITS_STATUS.match(condition)
    if m is None or len(steps) != 2:
        return None
    first = steps[0]
    changes = first.get("action") in ("gain_status", "lose_status")
    if (
        {s.get("subject") for s in steps} not in ({"it"}, {"self"})
        or any("then" in s or "if" in s for s in steps)
        or (changes and str(first.get("status", "")).lower() == m["status"])
    ):
        return None
    return [{**s, "if": condition} for s in steps]


def boosts_then_status(steps: list[Step]) -> list[Step]:
    """ "I gain 1 boost and Fleeting" under one condition: the status step follows the boost
    step as its ``then`` (as the sentence patterns read it). Boosts and statuses can be on
    "me" in exactly the same zones (2.5.b, 2.4.1.c), so the status happens exactly when it
    would have anyway, and the condition is evaluated once (6.5.d). Other steps unchanged."""
    if len(steps) != 2:
        return steps
    first, second = steps
    if (
        first.get("subject") == second.get("subject") == "self"
        and first.get("action") == "give_boost"
        and second.get("action") in ("gain_status", "lose_status")
        and "then" not in first
    ):
        return [{**first, "then": [second], "it_follows": True}]
    return steps
