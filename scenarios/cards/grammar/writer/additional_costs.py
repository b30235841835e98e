"""The writer of the grammar's "additional costs" section: "As an additional cost to play
me, [cost]" (5.1.2.c, 5.1.2.i) — the cost step written as a quick action's cost is, so that
a reading written and read back is the same reading."""

from __future__ import annotations

from typing import Any


def additional_cost_words(cost: dict[str, Any]) -> str | None:
    """ "As an additional cost to play me, sacrifice a Character"; ``None`` for a cost
    alteration of another section."""
    if not cost.get("additional"):
        return None
    from scenarios.cards.grammar.writer.all_rules import _clause  # the steps' words

    [step] = cost["optional"]
    said = _clause(step)
    return f"As an additional cost to play me, {said[:1].lower()}{said[1:]}"
