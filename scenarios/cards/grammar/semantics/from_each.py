"""Counters removed from each of several objects: "Each Character you control loses 1
boost", "Remove 1 boost from each Character", "Those Characters lose 1 boost", "Remove 1
boost from up to two target Characters".

2.5.g says what removing X counters does to AN object; a step acting on several objects is
a separate atomic action on each (6.1.e), so the printed X is removed from EACH of them — the
step's ``each`` — not a total its controller chooses among them. The printed texts say a
total only as "among" or "in total", which this grammar does not read.
"""

from __future__ import annotations

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.tree import Object


def names_several(obj: Object) -> bool:
    """Whether the object phrase designates several objects: every one a description lets
    through, "them" / "those [objects]", several targets or "up to N" of them (6.5.b)."""
    return (
        obj.kind == "each"
        or (obj.kind == "it" and obj.plural)
        or obj.count > 1
        or obj.up_to > 1
        or obj.any_number
    )


def removed_from_each(obj: Object, step: Step) -> Step:
    """``step`` (a ``remove_counters`` step on ``obj``) with ``each`` when ``obj`` names
    several objects: its amount from each (2.5.g, 6.1.e). Counters of any names removed from
    each object would ask a choice on each one: refused, naming the words."""
    if not names_several(obj) or step.get("all_counters"):
        return step
    if step.get("amount") == "X":  # "up to N from each": an amount chosen per object
        raise NotRead(
            "up to", "up to N counters removed from each of several objects is not read yet"
        )
    if not step.get("counter"):
        raise NotRead(
            "counters",
            "counters of any names removed from each of several objects are not read yet",
            "remove_counters",
        )
    return {**step, "each": True}
