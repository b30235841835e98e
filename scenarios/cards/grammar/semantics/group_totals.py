"""The reader's semantics of the section "gram35: group totals, counted targets" of
``altered.lark`` (issue 30): several targets limited as a whole, in every wording a set
prints — "any number of target Landmark Permanents with total Hand Cost 4 or less", "two
target Characters with a combined Reserve Cost {5} or less", "up to three target Characters
whose total {V} is 6 or less" (6.5.b).

A total is a ``("total", {"of", "at_most"})`` part of the description, as the older rules
say it: ``of`` the printed Hand Cost (2.2.7), the Reserve Cost (2.2.8) or a statistic as it
is now (2.2.11.c). The engine offers one target at a time among those that still fit under
the limit (engine/steps/total_targets.py), so only legal groups can be chosen. Refused with
the reason: a total at least N ("or more": targets chosen one by one could not be held to a
minimum the engine checks), and "power" (no characteristic of the CR, 2.2: a Character has
Forest, Mountain and Water statistics, 2.2.11).

"two target Characters" is exactly that many different targets (6.5.b), read as "up to two"
is and then counted exactly (the step's ``targets``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.tree import Description, Object

_RULE = "group_total"


def total_of(said: str) -> str:
    """What a total adds up, from the qualifier's words (lower case)."""
    if "hand cost" in said:
        return "hand_cost"
    if "reserve cost" in said:
        return "reserve_cost"
    for word, terrain in lx.TERRAINS.items():
        if word in said.split():
            return str(terrain)
    raise NotRead(
        "power",
        "'power' is no characteristic of a card (2.2): a Character's statistics are Forest, "
        "Mountain and Water (2.2.11) — say which, or resolve it by hand",
        _RULE,
    )


class GroupTotalSemantics(SemanticsBase):
    """Totals of several targets (6.5.b) and "N target [objects]"."""

    @v_args(meta=True)
    def group_total(self, meta: Meta, items: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "with total Hand Cost 4 or less", "whose combined {M} is 4 or less" (6.5.b)."""
        said = " ".join(self._span(meta).lower().split())
        of = total_of(said)
        amount = next(i for i in _tokens(items) if i.type in ("MANA", "NUMBER"))
        if said.endswith("or more"):
            raise NotRead(
                "or more",
                "a total of at least some amount is not read: targets are chosen one at a time "
                "among those that fit under a limit (6.5.b) — choose them by hand",
                _RULE,
            )
        return ("total", {"of": of, "at_most": _number(amount)})

    @v_args(meta=True)
    def counted_targets(self, meta: Meta, items: list[Any]) -> Object:
        """ "two target Characters": exactly that many different targets (6.5.b); the
        count is the first word (``orb_count`` keeps no value)."""
        desc = items[-1]
        word = self._span(meta).split()[0]  # the TARGETS_COUNT word
        n = _number(word)
        if n < 2 or not isinstance(desc, Description):
            raise NotRead(str(word), "this number of targets is not read", "counted_targets")
        return Object("target", desc, count=n, plural=True)  # several: "their owners'"


def _tokens(items: list[Any]) -> list[Token]:
    found: list[Token] = []
    for i in items:
        if isinstance(i, Token):
            found.append(i)
        elif isinstance(i, list):
            found.extend(_tokens(i))
    return found


def counted_subject(obj: Object, subject: Callable[[Object], dict[str, Any]]) -> dict[str, Any]:
    """The step fields of "N target [objects]": read as "up to N" would be, then exactly N
    (``targets``, 6.5.b) — refused where the subject takes no number of targets."""
    read = subject(replace(obj, count=0, up_to=obj.count))
    if not str(read.get("subject", "")).startswith("target_") or read.get("up_to") != obj.count:
        raise NotRead(
            "target", "this many targets of this kind are not read yet", "counted_targets"
        )
    read.pop("up_to")
    return {**read, "targets": obj.count}


def total_subject(
    obj: Object, subject: Callable[[Object], dict[str, Any]]
) -> dict[str, Any] | None:
    """The step fields of several targets with a total (6.5.b): "up to N", "N" or "any
    number of" target [objects] — a total of one target is refused; ``None`` where no total
    is said. A statistic totals Characters only (2.2.11)."""
    d = obj.description
    if obj.kind != "target" or d.total is None:
        return None
    total = d.total
    several = obj.up_to > 1 or obj.count > 1 or obj.any_number
    if not several:
        raise NotRead("total", "a total of one target is not read", "target_object")
    bare = replace(obj, description=replace(d, total=None))
    read = subject(bare)
    if not str(read.get("subject", "")).startswith("target_"):
        raise NotRead("total", "a total of these objects is not read yet", "target_object")
    types = (read.get("filter") or {}).get("types") or []
    character = read["subject"].startswith("target_character") or types == ["Character"]
    if total["of"] not in ("hand_cost", "reserve_cost") and not character:
        raise NotRead(
            "total", "a total of statistics is of Characters only (2.2.11)", "target_object"
        )
    if obj.any_number:  # a total with no count is "any number of" (the engine's convention)
        read.pop("any_number", None)
    return {**read, "total": total}
