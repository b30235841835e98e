"""The semantic function of the section "additional costs" of ``altered.lark``:
"As an additional cost to play me, [cost]" — a cost the player pays with the mana when
playing the card (5.1.2.c: declared with the other costs; 5.1.2.i: paid with them, in one
step), without which the card cannot be played (5.1.2.g, 1.2.5.c).

The engine pays a cost that moves one object the player chooses — sacrifice or discard
(1.2.5.a); any other cost here (exhaust, mana, boosts, "me") is refused with the reason,
never read as a card played without it (precision first)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

_PAID = frozenset({"sacrifice", "discard"})
"""The steps the engine pays as an additional cost: one chosen object moved (1.2.5.a)."""


class AdditionalCostSemantics(SemanticsBase):
    """Additional costs of playing a card (5.1.2.c, 5.1.2.i)."""

    @v_args(meta=True)
    def additional_cost(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "As an additional cost to play me, sacrifice a Character": the card's own cost
        unchanged, with a step the player must pay beside the mana (5.1.2.c)."""
        kind, step = items[-1]
        plain = (
            kind == "steps"
            and isinstance(step, dict)
            and step.get("action") in _PAID
            and str(step.get("subject", "")).startswith("a_")
            and step.get("amount", 1) == 1
            and set(step) <= {"action", "subject", "amount", "filter", "from", "zone"}
        )
        if not plain:
            said = " ".join(self._span(meta).split(",", 1)[-1].split()).rstrip(".")
            raise NotRead(
                said,
                f"'{said}' as an additional cost (5.1.2.c) is not paid by the engine yet — "
                "only sacrificing or discarding one card is",
                "additional_cost",
            )
        return {"cost": {"change": 0, "applies_to": "me", "optional": [step], "additional": True}}
