"""A rules keyword ability's own rule said in a set's words (issue 30, gram67).

A set's keyword-ability reminder (2.2.12.c) is written in the style of the CR's keyword
abilities (7.4): "During Rest, I'm not sent to Reserve." says Eternal's rule (7.4.3.b: an
Eternal Character is not sent to the Reserve during Rest); "I keep my boosts when I go from the
Expedition zone to Reserve." says Seasoned's (7.4.6.b). (Said first as a replacement, "If I
would go from the Expedition zone to Reserve, I keep my boosts.", it is not read yet: that
rule clashed with the grammar's "If I would [event] …" replacements.) Such a sentence is read as its
bearer having that rules keyword — the same passive as "I have Eternal." — so the engine's
Rest and zone-change rules run it, and a group given the set's keyword is given the rules
keyword (2.3.1.a, :mod:`.set_keywords`).

An optional cost that keeps the bearer where Rest would send it ("During Rest, you may pay
{1}. If you do, I'm not sent to Reserve.") is a choice made while Rest resolves (4.2.5.b): an
optional replacement of what Rest does to that Character (6.2.d), chosen by paying the cost
in its place (6.5.f; the engine asks it, :mod:`engine.pipeline.paid_instead`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import _number


class RestatedKeywordSemantics:
    """Semantic functions of the block "a rules keyword ability's own rule said in a set's
    words" of altered.lark."""

    def restated_eternal(self, _: list[Any]) -> dict[str, Any]:
        """ "During Rest, I'm not sent to Reserve." — Eternal (7.4.3.b)."""
        return {"passive": {"keyword": "Eternal"}}

    def restated_seasoned(self, _: list[Any]) -> dict[str, Any]:
        """ "I keep my boosts when I go from the Expedition zone to Reserve." — Seasoned
        (7.4.6.b)."""
        return {"passive": {"keyword": "Seasoned"}}

    def restated_gigantic(self, _: list[Any]) -> dict[str, Any]:
        """ "I am present in both of your Expeditions." — Gigantic (7.4.4.b; gram77)."""
        return {"passive": {"keyword": "Gigantic"}}

    def restated_tough(self, items: list[Any]) -> dict[str, Any]:
        """ "Opponents must pay {2} to target me." — Tough 2 (7.4.7.c: an opponent must also
        pay X to choose me as a target of an effect they control; gram77)."""
        [mana] = [i for i in items if isinstance(i, Token) and i.type == "MANA"]
        return {"passive": {"keyword": f"Tough {_number(mana)}"}}

    def rest_choice_paid(self, items: list[Any]) -> dict[str, Any]:
        """ "During Rest, you may [cost]. If you do, I'm not sent to Reserve.": an optional
        replacement (6.2.d, 6.5.c) of the bearer's move to Reserve during Night (Rest,
        4.2.5.b), chosen by paying the cost in its place (6.5.f) — Mana (1.2.5.e), counters
        spent from the bearer (2.5.h), exhausting it (7.3.16). A card discarded as the cost
        is refused (which card, from where, is not read here)."""
        return {
            "passive": {
                "instead": {
                    "action": "move",
                    "to": "reserve",
                    "scope": "self",
                    "during": "night",
                    "optional": True,
                    "paid": True,
                    "instead": [_cost(items)],
                }
            }
        }


def _cost(items: list[Any]) -> dict[str, Any]:
    """The cost of "you may [cost]" read from the grammar's children: {N} (a MANA token),
    "spend N of my [name] counters" (a (number, counter) pair), "exhaust me" (no child)."""
    if not items:
        return {"action": "exhaust", "subject": "self"}
    first = items[0]
    if isinstance(first, Token) and first.type == "MANA":
        return {"action": "pay_mana", "subject": "controller", "amount": _number(first)}
    if isinstance(first, tuple) and len(first) == 2 and isinstance(first[0], int):
        n, counter = first
        return {"action": "spend_counters", "subject": "self", "amount": n, "counter": counter}
    raise NotRead(
        "During Rest, you may",
        "a card discarded during Rest so that this Character is not sent to Reserve is not"
        " read yet (which card, from where) — resolve by hand",
        "rest_choice",
    )
