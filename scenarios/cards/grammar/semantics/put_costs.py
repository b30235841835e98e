"""A card put in its owner's Reserve as a quick action's cost (gram95, issue 30): "{T}, Put a
card from your hand in your Reserve: [effect]" — one card the player chooses from their Hand
as they declare the quick action (5.1.2.c), moved to their own Reserve (7.3.27.a) with the
rest of the cost (1.2.5.a, 1.2.5.d). Any other object or place put is refused by name."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step

_PAID = {"action": "put", "subject": "a_card_from_your_hand", "to": "reserve"}
"""The one put the engine pays as a cost: a card from your Hand in your Reserve."""


class PutCostSemantics(SemanticsBase):
    """ "Put a card from your hand in your Reserve" as a cost part."""

    @v_args(meta=True)
    def put_card_cost(self, meta: Meta, items: list[Any]) -> tuple[str, Step]:
        """The step the effect "Put a card from your hand in your Reserve" is (7.3.27.a),
        paid as a cost; only that one."""
        step: Step = self.put_in_reserve(meta, items)  # type: ignore[attr-defined]
        if step != _PAID:
            said = self._printed(meta) or "put"
            raise NotRead(
                said,
                f"'{said}' as a cost is not paid yet: only 'Put a card from your hand in your "
                "Reserve' is paid as a cost (7.3.27.a, 6.1.a)",
                "put_card_cost",
            )
        return ("steps", step)
