"""A value a player names, and the steps said of it (gt, issue 30, session 35): "Name a card
type. Reveal the top card of your deck. If it's the named type, draw it."

The CR has no rule of its own for naming; to name a card type is a decision of the step's
words, made by the effect's controller immediately before the steps (6.1.g), and what was
named is plain data the steps after it use. The reading keeps it so: one mode per value that
may be named — each type of 2.2.1.a (Character, Emblem, Hero, Mana Orb, Permanent, Region,
Spell) — each with the steps after "Name …" said of that value ("the named type" → "a
Character"), the choosing step marked ``named`` (engine/steps/modal_steps.py asks "name a
card type", cites 6.1.g, and says what was named; it is not a modal effect, 6.5.g). The
judge enters what the player named as the answer to that decision.

gy (session 36): a FACTION is named the same way — one mode per faction of 2.2.10.a, the
steps said of "a card of the named faction" as "a card of the Bravos faction" (the engine's
filter on a card's faction, 2.2.10.c; a neutral card or a token has none, 2.2.10.b-d).

Refused, each with its reason: "you may name", a naming inside another step, and a naming no
later step uses. "Name a number" and "Name a card" are refused by ge's rules
(semantics/compared_likeness.py: the engine keeps no named number or name)."""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.tree import Condition

NAMED = "_gt_named"
"""Marks the step "Name a [kind]" until :func:`resolve_named` makes its modes."""

CARD_TYPES = ("Character", "Emblem", "Hero", "Mana Orb", "Permanent", "Region", "Spell")
"""The types a player may name (2.2.1.a), in the rule's order."""
FACTIONS = ("Axiom", "Bravos", "Lyra", "Muna", "Ordis", "Yzmir")
"""gy: the factions a player may name (2.2.10.a), in the rule's order; a neutral object has
none (2.2.10.b), so no card of "the named faction" is neutral."""

_THE_NAMED_TYPE = re.compile(r"\bthe named (?:card )?type\b")
_THE_NAMED_FACTION = re.compile(r"\b(?:an? (?P<noun>[a-z]+(?: orb)?) )?of the named faction\b")
_NAMED_LEFT = re.compile(r"\bnamed (?:card )?type\b|\bthe named\b")


def _refused(words: str, why: str) -> NotRead:
    return NotRead(words, why, "gt_name")


class NamingSemantics(SemanticsBase):
    """ "Name a card type" (6.1.g)."""

    def gt_named_type(self, _: list[Any]) -> str:
        return "card type"

    def gt_named_faction(self, _: list[Any]) -> str:
        """gy: "Name a faction": one of 2.2.10.a's six, as a card type is named."""
        return "faction"

    @v_args(meta=True)
    def gy_named_faction_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """gy: "it's [not] a card of the named faction": its words until each faction named
        says it ("it's a card of the Bravos faction", 2.2.10)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def gt_named_type_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's the named type": kept as its words until each type named says it."""
        return Condition(self._span(meta))

    def gt_name(self, items: list[Any]) -> Step:
        """ "Name a card type": the step that names, made into modes later."""
        return {"action": "name", NAMED: items[-1]}


def resolve_named(steps: list[Step]) -> list[Step]:
    """``steps`` with each "Name a card type" step replaced by the choice of one value
    (``named``), each mode the steps after it said of that value (6.1.g)."""
    for i, step in enumerate(steps):
        if NAMED not in step:
            continue
        if set(step) - {"action", NAMED}:
            raise _refused("name a", "'Name …' with a condition, 'may' or a follow-up is not read")
        rest = steps[i + 1 :]
        if not rest or not any(_uses(s) for s in rest):
            raise _refused("name a", "what was named is used by no step after it")
        values = FACTIONS if step[NAMED] == "faction" else CARD_TYPES  # gy: a faction too
        modes = [{"text": t, "effect": [_said_of(s, t) for s in rest]} for t in values]
        choice = {"action": "choose", "modes": modes, "choose": 1, "named": step[NAMED]}
        return [*steps[:i], choice]
    if _marked(steps):
        raise _refused("name a", "'Name …' inside another step is not read")
    if _uses(steps):
        raise _refused("the named", "'the named type' after no 'Name a card type' names nothing")
    return steps


def said_as(value: str) -> str:
    """A type as a condition says it: "a character", "an emblem"."""
    return _article(value)


def _article(value: str) -> str:
    return f"an {value.lower()}" if value[0] in "AEIOU" else f"a {value.lower()}"


def _said_of(value: Any, named: str) -> Any:
    """``value`` with "the named type" said as ``named`` ("a character") — in every text."""
    if isinstance(value, str):
        if named in FACTIONS:  # gy: "a card of the named faction" (2.2.10)
            said = _THE_NAMED_FACTION.sub(
                lambda m: f"a {m['noun'] or 'card'} of the {named.lower()} faction", value
            )
        else:
            said = _THE_NAMED_TYPE.sub(_article(named), value)
        if _NAMED_LEFT.search(said):
            raise _refused("the named", f"'{value}': what was named is not read in these words")
        return said
    if isinstance(value, list):
        return [_said_of(v, named) for v in value]
    if isinstance(value, dict):
        return {k: _said_of(v, named) for k, v in value.items()}
    return value


def _uses(value: Any) -> bool:
    if isinstance(value, str):
        return bool(_NAMED_LEFT.search(value))
    if isinstance(value, list):
        return any(_uses(v) for v in value)
    if isinstance(value, dict):
        return any(_uses(v) for v in value.values())
    return False


def _marked(value: Any) -> bool:
    if isinstance(value, list):
        return any(_marked(v) for v in value)
    if isinstance(value, dict):
        return NAMED in value or any(_marked(v) for v in value.values())
    return False
