"""Statistics said one by one, "of your choice", and "them" after a group (issue 30).

- "Characters you control get +1 {V} and +1 {O}": a change of each statistic named by its
  icon (2.2.11.b), the others unchanged — the same passive modifier as "+1/+0/+1"
  (2.3.1.a), in every slot that change is said in. A statistic said twice is refused.
- "a card of your choice" (and "of their choice", which the players of a step say as "you",
  lexer.py): the one doing the step chooses the object (6.1.g; another player's step,
  6.1.h, 1.4.7.b) — what the step means without the words. Only a chosen object ("a …",
  "up to N …") is so said; a target (chosen by the effect's controller, 6.5.b), a group, a
  trigger's or a passive's object said "of your choice" is refused (:func:`doer_chooses`).
- "They" / "them" after a whole group a step acted on ("Characters you control gain 1
  boost. They gain Anchored."): the objects of the group the step acted on, as after "up
  to N targets" (:mod:`.them_objects`); the engine keeps them as the step's chosen objects
  (engine.steps.choices).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description, Object

_ORDER = ("forest", "mountain", "water")
"""The statistics in the order "+1/+0/-1" says them: {V}, {M}, {O} (2.2.11.b)."""


class ReferredPartSemantics(SemanticsBase):
    """Statistic terms and "of your choice" (see the module doc)."""

    def stat_term(self, items: list[Token]) -> tuple[str, int]:
        """ "+1 {V}": the statistic the icon names and the change (2.2.11.b)."""
        delta, icon = items
        return lx.TERRAINS[str(icon).lower()], int(str(delta))

    def stat_terms(self, items: list[tuple[str, int]]) -> str:
        """ "+1 {V} and +1 {O}": the change of the three statistics, said as "+1/+0/+1"
        (what the statistic change rules read, 2.3.1.a)."""
        changes: dict[str, int] = {}
        for stat, delta in items:
            if stat in changes:
                raise NotRead("and", f"a change of {stat} said twice is not read", "stat_terms")
            changes[stat] = delta
        return "/".join(f"{changes.get(s, 0):+d}" for s in _ORDER)

    def of_doers_choice(self, _: list[Any]) -> tuple[str, bool]:
        """ "of your choice": the one doing the step chooses (6.1.g, 6.1.h)."""
        return ("doer_chooses", True)

    def chosen_object(self, items: list[Any]) -> Object:
        """ "a Character of your choice": a chosen object, the words said (6.1.g)."""
        return doer_chooses(super().chosen_object(items))  # type: ignore[misc]

    def up_to_chosen(self, items: list[Any]) -> Object:
        """ "up to two cards of your choice": chosen objects, the words said (6.1.g)."""
        return doer_chooses(super().up_to_chosen(items))  # type: ignore[misc]


_NOT_CHOSEN = "'of your choice' said of an object no player chooses here is not read"


def doer_chooses(obj: Object) -> Object:
    """``obj`` without its "of your choice" when a player chooses it — one object "a …"
    or "up to N …" (6.1.g); refused for any other object (a target, 6.5.b, or a group)."""
    d = obj.description
    if not d.doer_chooses:
        return obj
    if obj.kind != "chosen":
        raise NotRead("of your choice", _NOT_CHOSEN, "of_doers_choice")
    d.doer_chooses = False
    return obj


def no_doer_choice(d: Description) -> None:
    """Refuse "of your choice" in a description no player chooses by (a trigger's, a
    passive's, a count's)."""
    if d.doer_chooses:
        raise NotRead("of your choice", _NOT_CHOSEN, "of_doers_choice")
