"""The semantic functions of the section "conditions and triggers, round 2 (session 3)" of
``altered.lark``: object descriptions whose Hand Cost maximum is found as the object is
checked (2.2.7, 6.5.b) — the engine's ``hand_cost_max_from`` ("characters_you_control":
the number of Characters the controller controls; "highest_you_control": the highest Hand
Cost among them). Any other count or comparison is not read (precision first)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition, Description


def _characters_you_control(d: Description) -> bool:
    """Whether a description says exactly "Character(s) you control" (1.2.2)."""
    bare = Description(types=["Character"], controller="you")
    return d == bare


class HandCostMaxSemantics(SemanticsBase):
    """Hand Cost maxima read from the board (2.2.7)."""

    @v_args(meta=True)
    def mana_orbs_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you have 3 or more cards / Mana Orbs in your Mana zone" (3.2.9.c: every object
        there is a Mana Orb); another noun ("Characters") names nothing there."""
        words = self._span(meta).split()
        noun = words[words.index("in") - 1] if "in" in words else "orbs"  # "N Mana Orbs"
        if noun not in ("card", "cards", "orb", "orbs"):
            why = f"'{noun}' in a Mana zone is not read: its objects are Mana Orbs"
            raise NotRead(noun, why, "mana_orbs_cond")
        return Condition(self._span(meta))

    def cost_max_where_x(self, items: list[Any]) -> tuple[str, str]:
        """ "with Hand Cost {X} or less, where X is the number of Characters you control"."""
        counted = " ".join(str(items[-1]).split())
        if counted != "characters you control":
            raise NotRead(
                counted, f"X as the number of '{counted}' is not read yet", "cost_max_where_x"
            )
        return ("hand_cost_max_from", "characters_you_control")

    def cost_max_of_another(self, items: list[Any]) -> tuple[str, str]:
        """ "with Hand Cost less than or equal to the Hand Cost of a Character you control":
        at most the highest such Hand Cost (one of them is enough)."""
        d = items[-1]
        if not isinstance(d, Description) or not _characters_you_control(d):
            raise NotRead(
                "the hand cost of", "this Hand Cost compared is not read yet", "cost_max_of_another"
            )
        return ("hand_cost_max_from", "highest_you_control")

    def subtype_or_permanent_noun(self, items: list[Token]) -> tuple[str, list[str]]:
        """ "a Robot or Permanent": an object with that sub-type, or a Permanent (2.2.2,
        2.2.1) — the engine filter's ``subtypes`` with ``or_types``."""
        return ("subtype_or_type", [_subtype(items[0]), "Permanent"])

    def subtype_or_character_noun(self, items: list[Token]) -> tuple[str, list[str]]:
        """ "a Robot or Character": an object with that sub-type, or a Character."""
        return ("subtype_or_type", [_subtype(items[0]), "Character"])

    def ev_i_am_status(self, items: list[Token]) -> dict[str, Any]:
        """ "When I'm exhausted": I become Exhausted (2.4.5, 7.3.13, 7.5.4.a)."""
        status = lx.STATUSES[str(items[0]).lower()]
        if status != "Exhausted":
            raise NotRead(
                str(items[0]), f"'I'm {status}' as an event is not read", "ev_i_am_status"
            )
        return {"trigger": "becomes_status", "filter": {"only_me": True}, "status": status}

    def ev_is_status(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Character you control is exhausted": it becomes Exhausted (2.4.5,
        7.3.13, 7.5.4.a), as "becomes Exhausted" reads (ev_becomes_status)."""
        if lx.STATUSES[str(items[-1]).lower()] != "Exhausted":
            raise NotRead(str(items[-1]), "'is [status]' as an event is not read", "ev_is_status")
        return self.ev_becomes_status(items)  # type: ignore[attr-defined, no-any-return]


def _subtype(token: Token) -> str:
    word = str(token).lower()
    return lx.SUBTYPES.get(word) or word
