"""The writer's words for the triggers on receiving and Ascending (7.3.29.a, 7.3.30.a,
7.3.3.a) that ``semantics/received_events.py`` reads, in the cards' own style, so the round
trip of ``tests/cards_grammar/test_round_trip.py`` covers them. ``None`` for another reading
(the main writer then tries its own words). "[object] you control enters play" is read as
the joins it is, which the main writer already words."""

from __future__ import annotations

from typing import Any

_FIXED = {
    "you_receive_a_gift": "you receive a Gift",
    "you_receive_a_token": "you receive a token",
    "my_expedition_ascends": "my Expedition Ascends",
    "your_expedition_ascends": "one of your Expeditions Ascends",
    "my_expedition_becomes_in_contact": "my Expedition becomes In Contact",
    "your_expedition_becomes_in_contact": "one of your Expeditions becomes In Contact",
    "i_become_in_contact": "I become In Contact",
}


def received_event_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [event][, if c] —" for these triggers."""
    if reaction["trigger"] == "permanent_joins_your_landmarks":
        # gdef: every word of its filter said of the Permanent ("a non-token Permanent")
        from scenarios.cards.grammar.writer.all_rules import _description

        flt = dict(reaction.get("filter") or {})
        another = flt.pop("another", False)
        text = _description(flt, "Permanent", plural=False)
        det = "another" if another else "an" if text[:1].lower() in "aeiou" else "a"
        return f"When {det} {text} joins your Landmarks{condition} \u2014"
    if reaction.get("ordinal"):
        return _nth_words(reaction, condition)
    event = _FIXED.get(reaction["trigger"])
    if event is None or set(reaction) - {"trigger", "effect", "if", "unless"}:
        return None
    return f"When {event}{condition} \u2014"


_ORDINAL_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}


def _nth_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When you play your second Spell each turn / this Day —"."""
    types = (reaction.get("filter") or {}).get("types") or ["card"]
    if set(reaction.get("filter") or {}) - {"types"} or len(types) != 1:
        return None
    per = "each turn" if reaction.get("per") == "turn" else "this Day"
    nth = _ORDINAL_WORDS[reaction["ordinal"]]
    return f"When you play your {nth} {types[0]} {per}{condition} \u2014"
