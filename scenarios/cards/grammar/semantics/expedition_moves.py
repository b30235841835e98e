"""The semantic functions of the grammar's Expedition steps (``altered.lark``, issue 30): an
Expedition moving forward or backwards (7.3.25, 7.3.24), ascending (7.3.3.a), and the
Expeditions a token or step names as its place (7.5) — split from
:mod:`~scenarios.cards.grammar.semantics.effects`, one idea per module."""

from __future__ import annotations

from typing import Any

from lark import Discard, Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step


class ExpeditionMoveSemantics(SemanticsBase):
    """Expeditions moving and ascending, and the Expeditions a step names as a place."""

    def my_expedition_backwards(self, _: list[Any]) -> Step:
        return {"action": "move_backwards", "subject": "my_expedition"}  # 7.3.24

    def target_expedition_backwards(self, _: list[Any]) -> Step:
        return {"action": "move_backwards", "subject": "target_expedition"}  # 7.3.24

    def facing_expedition_moves(self, items: list[str]) -> Step:
        """ "The Expedition facing me moves forward / backwards one region": the
        Expedition facing mine (7.3.24, 7.3.25; both, for a Gigantic me, 7.4.4.g)."""
        return {"action": f"move_{items[0]}", "subject": "the_expedition_facing_me"}

    def facing_expedition(self, _: list[Any]) -> Any:
        return Discard

    def forward_direction(self, _: list[Any]) -> str:
        return "forward"

    def backwards_direction(self, _: list[Any]) -> str:
        return "backwards"

    def one_of_your_expeditions_place(self, _: list[Any]) -> str:
        return "one_of_your_expeditions"  # its controller chooses which (6.1.g)

    def facing_me_place(self, _: list[Any]) -> str:
        return "the_expedition_facing_me"

    def target_opponent_companion_place(self, items: list[Token]) -> str:
        if items[0].lower() != "companion":  # "Companion" is also a sub-type (lexicon)
            raise NotRead(str(items[0]), f"'{items[0]} Expedition' is not an Expedition")
        return "target_opponent_companion_expedition"

    def each_expedition_moves(self, items: list[str]) -> Step:
        return {"action": f"move_{items[-1]}", "subject": "each_my_expedition"}

    def my_expedition_ascends(self, _: list[Any]) -> Step:
        return {"action": "ascend", "subject": "my_expedition"}  # 7.3.3.a

    def target_expedition_ascends(self, _: list[Any]) -> Step:
        return {"action": "ascend", "subject": "target_expedition"}  # 7.3.3.a
