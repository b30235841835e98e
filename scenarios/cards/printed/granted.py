"""A quick action a card gains while a condition holds: "If I have 5 or more Scrap counters,
I gain "{T} : Draw a card, then put a card from your hand in Reserve."".

A passive ability giving its bearer an ability (2.3.1.a) under a condition (2.3.2.f): the
bearer has the quick action only while the condition holds, so playing it is legal only
then — checked at the declaration of intent, like a printed "You can only activate this if
[condition]" (5.1.2.g). Once played, the quick action resolves whatever the condition
becomes, as any quick action does. Read so: the quoted quick action, with the condition as
the condition of its declaration. A quoted Reaction or passive ability is not read this way
(its triggering would depend on the condition too): left to the judge.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_IF_I_GAIN = re.compile(
    r'^if (?P<cond>[^,"\u201c]+), i gain ["\u201c](?P<ability>[^"\u201d]+)["\u201d]\.?$',
    re.IGNORECASE,
)


def conditional_quick_action(
    text: str, body: str, read_ability: Callable[..., dict[str, Any]]
) -> dict[str, Any] | None:
    """The ability dict of "If [condition], I gain "[cost] : [effect]"" — the quoted quick
    action with ``if`` its condition — or ``None`` if ``body`` is not of this form or
    what is quoted is not a quick action without a condition of its own."""
    m = _IF_I_GAIN.match(" ".join(body.split()))
    if m is None:
        return None
    quoted = read_ability(m["ability"].strip(), support=False)
    part = quoted.get("quick_action")
    if part is None or "if" in part or quoted.get("support"):
        return None
    return {**quoted, "text": text, "quick_action": {**part, "if": m["cond"].strip()}}
