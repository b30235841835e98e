"""ia40 (issue 30, session 40): AN OBJECT OF ONE OF TWO DESCRIPTIONS in the slots beside a
step's object — a trigger's subject ("When a token or a Bureaucrat joins your Expeditions",
6.3.b), a count ("for each Spell or token in your Reserve", 6.5.i), a condition ("If you
control a Character or a token", 6.5.d). The description is the ONE rule ic39 built
(``ic39_objects_or``, semantics/object_unions.py): the filter's ``any_of``, which an
object passes once whether it fits one description or both (an object is of a kind or not,
2.2.1) — a count counts it once (6.5.i: "for each" counts objects), an event activates the
Reaction once for it (6.3.b, 6.3.h: one atomic action per activation).

Here only what a slot's own rule needs beside it: "joins your Expeditions" reads a union of
Characters and tokens as the Characters it is (7.5.10.a-b: a token created in an Expedition
joins it; the card language reads "a token joins your Expeditions" as a Character token
already)."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards import vocabulary as v
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _describe
from scenarios.cards.grammar.tree import Description


def _joins_as_character(parts: list[tuple[str, Any]]) -> bool:
    """Whether one member of a union names what joins an Expedition as a Character: a
    Character, a Character's sub-type, or a token (as "a token joins" reads)."""
    d = _describe(parts)
    if d.types:
        return d.types == ["Character"]
    if d.token:
        return True
    named = d.subtypes or d.all_subtypes
    return bool(named) and all(
        s in v.CHARACTER_SUBTYPES and s not in v.PERMANENT_SUBTYPES for s in named
    )


class SlotUnionSemantics(SemanticsBase):
    """The slot rules beside the object description's "or" (ia40)."""

    @v_args(meta=True)
    def plural_desc(self, meta: Meta, items: list[Any]) -> Description:
        """ "the number of Spells or tokens in your Reserve": one description of either
        (6.5.i), said in the plural."""
        d = said_union(items)
        if d is None:
            found: Description = super().plural_desc(meta, items)  # type: ignore[misc]
            return found
        d.plural = True
        d.words = " ".join(self._span(meta).split())
        return d

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        """ "When a token or a Bureaucrat joins your Expeditions" (6.3.b, 7.5.10.a): each
        member a Character's, the union joins as a Character."""
        (another, d), *rest = items
        union = isinstance(d, Description) and d.any_of and d.types == ["Character or Permanent"]
        if union and all(_joins_as_character(m) for m in d.any_of):
            items = [(another, replace(d, types=["Character"])), *rest]
        result: dict[str, Any] = super().ev_joins(items)  # type: ignore[misc]
        return result


def said_union(items: list[Any]) -> Description | None:
    """The description of one object of either description when ``items`` (a slot's
    children) hold the OR_OBJECT mark between two descriptions' parts — a count's ("for
    each Spell or token in your Reserve", 6.5.i), a condition's ("you control a Bureaucrat
    or a Spell", 6.5.d) — composed by ic39's one rule; ``None`` for one description."""
    from lark import Token

    from scenarios.cards.grammar.semantics.object_unions import _flat

    marks = [k for k, i in enumerate(items) if isinstance(i, Token) and i.type == "OR_OBJECT"]
    if not marks:
        return None
    bounds = [-1, *marks, len(items)]
    members = [
        _flat([p for p in items[a + 1 : b] if isinstance(p, tuple)]) for a, b in pairwise(bounds)
    ]
    return members_union(members)


def members_union(members: list[list[tuple[str, Any]]]) -> Description:
    """One object of any of two or three descriptions ("a Robot, a Plant or a token"): each
    earlier member joined with the last by ic39's one rule (``objects_union``) — the words
    after the last said of all when the earlier say none of their own — the members kept in
    the order printed (6.5.b, 6.5.i, 6.5.d, 6.3.b)."""
    from scenarios.cards.grammar.parser import NotRead
    from scenarios.cards.grammar.semantics.object_unions import (
        objects_union,
        said_after_noun,
    )

    *earlier, last = members
    pairs = [objects_union(m, last, qualified=said_after_noun(m)) for m in earlier]
    if len(pairs) == 1:
        return pairs[0]
    if any(said_after_noun(m) for m in earlier):
        raise NotRead("or", "a list's members with words of their own are not read", "or")
    d = pairs[0]
    types = {t for p in pairs for t in p.types}
    if len(types) > 1:
        if not types <= {"Character", "Permanent", "Character or Permanent"}:
            raise NotRead("or", "a list of objects in different places is not read", "or")
        d.types = ["Character or Permanent"]
    d.any_of = [*(p.any_of[0] for p in pairs), pairs[0].any_of[1]]
    return d
