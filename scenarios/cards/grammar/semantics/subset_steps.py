"""A later step on part of the group an earlier step acted on (gram52, issue 30).

A designer gives a group something, then says how part of that group fares differently:

- "Each other Character you control gains 1 boost. Tokens gain 2 boosts instead." — the
  part ("Tokens") gets the second amount and not the first: the first step is narrowed to
  the rest of the group (``none_of`` the part), the second acts on the part of the group;
- "Each Character you control gains 1 boost. Tokens gain 1 more boost." — the part gets
  more: the second step acts on the part of the first step's group (not on every token in
  play, which the words alone would say);
- "Each Character you control gains 1 boost. Those in {V} gain 1 more boost." — "those
  [qualifier]" / "[adjective] ones" names the group the step before acted on, narrowed
  (6.5.b, 6.1.e).

Each group is found as its step happens (6.1.e); the two steps act on disjoint parts, or the
second on part of the first's, one after the other (6.1.c). A part that conflicts with the
group (its opponents' tokens after "you control"), a step before that is no group, or one
with a condition or follow-up, is refused, naming the word.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.semantics.more_amounts import More, MoreAdded
from scenarios.cards.grammar.tree import Object, Sentence

Step = dict[str, Any]

SUBSET_INSTEAD = "_subset_instead"
"""The mark of a step said "[group part] [X] instead" until :func:`resolve_subsets`."""
THOSE = "_those"
"""The mark of a step whose object is "those [qualifier]" until :func:`resolve_subsets`."""
THOSE_GROUP = "those [qualifier]"
"""``Object.refers`` of "those [qualifier]": the group the step before acted on."""

_GROUPS = frozenset({"objects_in_play", "characters_you_control"})
"""Subjects naming every object of a group, found as the step happens (6.1.e)."""
_IMPLIED: dict[str, Step] = {
    "characters_you_control": {"types": ["Character"], "controller": "you"},
    "objects_in_play": {},
}
"""What each group subject says without a filter."""
_NO_GROUP = "'those' / '[adjective] ones' names no group a step before acted on"
_PARTS = frozenset({"give_boost", "gain_counters", "gain_status"})
"""Steps whose amount a part of the group may get instead, or more of."""


class SubsetStepSemantics(SemanticsBase):
    """Semantic functions of the grammar's "later step on part of a group" rules."""

    def more_number(self, items: list[Token]) -> int:
        return More(_number(items[0]))

    def more_one(self, _: list[Any]) -> int:
        return More(1)

    def subset_instead(self, items: list[Any]) -> Sentence:
        """ "[part of the group] [X] instead": kept marked until the step before is known."""
        steps = items[0]
        if len(steps) != 1:
            raise NotRead("instead", "several steps 'instead' are not read yet", "subset_instead")
        return Sentence([{**steps[0], SUBSET_INSTEAD: True}])

    def those_qualified(self, items: list[Any]) -> Object:
        """ "those in {V}", "Boosted ones": the objects of the group the step before acted
        on, narrowed by the qualifiers or adjectives (a Character placeholder noun, dropped
        as the group is taken)."""
        from scenarios.cards.grammar.semantics.object_filters import _describe

        d = _describe([("type", "Character"), *items])
        d.plural = True
        return Object("each", d, refers=THOSE_GROUP)


def _filter_of(step: Step) -> Step:
    return dict(step.get("filter") or {})


def _part(group: Step, part: Step, *, placeholder: bool) -> Step:
    """What ``part`` (a group step's subject and filter) says beyond ``group``'s — refused
    where it contradicts it. ``placeholder``: the part's noun is "those"'s placeholder."""
    subject = str(group.get("subject"))
    had = {**_IMPLIED[subject], **_filter_of(group)}
    said_of = str(part.get("subject"))
    if not placeholder and said_of not in _GROUPS:
        raise NotRead("instead", "a part of the group is not said of a group", "subset_instead")
    if said_of not in _IMPLIED:
        # "Those in your Reserve", "Those in target Expedition": a subject of its own, which
        # the group's filter cannot narrow to — never dropped (it would be the whole group)
        raise NotRead("those", "this part of the group is not read yet", "those_qualified")
    said = {**_IMPLIED[said_of], **_filter_of(part)}  # "Those you control": in the subject
    if placeholder:
        said.pop("types", None)
    narrowing: Step = {}
    for key, value in said.items():
        if key == "types":
            within: list[str] = list(had.get("types") or value)
            kept = [t for t in value if t in within]
            if not kept:
                raise NotRead(str(value), "this part is not among the group", "subset_instead")
            if set(kept) != set(had.get("types", ())):
                narrowing["types"] = kept
            continue
        if key in had and had[key] != value:
            raise NotRead(str(value), "this part is not among the group", "subset_instead")
        if key not in had:
            narrowing[key] = value
    return narrowing


def _narrowed(group: Step, narrowing: Step) -> Step:
    return {**_filter_of(group), **narrowing}


def _same_verb(before: Step, step: Step) -> bool:
    return bool(before) and (before.get("action"), before.get("counter")) == (
        step.get("action"),
        step.get("counter"),
    )


def _no_marks(step: Step) -> Step:
    return {k: v for k, v in step.items() if k not in (SUBSET_INSTEAD, THOSE)}


def resolve_subsets(steps: list[Step]) -> list[Step]:
    """Each step said on part of the group the step before acted on ("instead", "more",
    "those [qualifier]") joined to that group; refused when the step before is no group."""
    out: list[Step] = []
    for step in steps:
        instead = bool(step.get(SUBSET_INSTEAD))
        those = bool(step.get(THOSE))
        more = isinstance(step.get("amount"), More)
        before = out[-1] if out else {}
        grouped = (
            str(before.get("subject")) in _GROUPS
            and not set(before) & {"if", "then", "may", "per", "otherwise", "times"}
            and not set(step) & {"then", "may", "per", "otherwise"}
        )
        same = grouped and before.get("action") == step.get("action")
        same = same and before.get("counter") == step.get("counter")
        same = same and before.get("action") in _PARTS
        if more and not grouped and step.get("subject") in _GROUPS and _same_verb(before, step):
            # "Target Character gains 1 boost. Tokens gain 1 more boost.": more than what?
            # The tokens of no group before — not every token in play
            raise NotRead("more", "'more' of a group after a step on no group of objects")
        if more and grouped and step.get("subject") in _GROUPS and not same:
            # "Each Character you control gains 1 Ember counter. Tokens gain 1 more Kelon
            # counter.": more than what? The step before gives its group something else —
            # not every token in play, which "Tokens" alone would say
            raise NotRead("more", "'more' of what the step before does not give its group")
        if instead or (more and same) or those:
            if instead and not same:
                raise NotRead("instead", "'instead' after no step on a group of objects")
            if those and not grouped:
                raise NotRead(
                    "those", "'those' / '[adjective] ones' names no group a step before acted on"
                )
            narrowing = _part(before, step, placeholder=those)
            if instead and not narrowing:
                raise NotRead("instead", "'instead' says no part of the group")
            part = {
                **_no_marks(step),
                **({"amount": MoreAdded(step["amount"])} if more and same else {}),
                "subject": before["subject"],
                "filter": _narrowed(before, narrowing),
            }
            if not part["filter"]:
                del part["filter"]
            if instead:
                rest = _filter_of(before)
                rest["none_of"] = [*rest.get("none_of", []), narrowing]
                out[-1] = {**before, "filter": rest}
            out.append(part)
            continue
        out.append(step)
    return out


def narrowed_object(obj: Object) -> tuple[Object, bool]:
    """``obj`` without the "those [qualifier]" mark, and whether it had it."""
    if obj.refers == THOSE_GROUP:
        return replace(obj, refers=""), True
    return obj, False
