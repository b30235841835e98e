"""The semantic functions of "can't" said of a zone move and of a status (1.4.1.a):
"Characters can't go to Reserve." — any atomic action moving them to a Reserve is
impossible, so an impossible event is not modified either (1.4.1.d: Fleeting's "discarded
instead" does not apply); "Characters can't gain [[Fleeting]]." — gaining that status is
impossible (2.4.1; 5.2.1.c's gain of Fleeting, say), for the bearer ("I can't …") or every
object in play the description lets through (2.3.1.b)."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.cant_statuses import keyword_not_refused
from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be

_GAINED_STATUSES = ("anchored", "asleep", "fleeting")
"""The statuses a "can't gain" may name (2.4.1.a); Exhausted is read as "can't be exhausted"
(7.3.13.a), Boosted is boosts (2.4.5.b), Ascended is no gain of an object's own (2.4.3)."""


def _gain(token: Token) -> str:
    word = str(token).lower()
    if token.type == "KEYWORD":  # a keyword ability, no status (7.4)
        raise keyword_not_refused(token)
    if word == "exhausted":  # to exhaust is to gain Exhausted (7.3.13.a): "can't be exhausted"
        return "exhaust"
    if word not in _GAINED_STATUSES:
        raise NotRead(str(token), f"'can't gain {token}' is not read yet", "cant_gain_status")
    return f"gain_{word}"


class CantMoveAndGainSemantics(SemanticsBase):
    """ "[I / group] can't go to Reserve", "[I / group] can't gain [status]" (1.4.1.a)."""

    def i_cant_go_to_reserve(self, _: list[Any]) -> dict[str, Any]:
        return cant_be(["go_to_reserve"], None, yours=False)

    def group_cant_go_to_reserve(self, items: list[Any]) -> dict[str, Any]:
        return cant_be(["go_to_reserve"], items[0], yours=False)

    def your_group_cant_go_to_reserve(self, items: list[Any]) -> dict[str, Any]:
        return cant_be(["go_to_reserve"], items[0], yours=True)

    def i_cant_gain_status(self, items: list[Any]) -> dict[str, Any]:
        return cant_be([_gain(items[-1])], None, yours=False)

    def group_cant_gain_status(self, items: list[Any]) -> dict[str, Any]:
        return cant_be([_gain(items[-1])], items[0], yours=False)

    def your_group_cant_gain_status(self, items: list[Any]) -> dict[str, Any]:
        return cant_be([_gain(items[-1])], items[0], yours=True)
