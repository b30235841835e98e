"""Two wordings a new set may print for steps the engine already does: "Draw a card per
[counted]" / "for each [counted]" (the draw done as many times as counted as the step
happens, 6.5.i, like "Draw X cards, where X is the number of ...") and "[object] loses all
[its] boosts" (boosts are counters, 2.5.1.a: every boost counter removed, 2.5.g)."""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause


@clause(r"draw (?:a|one) card (?:per|for each) (?P<per>.+)")
def _draw_per(m: re.Match[str], c: str) -> Step:
    return {"action": "draw", "per": m["per"]}


@clause(r"(?P<obj>.+?) loses? all (?:of )?(?:its |their |my )?boosts")
def _lose_all_boosts(m: re.Match[str], c: str) -> Step:
    o = ph.object_phrase(m["obj"])
    if o is None or o.up_to or o.any_number:
        raise NotUnderstood(c, f"'{m['obj']}' is not an object the reader understands yet")
    return {
        "action": "remove_counters",
        "counter": "boost",
        "all_counters": True,
        **o.step_fields(),
    }
