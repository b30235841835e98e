"""Writing a zone move's "can't" back in the cards' words (1.4.1.a): "Cards can't go from a
Discard pile to a Reserve.", "Characters can't leave your opponents' Discard piles." — the
reading of ``semantics/zone_moves_cant.py``, read back the same."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.cr_vocabulary import _with_condition

_ZONES = {"discard": "Discard pile", "reserve": "Reserve", "hand": "hand", "deck": "Deck"}
_NOUNS = {"Character": "Characters", "Spell": "Spells", "Permanent": "Permanents"}


def _zone(kind: str, whose: str | None) -> str:
    name = _ZONES[kind]
    if whose == "yours":
        return f"your {name}"
    if whose == "opponents":
        return f"your opponents' {name}s"  # one of each opponent (7.2.3.a)
    return f"a {name}"


def cant_move_words(passive: dict[str, Any]) -> str:
    """ "[If c, ][Cards] can't go from [zone] to [zone]." / "[Cards] can't leave [zone].\""""
    move = passive["cant_move"]
    types = move.get("filter", {}).get("types", [])
    noun = _NOUNS[types[0]] if types else "Cards"
    source = _zone(move["from"], move.get("from_whose"))
    if "to" not in move:
        return _with_condition(f"{noun} can't leave {source}", passive)
    to = _zone(move["to"], move.get("to_whose"))
    return _with_condition(f"{noun} can't go from {source} to {to}", passive)
