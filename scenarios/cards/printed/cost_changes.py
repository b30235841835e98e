"""Whether a printed ability changes what a player pays (5.1.2.f), so that one the engine
cannot execute is said before payment (``ByHand.cost``), not after.

The card's own cost changes themselves ("I cost {N} less if …", "… for each …", "I cost {X}
less, where X is …", ", down to a minimum of {M}", "to play in an Expedition with no
Characters") are read by the card grammar (``scenarios/cards/grammar``, its static
abilities: ``semantics_static.py``) into a ``PassiveModel`` dict (``cost``: ``change``,
``applies_to: me``, and ``if`` / ``per`` / ``minimum``); the engine applies it when the card
is played and the trace cites 5.1.2.f.
"""

from __future__ import annotations

import re

_CHANGES_COST = re.compile(
    r"\bcosts? (?:\{[0-9x]+\}|\d+) (?:less|more)\b|\bcan't cost less\b|\bfor \{\d+\} less\b"
    r"|\bis free\b|\bwithout paying\b"
)


def changes_cost(text: str) -> bool:
    """Whether a printed ability would change what a player pays to play a card (a cost
    increase, decrease, restriction or a free play, 5.1.2.f, 7.3.26.a) — so, not executed,
    it is said when the cost is determined, before payment."""
    low = " ".join(text.lower().split()).removeprefix("{i} ")
    if _TRIGGERED.match(low) or " \u2014 " in low or "this action costs" in low:
        return False  # a Reaction or a quick action: it makes its change later, if at all
    return _CHANGES_COST.search(low) is not None


_TRIGGERED = re.compile(r"^(?:\{[jhrtd]\}|when |whenever |at |after |[^.:]*?:)")
