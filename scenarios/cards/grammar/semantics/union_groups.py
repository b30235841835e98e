"""gx (issue 30, session 36): UNION GROUPS — "Each Robot and each Plant you control gains 1
boost", "Exhaust all Characters and all Permanents you control", "Characters and Permanents
in your Reserve gain 1 boost": one group whose members are the objects fitting either
description, each affected once (6.1.e: one atomic action per object; 6.1.g: found as the
step happens) — an object fitting both is not affected twice.

The whose / where words printed after the last group ("you control", "in your Reserve")
are said of both groups when the first says none: "each Character and each Permanent you
control" is the Characters and the Permanents the controller controls, as card text says
one controller for a list. Other words after the last group ("… and each Permanent with no
boosts") are refused when the first group says no words of its own: whether they describe
both groups or the last one only is not printed. A first group with whose / where words of
its own keeps them ("each Character you control and each Permanent an opponent controls").
Both groups are objects in play, or both in the controller's Reserve (3.1.4.a, 3.2.10): a
union across zones is refused."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description, Object

_ADJECTIVES = frozenset(
    {
        "types",
        "subtypes",
        "all_subtypes",
        "statuses",
        "other",
        "non_token",
        "token",
        "keywords",
        "names",
        "permanent_zone",
        "or_types",
        "without_subtypes",
        "words",
        "plural",
    }
)
"""Fields an object's adjectives and noun set ("other Boosted Robot Characters")."""
_WHERE = ("controller", "owner", "in_your_reserve")
"""Whose / where words that may be said once for both groups (1.1.3.c-d, 3.2.10)."""
_REFUSED = "this union of groups is not read yet"
_QUALIFIED = (
    "a group of a union described by more than its kind, who controls it and where it is is "
    "not read yet: whether the words describe both groups or the last one is not printed"
)


class UnionGroupSemantics(SemanticsBase):
    """ "[each / all] [group] and [each / all] [group]": one group (6.1.e, 6.1.g)."""

    def gx_union_groups(self, items: list[Any]) -> Object:
        return union_object(items[0], items[-1])  # the GROUP_AND between them is kept


def union_object(first: Object, second: Object) -> Object:
    """One "each" object whose description fits either group's (``any_of``)."""
    for obj in (first, second):
        plain = not (obj.up_to or obj.any_number or obj.count or obj.joined or obj.and_me)
        if obj.kind != "each" or obj.another or not plain or obj.description.any_of:
            raise NotRead("and", _REFUSED, "gx_union_groups")
    from scenarios.cards.grammar.semantics.landmark_objects import landmark_as_permanent

    # "each Landmark": a Permanent in Landmarks (2.2.3), as the group alone reads it
    d1, d2 = (landmark_as_permanent(o).description for o in (first, second))
    for d in (d1, d2):
        said = _said(d) - _ADJECTIVES - set(_WHERE)
        if said:
            raise NotRead("and", _QUALIFIED, "gx_union_groups")
    own1 = _said(d1) & set(_WHERE)
    if not own1 and _said(d2) & set(_WHERE):
        shared = {k: getattr(d2, k) for k in _WHERE}
        d2 = replace(d2, **{k: Description().__dict__[k] for k in _WHERE})
    else:
        shared = {}
    if d1.in_your_reserve != d2.in_your_reserve:
        raise NotRead(
            "and", "a group in play and a group in Reserve are not read as one", "gx_union_groups"
        )
    kinds = {t for d in (d1, d2) for t in (d.types or ["Character or Permanent"])}
    if shared.get("in_your_reserve") or d1.in_your_reserve:
        types = ["card"]  # every card of the Reserve, narrowed by each group (3.2.10)
    elif "Spell" in kinds or "card" in kinds:
        raise NotRead("and", "a Spell is never in play (2.2.1.h)", "gx_union_groups")
    else:
        types = ["Character or Permanent"]  # what is in play (2.2.1.h, 3.1.4.a)
    union = Description(types=types, any_of=[d1, d2], plural=True)  # type: ignore[list-item]
    return Object("each", replace(union, **shared), plural=True)


def _said(d: Description) -> set[str]:
    """The fields ``d`` sets (not at their defaults)."""
    blank = Description()
    return {f.name for f in fields(d) if getattr(d, f.name) != getattr(blank, f.name)}
