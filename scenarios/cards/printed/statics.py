"""Static passive abilities (2.2.12.m) as printed that the card grammar does not read yet:
"can't" texts the engine applies and rules changed for their controller whose words the
grammar has no rule for, and optional costs of the card's own cost (:mod:`.optional_costs`).

The keywords given to groups or to "me" under a condition, cost alterations of groups of
cards, "Your Characters have: "{R} …"", the card's own cost change and the rules changed
the engine knows are read by the card grammar (``scenarios/cards/grammar``, its static
abilities: ``semantics_static.py``). Each function here returns a ``PassiveModel`` dict or
``None`` (the text is not one of these forms, so it stays "not understood"):

* "Your other Expedition and the Expedition facing it can't move forward" (1.4.1.a);
* rules changed for their controller ("[Defender] Characters don't prevent my Expedition
  from moving forward", "I can't be played [if ...]"), with or without "If [condition],
  ..." (2.2.12.m; "it" after "If my Expedition …" is that Expedition).
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.compile_passives import (
    MORE_RESTRICTIONS,
    reads_as_static,
)
from scenarios.cards.printed import lasting  # noqa: F401  (registers its clauses)
from scenarios.cards.printed.optional_costs import optional_cost


def read_static(text: str) -> dict[str, Any] | None:
    """One of the static forms above as a ``PassiveModel`` dict, or ``None``."""
    low = " ".join(text.lower().rstrip(".").split())
    return (
        optional_cost(low)
        or ({"cant": low} if low in MORE_RESTRICTIONS else None)
        or _rule_change(low)
    )


_IF = re.compile(r"^if (?P<cond>.+?), (?P<rest>.+)$")
_CANT_BE_PLAYED = re.compile(
    r"^i can't be played(?: if (?P<cond>.+?)|,? but i can be used as a mana orb)?$"
)


def _rule_change(low: str) -> dict[str, Any] | None:
    """A rule changed for its controller (:data:`STATICS`), with its condition: "If my
    Expedition is behind, [Defender] Characters don't prevent it from moving forward" (the
    "it" is the Expedition of the condition), "I can't be played if [condition]" — "but I
    can be used as a Mana Orb" adds nothing to Expand (4.2.1.e)."""
    if reads_as_static(low):
        return {"static": low}
    m = _CANT_BE_PLAYED.match(low)
    if m is not None:
        return {"static": "i can't be played", **({"if": m["cond"]} if m["cond"] else {})}
    m = _IF.match(low)
    if m is None:
        return None
    rest = m["rest"]
    if m["cond"].startswith("my expedition "):
        rest = rest.replace(" it ", " my expedition ")
    return {"static": rest, "if": m["cond"]} if reads_as_static(rest) else None
