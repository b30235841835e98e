"""A quick action's own cost change said after its effect (5.1.2.f): Lindiwe & Maw, "{T} :
Create ... . This action costs {1} more if you are not the first player." — the last
sentence is a passive ability of the card changing the cost of its quick actions, read as
an ability of its own, as the card language writes it (``applies_to: my quick actions``).
The effect's last sentence may close a quoted ability it gives a token (2.2.12.f: '… with
"When you sacrifice a Character — I gain two boosts." This action costs {1} more …')."""

from __future__ import annotations

import re
from typing import Any

_ACTION_COST = re.compile(
    r"^(?P<action>.+?\.[\"\u201d]?)\s+this action costs \{(?P<n>\d+)\} (?P<dir>more|less)"
    r"(?: if (?P<cond>[^.]+))?\.?$",
    re.IGNORECASE,
)


def split_action_cost(text: str) -> tuple[str, dict[str, Any] | None]:
    """``text`` without a final "This action costs {N} more/less [if ...]" sentence, and
    that sentence as a passive ability dict (``None`` when there is none)."""
    m = _ACTION_COST.match(text.strip())
    if m is None or ":" not in m["action"]:
        return text, None
    n = int(m["n"])
    cost: dict[str, Any] = {
        "change": n if m["dir"].lower() == "more" else -n,
        "applies_to": "my quick actions",
    }
    if m["cond"]:
        cost["if"] = m["cond"].lower()
    said = text.strip()[len(m["action"]) :].strip()
    return m["action"], {"text": said, "passive": {"cost": cost}}
