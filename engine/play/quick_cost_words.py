"""What a quick action's declaration says it pays, when its cost is more than mana
(cite17, issue 31).

A quick action is written "Cost: Effect" (2.2.12.k); its cost may be mana (7.1.4.c),
"exhaust me" (7.1.4.a), "discard me from Reserve" (7.1.4.b), "sacrifice me" or spending
counters. "paying 0" for a cost that discards the card itself hides what is paid: the
line names each part of the cost instead — "paying its cost: discard it from Reserve".
"""

from __future__ import annotations

from engine.state.abilities import QuickCost
from engine.why.table import why


def paid_words(cost: QuickCost | None, mana: int) -> tuple[str, tuple[str, ...]]:
    """``(" its cost: discard it from Reserve", rules)`` — the parts of ``cost`` — for a
    cost with no mana to pay (``mana``, after alterations) and some other part;
    ``("", ())`` when there is mana to pay: the line says the amount with its breakdown,
    whose printed cost names the other parts (5.1.2.f)."""
    if cost is None:
        return "", ()
    parts: list[str] = []
    rules: list[str] = []
    if cost.exhaust_me:
        parts.append("exhaust it")
        rules.extend(why("quick.cost_exhaust_me"))
    if cost.discard_me:
        parts.append("discard it from Reserve")
        rules.extend(why("quick.cost_discard_me"))
    if cost.sacrifice_me:
        parts.append("sacrifice it")
    if cost.spend:
        what = cost.spend_counter or "counter"
        parts.append(f"spend {cost.spend} of its {what}{'' if cost.spend == 1 else 's'}")
    if mana or not parts:
        return "", ()  # the mana is said, with its breakdown (5.1.2.f)
    said = ", ".join(parts[:-1]) + f" and {parts[-1]}" if len(parts) > 1 else parts[0]
    return f" its cost: {said}", (*why("quick.cost_said"), *rules)
