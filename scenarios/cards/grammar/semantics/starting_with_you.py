"""gram107 (issue 30: who decides, in what order): "Starting with you, each player [step]" —
each player does the step as their own (1.4.7.b), as "Each player [step]" reads
(players_in_turn.py), but in the card's order: from the effect's controller, then the others
in seating order, whoever has initiative — the card's order beats the rule's initiative order
(1.4.2.a over 6.1.h). The step is always one step per player (``players_do``) with the order
``starting_with_you``; the order of any other reading ("Starting with you, each player
chooses one", a choice the engine makes in one step) is refused by name."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.players_in_turn import players_acting

_IN_TURN = ("each_player", "each_opponent")


class StartingWithYouSemantics(SemanticsBase):
    """Steps each player does in turn from the effect's controller (1.4.2.a, 6.1.h)."""

    @v_args(meta=True)
    def players_do_from_you(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "Starting with you, each player puts a card from their hand in their Reserve"."""
        return self._from_you(meta, items[0], items[-1], may=False)

    @v_args(meta=True)
    def players_may_do_from_you(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "Starting with you, each player may give 1 boost to a Character they control":
        each decides their own "may" (6.5.c), from you."""
        return self._from_you(meta, items[0], items[-1], may=True)

    def _from_you(self, meta: Meta, players: str, step: Any, *, may: bool) -> dict[str, Any]:
        said = " ".join(self._span(meta).split())
        done = players_acting(said, players, step, may=may, in_turn=True)
        if done.get("players_do") not in _IN_TURN:
            raise NotRead(
                said,
                f"'{said}': the order 'starting with you' of this step is not read yet "
                "(resolve it by hand: the card's order, from you, 1.4.2.a)",
                "players_do_from_you",
            )
        return {**done, "starting_with_you": True}
