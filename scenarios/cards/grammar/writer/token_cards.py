"""The writer of the section "gram39": a set's own token named in a description ("Ember
Wisp tokens you control", 2.2.b, 2.1.e) and the triggers on creating it ("When you create
one or more Ember Wisp tokens", 7.3.5.a) — written as the cards print them, read back by
the reader with the same token cards (semantics/token_card_nouns.py)."""

from __future__ import annotations

from typing import Any

_TYPED = ("types", "permanents_in_landmarks", "permanents_in_expeditions")
"""What the token card's type said in the filter (2.2.1, 2.2.3): the name says it again."""


def named_noun(flt: dict[str, Any], plural: bool) -> str | None:
    """ "Ember Wisp token(s)" (tokens only, 1.1.7.b) or "Ember Wisp(s)" (any object of the
    name, 2.2.b) for a filter naming one token card, its name and type words taken out of
    ``flt``; ``None`` when it names none."""
    names = flt.pop("names", None)
    if not names:
        return None
    if len(names) > 1:
        from scenarios.cards.grammar.writer.objects import Unwritable

        raise Unwritable("several token names in one description")
    for key in _TYPED:
        flt.pop(key, None)
    if flt.pop("tokens", False):
        return f"{names[0]} token" + ("s" if plural else "")
    return str(names[0]) + ("s" if plural else "")


def created_named_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When you / an opponent / a player create(s) one or more Ember Wisp tokens —",
    "When [you / an opponent / a player] create(s) an Ember Wisp token —"; ``None`` for any
    other trigger."""
    if reaction["trigger"] not in ("you_create_tokens", "you_create_a_token"):
        return None
    flt = dict(reaction.get("filter") or {})
    if not flt.get("names") or not flt.get("tokens"):
        return None
    if set(reaction) - {"trigger", "effect", "filter", "player", "condition", "unless"}:
        return None
    noun = named_noun(flt, plural=reaction["trigger"] == "you_create_tokens")
    if flt or noun is None:
        return None  # more said of the tokens than their name: not this section's
    who = {"opponent": "an opponent", "any": "a player"}.get(str(reaction.get("player")))
    verb = f"{who} creates" if who is not None else "you create"
    if reaction["trigger"] == "you_create_tokens":
        return f"When {verb} one or more {noun}{condition} \u2014"
    det = "an" if noun[:1].lower() in "aeiou" else "a"
    return f"When {verb} {det} {noun}{condition} \u2014"
