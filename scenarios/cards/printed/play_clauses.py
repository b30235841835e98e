"""Clauses playing a card as part of an effect (5.2.b): "play me for free [and I gain
Asleep]" — the bearer played now without paying its cost (7.3.26.a); what "I" then do
happens only if I was played (6.5.f) and finds me where I was played (2.1.g). "Play a card
with Hand Cost {3} or less for free", "Immediately play a Spell for {5} less": a card of
the player's Hand or Reserve the filter lets through (6.1.g)."""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, read_clause


@clause(r"play me for free(?: and (?P<rest>i (?:gain|gains) .+))?")
def _play_me_for_free(m: re.Match[str], c: str) -> Step:
    step: Step = {"action": "play_for_free", "subject": "self"}
    if m["rest"]:
        step["then"] = [read_clause(m["rest"])]  # "I ...": the bearer, found again
    return step


def _played_card(what: str, c: str) -> Step:
    """ "a card with Hand Cost {3} or less", "a Spell": a card from the player's Hand or
    Reserve (a ready one, 2.4.6.c) that the filter lets through (6.1.g)."""
    flt = ph.card_filter(what)
    if flt is None or flt.get("another"):
        raise NotUnderstood(c, f"'{what}' is not a card the reader understands yet")
    types = flt.pop("types", [])
    if types == ["Character"]:
        subject = "a_character_from_hand_or_reserve"
    elif types in ([], ["Spell"], ["Permanent"]):
        subject = "a_card_from_hand_or_reserve"
        if types:
            flt["types"] = types
    else:
        raise NotUnderstood(c, f"'{what}' is not a card the reader understands yet")
    return {"subject": subject, **({"filter": flt} if flt else {})}


@clause(r"(?:immediately )?play (?P<what>an? .+?) for free")
def _play_a_card_for_free(m: re.Match[str], c: str) -> Step:
    # 5.2.b: played immediately, as part of the effect; 7.3.26.a: without paying its cost.
    return {"action": "play_for_free", **_played_card(m["what"], c)}


@clause(r"(?:immediately )?play (?P<what>an? .+?) for \{(?P<n>\d+)\} less")
def _play_a_card_for_less(m: re.Match[str], c: str) -> Step:
    # 5.2.b: played immediately, as part of the effect; 5.1.2.f: for N less.
    return {"action": "play", **_played_card(m["what"], c), "cost_change": -int(m["n"])}


@clause(r"(?P<x>resupply|draw a card|exhausted resupply) again")
def _again(m: re.Match[str], c: str) -> Step:
    # "Resupply, then Resupply again": the same step once more (6.1.c).
    return read_clause(m["x"])
