"""Permissions to play (issue 30, session 34 "gj"): "Choose a Character in your Reserve. You
may play it this turn for {1} less".

The effect ALLOWS a play (5.2.a): resolving it creates the Emblem-Ongoing whose cost change
names that object (semantics/plays_costs_events.py; 5.1.2.f, 1.4.1.a) — always, with no choice; the
"may" belongs to the play itself, which the player makes later as a turn effect or not at all
(5.1.1.b). So "You may [permission]" is the permission, not an optional step (6.5.c would ask
whether to create the Emblem, the wrong question), in every slot "you may" takes: a chosen
card, "it", "target card".
"""

from __future__ import annotations

from typing import Any


def is_play_permission(step: dict[str, Any]) -> bool:
    """Whether ``step`` is a permission to play one known card for a time: the Emblem-Ongoing
    of "You may play it [from your Reserve] this turn for {1} less" (plays_costs_events.py,
    5.2.a)."""
    if step.get("action") != "ongoing" or set(step) & {"then", "may", "if", "pay"}:
        return False
    nxt = step.get("ongoing", {}).get("next_played")
    return isinstance(nxt, dict) and bool(nxt.get("listed"))
