"""The writer of amounts read from the object itself (gram37, issue 30;
semantics/own_amounts.py): "Draw cards equal to my {V}", "[object] gains boosts / [name]
counters equal to my number of boosts" — the words the reader reads back to the same step."""

from __future__ import annotations

import re
from typing import Any

Step = dict[str, Any]

_OWN = re.compile(r"^my (?:(?P<t>forest|mountain|water) statistic|number of (?P<c>.+))$")
_ICONS = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}
_GAINERS = {"self": "I gain", "target_character": "Target Character gains", "it": "It gains"}


def _said(per: str) -> str | None:
    m = _OWN.match(per)
    if m is None:
        return None
    if m["t"]:
        return f"my {_ICONS[m['t']]}"
    return (
        f"my number of {m['c'].replace(' counters', '').capitalize()} counters"
        if (m["c"].endswith(" counters"))
        else f"my number of {m['c']}"
    )


def own_amount_words(step: Step) -> str | None:
    """The clause of a counted step whose amount is mine, or ``None``."""
    per = step.get("per")
    if not isinstance(per, str) or step.get("amount") != 1:
        return None
    said = _said(per)
    if said is None:
        return None
    plus = step.get("per_plus", 0)
    if plus:  # "equal to my {V} plus 1": the count, then N added (6.5.i)
        said = f"{said} plus {plus}" if plus > 0 else f"{said} minus {-plus}"
    action, subject = step["action"], step.get("subject")
    keys = set(step) - {"action", "subject", "amount", "per", "per_plus"}
    if action == "draw" and subject is None and not keys:
        return f"Draw cards equal to {said}"
    if subject not in _GAINERS:
        return None
    if action == "give_boost" and not keys:
        return f"{_GAINERS[subject]} boosts equal to {said}"
    if action == "gain_counters" and keys == {"counter"}:
        return f"{_GAINERS[subject]} {step['counter']} counters equal to {said}"
    return None
