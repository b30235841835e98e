"""Clauses on boosts (2.5.1.a: a boost is a counter) that act on several objects at once:

* "Double the number of boosts on each Character you control and in your Reserve" — each
  object gains as many boosts as it has (7.3.8.a); one without boosts cannot be doubled
  (7.3.8.b), so nothing happens to it.
* "Distribute 3 boosts among any Characters in Reserve" — the boosts are given one at a
  time, each to a Character the controller chooses then (6.1.g), the same one or another:
  N instances of "give a boost to a Character in Reserve", each with its own choice
  (6.5.i).

"[Characters] you control and in your Reserve" is the group of the Characters in play the
controller controls and those in their Reserve (a personal zone, controlled by its owner,
3.1.2.c). Registered with the clause table of :mod:`scenarios.cards.printed.clauses`.
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word

_YOURS_IN_PLAY_AND_RESERVE = re.compile(
    r"^(?:each|all) (?P<noun>characters?|cards?) you control and in your reserve$"
)


def _objects(text: str, c: str) -> dict[str, Any]:
    """The objects a boost clause acts on: an object phrase, or "each Character you control
    and in your Reserve"."""
    yours = _YOURS_IN_PLAY_AND_RESERVE.match(text.strip())
    if yours is not None:
        flt: dict[str, Any] = {"controller": "you"}
        if yours["noun"].startswith("character"):
            flt["types"] = ["Character"]
        return {"subject": "cards_in_play_and_reserve", "filter": flt}
    o = ph.object_phrase(text)
    if o is None or o.up_to:
        raise NotUnderstood(c, f"'{text}' is not an object the reader understands yet")
    return o.step_fields()


@clause(r"double (?:the number of )?(?:the )?boosts (?:on|of) (?P<obj>.+)")
def _double_boosts(m: re.Match[str], c: str) -> Step:
    return {"action": "double_counters", "counter": "boost", **_objects(m["obj"], c)}


@clause(r"distribute (?P<n>\w+) boosts among (?:any )?(?P<obj>.+)")
def _distribute_boosts(m: re.Match[str], c: str) -> Step:
    n = number_word(m["n"], c)
    one = ph.object_phrase(f"a {ph.singular(m['obj'])}")
    if one is None or not one.subject.startswith("a_") or one.plural:
        raise NotUnderstood(c, f"'{m['obj']}' is not a choice the reader understands yet")
    return {"action": "give_boost", "times": n, **one.step_fields()}
