"""Clauses about "the next [cards] you play this turn" narrowed beyond a card type, or by
where it is played from (5.2.d):
"The next Plant you play this turn costs {1} less", "The next Character you play this turn
with Hand Cost {3} or less gains Anchored", "The next Song or Artist you play this turn
loses Fleeting", "The next Character with a base statistic of 0 that you play this turn
loses Fleeting", "The next Character you play from your hand this turn activates its {R}
abilities".

The Emblem-Ongoing applies to the first card played that the filter lets through; cards
it does not let through neither use it up nor are changed (the plain card-type forms are
in :mod:`.clauses`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word

_WHAT = (
    r"the next (?P<what>.+?) (?:that )?you play(?: from your (?P<from>hand|reserve))?"
    r"(?: in \{(?P<terrain>[vmo])\})? this (?P<dur>turn|afternoon)(?: (?P<quals>with [^,]+?))?"
)
_TYPES = {"Character", "Permanent", "Spell"}


def _next_filter(what: str, quals: str | None, c: str) -> tuple[str, dict[str, Any]]:
    """The card type and filter of "[Plant]", "[Song or Artist]", "[Character] with ..."."""
    words = what.split(" or ")
    if len(words) > 1 and all(w in ph.SUBTYPE_WORDS for w in words) and not quals:
        return "card", {"subtypes": [ph.SUBTYPE_WORDS[w] for w in words]}
    read = ph.card_filter(f"a {what}{' ' + quals if quals else ''}")
    if read is None or read.get("another"):
        raise NotUnderstood(c, f"'the next {what}' is not a card the reader understands yet")
    types = read.pop("types", [])
    if len(types) > 1 or (types and types[0] not in _TYPES):
        raise NotUnderstood(c, f"'the next {what}' is not a card the reader understands yet")
    return (types[0] if types else "card"), read


def _ongoing(m: re.Match[str], c: str, change: dict[str, Any]) -> Step:
    card_type, flt = _next_filter(m["what"], m["quals"], c)
    if not flt and not m["from"] and not m["terrain"] and not ({"activates", "free"} & set(change)):
        raise NotUnderstood(c)  # the plain forms are read by .clauses
    next_played: dict[str, Any] = {"card_type": card_type, **change}
    if flt:
        next_played["filter"] = flt
    if m["from"]:
        next_played["played_from"] = m["from"]  # 5.1.2.d
    if m["terrain"]:
        # "you play in {V}": into an Expedition in that terrain (7.5.8.b).
        next_played["into_terrain"] = {"v": "forest", "m": "mountain", "o": "water"}[m["terrain"]]
    duration = "this turn" if m["dur"] == "turn" else "this Afternoon"
    return {"action": "ongoing", "ongoing": {"duration": duration, "next_played": next_played}}


@clause(_WHAT + r" costs \{(?P<n>\d+)\} less")
def _next_cost(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, c, {"cost_change": -int(m["n"])})


@clause(_WHAT + r" gains (?P<n>\w+) boosts?")
def _next_boost(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, c, {"boosts": number_word(m["n"], c)})


@clause(_WHAT + r" (?P<verb>gains|loses) (?P<status>anchored|asleep|fleeting)")
def _next_status(m: re.Match[str], c: str) -> Step:
    key = "gain_status" if m["verb"] == "gains" else "lose_status"
    status = ph.status(m["status"])
    if status is None:
        raise NotUnderstood(c)
    return _ongoing(m, c, {key: status})


@clause(_WHAT + r" activates its \{(?P<icon>[jhr])\} abilities")
def _next_activates(m: re.Match[str], c: str) -> Step:
    """ "The next Character you play from your hand this turn activates its {R} abilities
    (as if it had been played from Reserve)": an Emblem-Reaction created as it is played
    activates them (5.2.d, 7.3.1.b)."""
    trigger = {"j": "enters_play", "h": "played_from_hand", "r": "played_from_reserve"}
    return _ongoing(m, c, {"activates": trigger[m["icon"]]})


@clause(_WHAT + r" is free")
def _next_free(m: re.Match[str], c: str) -> Step:
    """ "The next Spell you play this turn is free": played without paying its cost —
    not a cost reduced to 0 (7.3.26.a)."""
    return _ongoing(m, c, {"free": True})


_IF_FROM = re.compile(
    r"^(?P<next>the next [^.]+? you play this (?:turn|afternoon) [^.]+?)\. "
    r"if you play it from your (?P<from>hand|reserve), it (?P<verb>gains|loses) "
    r"(?P<status>anchored|asleep|fleeting)\.?$"
)


def read_next_if_from(text: str, read_clause_: Callable[[str], Step]) -> list[Step] | None:
    """ "The next Spell you play this turn is free. If you play it from your hand, it loses
    [[Fleeting]].": one Emblem-Ongoing for the next Spell, whatever it is played from, whose
    status change is only for one played from there (5.1.2.d, 5.2.d) — ``None`` for any
    other text."""
    m = _IF_FROM.match(" ".join(text.strip().lower().split()))
    if m is None:
        return None
    step = read_clause_(m["next"])
    next_played = (step.get("ongoing") or {}).get("next_played")
    status = ph.status(m["status"])
    if next_played is None or status is None or "played_from" in next_played:
        raise NotUnderstood(text.lower(), "'if you play it from ...' is not understood here")
    key = "gain_status" if m["verb"] == "gains" else "lose_status"
    if key in next_played:
        raise NotUnderstood(text.lower(), "two status changes of the next card")
    next_played.update({key: status, "changes_from": m["from"]})
    return [step]
