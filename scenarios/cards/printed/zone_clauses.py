"""Moving clauses in the other words printed text uses for the same destinations
(7.3.27.a: "put", "return" and "send" are synonyms; 3.1.2.c: a personal zone is always the
owner's): "Send [object] to its owner's Reserve", "Put [object] in your hand", "Return
[object] to Reserve", "Send [object] to its owner's hand", "Return [object] to the top of
its owner's deck", "Send [object] to the 3rd position of its owner's deck". Registered with
the clause table of :mod:`scenarios.cards.printed.clauses` (tried after its own patterns)."""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import Step, _named_owner, _obj, clause

_WHOSE = r"(?:its owner's |their owner's |their owners' |your |my owner's )"
_NAMED = r"(?P<whose>its owner's |their owner's |their owners' |your |my owner's )"
"""The same words, kept: "its owner's" names the zone by ownership (1.1.3.d, ``to_owner``)."""


@clause(r"send (?P<obj>.+?) to " + _NAMED + r"reserve")
def _send_owners_reserve(m: re.Match[str], c: str) -> Step:
    return {"action": "send", "to": "reserve", **_named_owner(m), **_obj(m["obj"], c)}


@clause(r"return (?P<obj>.+?) to " + _WHOSE + r"?reserve")
def _return_reserve(m: re.Match[str], c: str) -> Step:
    return {"action": "return", "to": "reserve", **_obj(m["obj"], c)}


@clause(r"put (?P<obj>.+?) (?:in|into) " + _NAMED + r"hand")
def _put_hand(m: re.Match[str], c: str) -> Step:
    return {"action": "put", "to": "hand", **_named_owner(m), **_obj(m["obj"], c)}


@clause(r"send (?P<obj>.+?) to " + _NAMED + r"hand")
def _send_hand(m: re.Match[str], c: str) -> Step:
    return {"action": "send", "to": "hand", **_named_owner(m), **_obj(m["obj"], c)}


@clause(
    r"(?P<verb>return|put|send) (?P<obj>.+?) (?:to|on|at|on to|onto) the (?P<pos>top|bottom) "
    r"of " + _NAMED + r"deck"
)
def _to_deck(m: re.Match[str], c: str) -> Step:
    # 3.1.2.c: a personal zone is its owner's; "to the top" is placed as the Deck's top;
    # "its owner's deck" names it by ownership (1.1.3.d, ``to_owner``).
    step = {"action": m["verb"], "to": "deck", "position": m["pos"], **_named_owner(m)}
    return {**step, **_obj(m["obj"], c)}


@clause(
    r"(?P<verb>return|put|send) (?P<obj>.+?) (?:to|in|into|at) the (?P<n>\d+)(?:st|nd|rd|th) "
    r"position (?:from the top )?of " + _NAMED + r"deck"
)
def _to_deck_position(m: re.Match[str], c: str) -> Step:
    # 3.2.2.c: the position counted from the top ("the 1st position" is the top card);
    # a Deck without that many cards above it takes it at the bottom (3.2.2.f).
    n = int(m["n"])
    position: int | str = "top" if n == 1 else n
    step = {"action": m["verb"], "to": "deck", "position": position, **_named_owner(m)}
    return {**step, **_obj(m["obj"], c)}
