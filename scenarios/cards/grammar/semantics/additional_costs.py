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

_PAID = frozenset({"sacrifice", "discard", "exhaust"})
"""The steps the engine pays as an additional cost: objects the player chooses, sacrificed,
discarded (6.1.a) or exhausted (7.3.13.a) — the ones a quick action's cost pays (7.1.4)."""

_PLAIN = frozenset({"action", "subject", "amount", "filter", "from", "zone", "choose_count"})


class AdditionalCostSemantics(SemanticsBase):
    """Additional costs of playing a card (5.1.2.c, 5.1.2.i)."""

    @v_args(meta=True)
    def additional_cost(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "As an additional cost to play me, sacrifice a Character": the card's own cost
        unchanged, with a step the player must pay beside the mana (5.1.2.c). Any cost step
        a quick action's cost reads (semantics/all_rules.py ``cost``) is read here; the ones
        the engine pays are kept, the others refused with the reason.

        "{N}" / "pay {N}" more mana: paid with the rest of the mana, all parts at once
        (1.2.5.d, 1.2.5.e) — the card's mana cost is {N} more, as "I cost {N} more" reads,
        and like every cost it is skipped when the card is played for free (5.1.2.f
        Remark)."""
        kind, step = items[-1]
        if kind == "mana" and isinstance(step, int) and step > 0:
            return {"cost": {"change": step, "applies_to": "me"}}
        plain = (
            kind == "steps"
            and isinstance(step, dict)
            and step.get("action") in _PAID
            and str(step.get("subject", "")).startswith("a_")
            and step.get("amount", 1) == 1
            and set(step) <= _PLAIN
        )
        if not plain:
            said = " ".join(self._span(meta).split(",", 1)[-1].split()).rstrip(".")
            raise NotRead(
                said,
                f"'{said}' as an additional cost (5.1.2.c) is not paid by the engine yet — "
                "only sacrificing, discarding or exhausting cards or more mana is",
                "additional_cost",
            )
        return {"cost": {"change": 0, "applies_to": "me", "optional": [step], "additional": True}}
