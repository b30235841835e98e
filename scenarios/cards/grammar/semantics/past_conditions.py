"""The reader's semantics of conditions on what happened this turn (6.5.d) — the grammar
section "conditions and choices" of ``altered.lark``: "if you played a Spell this turn",
"if you have played two or more Characters this turn" (the cards played this turn, which
the game keeps, 5.1.2.k); whose turn it is ("if it's your turn", "During your opponent's
turn, …", 4.2.3.b). Kept as words, which the engine reads back with the same rule
(:mod:`.evaluate_past_conditions`)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition


class PastConditionSemantics(SemanticsBase):
    """Conditions on the turn so far."""

    @v_args(meta=True)
    def played_this_turn_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you [have] played [count] [cards] this turn" (5.1.2.k, 6.5.d)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def left_play_this_turn_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "[count] [objects] left play this turn" (7.3.20.a, 6.5.d)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def turn_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's [not] your / your opponent's turn" (4.2.3.b)."""
        return Condition(self._span(meta).replace("it is", "it's", 1))

    @v_args(meta=True)
    def during_turn_passive(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "During your turn, [static]": as long as it is that player's turn (2.3.2.f)."""
        return self._during(self._span(meta), items[-1])

    @v_args(meta=True)
    def passive_during_turn(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "[static] during your opponent's turn"."""
        return self._during(self._span(meta), items[0])

    def _during(self, said: str, passive: Any) -> dict[str, Any]:
        from scenarios.cards.grammar.semantics.static import _conditioned

        # the words after "during": "your opponent's turn", "each opponent's turn", "your
        # opponents' turns" — an opponent's; "your turn(s)" the controller's (4.2.3.b)
        whose = "your opponent's" if "opponent" in _turn_words(said) else "your"
        return {"passive": _conditioned(passive, f"it's {whose} turn")}


def _turn_words(said: str) -> str:
    """The words naming whose turn, of "during [turn], [static]" or "[static] during [turn]"."""
    if said.startswith("during"):
        return said.split(",", 1)[0]
    return said.rsplit("during", 1)[-1]
